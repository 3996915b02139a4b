//! Profile readers. Each format is one file with a `detect` and a `read`,
//! listed once in [`FORMATS`], the only dispatch: a file's format is the
//! first whose `detect` accepts its bytes. A reader reads the file whole
//! ([`Reader::Whole`]) or as a stream ([`Reader::Streaming`]: a
//! gperftools CPU profile, a perf.data recording, `perf script`'s text,
//! never held whole), and
//! gets a [`ReadContext`]: the file's name, the reading options, and where
//! facts about the profiled program and unwind tables come from.
//!
//! Readers share one bounded cursor (`cursor`) and the model's one
//! interner ([`crate::profile::Builder`]). A format whose files do not say
//! their word size (a `gmon.out`) asks for [`ProgramFacts`], which the caller
//! fills from the program; a format with no magic number to detect it by
//! (BSD's `gmon.out`) comes last. The text formats (heap and growth
//! profiles, contention profiles) are known by their header line, and share
//! the line reader of `text`. pprof's `profile.proto` (`proto`) is known
//! by gzip's magic or by its first field, after all of these.

mod contention;
mod cursor;
mod dcpi;
mod gmon;
pub mod gmon_write;
mod gperftools;
mod heap;
mod perf;
pub(crate) mod proc_maps;
pub mod proto;
mod symbol_page;
mod symbolized;
mod text;

pub use perf::MAX_SAMPLE_VALUES as MAX_PERF_SAMPLE_VALUES;
pub use perf::script::MAX_EVENTS as MAX_SCRIPT_EVENTS;
pub use symbol_page::parse_symbol_page;

use crate::error::{Error, Result};
use crate::profile::{Profile, ProgramFacts, SymbolNames};
use crate::progress::Progress;
use crate::unwind_tables::UnwindTables;
use std::os::unix::fs::FileTypeExt;
use std::path::Path;
use std::sync::Arc;

/// How a reader should treat what it reads, beyond the bytes themselves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadOptions {
    /// Keep the frame that (nearly) every stack shares second, instead of
    /// dropping it as the profiler's signal-handler frame.
    pub keep_signal_frames: bool,
    /// DCPI: bytes between the addresses of consecutive counts of a chunk
    /// (1, or 4 for Alpha's fixed-size instructions).
    pub dcpi_stride: u64,
    /// The profile section of a symbolized profile (`--raw`): its return
    /// addresses were written one byte back already and its signal-handler
    /// frame removed, so neither is done again (perl's
    /// `$main::use_symbolized_profile`).
    pub as_written: bool,
}

impl Default for ReadOptions {
    fn default() -> Self {
        ReadOptions {
            keep_signal_frames: false,
            dcpi_stride: 1,
            as_written: false,
        }
    }
}

/// What a reader reads: the bytes, where they come from, and what is known
/// beyond them.
#[derive(Debug, Clone, Copy)]
pub struct Input<'a> {
    /// Names the file in errors and warnings.
    pub path: &'a Path,
    /// The whole file.
    pub bytes: &'a [u8],
    /// The reading options.
    pub options: &'a ReadOptions,
    /// Facts about the profiled program, when the caller has them.
    pub program: Option<&'a ProgramFacts>,
}

/// A profile as read, with the warnings the reader had for the user.
#[derive(Debug)]
pub struct ReadProfile {
    /// The profile.
    pub profile: Profile,
    /// Warnings (a file cut short, unrecognized lines), one line each.
    pub warnings: Vec<String>,
    /// The names the file gives its addresses (a symbolized profile's
    /// symbol section), which the driver gives the symbolizer: a reader
    /// names nothing itself.
    pub names: Option<SymbolNames>,
}

/// What a streaming reader is given beyond the bytes.
#[derive(Clone, Copy)]
pub struct ReadContext<'a> {
    /// Names the file in errors and warnings.
    pub path: &'a Path,
    /// The reading options.
    pub options: &'a ReadOptions,
    /// Facts about the profiled program and the unwind tables of the files
    /// a profile names.
    pub facts: &'a dyn FactsSource,
}

