//! The one in-memory profile model: every reader produces it, every report consumes it.
//!
//! A [`Profile`] holds samples (a stack of [`LocationId`]s, leaf first, one
//! value per sample type, and labels), the locations they point at (an
//! address, the mapping it falls in, and after symbolization the source lines
//! with their functions, innermost inline frame first, or the reason why
//! there are none), the functions, and the mappings of the profiled process.
//! It follows pprof's `profile.proto`: several sample types (a CPU profile
//! counts samples and time, a heap profile objects and bytes), signed values
//! (a difference of two profiles may be negative), and string or numeric
//! labels per sample.
//!
//! What only one kind of profile has and only one report reads lives in an
//! optional extension, [`Histogram`], not in the core structs.

mod builder;
mod dump;
mod frames;
mod histogram;
mod ids;
mod label_frames;
mod merge;
mod program;
mod runs;
mod strings;
mod timeline;
#[cfg(test)]
pub(crate) mod toy;
pub mod units;

pub use builder::Builder;
pub use dump::{dump, write_dump};
pub use histogram::{
    Arc, BlockCount, GmonLayout, Histogram, HistogramMismatch, HistogramRange, Ranges, SECONDS,
};
pub use ids::{FunctionId, LocationId, MappingId};
pub use label_frames::{LabelFrames, Labelled};
pub use merge::{
    Incompatible, MEAN_DELAY, Merger, SampleTypeError, shared_sample_types, type_list,
};
pub use program::ProgramFacts;
pub use runs::{RUN_LABEL, Run, Runs};
pub use strings::{
    MAX_PATH, MAX_PATH_COMPONENT, PathError, check_path, clip, escape_controls, hex_build_id,
    shared,
};
pub use timeline::{
    During, MAX_MOMENTS, Moment, NO_TYPE, TimeForm, TimeRanges, TimeSpec, TimeSpecError, Timeline,
    seconds,
};

/// A string of the profile that many of its parts may share: a function's
/// name, a source file, a label. Readers and the symbolizer make one per
/// distinct string and clone it where it is used again, so a name that a
/// file repeats a million times is held once (a profile.proto's string
/// table, a DWARF file name).
pub type SharedStr = std::sync::Arc<str>;

/// Names that someone else looked up for a profile's addresses (a profiled
/// server's `/pprof/symbol` page, a symbolized profile's symbol section):
/// address → the names of its inline frames, outermost first, each
/// possibly followed by its function's start address as `<hex>`.
pub type SymbolNames = std::collections::HashMap<u64, Vec<String>>;

/// What a sample's value counts, and in which unit (as pprof's `ValueType`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ValueType {
    /// What is counted, e.g. `samples`.
    pub kind: String,
    /// The unit, e.g. `count`.
    pub unit: String,
}

impl ValueType {
    /// The value type `kind/unit`.
    pub fn new(kind: &str, unit: &str) -> Self {
        ValueType {
            kind: kind.into(),
            unit: unit.into(),
        }
    }
}

/// The label key that marks the samples of a base profile kept apart for
/// `--diff_base` (Go pprof's `pprof::base`): reports take their percentages
/// of these samples' total.
pub const DIFF_BASE_LABEL: &str = "pprof::base";

/// A label of a sample: a key with a string or a numeric value (pprof's `Label`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Label {
    /// The key, e.g. `thread` or `bytes`.
    pub key: SharedStr,
    /// The value.
    pub value: LabelValue,
}

/// The value of a [`Label`].
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum LabelValue {
    /// A string.
    Str(SharedStr),
    /// A number, with its unit when the profile gives one (`bytes`).
    Num {
        /// The number.
        value: i64,
        /// Its unit.
        unit: Option<SharedStr>,
    },
}

/// A sample's values, one per sample type: two fit without an allocation
/// (a CPU profile's samples and time).
pub type Values = smallvec::SmallVec<[i64; 2]>;

/// One stack seen by the profiler, with how often (or how much) it was seen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sample {
    /// The call chain, leaf first. May be empty (a record cut short before its PCs).
    pub stack: Vec<LocationId>,
    /// One value per [`Profile::sample_types`] entry.
    pub values: Values,
    /// Labels, in the order the profile gives them (by key once profiles
    /// are added up).
    pub labels: Vec<Label>,
}

