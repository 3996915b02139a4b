//! Adding profiles together, as Go pprof's `profile.Merge`: before
//! symbolization, each address is moved into the layout of the first
//! profile that mapped the same file, so two runs of one binary under ASLR
//! share their locations and each (file, offset) is symbolized once.

use super::{
    Function, FunctionId, Label, Line, Location, LocationId, Mapping, MappingId, Profile, Sample,
    ValueType,
};
pub use shared::shared_sample_types;

use foldhash::HashMap;
use std::hash::BuildHasher;

/// Why two profiles cannot be added or compared.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Incompatible {
    /// Their sample types differ (a CPU profile with a heap profile).
    #[error("its sample types {theirs} are not {ours}")]
    SampleTypes {
        /// The first profile's types, as `[samples/count cpu/nanoseconds]`.
        ours: String,
        /// The other profile's.
        theirs: String,
    },
    /// Their sampling periods count different things.
    #[error("its period type {theirs} is not {ours}")]
    PeriodType {
        /// The first profile's period type.
        ours: String,
        /// The other profile's.
        theirs: String,
    },
    /// One counts link-time addresses (a gmon.out, a DCPI image), the other
    /// a running process's.
    #[error("one has the program's link-time addresses, the other a process's")]
    AddressKind,
}

/// Why the sample type asked for cannot be shown. Messages name the types
/// the profile has, comma-separated.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SampleTypeError {
    /// An index past the last sample type.
    #[error("sample index {index} is outside [0..{last}] ({types})")]
    OutOfRange {
        /// The index asked for.
        index: usize,
        /// The last index there is.
        last: usize,
        /// The types there are.
        types: String,
    },
    /// No sample type has the name asked for.
    #[error("the profile has no sample type {name}; it has {types}")]
    NoSuchType {
        /// The name asked for.
        name: String,
        /// The types there are.
        types: String,
    },
    /// `mean_delay` of a profile without a contention profile's
    /// contentions and delay.
    #[error(
        "{MEAN_DELAY} needs a contention profile's contentions and delay; this profile has {types}"
    )]
    NoMeanDelay {
        /// The types there are.
        types: String,
    },
    /// `mean_delay` of profiles read without it: it is made as each
    /// profile is read.
    #[error("{MEAN_DELAY} is made as the profiles are read: load them with it")]
    MeanDelayNotLoaded,
    /// `mean_delay` of a difference: perl's is of each profile as read.
    #[error(
        "a mean delay has no difference (perl's --mean_delay divides each stack's delay as it reads it): drop the base"
    )]
    MeanDelayOfDifference,
}

/// The sample type perl pprof's `--mean_delay` shows: a contention sample's
/// delay divided by its contentions.
pub const MEAN_DELAY: &str = "mean_delay";

/// `[samples/count cpu/nanoseconds]`, as Go pprof prints sample types.
pub fn type_list(types: &[ValueType]) -> String {
    let names: Vec<String> = types
        .iter()
        .map(|t| format!("{}/{}", t.kind, t.unit))
        .collect();
    format!("[{}]", names.join(" "))
}

impl Profile {
    /// Checks that `other` can be added to or subtracted from this profile:
    /// the same sample types in the same order and the same period type, as
    /// Go pprof requires.
    pub fn compatible(&self, other: &Profile) -> Result<(), Incompatible> {
        if self.sample_types != other.sample_types {
            return Err(Incompatible::SampleTypes {
                ours: type_list(&self.sample_types),
                theirs: type_list(&other.sample_types),
            });
        }
        if self.period_type != other.period_type {
            let show = |t: &ValueType| format!("{}/{}", t.kind, t.unit);
            return Err(Incompatible::PeriodType {
                ours: show(&self.period_type),
                theirs: show(&other.period_type),
            });
        }
        if self.link_time_addresses != other.link_time_addresses {
            return Err(Incompatible::AddressKind);
        }
        Ok(())
    }

    /// Multiplies every value of sample type `i` by `ratios[i]`, rounding
    /// to the nearest integer (Go's `ScaleN`); drops the samples that are
    /// left all zero.
    pub fn scale(&mut self, ratios: &[f64]) {
        if ratios.iter().all(|&r| r == 1.0) {
            return;
        }
        for sample in &mut self.samples {
            for (v, &r) in sample.values.iter_mut().zip(ratios) {
                if r != 1.0 {
                    *v = (*v as f64 * r).round() as i64;
                }
            }
        }
        self.drop_zero_samples();
    }

