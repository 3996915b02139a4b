//! In-process symbolization: fills every location's lines and functions from
//! the ELF and DWARF of the mapped files, without external programs.
//!
//! Each mapping's file is opened once (the main program from the command
//! line, libraries found as [`locate`] searches for them, the first whose
//! build id fits), its separate debug file found by build id,
//! `.gnu_debuglink` or path (or fetched from debuginfod), with dwz's
//! supplementary file and split DWARF's `.dwo`/`.dwp` files, and each
//! unique address looked up once.

mod binary;
mod debug_info;
pub mod debuginfod;
pub mod demangle;
mod fit;
pub mod locate;
mod names;
mod objects;

use crate::error::{Error, Result};
use crate::profile::{
    Function, FunctionId, Line, Mapping, MappingId, Profile, ProgramFacts, Unknown,
};
use binary::Binary;
pub use binary::Store;
use debug_info::{DebugInfo, Frame};
pub use names::{apply_names, parse_symbol_page};
pub use objects::{ObjectFile, Objects, Routine};
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};

/// Where to find the files a profile's mappings name.
#[derive(Debug, Clone)]
pub struct SymbolizeOptions {
    /// The main program, replacing the profile's main mapping whatever its path.
    pub program: Option<PathBuf>,
    /// Roots under which to look for libraries first (perl pprof's `--lib_prefix`).
    pub lib_prefixes: Vec<PathBuf>,
    /// Directories of binaries in Go pprof's layouts (`PPROF_BINARY_PATH`),
    /// searched after the prefixes; also debug roots.
    pub binary_path: Vec<PathBuf>,
    /// Roots of separate debug files searched before the binary path's
    /// directories and [`locate::SYSTEM_DEBUG_ROOT`] (`--debug_root`).
    pub debug_roots: Vec<PathBuf>,
    /// More objects at their own link-time addresses, for the addresses no
    /// mapping holds (perl pprof's `--add_lib`).
    pub add_libs: Vec<PathBuf>,
    /// Where to fetch what is not found here, by build id.
    pub debuginfod: Option<debuginfod::Debuginfod>,
    /// Use a program or library whose code does not fit the profile (the
    /// instruction before most return addresses is no call) anyway, with a
    /// warning, rather than refuse it (`--ignore_mismatch`).
    pub ignore_mismatch: bool,
    /// Keep inline frames; without them each address is named by its
    /// outermost function only, at the line of the call for inlined code
    /// (as gprof, which has no inline frames, counts time).
    pub inline_frames: bool,
}

impl Default for SymbolizeOptions {
    fn default() -> Self {
        SymbolizeOptions {
            program: None,
            lib_prefixes: Vec::new(),
            binary_path: Vec::new(),
            debug_roots: Vec::new(),
            add_libs: Vec::new(),
            debuginfod: None,
            ignore_mismatch: false,
            inline_frames: true,
        }
    }
}

/// What symbolization leaves behind besides the names it filled in.
pub struct Symbolized<'s> {
    /// The opened files, for the reports that read code or source lines.
    pub objects: Objects<'s>,
    /// One warning per missing library, and other things the user should know.
    pub warnings: Vec<String>,
    /// Every file looked at for every object, and why it was taken or not
    /// (`--verbose`).
    pub searched: Vec<String>,
}

/// What symbolization tells the user: warnings, and (for `--verbose`) the
/// files it looked at.
#[derive(Default)]
struct Log {
    warnings: Vec<String>,
    trail: Vec<String>,
}

impl Log {
    fn warn(&mut self, warning: String) {
        self.warnings.push(warning);
    }

    fn tried(&mut self, line: String) {
        self.trail.push(line);
    }
}

