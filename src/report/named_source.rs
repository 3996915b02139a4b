//! `--list` from the lines a profile names itself: every routine of a
//! profile whose listing is Go's ([`Listing::Lines`]: a profile.proto,
//! program or not), and in the others ([`Listing::Routines`]) the functions
//! no symbol-table routine lists: those only ever inlined (`--text`'s
//! `sum_squares_inlined (inline)`), wherever their code is, and those whose
//! file was not opened (a symbolized profile's, a remote one's).
//!
//! Each (function, file, line) of a sample's frames, inline frames
//! included, is one row, and a routine is a function's rows in one file.
//! A row's and a routine's cum is the value of the samples that have it
//! anywhere (once per sample). Their flat depends on the listing:
//!
//! * Go's: a row's flat is the value of the samples whose innermost frame
//!   it is, so the code inlined into a function is on the inlined
//!   function's lines, not in its caller's flat; a routine's totals are
//!   the sums of its rows, as Go sums them.
//! * perl's: a function's flat is the value of the samples whose leaf code
//!   is it or code inlined into it (the leaf address has it anywhere among
//!   its frames), as a symbol-table routine's flat is that of the addresses
//!   in its range, inlined code included; that code is on the function's
//!   line that calls it (the frame's line), as the routine's listing puts
//!   it. A routine's flat and cum count each sample once. So `hash_round`,
//!   inlined into `hash_block` with `rotl64` inlined into it, has the flat
//!   of `rotl64`'s code there too (28 samples, where `--text`'s
//!   `hash_round (inline)` row has 8), and the same cum as that row.
//!
//! The source is shown from five lines before the first row to five after
//! the last.

use crate::graph::locations::Counts;
use crate::graph::{Filters, NodeOptions, View};
use crate::profile::units::Unit;
use crate::profile::{Listing, LocationId, Profile};
use crate::report::code::Match;
use crate::report::source::{clean_file_name, write_header};
use crate::report::source_files::Sources;
use crate::symbolize::Objects;
use regex::Regex;
use std::collections::BTreeMap;
use std::io::{self, Write};

/// Lines shown before the first row and after the last (Go's margin).
const MARGIN: u32 = 5;

/// A function's source in one file, from the profile's lines.
#[derive(Debug, Default)]
pub(crate) struct Routine {
    /// Its flat and cum (see the module's documentation).
    pub total: Counts,
    /// The values of its rows, by line.
    pub lines: BTreeMap<u32, Counts>,
}

/// Per function name, per file: the routine.
pub(crate) type Routines = BTreeMap<String, BTreeMap<String, Routine>>;

/// What the symbol table lists already: the routines `--list` or
/// `--disasm` shows.
pub(crate) struct Listed<'a> {
    /// Their names, as the report names functions (short or full).
    names: foldhash::HashSet<&'a str>,
    /// Their code, sorted: the file (of [`Objects::files`]), and the start
    /// and end of the routine there.
    ranges: Vec<(usize, u64, u64)>,
}

impl<'a> Listed<'a> {
    /// What `routines` list, with their full names when `full_names`.
    pub fn new(routines: &'a [Match], full_names: bool) -> Self {
        let names = routines
            .iter()
            .map(|r| {
                if full_names {
                    r.names.full.as_str()
                } else {
                    r.names.short.as_str()
                }
            })
            .collect();
        let mut ranges: Vec<(usize, u64, u64)> = routines
            .iter()
            .map(|r| (r.file, r.routine.start, r.routine.end))
            .collect();
        ranges.sort_unstable();
        Listed { names, ranges }
    }

    /// True when a listed routine has the name `name`.
    fn has_name(&self, name: &str) -> bool {
        self.names.contains(name)
    }

    /// True when `address` of file `file` is in a listed routine.
    fn holds(&self, file: usize, address: u64) -> bool {
        let after = self
            .ranges
            .partition_point(|r| (r.0, r.1) <= (file, address));
        after > 0 && {
            let (f, _, end) = self.ranges[after - 1];
            f == file && address < end
        }
    }
}

