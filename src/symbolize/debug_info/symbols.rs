//! The function symbols of an ELF file's symbol tables: which are taken
//! (functions, and the code labels perf takes too), which of several names
//! of one address is printed, and the others kept to recognize them.

use super::Symbol;
use object::{Object, ObjectSection, ObjectSymbol, SectionFlags, SectionKind, SymbolKind};

/// The symbols of `kind` (functions, or data objects) that `object`
/// defines, each with its rank among the names of its address.
///
/// With the functions come the labels of code (`STT_NOTYPE` symbols in an
/// executable section, of no size, such as the dynamic loader's `_start`
/// and `_dl_start_user`): perf names the code up to the next symbol after
/// them, and so does this table, ranked below every function of their
/// address.
pub(super) fn collect_symbols<'a>(
    object: &object::File<'a>,
    kind: SymbolKind,
    out: &mut Vec<Symbol<'a>>,
) {
    for sym in object.symbols().chain(object.dynamic_symbols()) {
        if !sym.is_definition() {
            continue;
        }
        let section = sym
            .section_index()
            .and_then(|i| object.section_by_index(i).ok());
        let label = kind == SymbolKind::Text
            && sym.kind() == SymbolKind::Unknown
            && section.as_ref().is_some_and(is_code);
        if sym.kind() != kind && !label {
            continue;
        }
        let Ok(name) = sym.name() else { continue };
        // Assemblers' local labels and ARM's mapping symbols are no names.
        if name.is_empty() || name.starts_with(".L") || name.starts_with('$') {
            continue;
        }
        // The name a user would search for: fewer leading underscores (`free`,
        // not `__libc_free` or `__GI___libc_free`), then global over weak over
        // local, as gprof and google-pprof choose (perf takes global over
        // weak first: the vdso's `__vdso_clock_gettime` for `clock_gettime`).
        let binding = if sym.is_global() && !sym.is_weak() {
            0
        } else if sym.is_weak() {
            1
        } else {
            2
        };
        let underscores = name.len() - name.trim_start_matches('_').len();
        let rank = if label {
            (usize::MAX / 2 + underscores.min(0xffff), binding)
        } else {
            (underscores, binding)
        };
        let section_end = section.map_or(sym.address(), |s| s.address().saturating_add(s.size()));
        out.push(Symbol {
            address: sym.address(),
            size: sym.size(),
            name,
            rank,
            section_end,
        });
    }
}

/// Whether `section` holds code: executable, in the file or not (a
/// separate debug file's `.text` is `SHT_NOBITS`).
fn is_code(section: &object::Section) -> bool {
    match section.flags() {
        SectionFlags::Elf { sh_flags, .. } => sh_flags.contains(object::elf::SHF_EXECINSTR),
        _ => section.kind() == SectionKind::Text,
    }
}

/// The names of function addresses other than the one printed (glibc's
/// `__GI___libc_read` and `__libc_read` where `read` is printed), by
/// address.
#[derive(Default)]
pub(super) struct Aliases<'a> {
    names: Vec<(u64, &'a str)>,
}

impl<'a> Aliases<'a> {
    /// Sorts `symbols` by address and keeps the preferred one of each
    /// address (the lowest rank); the others are the aliases.
    pub(super) fn dedup(symbols: &mut Vec<Symbol<'a>>) -> Aliases<'a> {
        symbols.sort_by_key(|s| (s.address, s.rank));
        let mut names = Vec::new();
        let mut kept: Option<u64> = None;
        symbols.retain(|s| {
            if kept == Some(s.address) {
                if !names.contains(&(s.address, s.name)) {
                    names.push((s.address, s.name));
                }
                false
            } else {
                kept = Some(s.address);
                true
            }
        });
        names.sort_unstable();
        names.dedup();
        Aliases { names }
    }

    /// True when `name` is another name of the function at `address`.
    pub(super) fn is_alias(&self, address: u64, name: &str) -> bool {
        let from = self.names.partition_point(|n| n.0 < address);
        self.names[from..]
            .iter()
            .take_while(|n| n.0 == address)
            .any(|n| n.1 == name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn symbol(address: u64, name: &'static str, rank: (usize, u8)) -> Symbol<'static> {
        Symbol {
            address,
            size: 16,
            name,
            rank,
            section_end: 0x1000,
        }
    }

    #[test]
    fn the_public_name_is_kept_and_the_others_are_its_aliases() {
        let mut symbols = vec![
            symbol(0x20, "__GI___libc_read", (7, 2)),
            symbol(0x10, "main", (0, 0)),
            symbol(0x20, "read", (0, 1)),
            symbol(0x20, "__libc_read", (2, 0)),
        ];
        let aliases = Aliases::dedup(&mut symbols);
        let kept: Vec<&str> = symbols.iter().map(|s| s.name).collect();
        assert_eq!(kept, ["main", "read"]);
        assert!(aliases.is_alias(0x20, "__GI___libc_read"));
        assert!(aliases.is_alias(0x20, "__libc_read"));
        assert!(!aliases.is_alias(0x10, "__libc_read"));
        assert!(!aliases.is_alias(0x20, "write"));
    }
}
