//! What a node stands for: a function, a source line, an address, a file,
//! or a function in a file, and the keys ([`NodeKey`]) that tell the nodes
//! apart at each granularity.

use crate::graph::node::{NodeKey, Space};
use crate::profile::{Location, Profile, Unknown};
use crate::symbolize::mapping_file_name;
use std::borrow::Cow;

/// What one node of a report stands for (`--functions`, `--lines`,
/// `--addresses`, `--files`, `--filefunctions`, `--objects`).
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
    /// One node per function and source file (Go pprof's
    /// `-filefunctions`): `name file`, as Go prints it.
    FileFunctions,
    /// One node per object, as `perf report --sort dso` groups samples: the
    /// program, each library, `[kernel.kallsyms]`, `[vdso]`, by their file
    /// names; `[unknown]` outside every mapping.
    Objects,
}

/// How nodes are named.
#[derive(Debug, Clone, Copy, Default)]
pub struct NodeOptions {
    /// What a node stands for.
    pub granularity: Granularity,
    /// Use full demangled names (with argument types) instead of short ones.
    pub full_names: bool,
    /// Attribute inlined code to the function it was inlined into, and its
    /// line to the line of the call (Go pprof's `-noinlines`): each
    /// address keeps only its outermost frame.
    pub noinlines: bool,
    /// Which of each sample's values nodes count: the index of the sample
    /// type shown, which [`crate::driver::render`] looks up once per report.
    pub value_index: usize,
    /// Source file names cleaned as Go pprof cleans them
    /// (`./csu/../csu/libc-start.c` is `csu/libc-start.c`), for the reports
    /// in Go's layout; perl's keep the bytes of the debug information.
    pub clean_paths: bool,
    /// An inlined function and its out-of-line copies are one node, and
    /// the edges into it say whether the calls were inlined (Go pprof's
    /// graph); otherwise each inlined function is a node of its own, marked
    /// ` (inline)` (perl's).
    pub merge_inlines: bool,
    /// Nodes named as Go pprof names them (`_start` where perl prints
    /// `_start ??:0`; addresses 16 digits wide).
    pub go_labels: bool,
    /// Names marked `[k]` or `[.]` as perf marks kernel and user code
    /// ([`crate::graph::Space`]): perl's text of a recording with a kernel.
    pub space_marks: bool,
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
    /// For an address that has no name, the node it belongs to at every
    /// granularity but `--addresses`: its object and why it has no name
    /// (`[libc.so.6] (no symbols)`), as Go pprof groups such code.
    pub unknown: Option<String>,
}

impl Frame<'_> {
    /// The function name, ` (inline)` marking an inlined frame, `<unknown>`
    /// for a function without a name (the view's tests show frames so).
    #[cfg(test)]
    pub fn label(&self) -> String {
        let name = if self.name.is_empty() {
            "<unknown>"
        } else {
            &self.name
        };
        if self.inlined {
            format!("{name} (inline)")
        } else {
            name.to_string()
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
            unknown: Some(unknown_group(profile, loc)),
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
                unknown: None,
            }
        })
        .collect()
}

/// The node of an address without a name: its object in brackets (Go
/// pprof's `[libc.so.6]`; `[vdso]` as the mapping names it; `[unknown]`
/// outside every mapping), then why it has no name when that is known.
fn unknown_group(profile: &Profile, loc: &Location) -> String {
    let object = loc
        .mapping
        .map(|m| mapping_file_name(&profile.mappings[m.index()].path))
        .filter(|name| !name.is_empty());
    let group = match object {
        Some(name) if name.starts_with('[') => name.to_string(),
        Some(name) => format!("[{name}]"),
        None => "[unknown]".to_string(),
    };
    match loc.unknown.as_ref().and_then(Unknown::short) {
        Some(why) => format!("{group} ({why})"),
        None => group,
    }
}

/// The object of a location as perf names its dso: its mapping's file
/// name (`libc.so.6`, `[kernel.kallsyms]`, `[vdso]`), `[unknown]` outside
/// every mapping (or in one without a file).
pub(crate) fn object_name<'p>(profile: &'p Profile, loc: &Location) -> &'p str {
    loc.mapping
        .map(|m| mapping_file_name(&profile.mappings[m.index()].path))
        .filter(|name| !name.is_empty())
        .unwrap_or("[unknown]")
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

/// The node keys of the frames `frames` of location `loc` (innermost
/// first, as [`crate::graph::View`] shows them) at the granularity of
/// `options`: what perl pprof's `TranslateStack` names them by (Go pprof's
/// for [`Granularity::FileFunctions`]).
pub(crate) fn node_keys<'a>(
    profile: &'a Profile,
    loc: &Location,
    frames: &'a [Frame],
    options: NodeOptions,
) -> Vec<NodeKey<'a>> {
    let mut keys = unmarked_keys(profile, loc, frames, options);
    // perf's `--sort dso` has no marks; its symbols have, those it cannot
    // name too (an address outside every mapping is the kernel's in the
    // kernel's half).
    if options.space_marks && options.granularity != Granularity::Objects {
        let kernel = match loc.mapping {
            Some(m) => profile.mapping(m).path == crate::profile::KERNEL_PATH,
            None => loc.address > i64::MAX as u64,
        };
        let space = if kernel { Space::Kernel } else { Space::User };
        for key in &mut keys {
            key.space = Some(space);
        }
    }
    keys
}

