//! `--gprof_counts`: gprof's execution counts of a `gmon.out`, as
//! `gprof -b -l -C` prints them: one line per called function (at its entry:
//! every call into it) and one per basic block that
//! ran (counts of the same block summed), each as
//! `file:line: (function:0xaddress) N executions`, ordered by file, line and
//! address. As gprof counts them, a recursive call made from the function's
//! first line (every address from the entry to the call on the entry's line)
//! is a call of that line to itself, and not counted. Positions are the outermost frame's, as in `--lines`: code
//! inlined into a function is at its call site there.

use super::Gmon;
use super::analysis::gprof_name;
use crate::profile::{FunctionId, Location, Profile};
use crate::symbolize::Objects;
use std::collections::HashMap;
use std::io::{self, Write};

/// One line of the report.
#[derive(Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Row {
    file: String,
    line: u32,
    address: u64,
    /// Function entries before the blocks at the same address.
    is_block: bool,
    name: String,
    count: i64,
}

/// Writes the execution counts of `profile`, whose source positions come
/// from the files in `objects`.
pub fn write(
    profile: &Profile,
    gmon: &Gmon,
    objects: &Objects,
    out: &mut impl Write,
) -> io::Result<()> {
    let object = |location: &Location| {
        let file = location.mapping.and_then(|m| objects.file_of(m))?;
        Some(&objects.files()[file])
    };
    let position = |location: &Location, address: u64| -> (String, u32) {
        object(location)
            .and_then(|o| o.outer_location(address))
            .unwrap_or_else(|| ("<unknown>".into(), 0))
    };
    let function_of = |location: &Location| location.lines.last().map(|l| l.function);
    // A function's entry: its symbol's start.
    let entry = |location: &Location, f: FunctionId| {
        object(location)
            .and_then(|o| o.symbol_start(location.address))
            .or(profile.function(f).start)
    };

    // Calls into each function, at its entry.
    let mut calls: HashMap<FunctionId, (i64, &Location)> = HashMap::new();
    let mut line_ends: HashMap<u64, u64> = HashMap::new();
    for call in profile.samples.iter().filter_map(|s| gmon.call(s)) {
        let (caller, callee) = (profile.location(call.caller), profile.location(call.callee));
        let Some(f) = function_of(callee) else {
            continue;
        };
        let mut from_entry_line = || {
            let (Some(object), Some(entry)) = (object(caller), entry(caller, f)) else {
                return false;
            };
            let end = *line_ends
                .entry(entry)
                .or_insert_with(|| object.line_end(entry));
            (entry..end).contains(&call.site)
        };
        if function_of(caller) == Some(f) && from_entry_line() {
            continue;
        }
        let entry = calls.entry(f).or_insert((0, callee));
        entry.0 = entry.0.saturating_add(call.count);
    }
    let mut rows: Vec<Row> = Vec::new();
    for (f, (count, callee)) in calls {
        let function = profile.function(f);
        let address = entry(callee, f).unwrap_or(callee.address);
        let (file, line) = position(callee, address);
        rows.push(Row {
            file,
            line,
            address,
            is_block: false,
            name: gprof_name(function),
            count,
        });
    }

    // Blocks, counts of one address summed.
    let mut blocks: HashMap<usize, i64> = HashMap::new();
    for (location, executions) in profile.samples.iter().filter_map(|s| gmon.executions(s)) {
        let count = blocks.entry(location.index()).or_default();
        *count = count.saturating_add(executions);
    }
    for (location, count) in blocks {
        let location = &profile.locations[location];
        let Some(f) = function_of(location) else {
            continue;
        };
        let (file, line) = position(location, location.address);
        rows.push(Row {
            file,
            line,
            address: location.address,
            is_block: true,
            name: gprof_name(profile.function(f)),
            count,
        });
    }

    rows.retain(|r| r.count > 0);
    rows.sort();
    for r in rows {
        writeln!(
            out,
            "{}:{}: ({}:{:#x}) {} executions",
            r.file, r.line, r.name, r.address, r.count
        )?;
    }
    Ok(())
}
