//! The files symbolization opened, kept for the reports that read more than
//! names: machine code (`--disasm`) and source positions (`--list`).

use super::binary::{Binary, Store};
use super::debug_info::{DebugInfo, Frame};
use super::{Cached, Log};
use crate::demangle::{self, Names};
use crate::profile::{Mapping, MappingId};
use object::{Object, ObjectSection, SectionKind};
use std::collections::HashMap;
use std::path::Path;
use std::sync::OnceLock;

/// Every file opened for a profile, and which mapping each one backs.
#[derive(Default)]
pub struct Objects<'s> {
    files: Vec<ObjectFile<'s>>,
    by_mapping: HashMap<MappingId, usize>,
}

impl<'s> Objects<'s> {
    pub(super) fn add(&mut self, file: ObjectFile<'s>) -> usize {
        self.files.push(file);
        self.files.len() - 1
    }

    pub(super) fn assign(&mut self, mapping: MappingId, file: usize) {
        self.by_mapping.insert(mapping, file);
    }

    pub(super) fn file(&self, index: usize) -> &ObjectFile<'s> {
        &self.files[index]
    }

    /// The files, main program first, then libraries in mapping order.
    pub fn files(&self) -> &[ObjectFile<'s>] {
        &self.files
    }

    /// The index in [`Objects::files`] of the file behind `mapping`, if it
    /// was opened.
    pub fn file_of(&self, mapping: MappingId) -> Option<usize> {
        self.by_mapping.get(&mapping).copied()
    }
}

/// An opened binary (program or library) with its debugging information,
/// read from its DWARF and symbol tables the first time it is asked for
/// (an object whose addresses the symbol cache names is never read).
pub struct ObjectFile<'s> {
    pub(super) binary: Binary<'s>,
    /// Its separate debug file, when one was found.
    pub(super) debug: Option<Binary<'s>>,
    /// dwz's supplementary file of its DWARF, when one was found.
    pub(super) sup: Option<Binary<'s>>,
    store: &'s Store,
    info: OnceLock<DebugInfo<'s>>,
}

/// A function of a binary's symbol table: the unit `--list` and `--disasm`
/// show.
#[derive(Debug, Clone, Copy)]
pub struct Routine<'s> {
    /// First address (link-time).
    pub start: u64,
    /// One past the last address: the symbol's size, or the next symbol.
    pub end: u64,
    /// The name as stored.
    pub raw_name: &'s str,
}

impl Routine<'_> {
    /// The demangled names.
    pub fn names(&self) -> Names {
        demangle::names(self.raw_name, false)
    }
}

impl<'s> ObjectFile<'s> {
    /// Calls `each(k, frames)` with the frames of each of `addresses` (file
    /// addresses) in this file, in no particular order: those `cached` keeps,
    /// then the others looked up in its DWARF and symbols (and kept in
    /// `cached`, when it keeps entries).
    pub(super) fn frames_of(
        &self,
        addresses: &[u64],
        cached: &mut Cached,
        log: &mut Log,
        mut each: impl FnMut(usize, Vec<Frame>),
    ) {
        let mut missing: Vec<usize> = Vec::new();
        for (k, &a) in addresses.iter().enumerate() {
            match cached.get(a) {
                Some(entry) => each(k, entry.frames.clone()),
                None => missing.push(k),
            }
        }
        if let Some((kept, file)) = cached.described() {
            log.tried(format!(
                "{}: {} of its {} addresses named from the symbol cache {} ({kept} kept)",
                self.path().display(),
                addresses.len() - missing.len(),
                addresses.len(),
                file.display()
            ));
        }
        if !missing.is_empty() {
            let looked_up: Vec<u64> = missing.iter().map(|&k| addresses[k]).collect();
            self.info().frames_of_all(&looked_up, |j, found| {
                let address = looked_up[j];
                if cached.keeps() {
                    cached.insert(address, found.clone(), self.symbol_start(address).is_some());
                }
                each(missing[j], found);
            });
        }
    }

    pub(super) fn new(
        binary: Binary<'s>,
        debug: Option<Binary<'s>>,
        sup: Option<Binary<'s>>,
        store: &'s Store,
    ) -> Self {
        ObjectFile {
            binary,
            debug,
            sup,
            store,
            info: OnceLock::new(),
        }
    }

