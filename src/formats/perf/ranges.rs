//! The address ranges of a process's space, each with its mapping, and
//! the space a forked child shares with its parent.

use crate::profile::MappingId;
use std::collections::BTreeMap;
use std::sync::Arc;

/// The address ranges of one address space, each with its mapping, by
/// start: not overlapping; a new mapping replaces what it covers. A
/// mapping is added in O(log n) (a recording of many MMAP2 records took
/// quadratic time when each insert re-sorted a list).
#[derive(Debug, Clone, Default)]
pub(super) struct Ranges(BTreeMap<u64, (u64, MappingId)>);

impl Ranges {
    /// Maps `start..end` to `id`, cutting what it overlaps.
    pub(super) fn insert(&mut self, start: u64, end: u64, id: MappingId) {
        // The ranges it overlaps: those that start before its end and end
        // after its start (sorted and disjoint, so a run ending at the last
        // one starting before `end`).
        let overlapped: Vec<(u64, u64, MappingId)> = self
            .0
            .range(..end)
            .rev()
            .take_while(|(_, (e, _))| *e > start)
            .map(|(&s, &(e, m))| (s, e, m))
            .collect();
        for (s, e, m) in overlapped {
            self.0.remove(&s);
            if s < start {
                self.0.insert(s, (start, m));
            }
            if e > end {
                self.0.insert(end, (e, m));
            }
        }
        self.0.insert(start, (end, id));
    }

    /// The mapping of `address`.
    pub(super) fn find(&self, address: u64) -> Option<MappingId> {
        let (_, &(end, id)) = self.0.range(..=address).next_back()?;
        (address < end).then_some(id)
    }

    /// The ranges (start, end, mapping), by start.
    pub(super) fn iter(&self) -> impl Iterator<Item = (u64, u64, MappingId)> + '_ {
        self.0.iter().map(|(&s, &(e, m))| (s, e, m))
    }

    pub(super) fn len(&self) -> usize {
        self.0.len()
    }
}

/// A process's address space: the ranges it shares with the processes
/// forked from the same parent (`shared`), under the mappings made since
/// (`own`), which replace what they cover. A fork costs nothing and a
/// child's first mapping O(log n): copying the parent's ranges at each
/// fork made 800 KB of records take 1.16 GB.
#[derive(Debug, Clone, Default)]
pub(super) struct Space {
    shared: Arc<Ranges>,
    own: Ranges,
}

impl Space {
    /// Maps `start..end` to `id`.
    pub(super) fn insert(&mut self, start: u64, end: u64, id: MappingId) {
        self.own.insert(start, end, id);
    }

    /// The mapping of `address`: its own mappings first, which replace
    /// what they cover of the shared ones.
    pub(super) fn find(&self, address: u64) -> Option<MappingId> {
        self.own.find(address).or_else(|| self.shared.find(address))
    }

    /// The space of a child forked now: this one's, shared. Returns how
    /// many ranges were copied to share it (this space's own mappings go
    /// under the shared ones first: copied if other processes share them).
    pub(super) fn fork(&mut self) -> (Space, usize) {
        let copied = self.settle();
        let child = Space {
            shared: Arc::clone(&self.shared),
            own: Ranges::default(),
        };
        (child, copied)
    }

    /// How many ranges [`Space::fork`] would copy now.
    pub(super) fn fork_cost(&self) -> usize {
        if self.own.len() > 0 && Arc::strong_count(&self.shared) > 1 {
            self.shared.len()
        } else {
            0
        }
    }

    /// Puts the own mappings under the shared ones; returns how many
    /// ranges were copied (none when no other process shares them).
    fn settle(&mut self) -> usize {
        if self.own.len() == 0 {
            return 0;
        }
        let copied = if Arc::strong_count(&self.shared) > 1 {
            self.shared.len()
        } else {
            0
        };
        let shared = Arc::make_mut(&mut self.shared);
        for (s, e, m) in std::mem::take(&mut self.own).iter() {
            shared.insert(s, e, m);
        }
        copied
    }

    /// The ranges (start, end, mapping) by start, as one list.
    pub(super) fn ranges(&self) -> Ranges {
        let mut all = (*self.shared).clone();
        for (s, e, m) in self.own.iter() {
            all.insert(s, e, m);
        }
        all
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(i: usize) -> MappingId {
        MappingId::new(i)
    }

    #[test]
    fn a_new_mapping_cuts_what_it_overlaps() {
        let mut r = Ranges::default();
        r.insert(100, 200, id(0));
        r.insert(300, 400, id(1));
        // Over the end of the first and the start of the second.
        r.insert(150, 350, id(2));
        assert_eq!(
            r.iter().collect::<Vec<_>>(),
            [(100, 150, id(0)), (150, 350, id(2)), (350, 400, id(1))]
        );
        // Inside one: it is cut in two.
        r.insert(160, 170, id(3));
        assert_eq!(r.len(), 5);
        assert_eq!(r.find(155), Some(id(2)));
        assert_eq!(r.find(165), Some(id(3)));
        assert_eq!(r.find(170), Some(id(2)));
        assert_eq!(r.find(99), None);
        assert_eq!(r.find(400), None);
        // Over everything: one range is left.
        r.insert(0, 1000, id(4));
        assert_eq!(r.iter().collect::<Vec<_>>(), [(0, 1000, id(4))]);
        assert_eq!(r.len(), 1);
    }

    #[test]
    fn a_child_shares_its_parents_space_under_its_own_mappings() {
        let mut parent = Space::default();
        parent.insert(0, 100, id(0));
        parent.insert(200, 300, id(1));
        let (mut child, copied) = parent.fork();
        assert_eq!(copied, 0, "the parent's own mappings moved, not copied");
        child.insert(50, 250, id(2));
        assert_eq!(child.find(10), Some(id(0)));
        assert_eq!(child.find(60), Some(id(2)));
        assert_eq!(child.find(240), Some(id(2)));
        assert_eq!(child.find(260), Some(id(1)));
        assert_eq!(parent.find(60), Some(id(0)));
        assert_eq!(
            child.ranges().iter().collect::<Vec<_>>(),
            [(0, 50, id(0)), (50, 250, id(2)), (250, 300, id(1))]
        );
        // The parent maps again and forks: the shared ranges are copied
        // once, for the new child and the parent.
        parent.insert(400, 500, id(3));
        let (second, copied) = parent.fork();
        assert_eq!(copied, 2);
        assert_eq!(second.find(450), Some(id(3)));
        assert_eq!(child.find(450), None);
    }

    #[test]
    fn many_mappings_are_added_in_log_time() {
        // 200,000 mappings, each replacing half of the one before: a list
        // re-sorted at each insert took minutes.
        let mut r = Ranges::default();
        for i in 0..200_000u64 {
            r.insert(i * 10, i * 10 + 15, id(i as usize));
        }
        assert_eq!(r.len(), 200_000);
        assert_eq!(r.find(15), Some(id(1)));
    }
}
