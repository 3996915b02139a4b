//! The mapped-objects text that ends a gperftools profile: `/proc/self/maps`
//! lines and `build=` specifiers.

use crate::profile::{MAX_PATH, Mapping, check_path, clip, escape_controls};
use regex::Regex;
use std::sync::LazyLock;

static MAPS_LINE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"^([0-9a-fA-F]+)-([0-9a-fA-F]+)\s+(\S{4})\s+([0-9a-fA-F]+)\s+\S+\s+\d+(?:\s+(.*))?$",
    )
    .expect("valid regex")
});
static BUILD_LINE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^\s*build=(.*)$").expect("valid regex"));
static BUILD_VAR: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"\$build(\W|$)").expect("valid regex"));
static LIBRARY: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"\.so$|\.so[._][0-9]+").expect("valid regex"));

/// The most bytes of an unrecognized line quoted in a warning.
const QUOTED: usize = 200;

/// The mappings found in a mapped-objects text.
#[derive(Debug, Default)]
pub struct Maps {
    /// Executable mappings in file order, the main program's marked.
    pub mappings: Vec<Mapping>,
    /// How many non-empty lines were neither mappings nor build specifiers.
    pub unrecognized: usize,
    /// The first of those lines (its first 200 bytes, with its length when
    /// it is longer).
    pub first_unrecognized: Option<String>,
}

/// Parses the text. Only executable mappings are kept (samples fall in code);
/// `$build` followed by a non-word character is replaced by the path of the
/// last `build=` line. A line whose path (so expanded) is longer than a path
/// can be ([`check_path`]) is not a mapping. The main program is, as in Go pprof, the first mapping
/// whose path is neither a shared library nor a pseudo-path like `[vdso]`.
pub fn parse(text: &str) -> Maps {
    let mut maps = Maps::default();
    let mut build = String::new();
    for line in text.lines() {
        let line = line.trim_end_matches('\r');
        if let Some(c) = BUILD_LINE.captures(line) {
            build = c[1].to_string();
            continue;
        }
        let Some(c) = MAPS_LINE.captures(line) else {
            if !line.trim().is_empty() {
                maps.unrecognized += 1;
                maps.first_unrecognized
                    .get_or_insert_with(|| clip(line, QUOTED).into_owned());
            }
            continue;
        };
        let hex = |i: usize| u64::from_str_radix(&c[i], 16).ok();
        let (Some(start), Some(limit), Some(offset)) = (hex(1), hex(2), hex(4)) else {
            maps.unrecognized += 1;
            maps.first_unrecognized
                .get_or_insert_with(|| clip(line, QUOTED).into_owned());
            continue;
        };
        if c[3].as_bytes()[2] != b'x' || limit <= start {
            continue;
        }
        let raw = c.get(5).map_or("", |m| m.as_str()).trim();
        // Sized before it is made: a path longer than a path can be is no
        // file of the process (and a thousand `$build`s of a long build
        // directory would take gigabytes).
        let uses = BUILD_VAR.find_iter(raw).count();
        let expanded = raw.len() + uses.saturating_mul(build.len());
        if expanded > MAX_PATH + " (deleted)".len() {
            maps.unrecognized += 1;
            maps.first_unrecognized
                .get_or_insert_with(|| clip(line, QUOTED).into_owned());
            continue;
        }
        let path = BUILD_VAR.replace_all(raw, |c: &regex::Captures| format!("{build}{}", &c[1]));
        let path = path.trim_end_matches(" (deleted)");
        if check_path(path).is_err() {
            maps.unrecognized += 1;
            maps.first_unrecognized
                .get_or_insert_with(|| clip(line, QUOTED).into_owned());
            continue;
        }
        let path = escape_controls(path).into_owned();
        maps.mappings.push(Mapping {
            start,
            limit,
            offset,
            path,
            build_id: None,
            is_main: false,
        });
    }
    if let Some(main) = maps
        .mappings
        .iter_mut()
        .find(|m| !m.path.is_empty() && !m.path.starts_with('[') && !LIBRARY.is_match(&m.path))
    {
        main.is_main = true;
    }
    maps
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn build_variable_is_substituted_before_the_main_program_is_chosen() {
        let text = "  build=/home/me/out\n\
                    00400000-00401000 r-xp 00000000 08:01 12 $build/prog\n\
                    7f0000000000-7f0000010000 r-xp 00001000 08:01 13 $build_dir/libx.so\n\
                    00600000-00601000 rw-p 00000000 08:01 12 $build/prog\n\
                    garbage line\n";
        let maps = parse(text);
        assert_eq!(maps.mappings.len(), 2);
        assert_eq!(maps.mappings[0].path, "/home/me/out/prog");
        assert!(maps.mappings[0].is_main);
        // `$build_dir` is not `$build` followed by a non-word character.
        assert_eq!(maps.mappings[1].path, "$build_dir/libx.so");
        assert_eq!(maps.mappings[1].offset, 0x1000);
        assert_eq!(maps.unrecognized, 1);
        assert_eq!(maps.first_unrecognized.as_deref(), Some("garbage line"));
    }

    #[test]
    fn libraries_and_pseudo_paths_are_not_the_main_program() {
        let text = "7f00-7f10 r-xp 0 0:0 0 /lib/libc.so.6\n\
                    7f20-7f30 r-xp 0 0:0 0 [vdso]\n\
                    5500-5600 r-xp 1000 0:0 0 /bin/app\n";
        let maps = parse(text);
        let main: Vec<_> = maps.mappings.iter().filter(|m| m.is_main).collect();
        assert_eq!(main.len(), 1);
        assert_eq!(main[0].path, "/bin/app");
    }
}