/// The bytes of a file, as a streaming reader takes them.
pub enum Body<'a> {
    /// The whole file, in memory.
    Bytes(&'a [u8]),
    /// A file being read: its first bytes (read to tell its format) and
    /// the rest, still to be read.
    Stream(Stream),
}

/// A file being read, front to back, with a progress line for a slow read.
pub struct Stream {
    /// The bytes read already.
    start: Vec<u8>,
    /// The file, just past `start`.
    file: std::fs::File,
    /// Its size, when it is a regular file (which can be read again from
    /// its start).
    regular: Option<u64>,
    /// The progress line.
    progress: Progress,
}

impl<'a> Body<'a> {
    /// The bytes front to back.
    pub fn into_reader(self) -> Box<dyn std::io::Read + 'a> {
        use std::io::Read;
        match self {
            Body::Bytes(bytes) => Box::new(bytes),
            Body::Stream(s) => {
                let total = s.regular.unwrap_or(0);
                Box::new(
                    s.progress
                        .reader(std::io::Cursor::new(s.start).chain(s.file), total),
                )
            }
        }
    }

    /// The bytes as a reader that can seek, with their size: a regular
    /// file or bytes in memory. A pipe, which cannot seek, comes back as
    /// it is.
    ///
    /// Errors: a regular file cannot be read again from its start.
    pub fn into_seekable(self, path: &Path) -> Result<Seekable<'a>> {
        use std::io::Seek;
        match self {
            Body::Bytes(bytes) => Ok(Seekable::Yes(
                Box::new(std::io::Cursor::new(bytes)),
                bytes.len() as u64,
            )),
            Body::Stream(Stream {
                mut file,
                regular: Some(len),
                progress,
                ..
            }) => {
                file.rewind().map_err(|e| Error::io(path, e))?;
                let buffered = std::io::BufReader::with_capacity(1 << 16, file);
                Ok(Seekable::Yes(Box::new(progress.reader(buffered, len)), len))
            }
            pipe => Ok(Seekable::No(pipe)),
        }
    }
}

