//! Settings given more than once on the command line: the last is taken,
//! as Go's flags take it, and a warning says so.

use profile_analyze::settings::registry::{Kind, REGISTRY, Setting};
use std::ffi::OsString;

/// A warning for each setting of one value given more than once in
/// `argv` (as [`super::single_dash`] spells it): the last is taken, as Go's flags
/// take it (`--tagfocus` is one string there too), and the warning says
/// so instead of dropping the others silently.
pub(super) fn repeated_settings(argv: &[OsString]) -> Vec<String> {
    let mut counts: Vec<(&str, usize)> = Vec::new();
    let words = argv
        .iter()
        .skip(1)
        .map_while(|w| w.to_str())
        .take_while(|w| *w != "--");
    for long in words.filter_map(|w| w.strip_prefix("--")) {
        let name = long.split('=').next().unwrap_or(long);
        let one_value = |s: &&Setting| {
            s.name == name
                && s.doors.cli
                && !matches!(s.kind, Kind::Paths(_) | Kind::Files(_) | Kind::Bool)
        };
        let Some(setting) = REGISTRY.iter().find(one_value) else {
            continue;
        };
        match counts.iter_mut().find(|(n, _)| *n == setting.name) {
            Some((_, n)) => *n += 1,
            None => counts.push((setting.name, 1)),
        }
    }
    counts
        .into_iter()
        .filter(|(_, n)| *n > 1)
        .map(|(name, n)| {
            let join = if name.starts_with("tag") {
                format!(" (one --{name}=KEY=RE,RE... matches any of several values)")
            } else {
                String::new()
            };
            format!("--{name} given {n} times: only the last is used, as in Go pprof{join}")
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tag_filter_given_twice_is_said_once() {
        let argv: Vec<OsString> = [
            "pa",
            "--tagfocus=comm=a",
            "--text",
            "--tagfocus",
            "pid=1",
            "--",
            "--tagfocus=x",
        ]
        .iter()
        .map(OsString::from)
        .collect();
        let warnings = repeated_settings(&argv);
        assert_eq!(warnings.len(), 1, "{warnings:?}");
        assert!(warnings[0].starts_with("--tagfocus given 2 times: only the last is used"));
    }
}
