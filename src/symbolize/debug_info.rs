//! Names, files and lines for file addresses: DWARF through `addr2line`
//! (with inline frames), falling back to the ELF symbol tables.

use super::binary::{Binary, Store};
use super::code_symbols::{UNWIND_RANK, plt_stubs, unwind_functions};
use super::demangle::{self, Names};
use super::split_dwarf::Split;
use addr2line::{Context, LookupContinuation, LookupResult, SplitDwarfLoad};
use gimli::{EndianSlice, RunTimeEndian, SectionId};
use object::{Object, ObjectSection, ObjectSymbol, SymbolKind};
use std::borrow::Cow;
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, OnceLock};

/// How the DWARF sections are read: slices of the mapped files.
pub(super) type Reader<'a> = EndianSlice<'a, RunTimeEndian>;

/// One frame of an address's inline chain.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Frame {
    /// The function's names.
    pub names: Names,
    /// The name as stored in the file.
    pub raw_name: String,
    /// The function's start address, when its symbol-table entry is known.
    pub start: Option<u64>,
    /// Source file.
    pub file: Option<String>,
    /// Source line, 0 when unknown.
    pub line: u32,
    /// Named only after the function `.eh_frame` records (`lib.so+0x1110`):
    /// no symbol covers the address.
    pub from_unwind: bool,
}

/// A frame's source file name as reports print it: its control characters
/// escaped, as every name a binary gives is (`profile::escape_controls`).
fn display_file(file: &str) -> String {
    crate::profile::escape_controls(file).into_owned()
}

/// A function symbol from an ELF symbol table.
pub struct Symbol<'a> {
    /// Start address.
    pub address: u64,
    /// Size in bytes; 0 when the table does not say.
    pub size: u64,
    /// The name as stored (possibly mangled).
    pub name: &'a str,
    /// Lower is preferred when several symbols share an address.
    pub(super) rank: (usize, u8),
    /// Where its section ends (bounds a symbol of unknown size).
    pub(super) section_end: u64,
}

/// Everything known about one object file's addresses.
pub struct DebugInfo<'a> {
    dwarf: Option<Context<Reader<'a>>>,
    /// The DWARF sections, for more contexts (one per symbolizing thread).
    sections: Option<Sections<'a>>,
    table: SymbolTable<'a>,
}

/// What of a file's DWARF could not be used: sections that cannot be read,
/// and lookups that failed (damaged units, line programs, abbreviations).
/// Those addresses are named from the symbol table, without lines or inline
/// frames; one warning per file says so.
#[derive(Default)]
struct Damage(std::sync::Mutex<DamageLog>);

#[derive(Default)]
struct DamageLog {
    /// The first problem, as one line.
    first: Option<String>,
    /// How many lookups failed.
    lookups: usize,
}

impl Damage {
    /// Notes a problem of the whole DWARF (a section, the unit headers).
    fn note(&self, what: impl FnOnce() -> String) {
        let mut log = self.0.lock().unwrap_or_else(|e| e.into_inner());
        log.first.get_or_insert_with(what);
    }

    /// Notes a failed lookup.
    fn failed(&self, error: gimli::Error) {
        let mut log = self.0.lock().unwrap_or_else(|e| e.into_inner());
        log.lookups += 1;
        log.first.get_or_insert_with(|| format!("{error}"));
    }

    /// The warning, when something could not be used.
    fn warning(&self) -> Option<String> {
        let log = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let first = log.first.as_ref()?;
        let lookups = match log.lookups {
            0 => String::new(),
            1 => " at 1 address".to_string(),
            n => format!(" at {n} addresses"),
        };
        Some(format!(
            "its DWARF debug information is damaged ({first}): not used{lookups}, \
             where names come from the symbol table without source lines or inline frames"
        ))
    }
}

/// The symbol tables of a binary and of its debug file.
struct SymbolTable<'a> {
    /// Functions, by address, one per address (the preferred name).
    symbols: Vec<Symbol<'a>>,
    /// Data objects with a size, by address (for naming what code refers to).
    data: Vec<Symbol<'a>>,
}

/// Below this many addresses, one thread symbolizes a file.
const PARALLEL_MIN_ADDRESSES: usize = 2048;

