//! Every setting of an analysis, shared by the command line and (later) the
//! interactive mode, and the one path from a profile file to a report.

use crate::error::{Error, Result};
use crate::formats::{self, ReadOptions};
use crate::gprof;
use crate::graph::{self, Filters, NodeOptions, PruneOptions};
use crate::profile::Profile;
use crate::report::annotated::{self, CodeOptions};
use crate::report::dot::EdgeWidths;
use crate::report::graphviz::{self, ImageFormat};
use crate::report::text::{self, SortBy};
use crate::report::{callgrind, dot};
use crate::symbolize::{self, Objects, Store, SymbolizeOptions};
use regex::Regex;
use std::io::Write;
use std::path::Path;

/// The report to produce.
#[derive(Debug, Clone)]
pub enum Report {
    /// One line per node (`--text`).
    Text,
    /// The call graph as dot text (`--dot`).
    Dot,
    /// The call graph rendered by graphviz (`--svg`, `--pdf`, `--ps`, `--gif`).
    Image(ImageFormat),
    /// The call graph shown in the `gv` viewer (`--gv`).
    Gv,
    /// The call table in callgrind format (`--callgrind`).
    Callgrind,
    /// Annotated source of the routines whose names match (`--list=RE`).
    List(Regex),
    /// Annotated disassembly of the routines whose names match (`--disasm=RE`).
    Disasm(Regex),
    /// gprof's flat profile of a call-counted profile (`--gprof_flat`).
    GprofFlat,
    /// gprof's call graph of a call-counted profile (`--gprof_graph`).
    GprofGraph,
    /// gprof's execution counts of functions and basic blocks (`--gprof_counts`).
    GprofCounts,
}

/// Every setting of an analysis.
#[derive(Debug, Clone)]
pub struct Options {
    /// What to print.
    pub report: Report,
    /// Row order of `--text`.
    pub sort: SortBy,
    /// At most this many `--text` rows (all when `None`).
    pub text_limit: Option<usize>,
    /// What nodes stand for and how they are named.
    pub nodes: NodeOptions,
    /// Which samples are looked at.
    pub filters: Filters,
    /// What a drawn call graph keeps.
    pub prune: PruneOptions,
    /// Settings of `--list` and `--disasm`.
    pub code: CodeOptions,
    /// How the profile is read.
    pub read: ReadOptions,
    /// Where binaries are found.
    pub symbolize: SymbolizeOptions,
    /// gmon.out: credit time and calls only to the function symbols gprof
    /// reads (not to local ones with `$` or a `.` suffix other than
    /// `.NNN`, `.clone.N`, `.constprop.N`), so every number is gprof's.
    pub gprof_symbols: bool,
}

/// A symbolized profile with the files it was symbolized from.
pub struct Loaded<'s> {
    /// The profile.
    pub profile: Profile,
    /// The opened binaries (for `--list` and `--disasm`).
    pub objects: Objects<'s>,
    /// What the user should know: a cut file, a missing library.
    pub warnings: Vec<String>,
    /// gprof's data, for a histogram profile (gmon.out).
    pub gprof: Option<gprof::Gmon>,
}

/// Reads and symbolizes the profile at `path`; the bytes of the files it
/// opens live in `store`.
pub fn load<'s>(path: &Path, options: &Options, store: &'s Store) -> Result<Loaded<'s>> {
    let program = options.symbolize.program.as_deref();
    let facts = match program {
        Some(program) if formats::needs_program_facts(path) => {
            Some(symbolize::program_facts(program)?)
        }
        _ => None,
    };
    let read = formats::read_file(path, &options.read, facts.as_ref())?;
    let mut profile = read.profile;
    let mut warnings = read.warnings;
    let gprof = gprof::prepare(&mut profile, program, options.gprof_symbols, store)?;
    let mut symbolize_options = options.symbolize.clone();
    // gprof charges time to functions, never to inlined callees.
    symbolize_options.inline_frames &= gprof.is_none();
    let symbolized = symbolize::symbolize(&mut profile, &symbolize_options, store)?;
    warnings.extend(symbolized.warnings);
    Ok(Loaded {
        profile,
        objects: symbolized.objects,
        warnings,
        gprof,
    })
}

