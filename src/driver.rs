//! The one path from a profile to a report: [`load`] reads and symbolizes
//! a profile from where it comes from, [`render`] writes one report of it.
//! The command line, its remote profiles and the interactive prompt all go
//! through these two.

use crate::error::{Error, Result};
use crate::formats;
use crate::graph;
use crate::profile::Profile;
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
}

/// Reads and symbolizes the profile from `source`; the bytes of the files
/// it opens live in `store`.
pub fn load<'s>(source: &Source, settings: &Settings, store: &'s Store) -> Result<Loaded<'s>> {
    match source {
        Source::File(path) => load_file(path, settings, store),
        Source::Remote { path, names } => {
            let read = formats::read_file(path, &settings.read)?;
            let mut profile = read.profile;
            symbolize::apply_names(&mut profile, names);
            Ok(Loaded {
                profile,
                objects: Objects::default(),
                warnings: read.warnings,
            })
        }
    }
}

/// The addresses of the profile at `path`, for a server's symbol page to
/// name before the profile is loaded as a [`Source::Remote`].
pub fn addresses(path: &Path, settings: &Settings) -> Result<Vec<u64>> {
    let read = formats::read_file(path, &settings.read)?;
    Ok(read.profile.locations.iter().map(|l| l.address).collect())
}

/// Reads the profile file at `path` and symbolizes it from binaries.
fn load_file<'s>(path: &Path, settings: &Settings, store: &'s Store) -> Result<Loaded<'s>> {
    let mut read_options = settings.read.clone();
    if let Some(program) = &settings.symbolize.program
        && formats::needs_program_facts(path)
    {
        read_options.program = Some(symbolize::program_facts(
            program,
            settings.read.gprof_symbols,
        )?);
    }
    let read = formats::read_file(path, &read_options)?;
    let mut profile = read.profile;
    let mut warnings = read.warnings;
    let symbolized = symbolize::symbolize(&mut profile, &settings.symbolize, store)?;
    warnings.extend(symbolized.warnings);
    Ok(Loaded {
        profile,
        objects: symbolized.objects,
        warnings,
    })
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
    // gprof's reports are of gmon.out files, whole, as gprof's are.
    if row.needs(Need::GmonHistogram) {
        if profile.histogram_ticks.is_none() {
            return Err(Error::NotGmon {
                report: row.name,
                instead: Command::Text.row().name,
            });
        }
        if !settings.filters.is_empty() {
            notes.push("--focus and --ignore do not apply to gprof's reports".to_string());
        }
    }
    if row.needs(Need::GmonArcs) && profile.calls.is_empty() {
        return Err(Error::NoCallGraph(row.name));
    }
    match request.command() {
        Command::Text => {
            let graph = graph::build(profile, settings.nodes, &settings.filters, false);
            text::write(&graph, settings.sort, settings.text_limit, out).map_err(Error::Write)?;
        }
        Command::Callgrind => {
            let calls = graph::calls::calls(profile, &settings.filters, settings.nodes.full_names);
            callgrind::write(&calls, out).map_err(Error::Write)?;
        }
        Command::Dot => {
            let dot_text = call_graph(profile, settings, EdgeWidths::Proportional)?;
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
            graphviz::render(call_graph(profile, settings, widths)?, format, out)?;
        }
        Command::Gv => {
            graphviz::show_with_gv(call_graph(profile, settings, EdgeWidths::Proportional)?)?;
        }
        Command::GprofFlat => {
            crate::report::gprof::write_flat(profile, out).map_err(Error::Write)?;
        }
        Command::GprofGraph => {
            let bin_bytes = profile.histogram_bin_bytes.unwrap_or(0);
            crate::report::gprof::write_graph(profile, bin_bytes, out).map_err(Error::Write)?;
        }
        Command::GprofCounts => {
            crate::report::gprof_counts::write(profile, &loaded.objects, out)
                .map_err(Error::Write)?;
            if profile.calls.is_empty() && profile.block_counts.is_empty() {
                notes.push("this gmon.out has no call arcs or basic-block counts".into());
            }
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
        re,
        kind,
        out,
    )
    .map_err(Error::Write)
}

/// The pruned call graph as dot text.
fn call_graph(profile: &Profile, settings: &Settings, widths: EdgeWidths) -> Result<Vec<u8>> {
    let graph = graph::build(profile, settings.nodes, &settings.filters, true);
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
            .map(|m| profile.mappings[m.0].path.clone())
            .unwrap_or_else(|| "(unknown program)".to_string()),
    }
}