/// Symbolizes `profile` in place, keeping the opened files (whose bytes
/// `store` owns) for later reports.
///
/// Errors: the main program is missing, is not ELF, or does not fit the
/// profile's main mapping.
pub fn symbolize<'s>(
    profile: &mut Profile,
    options: &SymbolizeOptions,
    store: &'s Store,
) -> Result<Symbolized<'s>> {
    let mut log = Log::default();
    let main = open_main(profile, options, store, &mut log)?;
    add_libraries(profile, options, store, &mut log);

    // Group the locations by mapping, so each file is opened once. A
    // location that has lines already (a profile.proto's) keeps them.
    let mut by_mapping: HashMap<MappingId, Vec<usize>> = HashMap::new();
    for (i, loc) in profile.locations.iter().enumerate() {
        // A location named already (by a symbolized profile) keeps its names.
        if let Some(m) = loc.mapping.filter(|_| loc.lines.is_empty()) {
            by_mapping.entry(m).or_default().push(i);
        }
    }
    let mut mapping_ids: Vec<MappingId> = by_mapping.keys().copied().collect();
    mapping_ids.sort();

    // Each file once, by path; why not, for a library that could not be used.
    let mut objects = Objects::default();
    let mut by_path: HashMap<(String, Option<String>), std::result::Result<usize, Unknown>> =
        HashMap::new();
    let main_path = main.as_ref().map(|b| b.path.display().to_string());
    if let Some(binary) = main {
        let object = with_debug_info(binary, options, store, &mut log);
        if !object.has_symbol_table() && !object.has_lines() {
            log.warn(format!(
                "{}: stripped, and no debug file of it was found (by build id, .gnu_debuglink and path under {}{}): its own functions are named by address, as <file>+0x<start>",
                object.path().display(),
                roots_text(options),
                if options.debuginfod.is_some() { ", or from debuginfod" } else { "" },
            ));
        }
        let file = objects.add(object);
        for m in profile
            .mappings
            .iter()
            .filter(|m| Some(&m.path) == main_path.as_ref())
        {
            by_path.insert((m.path.clone(), m.build_id.clone()), Ok(file));
        }
    }
    // Only call stacks say what their addresses must be: not a gmon.out's
    // (its histogram's bins are no instructions) nor DCPI's flat counts.
    let stacks = profile.histogram.is_none() && profile.samples.iter().any(|s| s.stack.len() > 1);
    let callers = caller_locations(profile, stacks);
    let mut interner = FunctionInterner::new(std::mem::take(&mut profile.functions));
    for loc in profile
        .locations
        .iter_mut()
        .filter(|l| l.mapping.is_none() && l.lines.is_empty())
    {
        loc.unknown = Some(Unknown::NoMapping);
    }
    for id in mapping_ids {
        let mapping = profile.mapping(id).clone();
        let file = by_path
            .entry((mapping.path.clone(), mapping.build_id.clone()))
            .or_insert_with(|| {
                open_library(&mapping, options, store, &mut log)
                    .map(|binary| objects.add(with_debug_info(binary, options, store, &mut log)))
            })
            .clone()
            .and_then(|file| check_build_id(&mapping, objects.file(file)).map(|()| file));
        let file = match file {
            Ok(file) => file,
            Err(reason) => {
                for &i in &by_mapping[&id] {
                    profile.locations[i].unknown = Some(reason.clone());
                }
                continue;
            }
        };
        let object = objects.file(file);
        let locations = &by_mapping[&id];
        let addresses: Vec<u64> = locations
            .iter()
            .map(|&i| {
                object
                    .binary
                    .file_address(&mapping, profile.locations[i].address)
            })
            .collect();
        if let Err(reason) = check_fit(
            object, &mapping, locations, &addresses, &callers, options, &mut log,
        )? {
            for &i in locations {
                profile.locations[i].unknown = Some(reason.clone());
            }
            continue;
        }
        objects.assign(id, file);
        let object = objects.file(file);
        for (&i, mut frames) in locations.iter().zip(object.info.frames_of_all(&addresses)) {
            if !options.inline_frames {
                frames.drain(..frames.len().saturating_sub(1));
            }
            let n = frames.len();
            let location = &mut profile.locations[i];
            // A function only .eh_frame knows names the address, but no
            // symbol covers it.
            let unnamed = frames.iter().all(|f| f.from_unwind);
            location.unknown = unnamed.then_some(Unknown::NoSymbol);
            location.lines = frames
                .into_iter()
                .enumerate()
                .map(|(depth, frame)| interner.line(frame, depth + 1 < n))
                .collect();
        }
    }
    profile.functions = interner.finish();
    Ok(Symbolized {
        objects,
        warnings: log.warnings,
        searched: log.trail,
    })
}

/// Where a location is in the stacks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Caller {
    /// In none.
    None,
    /// Only as a leaf: an instruction's address.
    Leaf,
    /// Only below the leaf: a return address (or one byte before it).
    Return,
    /// Both (the same number read both ways).
    Both,
}