impl<'a> DebugInfo<'a> {
    /// Reads the DWARF of `debug` (the binary itself or its separate debug
    /// file), with dwz's supplementary file `sup` and the split units of
    /// `-gsplit-dwarf` (`.dwo` files, or a `.dwp` package next to the
    /// binary), and the symbol tables of both. Parsing is lazy: only the
    /// units that looked-up addresses fall in are decoded.
    pub fn new(
        binary: &Binary<'a>,
        debug: Option<&Binary<'a>>,
        sup: Option<&Binary<'a>>,
        store: &'a Store,
    ) -> Self {
        let dwarf_file = debug.unwrap_or(binary);
        let sections = dwarf_file.has_dwarf().then(|| {
            let mut sections = Sections::load(&dwarf_file.object, store);
            sections.sup =
                sup.map(|sup| section_data(&sup.object, store, false, |id| Some(id.name())));
            sections.split = Split::find(&sections, &dwarf_file.path, &binary.path, store);
            sections
        });
        let dwarf = sections
            .as_ref()
            .and_then(|s| s.context().map_err(|e| s.damage.note(|| e)).ok());
        let mut symbols = Vec::new();
        let mut data = Vec::new();
        for file in std::iter::once(binary).chain(debug) {
            collect_symbols(&file.object, SymbolKind::Text, &mut symbols);
            collect_symbols(&file.object, SymbolKind::Data, &mut data);
        }
        let symtab = std::iter::once(binary)
            .chain(debug)
            .any(|f| f.object.symbol_table().is_some());
        plt_stubs(binary, store, &mut symbols);
        if !symtab && sections.is_none() {
            // Stripped: the functions .eh_frame records, for the code that
            // the exported symbols do not cover.
            unwind_functions(binary, store, &mut symbols);
        }
        for list in [&mut symbols, &mut data] {
            list.sort_by_key(|s| (s.address, s.rank));
            list.dedup_by_key(|s| s.address);
        }
        data.retain(|s| s.size > 0);
        DebugInfo {
            dwarf,
            sections,
            table: SymbolTable { symbols, data },
        }
    }

    /// What of the DWARF could not be used, as a warning about the file;
    /// `None` when all of it could (or it has none).
    pub fn damage(&self) -> Option<String> {
        self.sections.as_ref()?.damage.warning()
    }

    /// Calls `each(i, frames)` with the frames of each of `addresses[i]`,
    /// as [`DebugInfo::frames`], in no particular order; large sets are
    /// split by address across the machine's cores, each thread with a
    /// DWARF context of its own over the same sections, and each result is
    /// handed over as soon as this thread can take it (not all at the end).
    pub fn frames_of_all(&self, addresses: &[u64], mut each: impl FnMut(usize, Vec<Frame>)) {
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
        let serial = |each: &mut dyn FnMut(usize, Vec<Frame>)| {
            for (i, &a) in addresses.iter().enumerate() {
                each(i, self.frames(a));
            }
        };
        let Some(sections) = &self.sections else {
            return serial(&mut each);
        };
        let table = &self.table;
        if threads < 2 || addresses.len() < PARALLEL_MIN_ADDRESSES {
            return serial(&mut each);
        }
        // Neighbouring addresses share compilation units: sort, then split.
        let mut order: Vec<usize> = (0..addresses.len()).collect();
        order.sort_by_key(|&i| addresses[i]);
        let chunk = order.len().div_ceil(threads);
        let (send, receive) = std::sync::mpsc::channel();
        std::thread::scope(|scope| {
            let mut chunks = order.chunks(chunk);
            let first = chunks.next().unwrap_or_default();
            for part in chunks {
                let send = send.clone();
                scope.spawn(move || {
                    let context = sections.context().ok();
                    for &i in part {
                        let dwarf = context.as_ref().map(|c| (c, sections));
                        let frames = frames_with(dwarf, table, addresses[i]);
                        // The receiver lives until every sender is gone.
                        _ = send.send((i, frames));
                    }
                });
            }
            drop(send);
            // This thread's part, taking the others' results as they come,
            // so that few of them wait in memory.
            for &i in first {
                each(i, self.frames(addresses[i]));
                while let Ok((i, frames)) = receive.try_recv() {
                    each(i, frames);
                }
            }
            for (i, frames) in receive {
                each(i, frames);
            }
        });
    }

