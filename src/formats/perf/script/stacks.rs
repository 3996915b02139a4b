//! The stacks of `perf script`'s samples, made of locations as they are
//! read: a mapping per object, a function per name, and a location per
//! (object, address, functions), so that two frames of different names
//! never share a location. perf prints the functions inlined at an
//! address as `(inlined)` frames before the frame of the function they
//! are inlined into, at the same address: they are one location, its
//! lines innermost first, all but the last marked inlined (as the
//! symbolizer makes them from DWARF).
//!
//! Frames are interned as they are read (lookups by the line's text
//! allocate nothing once a name is known); each distinct (labels, event,
//! stack) is kept once, its samples and periods summed.

use super::super::samples::{LabelKey, label_set};
use crate::profile::{
    Builder, Function, FunctionId, Label, Line, Location, LocationId, MAX_MOMENTS, Mapping,
    MappingId, SharedStr, Unknown, check_path, escape_controls, shared,
};
use foldhash::HashMap;
use hashbrown::HashTable;
use std::hash::BuildHasher;

/// No function (a frame perf could not name).
const UNNAMED: u32 = u32::MAX;

/// The locations, functions and mappings of the frames read so far, the
/// stack being read, and the distinct samples.
#[derive(Default)]
pub(super) struct Stacks {
    builder: Builder,
    mappings: HashMap<Box<str>, Option<MappingId>>,
    mapping_list: Vec<Mapping>,
    functions: HashMap<Box<str>, u32>,
    function_list: Vec<Function>,
    /// The lines of a location (function ids, innermost first) by id.
    chains: HashMap<Box<[u32]>, u32>,
    locations: HashMap<(u32, u64, u32), LocationId>,
    /// The stack being read (leaf first), and the inlined functions read
    /// at `pending_address` that the next frame closes.
    stack: Vec<LocationId>,
    pending: Vec<u32>,
    pending_address: u64,
    chain: Vec<u32>,
    /// The distinct samples.
    table: HashTable<usize>,
    entries: Vec<Entry>,
    hasher: foldhash::fast::FixedState,
    label_ids: HashMap<LabelKey, u32>,
    label_sets: Vec<Vec<Label>>,
    comms: HashMap<Box<str>, SharedStr>,
    /// Each sample's time, entry and period ([`Built::moments`]), until
    /// `untimed`: a sample had no time, or there were [`MAX_MOMENTS`].
    moments: Vec<(u64, u32, i64)>,
    untimed: bool,
}

/// A distinct sample: its labels, event, stack, samples and period sum.
struct Entry {
    hash: u64,
    labels: u32,
    event: u32,
    stack: Box<[LocationId]>,
    count: i64,
    period: i64,
}

/// A distinct sample as read.
pub(super) struct ReadSample {
    /// Its labels.
    pub labels: Vec<Label>,
    /// Its event's index, in the order the events were read.
    pub event: usize,
    /// Its stack, leaf first.
    pub stack: Vec<LocationId>,
    /// How many samples it stands for.
    pub count: i64,
    /// The sum of their periods.
    pub period: i64,
}

/// What the profile is made of: the samples (each with values of its own
/// event: index 0 its samples, 1 its periods), the mappings, functions.
pub(super) struct Built {
    /// The interner, with the locations.
    pub builder: Builder,
    /// Each distinct sample.
    pub samples: Vec<ReadSample>,
    /// The mappings, in id order.
    pub mappings: Vec<Mapping>,
    /// The functions, in id order.
    pub functions: Vec<Function>,
    /// Each sample's time, entry (index in `samples`) and period, in the
    /// order read; empty when a sample had no time.
    pub moments: Vec<(u64, u32, i64)>,
}