impl Sample {
    /// A sample without labels.
    pub fn new(stack: Vec<LocationId>, values: &[i64]) -> Self {
        Sample {
            stack,
            values: Values::from_slice(values),
            labels: Vec::new(),
        }
    }

    /// True for a sample of a `--diff_base` base profile ([`DIFF_BASE_LABEL`]).
    pub fn is_diff_base(&self) -> bool {
        self.labels.iter().any(|l| &*l.key == DIFF_BASE_LABEL)
    }

    /// Its value of sample type `index` (0 when it has none).
    pub fn value(&self, index: usize) -> i64 {
        self.values.get(index).copied().unwrap_or(0)
    }
}

/// One address of the profiled program.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Location {
    /// The address looked up: for return addresses (every frame but the
    /// leaf) the reader has already subtracted one, as pprof does, so that it
    /// falls inside the call instruction.
    pub address: u64,
    /// The mapping that contains the address, when one does.
    pub mapping: Option<MappingId>,
    /// Source lines, innermost inline frame first; empty until symbolized,
    /// and empty when symbolization found nothing.
    pub lines: Vec<Line>,
    /// Why `lines` is empty after symbolization; `None` while it is not.
    pub unknown: Option<Unknown>,
}

impl Location {
    /// An unsymbolized location at `address`.
    pub fn new(address: u64, mapping: Option<MappingId>) -> Self {
        Location {
            address,
            mapping,
            lines: Vec::new(),
            unknown: None,
        }
    }
}

/// Why an address has no name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unknown {
    /// No mapping of the profile contains the address.
    NoMapping,
    /// The mapping is not backed by a file (`[vdso]`, anonymous memory).
    NoFile,
    /// The mapping's file could not be opened or is not a usable binary.
    FileUnusable {
        /// What went wrong, as one line.
        what: String,
    },
    /// The file's build id differs from the one the profile recorded.
    BuildIdMismatch {
        /// The profile's build id.
        expected: String,
        /// The file's.
        found: String,
    },
    /// The file's code does not fit the profile: it is another build of
    /// the file than the one profiled.
    NotProfiled {
        /// What was found, as one line.
        why: String,
    },
    /// The file has neither a symbol nor debug information for the address.
    NoSymbol,
    /// The profile was named by a server that did not name this address.
    NotNamedByServer,
    /// A kernel address, and no symbol table of the recorded kernel was
    /// found.
    Kernel {
        /// Why, as one line.
        why: String,
    },
}

impl Unknown {
    /// A few words for a report's node of such addresses (`no symbols`);
    /// `None` where the object's name says it (`[vdso]`).
    pub fn short(&self) -> Option<&'static str> {
        Some(match self {
            Unknown::NoMapping => "no mapping",
            Unknown::NoFile => return None,
            Unknown::FileUnusable { .. } => "file not found or unusable",
            Unknown::BuildIdMismatch { .. } => "another build id",
            Unknown::NotProfiled { .. } => "another build",
            Unknown::NoSymbol => "no symbols",
            Unknown::NotNamedByServer => "not named by the server",
            Unknown::Kernel { .. } => "no kernel symbols",
        })
    }
}

impl std::fmt::Display for Unknown {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unknown::NoMapping => f.write_str("in no mapping of the profile"),
            Unknown::NoFile => f.write_str("its mapping has no file"),
            Unknown::FileUnusable { what } => write!(f, "file unusable: {what}"),
            Unknown::BuildIdMismatch { expected, found } => {
                write!(
                    f,
                    "build id {found} of the file is not the profile's {expected}"
                )
            }
            Unknown::NotProfiled { why } => write!(f, "not the file profiled: {why}"),
            Unknown::NoSymbol => f.write_str("no symbol or debug information covers it"),
            Unknown::NotNamedByServer => f.write_str("the server's symbol page did not name it"),
            Unknown::Kernel { why } => write!(f, "kernel address not named: {why}"),
        }
    }
}

