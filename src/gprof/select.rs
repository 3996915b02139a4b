//! `--focus` and `--ignore` in gprof's reports, as gprof's `-F` and `-E`
//! (binutils `gprof.c`): `-F` puts the functions it names in the tables
//! `INCL_GRAPH` and `INCL_TIME`, `-E` in `EXCL_GRAPH` and `EXCL_TIME`; the
//! analysis reads them as gprof's `propagate_flags` does (which entries
//! the call graph prints, which times propagate). The flat profile's own
//! tables (`INCL_FLAT`, `EXCL_FLAT`) are no part of `-F` and `-E`.
//!
//! gprof names a function by its exact symbol name; here a regular
//! expression names every function whose name it matches: the short or
//! the full demangled name, the name gprof prints, or the symbol's own
//! (mangled) name. As in gprof, a `--focus` that names no function of the
//! program leaves the `INCL` tables empty, which selects every function;
//! a symbol gprof gives an empty range (the last one, past `.text`) names
//! none. Where symbols share an address, gprof keeps one, and its mangled
//! name, not the one the profile's function has, is the one matched.

use super::Gmon;
use super::analysis::gprof_name;
use crate::demangle;
use crate::graph::Filters;
use crate::profile::{Function, Profile};
use regex::Regex;

/// The functions `--focus` and `--ignore` name, as gprof's tables.
#[derive(Debug, Clone, Default)]
pub struct Selection {
    /// `--focus`, when it names a function of the program (gprof's `INCL`
    /// tables are then not empty).
    focus: Option<Regex>,
    /// `--focus`, when it names none.
    unmatched_focus: Option<Regex>,
    /// `--ignore`.
    ignore: Option<Regex>,
}

/// Where a function is in gprof's tables.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct Tables {
    /// In `INCL_GRAPH` and `INCL_TIME` (named by `--focus`).
    pub included: bool,
    /// In `EXCL_GRAPH` and `EXCL_TIME` (named by `--ignore`).
    pub excluded: bool,
}

impl Selection {
    /// gprof's tables for `filters` over the program of `gmon`: its symbols
    /// and the profile's functions.
    pub fn new(profile: &Profile, gmon: &Gmon, filters: &Filters) -> Self {
        let names_any = |re: &Regex| {
            // The functions as the analysis names them: by each location's
            // outermost frame.
            profile
                .locations
                .iter()
                .filter_map(|l| Some((l.address, l.lines.last()?.function)))
                .any(|(address, f)| {
                    let f = profile.function(f);
                    function_matches(re, f, gmon.symbol_name(f, Some(address)))
                })
                || gmon
                    .symbols
                    .iter()
                    .any(|s| s.selectable && symbol_matches(re, &s.name))
        };
        let (focus, unmatched_focus) = match &filters.focus {
            Some(re) if names_any(re) => (Some(re.clone()), None),
            Some(re) => (None, Some(re.clone())),
            None => (None, None),
        };
        Selection {
            focus,
            unmatched_focus,
            ignore: filters.ignore.clone(),
        }
    }

    /// The `--focus` expression when it names no function of the program
    /// (gprof then selects every function, as without it).
    pub fn unmatched_focus(&self) -> Option<&str> {
        self.unmatched_focus.as_ref().map(Regex::as_str)
    }

    /// True when some function is selected for the `INCL` tables.
    pub(crate) fn has_focus(&self) -> bool {
        self.focus.is_some()
    }

    /// Where `function`, whose symbol gprof names `raw_name`, is in
    /// gprof's tables.
    pub(crate) fn tables(&self, function: &Function, raw_name: &str) -> Tables {
        let named = |re: &Option<Regex>| {
            re.as_ref()
                .is_some_and(|re| function_matches(re, function, raw_name))
        };
        Tables {
            included: named(&self.focus),
            excluded: named(&self.ignore),
        }
    }
}

/// True when `re` matches one of the function's names: short, full, as
/// gprof prints it, or gprof's symbol name `raw_name`.
fn function_matches(re: &Regex, f: &Function, raw_name: &str) -> bool {
    re.is_match(&f.name)
        || re.is_match(&f.full_name)
        || re.is_match(raw_name)
        || re.is_match(&gprof_name(f))
}

/// True when `re` matches a symbol's name, as stored or demangled.
fn symbol_matches(re: &Regex, raw: &str) -> bool {
    let names = demangle::names(raw, false);
    re.is_match(raw)
        || re.is_match(&names.short)
        || re.is_match(&names.full)
        || demangle::cpp_with_return_type(raw).is_some_and(|n| re.is_match(&n))
}