/// A value counted once per sample.
#[derive(Clone, Copy)]
pub(crate) struct Tally {
    /// The flat and cum counted.
    pub counts: Counts,
    /// The last sample counted in the flat, and in the cum.
    flat_in: usize,
    cum_in: usize,
}

impl Tally {
    /// Nothing counted yet.
    pub const NEW: Tally = Tally {
        counts: Counts { flat: 0, cum: 0 },
        flat_in: usize::MAX,
        cum_in: usize::MAX,
    };

    /// Counts `value` of sample `sample` in the cum, and in the flat when
    /// `flat`, each once per sample.
    pub fn add(&mut self, sample: usize, value: i64, flat: bool) {
        if flat && self.flat_in != sample {
            self.flat_in = sample;
            self.counts.flat = self.counts.flat.saturating_add(value);
        }
        if self.cum_in != sample {
            self.cum_in = sample;
            self.counts.cum = self.counts.cum.saturating_add(value);
        }
    }
}

/// Which functions [`routines`] finds, and how it counts their flat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Scope {
    /// A listing of source: the functions named at any location, with the
    /// flat of the profile's [`Listing`].
    Source,
    /// A listing of source with `inlined_lines`: as [`Scope::Source`], with
    /// Go's flat whatever the profile's listing (the innermost frame's).
    SourceInlinedLines,
    /// The functions named at the locations that no opened file holds.
    Unopened,
}

/// The routines of the functions whose names match `re`, of the samples
/// `filters` keep, in the sample type, names and inline setting of `nodes`,
/// but for those the symbol table lists (`listed`: by name, and a
/// location's own routine in its range), as `scope` says.
pub(crate) fn routines(
    profile: &Profile,
    objects: &Objects,
    filters: &Filters,
    nodes: NodeOptions,
    re: &Regex,
    listed: &Listed,
    scope: Scope,
) -> Routines {
    let everywhere = scope != Scope::Unopened;
    let named = |l: LocationId| {
        let location = profile.location(l);
        !location.lines.is_empty()
            && location.unknown.is_none()
            && (everywhere
                || location
                    .mapping
                    .is_none_or(|m| objects.file_of(m).is_none()))
    };
    // The functions wanted, each matched once; nothing more is done when
    // no location names one (every function that matches is listed).
    let wanted: Vec<bool> = profile
        .functions
        .iter()
        .map(|f| {
            let name = if nodes.full_names {
                &f.full_name
            } else {
                &f.name
            };
            re.is_match(name) && !listed.has_name(name)
        })
        .collect();
    let wanted_here = |l: LocationId| {
        named(l)
            && profile
                .location(l)
                .lines
                .iter()
                .any(|line| line.file.is_some() && wanted[line.function.index()])
    };
    if !profile.location_ids().any(wanted_here) {
        return Routines::new();
    }
    // Whether the code at `l` is in the range of a listed routine: its own
    // (outermost, not inlined) frame is then that routine's.
    let in_listed = |l: LocationId| {
        let location = profile.location(l);
        location.mapping.is_some_and(|m| {
            objects.file_of(m).is_some_and(|file| {
                let object = &objects.files()[file];
                listed.holds(
                    file,
                    object.file_address(profile.mapping(m), location.address),
                )
            })
        })
    };
    // Function names as the report asks (full or short); with
    // `--noinlines` each address keeps its outermost frame, as in Go.
    let nodes = NodeOptions {
        value_index: nodes.value_index,
        full_names: nodes.full_names,
        noinlines: nodes.noinlines,
        ..NodeOptions::default()
    };
    let go = profile.listing == Listing::Lines || scope == Scope::SourceInlinedLines;
    let view = View::new(profile, filters, nodes);
    // The rows, each (function, file, line) once, with their routine, and
    // per location the rows of its frames that match (with whether the
    // frame is the innermost): each location's frames are matched once,
    // not once per sample.
    let mut rows: Vec<((&str, &str, u32), usize)> = Vec::new();
    let mut row_ids: foldhash::HashMap<(&str, &str, u32), usize> = foldhash::HashMap::default();
    let mut routine_ids: foldhash::HashMap<(&str, &str), usize> = foldhash::HashMap::default();
    let mut of_location: Vec<Option<Vec<(usize, bool)>>> = vec![None; profile.locations.len()];
    let mut row_tallies: Vec<Tally> = Vec::new();
    let mut routine_tallies: Vec<Tally> = Vec::new();
    for kept in view.samples() {
        let stack = kept.stack.iter().filter(|l| view.shows(**l));
        for (depth, &l) in stack.enumerate() {
            if !named(l) {
                continue;
            }
            let frames = of_location[l.index()].get_or_insert_with(|| {
                let own_listed = in_listed(l);
                let mut matched = Vec::new();
                for (inner, frame) in view.frames(l).iter().enumerate() {
                    let Some(file) = frame.file else { continue };
                    if !re.is_match(&frame.name)
                        || listed.has_name(&frame.name)
                        || (own_listed && !frame.inlined)
                    {
                        continue;
                    }
                    let name = frame.name.as_ref();
                    let routine = *routine_ids.entry((name, file)).or_insert_with(|| {
                        routine_tallies.push(Tally::NEW);
                        routine_tallies.len() - 1
                    });
                    let key = (name, file, frame.line);
                    let id = *row_ids.entry(key).or_insert_with(|| {
                        rows.push((key, routine));
                        row_tallies.push(Tally::NEW);
                        rows.len() - 1
                    });
                    matched.push((id, inner == 0));
                }
                matched
            });
            for &(id, innermost) in frames.iter() {
                // Go's flat is the innermost frame's; perl's, every frame's
                // of the leaf address (the code inlined into it is its).
                let flat = depth == 0 && (innermost || !go);
                row_tallies[id].add(kept.index, kept.value, flat);
                routine_tallies[rows[id].1].add(kept.index, kept.value, flat);
            }
        }
    }
    let mut routines = Routines::new();
    for (((name, file, line), routine), tally) in rows.into_iter().zip(row_tallies) {
        let entry = routines
            .entry(name.to_string())
            .or_default()
            .entry(file.to_string())
            .or_default();
        *entry.lines.entry(line).or_default() += tally.counts;
        if go {
            entry.total += tally.counts;
        } else {
            entry.total = routine_tallies[routine].counts;
        }
    }
    routines
}

