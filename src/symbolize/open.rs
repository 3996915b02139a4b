//! Opening the files of a profile's mappings: the main program, each
//! library (the first candidate of the search whose build id fits), the
//! separate debug file of each, dwz's supplementary file, and `--add_lib`
//! objects; what is tried goes to the [`Log`].

use super::binary::Binary;
use super::objects::ObjectFile;
use super::{Log, Store, SymbolizeOptions, debuginfod, locate};
use crate::error::{Error, Result};
use crate::profile::{Mapping, Profile, Unknown, hex_build_id};
use std::path::Path;

/// The debug roots, as messages list them: `/a, /usr/lib/debug`.
pub(super) fn roots_text(options: &SymbolizeOptions) -> String {
    let roots: Vec<String> = locate::debug_roots(options)
        .iter()
        .map(|r| r.display().to_string())
        .collect();
    roots.join(", ")
}

/// Pairs a binary with its debug information: from the binary itself, or
/// from its separate debug file (found here, or fetched by build id), with
/// dwz's supplementary file when the DWARF refers to one.
pub(super) fn with_debug_info<'a>(
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
    ObjectFile::new(binary, debug, sup, store)
}

/// The program named on the command line, opened and its debug
/// information read ahead, while the profile is read (the program is known
/// at once; the profile's mappings may come at its end).
pub struct Prepared<'s> {
    pub(super) object: ObjectFile<'s>,
    /// What was tried, to be told where the opening would have told it.
    pub(super) log: Log,
}

/// Opens the program of `options` and reads its symbols and DWARF (what
/// naming addresses needs up front), when its DWARF is its own: no debug
/// file is looked for and nothing is fetched ahead of the profile. `None`
/// when there is no program or it cannot be used so; the symbolizer then
/// opens it as usual, and says why where it must.
pub fn prepare_program<'s>(options: &SymbolizeOptions, store: &'s Store) -> Option<Prepared<'s>> {
    let binary = Binary::open(options.program.as_deref()?, store).ok()?;
    if !binary.has_dwarf() {
        return None;
    }
    let mut log = Log::default();
    let object = with_debug_info(binary, options, store, &mut log);
    object.info();
    Some(Prepared { object, log })
}

/// Says (`--verbose`) how many of the split DWARF units of `object` were
/// found, and warns of those whose `.dwo` file was not: known once its
/// DWARF was read.
pub(super) fn report_split_units(object: &ObjectFile, log: &mut Log) {
    let Some(info) = object.info_read() else {
        return;
    };
    let name = object.binary.path.display();
    let (missing, units) = info.missing_split_units();
    if units > 0 {
        log.tried(format!(
            "{name}: {} of its {units} split DWARF units found (.dwo files or a .dwp package)",
            units - missing.len()
        ));
    }
    if let [first, ..] = missing {
        log.warn(format!(
            "{name}: {} of its {units} split DWARF units have no .dwo file (first: {}) and no {name}.dwp is next to it: their inline frames are missing",
            missing.len(),
            first.display(),
        ));
    }
}

/// The separate debug file of `binary`: the first candidate that belongs to
/// it (same build id, or the debug link's CRC) and has DWARF; else the one
/// debuginfod has for its build id.
pub(super) fn find_debug_file<'a>(
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
pub(super) fn add_libraries(
    profile: &mut Profile,
    options: &SymbolizeOptions,
    store: &Store,
    log: &mut Log,
) {
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
pub(super) fn open_main<'a>(
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
        let all_named = profile.locations.iter().any(|l| !l.lines.is_empty())
            && !profile
                .locations
                .iter()
                .any(|l| l.mapping == Some(id) && l.lines.is_empty());
        if opened.is_err() && (all_named || profile.program_optional) {
            // Every address of the main program is named already (a
            // symbolized profile's), or the file stands without its program
            // (a profile.proto): its binary is optional, for the reports
            // that read code; the addresses not named are shown as hex,
            // their object with why.
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
/// not the one the profile recorded (unless `ignore_mismatch`: taken
/// anyway, as `--ignore_mismatch` asks).
pub(super) fn check_build_id(
    mapping: &Mapping,
    object: &ObjectFile,
    ignore_mismatch: bool,
) -> std::result::Result<(), Unknown> {
    let (Some(expected), Some(found)) = (&mapping.build_id, object.binary.build_id()) else {
        return Ok(());
    };
    if ignore_mismatch {
        return Ok(());
    }
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
pub(super) fn open_library<'a>(
    mapping: &Mapping,
    options: &SymbolizeOptions,
    store: &'a Store,
    log: &mut Log,
) -> std::result::Result<Binary<'a>, Unknown> {
    let path = mapping.path.as_str();
    // A build id that is not hex is no build id: no path is made from it.
    let expected = mapping.build_id.as_deref().and_then(hex_build_id);
    let vdso = path == locate::VDSO_PATH && expected.is_some();
    if path.is_empty() || (path.starts_with('[') && !vdso) {
        return Err(Unknown::NoFile);
    }
    let mut refused = None;
    // With --ignore_mismatch, the first file of another build, taken when
    // none of the profile's is found.
    let mut mismatched = None;
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
                if options.ignore_mismatch && mismatched.is_none() {
                    mismatched = Some((binary, found));
                    continue;
                }
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
            // A file without a build id is not the one a profile that
            // records one names (Go refuses it too), unless asked.
            (Some(expected), None) if !options.ignore_mismatch => {
                log.warn(format!(
                    "{}: skipped for {path}: it has no build id, the profile's is {expected} (--ignore_mismatch takes it)",
                    candidate.display()
                ));
                log.tried(format!(
                    "{path}: {}: no build id, skipped",
                    candidate.display()
                ));
                refused = Some(Unknown::BuildIdMismatch {
                    expected: expected.clone(),
                    found: "none".into(),
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
    if let (Some((binary, found)), Some(expected)) = (mismatched, &expected) {
        log.warn(format!(
            "{}: used for {path} anyway (--ignore_mismatch), though its build id {found} is not the profile's {expected}; its names may be wrong",
            binary.path.display()
        ));
        return Ok(binary);
    }
    if vdso && refused.is_none() {
        // Not in perf's cache: unnamed, as a mapping without a file.
        return Err(Unknown::NoFile);
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

/// Looks, as the symbolizer does but saying nothing, for the program and
/// every file whose addresses are to be named, and for the debug files of
/// those without DWARF: run while debuginfod's fetches are deferred, it
/// tells what is to be fetched. Only ELF headers are read (no symbol table
/// is indexed).
pub(super) fn open_all_once(profile: &Profile, options: &SymbolizeOptions, store: &Store) {
    let mut quiet = Log::default();
    let main = profile.main_mapping();
    let mut debug_file = |binary: Binary| {
        if !binary.has_dwarf() {
            find_debug_file(&binary, options, store, &mut quiet);
        }
    };
    if let Some(program) = &options.program
        && let Ok(binary) = Binary::open(program, store)
    {
        debug_file(binary);
    }
    let mut opened = foldhash::HashSet::default();
    for loc in profile.locations.iter().filter(|l| l.lines.is_empty()) {
        let Some(id) = loc.mapping else { continue };
        // The command line's program stands for the main mapping.
        if (options.program.is_some() && Some(id) == main) || !opened.insert(id) {
            continue;
        }
        if let Ok(binary) = open_library(profile.mapping(id), options, store, &mut Log::default()) {
            debug_file(binary);
        }
    }
}
