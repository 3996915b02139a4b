//! What is loaded: the options of reading, subtracting and symbolizing,
//! which the settings registry makes from what a door is given (the
//! driver never reads the registry).

use crate::formats::ReadOptions;
use crate::symbolize::SymbolizeOptions;

/// A base profile as a setting names it: a file (or several, summed, or
/// with `compare_runs` the base group's runs), subtracted as Go's `-base`
/// or, with `diff`, as Go's `-diff_base`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct BaseFile {
    /// The files, as given (at least one).
    pub files: Vec<String>,
    /// Subtracted as Go's `-diff_base` (its samples kept apart).
    pub diff: bool,
}

/// The settings that change what is loaded: changing one means reading
/// and symbolizing again (two equal ones load the same profile).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LoadOptions {
    /// How the profile is read.
    pub read: ReadOptions,
    /// Where binaries are found.
    pub symbolize: SymbolizeOptions,
    /// gmon.out: credit time and calls only to the function symbols gprof
    /// reads (not to local ones with `$` or a `.` suffix other than
    /// `.NNN`, `.clone.N`, `.constprop.N`), so every number is gprof's.
    pub gprof_symbols: bool,
    /// The base subtracted from the profiles (`--base`, `--diff_base`).
    pub base: Option<BaseFile>,
    /// With a base: first scale the profiles to the base's total, per
    /// sample type (Go's `-normalize`).
    pub normalize: bool,
    /// With `--base`: negative differences count as zero (perl's
    /// `--drop_negative`).
    pub drop_negative: bool,
    /// Each profile given is one run of a group, each base one run of the
    /// base group: their samples are kept apart by run
    /// ([`crate::profile::RUN_LABEL`]), so that a difference report can
    /// compare the groups run by run.
    pub compare_runs: bool,
    /// Contention profiles: add the `mean_delay` sample type, each stack's
    /// delay divided by its contentions as each profile is read (perl's
    /// `--mean_delay`).
    pub mean_delay: bool,
}