    /// The frames at file address `address`, innermost first; empty when
    /// nothing is known about it.
    pub fn frames(&self, address: u64) -> Vec<Frame> {
        frames_with(self.context(), &self.table, address)
    }

    /// The DWARF context with the sections that resolve its split units.
    fn context(&self) -> Option<Dwarf<'_, 'a>> {
        Some((self.dwarf.as_ref()?, self.sections.as_ref()?))
    }
}

/// A DWARF context and the sections behind it (for split units).
type Dwarf<'c, 'a> = (&'c Context<Reader<'a>>, &'c Sections<'a>);

fn frames_with(context: Option<Dwarf<'_, '_>>, table: &SymbolTable, address: u64) -> Vec<Frame> {
    let symbol = table.symbol(address);
    let mut frames = dwarf_frames(context, address);
    match (frames.last_mut(), symbol) {
        (Some(outer), Some(sym)) => {
            // As perl pprof: when the symbol-table name extends the DWARF
            // name (a `.constprop.0` or `[clone .isra.0]` copy), print it,
            // and remember where the function starts. So too when it
            // qualifies it: a static or anonymous-namespace function's DIE
            // has no linkage name, only `anon_work`, where its symbol says
            // `a::(anonymous namespace)::anon_work`. And when it is a copy
            // of a template instance (`fold_range [clone .constprop.0]`,
            // whose DWARF and demangled template arguments are spelled
            // apart): a copy keeps GCC's suffix wherever a symbol names it.
            let names = demangle::names(sym.name, false);
            if extends(&names.full, &outer.names.short)
                || qualifies(&names.short, &outer.names.short)
                || names
                    .short
                    .strip_prefix(outer.names.short.as_str())
                    .is_some_and(|clone| clone.starts_with(" [clone "))
            {
                outer.names = names;
                outer.raw_name = sym.name.to_string();
                outer.start = Some(sym.address);
            }
        }
        (None, Some(sym)) => {
            // No DWARF function covers the address (some tiny functions
            // have none); the line table may still place it.
            let (file, line) = context
                .and_then(|(ctx, sections)| {
                    ctx.find_location(address)
                        .map_err(|e| sections.damage.failed(e))
                        .ok()
                        .flatten()
                })
                .map(|l| (l.file.map(display_file), l.line.unwrap_or(0)))
                .unwrap_or((None, 0));
            frames.push(Frame {
                names: demangle::names(sym.name, false),
                raw_name: sym.name.to_string(),
                start: Some(sym.address),
                file,
                line,
                from_unwind: sym.rank == UNWIND_RANK,
            })
        }
        _ => {}
    }
    frames
}

fn dwarf_frames(context: Option<Dwarf<'_, '_>>, address: u64) -> Vec<Frame> {
    let Some((ctx, sections)) = context else {
        return Vec::new();
    };
    let damage = &sections.damage;
    if !sections.allows(address) {
        damage.note(|| format!("a unit nests deeper than {MAX_DIE_DEPTH} entries"));
        return Vec::new();
    }
    let mut iter = match sections.resolve(ctx.find_frames(address)) {
        Ok(iter) => iter,
        Err(e) => {
            damage.failed(e);
            return Vec::new();
        }
    };
    let mut frames = Vec::new();
    loop {
        let frame = match iter.next() {
            Ok(Some(frame)) => frame,
            Ok(None) => break,
            Err(e) => {
                damage.failed(e);
                break;
            }
        };
        let Some(function) = &frame.function else {
            continue;
        };
        let raw = function
            .raw_name()
            .unwrap_or(Cow::Borrowed("??"))
            .into_owned();
        let (file, line) = frame
            .location
            .map(|l| (l.file.map(display_file), l.line.unwrap_or(0)))
            .unwrap_or((None, 0));
        // A split unit's language is in its .dwo file, where addr2line
        // does not read it: an unknown language is taken for C++ (shortening
        // a C name changes nothing).
        let cpp = function.language.is_none_or(is_cpp);
        frames.push(Frame {
            names: demangle::names(&raw, cpp),
            raw_name: raw,
            start: None,
            file,
            line,
            from_unwind: false,
        });
    }
    frames
}

