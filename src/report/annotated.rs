//! `--list`, `--disasm` and `--weblist`: find the routines, then annotate
//! each.
//!
//! A function means the same in each, whatever the profile's format: a
//! symbol-table routine of an opened file is its addresses, the code
//! inlined into it included, so `--list`, `--weblist` and `--disasm` of it
//! print the same flat and cum (and `--weblist` the lines of `--list` and
//! the instructions of `--disasm`). A profile whose listing is Go's (a profile.proto,
//! [`Listing::Lines`]) lists source from its own lines as Go pprof does.
//! `--list` lists the functions no routine lists (those only ever
//! inlined, those of files not opened) from the profile's lines
//! (`named_source`).

use crate::error::{Error, Result};
use crate::graph::{Filters, NodeOptions, PercentOf};
use crate::profile::units::Unit;
use crate::profile::{Listing, Profile};
use crate::report::code::{CodeProfile, Syntax, matching_routines};
use crate::report::context::Context;
use crate::report::named_source::{self, Listed, Scope};
use crate::report::preset::Layout;
use crate::report::source_files::Sources;
use crate::report::{disasm, go_lines, source, weblist};
use crate::symbolize::Objects;
use regex::Regex;
use std::io::{self, Write};
use std::path::PathBuf;

/// Settings of `--list` and `--disasm`.
#[derive(Debug, Clone, Default)]
pub struct CodeOptions {
    /// Directories to look for source files in (`--source_path`).
    pub source_path: Vec<PathBuf>,
    /// Prefixes removed from source file names before they are looked for
    /// as Go pprof looks for them (`--trim_path`, Go's `-trim_path`).
    pub trim_path: Vec<PathBuf>,
    /// `--list`, `--weblist`: charge inlined code to the inlined function's
    /// own lines, each line with the values of Go pprof's `-list`.
    pub inlined_lines: bool,
    /// `--disasm`, `--weblist`: assembly syntax.
    pub syntax: Syntax,
}

/// Which annotation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Source lines (`--list`).
    Source,
    /// Instructions (`--disasm`).
    Disassembly,
    /// Source lines with their instructions, as HTML (`--weblist`).
    Weblist,
}

