//! The function symbols GNU gprof reads from a program (binutils'
//! `core_sym_class` and `symtab_finalize`): from the static symbol table,
//! global symbols of code sections, weak symbols that are not objects, and
//! local symbols of code sections whose names gprof accepts; one per
//! address, preferring a global one, then a function, then one without a
//! leading `_`.

use std::collections::HashMap;

use crate::error::{Error, Result};
use crate::symbolize::Store;
use object::{Object, ObjectSection, ObjectSymbol, SectionIndex, SectionKind, SymbolKind};
use std::path::Path;

/// A function symbol of the profiled program, as gprof reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ProgramSymbol {
    /// Its address (gprof keeps one symbol per address).
    pub address: u64,
    /// Its name as stored.
    pub name: String,
    /// True for a symbol local to its file (`static`).
    pub is_static: bool,
    /// False for a symbol of an empty address range, which gprof's `-F`
    /// and `-E` cannot name: the last symbol, when it lies past the end of
    /// `.text` (gprof ends the last symbol there, as `data_start` of a
    /// program's data).
    pub selectable: bool,
}

/// The program's functions as the histogram is credited to them, and
/// gprof's symbol table.
pub(crate) struct ProgramFunctions {
    /// Symbol-table functions as `(entry, end)` address ranges, sorted by
    /// entry, one per entry; a function of unknown size ends at the end of
    /// its section, and every function at the next entry.
    pub ranges: Vec<(u64, u64)>,
    /// The function symbols gprof reads (its call graph's numbering counts
    /// the functions it does not print).
    pub symbols: Vec<ProgramSymbol>,
}

/// The function table of the program at `path`; with `gprof_symbols`, only
/// the functions gprof reads get time and calls.
pub(crate) fn program_functions(
    path: &Path,
    gprof_symbols: bool,
    store: &Store,
) -> Result<ProgramFunctions> {
    let bytes = store.map(path).map_err(|e| Error::io(path, e))?;
    let object = object::File::parse(bytes)
        .map_err(|e| Error::binary(path, format!("not an object file: {e}")))?;
    let section_end = |index: Option<object::SectionIndex>| {
        index
            .and_then(|i| object.section_by_index(i).ok())
            .map_or(u64::MAX, |s| s.address().saturating_add(s.size()))
    };
    let gprof = gprof_symbols_of(&object);
    // (entry, size, accepted, end of its section): every function symbol,
    // and gprof's.
    let mut symbols: Vec<(u64, u64, bool, u64)> = object
        .symbols()
        .chain(object.dynamic_symbols())
        .filter(|s| s.kind() == SymbolKind::Text && s.is_definition() && s.address() != 0)
        .map(|s| {
            (
                s.address(),
                s.size(),
                !gprof_symbols,
                section_end(s.section_index()),
            )
        })
        .collect();
    if gprof_symbols {
        symbols.extend(
            gprof
                .iter()
                .map(|s| (s.address, s.size, true, section_end(s.section))),
        );
    }
    // By entry, the accepted and the largest first, then one per entry.
    symbols.sort_unstable_by(|a, b| a.0.cmp(&b.0).then(b.2.cmp(&a.2)).then(b.1.cmp(&a.1)));
    symbols.dedup_by_key(|s| s.0);
    // A function ends at its size, or else at the end of its section, and
    // at the next symbol, accepted or not: the code of a skipped one is
    // credited to the entry before it.
    let ranges = symbols
        .iter()
        .enumerate()
        .filter(|(_, s)| s.2)
        .map(|(i, &(entry, size, _, section_end))| {
            let next = symbols.get(i + 1).map_or(u64::MAX, |s| s.0);
            let end = if size > 0 {
                entry.saturating_add(size)
            } else {
                section_end
            };
            (entry, end.min(next))
        })
        .collect();
    let text_end = object
        .section_by_name(".text")
        .map_or(u64::MAX, |s| s.address().saturating_add(s.size()));
    let last = gprof.len().saturating_sub(1);
    Ok(ProgramFunctions {
        ranges,
        symbols: gprof
            .into_iter()
            .enumerate()
            .map(|(i, s)| ProgramSymbol {
                selectable: i != last || s.address < text_end,
                address: s.address,
                name: s.name,
                is_static: s.is_static,
            })
            .collect(),
    })
}