impl<'a> SymbolTable<'a> {
    /// The symbol containing `address`: within its size, or, for symbols of
    /// unknown size, before the next symbol.
    fn symbol(&self, address: u64) -> Option<&Symbol<'a>> {
        let i = self.symbols.partition_point(|s| s.address <= address);
        let sym = self.symbols.get(i.checked_sub(1)?)?;
        (address < self.end(i - 1)).then_some(sym)
    }

    /// The function symbols, by address, one per address (the preferred name).
    fn symbols(&self) -> &[Symbol<'a>] {
        &self.symbols
    }

    /// Where symbol `i` ends: at its size, or, when it has none, at the next
    /// symbol.
    fn end(&self, i: usize) -> u64 {
        let sym = &self.symbols[i];
        if sym.size > 0 {
            sym.address.saturating_add(sym.size)
        } else {
            // Unknown size: to the next symbol, within its section.
            let next = self
                .symbols
                .get(i + 1)
                .map_or(u64::MAX, |next| next.address);
            next.min(sym.section_end)
        }
    }

    /// The function or data object that contains `address`, to name what
    /// an instruction refers to.
    fn containing_symbol(&self, address: u64) -> Option<&Symbol<'a>> {
        self.symbol(address).or_else(|| {
            let i = self.data.partition_point(|s| s.address <= address);
            let sym = self.data.get(i.checked_sub(1)?)?;
            (address - sym.address < sym.size).then_some(sym)
        })
    }
}

impl<'a> DebugInfo<'a> {
    /// The function symbols, by address, one per address (the preferred name).
    pub fn symbols(&self) -> &[Symbol<'a>] {
        self.table.symbols()
    }

    /// Where symbol `i` ends: at its size, or, when it has none, at the next
    /// symbol.
    pub fn end(&self, i: usize) -> u64 {
        self.table.end(i)
    }

    /// The function or data object that contains `address`, to name what
    /// an instruction refers to.
    pub fn containing_symbol(&self, address: u64) -> Option<&Symbol<'a>> {
        self.table.containing_symbol(address)
    }

    /// The line table's file and line for `address` (the innermost inline
    /// frame's position), when the DWARF has one.
    pub fn line_table_location(&self, address: u64) -> Option<(String, u32)> {
        let location = self.dwarf.as_ref()?.find_location(address).ok()??;
        Some((location.file?.to_string(), location.line?))
    }

    /// Where the line-table line of `address` ends: the first address after
    /// it that the table puts on another line, or on none (`address` when
    /// it has no line).
    pub fn line_end(&self, address: u64) -> u64 {
        let Some((file, line)) = self.line_table_location(address) else {
            return address;
        };
        let Some(ranges) = self
            .dwarf
            .as_ref()
            .and_then(|ctx| ctx.find_location_range(address, u64::MAX).ok())
        else {
            return address;
        };
        let mut end = address;
        for (start, len, location) in ranges {
            let same = location.file == Some(file.as_str()) && location.line == Some(line);
            if start > end || !same {
                break;
            }
            end = end.max(start.saturating_add(len));
        }
        end
    }

    /// File and line of `address` in its outermost inline frame: for inlined
    /// code, the position of the call in the function that contains it.
    pub fn outer_location(&self, address: u64) -> Option<(String, u32)> {
        let (ctx, sections) = self.context()?;
        if !sections.allows(address) {
            return None;
        }
        let mut frames = sections.resolve(ctx.find_frames(address)).ok()?;
        let mut outer = None;
        while let Ok(Some(frame)) = frames.next() {
            outer = frame.location;
        }
        let outer = outer?;
        Some((outer.file?.to_string(), outer.line.unwrap_or(0)))
    }

    /// The split units (`-gsplit-dwarf`) whose `.dwo` file was not found,
    /// as their skeletons name them, and how many split units there are.
    pub fn missing_split_units(&self) -> (&[PathBuf], usize) {
        match &self.sections {
            Some(s) => (&s.split.missing.0, s.split.missing.1),
            None => (&[], 0),
        }
    }

    /// True when the file (or its debug file) has DWARF line information.
    pub fn has_dwarf(&self) -> bool {
        self.dwarf.is_some()
    }
}