/// One frame of a location's inline chain.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Line {
    /// The function this frame is in.
    pub function: FunctionId,
    /// The source file, when known.
    pub file: Option<SharedStr>,
    /// The source line, 0 when unknown.
    pub line: u32,
    /// True when this frame was inlined into the next (outer) one.
    pub inlined: bool,
}

/// A function, named as reports print it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Function {
    /// The short name: demangled, argument lists and template arguments dropped.
    pub name: SharedStr,
    /// The full demangled name (with argument types).
    pub full_name: SharedStr,
    /// The name as stored in the binary (possibly mangled).
    pub system_name: SharedStr,
    /// The function's start address in its object file, when the symbol table gave it.
    pub start: Option<u64>,
}

/// A region of the profiled process's address space backed by a file.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct Mapping {
    /// First address of the mapping.
    pub start: u64,
    /// One past the last address of the mapping.
    pub limit: u64,
    /// File offset mapped at `start`.
    pub offset: u64,
    /// Path of the mapped file, as the profile names it (after `$build` substitution).
    pub path: String,
    /// The file's build id in hex, when the profile records it.
    pub build_id: Option<String>,
    /// True for the main program's mapping.
    pub is_main: bool,
}

/// How `--list` makes a function's annotated source. perl pprof and Go
/// pprof differ on the code inlined into a function: perl counts it in the
/// function's flat, on the line of the call; Go on the inlined function's
/// own lines, out of its caller's flat. The reference of the profile's
/// format decides (a property of the profile, so that reports never ask
/// which format it came in).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Listing {
    /// As perl pprof lists a function (gperftools, perf, gmon.out, DCPI):
    /// from the symbol-table routine of its opened file, with the code
    /// inlined into it charged to the lines of its own source, as
    /// `--disasm` shows the same addresses. A function with no such
    /// routine (one only ever inlined, or whose file was not opened) is
    /// listed from the profile's lines with the same meaning.
    #[default]
    Routines,
    /// As Go pprof lists a profile.proto, program or not: from the
    /// profile's lines, each (function, file, line) of a sample's frames a
    /// row, the code inlined into a function charged to the inlined
    /// function's own lines (not to its caller's flat).
    Lines,
}

/// The path of the kernel's mapping, as perf names it (`[kernel.kallsyms]`):
/// its addresses are named from kallsyms, not from a file.
pub const KERNEL_PATH: &str = "[kernel.kallsyms]";

/// A whole profile.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Profile {
    /// Size of an address of the profiled process in bytes (4 or 8):
    /// reports print addresses with twice as many hex digits, as pprof does.
    pub address_bytes: usize,
    /// True when addresses are the program's own link-time addresses (a
    /// DCPI image profile, a gmon.out), not those of a running process's mappings.
    pub link_time_addresses: bool,
    /// True when the file stands without its program (a profile.proto, which
    /// Go pprof opens without one): a main program that cannot be found
    /// costs its addresses' names, with a warning, instead of refusing the
    /// profile.
    pub program_optional: bool,
    /// How `--list` lists the profile: as perl pprof (by the routines of
    /// its opened files), but Go's own profile.proto as Go pprof (by its
    /// lines).
    pub listing: Listing,
    /// What each sample's values count, in order.
    pub sample_types: Vec<ValueType>,
    /// Index in `sample_types` of the type reports show unless told otherwise.
    pub default_sample_type: usize,
    /// What the sampling period counts.
    pub period_type: ValueType,
    /// Sampling period, in `period_type` units.
    pub period: i64,
    /// When the profile was taken, in nanoseconds since the Unix epoch (0:
    /// unknown; a profile.proto's `time_nanos`).
    pub time_nanos: i64,
    /// How long it was taken for, in nanoseconds (0: unknown).
    pub duration_nanos: i64,
    /// Samples; the readers sum samples with identical stacks and labels.
    pub samples: Vec<Sample>,
    /// Locations, indexed by [`LocationId`].
    pub locations: Vec<Location>,
    /// Functions, indexed by [`FunctionId`]; filled by symbolization.
    pub functions: Vec<Function>,
    /// Executable mappings, indexed by [`MappingId`].
    pub mappings: Vec<Mapping>,
    /// A program-counter histogram with call counts (the extension that a
    /// program compiled for it writes), when the profile is one.
    pub histogram: Option<Box<Histogram>>,
    /// When each sample was taken, when the format records it (perf.data,
    /// `perf script`) and the profile is one recording (sums of several
    /// keep none).
    pub timeline: Option<Box<Timeline>>,
    /// Frames that are not the program's own work (an allocator's, a lock's):
    /// a regular expression over the short name of a location's outermost
    /// function. After symbolization every location whose function matches
    /// is removed from each stack, wherever it is (perl pprof's
    /// `RemoveUninterestingFrames`), so the value is charged to the code
    /// that called it.
    pub drop_frames: Option<String>,
    /// The release of the kernel a recording was made on (perf.data's
    /// `OSRELEASE`, as `uname -r` prints it), when it says: its kernel
    /// frames are named from the running kernel's symbols when it has no
    /// kernel build id and the running kernel is of this release.
    pub kernel_release: Option<String>,
}

