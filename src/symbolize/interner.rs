//! The functions and source file names of a symbolized profile, each
//! once.

use super::frame::{Frame, FunctionName, PrintedNames};
use crate::profile::{Function, FunctionId, Line, Location, SharedStr, shared};
use foldhash::{HashMap, HashSet};

/// Interns functions: one per (name, full name, start address, and for a
/// PLT stub, the file it is in); and source file names, one shared string
/// each. A frame's names are found by the hash made with them
/// ([`FunctionName`]) and kept as they are shared: a name is copied,
/// escaped and hashed once, however many addresses it names.
pub(super) struct FunctionInterner {
    functions: Vec<Function>,
    /// The file name of each PLT stub, by function index.
    stubs: HashMap<FunctionId, String>,
    index: HashMap<(PrintedNames, Option<u64>, Option<String>), FunctionId>,
    files: HashMap<String, SharedStr>,
    /// The functions before this one were interned before the batch of
    /// lookups under way (see [`FunctionInterner::start_batch`]).
    batch_first: usize,
    /// Where in its batch each function since `batch_first` was first
    /// seen: (location, depth).
    first_seen: Vec<(usize, usize)>,
}

impl FunctionInterner {
    /// An interner that keeps `functions` (those of locations named
    /// already), at their ids.
    pub(super) fn new(functions: Vec<Function>) -> Self {
        let index = functions
            .iter()
            .enumerate()
            .map(|(i, f)| {
                let name = FunctionName::of(
                    f.name.clone(),
                    f.full_name.clone(),
                    f.system_name.clone(),
                    f.system_name.clone(),
                );
                ((PrintedNames(name), f.start, None), FunctionId::new(i))
            })
            .collect();
        FunctionInterner {
            batch_first: functions.len(),
            functions,
            stubs: HashMap::default(),
            index,
            files: HashMap::default(),
            first_seen: Vec::new(),
        }
    }

    /// Starts a batch of lines that may come in any order (from several
    /// threads), each with its place in the batch's order:
    /// [`FunctionInterner::end_batch`] then makes the functions as if they
    /// had come in that order.
    pub(super) fn start_batch(&mut self) {
        self.batch_first = self.functions.len();
        self.first_seen.clear();
    }

    /// The line of `frame`, found in the file named `object` (its file
    /// name), when known.
    pub(super) fn line(&mut self, frame: Frame, inlined: bool, object: Option<&str>) -> Line {
        self.line_at(frame, inlined, object, (usize::MAX, 0))
    }

    /// [`FunctionInterner::line`], for the line at `at` (location, depth)
    /// in its batch's order: of the frames that make one function (the
    /// same names and start), the first in that order gives the name as
    /// stored, whatever order they come in.
    pub(super) fn line_at(
        &mut self,
        frame: Frame,
        inlined: bool,
        object: Option<&str>,
        at: (usize, usize),
    ) -> Line {
        let stub = object
            .filter(|_| frame.name.raw.ends_with("@plt"))
            .map(str::to_string);
        // Names are escaped already (`demangle::names`), and the system
        // name made of the raw one.
        let key = (PrintedNames(frame.name), frame.start, stub);
        let function = match self.index.get(&key) {
            Some(&id) => {
                let seen = (id.index().checked_sub(self.batch_first))
                    .and_then(|i| self.first_seen.get_mut(i));
                if let Some(seen) = seen
                    && at < *seen
                {
                    *seen = at;
                    self.functions[id.index()].system_name = key.0.0.system.clone();
                }
                id
            }
            None => {
                let id = FunctionId::new(self.functions.len());
                let name = &key.0.0;
                self.functions.push(Function {
                    name: name.short.clone(),
                    full_name: name.full.clone(),
                    system_name: name.system.clone(),
                    start: frame.start,
                });
                self.first_seen.push(at);
                if let Some(object) = &key.2 {
                    self.stubs.insert(id, object.clone());
                }
                self.index.insert(key, id);
                id
            }
        };
        let file = frame.file.map(|file| match self.files.get(&*file) {
            Some(shared) => shared.clone(),
            None => self.files.entry(file.to_string()).or_insert(file).clone(),
        });
        Line {
            function,
            file,
            line: frame.line,
            inlined,
        }
    }

    /// Ends the batch whose lines are those of `locations[order[..]]`, in
    /// that order: numbers its functions in the order those lines name
    /// them first, as if they had been interned in that order (their ids
    /// do not depend on the order lookups finished in).
    pub(super) fn end_batch(&mut self, locations: &mut [Location], order: &[usize]) {
        self.renumber(self.batch_first, locations, order);
        self.start_batch();
    }

    fn renumber(&mut self, first: usize, locations: &mut [Location], order: &[usize]) {
        let count = self.functions.len() - first;
        if count == 0 {
            return;
        }
        // The new id of each function, by its id less `first`.
        let mut new_ids: Vec<Option<FunctionId>> = vec![None; count];
        let mut next = first;
        for &i in order {
            for line in &mut locations[i].lines {
                let Some(slot) = line.function.index().checked_sub(first) else {
                    continue;
                };
                line.function = *new_ids[slot].get_or_insert_with(|| {
                    next += 1;
                    FunctionId::new(next - 1)
                });
            }
        }
        // Every function interned since was interned for one of these
        // lines; any other keeps its order, after them.
        for id in new_ids.iter_mut().filter(|id| id.is_none()) {
            *id = Some(FunctionId::new(next));
            next += 1;
        }
        let new_id = |id: FunctionId| match id.index().checked_sub(first) {
            Some(slot) => new_ids[slot].unwrap_or(id),
            None => id,
        };
        let mut functions: Vec<Option<Function>> =
            self.functions.drain(first..).map(Some).collect();
        let mut placed: Vec<Option<Function>> = (0..count).map(|_| None).collect();
        for (slot, function) in functions.iter_mut().enumerate() {
            let to = new_id(FunctionId::new(first + slot)).index() - first;
            placed[to] = function.take();
        }
        self.functions.extend(placed.into_iter().flatten());
        for id in self.index.values_mut() {
            *id = new_id(*id);
        }
        self.stubs = std::mem::take(&mut self.stubs)
            .into_iter()
            .map(|(id, file)| (new_id(id), file))
            .collect();
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