/// Where each location is in the stacks (in none unless `stacks`: the
/// samples are call stacks).
fn caller_locations(profile: &Profile, stacks: bool) -> Vec<Caller> {
    let mut callers = vec![Caller::None; profile.locations.len()];
    for sample in profile.samples.iter().filter(|_| stacks) {
        for (depth, id) in sample.stack.iter().enumerate() {
            let here = if depth == 0 {
                Caller::Leaf
            } else {
                Caller::Return
            };
            let c = &mut callers[id.index()];
            *c = match *c {
                Caller::None => here,
                seen if seen == here => here,
                _ => Caller::Both,
            };
        }
    }
    callers
}

/// Whether the file of `mapping` is the one profiled, by the instructions
/// before the return addresses among its `locations` (at file addresses
/// `addresses`): `Ok(Ok(()))` when it may be; `Ok(Err(reason))` for a
/// library that is not (with a warning); an error for a program that is
/// not, unless `--ignore_mismatch` makes it a warning.
fn check_fit(
    object: &ObjectFile,
    mapping: &Mapping,
    locations: &[usize],
    addresses: &[u64],
    callers: &[Caller],
    options: &SymbolizeOptions,
    log: &mut Log,
) -> Result<std::result::Result<(), Unknown>> {
    let roles: Vec<(u64, fit::Role)> = locations
        .iter()
        .zip(addresses)
        .filter_map(|(&i, &address)| match callers[i] {
            Caller::Return => Some((address, fit::Role::Return)),
            Caller::Leaf => Some((address, fit::Role::Leaf)),
            Caller::Both | Caller::None => None,
        })
        .collect();
    let Some(fit) = fit::check(object, &roles) else {
        return Ok(Ok(()));
    };
    log.tried(format!(
        "{}: code {} the profile: {}",
        object.path().display(),
        if fit.refuted() {
            "does not fit"
        } else {
            "fits"
        },
        fit.describe()
    ));
    if !fit.refuted() {
        return Ok(Ok(()));
    }
    let path = object.path().display();
    if options.ignore_mismatch {
        log.warn(format!(
            "{path}: used anyway (--ignore_mismatch), though it looks like another build than the one profiled: {}; its names may be wrong",
            fit.describe()
        ));
        return Ok(Ok(()));
    }
    if mapping.is_main {
        return Err(Error::binary(
            object.path(),
            format!(
                "is not the program profiled: {} (another build? --ignore_mismatch uses it anyway)",
                fit.describe()
            ),
        ));
    }
    let named = if object.path() == Path::new(&mapping.path) {
        String::new()
    } else {
        format!(", which the profile names {}", mapping.path)
    };
    log.warn(format!(
        "{path}: not the library profiled{named} ({}; another build?): its addresses are shown as hex",
        fit.describe(),
    ));
    Ok(Err(Unknown::NotProfiled {
        why: fit.describe(),
    }))
}

/// The debug roots, as messages list them: `/a, /usr/lib/debug`.
fn roots_text(options: &SymbolizeOptions) -> String {
    let roots: Vec<String> = locate::debug_roots(options)
        .iter()
        .map(|r| r.display().to_string())
        .collect();
    roots.join(", ")
}

/// Pairs a binary with its debug information: from the binary itself, or
/// from its separate debug file (found here, or fetched by build id), with
/// dwz's supplementary file when the DWARF refers to one.
fn with_debug_info<'a>(
    binary: Binary<'a>,
    options: &SymbolizeOptions,
    store: &'a Store,
    log: &mut Log,
) -> ObjectFile<'a> {
    let name = binary.path.display().to_string();
    let debug = if binary.has_dwarf() {
        log.tried(format!("{name}: its own DWARF"));
        None
    } else {
        find_debug_file(&binary, options, store, log)
    };
    let dwarf_file = debug.as_ref().unwrap_or(&binary);
    // Debian's stripped binaries keep the link of their dbgsym's dwz file:
    // it matters only where there is DWARF.
    let altlink = dwarf_file
        .has_dwarf()
        .then(|| dwarf_file.debugaltlink())
        .flatten();
    let sup = altlink.and_then(|(name, id)| {
        let found = locate::supplementary_candidates(&dwarf_file.path, name, id, options)
            .into_iter()
            .find_map(|p| {
                let fits = Binary::open(&p, store)
                    .ok()
                    .filter(|b| b.build_id() == Some(id));
                log.tried(format!(
                    "{}: dwz's supplementary file {}: {}",
                    dwarf_file.path.display(),
                    p.display(),
                    if fits.is_some() { "taken" } else { "another build id, skipped" }
                ));
                fits
            });
        if found.is_none() {
            log.warn(format!(
                "{}: its DWARF refers to dwz's supplementary file {} (build id {}), which is not found: names from it are missing",
                dwarf_file.path.display(),
                String::from_utf8_lossy(name),
                locate::hex(id)
            ));
        }
        found
    });
    let info = DebugInfo::new(&binary, debug.as_ref(), sup.as_ref(), store);
    let (missing, units) = info.missing_split_units();
    if units > 0 {
        log.tried(format!(
            "{name}: {} of its {units} split DWARF units found (.dwo files or a .dwp package)",
            units - missing.len()
        ));
    }
    if let (missing @ [first, ..], units) = info.missing_split_units() {
        log.warn(format!(
            "{}: {} of its {units} split DWARF units have no .dwo file (first: {}) and no {}.dwp is next to it: their inline frames are missing",
            binary.path.display(),
            missing.len(),
            first.display(),
            binary.path.display(),
        ));
    }
    ObjectFile { binary, info }
}

