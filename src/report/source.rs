//! `--list=RE`: the source of every matching routine, each line annotated
//! with flat and cumulative samples, laid out as perl pprof's `PrintSource`.
//!
//! As in perl, a routine is a symbol-table function; its samples are those
//! of the addresses in its range (so its flat includes the code inlined into
//! it), and each instruction is charged to the line of the routine's own
//! source it comes from (for inlined code, the line of the inlined call).
//! The routine's file is that of its first instruction with a line; the
//! listing runs from that instruction's line to the last line of the file
//! the routine touches; instructions outside that range pass their samples
//! on to the next instruction inside it, and the rest go to the last line.
//! With `inlined_lines`, inlined code is charged to the inlined function's
//! own lines instead, printed as blocks of their own after the routine.

use crate::graph::locations::Counts;
use crate::profile::units::Unit;
use crate::report::code::{CodeProfile, Instruction, Match, instructions};
use crate::report::source_files::Sources;
use crate::symbolize::ObjectFile;
use std::collections::BTreeMap;
use std::io::{self, Write};

/// A position in the source.
type Position = Option<(String, u32)>;

/// Writes the listing of `routine`; returns a note for stderr, if any.
pub(crate) fn write_routine(
    object: &ObjectFile,
    routine: &Match,
    code: &CodeProfile,
    sources: &mut Sources,
    inlined_lines: bool,
    out: &mut impl Write,
) -> io::Result<Option<String>> {
    let (instructions, note) = match instructions(object, &routine.routine, None) {
        Ok(found) => found,
        Err(e) => return Ok(Some(e.to_string())),
    };
    let (counts, Counts { flat, cum }) = code.per_instruction(routine.file, &instructions);
    let name = &routine.names.short;
    let unit = code.unit;
    let own: Vec<Position> = instructions
        .iter()
        .map(|i| {
            object
                .outer_location(i.address)
                .or_else(|| object.line_table_location(i.address))
        })
        .collect();
    let Some((file, first_line)) = own.iter().flatten().next().cloned() else {
        write_header(out, name, "??", unit, Counts { flat, cum })?;
        writeln!(
            out,
            "(no line information: {} has no DWARF line table; --disasm shows the instructions)",
            object.path().display()
        )?;
        return Ok(note);
    };
    let last_line = own
        .iter()
        .flatten()
        .filter(|(f, _)| *f == file)
        .map(|&(_, l)| l)
        .max()
        .unwrap_or(first_line);
    let extended = sources
        .lines(&file)
        .map(|lines| extend_by_indentation(lines, first_line, last_line));
    let range_end = extended.unwrap_or(last_line);

    // Samples per line of the routine's file, carried forward as perl does.
    let mut per_line: BTreeMap<u32, Counts> = BTreeMap::new();
    let mut inlined: BTreeMap<String, BTreeMap<u32, Counts>> = BTreeMap::new();
    let mut running = Counts::default();
    for (i, instruction) in instructions.iter().enumerate() {
        let mut c = counts[i];
        if inlined_lines && let Some((f, l)) = inner_elsewhere(object, instruction, &own[i]) {
            *inlined.entry(f).or_default().entry(l).or_default() += c;
            c = Counts::default();
        }
        running += c;
        if let Some((f, l)) = &own[i]
            && *f == file
            && (first_line..=range_end).contains(l)
        {
            *per_line.entry(*l).or_default() += running;
            running = Counts::default();
        }
    }
    *per_line.entry(range_end).or_default() += running;

    write_header(
        out,
        name,
        clean_file_name(sources.shown(&file)),
        unit,
        Counts { flat, cum },
    )?;
    let cell = |c: Option<&Counts>| {
        let c = c.copied().unwrap_or_default();
        (unit.cell(c.flat), unit.cell(c.cum))
    };
    match sources.lines(&file) {
        Some(lines) => {
            let from = first_line.saturating_sub(5).max(1);
            let to = (last_line + 5).max(range_end);
            for l in from..=to {
                let Some(text) = lines.get(l as usize - 1) else {
                    break;
                };
                if l == first_line {
                    writeln!(out, "---")?;
                }
                let (f, c) = cell(per_line.get(&l));
                writeln!(out, "{f:>6} {c:>6} {l:>4}: {text}")?;
                if l == range_end {
                    writeln!(out, "---")?;
                }
            }
        }
        None => {
            writeln!(
                out,
                "(source not found: {}; add its directory with --source_path)",
                sources.shown(&file)
            )?;
            for (l, counts) in &per_line {
                if *counts != Counts::default() {
                    let (f, c) = cell(Some(counts));
                    writeln!(out, "{f:>6} {c:>6} {l:>4}:")?;
                }
            }
        }
    }
    for (inlined_file, lines) in &inlined {
        write_inlined(inlined_file, lines, sources, unit, out)?;
    }
    Ok(note)
}

