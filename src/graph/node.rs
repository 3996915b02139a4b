//! What a node of a report stands for, as data (Go pprof's `NodeInfo`):
//! a function, a source line, an address, a file, or the unnamed code of
//! an object. Nodes are told apart by their [`NodeKey`], never by their
//! printed names; a name is made from the key once per node
//! ([`NodeKey::label`]), at the granularity the report asks for.

use crate::graph::Granularity;
use std::borrow::Cow;

/// The identity of a node: the parts of a frame that the granularity keeps
/// (the others are left empty, so that the frames they tell apart are one
/// node).
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeKey<'a> {
    /// For code without a name: its object and why it has none
    /// (`[libc.so.6] (no symbols)`), as Go pprof groups such code; then
    /// nothing else is set.
    pub object: Option<Cow<'a, str>>,
    /// The function's name, short or full as asked (empty: a frame made
    /// from a label the sample does not have); at `--files` granularity the
    /// location's outermost function, for code whose file is unknown.
    pub function: Option<Cow<'a, str>>,
    /// The source file (cleaned as Go cleans paths, when asked).
    pub file: Option<Cow<'a, str>>,
    /// The source line (0 when unknown or not asked for).
    pub line: u32,
    /// The address, at `--addresses` granularity.
    pub address: Option<u64>,
    /// The frame was inlined into its caller, in a graph that keeps inlined
    /// functions as nodes of their own (perl's; Go's merges them with their
    /// out-of-line copies and marks the edges instead).
    pub inline: bool,
    /// Kernel or user code, in a report that marks them as perf does
    /// (`[k]`, `[.]`); `None` where it does not.
    pub space: Option<Space>,
}

/// Whose code a frame is, as perf's reports mark it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Space {
    /// The kernel's (perf's `[k]`).
    Kernel,
    /// A process's (perf's `[.]`).
    User,
}

impl Space {
    /// perf's mark: `[k]` or `[.]`.
    pub fn mark(self) -> &'static str {
        match self {
            Space::Kernel => "[k]",
            Space::User => "[.]",
        }
    }
}

impl NodeKey<'_> {
    /// The key, owning its strings.
    pub fn into_owned(self) -> NodeKey<'static> {
        let own = |s: Option<Cow<str>>| s.map(|s| Cow::Owned(s.into_owned()));
        NodeKey {
            object: own(self.object),
            function: own(self.function),
            file: own(self.file),
            line: self.line,
            address: self.address,
            inline: self.inline,
            space: self.space,
        }
    }

    /// The function's name as reports print it: `<unknown>` when it has
    /// none, then ` (inline)` for an inlined frame.
    fn function_label(&self) -> String {
        let name = match self.function.as_deref() {
            None | Some("") => "<unknown>",
            Some(name) => name,
        };
        if self.inline {
            format!("{name} (inline)")
        } else {
            name.to_string()
        }
    }

    /// `file:line`, or addr2line's `??:0` when the file is unknown.
    fn file_line(&self) -> String {
        match &self.file {
            Some(file) => format!("{file}:{}", self.line),
            None => "??:0".to_string(),
        }
    }

    /// The node's name as Go pprof's `NodeInfo.NameComponents` makes it:
    /// the address, the function, then `file:line` when the line is known,
    /// else the file when it is; `<unknown>` when nothing is.
    fn go_label(&self) -> String {
        let mut parts: Vec<String> = Vec::new();
        if let Some(address) = self.address {
            parts.push(format!("{address:016x}"));
        }
        let function = self.function.as_deref().filter(|f| !f.is_empty());
        if let Some(function) = function {
            parts.push(function.to_string());
        }
        match (&self.file, self.line) {
            (Some(file), line) if line != 0 => parts.push(format!("{file}:{line}")),
            (Some(file), _) => parts.push(file.to_string()),
            (None, _) if function.is_some() => {}
            (None, _) => parts.push("<unknown>".to_string()),
        }
        let mut name = parts.join(" ");
        if self.inline {
            name.push_str(" (inline)");
        }
        name
    }

    /// The node's name at `granularity`, as perl pprof's `TranslateStack`
    /// makes it (Go pprof's for [`Granularity::FileFunctions`], and for
    /// every granularity with `go`); addresses are `address_bytes` wide.
    /// A key with a [`Space`] is prefixed by its mark, as perf's symbol
    /// column (`[k] do_syscall_64`).
    pub fn label(&self, granularity: Granularity, address_bytes: usize, go: bool) -> String {
        match self.space {
            Some(space) => format!(
                "{} {}",
                space.mark(),
                self.name(granularity, address_bytes, go)
            ),
            None => self.name(granularity, address_bytes, go),
        }
    }

    /// [`NodeKey::label`] without the mark.
    fn name(&self, granularity: Granularity, address_bytes: usize, go: bool) -> String {
        if let Some(object) = &self.object {
            return object.to_string();
        }
        if go {
            return self.go_label();
        }
        match granularity {
            Granularity::Functions | Granularity::Objects => self.function_label(),
            Granularity::Lines => format!("{} {}", self.function_label(), self.file_line()),
            Granularity::Addresses => format!(
                "{:0width$x} {} {}",
                self.address.unwrap_or(0),
                self.function_label(),
                self.file_line(),
                width = 2 * address_bytes
            ),
            Granularity::Files => match &self.file {
                Some(file) => file.to_string(),
                None => format!("{} ??:0", self.function_label()),
            },
            Granularity::FileFunctions => {
                let mut name = self.function.as_deref().unwrap_or("").to_string();
                if let Some(file) = &self.file {
                    if !name.is_empty() {
                        name.push(' ');
                    }
                    name.push_str(file);
                }
                if name.is_empty() {
                    name.push_str("<unknown>");
                }
                if self.inline {
                    name.push_str(" (inline)");
                }
                name
            }
        }
    }
}
