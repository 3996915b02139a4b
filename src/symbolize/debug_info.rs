//! Names, files and lines for file addresses: DWARF through `addr2line`
//! (with inline frames), falling back to the ELF symbol tables.

use super::binary::{Binary, Store};
use super::code_symbols::{UNWIND_RANK, plt_stubs, unwind_functions};
pub(super) use super::frame::Frame;
use super::frame::{FunctionName, NameMemo};
use super::split_dwarf::Split;
use crate::profile::SharedStr;
use addr2line::Context;
use gimli::{EndianSlice, RunTimeEndian};
use object::{Object, SymbolKind};
use std::borrow::Cow;
use std::path::PathBuf;

mod sections;
mod symbols;

pub(super) use sections::{Sections, endian_of, section_data};
use symbols::{Aliases, collect_symbols};

/// How the DWARF sections are read: slices of the mapped files.
pub(super) type Reader<'a> = EndianSlice<'a, RunTimeEndian>;

/// A frame's source file name as reports print it: its control characters
/// escaped, as every name a binary gives is (`profile::escape_controls`).
fn display_file(file: &str) -> SharedStr {
    crate::profile::shared(file)
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
        log.first.get_or_insert_with(|| match error {
            // addr2line's bound on nested inlined calls (vendor/addr2line).
            gimli::Error::StackFull => "inlined calls nested deeper than 512 levels".into(),
            error => format!("{error}"),
        });
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
    /// The other names of the functions' addresses.
    aliases: Aliases<'a>,
    /// The names made of the symbols' and DWARF's names, each once.
    names: NameMemo,
}

/// How many addresses a context looks up between two releases of the
/// units it has gone past.
const RELEASE_EVERY: usize = 64;

/// Below this many addresses, one thread symbolizes a file.
const PARALLEL_MIN_ADDRESSES: usize = 256;

