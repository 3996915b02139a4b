//! The user stacks of a perf.data recorded with `--call-graph dwarf`,
//! unwound with `framehop` from the registers and the copy of the stack
//! each sample carries, through the call-frame information (`.eh_frame`,
//! `.debug_frame`) of the files the process had mapped. The files come
//! from the caller ([`FactsSource::unwind_tables`]): the reader finds no
//! file itself, so `formats` does not depend on `symbolize`. x86-64 only.

use super::super::FactsSource;
use super::ranges::{Ranges, Space};
use crate::profile::{Function, Line, LocationId, Mapping, Profile};
use crate::unwind_tables::UnwindTables;
use foldhash::{HashMap, HashMapExt};
use framehop::x86_64::{CacheX86_64, UnwindRegsX86_64, UnwinderX86_64};
use framehop::{ExplicitModuleSectionInfo, Module, Unwinder};
use std::sync::Arc;

/// The most frames unwound per stack (a corrupt stack could loop).
const MAX_FRAMES: usize = 1024;

/// The unwinder of one address space, over the bytes of its files' tables.
type ProcessUnwinder = UnwinderX86_64<Arc<[u8]>>;

/// An unwinder per address space, and the tables of the files, each read
/// once.
pub(super) struct Unwinding<'f> {
    files: &'f dyn FactsSource,
    tables: HashMap<(String, Option<String>), Option<Arc<UnwindTables>>>,
    /// Each process's unwinder, with the generation of its mappings it
    /// was made for.
    unwinders: HashMap<i32, (u64, ProcessUnwinder)>,
    cache: CacheX86_64,
    /// The files of mappings that had no tables.
    pub without_tables: Vec<String>,
    /// The stacks cut short by the end of their stack copy (`perf record
    /// --call-graph dwarf,SIZE` copies SIZE bytes).
    pub copies_too_small: u64,
}

/// Where a user stack comes from: the registers at the sample and the
/// copy of the stack from the stack pointer up.
pub(super) struct UserStack<'a> {
    pub ip: u64,
    pub sp: u64,
    pub bp: u64,
    pub stack: &'a [u8],
}

impl<'f> Unwinding<'f> {
    /// Unwinding with the files `files` finds.
    pub(super) fn new(files: &'f dyn FactsSource) -> Self {
        Unwinding {
            files,
            tables: HashMap::new(),
            unwinders: HashMap::new(),
            cache: CacheX86_64::new(),
            without_tables: Vec::new(),
            copies_too_small: 0,
        }
    }

    /// The addresses of `user`'s stack, leaf first, each as it is looked up
    /// (a return address one byte back), in process `pid` whose mappings
    /// (of generation `generation`) are `ranges` (start, end, id into
    /// `mappings`); then why it stopped early, if it did.
    pub(super) fn unwind(
        &mut self,
        pid: i32,
        generation: u64,
        ranges: &Space,
        mappings: &[Mapping],
        user: &UserStack,
        out: &mut Vec<u64>,
    ) -> Option<String> {
        let stale = self
            .unwinders
            .get(&pid)
            .is_none_or(|(g, _)| *g != generation);
        if stale {
            let unwinder = self.unwinder_for(&ranges.ranges(), mappings);
            self.unwinders.insert(pid, (generation, unwinder));
        }
        let (_, unwinder) = &self.unwinders[&pid];
        let stack = user.stack;
        let sp = user.sp;
        let mut read_stack = |address: u64| -> Result<u64, ()> {
            let at = usize::try_from(address.checked_sub(sp).ok_or(())?).map_err(|_| ())?;
            let bytes = stack.get(at..at.checked_add(8).ok_or(())?).ok_or(())?;
            Ok(u64::from_le_bytes(bytes.try_into().map_err(|_| ())?))
        };
        let regs = UnwindRegsX86_64::new(user.ip, user.sp, user.bp);
        let mut frames = unwinder.iter_frames(user.ip, regs, &mut self.cache, &mut read_stack);
        loop {
            if out.len() >= MAX_FRAMES {
                return Some(format!("[unwind: stopped at {MAX_FRAMES} frames]"));
            }
            match frames.next() {
                Ok(Some(frame)) => out.push(frame.address_for_lookup()),
                Ok(None) => return None,
                Err(e) => {
                    let last = out.last().copied().unwrap_or(user.ip);
                    let object = ranges
                        .find(last)
                        .map(|id| mappings[id.index()].path.as_str());
                    let object = object
                        .map(|p| p.rsplit('/').next().unwrap_or(p))
                        .unwrap_or("no object");
                    let why = match e {
                        // Past the copy's end: the stack was deeper than
                        // the copy (one reason, whatever the address).
                        framehop::Error::CouldNotReadStack(at)
                            if at >= sp.saturating_add(stack.len() as u64) =>
                        {
                            self.copies_too_small += 1;
                            "stack copy too small".to_string()
                        }
                        framehop::Error::CouldNotReadStack(_) => {
                            "stack read below its copy".to_string()
                        }
                        other => other.to_string(),
                    };
                    return Some(format!("[unwind: {why} in {object}]"));
                }
            }
        }
    }

