//! Profile readers. Each turns a file's bytes into a [`Profile`].

mod cursor;
pub mod dcpi;
pub mod gmon;
pub mod gperftools;
pub mod proc_maps;

use crate::error::{Error, Result};
use crate::profile::Profile;
use std::path::Path;

/// How a reader should treat what it reads, beyond the bytes themselves.
#[derive(Debug, Clone)]
pub struct ReadOptions {
    /// Keep the frame that (nearly) every stack shares second, instead of
    /// dropping it as the profiler's signal-handler frame.
    pub keep_signal_frames: bool,
    /// DCPI: bytes between the addresses of consecutive counts of a chunk
    /// (1, or 4 for Alpha's fixed-size instructions).
    pub dcpi_stride: u64,
    /// What `gmon.out` needs to know of the profiled program.
    pub program: Option<ProgramFacts>,
    /// gmon.out: credit time and calls only to the function symbols gprof
    /// accepts (not to local ones with `$` or a `.` suffix other than
    /// `.NNN`, `.clone.N`, `.constprop.N`), so every number is gprof's.
    pub gprof_symbols: bool,
}

/// Facts about the profiled program that a profile format leaves out
/// (`gmon.out` is written in the program's words).
#[derive(Debug, Clone, Default)]
pub struct ProgramFacts {
    /// The program's path, for messages.
    pub path: std::path::PathBuf,
    /// Address ranges of its code sections.
    pub code: Vec<(u64, u64)>,
    /// 4 or 8.
    pub pointer_bytes: usize,
    /// True for big-endian programs.
    pub big_endian: bool,
    /// Its symbol-table functions as `(entry, end)` address ranges, sorted by
    /// entry, one per entry; a function of unknown size ends at the next entry.
    pub functions: Vec<(u64, u64)>,
    /// The function symbols gprof reads (for its call graph's
    /// numbering, which counts the functions it does not print).
    pub gprof_symbols: Vec<crate::profile::ProgramSymbol>,
}

impl Default for ReadOptions {
    fn default() -> Self {
        ReadOptions {
            keep_signal_frames: false,
            dcpi_stride: 1,
            program: None,
            gprof_symbols: false,
        }
    }
}

/// A profile as read, with the warnings the reader had for the user.
#[derive(Debug)]
pub struct ReadProfile {
    /// The profile.
    pub profile: Profile,
    /// Warnings (a file cut short, unrecognized lines), one line each.
    pub warnings: Vec<String>,
}

/// True when the file at `path` may be in a format that needs
/// [`ProgramFacts`] (`gmon.out`, which BSD's layout gives no magic for):
/// anything that does not start like a gperftools or DCPI profile.
pub fn needs_program_facts(path: &Path) -> bool {
    use std::io::Read;
    let mut start = Vec::with_capacity(64);
    let read = std::fs::File::open(path).and_then(|f| f.take(64).read_to_end(&mut start));
    read.is_ok()
        && !start.is_empty()
        && gperftools::detect(&start).is_none()
        && !dcpi::detect(&start)
}

/// Reads the profile at `path`, detecting its format by content.
pub fn read_file(path: &Path, options: &ReadOptions) -> Result<ReadProfile> {
    let file = std::fs::File::open(path).map_err(|e| Error::io(path, e))?;
    let length = file.metadata().map_err(|e| Error::io(path, e))?.len();
    if length == 0 {
        // Empty files (and pipes, which report 0) cannot be mapped: read them.
        let bytes = std::fs::read(path).map_err(|e| Error::io(path, e))?;
        return read_bytes(path, &bytes, options);
    }
    // SAFETY: the map is read-only and dropped before we return; if another
    // process changes the file meanwhile, reads stay in bounds (every access
    // is checked against the map's length) and only the numbers can be wrong.
    let map = unsafe { memmap2::Mmap::map(&file) }.map_err(|e| Error::io(path, e))?;
    read_bytes(path, &map, options)
}

/// True when `bytes` start like a profile this crate reads.
pub fn looks_like_profile(bytes: &[u8]) -> bool {
    gperftools::detect(bytes).is_some() || dcpi::detect(bytes) || gmon::detect(bytes)
}

/// Reads a profile from `bytes`; `path` names it in errors and warnings.
pub fn read_bytes(path: &Path, bytes: &[u8], options: &ReadOptions) -> Result<ReadProfile> {
    if bytes.is_empty() {
        return Err(Error::Malformed {
            path: path.into(),
            offset: 0,
            what: "profile is empty".into(),
        });
    }
    if gperftools::detect(bytes).is_some() {
        gperftools::read(path, bytes, options)
    } else if dcpi::detect(bytes) {
        dcpi::read(path, bytes, options.dcpi_stride.max(1))
    } else if gmon::detect(bytes) {
        gmon::read(path, bytes, options.program.as_ref())
    } else if let Some(program) = options
        .program
        .as_ref()
        .filter(|p| gmon::detect_bsd(bytes, p))
    {
        gmon::read_bsd(path, bytes, program)
    } else {
        Err(Error::Malformed {
            path: path.into(),
            offset: 0,
            what: "not a profile: neither a gperftools CPU profile (words 0, >= 3, 0), a DCPI profile (`version pdb-...` header), a gmon.out (`gmon` magic) nor, with the program given, a BSD gmon.out".into(),
        })
    }
}