/// The innermost position of `instruction` when it is not the routine's own
/// position `own` (the instruction is code inlined from elsewhere).
fn inner_elsewhere(
    object: &ObjectFile,
    instruction: &Instruction,
    own: &Position,
) -> Option<(String, u32)> {
    let inner = object.line_table_location(instruction.address)?;
    (Some(&inner) != own.as_ref()).then_some(inner)
}

/// One block of inlined code's own lines (`--inlined_lines`).
fn write_inlined(
    file: &str,
    lines: &BTreeMap<u32, Counts>,
    sources: &mut Sources,
    unit: Unit,
    out: &mut impl Write,
) -> io::Result<()> {
    if lines.values().all(|c| *c == Counts::default()) {
        return Ok(());
    }
    writeln!(
        out,
        "--- inlined from {}",
        clean_file_name(sources.shown(file))
    )?;
    for (&l, counts) in lines {
        if *counts == Counts::default() {
            continue;
        }
        let text = sources.line(file, l).unwrap_or("").to_string();
        writeln!(
            out,
            "{:>6} {:>6} {l:>4}: {text}",
            unit.cell(counts.flat),
            unit.cell(counts.cum)
        )?;
    }
    Ok(())
}

/// perl's "Hack 4": extends the last line forward while the following lines
/// are indented at least as much as the routine's first line (the rest of a
/// body whose last statements left no code). Stops at once when the first
/// line is not indented.
fn extend_by_indentation(lines: &[String], first_line: u32, last_line: u32) -> u32 {
    let mut last = last_line;
    let mut first_indentation: Option<usize> = None;
    for (i, text) in lines.iter().enumerate() {
        let l = i as u32 + 1;
        let indent = indentation(text);
        if l >= first_line
            && first_indentation.is_none()
            && let Some(indent) = indent
        {
            if indent == 0 {
                break;
            }
            first_indentation = Some(indent);
        }
        if l >= last
            && let Some(indent) = indent
        {
            if indent >= first_indentation.unwrap_or(0) {
                last = l + 1;
            } else {
                break;
            }
        }
    }
    last
}

/// Leading whitespace of a line with text; `None` for a blank line.
fn indentation(line: &str) -> Option<usize> {
    let rest = line.trim_start();
    (!rest.is_empty()).then(|| line.chars().count() - rest.chars().count())
}

/// The file name as perl prints it: without `/proc/self/cwd/` or `./` in front.
pub(crate) fn clean_file_name(file: &str) -> &str {
    let file = file.strip_prefix("/proc/self/cwd/").unwrap_or(file);
    file.strip_prefix("./").unwrap_or(file)
}

/// A routine's heading: its name and file, then its totals.
pub(crate) fn write_header(
    out: &mut impl Write,
    name: &str,
    file: &str,
    unit: Unit,
    total: Counts,
) -> io::Result<()> {
    writeln!(out, "ROUTINE ====================== {name} in {file}")?;
    writeln!(
        out,
        "{:>6} {:>6} Total {} (flat / cumulative)",
        unit.format(total.flat),
        unit.format(total.cum),
        unit.name()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(text: &str) -> Vec<String> {
        text.lines().map(str::to_string).collect()
    }

    #[test]
    fn indentation_extends_an_indented_body() {
        let src = lines("class A {\n  int f() {\n    a();\n    b();\n  }\n};\n");
        // The code ends at line 3; the body goes on at the same indentation.
        assert_eq!(extend_by_indentation(&src, 2, 3), 6);
        // A routine whose first line is not indented is not extended.
        let src = lines("int f()\n{\n  a();\n  b();\n}\n");
        assert_eq!(extend_by_indentation(&src, 2, 3), 3);
    }
}
