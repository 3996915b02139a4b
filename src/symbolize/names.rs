//! Symbolization from names someone else looked up: a profiled server's
//! `/pprof/symbol` page, or a symbolized profile's symbol section, as
//! [`crate::formats::parse_symbol_page`] reads them.

use super::debug_info::Frame;
use crate::profile::SymbolNames;
use crate::profile::{Profile, Unknown};

/// Fills the profile's locations that have no lines yet from `names`
/// (address → names, outermost first); addresses without names stay unknown. A name may end with its
/// function's start address, `<0000000000001550>`, as perl pprof writes
/// full names: functions of one short name at different starts (C++
/// overloads) then stay apart, as `name@1550`.
pub fn apply_names(profile: &mut Profile, names: &SymbolNames) {
    let mut interner = super::FunctionInterner::new(std::mem::take(&mut profile.functions));
    let memo = super::frame::NameMemo::default();
    // A location the profile named itself (a profile.proto's) keeps its names.
    for loc in profile.locations.iter_mut().filter(|l| l.lines.is_empty()) {
        let Some(chain) = names.get(&loc.address) else {
            loc.unknown = Some(Unknown::NotNamedByServer);
            continue;
        };
        loc.unknown = None;
        let n = chain.len();
        loc.lines = chain
            .iter()
            .rev()
            .enumerate()
            .map(|(depth, raw)| {
                let (name, start) = split_start(raw);
                let frame = Frame {
                    name: memo.get(name, true),
                    start,
                    file: None,
                    line: 0,
                    from_unwind: false,
                };
                interner.line(frame, depth + 1 < n, None)
            })
            .collect();
    }
    profile.functions = interner.finish();
}

/// `name<hex start>` split into the name and the start address.
fn split_start(raw: &str) -> (&str, Option<u64>) {
    raw.strip_suffix('>')
        .and_then(|r| r.rsplit_once('<'))
        .filter(|(_, hex)| !hex.is_empty() && hex.len() <= 16)
        .and_then(|(name, hex)| Some((name, Some(u64::from_str_radix(hex, 16).ok()?))))
        .unwrap_or((raw, None))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_start_address_keeps_overloads_apart() {
        assert_eq!(
            split_start("f(int)<0000000000001550>"),
            ("f(int)", Some(0x1550))
        );
        assert_eq!(split_start("std::vector<int>"), ("std::vector<int>", None));
        assert_eq!(split_start("g"), ("g", None));
    }
}
