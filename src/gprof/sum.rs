//! gprof's `-s`: the histogram, arcs and block counts of the profiles read,
//! written back as one `gmon.out` (`gmon.sum`), byte for byte as GNU gprof
//! writes it.
//!
//! The histograms are written as summed ([`Histogram::add`]), but the arcs
//! and blocks go through gprof's symbol table first, and `-s` implies `-l`
//! (binutils' `gprof.c`: "--sum implies --line"), so it is the table of
//! `core_create_line_syms`: a symbol wherever the (file, line, function) of
//! `.text`'s addresses changes, and the function symbols (`corefile.c`),
//! one per address (`symtab.c`, `symtab_finalize`). Then (`call_graph.c`,
//! `cg_tally`) an arc is kept when both its ends fall in a symbol, and
//! becomes one from the symbol of its calling site (a line) to the function
//! of its callee (the symbol of the callee's address, or the last function
//! symbol before it); arcs between the same two symbols are one, their
//! counts summed (`cg_arcs.c`, `arc_add`). They are written per calling
//! symbol, by address, each symbol's in the reverse of their first
//! appearance (`arc_add` prepends). A block's count is added to the symbol
//! its address falls in, which keeps up to 10 block addresses
//! (`basic_blocks.c`, `bb_read_rec`); they are written per symbol, by
//! address, each in its first appearance's order (`bb_write_blocks`).
//!
//! A line's symbol is found here from the DWARF line table's rows (a row of
//! line 0 or without a file gives no line, as binutils' `get_src_info`
//! gives none) and the innermost function (inlined or not) of each row's
//! first address; binutils steps through every address of `.text`, so a
//! function's name that changes inside a row (never, in what GCC writes) is
//! not seen here.

use super::symbols::gprof_symbols_of;
use crate::error::{Error, Result};
use crate::formats::gmon_write;
use crate::profile::{Arc, BlockCount, Histogram};
use crate::symbolize::{self, Store};
use gimli::{EndianSlice, RunTimeEndian};
use object::{Object, ObjectSection};
use std::borrow::Cow;
use std::collections::HashMap;
use std::path::Path;

/// How many block addresses a symbol of gprof's keeps (`NBBS`).
const BLOCKS_PER_SYMBOL: usize = 10;

/// The `gmon.sum` gprof's `-s` writes for `histogram`, a profile of the
/// program at `program`.
pub fn write_sum(histogram: &Histogram, program: &Path) -> Result<Vec<u8>> {
    let facts = symbolize::program_facts(program)?;
    let store = Store::default();
    let bytes = store.map(program).map_err(|e| Error::io(program, e))?;
    let object = object::File::parse(bytes)
        .map_err(|e| Error::binary(program, format!("not an object file: {e}")))?;
    let table = SymbolTable::new(&object, &store);
    let arcs = table.arcs(&histogram.arcs);
    let blocks = histogram
        .block_records
        .then(|| table.blocks(&histogram.blocks));
    let mut out = Vec::new();
    gmon_write::write(histogram, &arcs, blocks.as_deref(), &facts, &mut out)
        .map_err(Error::Write)?;
    Ok(out)
}

/// A symbol of gprof's line-by-line table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Symbol {
    address: u64,
    /// A function symbol typed as a function (not a line, not a label).
    is_func: bool,
    /// The last address it covers (gprof's `end_addr`).
    end: u64,
}

/// gprof's symbol table under `-l`, by address.
#[derive(Debug)]
struct SymbolTable {
    symbols: Vec<Symbol>,
}

/// A symbol before `symtab_finalize`: a function's end is already set
/// (the first table's), a line's is not.
#[derive(Debug, Clone, Copy)]
struct Entry {
    address: u64,
    is_func: bool,
    /// True for a function symbol (kept over a line of the same address).
    function: bool,
    end: Option<u64>,
}

