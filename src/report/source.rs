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
//! With `inlined_lines`, each line has the values Go pprof's `-list` gives
//! it ([`crate::report::go_lines`]): inlined code is charged to the inlined
//! function's own lines, printed as blocks of their own after the routine,
//! and the line of an inlined call has its samples in its cum; nothing is
//! carried forward.
//!
//! The listing is a model ([`Annotated`]: the values of the lines and the
//! instructions charged to each) that `--list` writes as text and the
//! weblist as HTML.

use crate::graph::locations::Counts;
use crate::profile::units::Unit;
use crate::report::code::{CodeProfile, Instruction, Match, Syntax, instructions};
use crate::report::go_lines::RoutineLines;
use crate::report::source_files::Sources;
use crate::symbolize::ObjectFile;
use std::collections::BTreeMap;
use std::io::{self, Write};

/// A position in the source.
type Position = Option<(String, u32)>;

/// Lines shown before a routine's first line and after its last.
const MARGIN: u32 = 5;

/// Some lines of one file of a routine's listing: their values, and the
/// instructions charged to each (which the weblist folds under it).
#[derive(Debug, Default)]
pub(crate) struct Lines {
    /// The values of the lines that have any.
    pub counts: BTreeMap<u32, Counts>,
    /// The instructions charged to each line (indices in
    /// [`Annotated::instructions`]), in address order.
    pub charged: BTreeMap<u32, Vec<usize>>,
}

/// The listing of a routine's own file.
#[derive(Debug)]
pub(crate) struct OwnSource {
    /// The file, as the debug information names it.
    pub file: String,
    /// Its lines' values and instructions.
    pub lines: Lines,
    /// The routine's range, which perl marks with `---`: from the line of
    /// its first instruction to the last line it charges.
    pub first_line: u32,
    /// The last line of the range.
    pub range_end: u32,
    /// The first line shown.
    pub from: u32,
    /// The last line shown (when the file has it).
    pub to: u32,
}

/// A routine's source as `--list` shows it, with its instructions.
pub(crate) struct Annotated {
    /// Its instructions (with their text when it was asked for).
    pub instructions: Vec<Instruction>,
    /// The values of each instruction.
    pub counts: Vec<Counts>,
    /// The routine's flat and cum: those of its addresses.
    pub total: Counts,
    /// Its own file's listing; `None` when the file has no line table.
    pub own: Option<OwnSource>,
    /// With `inlined_lines`, the lines of the code inlined into it (and of
    /// its own code in other files), by file.
    pub inlined: BTreeMap<String, Lines>,
}

impl Lines {
    fn charge(&mut self, line: u32, counts: Counts, instructions: impl IntoIterator<Item = usize>) {
        *self.counts.entry(line).or_default() += counts;
        self.charged.entry(line).or_default().extend(instructions);
    }
}