/// A symbol of gprof's table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct GprofSymbol {
    /// Its address.
    pub address: u64,
    /// Its size (0 when unknown).
    pub size: u64,
    /// Its section.
    pub section: Option<SectionIndex>,
    /// Its name as stored.
    pub name: String,
    /// Typed as a function (not a label).
    pub is_func: bool,
    /// Local to its file.
    pub is_static: bool,
}

/// gprof's function symbols of `object`, by address.
pub(super) fn gprof_symbols_of<'d>(object: &impl Object<'d>) -> Vec<GprofSymbol> {
    // Names point into the string table; gprof may read on past their end.
    let strtab: &[u8] = object
        .section_by_name(".strtab")
        .and_then(|s| s.data().ok())
        .unwrap_or_default();
    let mut locals = LocalNames::new(strtab);
    let mut symbols: Vec<GprofSymbol> = object
        .symbols()
        .filter(|s| s.is_definition() && s.section_index().is_some())
        .filter_map(|s| {
            let name = s.name().ok()?;
            let in_code = s
                .section_index()
                .and_then(|i| object.section_by_index(i).ok())
                .is_some_and(|section| section.kind() == SectionKind::Text);
            let accepted = if s.is_weak() {
                s.kind() != SymbolKind::Data
            } else if s.is_local() {
                in_code && locals.accepts(name)
            } else {
                in_code
            };
            accepted.then(|| GprofSymbol {
                address: s.address(),
                size: s.size(),
                section: s.section_index(),
                name: crate::profile::escape_controls(name).into_owned(),
                is_func: s.kind() == SymbolKind::Text,
                is_static: s.is_local(),
            })
        })
        .collect();
    // By address, functions first, then globals first.
    symbols.sort_by(|a, b| {
        a.address
            .cmp(&b.address)
            .then(b.is_func.cmp(&a.is_func))
            .then(a.is_static.cmp(&b.is_static))
    });
    let mut kept: Vec<GprofSymbol> = Vec::with_capacity(symbols.len());
    for s in symbols {
        match kept.last_mut() {
            Some(last) if last.address == s.address => {
                if favored(&s, last) {
                    *last = s;
                }
            }
            _ => kept.push(s),
        }
    }
    kept
}

/// Whether gprof keeps `new` rather than `old` at the same address.
fn favored(new: &GprofSymbol, old: &GprofSymbol) -> bool {
    let second = |s: &GprofSymbol| s.name.as_bytes().get(1).copied();
    (!new.is_static && old.is_static)
        || (new.is_static == old.is_static
            && ((new.is_func && !old.is_func)
                || (new.is_func == old.is_func
                    && ((!new.name.starts_with('_') && old.name.starts_with('_'))
                        || (!new.name.is_empty()
                            && second(new) != Some(b'_')
                            && second(old) == Some(b'_'))))))
}

/// gprof's verdicts on local function names read from one string table.
///
/// gprof keeps a local function symbol whose name is not empty, has no `$`,
/// has every `.` part one of `.NNN`, `.clone.N`, `.constprop.N` (nested
/// functions and some GCC clones, so that `.isra.0`, `.part.0`, `.cold` and
/// `.lto_priv.0` are skipped) and is not one of GCC's `__gnu_compiled`
/// markers. As binutils' loop does, a name that ends in such a part is read
/// on past its end into the next string of the table, which can reject it
/// too. A scan resumed at a string's start reaches the same verdict for
/// every name that runs into it, so each is made once: a table of many
/// `name.N` strings in a row costs linear time, not quadratic.
pub(super) struct LocalNames<'d> {
    /// The string table.
    table: &'d [u8],
    /// Verdicts of scans resumed at a string's start, by its offset.
    resumed: HashMap<usize, bool>,
}

impl<'d> LocalNames<'d> {
    /// Verdicts on names of `table`.
    pub(super) fn new(table: &'d [u8]) -> Self {
        LocalNames {
            table,
            resumed: HashMap::new(),
        }
    }