/// The separate debug file of `binary`: the first candidate that belongs to
/// it (same build id, or the debug link's CRC) and has DWARF; else the one
/// debuginfod has for its build id.
fn find_debug_file<'a>(
    binary: &Binary<'a>,
    options: &SymbolizeOptions,
    store: &'a Store,
    log: &mut Log,
) -> Option<Binary<'a>> {
    let name = binary.path.display().to_string();
    let candidates = locate::debug_candidates(binary, options);
    if candidates.is_empty() {
        log.tried(format!(
            "{name}: no DWARF; no debug file by build id, .gnu_debuglink or path (next to it, in its .debug/, under {})",
            roots_text(options)
        ));
    }
    for (path, proof) in candidates {
        let Ok(debug) = Binary::open(&path, store) else {
            log.tried(format!("{name}: debug file {}: unusable", path.display()));
            continue;
        };
        let belongs = match proof {
            locate::Proof::BuildId => debug.build_id() == binary.build_id(),
            locate::Proof::Crc(crc) => {
                let mut hasher = flate2::Crc::new();
                hasher.update(debug.data());
                hasher.sum() == crc
            }
            locate::Proof::None => true,
        };
        if !belongs {
            log.warn(format!(
                "{}: not the debug file of {} ({}); skipped",
                path.display(),
                binary.path.display(),
                match proof {
                    locate::Proof::Crc(_) => "its CRC is not the one .gnu_debuglink records",
                    _ => "its build id differs",
                }
            ));
            continue;
        }
        if debug.has_dwarf() {
            log.tried(format!(
                "{name}: debug file {}: taken ({})",
                path.display(),
                match proof {
                    locate::Proof::BuildId => "its build id",
                    locate::Proof::Crc(_) => "the CRC .gnu_debuglink records",
                    locate::Proof::None => "by its path",
                }
            ));
            return Some(debug);
        }
        log.tried(format!(
            "{name}: debug file {}: no DWARF, skipped",
            path.display()
        ));
    }
    let client = options.debuginfod.as_ref()?;
    let id = locate::hex(binary.build_id()?);
    match client.fetch(&id, debuginfod::Artifact::DebugInfo) {
        Ok(path) => Binary::open(&path, store)
            .ok()
            .filter(|d| d.build_id() == binary.build_id() && d.has_dwarf()),
        Err(why) => {
            log.warn(format!(
                "{}: debuginfod has no debug file for build id {id}: {why}",
                binary.path.display()
            ));
            None
        }
    }
}

/// Adds `--add_lib` objects as mappings at their own link-time addresses,
/// below every other mapping: they name only the addresses no mapping
/// holds (perl pprof's `--add_lib`).
fn add_libraries(profile: &mut Profile, options: &SymbolizeOptions, store: &Store, log: &mut Log) {
    if options.add_libs.is_empty() {
        return;
    }
    let mut added = Vec::new();
    for path in &options.add_libs {
        match Binary::open(path, store) {
            Ok(binary) => added.extend(binary.link_time_mappings().into_iter().map(|mut m| {
                m.is_main = false;
                m
            })),
            Err(e) => log.warn(format!("--add_lib: {e}")),
        }
    }
    added.append(&mut profile.mappings);
    profile.mappings = added;
    profile.assign_mappings();
}