    /// Scales this profile so that its total of each sample type is the
    /// base's (Go's `Normalize`; a type this profile has none of becomes 0).
    pub fn normalize_to(&mut self, base: &Profile) {
        let totals = |p: &Profile| {
            let mut sums = vec![0i64; p.sample_types.len()];
            for s in &p.samples {
                for (sum, &v) in sums.iter_mut().zip(&s.values) {
                    *sum = sum.saturating_add(v);
                }
            }
            sums
        };
        let ratios: Vec<f64> = totals(base)
            .into_iter()
            .zip(totals(self))
            .map(|(b, s)| if s == 0 { 0.0 } else { b as f64 / s as f64 })
            .collect();
        self.scale(&ratios);
    }

    /// Negates every value (Go's `Scale(-1)`, exact): the base of a difference.
    pub fn negate(&mut self) {
        for sample in &mut self.samples {
            for v in sample.values.iter_mut() {
                *v = v.saturating_neg();
            }
        }
    }

    /// Makes the sample type that `name` names the one reports show, as Go
    /// pprof's `SampleIndexByName`: an index, a type's name, or a name with
    /// `inuse_` removed (`--inuse_space` of a profile of `space`); `samples`
    /// of a perf recording is the shown event's samples. The name
    /// `mean_delay` (perl's `--mean_delay`) adds a type of its own to a
    /// contention profile: each sample's delay divided by its contentions.
    ///
    /// Errors: no type has that name; the message lists those there are.
    pub fn select_sample_type(&mut self, name: &str) -> Result<(), SampleTypeError> {
        if name == MEAN_DELAY && !self.sample_types.iter().any(|t| t.kind == MEAN_DELAY) {
            return self
                .add_mean_delay()
                .ok_or_else(|| SampleTypeError::NoMeanDelay {
                    types: self.type_names(),
                });
        }
        self.default_sample_type = self.sample_index(name)?;
        Ok(())
    }

    /// The index of the sample type `name` names, as Go pprof's
    /// `SampleIndexByName`: an index, a type's name, or a name with
    /// `inuse_` removed (`--inuse_space` of a profile of `space`); `samples`,
    /// when no type is named so, the samples of the event shown of a perf
    /// recording (`cpu-clock-samples` when `cpu-clock` is shown).
    ///
    /// Errors: no type has that name; the message lists those there are.
    pub fn sample_index(&self, name: &str) -> Result<usize, SampleTypeError> {
        if let Ok(i) = name.parse::<usize>() {
            if i >= self.sample_types.len() {
                return Err(SampleTypeError::OutOfRange {
                    index: i,
                    last: self.sample_types.len().saturating_sub(1),
                    types: self.type_names(),
                });
            }
            return Ok(i);
        }
        let without_inuse = name.strip_prefix("inuse_").unwrap_or(name);
        let found = self
            .sample_types
            .iter()
            .position(|t| t.kind == name)
            .or_else(|| {
                self.sample_types
                    .iter()
                    .position(|t| t.kind == without_inuse)
            });
        // `samples` of a perf recording, whose types are named by event:
        // the samples of the event shown (`cpu-clock-samples`).
        let found = found.or_else(|| {
            (name == "samples")
                .then(|| self.event_samples(self.default_sample_type))
                .flatten()
        });
        found.ok_or_else(|| match name {
            MEAN_DELAY => SampleTypeError::MeanDelayNotLoaded,
            _ => SampleTypeError::NoSuchType {
                name: name.to_string(),
                types: self.type_names(),
            },
        })
    }

    /// The index of the samples of the event whose type `index` is: the
    /// type itself when it is `<event>-samples`, or the `<event>-samples`
    /// before `<event>`, as the perf readers name them.
    fn event_samples(&self, index: usize) -> Option<usize> {
        let kind = &self.sample_types.get(index)?.kind;
        if kind.ends_with("-samples") {
            return Some(index);
        }
        let before = self.sample_types.get(index.checked_sub(1)?)?;
        (before.kind.strip_suffix("-samples") == Some(kind.as_str())).then_some(index - 1)
    }

    /// The names of the sample types, comma-separated.
    fn type_names(&self) -> String {
        let names: Vec<&str> = self.sample_types.iter().map(|t| t.kind.as_str()).collect();
        names.join(", ")
    }

    /// Adds the `mean_delay` type (delay / contentions per sample, perl's
    /// `--mean_delay`) and selects it; `None` without those two types. The
    /// driver does this to each profile as read, before profiles are added,
    /// as perl divides each stack's delay as it reads it.
    fn add_mean_delay(&mut self) -> Option<()> {
        let find = |kind: &str| self.sample_types.iter().position(|t| t.kind == kind);
        let (delay, count) = (find("delay")?, find("contentions")?);
        let unit = self.sample_types[delay].unit.clone();
        for sample in &mut self.samples {
            let (d, c) = (sample.value(delay), sample.value(count));
            sample.values.resize(self.sample_types.len(), 0);
            sample.values.push(d.checked_div(c).unwrap_or(0));
        }
        self.sample_types.push(ValueType::new(MEAN_DELAY, &unit));
        self.default_sample_type = self.sample_types.len() - 1;
        Some(())
    }

