//! The `0x<address> <name>` lines of a profiled server's `/pprof/symbol`
//! page and of a symbolized profile's symbol section: inline frames joined
//! by `--`, outermost first, as perl pprof writes them.

use crate::profile::SymbolNames;

/// Parses a `/pprof/symbol` answer: address → names, outermost first. Lines
/// that are not `0x<hex> <name>` (a `binary=` variable, a `---` end) are
/// skipped.
pub fn parse_symbol_page(text: &str) -> SymbolNames {
    let mut names = SymbolNames::new();
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
}