/// A file's bytes as [`Body::into_seekable`] gives them.
pub enum Seekable<'a> {
    /// A reader that can seek, and the size of what it reads.
    Yes(Box<dyn SeekRead + 'a>, u64),
    /// A pipe, as it was.
    No(Body<'a>),
}

/// A reader that can seek.
pub trait SeekRead: std::io::Read + std::io::Seek {}

impl<T: std::io::Read + std::io::Seek> SeekRead for T {}

/// How a format's files are read.
pub enum Reader {
    /// From memory: the whole file is read first.
    Whole(fn(&Input) -> Result<ReadProfile>),
    /// As a stream, never held whole; detected by the file's first
    /// [`DETECT_BYTES`].
    Streaming(fn(&ReadContext, Body) -> Result<ReadProfile>),
}

/// A profile format: how to recognize its files and how to read them.
pub struct Format {
    /// Its name, as messages give it.
    pub name: &'static str,
    /// How it is recognized, for messages.
    pub signature: &'static str,
    /// True when it cannot be read (or recognized) without [`ProgramFacts`].
    pub needs_program: bool,
    /// True when `input` is in this format.
    pub detect: fn(&Input) -> bool,
    /// Reads a file that `detect` accepted.
    pub read: Reader,
}

impl Format {
    /// Reads `input`, held whole in memory, which `detect` accepted;
    /// `facts` gives a streaming reader what it asks for.
    fn read_bytes(&self, input: &Input, facts: &dyn FactsSource) -> Result<ReadProfile> {
        match self.read {
            Reader::Whole(read) => read(input),
            Reader::Streaming(read) => {
                let cx = ReadContext {
                    path: input.path,
                    options: input.options,
                    facts,
                };
                read(&cx, Body::Bytes(input.bytes))
            }
        }
    }
}

/// Every format, in the order they are tried: those with a magic number
/// or a header line first, BSD's `gmon.out` (recognized only by its sizes)
/// last.
pub const FORMATS: &[Format] = &[
    gperftools::FORMAT,
    perf::FORMAT,
    dcpi::FORMAT,
    gmon::FORMAT,
    heap::FORMAT,
    contention::FORMAT,
    symbolized::FORMAT,
    perf::script::FORMAT,
    proto::FORMAT,
    gmon::BSD_FORMAT,
];

/// Where a reader gets [`ProgramFacts`] when a file's format needs them
/// (a `gmon.out`): asked only then, after the file's first bytes are read,
/// so that a profile is opened and read once (a pipe cannot be read twice).
pub trait FactsSource {
    /// The facts, or `None` when no program was given.
    ///
    /// Errors: the program cannot be opened or is not ELF.
    fn program_facts(&self) -> Result<Option<&ProgramFacts>>;

    /// The unwind tables of the file a mapping names (`path`, with the
    /// build id the profile records), found as the symbolizer finds it: for
    /// a reader that unwinds stacks (a perf.data recorded with
    /// `--call-graph dwarf`). `None` when it cannot be found or read.
    fn unwind_tables(&self, path: &str, build_id: Option<&str>) -> Option<Arc<UnwindTables>> {
        let _ = (path, build_id);
        None
    }
}

impl FactsSource for Option<&ProgramFacts> {
    fn program_facts(&self) -> Result<Option<&ProgramFacts>> {
        Ok(*self)
    }
}

impl<T: FactsSource + ?Sized> FactsSource for &T {
    fn program_facts(&self) -> Result<Option<&ProgramFacts>> {
        (**self).program_facts()
    }

    fn unwind_tables(&self, path: &str, build_id: Option<&str>) -> Option<Arc<UnwindTables>> {
        (**self).unwind_tables(path, build_id)
    }
}

/// How many bytes of a file are read to tell its format before the reader
/// takes the rest (a gperftools CPU profile is then read as a stream).
pub const DETECT_BYTES: usize = 4096;

/// Reads the profile at `path`, detecting its format by content. The file
/// is read once, front to back, as a stream (a pipe works; nothing is
/// mapped, so a file that shrinks while it is read is a profile cut short,
/// not a crash). A gperftools CPU profile, a perf.data recording and
/// `perf script`'s text are never held whole; the other formats are read
/// into memory first. `program` is asked for facts only
/// when the file's format needs them.
///
/// Errors: the file cannot be opened or read, is a directory or a device,
/// or is no profile this crate reads (see [`read_bytes`]).
pub fn read_file(
    path: &Path,
    options: &ReadOptions,
    program: impl FactsSource,
) -> Result<ReadProfile> {
    use std::io::Read;
    let not_profile = |what: &str| Error::NotProfile {
        path: path.to_path_buf(),
        what: what.into(),
    };
    let mut file = open_without_waiting(path).map_err(|e| Error::io(path, e))?;
    let metadata = file.metadata().map_err(|e| Error::io(path, e))?;
    let kind = metadata.file_type();
    if kind.is_dir() {
        return Err(not_profile("is a directory, not a profile"));
    }
    if kind.is_char_device() || kind.is_block_device() || kind.is_socket() {
        return Err(not_profile(
            "is a device, not a file: give a profile file, or a pipe as <(command)",
        ));
    }
    let mut start = Vec::with_capacity(DETECT_BYTES);
    (&mut file)
        .take(DETECT_BYTES as u64)
        .read_to_end(&mut start)
        .map_err(|e| Error::io(path, e))?;
    if start.is_empty() && kind.is_fifo() {
        return Err(not_profile(&format!(
            "is a named pipe that nothing wrote to (waited {} s): start the program that writes it first",
            FIFO_WAIT.as_secs()
        )));
    }
    let first = Input {
        path,
        bytes: &start,
        options,
        program: None,
    };
    let detected = FORMATS
        .iter()
        .find(|f| !f.needs_program && (f.detect)(&first));
    if let Some(Format {
        read: Reader::Streaming(read),
        ..
    }) = detected
    {
        let cx = ReadContext {
            path,
            options,
            facts: &program,
        };
        let stream = Stream {
            start,
            file,
            regular: kind.is_file().then_some(metadata.len()),
            progress: Progress::delayed(&format!("reading {}", path.display())),
        };
        return read(&cx, Body::Stream(stream));
    }
    let (limit, hint) = if kind.is_file() {
        (MAX_READ_WHOLE, "")
    } else {
        (MAX_READ_FROM_PIPE, " from a pipe: write it to a file first")
    };
    let too_large = || {
        not_profile(&format!(
            "is larger than the {} MiB a profile of its format may be{hint} (it is read whole)",
            limit >> 20
        ))
    };
    if metadata.len() > limit {
        return Err(too_large());
    }
    let mut bytes = start;
    (&mut file)
        .take(limit + 1 - bytes.len() as u64)
        .read_to_end(&mut bytes)
        .map_err(|e| Error::io(path, e))?;
    if bytes.len() as u64 > limit {
        return Err(too_large());
    }
    read_detected(path, &bytes, options, &program)
}

/// The largest profile file read into memory whole: every format but a
/// gperftools CPU profile, which is read as a stream. A file past it is
/// refused before it is read.
pub const MAX_READ_WHOLE: u64 = 1 << 30;

/// The most read whole from a pipe (standard input, `<(zcat ...)`, a named
/// pipe), whose size is not known before: past it the profile is refused.
pub const MAX_READ_FROM_PIPE: u64 = 256 << 20;

/// How long a named pipe that no program has opened for writing yet is
/// waited for (the writer of `mkfifo p; writer > p & reader p` may open it
/// after the reader).
pub const FIFO_WAIT: std::time::Duration = std::time::Duration::from_secs(5);

/// Opens `path` for reading without waiting forever for a writer: a named
/// pipe that no one writes to would block `open` forever. A named pipe
/// whose writer has not opened it yet is waited for up to [`FIFO_WAIT`]
/// (until it writes or closes). Once open, reads block again (a writer
/// that has the pipe open is waited for); with no writer, the first read
/// is the end of the file.
fn open_without_waiting(path: &Path) -> std::io::Result<std::fs::File> {
    use std::os::unix::fs::OpenOptionsExt;
    use std::os::unix::io::AsRawFd;
    let file = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK)
        .open(path)?;
    let fd = file.as_raw_fd();
    // SAFETY: fcntl on a descriptor this function owns, with integer flags.
    let cleared = unsafe {
        let flags = libc::fcntl(fd, libc::F_GETFL);
        flags >= 0 && libc::fcntl(fd, libc::F_SETFL, flags & !libc::O_NONBLOCK) >= 0
    };
    if !cleared {
        return Err(std::io::Error::last_os_error());
    }
    if file.metadata()?.file_type().is_fifo() {
        // Linux reports neither data nor a hang-up on a pipe no writer has
        // opened since this open: poll waits for the writer to come.
        let mut poll = libc::pollfd {
            fd,
            events: libc::POLLIN,
            revents: 0,
        };
        let deadline = std::time::Instant::now() + FIFO_WAIT;
        loop {
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            // SAFETY: poll(2) of one descriptor this function owns.
            let n = unsafe { libc::poll(&mut poll, 1, left.as_millis() as libc::c_int) };
            let interrupted =
                n < 0 && std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted;
            if !interrupted || left.is_zero() {
                break;
            }
        }
    }
    Ok(file)
}

