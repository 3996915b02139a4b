//! The library's error type: every failure names the file it concerns.

use crate::profile::SampleTypeError;
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
    #[error("{}: {}", path.display(), io_reason(source))]
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
    /// A page of annotated code (the weblist) of nothing: no function with
    /// samples matches its expression (Go refuses it too); the message says
    /// so, and why when that is known (a file without a symbol table).
    #[error("{0}")]
    NothingListed(String),
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
        why: SampleTypeError,
    },
    /// A time range or a heat map of a profile that keeps no sample times.
    #[error(
        "{}: {report}: the profile keeps no sample times (only perf.data and perf script recordings do, one at a time; a Go profile has only its start time and duration)",
        path.display()
    )]
    NoTimes {
        /// The (first) profile.
        path: PathBuf,
        /// What needed them (`time`, `heatmap`).
        report: &'static str,
    },
}

/// The library's result type.
pub type Result<T> = std::result::Result<T, Error>;

/// Why a file could not be read, in words: `No such file`, `Permission
/// denied`, without the `(os error 2)` of the system's message.
fn io_reason(error: &std::io::Error) -> String {
    match error.kind() {
        std::io::ErrorKind::NotFound => "No such file".to_string(),
        _ => {
            let text = error.to_string();
            match text.find(" (os error ") {
                Some(at) => text[..at].to_string(),
                None => text,
            }
        }
    }
}

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

/// The longest run of text without a space that a message quotes whole:
/// past it (a 10 MB path or number from a file), the run is cut and its
/// length given.
const MAX_WORD: usize = 256;

/// The longest message printed whole; past it the middle is cut.
const MAX_MESSAGE: usize = 4096;

/// `message` made fit for one line of a terminal: control characters
/// escaped (a newline from a file cannot start a line of its own), each run
/// of more than 256 bytes without a space cut with its length, and a
/// message still longer than 4 KiB cut in the middle.
pub fn one_line(message: &str) -> String {
    let escaped = crate::profile::escape_controls(message);
    let mut out = String::with_capacity(escaped.len().min(MAX_MESSAGE + 64));
    for (i, word) in escaped.split(' ').enumerate() {
        if i > 0 {
            out.push(' ');
        }
        out.push_str(&crate::profile::clip(word, MAX_WORD));
    }
    if out.len() <= MAX_MESSAGE {
        return out;
    }
    let boundary = |mut at: usize| {
        while !out.is_char_boundary(at) {
            at -= 1;
        }
        at
    };
    let (head, tail) = (
        boundary(MAX_MESSAGE / 2),
        boundary(out.len() - MAX_MESSAGE / 2),
    );
    format!(
        "{} [... {} bytes ...] {}",
        &out[..head],
        tail - head,
        &out[tail..]
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_stay_one_line_and_short() {
        assert_eq!(one_line("a.prof: bad\nline"), "a.prof: bad\\nline");
        let long = format!("x.prof: number {} is too big", "9".repeat(10 << 20));
        let line = one_line(&long);
        assert!(line.starts_with("x.prof: number 999"), "{line}");
        assert!(line.ends_with("... (10485760 bytes) is too big"), "{line}");
        let many = format!("x.prof: {}", "word ".repeat(10_000));
        let line = one_line(&many);
        assert!(
            line.len() < MAX_MESSAGE + 64 && line.contains("bytes ...]"),
            "{line}"
        );
    }
}
