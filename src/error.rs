//! The library's error type: every failure names the file it concerns.

use std::path::PathBuf;

/// Everything that can go wrong while reading, symbolizing or reporting a profile.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The file's bytes do not follow its format.
    #[error("{}: {what} (at byte {offset})", path.display())]
    Malformed {
        /// The file that is malformed.
        path: PathBuf,
        /// Byte offset of the offending data.
        offset: u64,
        /// What is wrong, in a few words.
        what: String,
    },
    /// The file could not be read.
    #[error("{}: {source}", path.display())]
    Io {
        /// The file that could not be read.
        path: PathBuf,
        /// The underlying I/O error.
        #[source]
        source: std::io::Error,
    },
    /// The file is no profile at all: a directory, a program.
    #[error("{}: {what}", path.display())]
    NotProfile {
        /// The file.
        path: PathBuf,
        /// What it is instead.
        what: String,
    },
    /// A binary (program or library) is unusable: not ELF, or not the one profiled.
    #[error("{}: {what}", path.display())]
    Binary {
        /// The binary's path.
        path: PathBuf,
        /// What is wrong with it.
        what: String,
    },
    /// An external program (graphviz's `dot`, a viewer) is missing or failed.
    #[error("{tool}: {what}")]
    Tool {
        /// The program.
        tool: String,
        /// What went wrong, and what to do about it.
        what: String,
    },
    /// The report could not be written (stdout closed, disk full).
    #[error("writing the report")]
    Write(#[source] std::io::Error),
    /// The call graph would be empty: no node passed the filters and limits.
    #[error("no nodes to draw: the filters or the node fraction left nothing")]
    EmptyGraph,
    /// A graph of a profile without samples (of the type shown).
    #[error("no nodes to draw: the profile has no samples")]
    NoSamples,
    /// gprof's call graph of a profile without call counts; names the
    /// report as the caller spells it.
    #[error("the profile has no call-graph data (a gmon.out's call arcs) for {0}")]
    NoCallGraph(&'static str),
    /// One of gprof's reports of a profile that is not a gmon.out; names
    /// the reports as the caller spells them.
    #[error(
        "{report} reports a gmon.out (gprof's histogram and call counts); this profile is not one: use {instead}"
    )]
    NotGmon {
        /// The gprof report asked for.
        report: &'static str,
        /// The report to ask for instead.
        instead: &'static str,
    },
    /// Two profiles cannot be added or subtracted: they are of different
    /// kinds (Go refuses them too).
    #[error("{}: cannot be {how} {}: {why}", path.display(), other.display())]
    Incompatible {
        /// The profile being added or subtracted.
        path: PathBuf,
        /// The first profile of the command line.
        other: PathBuf,
        /// `added to` or `subtracted from`.
        how: &'static str,
        /// What differs.
        why: String,
    },
    /// The sample type asked for is not one the profile has.
    #[error("{}: {why}", path.display())]
    SampleType {
        /// The (first) profile.
        path: PathBuf,
        /// What was asked for and what there is.
        why: String,
    },
}

/// The library's result type.
pub type Result<T> = std::result::Result<T, Error>;

impl Error {
    /// An I/O error on `path`.
    pub fn io(path: impl Into<PathBuf>, source: std::io::Error) -> Self {
        Error::Io {
            path: path.into(),
            source,
        }
    }

    /// A `Binary` error on `path`.
    pub fn binary(path: impl Into<PathBuf>, what: impl Into<String>) -> Self {
        Error::Binary {
            path: path.into(),
            what: what.into(),
        }
    }
}