/// True when the symbol-table name `full` is the function `short` itself or
/// a compiler-made copy of it (`helper(int) [clone .constprop.0]`,
/// `work.part.0`), not a template instance (`fold_range<int>(...)`): the
/// names perl pprof takes from `nm`, and the functions it tells apart by
/// start address.
fn extends(full: &str, short: &str) -> bool {
    full.strip_prefix(short)
        .is_some_and(|rest| rest.is_empty() || rest.starts_with(['(', ' ', '.']))
}

/// True when the symbol-table short name `qualified` is the DWARF name
/// `short` with its namespaces or classes (`post::sort_pixels` for
/// `sort_pixels`, a clone's suffix aside).
fn qualifies(qualified: &str, short: &str) -> bool {
    let base = qualified
        .find(" [clone ")
        .map_or(qualified, |at| &qualified[..at]);
    base.strip_suffix(short)
        .is_some_and(|scope| scope.ends_with("::"))
}

fn is_cpp(language: gimli::DwLang) -> bool {
    matches!(
        language,
        gimli::DW_LANG_C_plus_plus
            | gimli::DW_LANG_C_plus_plus_03
            | gimli::DW_LANG_C_plus_plus_11
            | gimli::DW_LANG_C_plus_plus_14
            | gimli::DW_LANG_C_plus_plus_17
            | gimli::DW_LANG_C_plus_plus_20
    )
}

/// The DWARF sections of a file, decompressed once, from which any number
/// of `addr2line` contexts can be made; with those of dwz's supplementary
/// file and of the split units.
pub(super) struct Sections<'a> {
    endian: RunTimeEndian,
    data: Vec<(SectionId, &'a [u8])>,
    /// The supplementary file's sections (`.gnu_debugaltlink`).
    sup: Option<Vec<(SectionId, &'a [u8])>>,
    split: Split<'a>,
    /// Which units nest too deep to look addresses up in (made at the
    /// first lookup).
    guard: OnceLock<Option<DepthGuard<'a>>>,
    /// The sections as one gimli `Dwarf` whose abbreviation tables are
    /// parsed once, shared by every thread's context and the depth guard
    /// (made at the first lookup).
    shared: OnceLock<Option<Arc<gimli::Dwarf<Reader<'a>>>>>,
    /// What of them could not be used.
    damage: Damage,
}

/// True for the sections never read to name an address: location lists,
/// macros and name indexes. Skipping them spares decompressing them
/// (libc's `.debug_loclists` alone is a fifth of its debug file).
fn not_for_naming(id: SectionId) -> bool {
    use gimli::SectionId::*;
    matches!(
        id,
        DebugLoc | DebugLocLists | DebugMacinfo | DebugMacro | DebugPubNames | DebugPubTypes
    )
}

/// The sections of `object` that naming an address reads, by the name
/// `name_of` gives each (`.debug_info`, or `.debug_info.dwo` in a split
/// unit's file), decompressed into `store` when compressed. `all` keeps
/// the sections naming does not read too (a `.dwp` package's index slices
/// every section).
pub(super) fn section_data<'a>(
    object: &object::File<'a>,
    store: &'a Store,
    all: bool,
    name_of: impl Fn(SectionId) -> Option<&'static str>,
) -> Vec<(SectionId, &'a [u8])> {
    let mut data = Vec::new();
    // Collect the sections gimli asks for; the loader cannot fail.
    let _ = gimli::Dwarf::load(
        |id| -> Result<EndianSlice<'a, RunTimeEndian>, gimli::Error> {
            let skipped = !all && not_for_naming(id);
            let bytes: &'a [u8] = match name_of(id).and_then(|name| object.section_by_name(name)) {
                Some(section) if !skipped => super::binary::section_bytes(&section, store),
                _ => &[],
            };
            data.push((id, bytes));
            Ok(EndianSlice::new(bytes, RunTimeEndian::default()))
        },
    );
    data
}

pub(super) fn endian_of(object: &object::File) -> RunTimeEndian {
    if object.is_little_endian() {
        RunTimeEndian::Little
    } else {
        RunTimeEndian::Big
    }
}

/// The deepest nesting of debugging entries accepted. `addr2line` parses
/// a function's inlined calls recursively, one level per nesting level, so
/// a file nested deeper (a few bytes per level) could overflow the stack;
/// real code nests a few dozen levels.
const MAX_DIE_DEPTH: isize = 512;