/// From this many addresses on, this thread's share is looked up in a
/// context of its own that drops the units it has gone past; below, in the
/// file's kept context (made already, and what it parses stays for later
/// reports).
const RELEASING_MIN_ADDRESSES: usize = 2048;

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
        let dwarf = sections.as_ref().and_then(|s| {
            s.context()
                .map_err(|e| s.damage.note(|| e.to_string()))
                .ok()
        });
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
        let aliases = Aliases::dedup(&mut symbols);
        data.sort_by_key(|s| (s.address, s.rank));
        data.dedup_by_key(|s| s.address);
        data.retain(|s| s.size > 0);
        DebugInfo {
            dwarf,
            sections,
            table: SymbolTable {
                symbols,
                data,
                aliases,
                names: NameMemo::default(),
            },
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
        // Each part in a context of its own (a copy of the kept one's index
        // of units), which keeps only the units it is in (it goes up the
        // addresses): a long profile's lookups go through every unit of a
        // program.
        let fresh = || self.dwarf.as_ref().and_then(|c| c.fresh_copy().ok());
        let look_up = |part: &[usize],
                       mut context: Option<Context<Reader<'a>>>,
                       each: &mut dyn FnMut(usize, Vec<Frame>)| {
            for (n, &i) in part.iter().enumerate() {
                if n % RELEASE_EVERY == 0
                    && let Some(context) = context.as_mut()
                {
                    context.release_units_below(addresses[i]);
                }
                let dwarf = context.as_ref().map(|c| (c, sections));
                each(i, frames_with(dwarf, table, addresses[i]));
            }
        };
        let (send, receive) = std::sync::mpsc::channel();
        std::thread::scope(|scope| {
            let mut chunks = order.chunks(chunk);
            let first = chunks.next().unwrap_or_default();
            for part in chunks {
                let send = send.clone();
                let context = fresh();
                scope.spawn(move || {
                    look_up(part, context, &mut |i, frames| {
                        // The receiver lives until every sender is gone.
                        _ = send.send((i, frames));
                    });
                });
            }
            drop(send);
            // This thread's part, taking the others' results as they come,
            // so that few of them wait in memory.
            let mut take = |i, frames| {
                each(i, frames);
                while let Ok((i, frames)) = receive.try_recv() {
                    each(i, frames);
                }
            };
            if addresses.len() < RELEASING_MIN_ADDRESSES {
                for &i in first {
                    take(i, self.frames(addresses[i]));
                }
            } else {
                look_up(first, fresh(), &mut take);
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
    let mut frames = dwarf_frames(context, &table.names, address);
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
            let name = table.names.get(sym.name, false);
            // The DWARF name is glibc's internal alias of the symbol
            // (`__GI___libc_read` for `read`): the public one is printed,
            // as perf and Go pprof print it. (Other DWARF names stay:
            // `__libc_start_main_impl` is google-pprof's, and perf's.)
            // Where the table has no local symbols (a system library
            // without its debug file's), the symbol whose name is the
            // DWARF name without `__GI_` and underscores is that alias.
            // (`__GI___poll`, `__GI__IO_puts` for `_IO_puts`, `__GI___libc_read`
            // for `read`).
            let public = sym.name.trim_start_matches('_');
            let internal = outer
                .name
                .raw
                .strip_prefix("__GI_")
                .map(|n| n.trim_start_matches('_'));
            let same =
                internal.is_some_and(|n| n == public || n.strip_prefix("libc_") == Some(public));
            if (outer.name.raw.starts_with("__GI_")
                && !sym.name.starts_with("__GI_")
                && (table.aliases.is_alias(sym.address, &outer.name.raw) || same))
                || extends(&name.full, &outer.name.short)
                || qualifies(&name.short, &outer.name.short)
                || name
                    .short
                    .strip_prefix(&*outer.name.short)
                    .is_some_and(|clone| clone.starts_with(" [clone "))
            {
                outer.name = name;
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
                name: table.names.get(sym.name, false),
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

fn dwarf_frames(context: Option<Dwarf<'_, '_>>, names: &NameMemo, address: u64) -> Vec<Frame> {
    let Some((ctx, sections)) = context else {
        return Vec::new();
    };
    let damage = &sections.damage;
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
        let raw = function.raw_name().unwrap_or(Cow::Borrowed("??"));
        let (file, line) = frame
            .location
            .map(|l| (l.file.map(display_file), l.line.unwrap_or(0)))
            .unwrap_or((None, 0));
        // A split unit's language is in its .dwo file, where addr2line
        // does not read it: an unknown language is taken for C++ (shortening
        // a C name changes nothing).
        let cpp = function.language.is_none_or(is_cpp);
        // A name borrowed from the mapped sections is made once; another
        // (invalid UTF-8 made good) each time.
        let name = match raw {
            Cow::Borrowed(raw) => names.get(raw, cpp),
            Cow::Owned(raw) => FunctionName::demangled(&raw, cpp),
        };
        frames.push(Frame {
            name,
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
        let mut frames = sections.resolve(ctx.find_frames(address)).ok()?;
        let mut outer = None;
        while let Ok(Some(frame)) = frames.next() {
            outer = frame.location;
        }
        let outer = outer?;
        Some((outer.file?.to_string(), outer.line.unwrap_or(0)))
    }

    /// File and line of each inline frame of `address`, innermost first:
    /// the line table's position, then each inlined call's in its caller
    /// (the outermost is [`Self::outer_location`]); frames without a file
    /// are left out.
    pub fn inline_positions(&self, address: u64) -> Vec<(String, u32)> {
        let Some((ctx, sections)) = self.context() else {
            return Vec::new();
        };
        let Ok(mut frames) = sections.resolve(ctx.find_frames(address)) else {
            return Vec::new();
        };
        let mut positions = Vec::new();
        while let Ok(Some(frame)) = frames.next() {
            if let Some(location) = frame.location
                && let Some(file) = location.file
            {
                positions.push((file.to_string(), location.line.unwrap_or(0)));
            }
        }
        positions
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

#[cfg(test)]
mod tests;