/// Writes the annotated routines whose names match `re` and that have
/// samples (of the sample type of `nodes`; a profile.proto's listing also
/// takes its names and inline setting), with values in `unit.0` and
/// percentages of what `unit.1` says; returns notes for the user, and
/// whether any function matched.
#[allow(clippy::too_many_arguments)]
pub fn write(
    profile: &Profile,
    objects: &Objects,
    filters: &Filters,
    nodes: NodeOptions,
    options: &CodeOptions,
    unit: (Unit, PercentOf),
    re: &Regex,
    kind: Kind,
    out: &mut impl Write,
) -> io::Result<(Vec<String>, bool)> {
    let code = CodeProfile::new(profile, objects, filters, nodes.value_index, unit);
    let unit = unit.0;
    // Source is listed from the symbol table's routines (as perf.data's
    // and gperftools' are), but for a profile whose listing is Go's: from
    // its lines, program or not. Instructions are always a routine's.
    let from_lines = kind != Kind::Disassembly && profile.listing == Listing::Lines;
    let routines = if from_lines {
        Vec::new()
    } else {
        matching_routines(objects, &code, re)
    };
    // The functions the profile names and no routine lists: for source,
    // wherever their code is (one only ever inlined, one of a file not
    // opened); for `--disasm`, in files not opened (to say so). Named as
    // the report names functions, so that none is listed twice.
    let listed = Listed::new(&routines, nodes.full_names);
    let source = kind != Kind::Disassembly;
    let scope = match (source, options.inlined_lines) {
        (false, _) => Scope::Unopened,
        (true, false) => Scope::Source,
        (true, true) => Scope::SourceInlinedLines,
    };
    let named = named_source::routines(profile, objects, filters, nodes, re, &listed, scope);
    // Go's values of the routines' lines.
    let go_lines = (source && options.inlined_lines)
        .then(|| go_lines::tally(profile, objects, filters, nodes, &routines));
    let mut notes = Vec::new();
    // A stripped file matters when nothing matched, or when the profile
    // names a function that matches at one of its addresses.
    let nothing = routines.is_empty() && named.is_empty();
    if nothing {
        notes.push(format!("no function with samples matches {re}"));
    }
    let named_in = |file: usize| {
        profile.locations.iter().any(|l| {
            l.mapping.and_then(|m| objects.file_of(m)) == Some(file)
                && l.lines
                    .iter()
                    .any(|line| re.is_match(&profile.function(line.function).name))
        })
    };
    for (file, object) in objects.files().iter().enumerate() {
        if !object.has_symbol_table() && code.has_samples(file) && (nothing || named_in(file)) {
            notes.push(format!(
                "{}: no symbol table (stripped with --strip-all?): only the functions it exports can be shown",
                object.path().display()
            ));
        }
    }
    let mut sources = Sources::new(&options.source_path, &options.trim_path);
    for (i, routine) in routines.iter().enumerate() {
        let object = &objects.files()[routine.file];
        let go_lines = go_lines.as_ref().map(|lines| &lines[i]);
        let note = match kind {
            Kind::Source => {
                source::write_routine(object, routine, &code, &mut sources, go_lines, out)?
            }
            Kind::Disassembly => {
                disasm::write_routine(object, routine, &code, &mut sources, options.syntax, out)?
            }
            Kind::Weblist => weblist::write_routine(
                object,
                routine,
                &code,
                &mut sources,
                go_lines,
                options.syntax,
                out,
            )?,
        };
        if let Some(note) = note
            && !notes.contains(&note)
        {
            notes.push(note);
        }
    }
    match kind {
        Kind::Source => named_source::write(&named, &mut sources, unit, out)?,
        Kind::Weblist => weblist::write_named(&named, &mut sources, unit, code.total, out)?,
        Kind::Disassembly => {
            for name in named.keys() {
                notes.push(format!(
                    "{name}: the profile names it, but the file of its code was not found: name the program on the command line to see its instructions"
                ));
            }
        }
    }
    Ok((notes, !nothing))
}

/// Annotated source of the routines the request's expression matches.
pub(crate) fn render_source(cx: &mut Context, out: &mut dyn Write) -> Result<()> {
    render(cx, Kind::Source, out)
}

/// Annotated disassembly of the routines the request's expression matches.
pub(crate) fn render_disassembly(cx: &mut Context, out: &mut dyn Write) -> Result<()> {
    render(cx, Kind::Disassembly, out)
}

/// In Go's layout under Go's `Total:` line; in perl's, at the prompt,
/// under perl's interactive header (`Total:` and what the filters kept).
fn render(cx: &mut Context, kind: Kind, mut out: &mut dyn Write) -> Result<()> {
    let mut header = Vec::new();
    if cx.style.layout == Layout::Go || cx.interactive {
        header = super::summary::filter_summary(cx);
    }
    if cx.style.layout == Layout::Go {
        header.truncate(1);
    }
    for line in header {
        writeln!(out, "{line}").map_err(Error::Write)?;
    }
    let (notes, _) = write_in(cx, kind, &mut out)?;
    cx.notes.extend(notes);
    Ok(())
}

/// [`write`] of the functions the context's expression names, in its
/// settings, unit and percentage base; returns its notes and whether
/// anything was listed.
pub(crate) fn write_in(
    cx: &Context,
    kind: Kind,
    out: &mut impl Write,
) -> Result<(Vec<String>, bool)> {
    write(
        cx.profile,
        &cx.objects(),
        &cx.settings.filters,
        cx.settings.nodes,
        &cx.settings.code,
        (cx.unit, cx.graph_options(false).percent_of),
        cx.symbol(),
        kind,
        out,
    )
    .map_err(Error::Write)
}