/// True when `bytes` start like a profile this crate reads without facts
/// about the program.
pub fn looks_like_profile(bytes: &[u8]) -> bool {
    let options = ReadOptions::default();
    let input = Input {
        path: Path::new(""),
        bytes,
        options: &options,
        program: None,
    };
    FORMATS.iter().any(|f| (f.detect)(&input))
}

/// True when the file at `path` starts like a profile of a format that is
/// recognized without the program (false when it cannot be read), or is
/// an anonymous pipe (`<(zcat prof.gz)`, which is never a program, and
/// whose bytes could be read only once). Other files that are not regular
/// (a named pipe, a device) are not read here.
pub fn file_looks_like_profile(path: &Path) -> bool {
    use std::io::Read;
    match std::fs::metadata(path) {
        Ok(m) if m.is_file() => {}
        Ok(m) => return m.file_type().is_fifo() && is_anonymous_pipe(path),
        Err(_) => return false,
    }
    let mut start = Vec::with_capacity(DETECT_BYTES);
    std::fs::File::open(path)
        .and_then(|f| f.take(DETECT_BYTES as u64).read_to_end(&mut start))
        .is_ok()
        && looks_like_profile(&start)
}

/// True when `path` names an open descriptor's anonymous pipe (as
/// `/dev/fd/63` of a shell's process substitution does).
fn is_anonymous_pipe(path: &Path) -> bool {
    let mut link = path.to_path_buf();
    // Links to follow: /dev/stdin -> /proc/self/fd/0 -> pipe:[N].
    for _ in 0..8 {
        match std::fs::read_link(&link) {
            Ok(target) if target.to_string_lossy().starts_with("pipe:") => return true,
            Ok(target) => link = target,
            Err(_) => return false,
        }
    }
    false
}

