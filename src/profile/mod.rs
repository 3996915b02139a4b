//! The one in-memory profile model: every reader produces it, every report consumes it.
//!
//! A [`Profile`] holds samples (a stack of [`LocationId`]s, leaf first, plus a value),
//! the locations they point at (an address, the mapping it falls in, and after
//! symbolization the source lines with their functions, innermost inline frame
//! first), the functions, and the mappings of the profiled process.

/// Index of a [`Location`] in [`Profile::locations`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LocationId(pub usize);

/// Index of a [`Function`] in [`Profile::functions`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FunctionId(pub usize);

/// Index of a [`Mapping`] in [`Profile::mappings`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MappingId(pub usize);

/// What a sample's value counts, and in which unit (as pprof's `ValueType`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ValueType {
    /// What is counted, e.g. `samples`.
    pub kind: String,
    /// The unit, e.g. `count`.
    pub unit: String,
}

/// One stack seen by the profiler, with how often it was seen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sample {
    /// The call chain, leaf first. May be empty (a record cut short before its PCs).
    pub stack: Vec<LocationId>,
    /// The sample count (or the value in [`Profile::sample_type`] units).
    pub value: i64,
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
}

/// One frame of a location's inline chain.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// The function this frame is in.
    pub function: FunctionId,
    /// The source file, when known.
    pub file: Option<String>,
    /// The source line, 0 when unknown.
    pub line: u32,
    /// True when this frame was inlined into the next (outer) one.
    pub inlined: bool,
}

/// A function, named as reports print it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Function {
    /// The short name: demangled, argument lists and template arguments dropped.
    pub name: String,
    /// The full demangled name (with argument types).
    pub full_name: String,
    /// The name as stored in the binary (possibly mangled).
    pub system_name: String,
    /// The function's start address in its object file, when the symbol table gave it.
    pub start: Option<u64>,
}

/// How often an address called another (a gmon.out arc).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Call {
    /// An address in the caller: the calling site, or the caller's entry
    /// when the site lies past the code of the function it is credited to.
    pub caller: LocationId,
    /// The calling site's own address.
    pub site: u64,
    /// An address in the callee.
    pub callee: LocationId,
    /// How many times the call was made.
    pub count: i64,
}

/// A function symbol of the profiled program, as gprof reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProgramSymbol {
    /// Its name as stored.
    pub name: String,
    /// True for a symbol local to its file (`static`).
    pub is_static: bool,
}

/// How often a basic block ran (a gmon.out basic-block count).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BlockCount {
    /// The block's first address.
    pub location: LocationId,
    /// How many times it ran.
    pub count: i64,
}

/// A region of the profiled process's address space backed by a file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mapping {
    /// First address of the mapping.
    pub start: u64,
    /// One past the last address of the mapping.
    pub limit: u64,
    /// File offset mapped at `start`.
    pub offset: u64,
    /// Path of the mapped file, as the profile names it (after `$build` substitution).
    pub path: String,
    /// True for the main program's mapping.
    pub is_main: bool,
}

/// A whole profile.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Profile {
    /// Size of an address of the profiled process in bytes (4 or 8):
    /// reports print addresses with twice as many hex digits, as pprof does.
    pub address_bytes: usize,
    /// True when addresses are the program's own link-time addresses (a
    /// DCPI image profile), not those of a running process's mappings.
    pub link_time_addresses: bool,
    /// What each sample value counts.
    pub sample_type: ValueType,
    /// What the sampling period counts.
    pub period_type: ValueType,
    /// Sampling period, in `period_type` units.
    pub period: i64,
    /// Samples; stacks are unique (the readers sum identical chains).
    pub samples: Vec<Sample>,
    /// Locations, indexed by [`LocationId`].
    pub locations: Vec<Location>,
    /// Functions, indexed by [`FunctionId`]; filled by symbolization.
    pub functions: Vec<Function>,
    /// Executable mappings, indexed by [`MappingId`].
    pub mappings: Vec<Mapping>,
    /// Call counts between addresses (gmon.out's arcs); empty for profiles
    /// of sampled stacks.
    pub calls: Vec<Call>,
    /// Execution counts of basic blocks (gmon.out), in file order; empty for
    /// other profiles.
    pub block_counts: Vec<BlockCount>,
    /// True when time belongs to symbol-table functions without an inline
    /// split (gmon.out, as gprof counts it): symbolization keeps only each
    /// address's outermost frame, whose line is the call site of any inlined
    /// code there.
    pub outermost_frames_only: bool,
    /// The program's function symbols as gprof reads them (gmon.out): gprof
    /// numbers the functions of its call graph among all of them.
    pub program_symbols: Vec<ProgramSymbol>,
    /// Bytes of code one histogram bin covers, as gprof prints it (gmon.out).
    pub histogram_bin_bytes: Option<u64>,
    /// gprof's own sums of the histograms (gmon.out).
    pub histogram_ticks: Option<HistogramTicks>,
}

/// A gmon.out's histogram time as gprof sums it, in ticks: one credit per
/// bin and function, added up bin by bin in floating point. The samples
/// carry the same time in whole nanoseconds, spread over addresses; these
/// sums keep gprof's rounding, which decides the order of its ties.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct HistogramTicks {
    /// Each credited function's entry address and ticks, by entry.
    pub functions: Vec<(u64, f64)>,
    /// The counts of all bins (gprof's `% time` divides by them).
    pub total: f64,
    /// Ticks per second: the profiling rate (gprof's `hz`), exact where the
    /// period in whole nanoseconds is not.
    pub hz: f64,
}

impl Profile {
    /// The sum of all sample values (saturating: a corrupt file cannot overflow it).
    pub fn total(&self) -> i64 {
        self.samples
            .iter()
            .fold(0, |t, s| t.saturating_add(s.value))
    }

    /// The location with this id.
    pub fn location(&self, id: LocationId) -> &Location {
        &self.locations[id.0]
    }

    /// The function with this id.
    pub fn function(&self, id: FunctionId) -> &Function {
        &self.functions[id.0]
    }

    /// The mapping that contains `address`, preferring the latest one listed
    /// (libraries mapped over the main program win, as in pprof).
    pub fn mapping_for(&self, address: u64) -> Option<MappingId> {
        self.mappings
            .iter()
            .rposition(|m| m.start <= address && address < m.limit)
            .map(MappingId)
    }

    /// `address` in hex with as many digits as the profile's addresses have
    /// (8 or 16), without `0x`, as perl pprof prints and matches them.
    pub fn hex_address(&self, address: u64) -> String {
        format!("{address:0width$x}", width = 2 * self.address_bytes)
    }

    /// The main program's mapping, if the profile has one.
    pub fn main_mapping(&self) -> Option<MappingId> {
        self.mappings.iter().position(|m| m.is_main).map(MappingId)
    }
}