/// The listing of `routine`: its instructions (with their text in `syntax`
/// when given) and the values of its lines, perl's (each instruction's
/// charged to the line of the routine's own source it comes from) or, with
/// `go_lines` (`inlined_lines`), those of Go's `-list`. Errors: why the
/// instructions cannot be had, for stderr. Also returns a note for stderr,
/// if any.
pub(crate) fn annotate(
    object: &ObjectFile,
    routine: &Match,
    code: &CodeProfile,
    sources: &mut Sources,
    go_lines: Option<&RoutineLines>,
    syntax: Option<Syntax>,
) -> Result<(Annotated, Option<String>), String> {
    let (instructions, note) =
        instructions(object, &routine.routine, syntax).map_err(|e| e.to_string())?;
    let (counts, total) = code.per_instruction(routine.file, &instructions);
    let own: Vec<Position> = instructions
        .iter()
        .map(|i| {
            object
                .outer_location(i.address)
                .or_else(|| object.line_table_location(i.address))
        })
        .collect();
    let mut annotated = Annotated {
        instructions,
        counts,
        total,
        own: None,
        inlined: BTreeMap::new(),
    };
    let Some((file, first_line)) = own.iter().flatten().next().cloned() else {
        return Ok((annotated, note));
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
    let mut lines = Lines::default();
    match go_lines {
        None => {
            // Samples per line of the routine's file, carried forward as
            // perl does.
            let mut running = Counts::default();
            let mut pending = Vec::new();
            for (i, position) in own.iter().enumerate() {
                running += annotated.counts[i];
                pending.push(i);
                if let Some((f, l)) = position
                    && *f == file
                    && (first_line..=range_end).contains(l)
                {
                    lines.charge(*l, running, pending.drain(..));
                    running = Counts::default();
                }
            }
            lines.charge(range_end, running, pending);
        }
        Some(go_lines) => {
            for (key, &c) in go_lines {
                let block = if key.own && key.file == file {
                    &mut lines
                } else {
                    annotated.inlined.entry(key.file.clone()).or_default()
                };
                *block.counts.entry(key.line).or_default() += c;
            }
            charge_innermost(object, &mut annotated, &own, &file, &mut lines);
        }
    }
    let lowest = lines.counts.keys().find(|&&l| l > 0).copied();
    let lowest = lowest.unwrap_or(first_line);
    let from = first_line.min(lowest).saturating_sub(MARGIN).max(1);
    let to = (last_line + MARGIN).max(range_end);
    annotated.own = Some(OwnSource {
        file,
        lines,
        first_line,
        range_end,
        from,
        to,
    });
    Ok((annotated, note))
}

/// Charges each instruction to the line of its innermost frame (`Go`'s
/// flat): the routine's own line in `file` (its outermost frame's, `own`)
/// into `lines`, any other to its file's block of inlined lines; one
/// without a line to the line before it.
fn charge_innermost(
    object: &ObjectFile,
    annotated: &mut Annotated,
    own: &[Position],
    file: &str,
    lines: &mut Lines,
) {
    let mut previous: Option<(Option<String>, u32)> = None;
    for (i, position) in own.iter().enumerate() {
        let instruction = &annotated.instructions[i];
        let target = match inner_elsewhere(object, instruction, position) {
            Some((f, l)) => Some((Some(f), l)),
            None => match position {
                Some((f, l)) if f == file => Some((None, *l)),
                Some((f, l)) => Some((Some(f.clone()), *l)),
                None => previous.clone(),
            },
        };
        let Some((block, line)) = target else {
            continue;
        };
        let block_lines = match &block {
            None => &mut *lines,
            Some(f) => annotated.inlined.entry(f.clone()).or_default(),
        };
        block_lines.charged.entry(line).or_default().push(i);
        previous = Some((block, line));
    }
}

/// Writes the listing of `routine`, with Go's values of its lines when
/// `go_lines` are given (`inlined_lines`); returns a note for stderr, if
/// any.
pub(crate) fn write_routine(
    object: &ObjectFile,
    routine: &Match,
    code: &CodeProfile,
    sources: &mut Sources,
    go_lines: Option<&RoutineLines>,
    out: &mut impl Write,
) -> io::Result<Option<String>> {
    let (annotated, note) = match annotate(object, routine, code, sources, go_lines, None) {
        Ok(found) => found,
        Err(e) => return Ok(Some(e)),
    };
    let name = &routine.names.short;
    let unit = code.unit;
    let Some(own) = &annotated.own else {
        write_header(out, name, "??", unit, annotated.total)?;
        writeln!(
            out,
            "(no line information: {} has no DWARF line table; --disasm shows the instructions)",
            object.path().display()
        )?;
        return Ok(note);
    };
    let file = &own.file;
    write_header(
        out,
        name,
        clean_file_name(sources.shown(file)),
        unit,
        annotated.total,
    )?;
    let cell = |c: Option<&Counts>| {
        let c = c.copied().unwrap_or_default();
        (unit.cell(c.flat), unit.cell(c.cum))
    };
    match sources.lines(file) {
        Some(lines) => {
            for l in own.from..=own.to {
                let Some(text) = lines.get(l as usize - 1) else {
                    break;
                };
                if l == own.first_line {
                    writeln!(out, "---")?;
                }
                let (f, c) = cell(own.lines.counts.get(&l));
                writeln!(out, "{f:>6} {c:>6} {l:>4}: {text}")?;
                if l == own.range_end {
                    writeln!(out, "---")?;
                }
            }
        }
        None => {
            writeln!(
                out,
                "(source not found: {}; add its directory with --source_path)",
                sources.shown(file)
            )?;
            for (l, counts) in &own.lines.counts {
                if *counts != Counts::default() {
                    let (f, c) = cell(Some(counts));
                    writeln!(out, "{f:>6} {c:>6} {l:>4}:")?;
                }
            }
        }
    }
    for (inlined_file, lines) in &annotated.inlined {
        write_inlined(inlined_file, &lines.counts, sources, unit, out)?;
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
    writeln!(out, "{}", inlined_heading(sources.shown(file)))?;
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

/// The heading of a block of inlined lines of `file` (as shown).
pub(crate) fn inlined_heading(file: &str) -> String {
    format!("--- inlined from {}", clean_file_name(file))
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
