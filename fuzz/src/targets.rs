//! What each fuzz target does with its input, shared by the fuzz targets
//! (`fuzz/fuzz_targets/*.rs`) and by `tests/it/hostile.rs`, which replays
//! every file of `fuzz/regressions/<target>/` through the same call: each
//! call ends in `Ok` or `Err`, never in a panic.
//!
//! The calls go through the library's public API only, as the command line
//! does, and run no external program.

#![allow(dead_code)]

use profile_analyze::driver::{self, Loaded};
use profile_analyze::formats::{self, ReadOptions};
use profile_analyze::gprof;
use profile_analyze::profile::ProgramFacts;
use profile_analyze::report::commands::{Request, Row, named};
use profile_analyze::settings::{LoadOptions, Settings};
use profile_analyze::symbolize::{self, Store, SymbolizeOptions};
use std::path::{Path, PathBuf};

/// The fuzz targets, by name (the file names of `fuzz/fuzz_targets/` and the
/// directories of `fuzz/regressions/` and `fuzz/corpus/`).
pub const TARGETS: &[&str] = &[
    "gperftools",
    "heap",
    "contention",
    "gmon",
    "dcpi",
    "proto",
    "symbolized",
    "elf",
    "pipeline",
    "demangle",
    "perf",
    "perf_script",
];

/// What the targets read besides their input: the testdata fixtures.
pub struct Context {
    testdata: PathBuf,
    /// The word size and byte order of the gmon.out fixtures' programs
    /// (x86-64, i386, 32-bit big-endian PowerPC).
    pub gmon_facts: Vec<ProgramFacts>,
    /// Where the `elf` target writes its input, as a file to open.
    scratch: tempfile::TempDir,
}

impl Context {
    /// The context of the fixtures in `testdata` (the repository's
    /// `testdata/`).
    pub fn new(testdata: &Path) -> Context {
        let gmon_facts = ["gmon_tree_nopie", "gmon_cycles_i386", "gmon_cycles_ppc"]
            .iter()
            .map(|p| symbolize::program_facts(&testdata.join("bin").join(p)).expect("a fixture"))
            .collect();
        Context {
            testdata: testdata.to_path_buf(),
            gmon_facts,
            scratch: tempfile::Builder::new()
                .prefix("profile-analyze-fuzz-")
                .tempdir()
                .expect("a scratch directory"),
        }
    }

    /// A scratch directory of this context's own.
    pub fn scratch(&self) -> &Path {
        self.scratch.path()
    }

    fn bin(&self, name: &str) -> PathBuf {
        self.testdata.join("bin").join(name)
    }

    fn bytes(&self, path: &str) -> Vec<u8> {
        std::fs::read(self.testdata.join(path)).expect("a fixture")
    }
}

/// `bytes` with the system's library directory renamed to one that does
/// not exist: the libraries a fixture profile maps (libc, libstdc++ and
/// their debug files) are then missing, not read again on every run.
pub fn without_system_libraries(bytes: &[u8]) -> Vec<u8> {
    const FROM: &[u8] = b"/usr/lib/x86_64-linux-gnu/";
    const TO: &[u8] = b"/nonexistent/system/lib/";
    let mut out = Vec::with_capacity(bytes.len());
    let mut rest = bytes;
    while let Some(at) = rest.windows(FROM.len()).position(|w| w == FROM) {
        out.extend_from_slice(&rest[..at]);
        out.extend_from_slice(TO);
        rest = &rest[at + FROM.len()..];
    }
    out.extend_from_slice(rest);
    out
}

/// Runs target `name` on `data`.
pub fn run(context: &Context, name: &str, data: &[u8]) {
    match name {
        "gperftools" => read_as(context, "a gperftools CPU profile", data),
        "heap" => read_as(context, "a gperftools heap profile", data),
        "contention" => read_as(context, "a contention profile", data),
        "gmon" => gmon(context, data),
        "dcpi" => dcpi(context, data),
        "proto" => read_as(context, "a pprof profile.proto", data),
        "symbolized" => read_as(context, "a symbolized profile", data),
        "elf" => elf(context, data),
        "pipeline" => pipeline(context, data),
        "demangle" => demangle(data),
        "perf" => read_as(context, "a Linux perf.data recording", data),
        "perf_script" => read_as(context, "perf script output", data),
        "perf_zstd" => perf_zstd(context, data),
        "symbol_cache" => {
            let _ = profile_analyze::symbolize::read_forged_cache_file(data);
        }
        _ => panic!("no fuzz target {name}"),
    }
}

