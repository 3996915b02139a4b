//! `--weblist=RE`: Go pprof's weblist, the source of every matching routine
//! as HTML with each line's instructions folded under it.
//!
//! It is `--list` with the instructions shown: the same routines, lines and
//! values (the model of `report::source`, perl's or, with
//! `inlined_lines`, Go's `-list`'s), laid out as Go's weblist lays them
//! out: a heading per routine with its name and file, its `Total:` flat
//! and cum, then each line with its flat and cum. A line that instructions
//! are charged to is a `<details>` element: a click on it opens its
//! instructions (address, flat and cum as `--disasm` counts them, the
//! instruction, and the file and line it comes from), and before the
//! instructions of inlined code the source lines of the inline frames
//! inner to the line, outermost first, indented one step deeper each, as
//! Go shows them. A gap in the addresses is a `⋮` row. An instruction
//! that perl's range rule charges to another line than its own (see
//! `report::source`) is in italics, its title naming its own line
//! (Go shows it under its own line). No script: the
//! same HTML is a page of its own (`--weblist`) and the web interface's
//! source view ([`write_fragment`], with its own style sheet).
//!
//! Functions listed from the profile's lines (a profile.proto's, one only
//! ever inlined, one of a file not opened) have no instructions here.

use crate::error::{Error, Result};
use crate::graph::locations::Counts;
use crate::profile::units::{Unit, percentage};
use crate::report::annotated::{self, Kind};
use crate::report::code::{CodeProfile, Match, Syntax};
use crate::report::context::Context;
use crate::report::flamegraph::escape;
use crate::report::go_lines::RoutineLines;
use crate::report::named_source::{self, Routines};
use crate::report::source::{self, Annotated, Lines, clean_file_name, inlined_heading};
use crate::report::source_files::Sources;
use crate::symbolize::ObjectFile;
use std::io::{self, Write};

