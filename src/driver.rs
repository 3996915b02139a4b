//! The one path from a profile to a report: [`load`] reads and symbolizes
//! a profile from where it comes from, [`render`] writes one report of it.
//! The command line, its remote profiles and the interactive prompt all go
//! through these two.

use crate::error::{Error, Result};
use crate::formats;
use crate::gprof;
use crate::graph;
use crate::profile::{self, Profile};
use crate::report::annotated;
use crate::report::commands::{Command, Need, Request};
use crate::report::dot::EdgeWidths;
use crate::report::graphviz::{self, ImageFormat};
use crate::report::{callgrind, dot, text};
use crate::settings::Settings;
use crate::symbolize::{self, Objects, Store};
use std::collections::HashMap;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Where a profile comes from.
#[derive(Debug, Clone)]
pub enum Source {
    /// A profile file, symbolized from the binaries: the program of the
    /// settings, or those its mappings name.
    File(PathBuf),
    /// A profile fetched from a server and saved at `path`, whose addresses
    /// the server's symbol page named (`names`: address → names, outermost
    /// first); no binary is opened.
    Remote {
        /// The saved profile.
        path: PathBuf,
        /// The symbol page's names of the profile's addresses.
        names: HashMap<u64, Vec<String>>,
    },
}

/// A symbolized profile with the files it was symbolized from.
pub struct Loaded<'s> {
    /// The profile.
    pub profile: Profile,
    /// The opened binaries (for the reports that read code).
    pub objects: Objects<'s>,
    /// What the user should know: a cut file, a missing library.
    pub warnings: Vec<String>,
    /// gprof's data, for a histogram profile (gmon.out).
    pub gprof: Option<gprof::Gmon>,
}

/// Reads and symbolizes the profile from `source`; the bytes of the files
/// it opens live in `store`.
pub fn load<'s>(source: &Source, settings: &Settings, store: &'s Store) -> Result<Loaded<'s>> {
    match source {
        Source::File(path) => load_file(path, settings, store),
        Source::Remote { path, names } => {
            let read = formats::read_file(path, &settings.read, None)?;
            let mut profile = read.profile;
            symbolize::apply_names(&mut profile, names);
            Ok(Loaded {
                profile,
                objects: Objects::default(),
                warnings: read.warnings,
                gprof: None,
            })
        }
    }
}

/// The addresses of the profile at `path`, for a server's symbol page to
/// name before the profile is loaded as a [`Source::Remote`].
pub fn addresses(path: &Path, settings: &Settings) -> Result<Vec<u64>> {
    let read = formats::read_file(path, &settings.read, None)?;
    Ok(read.profile.locations.iter().map(|l| l.address).collect())
}

/// Reads the profile file at `path` and symbolizes it from binaries.
fn load_file<'s>(path: &Path, settings: &Settings, store: &'s Store) -> Result<Loaded<'s>> {
    let program = settings.symbolize.program.as_deref();
    let facts = match program {
        Some(program) if formats::needs_program_facts(path) => {
            Some(symbolize::program_facts(program)?)
        }
        _ => None,
    };
    let read = formats::read_file(path, &settings.read, facts.as_ref())?;
    let mut profile = read.profile;
    let mut warnings = read.warnings;
    let gprof = gprof::prepare(&mut profile, program, settings.gprof_symbols, store)?;
    let mut symbolize_options = settings.symbolize.clone();
    // gprof charges time to functions, never to inlined callees.
    symbolize_options.inline_frames &= gprof.is_none();
    let symbolized = symbolize::symbolize(&mut profile, &symbolize_options, store)?;
    warnings.extend(symbolized.warnings);
    profile
        .remove_dropped_frames()
        .map_err(|e| Error::Malformed {
            path: path.to_path_buf(),
            offset: 0,
            what: format!("its frames to drop are not a regular expression: {e}"),
        })?;
    Ok(Loaded {
        profile,
        objects: symbolized.objects,
        warnings,
        gprof,
    })
}

/// One line per address of the profile that has no name: the address, its
/// mapping's file and why (`0x7f01 (libfoo.so): file unusable: ...`).
pub fn unknown_addresses(loaded: &Loaded) -> Vec<String> {
    let profile = &loaded.profile;
    profile
        .locations
        .iter()
        .filter_map(|l| {
            let why = l.unknown.as_ref()?;
            let file = l.mapping.map_or(String::new(), |m| {
                format!(
                    " ({})",
                    symbolize::mapping_file_name(&profile.mapping(m).path)
                )
            });
            Some(format!("{}{file}: {why}", profile.hex_address(l.address)))
        })
        .collect()
}