/// True when some unit of `dwarf` nests its entries deeper than
/// [`MAX_DIE_DEPTH`]; its DWARF is then not used.
pub(crate) fn too_deep(dwarf: &gimli::Dwarf<Reader>) -> bool {
    let mut units = dwarf.units();
    while let Ok(Some(header)) = units.next() {
        let Ok(unit) = dwarf.unit(header) else {
            continue;
        };
        if unit_too_deep(&unit) == Ok(true) {
            return true;
        }
    }
    false
}

/// True when `unit` nests its entries deeper than [`MAX_DIE_DEPTH`]; the
/// error of an entry that cannot be read.
pub(super) fn unit_too_deep(unit: &gimli::Unit<Reader>) -> gimli::Result<bool> {
    let mut entries = unit.entries_raw(None)?;
    while !entries.is_empty() {
        if entries.next_depth() > MAX_DIE_DEPTH {
            return Ok(true);
        }
        if let Some(abbrev) = entries.read_abbreviation()? {
            entries.skip_attributes(abbrev.attributes())?;
        }
    }
    Ok(false)
}

/// The error of a row of `unit`'s line program that cannot be read.
fn check_lines(unit: &gimli::Unit<Reader>) -> gimli::Result<()> {
    if let Some(program) = unit.line_program.clone() {
        let mut rows = program.rows();
        while rows.next_row()?.is_some() {}
    }
    Ok(())
}

/// The compilation units an address may be looked up in, each scanned
/// for its nesting ([`unit_too_deep`]) the first time an address it may
/// hold is looked up, so that a file is scanned only where it is read.
struct DepthGuard<'a> {
    dwarf: Arc<gimli::Dwarf<Reader<'a>>>,
    units: Vec<gimli::UnitHeader<Reader<'a>>>,
    /// (start, end, unit) of every range a unit's entry or
    /// `.debug_aranges` gives it (addr2line takes its ranges from one of
    /// them), by start.
    ranges: Vec<(u64, u64, usize)>,
    /// The largest end of `ranges[..=i]`.
    max_end: Vec<u64>,
    /// The units with no range, where addr2line may look for any address.
    anywhere: Vec<usize>,
    /// Whether each unit nests too deep, once scanned.
    deep: Vec<OnceLock<bool>>,
}

impl<'a> DepthGuard<'a> {
    fn new(dwarf: Arc<gimli::Dwarf<Reader<'a>>>, damage: &Damage) -> Self {
        let mut units = Vec::new();
        let mut ranges = Vec::new();
        let mut anywhere = Vec::new();
        let mut by_offset = HashMap::new();
        let mut headers = dwarf.units();
        loop {
            let header = match headers.next() {
                Ok(Some(header)) => header,
                Ok(None) => break,
                Err(e) => {
                    damage.note(|| format!("a unit header: {e}"));
                    break;
                }
            };
            // Type units and partial units hold no code addr2line looks up.
            if !matches!(
                header.type_(),
                gimli::UnitType::Compilation
                    | gimli::UnitType::Skeleton(_)
                    | gimli::UnitType::SplitCompilation(_)
            ) {
                continue;
            }
            let unit = match dwarf.unit(header) {
                Ok(unit) => unit,
                Err(e) => {
                    damage.note(|| format!("a unit: {e}"));
                    continue;
                }
            };
            let i = units.len();
            let mut any = false;
            if let Ok(mut unit_ranges) = dwarf.unit_ranges(&unit) {
                while let Ok(Some(range)) = unit_ranges.next() {
                    ranges.push((range.begin, range.end, i));
                    any = true;
                }
            }
            if let Some(offset) = header.debug_info_offset() {
                by_offset.insert(offset, i);
            }
            if !any {
                anywhere.push(i);
            }
            units.push(header);
        }
        let mut aranges = dwarf.debug_aranges.headers();
        while let Ok(Some(header)) = aranges.next() {
            let Some(&i) = by_offset.get(&header.debug_info_offset()) else {
                continue;
            };
            let mut entries = header.entries();
            while let Ok(Some(entry)) = entries.next() {
                let range = entry.range();
                ranges.push((range.begin, range.end, i));
            }
        }
        ranges.retain(|r| r.0 < r.1);
        ranges.sort_unstable();
        let max_end = ranges
            .iter()
            .scan(0, |max, r| {
                *max = r.1.max(*max);
                Some(*max)
            })
            .collect();
        let deep = units.iter().map(|_| OnceLock::new()).collect();
        DepthGuard {
            dwarf,
            units,
            ranges,
            max_end,
            anywhere,
            deep,
        }
    }