impl Profile {
    /// The value type reports show unless told otherwise.
    pub fn sample_type(&self) -> &ValueType {
        self.sample_type_at(self.default_sample_type)
    }

    /// The `index`th value type (one with no name when there is none).
    pub fn sample_type_at(&self, index: usize) -> &ValueType {
        static NONE: ValueType = ValueType {
            kind: String::new(),
            unit: String::new(),
        };
        self.sample_types.get(index).unwrap_or(&NONE)
    }

    /// A sample's value of the type reports show.
    pub fn value(&self, sample: &Sample) -> i64 {
        sample.value(self.default_sample_type)
    }

    /// The sum of all sample values of the type reports show (saturating:
    /// a corrupt file cannot overflow it).
    pub fn total(&self) -> i64 {
        self.samples
            .iter()
            .fold(0, |t, s| t.saturating_add(self.value(s)))
    }

    /// The location with this id.
    pub fn location(&self, id: LocationId) -> &Location {
        &self.locations[id.index()]
    }

    /// The function with this id.
    pub fn function(&self, id: FunctionId) -> &Function {
        &self.functions[id.index()]
    }

    /// The mapping with this id.
    pub fn mapping(&self, id: MappingId) -> &Mapping {
        &self.mappings[id.index()]
    }

    /// Whether the profile maps kernel code as perf names it
    /// ([`KERNEL_PATH`]): perf's recordings, and the profile.proto made
    /// from them.
    pub fn has_kernel(&self) -> bool {
        self.mappings.iter().any(|m| m.path == KERNEL_PATH)
    }

    /// Adds a location; returns its id.
    pub fn add_location(&mut self, location: Location) -> LocationId {
        self.locations.push(location);
        LocationId::new(self.locations.len() - 1)
    }

    /// Adds a function; returns its id.
    pub fn add_function(&mut self, function: Function) -> FunctionId {
        self.functions.push(function);
        FunctionId::new(self.functions.len() - 1)
    }

    /// The ids of all locations, in order.
    pub fn location_ids(&self) -> impl Iterator<Item = LocationId> + use<> {
        (0..self.locations.len()).map(LocationId::new)
    }

    /// The mapping that contains `address`, preferring the latest one listed
    /// (libraries mapped over the main program win, as in pprof).
    pub fn mapping_for(&self, address: u64) -> Option<MappingId> {
        self.mappings
            .iter()
            .rposition(|m| m.start <= address && address < m.limit)
            .map(MappingId::new)
    }

    /// Sets every location's mapping to the one that contains its address.
    pub fn assign_mappings(&mut self) {
        let ids: Vec<_> = self
            .locations
            .iter()
            .map(|l| self.mapping_for(l.address))
            .collect();
        for (loc, id) in self.locations.iter_mut().zip(ids) {
            loc.mapping = id;
        }
    }

    /// `address` in hex with as many digits as the profile's addresses have
    /// (8 or 16), without `0x`, as perl pprof prints and matches them.
    pub fn hex_address(&self, address: u64) -> String {
        format!("{address:0width$x}", width = 2 * self.address_bytes)
    }

    /// The main program's mapping, if the profile has one.
    pub fn main_mapping(&self) -> Option<MappingId> {
        self.mappings
            .iter()
            .position(|m| m.is_main)
            .map(MappingId::new)
    }
}
