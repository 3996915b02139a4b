//! `--stacks`: perl pprof's `--text --stacks`, the text report with the
//! stacks it is made of printed first, in perl's layout:
//!
//! ```text
//! Total: 168 samples
//! Stacks:
//!
//! 3        (000055fe6b157614) cpp_inline.cpp:76:stats::Accumulator::feed
//!          (000055fe6b1570c3) cpp_inline.cpp:159:main
//!
//! ```
//!
//! One block per distinct stack of addresses the filters keep, with its
//! value of the type shown (in bytes, nanoseconds or counts, as perl holds
//! them; stacks of value 0 too), in the profile's order (perl's is its hash
//! order); each address as it was looked up (a return address one byte
//! back) with the function that contains it and its `file:line`. A heap
//! profile's blocks are followed, as in perl, by one `Leak of N bytes in M
//! objects allocated from:` block per stack of the profile (all of them,
//! by decreasing bytes in use), then the rows of the text report.

use super::context::Context;
use super::rows::Rows;
use crate::error::{Error, Result};
use crate::graph::{Filters, Frame, frames};
use crate::profile::{LocationId, Profile};
use crate::report::text;
use foldhash::HashMap;
use std::borrow::Cow;
use std::io::{self, Write};

/// How the stacks' report is made: the filters and names of its text report.
#[derive(Debug, Clone, Copy)]
pub struct StacksOptions<'a> {
    /// Which samples count.
    pub filters: &'a Filters,
    /// Full demangled names rather than short ones.
    pub full_names: bool,
    /// Which of each sample's values is shown.
    pub value_index: usize,
}

/// perl's `--text --stacks` of the context's profile.
pub(crate) fn render(cx: &mut Context, mut out: &mut dyn Write) -> Result<()> {
    let options = StacksOptions {
        filters: &cx.settings.filters,
        full_names: cx.settings.nodes.full_names,
        value_index: cx.value_index(),
    };
    write(cx.profile, &cx.rows(false), options, &mut out).map_err(Error::Write)
}

/// Writes perl's `--text --stacks` of `profile`, whose text report's rows
/// are `rows`.
pub fn write(
    profile: &Profile,
    rows: &Rows,
    options: StacksOptions,
    out: &mut impl Write,
) -> io::Result<()> {
    text::write_total(rows, out)?;
    writeln!(out, "Stacks:\n")?;
    let kept = options.filters.kept_samples(profile, options.full_names);
    let mut sums: Vec<(&[LocationId], i64)> = Vec::new();
    let mut index: HashMap<&[LocationId], usize> = HashMap::default();
    for (sample, _) in profile.samples.iter().zip(&kept).filter(|(_, k)| **k) {
        let value = sample.value(options.value_index);
        let i = *index.entry(&sample.stack).or_insert_with(|| {
            sums.push((&sample.stack, 0));
            sums.len() - 1
        });
        sums[i].1 = sums[i].1.saturating_add(value);
    }
    // Each location's frame found once, however many stacks (or frames of
    // one stack) it is in, its names borrowed from the profile; the blocks
    // are written as they are made.
    let mut outer = Outermost::new(profile, options.full_names);
    for (stack, value) in sums {
        write!(out, "{value:<8} ")?;
        for (k, &id) in stack.iter().enumerate() {
            if k > 0 {
                write!(out, "\n         ")?;
            }
            let (address, f) = outer.of(id);
            write!(out, "({address}) ")?;
            write_file_line(f, out)?;
            write!(out, ":{}", f.name)?;
        }
        writeln!(out, "\n")?;
    }
    if let Some((objects, bytes)) = in_use_types(profile) {
        let mut samples: Vec<_> = profile.samples.iter().collect();
        samples.sort_by_key(|s| std::cmp::Reverse(s.value(bytes)));
        for sample in samples {
            writeln!(
                out,
                "Leak of {} bytes in {} objects allocated from:",
                sample.value(bytes),
                sample.value(objects)
            )?;
            for &id in &sample.stack {
                let (address, f) = outer.of(id);
                write!(out, "\t@ {address} {} ", f.name)?;
                write_file_line(f, out)?;
                writeln!(out)?;
            }
        }
        writeln!(out)?;
    }
    text::write_rows(rows, out)
}

/// The frame of the function that contains each location's code (its
/// outermost inline frame), as perl names an address, found once per
/// location, with the address in hex.
struct Outermost<'p> {
    profile: &'p Profile,
    full_names: bool,
    found: HashMap<LocationId, (String, Frame<'p>)>,
}