/// [`node_keys`] before the kernel and user marks.
fn unmarked_keys<'a>(
    profile: &'a Profile,
    loc: &Location,
    frames: &'a [Frame],
    options: NodeOptions,
) -> Vec<NodeKey<'a>> {
    // A location's frames are all in its object: one node (none when the
    // filters hid them all).
    if options.granularity == Granularity::Objects {
        if frames.is_empty() {
            return Vec::new();
        }
        return vec![NodeKey {
            object: Some(Cow::Borrowed(object_name(profile, loc))),
            ..NodeKey::default()
        }];
    }
    // An address without a name is one node per object but at --addresses.
    if let [
        Frame {
            unknown: Some(group),
            ..
        },
    ] = frames
        && options.granularity != Granularity::Addresses
    {
        return vec![NodeKey {
            object: Some(Cow::Borrowed(group.as_str())),
            ..NodeKey::default()
        }];
    }
    let inline = |f: &Frame| f.inlined && !options.merge_inlines;
    let file = |f: &'a Frame| {
        f.file.map(|file| match options.clean_paths {
            true => Cow::Owned(clean_path(file)),
            false => Cow::Borrowed(file),
        })
    };
    let function = |f: &'a Frame| Some(Cow::Borrowed(f.name.as_ref()));
    match options.granularity {
        Granularity::Functions | Granularity::Objects => frames
            .iter()
            .map(|f| NodeKey {
                function: function(f),
                inline: inline(f),
                ..NodeKey::default()
            })
            .collect(),
        Granularity::Lines | Granularity::Addresses => frames
            .iter()
            .map(|f| NodeKey {
                function: function(f),
                file: file(f),
                line: if f.file.is_some() { f.line } else { 0 },
                address: (options.granularity == Granularity::Addresses).then_some(loc.address),
                inline: inline(f),
                ..NodeKey::default()
            })
            .collect(),
        Granularity::Files => {
            // Frames without a file are named after the location's outermost
            // function, as perl prints them (`_start ??:0`).
            let outermost = frames.last();
            frames
                .iter()
                .map(|f| match file(f) {
                    Some(file) => NodeKey {
                        file: Some(file),
                        ..NodeKey::default()
                    },
                    None => NodeKey {
                        function: outermost.and_then(function),
                        inline: outermost.is_some_and(inline),
                        ..NodeKey::default()
                    },
                })
                .collect()
        }
        Granularity::FileFunctions => frames
            .iter()
            .map(|f| NodeKey {
                function: function(f),
                file: f.file.map(|file| Cow::Owned(clean_path(file))),
                inline: inline(f),
                ..NodeKey::default()
            })
            .collect(),
    }
}

/// The names of the nodes of the frames `frames` of location `loc`, as
/// [`node_keys`] keys them (for the reports of stacks of names: folded
/// stacks, traces).
pub(crate) fn node_names(
    profile: &Profile,
    loc: &Location,
    frames: &[Frame],
    options: NodeOptions,
) -> Vec<String> {
    node_keys(profile, loc, frames, options)
        .iter()
        .map(|key| {
            key.label(
                options.granularity,
                profile.address_bytes,
                options.go_labels,
            )
        })
        .collect()
}

/// `path` cleaned lexically as Go's `filepath.Clean` cleans it: no `.`
/// components, `..` resolved where it can be, no repeated or trailing `/`.
fn clean_path(path: &str) -> String {
    let rooted = path.starts_with('/');
    let mut parts: Vec<&str> = Vec::new();
    for part in path.split('/') {
        match part {
            "" | "." => {}
            ".." => match parts.last() {
                Some(&last) if last != ".." => {
                    parts.pop();
                }
                // `/..` is `/`; a relative path keeps its leading `..`.
                _ if rooted => {}
                _ => parts.push(".."),
            },
            _ => parts.push(part),
        }
    }
    let joined = parts.join("/");
    match (rooted, joined.is_empty()) {
        (true, _) => format!("/{joined}"),
        (false, true) => ".".to_string(),
        (false, false) => joined,
    }
}

/// Whether perl pprof's rule drops this location from stacks: a 64-bit
/// address above `0x7fffffffffffffff` is a kernel or fake entry, unless the
/// file names it (a profile.proto's kernel frame, as Go pprof shows it) or
/// it is in a recording's kernel mapping (perf's `[kernel.kallsyms]`, whose
/// unnamed addresses are one node that says why).
pub(crate) fn is_dropped_address(profile: &Profile, location: &Location) -> bool {
    location.address > i64::MAX as u64
        && location.lines.is_empty()
        && location
            .mapping
            .is_none_or(|m| profile.mapping(m).path != crate::profile::KERNEL_PATH)
}

#[cfg(test)]
mod tests {
    use super::clean_path;

    #[test]
    fn paths_are_cleaned_as_go_cleans_them() {
        for (path, clean) in [
            ("./csu/../csu/libc-start.c", "csu/libc-start.c"),
            ("/a//b/./c/", "/a/b/c"),
            ("/../x", "/x"),
            ("../../x/../y", "../../y"),
            ("a/..", "."),
            ("prog.c", "prog.c"),
        ] {
            assert_eq!(clean_path(path), clean, "{path}");
        }
    }
}
