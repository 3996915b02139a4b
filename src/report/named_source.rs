//! `--list` from the lines a profile names itself, as Go pprof's `-list`
//! makes it: every routine of a profile.proto (Go's runtime profiles, our
//! own `--proto` read back), program or not, and in other profiles the
//! code whose file was not opened (a symbolized profile's, a remote one's).
//!
//! As in Go, each (function, file, line) of a sample's frames, inline
//! frames included, is one row: its flat is the value of the samples whose
//! innermost frame it is, its cum the value of the samples that have it
//! anywhere (once per sample); a routine is a function's rows in one file,
//! and its totals are the sums of its rows. The source is shown from five
//! lines before the first row to five after the last.

use crate::graph::locations::Counts;
use crate::graph::{Filters, NodeOptions, View};
use crate::profile::units::Unit;
use crate::profile::{LocationId, Profile};
use crate::report::source::{clean_file_name, write_header};
use crate::report::source_files::Sources;
use crate::symbolize::Objects;
use regex::Regex;
use std::collections::BTreeMap;
use std::io::{self, Write};

/// Lines shown before the first row and after the last (Go's margin).
const MARGIN: u32 = 5;

/// Per function name, per file, per line: the values of the rows.
pub(crate) type Routines = BTreeMap<String, BTreeMap<String, BTreeMap<u32, Counts>>>;

/// The rows of the functions whose names match `re`, of the samples
/// `filters` keep, in the sample type, names and inline setting of `nodes`,
/// but for those in `listed` (listed from their code): named by the
/// profile at locations that no opened file holds, or, `everywhere`, at
/// any location (a profile.proto's source is listed from its lines).
pub(crate) fn routines(
    profile: &Profile,
    objects: &Objects,
    filters: &Filters,
    nodes: NodeOptions,
    re: &Regex,
    listed: &[&str],
    everywhere: bool,
) -> Routines {
    let named = |l: LocationId| {
        let location = profile.location(l);
        !location.lines.is_empty()
            && location.unknown.is_none()
            && (everywhere
                || location
                    .mapping
                    .is_none_or(|m| objects.file_of(m).is_none()))
    };
    if !profile.location_ids().any(named) {
        return Routines::new();
    }
    // Function names as the report asks (full or short); with
    // `--noinlines` each address keeps its outermost frame, as in Go.
    let nodes = NodeOptions {
        value_index: nodes.value_index,
        full_names: nodes.full_names,
        noinlines: nodes.noinlines,
        ..NodeOptions::default()
    };
    let view = View::new(profile, filters, nodes);
    // The rows, each (function, file, line) once, and per location the rows
    // of its frames that match (with whether the frame is the innermost):
    // each location's frames are matched once, not once per sample.
    let mut rows: Vec<(&str, &str, u32)> = Vec::new();
    let mut row_ids: foldhash::HashMap<(&str, &str, u32), usize> = foldhash::HashMap::default();
    let mut of_location: Vec<Option<Vec<(usize, bool)>>> = vec![None; profile.locations.len()];
    let mut counts: Vec<Counts> = Vec::new();
    // The last sample each row counted its cum in.
    let mut counted: Vec<usize> = Vec::new();
    for kept in view.samples() {
        let stack = kept.stack.iter().filter(|l| view.shows(**l));
        for (depth, &l) in stack.enumerate() {
            if !named(l) {
                continue;
            }
            let frames = of_location[l.index()].get_or_insert_with(|| {
                let mut matched = Vec::new();
                for (inner, frame) in view.frames(l).iter().enumerate() {
                    let Some(file) = frame.file else { continue };
                    if !re.is_match(&frame.name) {
                        continue;
                    }
                    let key = (frame.name.as_ref(), file, frame.line);
                    let id = *row_ids.entry(key).or_insert_with(|| {
                        rows.push(key);
                        counts.push(Counts::default());
                        counted.push(usize::MAX);
                        rows.len() - 1
                    });
                    matched.push((id, inner == 0));
                }
                matched
            });
            for &(id, innermost) in frames.iter() {
                let c = &mut counts[id];
                if depth == 0 && innermost {
                    c.flat = c.flat.saturating_add(kept.value);
                }
                if counted[id] != kept.index {
                    counted[id] = kept.index;
                    c.cum = c.cum.saturating_add(kept.value);
                }
            }
        }
    }
    let mut routines = Routines::new();
    for ((name, file, line), c) in rows.into_iter().zip(counts) {
        *routines
            .entry(name.to_string())
            .or_default()
            .entry(file.to_string())
            .or_default()
            .entry(line)
            .or_default() += c;
    }
    routines.retain(|name, _| !listed.contains(&name.as_str()));
    routines
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
        for (file, lines) in files {
            let mut total = Counts::default();
            for counts in lines.values() {
                total += *counts;
            }
            let shown = clean_file_name(sources.shown(file));
            write_header(out, name, shown, unit, total)?;
            let row = |counts: Option<&Counts>| {
                let c = counts.copied().unwrap_or_default();
                (unit.cell(c.flat), unit.cell(c.cum))
            };
            let (Some(&first), Some(&last)) = (lines.keys().next(), lines.keys().next_back())
            else {
                continue;
            };
            match sources.lines(file) {
                Some(text) => {
                    let from = first.saturating_sub(MARGIN).max(1);
                    for l in from..=last.saturating_add(MARGIN) {
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