/// `data` read as a perf.data recording; when it is a pipe-mode stream
/// (`perf record -o -`), also with its kernel records (those below
/// PERF_RECORD_USER_TYPE_START, 64) packed into PERF_RECORD_COMPRESSED
/// records of `perf record -z`, up to 60,000 bytes to each, whose zstd
/// frames store them as raw blocks: the mutations then reach the records
/// inside.
fn perf_zstd(context: &Context, data: &[u8]) {
    read_as(context, "a Linux perf.data recording", data);
    if let Some(compressed) = compressed_pipe(data) {
        read_as(context, "a Linux perf.data recording", &compressed);
    }
}

/// The pipe-mode perf.data `data` with its kernel records packed into
/// PERF_RECORD_COMPRESSED records ([`perf_zstd`]); `None` when `data` is
/// no pipe-mode stream.
pub fn compressed_pipe(data: &[u8]) -> Option<Vec<u8>> {
    if data.len() < 16 || &data[..8] != b"PERFILE2" || data[8..16] != 16u64.to_le_bytes() {
        return None;
    }
    let mut out = data[..16].to_vec();
    let mut pending: Vec<u8> = Vec::new();
    let flush = |out: &mut Vec<u8>, pending: &mut Vec<u8>| {
        if !pending.is_empty() {
            let frame = zstd_raw_frame(pending);
            if let Ok(size) = u16::try_from(8 + frame.len()) {
                out.extend_from_slice(&81u32.to_le_bytes());
                out.extend_from_slice(&0u16.to_le_bytes());
                out.extend_from_slice(&size.to_le_bytes());
                out.extend_from_slice(&frame);
            }
            pending.clear();
        }
    };
    let mut at = 16;
    while at + 8 <= data.len() {
        let kind = u32::from_le_bytes(data[at..at + 4].try_into().unwrap());
        let size = usize::from(u16::from_le_bytes(data[at + 6..at + 8].try_into().unwrap()));
        let end = (at + size.max(8)).min(data.len());
        if kind < 64 {
            if pending.len() + (end - at) > 60_000 {
                flush(&mut out, &mut pending);
            }
            pending.extend_from_slice(&data[at..end]);
        } else {
            flush(&mut out, &mut pending);
            out.extend_from_slice(&data[at..end]);
        }
        at = end;
    }
    flush(&mut out, &mut pending);
    out.extend_from_slice(&data[at..]);
    Some(out)
}

/// A zstd frame holding `bytes` as raw blocks, its content size unsaid.
fn zstd_raw_frame(bytes: &[u8]) -> Vec<u8> {
    let mut frame = 0xFD2F_B528u32.to_le_bytes().to_vec();
    // Frame header: single segment off, no checksum, no dictionary, no
    // content size; a window of 2^(10 + 6) bytes.
    frame.extend_from_slice(&[0x00, 0x30]);
    let mut chunks = bytes.chunks(1 << 15).peekable();
    while let Some(chunk) = chunks.next() {
        let last = u32::from(chunks.peek().is_none());
        let header = last | (chunk.len() as u32) << 3; // block type 0: raw
        frame.extend_from_slice(&header.to_le_bytes()[..3]);
        frame.extend_from_slice(chunk);
    }
    if bytes.is_empty() {
        frame.extend_from_slice(&1u32.to_le_bytes()[..3]);
    }
    frame
}

/// Each line of `data` demangled every way the reports ask for (a binary's
/// symbol names are the untrusted input).
fn demangle(data: &[u8]) {
    use profile_analyze::demangle;
    for line in String::from_utf8_lossy(data).lines() {
        let names = demangle::names(line, false);
        let _ = demangle::names(line, true);
        let _ = demangle::cpp_with_return_type(line);
        let _ = demangle::short_cpp_name(&names.full);
    }
}

/// Reads `data` as `read_bytes` does (its format detected by content: the
/// target's seeds keep it in `format`), then sums it up. Only the public
/// `read_bytes` is called, so the targets do not depend on how a reader is
/// written.
fn read_as(context: &Context, format: &str, data: &[u8]) {
    read_with(context, format, data, &ReadOptions::default(), None);
}

fn read_with(
    _context: &Context,
    _format: &str,
    data: &[u8],
    options: &ReadOptions,
    facts: Option<&ProgramFacts>,
) {
    let path = Path::new("fuzzed.prof");
    if let Ok(read) = formats::read_bytes(path, data, options, facts) {
        let profile = read.profile;
        let _ = profile.total();
        let _ = profile_analyze::profile::write_dump(&profile, &mut std::io::sink());
    }
}