/// The lines shown of a routine whose rows are `lines`: from [`MARGIN`]
/// lines before the first row to as many after the last; `None` without
/// rows.
pub(crate) fn shown_range(lines: &BTreeMap<u32, Counts>) -> Option<(u32, u32)> {
    let (&first, &last) = (lines.keys().next()?, lines.keys().next_back()?);
    Some((
        first.saturating_sub(MARGIN).max(1),
        last.saturating_add(MARGIN),
    ))
}

/// Writes each routine of `routines` in perl's layout (the routine's
/// heading and totals, then its source lines with their values).
pub(crate) fn write(
    routines: &Routines,
    sources: &mut Sources,
    unit: Unit,
    out: &mut impl Write,
) -> io::Result<()> {
    for (name, files) in routines {
        for (file, Routine { total, lines }) in files {
            let shown = clean_file_name(sources.shown(file));
            write_header(out, name, shown, unit, *total)?;
            let row = |counts: Option<&Counts>| {
                let c = counts.copied().unwrap_or_default();
                (unit.cell(c.flat), unit.cell(c.cum))
            };
            let Some((from, to)) = shown_range(lines) else {
                continue;
            };
            match sources.lines(file) {
                Some(text) => {
                    for l in from..=to {
                        let Some(text) = text.get(l as usize - 1) else {
                            break;
                        };
                        let (f, c) = row(lines.get(&l));
                        writeln!(out, "{f:>6} {c:>6} {l:>4}: {text}")?;
                    }
                }
                None => {
                    writeln!(
                        out,
                        "(source not found: {}; add its directory with --source_path)",
                        sources.shown(file)
                    )?;
                    for (l, counts) in lines {
                        let (f, c) = row(Some(counts));
                        writeln!(out, "{f:>6} {c:>6} {l:>4}:")?;
                    }
                }
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::demangle::Names;
    use crate::graph::toy;
    use crate::symbolize::Routine as SymbolRoutine;

    /// Each function's totals in toy.c, and its rows, of `stacks` listed
    /// as `listing` says, but for the routines named in `listed`.
    fn listed(
        stacks: &[(&[&str], i64)],
        listing: Listing,
        re: &str,
        listed: &[&str],
        full_names: bool,
    ) -> BTreeMap<String, (Counts, Vec<(u32, Counts)>)> {
        let mut p = toy::profile(stacks);
        p.listing = listing;
        let matches: Vec<Match> = listed
            .iter()
            .map(|name| Match {
                file: 0,
                routine: SymbolRoutine {
                    start: 0,
                    end: 0,
                    raw_name: name,
                },
                names: Names {
                    short: name.to_string(),
                    full: format!("{name}(int)"),
                },
            })
            .collect();
        let nodes = NodeOptions {
            full_names,
            ..NodeOptions::default()
        };
        let objects = Objects::default();
        let re = Regex::new(re).unwrap();
        let listed = Listed::new(&matches, full_names);
        routines(
            &p,
            &objects,
            &Filters::default(),
            nodes,
            &re,
            &listed,
            Scope::Source,
        )
        .into_iter()
        .map(|(name, mut files)| {
            let routine = files.remove("toy.c").unwrap();
            assert!(files.is_empty());
            let rows = routine.lines.into_iter().collect();
            (name, (routine.total, rows))
        })
        .collect()
    }

    fn counts(flat: i64, cum: i64) -> Counts {
        Counts { flat, cum }
    }

    /// `b` is inlined into `a` (location 0, line 10); `a` also runs code
    /// of its own (location 2, line 12); `c`, called from the inlined `b`,
    /// is a leaf of its own (location 3, line 13).
    const STACKS: &[(&[&str], i64)] = &[
        (&["a>b", "main"], 3),
        (&["a", "main"], 2),
        (&["c", "a>b", "main"], 5),
    ];

    #[test]
    fn perl_flat_has_the_code_inlined_into_the_function() {
        let got = listed(STACKS, Listing::Routines, "^(a|b)$", &[], false);
        // a's flat: its own leaf code (2) and b's, inlined into it (3), on
        // the line of the call; its cum, every sample.
        assert_eq!(
            got["a"],
            (counts(5, 10), vec![(10, counts(3, 8)), (12, counts(2, 2))])
        );
        assert_eq!(got["b"], (counts(3, 8), vec![(10, counts(3, 8))]));
    }

    #[test]
    fn go_flat_is_the_innermost_frames() {
        let got = listed(STACKS, Listing::Lines, "^(a|b)$", &[], false);
        assert_eq!(
            got["a"],
            (counts(2, 10), vec![(10, counts(0, 8)), (12, counts(2, 2))])
        );
        assert_eq!(got["b"], (counts(3, 8), vec![(10, counts(3, 8))]));
    }

    #[test]
    fn perl_totals_count_a_sample_once() {
        // b, inlined into a at the leaf, is also on the stack as a routine
        // of its own (location 1, line 11) that called that a.
        let stacks: &[(&[&str], i64)] = &[(&["a>b", "b", "main"], 4)];
        let perl = listed(stacks, Listing::Routines, "^b$", &[], false);
        assert_eq!(
            perl["b"],
            (counts(4, 4), vec![(10, counts(4, 4)), (11, counts(0, 4))])
        );
        // Go sums the rows.
        let go = listed(stacks, Listing::Lines, "^b$", &[], false);
        assert_eq!(go["b"].0, counts(4, 8));
    }

    #[test]
    fn a_function_the_symbol_table_lists_is_not_listed_again() {
        for full_names in [false, true] {
            let got = listed(STACKS, Listing::Routines, "^(a|b)", &["a"], full_names);
            let names: Vec<&str> = got.keys().map(String::as_str).collect();
            let b = if full_names { "b(int)" } else { "b" };
            assert_eq!(names, [b], "full names: {full_names}");
        }
    }
}
