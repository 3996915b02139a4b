//! `--disasm=RE`: the instructions of every matching routine, each with flat
//! and cumulative samples, under the source lines they come from, laid out
//! as perl pprof's `PrintDisassembledFunction`.
//!
//! Instructions are grouped into runs that share a line-table position (the
//! innermost inline frame's file and line); each run is headed by its source
//! line with the run's sums, and by the file name whenever it changes.
//! perl reads those positions from `objdump -l`, whose lines with a
//! `(discriminator N)` suffix it fails to parse, so it leaves such
//! instructions under the previous line; we use the line table's own.

use crate::graph::locations::Counts;
use crate::report::code::{CodeProfile, Match, Syntax, instructions};
use crate::report::source_files::Sources;
use crate::symbolize::ObjectFile;
use std::io::{self, Write};

/// Writes the disassembly of `routine`; returns a note for stderr, if any.
pub(crate) fn write_routine(
    object: &ObjectFile,
    routine: &Match,
    code: &CodeProfile,
    sources: &mut Sources,
    syntax: Syntax,
    out: &mut impl Write,
) -> io::Result<Option<String>> {
    let (instructions, note) = match instructions(object, &routine.routine, Some(syntax)) {
        Ok(found) => found,
        Err(e) => return Ok(Some(e.to_string())),
    };
    let (counts, Counts { flat, cum }) = code.per_instruction(routine.file, &instructions);
    let unit = code.unit;
    let percent = if code.total != 0 {
        cum as f64 * 100.0 / code.total as f64
    } else {
        0.0
    };
    writeln!(
        out,
        "ROUTINE ====================== {}",
        routine.names.short
    )?;
    writeln!(
        out,
        "{:>6} {:>6} {} (flat, cumulative) {percent:.1}% of total",
        unit.format(flat),
        unit.format(cum),
        unit.name()
    )?;
    let positions: Vec<Option<(String, u32)>> = instructions
        .iter()
        .map(|i| object.line_table_location(i.address))
        .collect();
    let mut current_file = String::new();
    let mut i = 0;
    while i < instructions.len() {
        let position = positions[i].clone();
        let (file, line) = match &position {
            Some((f, l)) => (f.as_str(), Some(*l)),
            None => ("", None),
        };
        if file != current_file {
            current_file = file.to_string();
            writeln!(out, "-------------------- {}", shorten(file))?;
        }
        let run_start = i;
        let mut sum = Counts::default();
        while i < instructions.len() && positions[i] == position {
            sum += counts[i];
            i += 1;
        }
        if let Some(text) = line.and_then(|l| sources.line(file, l)) {
            writeln!(
                out,
                "{:>6} {:>6} {:>5}: {}",
                unit.cell(sum.flat),
                unit.cell(sum.cum),
                line.unwrap_or(0),
                text.trim_start()
            )?;
        }
        for x in run_start..i {
            writeln!(
                out,
                "{:>6} {:>6}    {:>8x}: {:>6}",
                unit.cell(counts[x].flat),
                unit.cell(counts[x].cum),
                instructions[x].address,
                instructions[x].text
            )?;
        }
    }
    Ok(note)
}

/// The file name as perl heads a run with it: without a leading `./`, and
/// cut to its last 55 characters after `...` when 58 or longer.
fn shorten(file: &str) -> String {
    let file = file.strip_prefix("./").unwrap_or(file);
    let chars: Vec<char> = file.chars().collect();
    if chars.len() >= 58 {
        format!(
            "...{}",
            chars[chars.len() - 55..].iter().collect::<String>()
        )
    } else {
        file.to_string()
    }
}
