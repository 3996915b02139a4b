//! The functions and source file names of a symbolized profile, each
//! once.

use super::debug_info::Frame;
use crate::profile::{Function, FunctionId, Line, SharedStr, shared};
use foldhash::{HashMap, HashSet};

/// Interns functions: one per (name, full name, start address, and for a
/// PLT stub, the file it is in); and source file names, one shared string
/// each.
pub(super) struct FunctionInterner {
    functions: Vec<Function>,
    /// The file name of each PLT stub, by function index.
    stubs: HashMap<FunctionId, String>,
    index: HashMap<(SharedStr, SharedStr, Option<u64>, Option<String>), FunctionId>,
    files: HashMap<String, SharedStr>,
}

impl FunctionInterner {
    /// An interner that keeps `functions` (those of locations named
    /// already), at their ids.
    pub(super) fn new(functions: Vec<Function>) -> Self {
        let index = functions
            .iter()
            .enumerate()
            .map(|(i, f)| {
                (
                    (f.name.clone(), f.full_name.clone(), f.start, None),
                    FunctionId::new(i),
                )
            })
            .collect();
        FunctionInterner {
            functions,
            stubs: HashMap::default(),
            index,
            files: HashMap::default(),
        }
    }

    /// The line of `frame`, found in the file named `object` (its file
    /// name), when known.
    pub(super) fn line(&mut self, frame: Frame, inlined: bool, object: Option<&str>) -> Line {
        let stub = object
            .filter(|_| frame.raw_name.ends_with("@plt"))
            .map(str::to_string);
        // Names are escaped already (`demangle::names`); the raw name is not.
        let key = (
            SharedStr::from(frame.names.short),
            SharedStr::from(frame.names.full),
            frame.start,
            stub,
        );
        let function = match self.index.get(&key) {
            Some(&id) => id,
            None => {
                let id = FunctionId::new(self.functions.len());
                self.functions.push(Function {
                    name: key.0.clone(),
                    full_name: key.1.clone(),
                    system_name: shared(&frame.raw_name),
                    start: frame.start,
                });
                if let Some(object) = &key.3 {
                    self.stubs.insert(id, object.clone());
                }
                self.index.insert(key, id);
                id
            }
        };
        let file = frame.file.map(|file| match self.files.get(&file) {
            Some(shared) => shared.clone(),
            None => self
                .files
                .entry(file)
                .or_insert_with_key(|f| shared(f))
                .clone(),
        });
        Line {
            function,
            file,
            line: frame.line,
            inlined,
        }
    }

    /// One row per printed name, as Go pprof prints them: distinct
    /// functions that share a name (overloads without `--full_names`, a
    /// template's instances, `static` functions of two files) are one row,
    /// whatever the debug information (docs/symbols.md; perl pprof keeps
    /// apart those its symbol table has, as `f@1510`). PLT stubs are the
    /// exception: one per file that calls the function (`memcpy@plt`), they
    /// get their file's name where several are seen (`memcpy@plt
    /// [libhot.so]`), as code without a name is grouped by its file.
    pub(super) fn finish(mut self) -> Vec<Function> {
        let mut files: HashMap<&str, Vec<&str>> = HashMap::default();
        for (i, f) in self.functions.iter().enumerate() {
            if let Some(object) = self.stubs.get(&FunctionId::new(i)) {
                files.entry(&*f.name).or_default().push(object);
            }
        }
        let shared_stubs: HashSet<String> = files
            .into_iter()
            .filter(|(_, objects)| objects.iter().any(|o| *o != objects[0]))
            .map(|(name, _)| name.to_string())
            .collect();
        for (i, f) in self.functions.iter_mut().enumerate() {
            if !shared_stubs.contains(&*f.name) {
                continue;
            }
            if let Some(object) = self.stubs.get(&FunctionId::new(i)) {
                f.name = shared(&format!("{} [{object}]", f.name));
            }
        }
        self.functions
    }
}