/// Writes the report that `options` ask for (`--gv` shows it instead);
/// returns notes for the user (nothing matched, a fallback disassembler).
pub fn render(loaded: &Loaded, options: &Options, out: &mut impl Write) -> Result<Vec<String>> {
    let profile = &loaded.profile;
    // gprof's reports are of gmon.out files, whole, as gprof's are.
    let mut notes = Vec::new();
    let gprof_report = match options.report {
        Report::GprofFlat => Some("--gprof_flat"),
        Report::GprofGraph => Some("--gprof_graph"),
        Report::GprofCounts => Some("--gprof_counts"),
        _ => None,
    };
    if let Some(flag) = gprof_report {
        if loaded.gprof.is_none() {
            return Err(Error::NotGmon(flag));
        }
        if !options.filters.is_empty() {
            notes.push("--focus and --ignore do not apply to gprof's reports".to_string());
        }
    }
    match &options.report {
        Report::Text => {
            let graph = build_graph(loaded, options, false);
            text::write(&graph, options.sort, options.text_limit, out).map_err(Error::Write)?;
        }
        Report::Callgrind => {
            let calls = graph::calls::calls(profile, &options.filters, options.nodes.full_names);
            callgrind::write(&calls, out).map_err(Error::Write)?;
        }
        Report::Dot => {
            let dot_text = call_graph(loaded, options, EdgeWidths::Proportional)?;
            out.write_all(&dot_text).map_err(Error::Write)?;
        }
        Report::Image(format) => {
            let widths = match format {
                ImageFormat::Svg => EdgeWidths::AtLeastOne,
                _ => EdgeWidths::Proportional,
            };
            graphviz::render(call_graph(loaded, options, widths)?, *format, out)?;
        }
        Report::Gv => {
            graphviz::show_with_gv(call_graph(loaded, options, EdgeWidths::Proportional)?)?;
        }
        Report::GprofFlat | Report::GprofGraph | Report::GprofCounts => {
            let Some(gmon) = &loaded.gprof else {
                unreachable!("checked above")
            };
            match options.report {
                Report::GprofFlat => gprof::write_flat(profile, gmon, out),
                Report::GprofGraph if !gmon.has_calls(profile) => {
                    return Err(Error::NoCallGraph);
                }
                Report::GprofGraph => gprof::write_graph(profile, gmon, out),
                _ => {
                    if !gmon.has_calls(profile) && !gmon.has_executions(profile) {
                        notes.push("this gmon.out has no call arcs or basic-block counts".into());
                    }
                    gprof::write_counts(profile, gmon, &loaded.objects, out)
                }
            }
            .map_err(Error::Write)?;
        }
        Report::List(re) => {
            return annotate(loaded, options, re, annotated::Kind::Source, out);
        }
        Report::Disasm(re) => {
            return annotate(loaded, options, re, annotated::Kind::Disassembly, out);
        }
    }
    Ok(notes)
}

fn annotate(
    loaded: &Loaded,
    options: &Options,
    re: &Regex,
    kind: annotated::Kind,
    out: &mut impl Write,
) -> Result<Vec<String>> {
    let (profile, objects) = (&loaded.profile, &loaded.objects);
    annotated::write(
        profile,
        objects,
        &options.filters,
        &options.code,
        re,
        kind,
        out,
    )
    .map_err(Error::Write)
}

/// The graph of the samples; for a histogram profile at function
/// granularity without filters, with gprof's estimate of cum and edges.
fn build_graph(loaded: &Loaded, options: &Options, with_edges: bool) -> graph::Graph {
    let profile = &loaded.profile;
    let mut graph = graph::build(profile, options.nodes, &options.filters, with_edges);
    if let Some(gmon) = &loaded.gprof
        && options.nodes.granularity == graph::Granularity::Functions
        && options.filters.is_empty()
    {
        gprof::estimate_cum(profile, gmon, &mut graph, options.nodes.full_names, with_edges);
    }
    graph
}

/// The pruned call graph as dot text.
fn call_graph(loaded: &Loaded, options: &Options, widths: EdgeWidths) -> Result<Vec<u8>> {
    let profile = &loaded.profile;
    let graph = build_graph(loaded, options, true);
    let pruned = graph::prune(&graph, &options.prune).ok_or(Error::EmptyGraph)?;
    let mut dot_text = Vec::new();
    dot::write(
        &graph,
        &pruned,
        &program_name(profile, options),
        widths,
        &mut dot_text,
    )
    .map_err(Error::Write)?;
    Ok(dot_text)
}

/// The program as the graph's title names it: as given on the command line,
/// or as the profile's main mapping names it.
fn program_name(profile: &Profile, options: &Options) -> String {
    match &options.symbolize.program {
        Some(p) => p.display().to_string(),
        None => profile
            .main_mapping()
            .map(|m| profile.mapping(m).path.clone())
            .unwrap_or_else(|| "(unknown program)".to_string()),
    }
}
