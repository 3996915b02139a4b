//! The function symbols GNU gprof reads from a program (binutils'
//! `core_sym_class` and `symtab_finalize`): from the static symbol table,
//! global symbols of code sections, weak symbols that are not objects, and
//! local symbols of code sections whose names gprof accepts; one per
//! address, preferring a global one, then a function, then one without a
//! leading `_`.

use object::{Object, ObjectSection, ObjectSymbol, SectionIndex, SectionKind, SymbolKind};

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
    is_func: bool,
    /// Local to its file.
    pub is_static: bool,
}

/// gprof's function symbols of `object`, by address.
pub(super) fn gprof_symbols<'d>(object: &impl Object<'d>) -> Vec<GprofSymbol> {
    // Names point into the string table; gprof may read on past their end.
    let strtab: &[u8] = object
        .section_by_name(".strtab")
        .and_then(|s| s.data().ok())
        .unwrap_or_default();
    let in_table = |name: &'d str| -> &'d [u8] {
        let start = (name.as_ptr() as usize).wrapping_sub(strtab.as_ptr() as usize);
        match strtab.get(start..) {
            Some(rest) if rest.starts_with(name.as_bytes()) => rest,
            _ => name.as_bytes(),
        }
    };
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
                in_code && accepts_local(in_table(name))
            } else {
                in_code
            };
            accepted.then(|| GprofSymbol {
                address: s.address(),
                size: s.size(),
                section: s.section_index(),
                name: name.to_string(),
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

/// Whether gprof keeps a local function symbol whose name starts `bytes`
/// (the rest of the string table from there): not empty, no `$`, every
/// `.` part one of `.NNN`, `.clone.N`, `.constprop.N` (nested functions and
/// some GCC clones), so that `.isra.0`, `.part.0`, `.cold` and `.lto_priv.0`
/// are skipped; not GCC's `__gnu_compiled` markers. As binutils' loop does,
/// a name that ends in such a part is read on past its end into the next
/// string of the table, which can reject it too.
pub(super) fn accepts_local(bytes: &[u8]) -> bool {
    let at = |i: usize| bytes.get(i).copied().unwrap_or(0);
    let strlen = |i: usize| {
        bytes[i.min(bytes.len())..]
            .iter()
            .take_while(|&&b| b != 0)
            .count()
    };
    if at(0) == 0 || bytes.starts_with(b"__gnu_compiled") {
        return false;
    }
    let mut i = 0;
    while at(i) != 0 {
        if at(i) == b'$' {
            return false;
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
                    return false;
                }
                i += 1;
            }
        }
        i += 1;
    }
    true
}

#[cfg(test)]
mod tests {
    use super::accepts_local;

    fn accepts(name: &str, next: &str) -> bool {
        accepts_local(format!("{name}\0{next}\0").as_bytes())
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
}
