//! A recording's distinct samples as they are read: one per (labels,
//! stack), its values summed, found by a hash of small numbers (the label
//! set's id and the location ids), so that the million samples of a long
//! recording cost a lookup each, not an allocation and a hash of strings.
//!
//! A sample keeps only the values it was given, by type (a recorded
//! sample is of one event: two or three of the recording's types, however
//! many events it has); the profile's samples hold one value per type, so
//! their number times the types' is checked against
//! [`MAX_SAMPLE_VALUES`](super::events::MAX_SAMPLE_VALUES) before they are
//! made.

use super::events::check_values;
use crate::profile::{
    Builder, Label, LabelValue, LocationId, MAX_MOMENTS, Moment, NO_TYPE, SharedStr, Timeline,
    Values,
};
use foldhash::HashMap;
use hashbrown::HashTable;
use smallvec::SmallVec;
use std::hash::BuildHasher;
use std::path::Path;

/// What a sample is labelled with: process, thread, its command (by
/// identity: one shared string per command seen), CPU.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(super) struct LabelKey {
    pub pid: Option<i32>,
    pub tid: Option<i32>,
    pub comm: Option<usize>,
    pub cpu: Option<u32>,
}

/// What one recorded sample adds to its summed sample: one to the count
/// type, its value to the next and to `also`, taken at `time`.
#[derive(Debug, Clone, Copy)]
pub(super) struct Add {
    pub count_type: usize,
    pub value: i64,
    pub also: Option<usize>,
    pub time: Option<u64>,
}

/// The labels of `key` (`comm` the command's string), in the order of
/// their keys, as the model keeps them.
pub(super) fn label_set(key: &LabelKey, comm: Option<&SharedStr>) -> Vec<Label> {
    let num = |key: &str, value: i64| Label {
        key: key.into(),
        value: LabelValue::Num { value, unit: None },
    };
    let mut set = Vec::with_capacity(4);
    if let Some(comm) = comm {
        set.push(Label {
            key: "comm".into(),
            value: LabelValue::Str(comm.clone()),
        });
    }
    set.extend(key.cpu.map(|c| num("cpu", i64::from(c))));
    set.extend(key.pid.map(|p| num("pid", i64::from(p))));
    set.extend(key.tid.map(|t| num("tid", i64::from(t))));
    set
}

/// The values a sample was given, by type, in the order of their types:
/// those of the events it was recorded for only.
type Given = SmallVec<[(u32, i64); 3]>;

/// The distinct samples read so far.
pub(super) struct Samples {
    table: HashTable<usize>,
    /// Each sample's hash (kept, so that growing the table hashes no
    /// stack again), label set, stack and values.
    entries: Vec<(u64, u32, Box<[LocationId]>, Given)>,
    label_ids: HashMap<LabelKey, u32>,
    label_sets: Vec<Vec<Label>>,
    hasher: foldhash::fast::FixedState,
    types: usize,
    /// When each sample was taken; `None` once one had no time, or past
    /// [`MAX_MOMENTS`].
    moments: Option<Vec<Moment>>,
}

impl Samples {
    /// No samples yet, of `types` values each.
    pub(super) fn new(types: usize) -> Self {
        Samples {
            table: HashTable::new(),
            entries: Vec::new(),
            label_ids: HashMap::default(),
            label_sets: Vec::new(),
            hasher: foldhash::fast::FixedState::default(),
            types,
            moments: Some(Vec::new()),
        }
    }

    /// The id of the label set of `key` (`comm` the command's string).
    pub(super) fn labels(&mut self, key: LabelKey, comm: Option<&SharedStr>) -> u32 {
        if let Some(&id) = self.label_ids.get(&key) {
            return id;
        }
        let set = label_set(&key, comm);
        let id = self.label_sets.len() as u32;
        self.label_sets.push(set);
        self.label_ids.insert(key, id);
        id
    }

    /// Adds one to value `count_index` and `period` to the next (and to
    /// `also`) of the sample of `stack` with label set `labels`, taken at
    /// `time`; returns the sample's index.
    pub(super) fn add(&mut self, labels: u32, stack: &[LocationId], add: Add) -> usize {
        let hash = self.hasher.hash_one((labels, stack));
        let entries = &self.entries;
        let found = self
            .table
            .find(hash, |&i| entries[i].1 == labels && *entries[i].2 == *stack)
            .copied();
        let i = match found {
            Some(i) => i,
            None => {
                let i = self.entries.len();
                self.entries
                    .push((hash, labels, stack.into(), Given::new()));
                let entries = &self.entries;
                self.table.insert_unique(hash, i, |&j| entries[j].0);
                i
            }
        };
        self.add_to(i, add);
        i
    }

    /// Adds `add` to the sample `index` ([`Samples::add`] returned it).
    pub(super) fn add_to(&mut self, index: usize, add: Add) {
        let Some(entry) = self.entries.get_mut(index) else {
            return;
        };
        let (values, types) = (&mut entry.3, self.types);
        let mut bump = |at: usize, by: i64| {
            let Ok(at) = u32::try_from(at) else { return };
            match values.binary_search_by_key(&at, |&(t, _)| t) {
                Ok(i) => values[i].1 = values[i].1.saturating_add(by),
                Err(i) if (at as usize) < types => values.insert(i, (at, by)),
                Err(_) => {}
            }
        };
        bump(add.count_type, 1);
        bump(add.count_type + 1, add.value);
        if let Some(also) = add.also {
            bump(also, add.value);
        }
        self.moment(add, index);
    }

    /// Keeps when the sample `index` was added to was taken; past
    /// [`MAX_MOMENTS`], or once a sample has no time, no time is kept.
    fn moment(&mut self, add: Add, index: usize) {
        let Some(moments) = &mut self.moments else {
            return;
        };
        let also = add.also.map_or(Ok(NO_TYPE), u16::try_from);
        match (
            add.time,
            u32::try_from(index),
            u16::try_from(add.count_type),
            also,
        ) {
            (Some(time), Ok(sample), Ok(count_type), Ok(also)) if moments.len() < MAX_MOMENTS => {
                moments.push(Moment {
                    time,
                    sample,
                    count_type,
                    also,
                    value: add.value,
                });
            }
            _ => self.moments = None,
        }
    }

    /// Every distinct sample, into `builder`, in the order first seen; the
    /// timeline of their times, when every sample had one.
    ///
    /// Errors: more values than [`MAX_SAMPLE_VALUES`](super::events::MAX_SAMPLE_VALUES)
    /// (the samples times the types of `events` events), before any is made.
    pub(super) fn into_builder(
        self,
        path: &Path,
        events: usize,
        builder: &mut Builder,
    ) -> crate::error::Result<Option<Box<Timeline>>> {
        check_values(path, self.entries.len(), self.types, events)?;
        let mut values = Values::from_elem(0, self.types);
        for (_, labels, stack, given) in self.entries {
            values.iter_mut().for_each(|v| *v = 0);
            for (at, value) in given {
                values[at as usize] = value;
            }
            builder.push(
                stack.into_vec(),
                &values,
                self.label_sets[labels as usize].clone(),
            );
        }
        Ok(self
            .moments
            .filter(|m| !m.is_empty())
            .map(|m| Box::new(Timeline::new(m))))
    }
}