/// `data` read as `read_bytes` reads it (with `facts` for a gmon.out), and
/// the reports that need no binary made of it, unsymbolized: what a cut or
/// damaged profile costs before symbolization. `Err` is the reader's
/// message.
pub fn read_and_report(data: &[u8], facts: Option<&ProgramFacts>) -> Result<(), String> {
    let path = Path::new("hostile.prof");
    let settings = Settings::default();
    let read =
        formats::read_bytes(path, data, &settings.load.read, facts).map_err(|e| e.to_string())?;
    let loaded = Loaded {
        profile: read.profile,
        objects: Default::default(),
        warnings: read.warnings,
        searched: Vec::new(),
        gprof: None,
        path: path.to_path_buf(),
        program: None,
        mixed_periods: Vec::new(),
        runs: None,
    };
    for command in [
        named("text"),
        named("traces"),
        named("collapsed"),
        named("dump"),
        named("raw"),
        named("proto"),
        named("tags"),
    ] {
        render(&loaded, command, &settings);
    }
    Ok(())
}

/// A gmon.out read as each fixture program's word size and byte order says.
fn gmon(context: &Context, data: &[u8]) {
    for facts in &context.gmon_facts {
        read_with(
            context,
            "a gmon.out",
            data,
            &ReadOptions::default(),
            Some(facts),
        );
    }
}

/// DCPI with both strides.
fn dcpi(context: &Context, data: &[u8]) {
    for stride in [1, 4] {
        let options = ReadOptions {
            dcpi_stride: stride,
            ..ReadOptions::default()
        };
        read_with(context, "a DCPI profile", data, &options, None);
    }
}

/// `data` as the program (written to a file): a real CPU profile and a real
/// gmon.out symbolized against it, with the reports that read its code and
/// line tables.
pub fn elf(context: &Context, data: &[u8]) {
    elf_with(context, data, true);
}

/// [`elf`], disassembling the program's code only when `disassemble`.
pub fn elf_with(context: &Context, data: &[u8], disassemble: bool) {
    let binary = context.scratch.path().join("program");
    // The previous run's store (and its map of the file) is dropped: the
    // file may be rewritten.
    if std::fs::write(&binary, data).is_err() {
        return;
    }
    let _ = symbolize::program_facts(&binary);
    for profile in ["prof/c_pie_O0.prof", "prof/gmon_tree_nopie.gmon"] {
        let bytes = without_system_libraries(&context.bytes(profile));
        let settings = Settings {
            load: LoadOptions {
                symbolize: SymbolizeOptions {
                    program: Some(binary.clone()),
                    ignore_mismatch: true,
                    ..SymbolizeOptions::default()
                },
                ..LoadOptions::default()
            },
            ..Settings::default()
        };
        let facts = &context.gmon_facts[0];
        let store = Store::default();
        let Some(loaded) = load(Path::new(profile), &bytes, &settings, Some(facts), &store) else {
            continue;
        };
        for command in [named("text"), named("list"), named("gprof_flat")] {
            render(&loaded, command, &settings);
        }
        // Code of another architecture is disassembled by objdump.
        if disassemble && is_x86(data) {
            render(&loaded, named("disasm"), &settings);
        }
        if let Some(histogram) = &loaded.profile.histogram {
            let _ = gprof::write_sum(histogram, &binary);
        }
    }
}

/// True when `data` is an ELF file of x86 or x86-64 code, whose code is
/// decoded in-process (other code is disassembled by objdump).
pub fn is_x86(data: &[u8]) -> bool {
    let machine = match (data.get(5), data.get(18..20)) {
        (Some(1), Some(m)) => u16::from_le_bytes([m[0], m[1]]),
        (Some(2), Some(m)) => u16::from_be_bytes([m[0], m[1]]),
        _ => return false,
    };
    data.starts_with(b"\x7fELF") && matches!(machine, 3 | 62)
}

/// Reads, prepares (gprof) and symbolizes `bytes` as the driver does; `None`
/// when any step refuses it.
pub fn load<'s>(
    path: &Path,
    bytes: &[u8],
    settings: &Settings,
    facts: Option<&ProgramFacts>,
    store: &'s Store,
) -> Option<Loaded<'s>> {
    let load = &settings.load;
    let read = formats::read_bytes(path, bytes, &load.read, facts).ok()?;
    let mut profile = read.profile;
    let program = load.symbolize.program.as_deref();
    let gprof = gprof::prepare(&mut profile, program, load.gprof_symbols, store).ok()?;
    let mut options = load.symbolize.clone();
    options.inline_frames &= gprof.is_none();
    let symbolized = symbolize::symbolize(&mut profile, &options, store).ok()?;
    profile.remove_dropped_frames().ok()?;
    Some(Loaded {
        profile,
        objects: std::sync::Arc::new(std::sync::Mutex::new(symbolized.objects)),
        warnings: read.warnings,
        searched: symbolized.searched,
        gprof,
        path: path.to_path_buf(),
        program: load.symbolize.program.clone(),
        mixed_periods: Vec::new(),
        runs: None,
    })
}