impl Stacks {
    /// Adds a frame to the stack being read: `inlined` for an
    /// `(inlined)` frame, `object` when one was printed.
    pub fn frame(&mut self, address: u64, symbol: &str, object: Option<&str>, inlined: bool) {
        let function = self.function(symbol);
        if !self.pending.is_empty() && address != self.pending_address {
            self.flush();
        }
        if inlined {
            self.pending
                .extend((function != UNNAMED).then_some(function));
            self.pending_address = address;
            return;
        }
        let mapping = object.and_then(|o| self.mapping(o));
        let mut chain = std::mem::take(&mut self.chain);
        chain.clear();
        chain.append(&mut self.pending);
        chain.extend((function != UNNAMED).then_some(function));
        let location = self.location(mapping, address, &chain);
        self.chain = chain;
        self.stack.push(location);
    }

    /// Ends the inlined frames read with no frame at their address to
    /// close them: a location of their own, in no mapping.
    fn flush(&mut self) {
        if self.pending.is_empty() {
            return;
        }
        let chain = std::mem::take(&mut self.pending);
        let location = self.location(None, self.pending_address, &chain);
        self.pending = chain;
        self.pending.clear();
        self.stack.push(location);
    }

    /// The id of the function named `symbol` as perf printed it.
    fn function(&mut self, symbol: &str) -> u32 {
        if symbol.is_empty() || symbol == "[unknown]" {
            return UNNAMED;
        }
        if let Some(&id) = self.functions.get(symbol) {
            return id;
        }
        let id = self.function_list.len() as u32;
        self.function_list.push(function(symbol));
        self.functions.insert(symbol.into(), id);
        id
    }

    /// The mapping of `object` (none for `[unknown]` or a name no file can
    /// have, which bounds every name made of it).
    fn mapping(&mut self, object: &str) -> Option<MappingId> {
        if let Some(&id) = self.mappings.get(object) {
            return id;
        }
        let known = object != "[unknown]" && !object.is_empty() && check_path(object).is_ok();
        let id = known.then(|| {
            self.mapping_list.push(Mapping {
                path: escape_controls(object).into_owned(),
                ..Mapping::default()
            });
            MappingId::new(self.mapping_list.len() - 1)
        });
        self.mappings.insert(object.into(), id);
        id
    }

    /// The location of `address` in `mapping` with the lines of `chain`.
    fn location(&mut self, mapping: Option<MappingId>, address: u64, chain: &[u32]) -> LocationId {
        let chain_id = match chain {
            [] => UNNAMED,
            chain => match self.chains.get(chain) {
                Some(&id) => id,
                None => {
                    let id = self.chains.len() as u32;
                    self.chains.insert(chain.into(), id);
                    id
                }
            },
        };
        let key = (
            mapping.map_or(0, |m| m.index() as u32 + 1),
            address,
            chain_id,
        );
        if let Some(&id) = self.locations.get(&key) {
            return id;
        }
        let last = chain.len().saturating_sub(1);
        let lines = chain
            .iter()
            .enumerate()
            .map(|(i, &f)| Line {
                function: FunctionId::new(f as usize),
                file: None,
                line: 0,
                inlined: i < last,
            })
            .collect();
        let unknown = chain.is_empty().then_some(if mapping.is_some() {
            Unknown::NoSymbol
        } else {
            Unknown::NoMapping
        });
        let id = self.builder.add_location(Location {
            address,
            mapping,
            lines,
            unknown,
        });
        self.locations.insert(key, id);
        id
    }