    /// Removes the samples whose values are all zero (a difference that
    /// cancelled out).
    pub fn drop_zero_samples(&mut self) {
        self.samples.retain(|s| s.values.iter().any(|&v| v != 0));
    }

    /// Sets every negative value to zero (perl pprof's `--drop_negative`)
    /// and drops the samples left all zero.
    pub fn drop_negative(&mut self) {
        for sample in &mut self.samples {
            for v in sample.values.iter_mut() {
                *v = (*v).max(0);
            }
        }
        self.drop_zero_samples();
    }

    /// Labels every sample (Go's `SetLabel`), replacing a label of that key.
    pub fn set_label(&mut self, label: Label) {
        for sample in &mut self.samples {
            sample.labels.retain(|l| l.key != label.key);
            sample.labels.push(label.clone());
        }
    }
}

/// What identifies a mapped file across profiles (Go's `mappingKey`): its
/// size rounded up to 4 KiB, its file offset, and its build id or else its
/// path.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct MappingKey {
    size: u64,
    offset: u64,
    file: FileKey,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum FileKey {
    BuildId(String),
    Path(String),
}

impl MappingKey {
    fn of(m: &Mapping) -> Self {
        const ROUNDING: u64 = 0x1000;
        let size = m
            .limit
            .saturating_sub(m.start)
            .div_ceil(ROUNDING)
            .saturating_mul(ROUNDING);
        let file = if let Some(id) = &m.build_id {
            FileKey::BuildId(id.clone())
        } else {
            FileKey::Path(m.path.clone())
        };
        MappingKey {
            size,
            offset: m.offset,
            file,
        }
    }
}

/// A location's identity in the merged profile: its mapping and its address
/// relative to that mapping's start, and its lines when the reader (or a
/// server's symbol page) already named it.
type LocationKey = (Option<MappingId>, u64, Vec<Line>);

/// Adds profiles one at a time into the first; see the module doc.
pub struct Merger {
    /// The first profile, as it came, until a second one is added: one
    /// profile alone is not copied or indexed.
    first: Option<Profile>,
    /// The sum, once a second profile is added.
    profile: Profile,
    mappings: HashMap<MappingKey, MappingId>,
    locations: HashMap<LocationKey, LocationId>,
    functions: HashMap<Function, FunctionId>,
    /// The last sample of each hash of (stack, labels); `chain[i]` is the
    /// sample before `i` with the same hash (`usize::MAX`: none), so stacks
    /// are not stored twice.
    samples: HashMap<u64, usize>,
    chain: Vec<usize>,
    hasher: foldhash::fast::FixedState,
    /// True once sample types were dropped: samples left all zero go.
    projected: bool,
}

impl Merger {
    /// Starts from `first`, whose header (sample types, period type, drop
    /// frames, address size) the sum keeps.
    pub fn new(first: Profile) -> Self {
        Merger {
            first: Some(first),
            profile: Profile::default(),
            mappings: HashMap::default(),
            locations: HashMap::default(),
            functions: HashMap::default(),
            samples: HashMap::default(),
            chain: Vec::new(),
            hasher: foldhash::fast::FixedState::default(),
            projected: false,
        }
    }

    /// Indexes the first profile, before a second is added to it.
    fn start(&mut self) {
        if let Some(mut first) = self.first.take() {
            self.profile = first.clone_header();
            self.profile.histogram = first.histogram.take();
            self.add_samples(first);
        }
    }

    /// The sum so far, mutable.
    fn sum(&mut self) -> &mut Profile {
        self.first.as_mut().unwrap_or(&mut self.profile)
    }

    /// Adds `other`'s samples; the period becomes the larger of the two (Go's
    /// merge). The caller has checked [`Profile::compatible`] and adds
    /// histograms itself.
    pub fn add(&mut self, other: Profile) {
        self.start();
        self.profile.period = self.profile.period.max(other.period);
        // Go's combineHeaders: the earliest start, the durations added.
        let sum = &mut self.profile;
        if sum.time_nanos == 0 || (other.time_nanos != 0 && other.time_nanos < sum.time_nanos) {
            sum.time_nanos = other.time_nanos;
        }
        sum.duration_nanos = sum.duration_nanos.saturating_add(other.duration_nanos);
        self.profile.address_bytes = self.profile.address_bytes.max(other.address_bytes);
        self.add_samples(other);
    }

    /// Keeps only the sample types `types` of the sum so far (see
    /// [`Profile::keep_sample_types`]).
    pub fn keep_sample_types(&mut self, types: &[ValueType]) {
        self.projected = true;
        self.sum().keep_sample_types(types);
    }