/// The fragment's style sheet: lines as Go's weblist shows them, a line
/// with instructions in blue, opened by a click.
const STYLE: &str = "<style>
.weblist h2 { font-size: 1.2em; margin: 1em 0 0.2em; }
.weblist .wl-file { margin: 0 0 0.4em; color: #555; }
.weblist .wl-listing { font-family: monospace; font-size: 13px; }
.weblist .wl-row { white-space: pre; }
.weblist .wl-n, .weblist .wl-quiet, .weblist .wl-at { color: #aaa; }
.weblist summary { list-style: none; cursor: pointer; color: #00f; }
.weblist summary::-webkit-details-marker { display: none; }
.weblist summary:hover, .weblist details[open] > summary { background: #eee; }
.weblist .wl-asm { color: #080; }
.weblist .wl-inl { color: #006; }
.weblist .wl-heading { color: #555; }
.weblist .wl-carried { font-style: italic; }
</style>
";

/// The page's own style sheet, around the fragment's.
const PAGE_STYLE: &str = "<style>
body { font-family: sans-serif; }
.legend { font-size: 1.1em; margin-bottom: 1em; }
</style>
";

/// Width of the text of an instruction or inline frame, as Go pads it.
const TEXT_WIDTH: usize = 80;

/// The report: the whole page, or within a page of the web interface
/// ([`crate::report::commands::Request::within_page`]) its fragment.
pub(crate) fn render_weblist(cx: &mut Context, out: &mut dyn Write) -> Result<()> {
    if cx.within_page {
        write_fragment(cx, out)
    } else {
        write_page(cx, out)
    }
}

/// Writes the weblist of the routines the context's expression matches as
/// an HTML fragment: its style sheet, then a `<div class="weblist">` with
/// each routine.
///
/// Errors: no function with samples matches (as Go's `-weblist`), or the
/// output cannot be written.
pub fn write_fragment(cx: &mut Context, mut out: &mut dyn Write) -> Result<()> {
    out.write_all(STYLE.as_bytes()).map_err(Error::Write)?;
    writeln!(out, "<div class=\"weblist\">").map_err(Error::Write)?;
    let (notes, listed) = annotated::write_in(cx, Kind::Weblist, &mut out)?;
    if !listed {
        return Err(Error::NothingListed(notes.join("; ")));
    }
    cx.notes.extend(notes);
    writeln!(out, "</div>").map_err(Error::Write)
}

/// Writes the weblist as a page of its own: the profile's labels and
/// `Total:` (as Go's legend), then [`write_fragment`].
pub fn write_page(cx: &mut Context, out: &mut dyn Write) -> Result<()> {
    let program = cx.program_path();
    let mut legend = cx.go_view(program.as_deref()).profile_labels();
    legend.extend(super::summary::filter_summary(cx));
    let legend: Vec<String> = legend.iter().map(|l| escape(l)).collect();
    let title = program.as_deref().map_or("profile".into(), escape);
    write!(
        out,
        "<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"UTF-8\">\n\
         <title>{title}: source and instructions</title>\n{PAGE_STYLE}</head>\n<body>\n\
         <div class=\"legend\">{}</div>\n",
        legend.join("<br>\n")
    )
    .map_err(Error::Write)?;
    write_fragment(cx, out)?;
    writeln!(out, "</body>\n</html>").map_err(Error::Write)
}

/// Writes `routine` with its instructions (in `syntax`), the values of its
/// lines as `--list` gives them (Go's with `go_lines`); returns a note for
/// stderr, if any.
pub(crate) fn write_routine(
    object: &ObjectFile,
    routine: &Match,
    code: &CodeProfile,
    sources: &mut Sources,
    go_lines: Option<&RoutineLines>,
    syntax: Syntax,
    out: &mut impl Write,
) -> io::Result<Option<String>> {
    let (annotated, note) =
        match source::annotate(object, routine, code, sources, go_lines, Some(syntax)) {
            Ok(found) => found,
            Err(e) => return Ok(Some(e)),
        };
    let unit = code.unit;
    let shown = annotated
        .own
        .as_ref()
        .map_or("??", |own| clean_file_name(sources.shown(&own.file)));
    let shown = shown.to_string();
    write_heading(
        out,
        &routine.names.short,
        &shown,
        unit,
        annotated.total,
        code.total,
    )?;
    let mut listing = Listing {
        object,
        annotated: &annotated,
        unit,
        // Under Go's lines, an instruction is on its innermost frame's line:
        // no frame is inner to it.
        frames: go_lines.is_none(),
        sources,
        out,
    };
    match &annotated.own {
        None => {
            // The instructions all the same, under a line that says why
            // there are no others.
            write!(
                listing.out,
                "<details><summary class=\"wl-row wl-quiet\">(no line information: {} has no DWARF line table)</summary>",
                escape(&object.path().display().to_string())
            )?;
            let all: Vec<usize> = (0..annotated.instructions.len()).collect();
            listing.fold(&all, None, 4)?;
        }
        Some(own) => {
            let shown_lines: Vec<u32> = match listing.sources.lines(&own.file) {
                Some(text) => (own.from..=own.to)
                    .take_while(|&l| l as usize <= text.len())
                    .collect(),
                None => {
                    writeln!(
                        listing.out,
                        "<div class=\"wl-row wl-quiet\">(source not found: {}; add its directory with --source_path)</div>",
                        escape(listing.sources.shown(&own.file))
                    )?;
                    // As Go's weblist: every line with code.
                    let mut lines = with_values(&own.lines);
                    lines.extend(
                        own.lines
                            .charged
                            .iter()
                            .filter(|c| !c.1.is_empty())
                            .map(|c| *c.0),
                    );
                    lines.sort_unstable();
                    lines.dedup();
                    lines
                }
            };
            for l in shown_lines {
                listing.line(&own.file, l, &own.lines)?;
            }
        }
    }
    for (file, lines) in &annotated.inlined {
        let shown_lines = with_values(lines);
        if shown_lines.is_empty() {
            continue;
        }
        let heading = inlined_heading(listing.sources.shown(file));
        writeln!(
            listing.out,
            "<div class=\"wl-row wl-heading\">{}</div>",
            escape(&heading)
        )?;
        for l in shown_lines {
            listing.line(file, l, lines)?;
        }
    }
    writeln!(listing.out, "</div>")?;
    Ok(note)
}

/// Writes the functions listed from the profile's lines: their lines, no
/// instructions; percentages of `total`.
pub(crate) fn write_named(
    routines: &Routines,
    sources: &mut Sources,
    unit: Unit,
    total: i64,
    out: &mut impl Write,
) -> io::Result<()> {
    for (name, files) in routines {
        for (file, routine) in files {
            let shown = clean_file_name(sources.shown(file)).to_string();
            write_heading(out, name, &shown, unit, routine.total, total)?;
            let lines: Vec<u32> = match (
                named_source::shown_range(&routine.lines),
                sources.lines(file),
            ) {
                (Some((from, to)), Some(text)) => (from..=to)
                    .take_while(|&l| l as usize <= text.len())
                    .collect(),
                (_, None) => {
                    writeln!(
                        out,
                        "<div class=\"wl-row wl-quiet\">(source not found: {}; add its directory with --source_path)</div>",
                        escape(sources.shown(file))
                    )?;
                    routine.lines.keys().copied().collect()
                }
                (None, Some(_)) => Vec::new(),
            };
            for l in lines {
                let counts = routine.lines.get(&l).copied().unwrap_or_default();
                let text = sources.line(file, l).unwrap_or("").to_string();
                write_line(out, l, counts, &text, unit, false)?;
                writeln!(out)?;
            }
            writeln!(out, "</div>")?;
        }
    }
    Ok(())
}

/// The lines of `lines` that have values: those `--list` shows of inlined
/// code, or when the source is not found.
fn with_values(lines: &Lines) -> Vec<u32> {
    lines
        .counts
        .iter()
        .filter(|(_, c)| **c != Counts::default())
        .map(|(&l, _)| l)
        .collect()
}

/// A routine's heading, `Total:` line, and the start of its listing (a
/// `<div>` the caller closes).
fn write_heading(
    out: &mut impl Write,
    name: &str,
    file: &str,
    unit: Unit,
    routine: Counts,
    total: i64,
) -> io::Result<()> {
    writeln!(
        out,
        "<h2>{}</h2><p class=\"wl-file\">{}</p>\n<div class=\"wl-listing\">\n\
         <div class=\"wl-row wl-total\">  Total:  <span class=\"wl-f\">{:>10}</span> <span class=\"wl-c\">{:>10}</span> (flat, cum) {}</div>",
        escape(name),
        escape(file),
        unit.format(routine.flat),
        unit.format(routine.cum),
        percentage(routine.cum, total)
    )
}

/// One source line's row: its number, flat, cum and text, in a `<div>`,
/// or with `summary` in the `<summary>` of its instructions' `<details>`.
fn write_line(
    out: &mut impl Write,
    l: u32,
    c: Counts,
    text: &str,
    unit: Unit,
    summary: bool,
) -> io::Result<()> {
    let tag = if summary { "summary" } else { "div" };
    write!(
        out,
        "<{tag} class=\"wl-row\"><span class=\"wl-n\"> {l:>6}</span>   <span class=\"wl-f\">{:>10}</span> <span class=\"wl-c\">{:>10}</span>           <span class=\"wl-src\">{}</span></{tag}>",
        unit.cell(c.flat),
        unit.cell(c.cum),
        escape(&expand_tabs(text))
    )
}

/// What writing a routine's lines needs.
struct Listing<'a, 's, W> {
    object: &'a ObjectFile<'s>,
    annotated: &'a Annotated,
    unit: Unit,
    /// Whether the inline frames inner to a line are shown before its
    /// instructions (the line is the outermost frame's).
    frames: bool,
    sources: &'a mut Sources,
    out: &'a mut W,
}

impl<W: Write> Listing<'_, '_, W> {
    /// Line `l` of `file` with the values and instructions `lines` give it.
    fn line(&mut self, file: &str, l: u32, lines: &Lines) -> io::Result<()> {
        let counts = lines.counts.get(&l).copied().unwrap_or_default();
        let text = self.sources.line(file, l).unwrap_or("").to_string();
        let charged = lines.charged.get(&l).map_or(&[][..], Vec::as_slice);
        if charged.is_empty() {
            write_line(self.out, l, counts, &text, self.unit, false)?;
            return writeln!(self.out);
        }
        write!(self.out, "<details>")?;
        write_line(self.out, l, counts, &text, self.unit, true)?;
        self.fold(charged, Some((file, l)), indentation(&text) + 4)
    }

    /// The instructions `charged` to line `row` (file and line; `None`
    /// when the routine has no lines), their text indented by `indent`
    /// columns (and a step more per inline frame), then the end of the
    /// line's `<details>`.
    fn fold(
        &mut self,
        charged: &[usize],
        row: Option<(&str, u32)>,
        indent: usize,
    ) -> io::Result<()> {
        writeln!(self.out, "<div class=\"wl-asm\">")?;
        let mut calls: Vec<(String, u32)> = Vec::new();
        let mut end = None;
        for &i in charged {
            let instruction = &self.annotated.instructions[i];
            if end.is_some_and(|e| e != instruction.address) {
                writeln!(
                    self.out,
                    "<div class=\"wl-row wl-gap\"> {:8} {:>28}</div>",
                    "", "⋮"
                )?;
            }
            end = Some(instruction.end);
            let positions = self.object.inline_positions(instruction.address);
            let here = positions.first().map_or(String::new(), |(f, l)| {
                format!("{}:{l}", f.rsplit('/').next().unwrap_or(f))
            });
            let row_frame = if self.frames {
                positions.last()
            } else {
                positions.first()
            };
            let class = instruction_class(row, row_frame);
            let inner: Vec<(String, u32)> = if self.frames {
                positions.iter().rev().skip(1).cloned().collect()
            } else {
                Vec::new()
            };
            let same = calls.iter().zip(&inner).take_while(|(a, b)| a == b).count();
            for (j, (f, fl)) in inner.iter().enumerate().skip(same) {
                let source = self.sources.line(f, *fl).unwrap_or("").trim().to_string();
                let text = format!("{}{source}", " ".repeat(indent + 4 * j));
                writeln!(
                    self.out,
                    "<div class=\"wl-row wl-frame\"> {:8} {:10} {:10} {:8}  <span class=\"wl-inl\">{}</span> <span class=\"wl-at\">{}:{fl}</span></div>",
                    "",
                    "",
                    "",
                    "",
                    escape(&right_pad(&text, TEXT_WIDTH)),
                    escape(f.rsplit('/').next().unwrap_or(f)),
                )?;
            }
            let text = format!(
                "{}{}",
                " ".repeat(indent + 4 * inner.len()),
                instruction.text
            );
            calls = inner;
            let c = self.annotated.counts[i];
            writeln!(
                self.out,
                "<div class=\"{class}\"> {:8} <span class=\"wl-f\">{:>10}</span> <span class=\"wl-c\">{:>10}</span> <span class=\"wl-a\">{:8x}</span>: <span class=\"wl-t\">{}</span> <span class=\"wl-at\">{}</span></div>",
                "",
                self.unit.cell(c.flat),
                self.unit.cell(c.cum),
                instruction.address,
                escape(&right_pad(&text, TEXT_WIDTH)),
                escape(&here),
            )?;
        }
        writeln!(self.out, "</div></details>")
    }
}

/// The classes of an instruction's row (and its title): `wl-carried` when
/// its frame that line `row` stands for (`row_frame`: its outermost, or
/// under Go's values its innermost) is on another line, where perl's range
/// rule took it from (see `source`), or when it has none.
fn instruction_class(row: Option<(&str, u32)>, row_frame: Option<&(String, u32)>) -> String {
    let carried =
        row.is_some_and(|(file, l)| row_frame.is_none_or(|(f, fl)| (f.as_str(), *fl) != (file, l)));
    match (carried, row) {
        (true, Some((_, l))) => {
            let own = row_frame.map_or("unknown".into(), |(f, fl)| {
                format!("{}:{fl}", clean_file_name(f))
            });
            format!(
                "wl-row wl-insn wl-carried\" title=\"{}",
                escape(&format!(
                    "charged to line {l} as --list charges it: its own line is {own}"
                ))
            )
        }
        _ => "wl-row wl-insn".to_string(),
    }
}

/// The most columns an instruction is indented by: the indent is written
/// on every instruction of its line, and a source line of a megabyte of
/// tabs would write it megabytes a time.
const MAX_INDENT: usize = 80;

/// The columns a line's leading blanks take, tabs to the next multiple of
/// 8 (Go's `indentation`), at most [`MAX_INDENT`].
fn indentation(line: &str) -> usize {
    let mut column = 0;
    for c in line.chars() {
        match c {
            ' ' => column += 1,
            '\t' => column = (column / 8 + 1) * 8,
            _ => break,
        }
        if column >= MAX_INDENT {
            return MAX_INDENT;
        }
    }
    column
}

/// `s` with its tabs expanded to the next multiple of 8.
fn expand_tabs(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut column = 0;
    for c in s.chars() {
        if c == '\t' {
            let next = (column / 8 + 1) * 8;
            out.extend(std::iter::repeat_n(' ', next - column));
            column = next;
        } else {
            out.push(c);
            column += 1;
        }
    }
    out
}

/// `s`, tabs expanded, padded with blanks to `width` columns (Go's
/// `rightPad`).
fn right_pad(s: &str, width: usize) -> String {
    let mut out = expand_tabs(s);
    let columns = out.chars().count();
    out.extend(std::iter::repeat_n(' ', width.saturating_sub(columns)));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tabs_are_expanded_as_go_expands_them() {
        assert_eq!(indentation("\t  x"), 10);
        assert_eq!(indentation("    x"), 4);
        assert_eq!(indentation(&"\t".repeat(1 << 20)), MAX_INDENT);
        assert_eq!(expand_tabs("a\tb"), "a       b");
        assert_eq!(right_pad("ab", 4), "ab  ");
        assert_eq!(right_pad("abcdef", 4), "abcdef");
    }
}