/// One report of `loaded`, written to a buffer; `None` when it is refused.
pub fn render(loaded: &Loaded, command: &'static Row, settings: &Settings) -> Option<Vec<u8>> {
    let mut out = Vec::new();
    render_to(loaded, command, settings, &mut out).then_some(out)
}

/// One report of `loaded`, written to `out`; false when it is refused.
pub fn render_to(
    loaded: &Loaded,
    command: &'static Row,
    settings: &Settings,
    out: &mut impl std::io::Write,
) -> bool {
    let symbol = command
        .takes_regex
        .then(|| regex::Regex::new(".").expect("a regular expression"));
    let request = Request::new(command, symbol).expect("a request");
    driver::render(loaded, &request, &settings.view, out).is_ok()
}

/// The fixture programs the pipeline symbolizes against, when a profile
/// names one (the large Go and Rust ones would slow fuzzing down).
const SMALL_PROGRAMS: &[&str] = &[
    "c_pie_O0",
    "c_nopie_O2",
    "cpp_inline",
    "cpu_multi",
    "heap_prog",
    "qualified",
    "recursion",
    "shlib",
    "threads",
];

/// Every report that runs no external program and writes no file.
pub const REPORTS: &[&Row] = &[
    named("text"),
    named("stacks"),
    named("traces"),
    named("tree"),
    named("peek"),
    named("dot"),
    named("callgrind"),
    named("list"),
    named("disasm"),
    named("gprof_flat"),
    named("gprof_graph"),
    named("gprof_counts"),
    named("dump"),
    named("raw"),
    named("proto"),
    named("tags"),
    named("collapsed"),
    named("flamegraph"),
    named("icicle"),
    named("json"),
];

/// The whole pipeline: `data` as a profile of any format, read (a gmon.out
/// with the facts of its fixture program), symbolized against a fixture
/// program (the gmon.out one for a histogram, the small fixture program
/// the profile names, else `c_pie_O0`; libraries from `testdata/bin`), then
/// every report that runs no external program; the `--raw` and `--proto`
/// reports are read back. The system's libraries are renamed away
/// ([`without_system_libraries`]): reading libc's debug file on every run
/// would make it ten times slower.
pub fn pipeline(context: &Context, data: &[u8]) {
    pipeline_with(context, data, REPORTS);
}

/// [`pipeline`] with only `reports`.
pub fn pipeline_with(context: &Context, data: &[u8], reports: &[&'static Row]) {
    let data = &without_system_libraries(data)[..];
    let path = Path::new("fuzzed.prof");
    let facts = &context.gmon_facts[0];
    let Ok(read) = formats::read_bytes(path, data, &ReadOptions::default(), Some(facts)) else {
        return;
    };
    // The fixture program the profile names, if it is a small one.
    let named = read
        .profile
        .main_mapping()
        .map(|m| symbolize::mapping_file_name(&read.profile.mapping(m).path).to_string())
        .filter(|name| SMALL_PROGRAMS.contains(&name.as_str()));
    let program = context.bin(match named {
        _ if read.profile.histogram.is_some() => "gmon_tree_nopie",
        Some(ref name) => name,
        None => "c_pie_O0",
    });
    let settings = Settings {
        load: LoadOptions {
            symbolize: SymbolizeOptions {
                program: Some(program.clone()),
                lib_prefixes: vec![context.testdata.join("bin")],
                ..SymbolizeOptions::default()
            },
            ..LoadOptions::default()
        },
        ..Settings::default()
    };
    let store = Store::default();
    let Some(loaded) = load(path, data, &settings, Some(facts), &store) else {
        return;
    };
    for &command in reports {
        if ["raw", "proto"].contains(&command.name) {
            if let Some(out) = render(&loaded, command, &settings) {
                let _ = formats::read_bytes(path, &out, &ReadOptions::default(), None);
            }
        } else {
            // Reports of long names can be far larger than their profile:
            // not held.
            render_to(&loaded, command, &settings, &mut std::io::sink());
        }
    }
    if let Some(histogram) = &loaded.profile.histogram {
        let _ = gprof::write_sum(histogram, &program);
    }
}