/// Opens the main program and reconciles it with the profile's main mapping.
fn open_main<'a>(
    profile: &mut Profile,
    options: &SymbolizeOptions,
    store: &'a Store,
    log: &mut Log,
) -> Result<Option<Binary<'a>>> {
    let main_mapping = profile.main_mapping();
    let Some(program) = &options.program else {
        let Some(id) = main_mapping else {
            if profile.link_time_addresses && !profile.samples.is_empty() {
                log.warn(
                    "the profile does not name its program: give it on the command line to name addresses"
                        .into(),
                );
            }
            return Ok(None);
        };
        let mapping = profile.mapping(id).clone();
        let path = mapping.path.clone();
        let mut ignored = Log::default();
        let opened = match open_library(&mapping, options, store, &mut ignored) {
            Ok(binary) => Ok(binary),
            Err(Unknown::FileUnusable { .. }) => Binary::open(Path::new(&path), store),
            Err(other) => Err(Error::binary(Path::new(&path), other.to_string())),
        };
        if opened.is_err()
            && profile.locations.iter().any(|l| !l.lines.is_empty())
            && !profile
                .locations
                .iter()
                .any(|l| l.mapping == Some(id) && l.lines.is_empty())
        {
            // Every address of the main program is named already (a
            // profile.proto's): its binary is optional, for the reports
            // that read code.
            return Ok(None);
        }
        let binary = opened.map_err(|e| match e {
            Error::Io { path, source } => Error::Io {
                path,
                source: std::io::Error::new(
                    source.kind(),
                    format!("{source} (the profile's main program; name it on the command line)"),
                ),
            },
            other => other,
        })?;
        log.warnings
            .extend(ignored.warnings.into_iter().filter(|w| !w.ends_with(HEX)));
        log.trail.append(&mut ignored.trail);
        rename_mappings(profile, &path, &binary.path);
        return Ok(Some(binary));
    };
    let binary = Binary::open(program, store)?;
    log.tried(format!(
        "{}: the program, from the command line",
        program.display()
    ));
    match main_mapping {
        Some(id) => {
            binary.check_fits(profile.mapping(id))?;
            let old = profile.mapping(id).path.clone();
            rename_mappings(profile, &old, program);
        }
        None => {
            // A position-dependent program runs at its link addresses (a Go
            // program's block profile names no mapping); a PIE may not have.
            let relocatable = object::Object::kind(&binary.object) == object::ObjectKind::Dynamic;
            if !profile.link_time_addresses && relocatable {
                log.warn(format!(
                    "{}: the profile names no main program; assuming it was loaded at its link addresses",
                    program.display()
                ));
            }
            // Libraries listed later win overlaps; the main program goes first.
            let mut mappings = binary.link_time_mappings();
            mappings.append(&mut profile.mappings);
            profile.mappings = mappings;
            profile.assign_mappings();
            // An image profile (DCPI, gmon.out) whose addresses are all
            // outside the program's code is another program's.
            let sampled = || profile.samples.iter().flat_map(|s| s.stack.first());
            if profile.link_time_addresses
                && sampled().next().is_some()
                && sampled().all(|l| profile.location(*l).mapping.is_none())
            {
                let addresses = sampled().map(|l| profile.location(*l).address);
                let (low, high) =
                    addresses.fold((u64::MAX, 0), |(lo, hi), a| (lo.min(a), hi.max(a)));
                return Err(Error::binary(
                    program,
                    format!(
                        "is not the program profiled: none of the profile's addresses ({low:#x}-{high:#x}) is in its code"
                    ),
                ));
            }
        }
    }
    Ok(Some(binary))
}

/// Every mapping of the file `old` is now of the main program `new`.
fn rename_mappings(profile: &mut Profile, old: &str, new: &Path) {
    let new = new.display().to_string();
    for m in profile.mappings.iter_mut().filter(|m| m.path == old) {
        m.path = new.clone();
        m.is_main = true;
    }
}

/// Why a mapping's file cannot name its addresses, when its build id is
/// not the one the profile recorded.
fn check_build_id(mapping: &Mapping, object: &ObjectFile) -> std::result::Result<(), Unknown> {
    let (Some(expected), Some(found)) = (&mapping.build_id, object.binary.build_id()) else {
        return Ok(());
    };
    let found: String = found.iter().map(|b| format!("{b:02x}")).collect();
    if found.eq_ignore_ascii_case(expected) {
        Ok(())
    } else {
        Err(Unknown::BuildIdMismatch {
            expected: expected.clone(),
            found,
        })
    }
}

