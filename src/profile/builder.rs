//! The one interner readers build a [`Profile`] with: a location per
//! distinct address, a sample per distinct stack (values summed).

use super::{Label, Location, LocationId, MappingId, Profile, Sample};
use foldhash::HashMap;
use std::hash::BuildHasher;

/// Builds a profile's locations and samples.
#[derive(Debug, Default)]
pub struct Builder {
    profile: Profile,
    by_address: HashMap<u64, LocationId>,
    /// Locations of addresses in a given mapping (one per process's
    /// address space: the same address in two mappings is two locations).
    by_mapped: HashMap<(MappingId, u64), LocationId>,
    /// The last sample index of each stack hash (the stacks themselves are
    /// not stored twice); `chain[i]` is the sample before `i` with the same
    /// hash, `usize::MAX` for none.
    by_stack: HashMap<u64, usize>,
    chain: Vec<usize>,
    hasher: foldhash::fast::FixedState,
}

impl Builder {
    /// Starts from `profile`'s header (sample types, period, mappings...);
    /// its locations and samples, if any, are kept and interned.
    pub fn new(profile: Profile) -> Self {
        let by_address = profile
            .location_ids()
            .map(|id| (profile.location(id).address, id))
            .collect();
        let mut builder = Builder {
            profile: Profile::default(),
            by_address,
            by_mapped: HashMap::default(),
            by_stack: HashMap::default(),
            chain: Vec::new(),
            hasher: foldhash::fast::FixedState::default(),
        };
        for (i, s) in profile.samples.iter().enumerate() {
            builder.index(i, &s.stack, &s.labels);
        }
        builder.profile = profile;
        builder
    }

    /// Makes room for about `samples` distinct stacks.
    pub fn reserve(&mut self, samples: usize) {
        self.profile.samples.reserve(samples);
        self.by_stack.reserve(samples);
        self.chain.reserve(samples);
    }

    /// The location of `address`, added on first sight.
    pub fn location(&mut self, address: u64) -> LocationId {
        let profile = &mut self.profile;
        *self
            .by_address
            .entry(address)
            .or_insert_with(|| profile.add_location(Location::new(address, None)))
    }

    /// Adds a location of its own, which no lookup by address finds (a
    /// frame a reader makes up: where an unwinding stopped).
    pub fn add_location(&mut self, location: Location) -> LocationId {
        self.profile.add_location(location)
    }

    /// The location of `address` in `mapping` (set on the location now,
    /// not by [`Profile::assign_mappings`]), added on first sight; without a
    /// mapping, the one location of the address that has none.
    pub fn location_in(&mut self, mapping: Option<MappingId>, address: u64) -> LocationId {
        let Some(m) = mapping else {
            return self.location(address);
        };
        let profile = &mut self.profile;
        *self
            .by_mapped
            .entry((m, address))
            .or_insert_with(|| profile.add_location(Location::new(address, Some(m))))
    }

    /// Adds `values` to the sample of `stack` (without labels), creating it
    /// on first sight; returns its index.
    pub fn add(&mut self, stack: Vec<LocationId>, values: &[i64]) -> usize {
        self.add_labeled(stack, values, Vec::new())
    }

    /// Adds `values` to the sample of `stack` with `labels` (equal as Go
    /// pprof's merge compares them: in any order of their keys, the values
    /// of one key in their order), creating it on first sight, its labels
    /// ordered by key; returns its index.
    pub fn add_labeled(
        &mut self,
        stack: Vec<LocationId>,
        values: &[i64],
        mut labels: Vec<Label>,
    ) -> usize {
        labels.sort_by(|a, b| a.key.cmp(&b.key));
        let hash = self.hasher.hash_one((&stack, &labels));
        let mut at = self.by_stack.get(&hash).copied().unwrap_or(usize::MAX);
        while at != usize::MAX {
            let sample = &self.profile.samples[at];
            if sample.stack == stack && sample.labels == labels {
                self.add_to(at, values);
                return at;
            }
            at = self.chain[at];
        }
        let i = self.profile.samples.len();
        self.index(i, &stack, &labels);
        self.profile.samples.push(Sample {
            stack,
            values: super::Values::from_slice(values),
            labels,
        });
        i
    }

    /// Adds a sample of its own, which no later [`Builder::add`] merges
    /// with (gprof's arcs and blocks, kept one by one in file order);
    /// returns its index.
    pub fn push(&mut self, stack: Vec<LocationId>, values: &[i64], labels: Vec<Label>) -> usize {
        let i = self.profile.samples.len();
        self.profile.samples.push(Sample {
            stack,
            values: super::Values::from_slice(values),
            labels,
        });
        i
    }

    /// Records that sample `i` has `stack` and `labels`.
    fn index(&mut self, i: usize, stack: &[LocationId], labels: &[Label]) {
        let hash = self.hasher.hash_one((stack, labels));
        let before = self.by_stack.insert(hash, i).unwrap_or(usize::MAX);
        self.chain.resize(i + 1, usize::MAX);
        self.chain[i] = before;
    }

    /// Adds `values` to sample `index` (an index [`Builder::add`] returned),
    /// saturating.
    pub fn add_to(&mut self, index: usize, values: &[i64]) {
        let sample = &mut self.profile.samples[index];
        for (v, &add) in sample.values.iter_mut().zip(values) {
            *v = v.saturating_add(add);
        }
    }

    /// The profile built.
    pub fn finish(self) -> Profile {
        self.profile
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_addresses_and_stacks_are_interned_once() {
        let mut b = Builder::default();
        let (x, y) = (b.location(0x10), b.location(0x20));
        assert_eq!(b.location(0x10), x);
        let first = b.add(vec![x, y], &[1, 10]);
        assert_eq!(b.add(vec![x, y], &[2, 20]), first);
        b.add(vec![y], &[5, 50]);
        let p = b.finish();
        assert_eq!(p.locations.len(), 2);
        assert_eq!(p.samples.len(), 2);
        assert_eq!(p.samples[first].values.as_slice(), [3, 30]);
    }
}