    /// Whether gprof keeps a local function symbol named `name` (read from
    /// the table where it lies in it, or on its own).
    pub(super) fn accepts(&mut self, name: &str) -> bool {
        let start = (name.as_ptr() as usize).wrapping_sub(self.table.as_ptr() as usize);
        match self.table.get(start..) {
            Some(rest) if rest.starts_with(name.as_bytes()) => {
                accepts_local(self.table, start, &mut self.resumed)
            }
            _ => accepts_local(name.as_bytes(), 0, &mut HashMap::new()),
        }
    }
}

/// binutils' scan of the name at `start` of `bytes`, memoized by where it
/// resumes past a string's end (see [`LocalNames`]).
fn accepts_local(bytes: &[u8], start: usize, resumed: &mut HashMap<usize, bool>) -> bool {
    let at = |i: usize| bytes.get(i).copied().unwrap_or(0);
    let strlen = |i: usize| {
        bytes[i.min(bytes.len())..]
            .iter()
            .take_while(|&&b| b != 0)
            .count()
    };
    if at(start) == 0 || bytes[start..].starts_with(b"__gnu_compiled") {
        return false;
    }
    let mut crossed = Vec::new();
    let mut i = start;
    let verdict = 'scan: loop {
        if at(i) == 0 {
            break true;
        }
        if at(i) == b'$' {
            break false;
        }
        while at(i) == b'.' {
            if strlen(i) > 7 && bytes[i..].starts_with(b".clone.") {
                i += 6;
            } else if strlen(i) > 11 && bytes[i..].starts_with(b".constprop.") {
                i += 10;
            }
            let mut digit_seen = false;
            i += 1;
            while at(i) != 0 {
                if digit_seen && at(i) == b'.' {
                    break;
                } else if at(i).is_ascii_digit() {
                    digit_seen = true;
                } else {
                    break 'scan false;
                }
                i += 1;
            }
        }
        i += 1;
        if at(i - 1) == 0 {
            // Past a string's end: the rest of the scan is the next string's.
            if let Some(&verdict) = resumed.get(&i) {
                break verdict;
            }
            crossed.push(i);
        }
    };
    for at in crossed {
        resumed.insert(at, verdict);
    }
    verdict
}

#[cfg(test)]
mod tests {
    use super::LocalNames;

    fn accepts(name: &str, next: &str) -> bool {
        let table = format!("{name}\0{next}\0");
        LocalNames::new(table.as_bytes()).accepts(&table[..name.len()])
    }

    #[test]
    fn gprof_skips_local_symbols_with_dots_but_nested_and_clone_suffixes() {
        for name in [
            "f",
            "f.123",
            "f.1.2",
            "f.clone.3",
            "f.constprop.0",
            "f.constprop.1.5",
            "f.",
        ] {
            assert!(accepts(name, "main"), "{name}");
        }
        for name in [
            "",
            "f$x",
            "f.isra.0",
            "f.part.0",
            "f.cold",
            "f.lto_priv.0",
            "f.constprop.0.isra.0",
            "f..1",
            "f.clone",
            "__gnu_compiled_c",
        ] {
            assert!(!accepts(name, "main"), "{name}");
        }
    }

    #[test]
    fn a_name_ending_in_digits_is_read_on_into_the_next_string() {
        assert!(!accepts("f.constprop.0", "g.isra.0"));
        assert!(!accepts("f.123", "x$y"));
        assert!(accepts("f.123", "g.45"));
        // A name without a `.` part ends at its own end.
        assert!(accepts("f", "g.isra.0"));
    }

    #[test]
    fn verdicts_resumed_in_a_chain_of_names_are_shared() {
        // Every name of the chain runs on into `c.isra.0`, which rejects it;
        // asked in any order, with verdicts shared, the answers are the same.
        let table = "a.1\0b.2\0c.isra.0\0d\0e.3\0f\0";
        let names: Vec<&str> = table.split('\0').filter(|n| !n.is_empty()).collect();
        let want = [false, false, false, true, true, true];
        let mut forward = LocalNames::new(table.as_bytes());
        let got: Vec<bool> = names.iter().map(|n| forward.accepts(n)).collect();
        assert_eq!(got, want);
        let mut backward = LocalNames::new(table.as_bytes());
        let mut got: Vec<bool> = names.iter().rev().map(|n| backward.accepts(n)).collect();
        got.reverse();
        assert_eq!(got, want);
    }
}
