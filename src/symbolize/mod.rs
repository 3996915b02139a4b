//! In-process symbolization: fills every location's lines and functions from
//! the ELF and DWARF of the mapped files, without external programs.
//!
//! Each mapping's file is opened once (the main program from the command
//! line, libraries from the paths in the profile, optionally under
//! `--lib_prefix` roots), its separate debug file found by build id or
//! `.gnu_debuglink`, and each unique address looked up once.

mod binary;
mod debug_info;
pub mod demangle;
mod locate;
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
    /// Root of the separate debug files (`/usr/lib/debug`).
    pub debug_root: PathBuf,
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
            debug_root: PathBuf::from("/usr/lib/debug"),
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
    let mut warnings = Vec::new();
    let main = open_main(profile, options, store, &mut warnings)?;

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
    let mut by_path: HashMap<String, std::result::Result<usize, Unknown>> = HashMap::new();
    if let Some(binary) = main {
        by_path.insert(
            binary.path.display().to_string(),
            Ok(objects.add(with_debug_info(binary, options, store))),
        );
    }
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
            .entry(mapping.path.clone())
            .or_insert_with(|| {
                open_library(&mapping.path, options, store, &mut warnings)
                    .map(|binary| objects.add(with_debug_info(binary, options, store)))
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
        objects.assign(id, file);
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
        for (&i, mut frames) in locations.iter().zip(object.info.frames_of_all(&addresses)) {
            if !options.inline_frames {
                frames.drain(..frames.len().saturating_sub(1));
            }
            let n = frames.len();
            let location = &mut profile.locations[i];
            location.unknown = (n == 0).then_some(Unknown::NoSymbol);
            location.lines = frames
                .into_iter()
                .enumerate()
                .map(|(depth, frame)| interner.line(frame, depth + 1 < n))
                .collect();
        }
    }
    profile.functions = interner.finish();
    Ok(Symbolized { objects, warnings })
}

/// Pairs a binary with its debug information, from the binary itself or from
/// its separate debug file.
fn with_debug_info<'a>(
    binary: Binary<'a>,
    options: &SymbolizeOptions,
    store: &'a Store,
) -> ObjectFile<'a> {
    let info = if binary.has_dwarf() {
        DebugInfo::new(&binary, None, store)
    } else {
        let debug = locate::debug_file_candidates(&binary, &options.debug_root)
            .into_iter()
            .find_map(|p| Binary::open(&p, store).ok().filter(Binary::has_dwarf));
        DebugInfo::new(&binary, debug.as_ref(), store)
    };
    ObjectFile { binary, info }
}

/// Opens the main program and reconciles it with the profile's main mapping.
fn open_main<'a>(
    profile: &mut Profile,
    options: &SymbolizeOptions,
    store: &'a Store,
    warnings: &mut Vec<String>,
) -> Result<Option<Binary<'a>>> {
    let main_mapping = profile.main_mapping();
    let Some(program) = &options.program else {
        let Some(id) = main_mapping else {
            if profile.link_time_addresses && !profile.samples.is_empty() {
                warnings.push(
                    "the profile does not name its program: give it on the command line to name addresses"
                        .into(),
                );
            }
            return Ok(None);
        };
        let path = profile.mapping(id).path.clone();
        let found = locate::find_library(&path, &options.lib_prefixes);
        let opened = Binary::open(&found, store);
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
        rename_mappings(profile, &path, &binary.path);
        return Ok(Some(binary));
    };
    let binary = Binary::open(program, store)?;
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
                warnings.push(format!(
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

fn open_library<'a>(
    path: &str,
    options: &SymbolizeOptions,
    store: &'a Store,
    warnings: &mut Vec<String>,
) -> std::result::Result<Binary<'a>, Unknown> {
    if path.is_empty() || path.starts_with('[') {
        return Err(Unknown::NoFile);
    }
    let found = locate::find_library(path, &options.lib_prefixes);
    Binary::open(&found, store).map_err(|e| {
        warnings.push(format!("{e}; its addresses are shown as hex"));
        Unknown::FileUnusable {
            what: e.to_string(),
        }
    })
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
