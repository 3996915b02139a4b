//! Symbolization from names someone else looked up: the `/pprof/symbol`
//! page of a profiled server, which answers `0x<address> <name>` lines for
//! the addresses posted to it (inline frames joined by `--`, outermost
//! first, as perl pprof writes them).

use super::debug_info::Frame;
use crate::demangle;
use crate::profile::{Profile, Unknown};
use std::collections::HashMap;

/// Parses a `/pprof/symbol` answer: address → names, outermost first. Lines
/// that are not `0x<hex> <name>` (a `binary=` variable, a `---` end) are
/// skipped.
pub fn parse_symbol_page(text: &str) -> HashMap<u64, Vec<String>> {
    let mut names = HashMap::new();
    for line in text.lines() {
        let line = line.trim_end_matches('\r');
        if line.starts_with("---") {
            break;
        }
        let Some((address, name)) = line.split_once(char::is_whitespace) else {
            continue;
        };
        let Some(hex) = address.strip_prefix("0x") else {
            continue;
        };
        let (Ok(address), name) = (u64::from_str_radix(hex, 16), name.trim()) else {
            continue;
        };
        if !name.is_empty() {
            names.insert(address, split_chain(name));
        }
    }
    names
}

/// An inline chain `outer--inner--innermost` split into its names; the
/// `--` of `operator--` is part of a name, not a separator.
fn split_chain(chain: &str) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    let mut glue = false;
    for piece in chain.split("--") {
        match names.last_mut() {
            Some(last) if glue => {
                last.push_str("--");
                last.push_str(piece);
            }
            _ => names.push(piece.to_string()),
        }
        glue = piece.ends_with("operator");
    }
    names
}

/// Fills the profile's locations that have no lines yet from `names`
/// (address → names, outermost first); addresses without names stay unknown. A name may end with its
/// function's start address, `<0000000000001550>`, as perl pprof writes
/// full names: functions of one short name at different starts (C++
/// overloads) then stay apart, as `name@1550`.
pub fn apply_names(profile: &mut Profile, names: &HashMap<u64, Vec<String>>) {
    let mut interner = super::FunctionInterner::new(std::mem::take(&mut profile.functions));
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
                    names: demangle::names(name, true),
                    raw_name: name.to_string(),
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
    fn operator_minus_minus_is_no_separator() {
        assert_eq!(
            split_chain("main--It::operator--(int)<0000000000001230>--leaf"),
            ["main", "It::operator--(int)<0000000000001230>", "leaf"]
        );
        assert_eq!(split_chain("It::operator--"), ["It::operator--"]);
    }

    #[test]
    fn symbol_page_lines() {
        let names = parse_symbol_page(
            "0x401136 main\n0x00401200 outer--inner\r\nbinary=/bin/x\nnot a line\n---\n0x1 after\n",
        );
        assert_eq!(names.len(), 2);
        assert_eq!(names[&0x401136], ["main"]);
        assert_eq!(names[&0x401200], ["outer", "inner"]);
    }

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