/// What a library's missing-file warning ends with.
const HEX: &str = "; its addresses are shown as hex";

/// The file of `mapping`: the first candidate of the search
/// ([`locate::binary_candidates`]) that is an ELF file with the mapping's
/// build id (when it has one; others are skipped with a warning), else the
/// executable debuginfod has for that build id.
fn open_library<'a>(
    mapping: &Mapping,
    options: &SymbolizeOptions,
    store: &'a Store,
    log: &mut Log,
) -> std::result::Result<Binary<'a>, Unknown> {
    let path = mapping.path.as_str();
    if path.is_empty() || path.starts_with('[') {
        return Err(Unknown::NoFile);
    }
    let expected = mapping.build_id.as_deref().map(str::to_ascii_lowercase);
    let mut refused = None;
    let candidates = locate::binary_candidates(path, expected.as_deref(), options);
    if candidates.is_empty() {
        log.tried(format!(
            "{path}: no file (looked under --lib_prefix {:?}, in PPROF_BINARY_PATH {:?}, at its path)",
            options.lib_prefixes, options.binary_path
        ));
    }
    for candidate in candidates {
        let binary = match Binary::open(&candidate, store) {
            Ok(binary) => binary,
            Err(e) => {
                log.tried(format!("{path}: {}: unusable: {e}", candidate.display()));
                refused.get_or_insert(Unknown::FileUnusable {
                    what: e.to_string(),
                });
                continue;
            }
        };
        match (&expected, binary.build_id().map(locate::hex)) {
            (Some(expected), Some(found)) if &found != expected => {
                log.warn(format!(
                    "{}: skipped for {path}: its build id {found} is not the profile's {expected}",
                    candidate.display()
                ));
                log.tried(format!(
                    "{path}: {}: another build id, skipped",
                    candidate.display()
                ));
                refused = Some(Unknown::BuildIdMismatch {
                    expected: expected.clone(),
                    found,
                });
            }
            _ => {
                log.tried(format!("{path}: {}: taken", candidate.display()));
                return Ok(binary);
            }
        }
    }
    if let (Some(id), Some(client)) = (&expected, &options.debuginfod) {
        match client.fetch(id, debuginfod::Artifact::Executable) {
            Ok(fetched) => {
                if let Ok(binary) = Binary::open(&fetched, store) {
                    log.tried(format!(
                        "{path}: {}: from debuginfod, taken",
                        fetched.display()
                    ));
                    return Ok(binary);
                }
            }
            Err(why) => log.warn(format!("{path}: debuginfod: {why}")),
        }
    }
    let reason = refused.unwrap_or_else(|| {
        let what = match Binary::open(Path::new(path), store) {
            Err(e) => e.to_string(),
            Ok(_) => format!("{path}: not found"),
        };
        Unknown::FileUnusable { what }
    });
    if let Unknown::FileUnusable { what } = &reason {
        log.warn(format!("{what}{HEX}"));
    }
    Err(reason)
}

/// Interns functions: one per (name, full name, start address).
struct FunctionInterner {
    functions: Vec<Function>,
    index: HashMap<(String, String, Option<u64>), FunctionId>,
}

impl FunctionInterner {
    /// An interner that keeps `functions` (those of locations named
    /// already), at their ids.
    fn new(functions: Vec<Function>) -> Self {
        let index = functions
            .iter()
            .enumerate()
            .map(|(i, f)| {
                (
                    (f.name.clone(), f.full_name.clone(), f.start),
                    FunctionId::new(i),
                )
            })
            .collect();
        FunctionInterner { functions, index }
    }

    fn line(&mut self, frame: Frame, inlined: bool) -> Line {
        let key = (frame.names.short, frame.names.full, frame.start);
        let function = match self.index.get(&key) {
            Some(&id) => id,
            None => {
                let id = FunctionId::new(self.functions.len());
                self.functions.push(Function {
                    name: key.0.clone(),
                    full_name: key.1.clone(),
                    system_name: frame.raw_name,
                    start: frame.start,
                });
                self.index.insert(key, id);
                id
            }
        };
        Line {
            function,
            file: frame.file,
            line: frame.line,
            inlined,
        }
    }

