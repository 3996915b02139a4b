//! Every setting of an analysis, shared by the command line and (later) the
//! interactive mode, and the one path from a profile file to a report.

use crate::error::Result;
use crate::formats::{self, ReadOptions};
use crate::graph::{self, NodeOptions};
use crate::profile::Profile;
use crate::report::text::{self, SortBy};
use crate::symbolize::{self, SymbolizeOptions};
use std::io::Write;
use std::path::Path;

/// The report to produce.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Report {
    /// One line per node (`--text`).
    Text,
}

/// Every setting of an analysis.
#[derive(Debug, Clone)]
pub struct Options {
    /// What to print.
    pub report: Report,
    /// Row order.
    pub sort: SortBy,
    /// How nodes are named.
    pub nodes: NodeOptions,
    /// How the profile is read.
    pub read: ReadOptions,
    /// Where binaries are found.
    pub symbolize: SymbolizeOptions,
}

/// Reads and symbolizes the profile at `path`; returns it with the warnings
/// for the user (a cut file, a missing library).
pub fn load(path: &Path, options: &Options) -> Result<(Profile, Vec<String>)> {
    let read = formats::read_file(path, &options.read)?;
    let mut profile = read.profile;
    let mut warnings = read.warnings;
    warnings.extend(symbolize::symbolize(&mut profile, &options.symbolize)?);
    Ok((profile, warnings))
}

/// Writes the report that `options` ask for.
pub fn render(profile: &Profile, options: &Options, out: &mut impl Write) -> std::io::Result<()> {
    match options.report {
        Report::Text => {
            let aggregate = graph::aggregate(profile, options.nodes);
            text::write(&aggregate, options.sort, out)
        }
    }
}
