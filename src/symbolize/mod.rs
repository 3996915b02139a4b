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
mod cache;
mod code_symbols;
mod debug_info;
pub mod debuginfod;
mod fit;
mod frame;
mod interner;
mod kernel;
pub mod locate;
mod names;
mod objects;
mod open;
mod perf_map;
mod split_dwarf;
mod unwind_tables;
mod vdso;

use crate::error::Result;
use crate::profile::KERNEL_PATH;
use crate::profile::{MappingId, Profile, ProgramFacts, Unknown};
use crate::progress::Progress;
use binary::Binary;
pub use binary::Store;
pub(crate) use binary::section_bytes;
use cache::Cached;
pub use cache::{SymbolCache, read_forged as read_forged_cache_file};
use fit::{caller_locations, check_fit, check_named_leaves};
use foldhash::HashMap;
use interner::FunctionInterner;
use kernel::name_kernel;
pub use names::apply_names;
pub use objects::{ObjectFile, Objects, Routine};
pub use open::{Prepared, prepare_program};
use open::{
    add_libraries, check_build_id, open_all_once, open_library, open_main, report_split_units,
    roots_text, with_debug_info,
};
use std::path::{Path, PathBuf};
pub use unwind_tables::unwind_tables;

/// Where to find the files a profile's mappings name.
#[derive(Debug, Clone, PartialEq, Eq)]
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
    /// Where the names of addresses are kept between runs; `None` reads
    /// every object's DWARF each time.
    pub cache: Option<SymbolCache>,
    /// Use no symbol cache, whatever [`SymbolizeOptions::cache`] says
    /// (`--no_cache`).
    pub no_cache: bool,
    /// perf's build-id caches (`$PERF_BUILDID_DIR`, else `~/.debug`):
    /// binaries, debug files and kernel symbol tables by build id.
    pub perf_buildid_dirs: Vec<PathBuf>,
    /// Read JIT perf maps (`/tmp/perf-PID.map`) whoever owns them; by
    /// default only the user's and root's are (`--trust_perf_maps`, perf's
    /// `-f`).
    pub trust_perf_maps: bool,
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
            cache: None,
            no_cache: false,
            perf_buildid_dirs: Vec::new(),
            trust_perf_maps: false,
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
    symbolize_prepared(profile, options, store, None)
}

