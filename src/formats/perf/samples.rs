//! A recording's distinct samples as they are read: one per (labels,
//! stack), its values summed, found by a hash of small numbers (the label
//! set's id and the location ids), so that the million samples of a long
//! recording cost a lookup each, not an allocation and a hash of strings.

use crate::profile::{Builder, Label, LabelValue, LocationId, SharedStr, Values};
use foldhash::HashMap;
use hashbrown::HashTable;
use std::hash::BuildHasher;

/// What a sample is labelled with: process, thread, its command (by
/// identity: one shared string per command seen), CPU.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(super) struct LabelKey {
    pub pid: Option<i32>,
    pub tid: Option<i32>,
    pub comm: Option<usize>,
    pub cpu: Option<u32>,
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

/// The distinct samples read so far.
pub(super) struct Samples {
    table: HashTable<usize>,
    /// Each sample's hash (kept, so that growing the table hashes no
    /// stack again), label set, stack and values.
    entries: Vec<(u64, u32, Box<[LocationId]>, Values)>,
    label_ids: HashMap<LabelKey, u32>,
    label_sets: Vec<Vec<Label>>,
    hasher: foldhash::fast::FixedState,
    types: usize,
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

    /// Adds `value` to value `type_index` and one to `type_index - 1` of
    /// the sample of `stack` with label set `labels`.
    pub(super) fn add(
        &mut self,
        labels: u32,
        stack: &[LocationId],
        count_index: usize,
        period: i64,
    ) {
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
                let values = Values::from_elem(0, self.types);
                self.entries.push((hash, labels, stack.into(), values));
                let entries = &self.entries;
                self.table.insert_unique(hash, i, |&j| entries[j].0);
                i
            }
        };
        let values = &mut self.entries[i].3;
        values[count_index] = values[count_index].saturating_add(1);
        values[count_index + 1] = values[count_index + 1].saturating_add(period);
    }

    /// Every distinct sample, into `builder`, in the order first seen.
    pub(super) fn into_builder(self, builder: &mut Builder) {
        for (_, labels, stack, values) in self.entries {
            builder.push(
                stack.into_vec(),
                &values,
                self.label_sets[labels as usize].clone(),
            );
        }
    }
}