    /// Sets the period of the sum (a gmon.out's, from its histograms' rate).
    pub fn set_period(&mut self, period: i64) {
        self.sum().period = period;
    }

    /// The sum so far.
    pub fn profile(&self) -> &Profile {
        self.first.as_ref().unwrap_or(&self.profile)
    }

    /// The merged profile's histogram, for the caller to add to.
    pub fn histogram_mut(&mut self) -> &mut Option<Box<super::Histogram>> {
        &mut self.sum().histogram
    }

    /// The sum (without the samples left all zero by
    /// [`Merger::keep_sample_types`]).
    pub fn finish(self) -> Profile {
        let mut sum = self.first.unwrap_or(self.profile);
        if self.projected {
            sum.drop_zero_samples();
        }
        sum
    }

    fn add_samples(&mut self, src: Profile) {
        // Each mapping of `src`: its merged id and how far its addresses move.
        let mut mapped: Vec<(MappingId, i128)> = Vec::with_capacity(src.mappings.len());
        for m in &src.mappings {
            let key = MappingKey::of(m);
            let (id, shift) = match self.mappings.get(&key) {
                Some(&id) => {
                    let merged = &self.profile.mappings[id.index()];
                    (id, merged.start as i128 - m.start as i128)
                }
                None => {
                    let mut m = m.clone();
                    // One main program: a later profile's is another file.
                    m.is_main &= self.profile.main_mapping().is_none();
                    self.profile.mappings.push(m);
                    let id = MappingId::new(self.profile.mappings.len() - 1);
                    self.mappings.insert(key, id);
                    (id, 0)
                }
            };
            mapped.push((id, shift));
        }
        let functions: Vec<FunctionId> = src
            .functions
            .into_iter()
            .map(|f| {
                let profile = &mut self.profile;
                *self
                    .functions
                    .entry(f)
                    .or_insert_with_key(|f| profile.add_function(f.clone()))
            })
            .collect();
        let locations: Vec<LocationId> = src
            .locations
            .into_iter()
            .map(|loc| {
                let (mapping, address) = match loc.mapping {
                    Some(m) => {
                        let (id, shift) = mapped[m.index()];
                        let moved = (loc.address as i128 + shift) as u64;
                        (Some(id), moved)
                    }
                    None => (None, loc.address),
                };
                let lines: Vec<Line> = loc
                    .lines
                    .into_iter()
                    .map(|l| Line {
                        function: functions[l.function.index()],
                        ..l
                    })
                    .collect();
                let relative = mapping.map_or(address, |m| {
                    address.wrapping_sub(self.profile.mapping(m).start)
                });
                let profile = &mut self.profile;
                *self
                    .locations
                    .entry((mapping, relative, lines))
                    .or_insert_with_key(|(_, _, lines)| {
                        profile.add_location(Location {
                            address,
                            mapping,
                            lines: lines.clone(),
                            unknown: loc.unknown,
                        })
                    })
            })
            .collect();
        for sample in src.samples {
            let Sample {
                stack,
                values,
                labels,
            } = sample;
            let stack: Vec<LocationId> = stack.iter().map(|id| locations[id.index()]).collect();
            let mut labels = labels;
            labels.sort_by(|a, b| a.key.cmp(&b.key));
            let hash = self.hasher.hash_one((&stack, &labels));
            let mut at = self.samples.get(&hash).copied().unwrap_or(usize::MAX);
            while at != usize::MAX {
                let merged = &mut self.profile.samples[at];
                if merged.stack == stack && merged.labels == labels {
                    for (v, &add) in merged.values.iter_mut().zip(&values) {
                        *v = v.saturating_add(add);
                    }
                    break;
                }
                at = self.chain[at];
            }
            if at == usize::MAX {
                let i = self.profile.samples.len();
                self.chain
                    .push(self.samples.insert(hash, i).unwrap_or(usize::MAX));
                self.profile.samples.push(Sample {
                    stack,
                    values,
                    labels,
                });
            }
        }
    }
}

impl Profile {
    /// A copy of everything but the samples, locations, functions, mappings,
    /// histogram and timeline.
    pub(super) fn clone_header(&self) -> Profile {
        Profile {
            address_bytes: self.address_bytes,
            link_time_addresses: self.link_time_addresses,
            program_optional: self.program_optional,
            listing: self.listing,
            sample_types: self.sample_types.clone(),
            default_sample_type: self.default_sample_type,
            period_type: self.period_type.clone(),
            period: self.period,
            time_nanos: self.time_nanos,
            duration_nanos: self.duration_nanos,
            drop_frames: self.drop_frames.clone(),
            kernel_release: self.kernel_release.clone(),
            ..Profile::default()
        }
    }
}

mod shared;
#[cfg(test)]
mod tests;