/// [`symbolize`], with the program of `options` opened ahead
/// ([`prepare_program`]): taken when it is the program the profile is named
/// from.
pub fn symbolize_prepared<'s>(
    profile: &mut Profile,
    options: &SymbolizeOptions,
    store: &'s Store,
    prepared: Option<Prepared<'s>>,
) -> Result<Symbolized<'s>> {
    let mut log = Log::default();
    if let Some(client) = &options.debuginfod {
        // What debuginfod is to be asked for is fetched at once, in
        // parallel; the opening below finds it in the cache.
        client.prefetch(|| open_all_once(profile, options, store));
    }
    let main = open_main(profile, options, store, &mut log)?;
    add_libraries(profile, options, store, &mut log);

    // Group the locations by mapping, so each file is opened once. A
    // location that has lines already (a profile.proto's) keeps them.
    let mut by_mapping: HashMap<MappingId, Vec<usize>> = HashMap::default();
    for (i, loc) in profile.locations.iter().enumerate() {
        // A location named already (by a symbolized profile) keeps its names.
        // One the reader knows cannot be named (perf script's `[unknown]`)
        // stays as it is.
        if let Some(m) = loc
            .mapping
            .filter(|_| loc.lines.is_empty() && loc.unknown.is_none())
        {
            by_mapping.entry(m).or_default().push(i);
        }
    }
    let mut mapping_ids: Vec<MappingId> = by_mapping.keys().copied().collect();
    mapping_ids.sort();

    // Each file once, by path; why not, for a library that could not be used.
    let mut objects = Objects::default();
    let mut by_path: HashMap<(String, Option<String>), std::result::Result<usize, Unknown>> =
        HashMap::default();
    let main_path = main.as_ref().map(|b| b.path.display().to_string());
    if let Some(binary) = main {
        let object = match prepared.filter(|p| p.object.path() == binary.path) {
            Some(Prepared { object, log: told }) => {
                log.warnings.extend(told.warnings);
                log.trail.extend(told.trail);
                object
            }
            None => with_debug_info(binary, options, store, &mut log),
        };
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
    // Where samples were taken, in a profile of program counters (a
    // gmon.out's or DCPI's are bins and image addresses, not looked at).
    let mut sampled = Vec::new();
    if profile.histogram.is_none() && !profile.link_time_addresses {
        sampled = vec![false; profile.locations.len()];
        for leaf in profile.samples.iter().filter_map(|s| s.stack.first()) {
            sampled[leaf.index()] = true;
        }
    }
    let mut interner = FunctionInterner::new(std::mem::take(&mut profile.functions));
    for loc in profile
        .locations
        .iter_mut()
        .filter(|l| l.mapping.is_none() && l.lines.is_empty())
    {
        loc.unknown = Some(Unknown::NoMapping);
    }
    // Every file looked up in, opened first; those the symbol cache knows
    // nothing of are read several at once.
    let mut to_read: Vec<usize> = Vec::new();
    // The file of each mapping (the kernel's have none).
    let mut file_of: HashMap<MappingId, std::result::Result<usize, Unknown>> = HashMap::default();
    for &id in &mapping_ids {
        let mapping = profile.mapping(id);
        if mapping.path == KERNEL_PATH || perf_map::is_perf_map(&mapping.path) {
            continue;
        }
        let file = by_path
            .entry((mapping.path.clone(), mapping.build_id.clone()))
            .or_insert_with(|| {
                // No build id, recorded on this kernel: its vdso is ours.
                let running_vdso = (mapping.path == locate::VDSO_PATH
                    && mapping.build_id.is_none()
                    && kernel::is_running_release(profile.kernel_release.as_deref()))
                .then(|| vdso::running(store))
                .flatten();
                running_vdso
                    .map(Ok)
                    .unwrap_or_else(|| open_library(mapping, options, store, &mut log))
                    .map(|binary| objects.add(with_debug_info(binary, options, store, &mut log)))
            })
            .clone();
        file_of.insert(id, file.clone());
        if let Ok(file) = file
            && check_build_id(mapping, objects.file(file), options.ignore_mismatch).is_ok()
            && !to_read.contains(&file)
        {
            to_read.push(file);
        }
    }
    // A cache directory someone else could write is not trusted: its
    // files would name the profile's addresses.
    let cache = options
        .cache
        .as_ref()
        .filter(|_| !options.no_cache)
        .filter(|cache| match cache.trusted() {
            Ok(()) => true,
            Err(why) => {
                log.warn(why);
                false
            }
        });
    // The cache's entries of each file, read once (the loop below takes
    // them).
    let mut preloaded: HashMap<usize, Cached> = HashMap::default();
    if let Some(cache) = cache {
        for &file in &to_read {
            preloaded.insert(file, cache.load(objects.file(file), &mut log.warnings));
        }
    }
    // The files to read: those the cache knows nothing of, not read yet.
    let unread: Vec<usize> = to_read
        .iter()
        .copied()
        .filter(|file| preloaded.get(file).is_none_or(Cached::is_empty))
        .filter(|&file| objects.file(file).info_read().is_none())
        .collect();
    let total: usize = by_mapping.values().map(Vec::len).sum();
    let mut progress = Progress::delayed(&format!("symbolizing {total} addresses"));
    let mut done = 0;
    // The files addresses were looked up in, each once.
    let mut looked_up: Vec<usize> = Vec::new();
    // Which mapping each file backs, once all are looked up.
    let mut assigned: Vec<(MappingId, usize)> = Vec::new();
    let mut process = |id: MappingId| -> Result<()> {
        let mapping = profile.mapping(id).clone();
        // Named from a table of their own: the kernel, a JIT's perf map.
        type Namer = fn(
            &mut Profile,
            &crate::profile::Mapping,
            &[usize],
            &SymbolizeOptions,
            &mut FunctionInterner,
            &mut Log,
        );
        let special: Option<Namer> = if mapping.path == KERNEL_PATH {
            Some(name_kernel)
        } else if perf_map::is_perf_map(&mapping.path) {
            Some(perf_map::name_perf_map)
        } else {
            None
        };
        if let Some(name) = special {
            let locations = &by_mapping[&id];
            done += locations.len() as u64;
            name(
                profile,
                &mapping,
                locations,
                options,
                &mut interner,
                &mut log,
            );
            return Ok(());
        }
        let file = file_of[&id].clone().and_then(|file| {
            check_build_id(&mapping, objects.file(file), options.ignore_mismatch).map(|()| file)
        });
        let file = match file {
            Ok(file) => file,
            Err(reason) => {
                for &i in &by_mapping[&id] {
                    profile.locations[i].unknown = Some(reason.clone());
                }
                return Ok(());
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
        let mut cached = match cache {
            Some(cache) => preloaded
                .remove(&file)
                .unwrap_or_else(|| cache.load(object, &mut log.warnings)),
            None => Cached::default(),
        };
        if !sampled.is_empty() {
            let leaves: Vec<u64> = locations
                .iter()
                .zip(&addresses)
                .filter(|&(&i, _)| sampled[i])
                .map(|(_, &a)| a)
                .collect();
            check_named_leaves(object, &mapping, &leaves, options, &mut log, &mut cached)?;
        }
        if let Err(reason) = check_fit(
            object,
            &mapping,
            locations,
            &addresses,
            &callers,
            options,
            &mut log,
            &mut cached,
        )? {
            for &i in locations {
                profile.locations[i].unknown = Some(reason.clone());
            }
            return Ok(());
        }
        assigned.push((id, file));
        if !looked_up.contains(&file) {
            looked_up.push(file);
        }
        let object = objects.file(file);
        let object_name = mapping_file_name(&object.path().to_string_lossy()).to_string();
        interner.start_batch();
        // Each address's frames are interned as soon as they are found (a
        // long profile's frames are never all held at once), in the order
        // lookups finish; the functions are then numbered as if in order.
        object.frames_of(&addresses, &mut cached, &mut log, |k, mut frames| {
            let i = locations[k];
            done += 1;
            progress.update(done, total as u64);
            if !options.inline_frames {
                frames.drain(..frames.len().saturating_sub(1));
            }
            let n = frames.len();
            let location = &mut profile.locations[i];
            // A function only .eh_frame knows names the address, but no
            // symbol covers it.
            let unnamed = frames.iter().all(|f| f.from_unwind);
            location.unknown = unnamed.then_some(Unknown::NoSymbol);
            // Sized for the lines: collected from the frames, the vector
            // would keep the frames' larger allocation.
            let mut lines = Vec::with_capacity(n);
            lines.extend(frames.into_iter().enumerate().map(|(depth, frame)| {
                interner.line_at(frame, depth + 1 < n, Some(&object_name), (k, depth))
            }));
            location.lines = lines;
        });
        interner.end_batch(&mut profile.locations, locations);
        if let Some(cache) = cache {
            // A file whose DWARF could not all be read, or whose split units
            // not all be found, is read again next time.
            let whole = object
                .info_read()
                .is_none_or(|info| info.damage().is_none() && info.missing_split_units().1 == 0);
            if whole {
                cache.store(cached, &mut log.warnings);
            }
        }
        Ok(())
    };
    // The first file to read is read on this thread, the others beside it;
    // the mappings are looked up meanwhile, in order, up to the first whose
    // file another thread is still reading.
    let elsewhere = unread.get(1..).unwrap_or_default();
    let files: Vec<&ObjectFile> = unread.iter().map(|&file| objects.file(file)).collect();
    let mut ids = mapping_ids.into_iter().peekable();
    let mut failed = None;
    ObjectFile::read_all_while(&files, || {
        while let Some(&id) = ids.peek() {
            if file_of
                .get(&id)
                .is_some_and(|f| f.as_ref().is_ok_and(|f| elsewhere.contains(f)))
            {
                break;
            }
            ids.next();
            if let Err(e) = process(id) {
                failed = Some(e);
                break;
            }
        }
    });
    if let Some(e) = failed {
        return Err(e);
    }
    for id in ids {
        process(id)?;
    }
    for (id, file) in assigned {
        objects.assign(id, file);
    }
    for file in looked_up {
        let object = objects.file(file);
        report_split_units(object, &mut log);
        if let Some(damage) = object.info_read().and_then(|info| info.damage()) {
            log.warn(format!("{}: {damage}", object.path().display()));
        }
    }
    profile.functions = interner.finish();
    assign_named_mappings(profile, &by_mapping, &by_path, &mut objects);
    Ok(Symbolized {
        objects,
        warnings: log.warnings,
        searched: log.trail,
    })
}

/// Gives the mappings whose every address the profile names already (a
/// profile.proto's) the file opened for them anyway (the main program, from
/// the command line or found at its path), when its build id fits and
/// its symbols agree with the profile's names: the reports that read code
/// (`--disasm`, `--list`) need it. No file is opened for them here.
fn assign_named_mappings(
    profile: &Profile,
    symbolized: &HashMap<MappingId, Vec<usize>>,
    opened: &HashMap<(String, Option<String>), std::result::Result<usize, Unknown>>,
    objects: &mut Objects,
) {
    let mut named: HashMap<MappingId, Vec<usize>> = HashMap::default();
    for (i, loc) in profile.locations.iter().enumerate() {
        let Some(m) = loc.mapping else { continue };
        if !symbolized.contains_key(&m) && objects.file_of(m).is_none() {
            named.entry(m).or_default().push(i);
        }
    }
    let mut named: Vec<(MappingId, Vec<usize>)> = named.into_iter().collect();
    named.sort_by_key(|(id, _)| *id);
    for (id, locations) in named {
        let mapping = profile.mapping(id);
        let Some(Ok(file)) = opened.get(&(mapping.path.clone(), mapping.build_id.clone())) else {
            continue;
        };
        let object = objects.file(*file);
        if check_build_id(mapping, object, false).is_ok()
            && names_agree(profile, mapping, object, &locations)
        {
            objects.assign(id, *file);
        }
    }
}

/// Whether the symbols of `object` at the addresses of `locations` (named
/// by the profile) carry the profile's names for at least half of those
/// that have a symbol in it: another program's code does not.
fn names_agree(
    profile: &Profile,
    mapping: &crate::profile::Mapping,
    object: &ObjectFile,
    locations: &[usize],
) -> bool {
    let (mut checked, mut agreed) = (0usize, 0usize);
    for &i in locations.iter().take(256) {
        let location = &profile.locations[i];
        let Some(line) = location.lines.last() else {
            continue;
        };
        let function = profile.function(line.function);
        let address = object.file_address(mapping, location.address);
        let Some(symbol) = object.info().containing_symbol(address) else {
            continue;
        };
        let names = crate::demangle::names(symbol.name, false);
        checked += 1;
        if [&function.system_name, &function.name, &function.full_name]
            .iter()
            .any(|n| !n.is_empty() && [symbol.name, &names.short, &names.full].contains(&&***n))
        {
            agreed += 1;
        }
    }
    checked > 0 && agreed * 2 >= checked
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
mod tests;