    /// Distinct functions that share a short name get `@<start address>`
    /// appended, as perl pprof does, so that they stay apart in reports.
    fn finish(mut self) -> Vec<Function> {
        let mut starts: HashMap<&str, Vec<u64>> = HashMap::new();
        for f in &self.functions {
            if let Some(start) = f.start {
                starts.entry(f.name.as_str()).or_default().push(start);
            }
        }
        let shared: HashSet<String> = starts
            .into_iter()
            .filter(|(_, s)| s.iter().any(|&a| a != s[0]))
            .map(|(name, _)| name.to_string())
            .collect();
        for f in &mut self.functions {
            if let (Some(start), true) = (f.start, shared.contains(&f.name)) {
                f.name = format!("{}@{start:x}", f.name);
            }
        }
        self.functions
    }
}

/// The word size, byte order and code of the program at `path`, for
/// profile formats written in its words.
pub fn program_facts(path: &Path) -> Result<ProgramFacts> {
    use object::{Object, ObjectSection};
    let store = Store::default();
    let binary = Binary::open(path, &store)?;
    let object = &binary.object;
    let code = object
        .sections()
        .filter(|s| s.kind() == object::SectionKind::Text && s.size() > 0)
        .map(|s| (s.address(), s.address().saturating_add(s.size())))
        .collect();
    Ok(ProgramFacts {
        path: path.to_path_buf(),
        code,
        pointer_bytes: if object.is_64() { 8 } else { 4 },
        big_endian: !object.is_little_endian(),
    })
}

/// The path reports show for an unsymbolized address's mapping: its file name.
pub fn mapping_file_name(path: &str) -> &str {
    Path::new(path)
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A mapping of libdbg.so at a path that does not exist, found under a
    /// binary-path directory, with build id `id`.
    fn find(id: &str) -> (std::result::Result<PathBuf, Unknown>, Vec<String>) {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/dbg/full");
        let options = SymbolizeOptions {
            binary_path: vec![dir],
            ..SymbolizeOptions::default()
        };
        let mapping = Mapping {
            start: 0x1000,
            limit: 0x2000,
            offset: 0,
            path: "/nowhere/libdbg.so".into(),
            build_id: Some(id.into()),
            is_main: false,
        };
        let store = Store::default();
        let mut log = Log::default();
        let found = open_library(&mapping, &options, &store, &mut log).map(|b| b.path);
        (found, log.warnings)
    }

    #[test]
    fn a_file_with_another_build_id_is_skipped_with_a_warning() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/dbg/full/libdbg.so");
        let store = Store::default();
        let id = locate::hex(Binary::open(&path, &store).unwrap().build_id().unwrap());
        let (found, warnings) = find(&id.to_ascii_uppercase());
        assert_eq!(found.unwrap(), path);
        assert!(warnings.is_empty(), "{warnings:?}");
        let (found, warnings) = find("0123456789abcdef");
        assert!(matches!(found, Err(Unknown::BuildIdMismatch { .. })));
        assert_eq!(warnings.len(), 1);
        assert!(
            warnings[0].contains("skipped for /nowhere/libdbg.so: its build id"),
            "{warnings:?}"
        );
    }

    #[test]
    fn add_lib_names_the_addresses_no_mapping_holds() {
        use crate::profile::{Location, Sample, ValueType};
        let lib = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/dbg/full/libdbg.so");
        let mut profile = Profile {
            address_bytes: 8,
            sample_types: vec![ValueType::new("samples", "count")],
            ..Profile::default()
        };
        // lib_work's first instruction, at libdbg.so's link-time address.
        let start = {
            use object::{Object, ObjectSymbol};
            let store = Store::default();
            let binary = Binary::open(&lib, &store).unwrap();
            let symbol = binary.object.symbols().find(|s| s.name() == Ok("lib_work"));
            symbol.unwrap().address()
        };
        let id = profile.add_location(Location::new(start, None));
        profile.samples.push(Sample::new(vec![id], &[1]));
        let options = SymbolizeOptions {
            add_libs: vec![lib],
            ..SymbolizeOptions::default()
        };
        let store = Store::default();
        symbolize(&mut profile, &options, &store).unwrap();
        let location = profile.location(id);
        let names: Vec<&str> = location
            .lines
            .iter()
            .map(|l| profile.function(l.function).name.as_str())
            .collect();
        assert_eq!(names, ["lib_work"]);
    }
}