    /// False when a unit that `address` may be looked up in nests too deep.
    /// Each unit is scanned once, its entries and line program, and what
    /// cannot be read is noted in `damage` (addr2line skips it in silence).
    fn allows(&self, address: u64, damage: &Damage) -> bool {
        let mut i = self.ranges.partition_point(|r| r.0 <= address);
        let mut candidates = self.anywhere.clone();
        while i > 0 && self.max_end[i - 1] > address {
            i -= 1;
            if self.ranges[i].1 > address {
                candidates.push(self.ranges[i].2);
            }
        }
        candidates.into_iter().all(|unit| {
            !*self.deep[unit].get_or_init(|| {
                let scanned = self.dwarf.unit(self.units[unit]).and_then(|unit| {
                    let deep = unit_too_deep(&unit)?;
                    check_lines(&unit)?;
                    Ok(deep)
                });
                scanned.unwrap_or_else(|e| {
                    damage.note(|| format!("a unit: {e}"));
                    false
                })
            })
        })
    }
}

impl<'a> Sections<'a> {
    /// False when addr2line must not look `address` up: a unit it would
    /// read nests too deep.
    fn allows(&self, address: u64) -> bool {
        self.guard
            .get_or_init(|| {
                self.shared_dwarf()
                    .map(|dwarf| DepthGuard::new(dwarf, &self.damage))
            })
            .as_ref()
            .is_none_or(|guard| guard.allows(address, &self.damage))
    }

    fn load(object: &object::File<'a>, store: &'a Store) -> Self {
        use object::{Object, ObjectSection};
        let damage = Damage::default();
        let data = section_data(object, store, false, |id| Some(id.name()));
        for (id, bytes) in &data {
            if let Some(section) = object.section_by_name(id.name())
                && !not_for_naming(*id)
                && bytes.is_empty()
                && section.size() > 0
                && !matches!(section.kind(), object::SectionKind::UninitializedData)
            {
                damage.note(|| format!("its {} section cannot be read", id.name()));
            }
        }
        Sections {
            endian: endian_of(object),
            data,
            sup: None,
            split: Split::default(),
            guard: OnceLock::new(),
            shared: OnceLock::new(),
            damage,
        }
    }

    fn reader(&self, data: &[(SectionId, &'a [u8])], id: SectionId) -> Reader<'a> {
        let bytes = data
            .iter()
            .find(|(i, _)| *i == id)
            .map_or(&[][..], |(_, b)| *b);
        EndianSlice::new(bytes, self.endian)
    }

    /// The sections as gimli's `Dwarf`, with the supplementary file's.
    pub(super) fn dwarf(&self) -> Option<gimli::Dwarf<Reader<'a>>> {
        let load = |data: &[(SectionId, &'a [u8])]| {
            gimli::Dwarf::load(|id| -> Result<Reader<'a>, gimli::Error> {
                Ok(self.reader(data, id))
            })
        };
        let mut dwarf = load(&self.data).ok()?;
        if let Some(sup) = &self.sup {
            dwarf.sup = Some(Arc::new(load(sup).ok()?));
        }
        Some(dwarf)
    }

    /// The sections as one shared `Dwarf`, every abbreviation table parsed
    /// once: units share tables (ripgrep: 960 units, 194 tables), and so do
    /// the contexts of several threads and the depth guard.
    fn shared_dwarf(&self) -> Option<Arc<gimli::Dwarf<Reader<'a>>>> {
        self.shared
            .get_or_init(|| {
                let mut dwarf = self.dwarf()?;
                dwarf.populate_abbreviations_cache(gimli::AbbreviationsCacheStrategy::All);
                Some(Arc::new(dwarf))
            })
            .clone()
    }

    /// A fresh context over the sections (it parses unit headers at once,
    /// and the rest lazily); the error says why there is none.
    fn context(&self) -> std::result::Result<Context<Reader<'a>>, String> {
        let dwarf = self
            .shared_dwarf()
            .ok_or_else(|| "its sections do not load".to_string())?;
        Context::from_arc_dwarf(dwarf).map_err(|e| format!("{e}"))
    }

