//! What a node stands for: a function, a source line, an address or a file,
//! and the names under which perl pprof prints each.

use crate::profile::{Location, Profile};
use crate::symbolize::mapping_file_name;
use std::borrow::Cow;

/// What one node of a report stands for (`--functions`, `--lines`,
/// `--addresses`, `--files`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Granularity {
    /// One node per function (the default); inlined functions are nodes of
    /// their own, marked ` (inline)`.
    #[default]
    Functions,
    /// One node per function and source line: `name file:line`.
    Lines,
    /// One node per address and inline frame: `address name file:line`.
    Addresses,
    /// One node per source file.
    Files,
}

/// How nodes are named.
#[derive(Debug, Clone, Copy, Default)]
pub struct NodeOptions {
    /// What a node stands for.
    pub granularity: Granularity,
    /// Use full demangled names (with argument types) instead of short ones.
    pub full_names: bool,
}

/// One frame of a location, as the node names need it.
pub(crate) struct Frame<'p> {
    /// The function name (short or full, as asked).
    pub name: Cow<'p, str>,
    /// True when the frame was inlined into the next (outer) one.
    pub inlined: bool,
    /// The source file, when known.
    pub file: Option<&'p str>,
    /// The source line (0 when unknown).
    pub line: u32,
}

impl Frame<'_> {
    /// The function name as reports print it: ` (inline)` marks inlined frames.
    pub fn label(&self) -> String {
        if self.inlined {
            format!("{} (inline)", self.name)
        } else {
            self.name.to_string()
        }
    }

    /// `file:line`, or addr2line's `??:0` when the file is unknown.
    pub fn file_line(&self) -> String {
        match self.file {
            Some(file) => format!("{file}:{}", self.line),
            None => "??:0".to_string(),
        }
    }
}

/// The frames of a location, innermost first. A location without symbols
/// is one frame named after its address (and its library, when the address
/// is in a shared library).
pub(crate) fn frames<'p>(
    profile: &'p Profile,
    loc: &'p Location,
    full_names: bool,
) -> Vec<Frame<'p>> {
    if loc.lines.is_empty() {
        return vec![Frame {
            name: Cow::Owned(unknown_name(profile, loc)),
            inlined: false,
            file: None,
            line: 0,
        }];
    }
    loc.lines
        .iter()
        .map(|line| {
            let f = profile.function(line.function);
            Frame {
                name: Cow::Borrowed(if full_names { &f.full_name } else { &f.name }),
                inlined: line.inlined,
                file: line.file.as_deref(),
                line: line.line,
            }
        })
        .collect()
}

/// The name of an address that symbolization could not name.
fn unknown_name(profile: &Profile, loc: &Location) -> String {
    let library = loc
        .mapping
        .map(|m| &profile.mappings[m.index()])
        .filter(|m| !m.is_main)
        .map(|m| format!(" ({})", mapping_file_name(&m.path)))
        .unwrap_or_default();
    format!("0x{}{library}", profile.hex_address(loc.address))
}

/// The node names of a location, innermost frame first, as perl pprof's
/// `TranslateStack` makes them.
pub(crate) fn node_names(profile: &Profile, loc: &Location, options: NodeOptions) -> Vec<String> {
    let frames = frames(profile, loc, options.full_names);
    match options.granularity {
        Granularity::Functions => frames.iter().map(Frame::label).collect(),
        Granularity::Lines => frames
            .iter()
            .map(|f| format!("{} {}", f.label(), f.file_line()))
            .collect(),
        Granularity::Addresses => frames
            .iter()
            .map(|f| {
                let address = profile.hex_address(loc.address);
                format!("{address} {} {}", f.label(), f.file_line())
            })
            .collect(),
        Granularity::Files => {
            // Frames without a file are named after the location's outermost
            // function, as perl prints them (`_start ??:0`).
            let outermost = frames.last().map(Frame::label).unwrap_or_default();
            frames
                .iter()
                .map(|f| match f.file {
                    Some(file) => file.to_string(),
                    None => format!("{outermost} ??:0"),
                })
                .collect()
        }
    }
}

/// Whether perl pprof drops this address from stacks: 64-bit addresses
/// above `0x7fffffffffffffff` are kernel or fake entries.
pub(crate) fn is_dropped_address(address: u64) -> bool {
    address > i64::MAX as u64
}