/// Reads a profile from `bytes`; `path` names it in errors and warnings.
///
/// Errors: `bytes` are empty, in no format this crate reads, or malformed
/// (with the byte offset of the first mistake).
pub fn read_bytes(
    path: &Path,
    bytes: &[u8],
    options: &ReadOptions,
    program: Option<&ProgramFacts>,
) -> Result<ReadProfile> {
    read_detected(path, bytes, options, &program)
}

/// Reads `bytes` in the first format that recognizes them, asking
/// `program` for facts only when no format that needs none does.
fn read_detected(
    path: &Path,
    bytes: &[u8],
    options: &ReadOptions,
    program: &dyn FactsSource,
) -> Result<ReadProfile> {
    if bytes.is_empty() {
        return Err(Error::Malformed {
            path: path.into(),
            offset: 0,
            what: "profile is empty".into(),
        });
    }
    let mut input = Input {
        path,
        bytes,
        options,
        program: None,
    };
    if !FORMATS
        .iter()
        .any(|f| !f.needs_program && (f.detect)(&input))
    {
        input.program = program.program_facts()?;
    }
    match FORMATS.iter().find(|f| (f.detect)(&input)) {
        Some(format) => format.read_bytes(&input, program),
        None => {
            if bytes.starts_with(b"\x7fELF") {
                // `profile-analyze PROFILE PROGRAM`: the words in the wrong order.
                return Err(Error::NotProfile {
                    path: path.into(),
                    what: "is a program (ELF), not a profile: give the program first, then the profiles"
                        .into(),
                });
            }
            Err(Error::NotProfile {
                path: path.into(),
                what: format!(
                    "not a profile of a format read here (gperftools CPU, heap, growth or contention; profile.proto; perf.data; perf script text; gmon.out; DCPI; perl pprof's symbolized or raw): it starts with {} (--verbose says how each is recognized)",
                    first_bytes(bytes)
                ),
            })
        }
    }
}

/// Every format read, each with how it is recognized: one line each, for
/// `--verbose` after a file that is none of them.
pub fn formats_read() -> Vec<String> {
    FORMATS
        .iter()
        .map(|f| match f.signature {
            "" => f.name.to_string(),
            signature => format!("{} ({signature})", f.name),
        })
        .collect()
}

/// The first bytes of a file as a user would recognize them: its first
/// line when it starts with text (cut at 40 characters), else its first 8
/// bytes in hex.
fn first_bytes(bytes: &[u8]) -> String {
    let head = &bytes[..bytes.len().min(40)];
    let line = head.split(|&b| b == b'\n').next().unwrap_or_default();
    match std::str::from_utf8(line) {
        Ok(text) if !text.is_empty() && text.chars().all(|c| !c.is_control() || c == '\t') => {
            let more = if line.len() < bytes.len() && line.len() == head.len() {
                "..."
            } else {
                ""
            };
            format!("{text:?}{more}")
        }
        _ => {
            let hex: Vec<String> = bytes.iter().take(8).map(|b| format!("{b:02x}")).collect();
            format!("the bytes {}", hex.join(" "))
        }
    }
}