    /// Runs a lookup to its end, giving it the split units it asks for.
    fn resolve<L>(&self, mut result: LookupResult<L>) -> L::Output
    where
        L: LookupContinuation<Buf = Reader<'a>>,
    {
        loop {
            match result {
                LookupResult::Output(output) => return output,
                LookupResult::Load { load, continuation } => {
                    result = continuation.resume(self.split_unit(&load));
                }
            }
        }
    }

    /// The split unit a skeleton unit asks for: from the package, or from
    /// its `.dwo` file; `None` when neither was found (the lookup then
    /// names the address from the skeleton: no inline frames).
    fn split_unit(
        &self,
        load: &SplitDwarfLoad<Reader<'a>>,
    ) -> Option<Arc<gimli::Dwarf<Reader<'a>>>> {
        if let Some(package) = &self.split.package
            && let Ok(Some(unit)) = package.find_cu(load.dwo_id, &load.parent)
        {
            return (!too_deep(&unit)).then(|| Arc::new(unit));
        }
        let data = self.split.dwos.get(&load.dwo_id.0)?;
        let mut dwarf = gimli::Dwarf::load(|id| -> Result<Reader<'a>, gimli::Error> {
            Ok(self.reader(data, id))
        })
        .ok()?;
        dwarf.make_dwo(&load.parent);
        (!too_deep(&dwarf)).then(|| Arc::new(dwarf))
    }
}

fn collect_symbols<'a>(object: &object::File<'a>, kind: SymbolKind, out: &mut Vec<Symbol<'a>>) {
    for sym in object.symbols().chain(object.dynamic_symbols()) {
        if sym.kind() != kind || !sym.is_definition() {
            continue;
        }
        let Ok(name) = sym.name() else { continue };
        if name.is_empty() {
            continue;
        }
        // The name a user would search for: fewer leading underscores (`free`,
        // not `__libc_free` or `__GI___libc_free`), then global over weak over local.
        let binding = if sym.is_global() && !sym.is_weak() {
            0
        } else if sym.is_weak() {
            1
        } else {
            2
        };
        let underscores = name.len() - name.trim_start_matches('_').len();
        let section_end = sym
            .section_index()
            .and_then(|i| object.section_by_index(i).ok())
            .map_or(sym.address(), |s| s.address().saturating_add(s.size()));
        out.push(Symbol {
            address: sym.address(),
            size: sym.size(),
            name,
            rank: (underscores, binding),
            section_end,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    #[test]
    fn plt_stubs_are_named_after_what_they_call() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/bin/c_pie_O0");
        let store = Store::default();
        let binary = Binary::open(&path, &store).unwrap();
        let info = DebugInfo::new(&binary, None, None, &store);
        let plt = binary.object.section_by_name(".plt").unwrap().address();
        // PLT0 pushes and jumps to the resolver: no stub of a symbol.
        assert!(info.frames(plt).is_empty());
        let name = |a: u64| info.frames(a).first().map(|f| f.names.short.clone());
        assert_eq!(name(plt + 16).as_deref(), Some("printf@plt"));
        assert_eq!(name(plt + 16 + 15).as_deref(), Some("printf@plt"));
    }

    #[test]
    fn many_addresses_symbolize_the_same_on_several_threads() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/bin/rust_legacy");
        let store = Store::default();
        let binary = Binary::open(&path, &store).unwrap();
        let info = DebugInfo::new(&binary, None, None, &store);
        // Five addresses in each of the first functions: enough for threads.
        let addresses: Vec<u64> = info
            .symbols()
            .iter()
            .filter(|s| s.size >= 5)
            .flat_map(|s| (0..5).map(move |k| s.address + k * s.size / 5))
            .take(3 * PARALLEL_MIN_ADDRESSES)
            .collect();
        assert!(addresses.len() > PARALLEL_MIN_ADDRESSES);
        let serial: Vec<Vec<Frame>> = addresses.iter().map(|&a| info.frames(a)).collect();
        let mut parallel = vec![Vec::new(); addresses.len()];
        info.frames_of_all(&addresses, |i, frames| parallel[i] = frames);
        assert_eq!(parallel, serial);
        assert!(
            serial.iter().filter(|f| f.len() > 1).count() > 100,
            "inline frames"
        );
    }
}
