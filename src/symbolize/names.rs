//! Symbolization from names someone else looked up: the `/pprof/symbol`
//! page of a profiled server, which answers `0x<address> <name>` lines for
//! the addresses posted to it (inline frames joined by `--`, outermost
//! first, as perl pprof writes them).

use super::demangle;
use crate::profile::{Function, FunctionId, Line, Profile, Unknown};
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
            names.insert(address, name.split("--").map(str::to_string).collect());
        }
    }
    names
}

/// Fills the profile's locations from `names` (address → names, outermost
/// first); addresses without names stay unknown.
pub fn apply_names(profile: &mut Profile, names: &HashMap<u64, Vec<String>>) {
    let mut functions: Vec<Function> = Vec::new();
    let mut index: HashMap<String, FunctionId> = HashMap::new();
    for loc in &mut profile.locations {
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
                let function = *index.entry(raw.clone()).or_insert_with(|| {
                    let names = demangle::names(raw, true);
                    functions.push(Function {
                        name: names.short,
                        full_name: names.full,
                        system_name: raw.clone(),
                        start: None,
                    });
                    FunctionId::new(functions.len() - 1)
                });
                Line {
                    function,
                    file: None,
                    line: 0,
                    inlined: depth + 1 < n,
                }
            })
            .collect();
    }
    profile.functions = functions;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symbol_page_lines() {
        let names = parse_symbol_page(
            "0x401136 main\n0x00401200 outer--inner\r\nbinary=/bin/x\nnot a line\n---\n0x1 after\n",
        );
        assert_eq!(names.len(), 2);
        assert_eq!(names[&0x401136], ["main"]);
        assert_eq!(names[&0x401200], ["outer", "inner"]);
    }
}