    /// Its symbols and DWARF, read now if they were not.
    pub(super) fn info(&self) -> &DebugInfo<'s> {
        self.info.get_or_init(|| {
            DebugInfo::new(
                &self.binary,
                self.debug.as_ref(),
                self.sup.as_ref(),
                self.store,
            )
        })
    }

    /// Reads the symbols and DWARF of those of `files` not read yet, several
    /// at once (up to the machine's cores): decompressing a library's debug
    /// sections and indexing a program's DWARF units take turns otherwise.
    /// The first is left to this thread, which runs `meanwhile` (work that
    /// needs no other of them: the lookups of the files read and of the
    /// first, which reads it when it first asks for it) before it helps with
    /// the rest.
    pub(super) fn read_all_while(files: &[&ObjectFile<'s>], meanwhile: impl FnOnce()) {
        let pending: Vec<&ObjectFile<'s>> = files
            .iter()
            .copied()
            .filter(|f| f.info.get().is_none())
            .collect();
        let Some(rest) = pending.get(1..).filter(|rest| !rest.is_empty()) else {
            // One file is read when it is first asked for.
            return meanwhile();
        };
        let parts: Vec<_> = rest
            .iter()
            .map(|f| (&f.binary, f.debug.as_ref(), f.sup.as_ref(), f.store))
            .collect();
        let workers = std::thread::available_parallelism()
            .map_or(1, |n| n.get())
            .saturating_sub(1)
            .min(parts.len());
        let next = std::sync::atomic::AtomicUsize::new(0);
        let read: Vec<std::sync::Mutex<Option<DebugInfo<'s>>>> =
            parts.iter().map(|_| Default::default()).collect();
        let work = || {
            loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(&(binary, debug, sup, store)) = parts.get(i) else {
                    break;
                };
                let info = DebugInfo::new(binary, debug, sup, store);
                *read[i].lock().unwrap_or_else(|e| e.into_inner()) = Some(info);
            }
        };
        std::thread::scope(|scope| {
            for _ in 0..workers {
                scope.spawn(work);
            }
            meanwhile();
            work();
        });
        for (file, info) in rest.iter().zip(read) {
            if let Some(info) = info.into_inner().unwrap_or_else(|e| e.into_inner()) {
                let _ = file.info.set(info);
            }
        }
    }

    /// Its symbols and DWARF, if they were read.
    pub(super) fn info_read(&self) -> Option<&DebugInfo<'s>> {
        self.info.get()
    }

    /// The file's path.
    pub fn path(&self) -> &Path {
        &self.binary.path
    }

    /// The file's link-time address of runtime `address` in `mapping`.
    pub fn file_address(&self, mapping: &Mapping, address: u64) -> u64 {
        self.binary.file_address(mapping, address)
    }

    /// The functions of the symbol tables, by address.
    pub fn routines(&self) -> Vec<Routine<'s>> {
        let symbols = self.info().symbols();
        (0..symbols.len())
            .map(|i| Routine {
                start: symbols[i].address,
                end: self.info().end(i),
                raw_name: symbols[i].name,
            })
            .collect()
    }

    /// The bytes of code from `start` to `end` (link-time addresses), when a
    /// code section holds them all.
    pub fn code(&self, start: u64, end: u64) -> Option<&'s [u8]> {
        let size = end.checked_sub(start)?;
        self.binary
            .object
            .sections()
            .filter(|s| s.kind() == SectionKind::Text)
            .find_map(|s| s.data_range(start, size).ok().flatten())
    }

    /// The instruction set: `Some(64)` or `Some(32)` for x86-64 and i386
    /// (the ones the built-in disassembler decodes), `None` otherwise.
    pub fn x86_bitness(&self) -> Option<u32> {
        match self.binary.object.architecture() {
            object::Architecture::X86_64 => Some(64),
            object::Architecture::X86_64_X32 | object::Architecture::I386 => Some(32),
            _ => None,
        }
    }

    /// The architecture's name, for messages.
    pub fn architecture(&self) -> String {
        format!("{:?}", self.binary.object.architecture())
    }

    /// `name+0x1c` (or `name` at its start) for `address`, after the
    /// function or data object that contains it (short names, as perl
    /// prints objdump's), when one does.
    pub fn label(&self, address: u64) -> Option<String> {
        let symbol = self.info().containing_symbol(address)?;
        let name = demangle::names(symbol.name, false).short;
        Some(match address - symbol.address {
            0 => name,
            offset => format!("{name}+{offset:#x}"),
        })
    }

    /// The address of the function symbol that contains `address`.
    pub fn symbol_start(&self, address: u64) -> Option<u64> {
        self.info().containing_symbol(address).map(|s| s.address)
    }

    /// File and line of `address` as the line table gives them: the position
    /// of the innermost inline frame.
    pub fn line_table_location(&self, address: u64) -> Option<(String, u32)> {
        self.info().line_table_location(address)
    }

    /// Where the line-table line of `address` ends (from the line table
    /// of its DWARF).
    pub fn line_end(&self, address: u64) -> u64 {
        self.info().line_end(address)
    }

    /// File and line of `address` in the outermost frame: for inlined code,
    /// the line of the call in the function that contains it.
    pub fn outer_location(&self, address: u64) -> Option<(String, u32)> {
        self.info().outer_location(address)
    }

    /// File and line of each inline frame of `address`, innermost first
    /// (the line table's position, then each inlined call's in its caller).
    pub fn inline_positions(&self, address: u64) -> Vec<(String, u32)> {
        self.info().inline_positions(address)
    }

    /// True when the file (or its debug file) has a full symbol table
    /// (`.symtab`), not only the dynamic one that `strip --strip-all` leaves.
    pub fn has_symbol_table(&self) -> bool {
        std::iter::once(&self.binary)
            .chain(&self.debug)
            .any(|f| f.object.symbol_table().is_some())
    }

    /// True when the file (or its debug file) has DWARF, and so lines.
    pub fn has_lines(&self) -> bool {
        self.info().has_dwarf()
    }
}