impl<'p> Outermost<'p> {
    fn new(profile: &'p Profile, full_names: bool) -> Self {
        Outermost {
            profile,
            full_names,
            found: HashMap::default(),
        }
    }

    fn of(&mut self, id: LocationId) -> &(String, Frame<'p>) {
        let (profile, full_names) = (self.profile, self.full_names);
        self.found.entry(id).or_insert_with(|| {
            let loc = profile.location(id);
            let frame = frames(profile, loc, full_names).pop().unwrap_or(Frame {
                name: Cow::Borrowed(""),
                inlined: false,
                file: None,
                line: 0,
                unknown: None,
            });
            (profile.hex_address(loc.address), frame)
        })
    }
}

/// A frame's `file:line` ([`Frame::file_line`]), written without a copy
/// of the file's name.
fn write_file_line(f: &Frame, out: &mut impl Write) -> io::Result<()> {
    match f.file {
        Some(file) => write!(out, "{file}:{}", f.line),
        None => out.write_all(b"??:0"),
    }
}

/// A heap profile's sample types of objects and bytes in use, as perl's
/// `Leak of` blocks count them.
fn in_use_types(profile: &Profile) -> Option<(usize, usize)> {
    let find = |kind: &str| profile.sample_types.iter().position(|t| t.kind == kind);
    let pair = |objects: &str, bytes: &str| Some((find(objects)?, find(bytes)?));
    pair("inuse_objects", "inuse_space").or_else(|| pair("objects", "space"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::{GraphOptions, NodeOptions, build, toy};
    use crate::profile::ValueType;
    use crate::profile::units::Unit;

    fn stacks(profile: &Profile, unit: Unit) -> String {
        let filters = Filters::default();
        let nodes = NodeOptions {
            value_index: profile.default_sample_type,
            ..NodeOptions::default()
        };
        let graph = build(profile, GraphOptions::new(nodes, false), &filters, unit);
        let options = StacksOptions {
            filters: &filters,
            full_names: false,
            value_index: profile.default_sample_type,
        };
        let rows = Rows::new(Cow::Borrowed(&graph), text::SortBy::Flat, None);
        let mut out = Vec::new();
        write(profile, &rows, options, &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn stacks_then_rows_in_perls_layout() {
        let p = toy::profile(&[
            (&["main>inl", "start"], 3),
            (&["leaf", "main>inl", "start"], 12),
        ]);
        assert_eq!(
            stacks(&p, Unit::Samples),
            "Total: 15 samples\n\
             Stacks:\n\
             \n\
             3        (0000000000001000) toy.c:10:main\n\
             \x20        (0000000000001010) toy.c:11:start\n\
             \n\
             12       (0000000000001020) toy.c:12:leaf\n\
             \x20        (0000000000001000) toy.c:10:main\n\
             \x20        (0000000000001010) toy.c:11:start\n\
             \n\
             \x20     12  80.0%  80.0%       12  80.0% leaf\n\
             \x20      3  20.0% 100.0%       15 100.0% inl (inline)\n\
             \x20      0   0.0% 100.0%       15 100.0% main\n\
             \x20      0   0.0% 100.0%       15 100.0% start\n"
        );
    }

    #[test]
    fn heap_profiles_add_leak_blocks_by_bytes_in_use() {
        let mut p = toy::profile(&[(&["small", "main"], 0), (&["big", "main"], 0)]);
        p.sample_types = vec![
            ValueType::new("objects", "count"),
            ValueType::new("space", "bytes"),
        ];
        p.default_sample_type = 1;
        p.samples[0].values = [1, 72].into_iter().collect();
        p.samples[1].values = [2, 4096].into_iter().collect();
        let text = stacks(&p, Unit::Bytes);
        let leaks = text.split_once("\nLeak").unwrap().1;
        assert_eq!(
            format!("Leak{leaks}"),
            "Leak of 4096 bytes in 2 objects allocated from:\n\
             \t@ 0000000000001020 big toy.c:12\n\
             \t@ 0000000000001010 main toy.c:11\n\
             Leak of 72 bytes in 1 objects allocated from:\n\
             \t@ 0000000000001000 small toy.c:10\n\
             \t@ 0000000000001010 main toy.c:11\n\
             \n\
             \x20   4096  98.3%  98.3%     4096  98.3% big\n\
             \x20     72   1.7% 100.0%       72   1.7% small\n\
             \x20      0   0.0% 100.0%     4168 100.0% main\n"
        );
    }
}