/// Writes the report `request` asks for (`gv` shows it instead); returns
/// notes for the user (nothing matched, a fallback disassembler). Errors
/// name reports by their command names.
pub fn render(
    loaded: &Loaded,
    request: &Request,
    settings: &Settings,
    out: &mut impl Write,
) -> Result<Vec<String>> {
    let profile = &loaded.profile;
    let row = request.command().row();
    let mut notes = Vec::new();
    // gprof's reports are of gmon.out files, whole, as gprof's are; --focus
    // and --ignore are gprof's -F and -E.
    if row.needs(Need::GmonHistogram) && loaded.gprof.is_none() {
        return Err(Error::NotGmon {
            report: row.name,
            instead: Command::Text.row().name,
        });
    }
    if row.needs(Need::GmonArcs)
        && !loaded
            .gprof
            .as_ref()
            .is_some_and(|gmon| gmon.has_calls(profile))
    {
        return Err(Error::NoCallGraph(row.name));
    }
    match request.command() {
        Command::Text => {
            let graph = build_graph(loaded, settings, false);
            text::write(&graph, settings.sort, settings.text_limit, out).map_err(Error::Write)?;
        }
        Command::Callgrind => {
            let calls = graph::calls::calls(profile, &settings.filters, settings.nodes.full_names);
            callgrind::write(&calls, out).map_err(Error::Write)?;
        }
        Command::Dot => {
            let dot_text = call_graph(loaded, settings, EdgeWidths::Proportional)?;
            out.write_all(&dot_text).map_err(Error::Write)?;
        }
        Command::Svg | Command::Pdf | Command::Ps | Command::Gif => {
            let format = row
                .image_format()
                .expect("the rows of images name their format");
            let widths = match format {
                ImageFormat::Svg => EdgeWidths::AtLeastOne,
                _ => EdgeWidths::Proportional,
            };
            graphviz::render(call_graph(loaded, settings, widths)?, format, out)?;
        }
        Command::Gv => {
            graphviz::show_with_gv(call_graph(loaded, settings, EdgeWidths::Proportional)?)?;
        }
        Command::GprofFlat | Command::GprofGraph | Command::GprofCounts => {
            let Some(gmon) = &loaded.gprof else {
                return Err(Error::NotGmon {
                    report: row.name,
                    instead: Command::Text.row().name,
                });
            };
            let selection = gprof::Selection::new(profile, gmon, &settings.filters);
            if let Some(focus) = selection.unmatched_focus() {
                notes.push(format!(
                    "--focus={focus} names no function: gprof's reports show them all"
                ));
            }
            match request.command() {
                Command::GprofFlat => gprof::write_flat(profile, gmon, &selection, out),
                Command::GprofGraph => gprof::write_graph(profile, gmon, &selection, out),
                _ => {
                    // gprof's -F and -E leave its -l -C alone.
                    if !settings.filters.is_empty() {
                        notes.push(
                            "--focus and --ignore do not apply to gprof's execution counts \
                             (gprof's -F and -E leave them alone)"
                                .into(),
                        );
                    }
                    if !gmon.has_calls(profile) && !gmon.has_executions(profile) {
                        notes.push("this gmon.out has no call arcs or basic-block counts".into());
                    }
                    gprof::write_counts(profile, gmon, &loaded.objects, out)
                }
            }
            .map_err(Error::Write)?;
        }
        Command::Dump => {
            out.write_all(profile::dump(profile).as_bytes())
                .map_err(Error::Write)?;
        }
        Command::List => {
            return annotate(loaded, settings, request, annotated::Kind::Source, out);
        }
        Command::Disasm => {
            return annotate(loaded, settings, request, annotated::Kind::Disassembly, out);
        }
    }
    Ok(notes)
}

fn annotate(
    loaded: &Loaded,
    settings: &Settings,
    request: &Request,
    kind: annotated::Kind,
    out: &mut impl Write,
) -> Result<Vec<String>> {
    let re = request
        .symbol()
        .expect("a request of list or disasm has its regular expression");
    let (profile, objects) = (&loaded.profile, &loaded.objects);
    annotated::write(
        profile,
        objects,
        &settings.filters,
        &settings.code,
        profile::units::Unit::of(profile.sample_type(), settings.show_bytes),
        re,
        kind,
        out,
    )
    .map_err(Error::Write)
}

/// The graph of the samples; for a histogram profile at function
/// granularity without filters, with gprof's estimate of cum and edges.
fn build_graph(loaded: &Loaded, settings: &Settings, with_edges: bool) -> graph::Graph {
    let profile = &loaded.profile;
    let unit = profile::units::Unit::of(profile.sample_type(), settings.show_bytes);
    let mut graph = graph::build(profile, settings.nodes, &settings.filters, with_edges, unit);
    if let Some(gmon) = &loaded.gprof
        && settings.nodes.granularity == graph::Granularity::Functions
        && settings.filters.is_empty()
    {
        gprof::estimate_cum(
            profile,
            gmon,
            &mut graph,
            settings.nodes.full_names,
            with_edges,
        );
    }
    graph
}

/// The pruned call graph as dot text.
fn call_graph(loaded: &Loaded, settings: &Settings, widths: EdgeWidths) -> Result<Vec<u8>> {
    let profile = &loaded.profile;
    let graph = build_graph(loaded, settings, true);
    let pruned = graph::prune(&graph, &settings.prune).ok_or(Error::EmptyGraph)?;
    let mut dot_text = Vec::new();
    dot::write(
        &graph,
        &pruned,
        &program_name(profile, settings),
        widths,
        &mut dot_text,
    )
    .map_err(Error::Write)?;
    Ok(dot_text)
}

/// The program as the graph's title names it: as given on the command line,
/// or as the profile's main mapping names it.
fn program_name(profile: &Profile, settings: &Settings) -> String {
    match &settings.symbolize.program {
        Some(p) => p.display().to_string(),
        None => profile
            .main_mapping()
            .map(|m| profile.mapping(m).path.clone())
            .unwrap_or_else(|| "(unknown program)".to_string()),
    }
}