    /// An unwinder for the mappings `ranges`, each with its file's tables.
    fn unwinder_for(&mut self, ranges: &Ranges, mappings: &[Mapping]) -> ProcessUnwinder {
        let mut unwinder = UnwinderX86_64::new();
        for (start, end, id) in ranges.iter() {
            let mapping = &mappings[id.index()];
            if mapping.path.starts_with('[') || mapping.path.is_empty() {
                continue;
            }
            let key = (mapping.path.clone(), mapping.build_id.clone());
            let files = self.files;
            let tables = self
                .tables
                .entry(key)
                .or_insert_with(|| files.unwind_tables(&mapping.path, mapping.build_id.as_deref()))
                .clone();
            let Some(tables) = tables else {
                if !self.without_tables.contains(&mapping.path) {
                    self.without_tables.push(mapping.path.clone());
                }
                continue;
            };
            // The address this mapping's start has in the file.
            let Some(svma) = tables.address_of(mapping.offset) else {
                continue;
            };
            let base_avma = start.wrapping_sub(svma);
            let info = ExplicitModuleSectionInfo {
                base_svma: 0,
                text_svma: tables.text.clone(),
                got_svma: tables.got.clone(),
                eh_frame_svma: tables.eh_frame.as_ref().map(|e| e.0.clone()),
                eh_frame: tables.eh_frame.as_ref().map(|e| e.1.clone()),
                eh_frame_hdr_svma: tables.eh_frame_hdr.as_ref().map(|e| e.0.clone()),
                eh_frame_hdr: tables.eh_frame_hdr.as_ref().map(|e| e.1.clone()),
                debug_frame: tables.debug_frame.clone(),
                ..ExplicitModuleSectionInfo::default()
            };
            unwinder.add_module(Module::new(
                mapping.path.clone(),
                start..end,
                base_avma,
                info,
            ));
        }
        unwinder
    }
}

/// Names the frames that end stacks whose unwinding stopped early
/// (`stopped`: each reason's location) after the reason.
pub(super) fn name_stops(profile: &mut Profile, stopped: HashMap<String, LocationId>) {
    for (why, id) in stopped {
        let function = profile.add_function(Function {
            name: why.as_str().into(),
            full_name: why.as_str().into(),
            system_name: why.into(),
            start: None,
        });
        profile.locations[id.index()].lines = vec![Line {
            function,
            file: None,
            line: 0,
            inlined: false,
        }];
    }
}

impl Unwinding<'_> {
    /// What the user should know of the stacks unwound from `path`: the
    /// files without unwind tables, the stacks deeper than perf's copy.
    pub(super) fn warnings(&self, path: &std::path::Path) -> Vec<String> {
        let mut warnings = Vec::new();
        if !self.without_tables.is_empty() {
            warnings.push(format!(
                "{}: no unwind tables for {} (not found): stacks through them are unwound by their frame pointers, or end in an [unwind: ...] frame",
                path.display(),
                self.without_tables.join(", ")
            ));
        }
        if self.copies_too_small > 0 {
            warnings.push(format!(
                "{}: {} stacks went deeper than perf's copy of them and end in [unwind: stack copy too small in ...]: record with --call-graph dwarf,SIZE (bytes, at most 65528)",
                path.display(),
                self.copies_too_small
            ));
        }
        warnings
    }
}