impl SymbolTable {
    fn new<'d>(object: &object::File<'d>, store: &'d Store) -> Self {
        let (text_start, text_end) = object.section_by_name(".text").map_or((0, 0), |s| {
            (s.address(), s.address().saturating_add(s.size()))
        });
        let last = text_end.wrapping_sub(1);
        // The function table, as finalized once: each ends before the next.
        let functions = gprof_symbols_of(object);
        let mut entries: Vec<Entry> = functions
            .iter()
            .enumerate()
            .map(|(i, f)| Entry {
                address: f.address,
                is_func: f.is_func,
                function: true,
                end: Some(functions.get(i + 1).map_or(last, |n| n.address - 1)),
            })
            .collect();
        let name_of = |address: u64| {
            let i = functions.partition_point(|f| f.address <= address);
            i.checked_sub(1).map(|i| functions[i].name.clone())
        };
        entries.extend(
            line_starts(object, store, text_start, text_end, name_of)
                .into_iter()
                .map(|address| Entry {
                    address,
                    is_func: false,
                    function: false,
                    end: None,
                }),
        );
        entries.sort_by_key(|e| (e.address, !e.function));
        // symtab_finalize: one per address; a symbol without an end ends
        // before the next; one whose range is empty is dropped.
        let mut kept: Vec<Entry> = Vec::with_capacity(entries.len());
        let mut previous = entries.first().map(|e| e.address.wrapping_sub(1));
        for e in entries {
            if Some(e.address) == previous {
                continue;
            }
            if let Some(last) = kept.last_mut()
                && last.end.is_none()
            {
                last.end = Some(e.address.wrapping_sub(1));
            }
            if e.end.is_none_or(|end| e.address <= end) {
                previous = Some(e.address);
                kept.push(e);
            }
        }
        if let Some(l) = kept.last_mut()
            && l.end.is_none()
        {
            l.end = Some(last);
        }
        SymbolTable {
            symbols: kept
                .into_iter()
                .map(|e| Symbol {
                    address: e.address,
                    is_func: e.is_func,
                    end: e.end.unwrap_or(last),
                })
                .collect(),
        }
    }

    /// The symbol `address` falls in (gprof's `sym_lookup`).
    fn lookup(&self, address: u64) -> Option<usize> {
        let i = self
            .symbols
            .partition_point(|s| s.address <= address)
            .checked_sub(1)?;
        (address <= self.symbols[i].end).then_some(i)
    }

    /// The function symbol of a callee's address: its symbol's, or the last
    /// function symbol before it.
    fn function(&self, address: u64) -> Option<usize> {
        let mut i = self.lookup(address)?;
        while !self.symbols[i].is_func {
            i = i.checked_sub(1)?;
        }
        Some(i)
    }

    /// The arcs as gprof keeps and writes them.
    fn arcs(&self, arcs: &[Arc]) -> Vec<Arc> {
        // (parent, child) -> (count, order of first appearance)
        let mut kept: HashMap<(usize, usize), (u64, usize)> = HashMap::new();
        for arc in arcs {
            let (Some(parent), Some(child)) = (self.lookup(arc.from), self.function(arc.to)) else {
                continue;
            };
            let order = kept.len();
            let entry = kept.entry((parent, child)).or_insert((0, order));
            entry.0 = entry.0.wrapping_add(arc.count as u64);
        }
        let mut arcs: Vec<((usize, usize), (u64, usize))> = kept.into_iter().collect();
        arcs.sort_by_key(|&((parent, _), (_, order))| (parent, std::cmp::Reverse(order)));
        arcs.into_iter()
            .map(|((parent, child), (count, _))| Arc {
                from: self.symbols[parent].address,
                to: self.symbols[child].address,
                count: count as i64,
            })
            .collect()
    }

    /// The blocks as gprof keeps and writes them.
    fn blocks(&self, blocks: &[BlockCount]) -> Vec<BlockCount> {
        let mut slots: HashMap<usize, [(u64, u64); BLOCKS_PER_SYMBOL]> = HashMap::new();
        for block in blocks {
            let Some(symbol) = self.lookup(block.address) else {
                continue;
            };
            let slots = slots.entry(symbol).or_insert([(0, 0); BLOCKS_PER_SYMBOL]);
            // An empty slot has address 0 (so a block at 0 stays unwritten).
            if let Some(slot) = slots.iter_mut().find(|s| s.0 == 0 || s.0 == block.address) {
                slot.0 = block.address;
                slot.1 = slot.1.wrapping_add(block.count as u64);
            }
        }
        let mut symbols: Vec<usize> = slots.keys().copied().collect();
        symbols.sort_unstable();
        symbols
            .into_iter()
            .flat_map(|s| slots[&s].into_iter().take_while(|slot| slot.0 != 0))
            .map(|(address, count)| BlockCount {
                address,
                count: count as i64,
            })
            .collect()
    }
}

/// The addresses of `.text` at which gprof starts a line symbol: where the
/// (file, line, function) of the line table changes from the last address
/// that had one.
fn line_starts<'d>(
    object: &object::File<'d>,
    store: &'d Store,
    text_start: u64,
    text_end: u64,
    symbol_name: impl Fn(u64) -> Option<String>,
) -> Vec<u64> {
    let Some(context) = dwarf_context(object, store) else {
        return Vec::new();
    };
    let Ok(rows) = context.find_location_range(text_start, text_end) else {
        return Vec::new();
    };
    let mut rows: Vec<(u64, u64, String, u32)> = rows
        .filter_map(|(start, len, location)| {
            Some((
                start.max(text_start),
                start.saturating_add(len).min(text_end),
                location.file?.to_string(),
                location.line?,
            ))
        })
        .filter(|row| row.0 < row.1)
        .collect();
    rows.sort_by_key(|row| row.0);
    let mut starts = Vec::new();
    let mut previous: Option<(String, u32, Option<String>)> = None;
    let mut covered = text_start;
    for (start, end, file, line) in rows {
        // Units' rows that overlap: the first covers.
        let start = start.max(covered);
        if start >= end {
            continue;
        }
        covered = end;
        let function = innermost_function(&context, start).or_else(|| symbol_name(start));
        let key = (file, line, function);
        if previous.as_ref() != Some(&key) {
            starts.push(start);
            previous = Some(key);
        }
    }
    starts
}

type Context<'d> = addr2line::Context<EndianSlice<'d, RunTimeEndian>>;

/// The name (as stored) of the innermost function, inlined or not, at
/// `address`.
fn innermost_function(context: &Context, address: u64) -> Option<String> {
    let mut frames = context.find_frames(address).skip_all_loads().ok()?;
    while let Ok(Some(frame)) = frames.next() {
        if let Some(function) = frame.function {
            return function.raw_name().ok().map(Cow::into_owned);
        }
    }
    None
}

/// A DWARF context of the program's own sections (as gprof reads them).
fn dwarf_context<'d>(object: &object::File<'d>, store: &'d Store) -> Option<Context<'d>> {
    let endian = if object.is_little_endian() {
        RunTimeEndian::Little
    } else {
        RunTimeEndian::Big
    };
    let dwarf = gimli::Dwarf::load(|id| -> std::result::Result<_, gimli::Error> {
        let bytes: &'d [u8] = match object.section_by_name(id.name()) {
            Some(section) => symbolize::section_bytes(&section, store),
            None => &[],
        };
        Ok(EndianSlice::new(bytes, endian))
    })
    .ok()?;
    // addr2line's recursion over nested inlined calls is bounded
    // (vendor/addr2line/PATCHES.md): a hostile nesting is an error.
    addr2line::Context::from_dwarf(dwarf).ok()
}