    /// Ends the sample being read: one of `event` with `period`, taken at
    /// `time`, its labels `key` (`comm` the command as printed).
    pub fn end_sample(
        &mut self,
        key: LabelKeyOf,
        comm: &str,
        event: usize,
        period: i64,
        time: Option<u64>,
    ) {
        self.flush();
        let comm = (!comm.is_empty()).then(|| self.comm(comm));
        let key = LabelKey {
            pid: key.pid,
            tid: key.tid,
            comm: comm
                .as_ref()
                .map(|c| std::sync::Arc::as_ptr(c) as *const u8 as usize),
            cpu: key.cpu,
        };
        let labels = match self.label_ids.get(&key) {
            Some(&id) => id,
            None => {
                let id = self.label_sets.len() as u32;
                self.label_sets.push(label_set(&key, comm.as_ref()));
                self.label_ids.insert(key, id);
                id
            }
        };
        let event = event as u32;
        let hash = self.hasher.hash_one((labels, event, &self.stack));
        let entries = &self.entries;
        let stack = &self.stack;
        let found = self
            .table
            .find(hash, |&i| {
                entries[i].labels == labels
                    && entries[i].event == event
                    && *entries[i].stack == **stack
            })
            .copied();
        let i = match found {
            Some(i) => i,
            None => {
                let i = self.entries.len();
                self.entries.push(Entry {
                    hash,
                    labels,
                    event,
                    stack: self.stack.as_slice().into(),
                    count: 0,
                    period: 0,
                });
                let entries = &self.entries;
                self.table.insert_unique(hash, i, |&j| entries[j].hash);
                i
            }
        };
        let entry = &mut self.entries[i];
        entry.count = entry.count.saturating_add(1);
        entry.period = entry.period.saturating_add(period);
        self.stack.clear();
        self.moment(time, i, period);
    }

    /// Keeps when the sample that went into entry `entry` was taken; past
    /// [`MAX_MOMENTS`], or once a sample has no time, no time is kept.
    fn moment(&mut self, time: Option<u64>, entry: usize, period: i64) {
        if self.untimed {
            return;
        }
        match (time, u32::try_from(entry)) {
            (Some(time), Ok(entry)) if self.moments.len() < MAX_MOMENTS => {
                self.moments.push((time, entry, period));
            }
            _ => {
                self.untimed = true;
                self.moments = Vec::new();
            }
        }
    }

    /// Drops the frames read since the last sample ended.
    pub fn clear(&mut self) {
        self.stack.clear();
        self.pending.clear();
    }

    /// The command `comm`, shared by every sample of it.
    fn comm(&mut self, comm: &str) -> SharedStr {
        if let Some(c) = self.comms.get(comm) {
            return c.clone();
        }
        let shared = shared(comm);
        self.comms.insert(comm.into(), shared.clone());
        shared
    }

    /// Whether any sample was read.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// What was read.
    pub fn finish(self) -> Built {
        let moments = self.moments;
        let label_sets = self.label_sets;
        Built {
            builder: self.builder,
            samples: self
                .entries
                .into_iter()
                .map(|e| ReadSample {
                    labels: label_sets[e.labels as usize].clone(),
                    event: e.event as usize,
                    stack: e.stack.into_vec(),
                    count: e.count,
                    period: e.period,
                })
                .collect(),
            mappings: self.mapping_list,
            functions: self.function_list,
            moments,
        }
    }
}

/// A sample's process, thread and CPU.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct LabelKeyOf {
    /// The process, when printed.
    pub pid: Option<i32>,
    /// The thread.
    pub tid: Option<i32>,
    /// The CPU, when printed.
    pub cpu: Option<u32>,
}

/// True when `name`, as perf printed it demangled, is Rust's: a path with
/// generic arguments (`::<`), an `impl` or a trait (`<T as Trait>`), a
/// closure, or a type's method (`<Type>::method`), which the C++ shortener
/// would cut (to `::method`).
fn looks_like_rust(name: &str) -> bool {
    name.starts_with('<')
        || name.contains("::<")
        || name.contains("{closure")
        || name.contains("{shim")
        || name.contains("<impl ")
        || name.contains(" as ")
}

/// The function named `symbol` as perf printed it (demangled, unless
/// `--no-demangle`): a C++ name's short form drops its arguments and
/// template arguments (as the symbolizer's does); a Rust name is kept
/// whole, as is any name the shortener would leave empty or headless.
fn function(symbol: &str) -> Function {
    let names = crate::demangle::names(symbol, !looks_like_rust(symbol));
    let short = if names.short.is_empty() || names.short.starts_with("::") {
        names.full.clone()
    } else {
        names.short
    };
    Function {
        name: short.into(),
        full_name: names.full.into(),
        system_name: escape_controls(symbol).into(),
        start: None,
    }
}
