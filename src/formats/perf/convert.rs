//! perf.data's records made into a profile: the processes and their
//! mappings (MMAP, MMAP2, COMM, FORK), the samples' call chains, values
//! and labels.
//!
//! Each process has its own address space: a location is one address in
//! one mapping, so two processes running different programs at the same
//! addresses do not share locations. The kernel is one mapping,
//! `[kernel.kallsyms]`, shared by all processes, whose file offset is the
//! address of `_text` at recording (what the symbolizer relocates
//! kallsyms by). Every event is two sample types, its samples and the sum
//! of its periods, named by the event (`events`); the first clock's
//! periods (else the first event's) are shown unless told otherwise.

use super::super::FactsSource;
use super::events::{build_id_record, build_ids, check_event_count, hex, sample_types};
use super::offcpu::Waits;
use super::ranges::Space;
use super::records;
use super::samples::{Add, LabelKey, Samples};
use super::unwind::{Unwinding, UserStack, name_stops};
use crate::error::{Error, Result};
use crate::profile::{
    Builder, KERNEL_PATH, Location, LocationId, MAX_MOMENTS, Mapping, MappingId, Profile,
    SharedStr, check_path, escape_controls, shared,
};
use foldhash::{HashMap, HashMapExt};
use linux_perf_data::linux_perf_event_reader::{
    CpuMode, Endianness, EventRecord, Mmap2FileId, SampleFormat, SamplingPolicy,
};
use linux_perf_data::{PerfFileReader, PerfFileRecord, UserRecordType};
use std::io::Read;
use std::path::Path;

/// Call-chain context markers (`enum perf_callchain_context`): values at or
/// above `PERF_CONTEXT_MAX` say whose frames follow.
const CONTEXT_MAX: u64 = -4095i64 as u64;
const CONTEXT_KERNEL: u64 = -128i64 as u64;
const CONTEXT_USER: u64 = -512i64 as u64;

/// `PROT_EXEC` in an MMAP2 record's protection.
const PROT_EXEC: u32 = 4;

/// The most address ranges copied over a recording: a child shares its
/// parent's space ([`Space`]), which is copied only when a parent that
/// shares it maps something and forks again. A recording that does so
/// thousands of times over thousands of mappings would otherwise hold
/// their product. Past it, such a fork gives the child an empty space,
/// with one warning: its addresses in its parent's mappings stay unnamed.
const MAX_COPIED_RANGES: usize = 8 << 20;

/// A process: its address space and program.
#[derive(Debug, Clone, Default)]
struct Process {
    /// Shared with its parent.
    ranges: Space,
    /// The program: the first file it mapped since it started or execed.
    program: Option<MappingId>,
    /// Changes with every mapping it makes (its unwinder is made again).
    generation: u64,
}

/// What the records make, before the profile is finished.
struct State<'f> {
    builder: Builder,
    /// Mappings by what they are, so that processes mapping the same file
    /// at the same place (forked children) share one; and in id order.
    mapping_ids: HashMap<Mapping, MappingId>,
    mapping_list: Vec<Mapping>,
    /// Counts the changes to address spaces.
    generation: u64,
    /// The user stacks of a `--call-graph dwarf` recording, unwound.
    unwinding: Option<Unwinding<'f>>,
    /// The frame that ends a stack whose unwinding stopped early, per why.
    stopped: HashMap<String, LocationId>,
    processes: HashMap<i32, Process>,
    kernel: Option<MappingId>,
    comms: HashMap<i32, SharedStr>,
    build_ids: HashMap<Vec<u8>, String>,
    kernel_build_id: Option<String>,
    /// Samples per process, to choose the main program.
    samples_of: HashMap<i32, u64>,
    /// The distinct samples.
    samples: Samples,
    /// The frames and the stack of the sample being read (buffers, reused).
    frames: Vec<(bool, u64)>,
    stack: Vec<LocationId>,
    lost: u64,
    /// The address ranges copied to share them ([`MAX_COPIED_RANGES`]),
    /// and the forks left with an empty space past it.
    ranges_copied: usize,
    forks_unshared: u64,
}

/// Reads every record of `reader` into a profile; `warnings` gets what
/// was lost on the way.
///
/// Errors: a record the crate cannot parse before any sample was read
/// (after one, the profile is what was read, with a warning).
pub(super) fn convert<R: Read>(
    path: &Path,
    reader: PerfFileReader<R>,
    files: &dyn FactsSource,
    warnings: &mut Vec<String>,
) -> Result<Profile> {
    let PerfFileReader {
        mut perf_file,
        mut record_iter,
    } = reader;
    let attributes = perf_file.event_attributes().to_vec();
    check_event_count(path, attributes.len())?;
    let mut profile = Profile {
        address_bytes: 8,
        program_optional: true,
        ..Profile::default()
    };
    let dwarf = attributes
        .iter()
        .any(|a| a.attr.sample_format.contains(SampleFormat::STACK_USER));
    let arch = perf_file.arch().ok().flatten().unwrap_or("x86_64");
    if dwarf && arch != "x86_64" {
        return Err(Error::NotProfile {
            path: path.into(),
            what: format!(
                "is a --call-graph dwarf recording of {arch}: its stacks are unwound on x86-64 only (record with -g and frame pointers)"
            ),
        });
    }
    let (types, slots) = sample_types(&attributes);
    profile.sample_types = types;
    let big = matches!(perf_file.endian(), Endianness::BigEndian);
    warnings.extend(records::other_events(path, &profile.sample_types));
    let mut waits = Waits::new(&attributes, &slots, &mut profile.sample_types, big);
    if profile.sample_types.is_empty() {
        return Err(Error::Malformed {
            path: path.into(),
            offset: 0,
            what: "perf.data names no event".into(),
        });
    }
    profile.default_sample_type = 1;
    profile.kernel_release = perf_file.os_release().ok().flatten().map(records::release);
    profile.period_type = profile.sample_types[1].clone();
    // Each event's own fixed period (`-c`, `/period=N/`): its samples
    // carry none.
    let fixed: Vec<Option<u64>> = attributes
        .iter()
        .map(|a| match a.attr.sampling_policy {
            SamplingPolicy::Period(p) => Some(p.get()),
            _ => None,
        })
        .collect();
    let shown = slots.iter().position(|&s| s == 0).unwrap_or(0);
    let (build_ids, kernel_build_id) = build_ids(path, &perf_file, warnings);
    let mut state = State {
        builder: Builder::default(),
        mapping_ids: HashMap::new(),
        mapping_list: Vec::new(),
        generation: 0,
        unwinding: dwarf.then(|| Unwinding::new(files)),
        stopped: HashMap::new(),
        processes: HashMap::new(),
        kernel: None,
        comms: HashMap::new(),
        build_ids,
        kernel_build_id,
        samples_of: HashMap::new(),
        samples: Samples::new(profile.sample_types.len()),
        frames: Vec::new(),
        stack: Vec::new(),
        lost: 0,
        ranges_copied: 0,
        forks_unshared: 0,
    };
    let mut samples = 0u64;
    let (mut shown_samples, mut period_sum) = (0u64, 0u64);
    let mut unreadable = 0u64;
    loop {
        let record = match record_iter.next_record(&mut perf_file) {
            Ok(Some(record)) => record,
            Ok(None) => break,
            Err(e) if samples > 0 => {
                warnings.push(format!(
                    "{}: perf.data damaged after {samples} samples ({e}): reporting the samples before it",
                    path.display()
                ));
                break;
            }
            Err(e) => {
                return Err(Error::Malformed {
                    path: path.into(),
                    offset: 0,
                    what: format!("perf.data record unreadable: {e}"),
                });
            }
        };
        let (attr_index, record) = match record {
            PerfFileRecord::EventRecord { attr_index, record } => (attr_index, record),
            PerfFileRecord::UserRecord(user) => {
                // A pipe-mode stream's build ids come as records, last.
                if user.record_type == UserRecordType::PERF_HEADER_BUILD_ID {
                    state.build_id_record(user.misc, &user.data.as_slice());
                }
                continue;
            }
        };
        let Ok(parsed) = record.parse() else {
            unreadable += 1;
            continue;
        };
        if let EventRecord::Sample(sample) = &parsed {
            let Some(&slot) = slots.get(attr_index) else {
                unreadable += 1;
                continue;
            };
            let period = sample.period.or(fixed[attr_index]).unwrap_or(1);
            samples += 1;
            if attr_index == shown {
                shown_samples += 1;
                period_sum = period_sum.saturating_add(period);
            }
            let also = waits.as_ref().and_then(|w| w.also(attr_index));
            let index = state.sample(sample, slot, period, also);
            if let Some(waits) = &mut waits {
                waits.sample(&mut state.samples, sample, attr_index, index);
            }
        } else {
            if let Some(waits) = &mut waits {
                waits.record(&mut state.samples, &parsed, || record.common_data());
            }
            state.record(parsed);
        }
    }
    if unreadable > 0 {
        warnings.push(format!(
            "{}: {unreadable} records could not be parsed (damaged?): left out",
            path.display()
        ));
    }
    if state.forks_unshared > 0 {
        warnings.push(format!(
            "{}: more than {MAX_COPIED_RANGES} address ranges copied for forked processes: {} later children start with no mappings (their addresses in their parents' stay unnamed)",
            path.display(),
            state.forks_unshared
        ));
    }
    if state.lost > 0 {
        warnings.push(format!(
            "{}: perf lost {} samples (its buffers were full): record with a lower -F or a larger -m",
            path.display(),
            state.lost
        ));
    }
    warnings.extend(waits.map(|w| w.finish(path)));
    let mappings = state.mappings();
    warnings.extend(records::jitdump_not_injected(path, &mappings));
    let fixed_period = fixed.get(shown).copied().flatten();
    if fixed_period.is_none() && shown_samples > 0 {
        // Sampled at a frequency: the period varied; its mean is the period.
        profile.period = (period_sum / shown_samples) as i64;
    } else {
        profile.period = fixed_period.unwrap_or(1) as i64;
    }
    if let Some(unwinding) = &state.unwinding {
        warnings.extend(unwinding.warnings(path));
    }
    profile.timeline = state
        .samples
        .into_builder(path, attributes.len(), &mut state.builder)?;
    if profile.timeline.is_none() && samples > MAX_MOMENTS as u64 {
        warnings.push(format!(
            "{}: more than {MAX_MOMENTS} samples: their times are not kept (no --time ranges or heat map)",
            path.display()
        ));
    }
    let built = state.builder.finish();
    profile.samples = built.samples;
    profile.locations = built.locations;
    name_stops(&mut profile, state.stopped);
    profile.mappings = mappings;
    Ok(profile)
}

impl State<'_> {
    /// The process forked now from `parent`: its space shared, its program
    /// its parent's (an empty one past [`MAX_COPIED_RANGES`]).
    fn fork(&mut self, parent: i32) -> Process {
        let Some(parent) = self.processes.get_mut(&parent) else {
            return Process::default();
        };
        if self.ranges_copied.saturating_add(parent.ranges.fork_cost()) > MAX_COPIED_RANGES {
            self.forks_unshared += 1;
            return Process::default();
        }
        let (ranges, copied) = parent.ranges.fork();
        self.ranges_copied += copied;
        Process {
            ranges,
            program: parent.program,
            generation: parent.generation,
        }
    }

    /// Takes what a record other than a sample says of the processes.
    fn record(&mut self, record: EventRecord) {
        match record {
            EventRecord::Mmap(m) if m.is_executable => {
                let path = m.path.as_slice();
                let at = (m.address, m.length, m.page_offset);
                self.map(m.pid, m.cpu_mode, at, &path, None);
            }
            EventRecord::Mmap2(m) if m.protection & PROT_EXEC != 0 => {
                let path = m.path.as_slice();
                let id = match &m.file_id {
                    Mmap2FileId::BuildId(id) if !id.is_empty() => Some(hex(id)),
                    _ => None,
                };
                let at = (m.address, m.length, m.page_offset);
                self.map(m.pid, m.cpu_mode, at, &path, id);
            }
            EventRecord::Comm(c) => {
                let name = shared(&String::from_utf8_lossy(&c.name.as_slice()));
                self.comms.insert(c.tid, name);
                if c.is_execve {
                    self.processes.insert(c.pid, Process::default());
                }
            }
            EventRecord::Fork(f) => {
                if let Some(comm) = self.comms.get(&f.ptid).cloned() {
                    self.comms.insert(f.tid, comm);
                }
                if f.pid != f.ppid {
                    let child = self.fork(f.ppid);
                    self.processes.insert(f.pid, child);
                }
            }
            EventRecord::Lost(l) => self.lost = self.lost.saturating_add(l.count),
            _ => {}
        }
    }

    /// The mappings, in id order, with the build ids learnt after they
    /// were made (a pipe's come last), the main program's marked: the
    /// program of the process with most samples.
    fn mappings(&mut self) -> Vec<Mapping> {
        let main = self
            .samples_of
            .iter()
            .filter(|(pid, _)| **pid > 0)
            .max_by_key(|&(pid, n)| (n, std::cmp::Reverse(*pid)))
            .and_then(|(pid, _)| self.processes.get(pid)?.program);
        let mut mappings = std::mem::take(&mut self.mapping_list);
        for m in mappings.iter_mut().filter(|m| m.build_id.is_none()) {
            m.build_id = if m.path == KERNEL_PATH {
                self.kernel_build_id.clone()
            } else {
                self.build_ids.get(m.path.as_bytes()).cloned()
            };
        }
        if let Some(id) = main {
            mappings[id.index()].is_main = true;
        }
        mappings
    }

    /// Records an executable mapping of process `pid` (or of the kernel)
    /// at `(start, length, file offset)`.
    fn map(
        &mut self,
        pid: i32,
        mode: CpuMode,
        (start, length, offset): (u64, u64, u64),
        path: &[u8],
        build_id: Option<String>,
    ) {
        if length == 0 {
            return;
        }
        let end = start.saturating_add(length);
        if matches!(mode, CpuMode::Kernel) || pid == -1 {
            if path.starts_with(KERNEL_PATH.as_bytes()) {
                // The kernel's text: the whole kernel half is named from
                // kallsyms (modules included), relocated by `_text`.
                let mapping = Mapping {
                    start,
                    limit: u64::MAX,
                    offset,
                    path: KERNEL_PATH.into(),
                    build_id: self.kernel_build_id.clone(),
                    is_main: false,
                };
                self.kernel = Some(self.intern(mapping));
            }
            return;
        }
        let build_id = build_id.or_else(|| self.build_ids.get(path).cloned());
        // Anonymous code (a JIT's) is named by the process's perf map, as perf does.
        let jit = records::perf_map_path(path, pid);
        let is_jit = jit.is_some();
        let path = jit.map_or_else(|| String::from_utf8_lossy(path), std::borrow::Cow::Owned);
        // A path no file can have is no mapping (and bounds every name made of it).
        if check_path(&path).is_err() {
            return;
        }
        let mapping = Mapping {
            start,
            limit: end,
            offset,
            path: escape_controls(&path).into_owned(),
            build_id,
            is_main: false,
        };
        let file_backed = !mapping.path.starts_with('[') && !mapping.path.is_empty() && !is_jit;
        let id = self.intern(mapping);
        let process = self.processes.entry(pid).or_default();
        process.ranges.insert(start, end, id);
        self.generation += 1;
        process.generation = self.generation;
        if file_backed && process.program.is_none() {
            process.program = Some(id);
        }
    }

    /// Takes the build id of a `PERF_RECORD_HEADER_BUILD_ID` record.
    fn build_id_record(&mut self, misc: u16, body: &[u8]) {
        let Some((path, id)) = build_id_record(misc, body) else {
            return;
        };
        if path == KERNEL_PATH.as_bytes() {
            self.kernel_build_id = Some(id.clone());
        }
        self.build_ids.insert(path.to_vec(), id);
    }

    fn intern(&mut self, mapping: Mapping) -> MappingId {
        if let Some(&id) = self.mapping_ids.get(&mapping) {
            return id;
        }
        let id = MappingId::new(self.mapping_list.len());
        self.mapping_list.push(mapping.clone());
        self.mapping_ids.insert(mapping, id);
        id
    }

    /// The kernel's mapping (one without relocation when the recording
    /// has no MMAP record of the kernel).
    fn kernel(&mut self) -> MappingId {
        match self.kernel {
            Some(id) => id,
            None => {
                let mapping = Mapping {
                    start: 1 << 63,
                    limit: u64::MAX,
                    path: KERNEL_PATH.into(),
                    build_id: self.kernel_build_id.clone(),
                    ..Mapping::default()
                };
                let id = self.intern(mapping);
                self.kernel = Some(id);
                id
            }
        }
    }

    /// In a `--call-graph dwarf` recording, replaces the user part of
    /// `frames` (the chain has the sampled instruction only) with the
    /// stack unwound from the sample's registers and stack copy; returns
    /// why unwinding stopped early, if it did.
    fn unwind_user(
        &mut self,
        s: &linux_perf_data::linux_perf_event_reader::SampleRecord,
        frames: &mut Vec<(bool, u64)>,
    ) -> Option<String> {
        const IP: u64 = 8; // PERF_REG_X86_IP
        const SP: u64 = 7;
        const BP: u64 = 6;
        let unwinding = self.unwinding.as_mut()?;
        let (Some(regs), Some((stack, size)), Some(pid)) = (&s.user_regs, &s.user_stack, s.pid)
        else {
            return None;
        };
        let (Some(ip), Some(sp)) = (regs.get(IP), regs.get(SP)) else {
            return None;
        };
        let bytes = stack.as_slice();
        let stack = &bytes[..bytes
            .len()
            .min(usize::try_from(*size).unwrap_or(usize::MAX))];
        let user = UserStack {
            ip,
            sp,
            bp: regs.get(BP).unwrap_or(0),
            stack,
        };
        frames.retain(|f| f.0);
        let process = self.processes.get(&pid)?;
        let mut user_frames = Vec::new();
        let stopped = unwinding.unwind(
            pid,
            process.generation,
            &process.ranges,
            &self.mapping_list,
            &user,
            &mut user_frames,
        );
        frames.extend(user_frames.into_iter().map(|a| (false, a)));
        stopped
    }

    /// Adds one sample of event `event` with `period`.
    fn sample(
        &mut self,
        s: &linux_perf_data::linux_perf_event_reader::SampleRecord,
        event: usize,
        period: u64,
        also: Option<usize>,
    ) -> usize {
        // The chain's addresses, each with whether it is the kernel's.
        let mut frames = std::mem::take(&mut self.frames);
        frames.clear();
        let mut kernel = matches!(s.cpu_mode, CpuMode::Kernel);
        match &s.callchain {
            Some(chain) if !chain.is_empty() => {
                let mut first = true;
                let mut skip = false;
                for i in 0..chain.len() {
                    let Some(address) = chain.get(i) else { break };
                    if address >= CONTEXT_MAX {
                        // A frame after a context marker is where that
                        // context was left (an interrupted instruction or
                        // one after a system call), not a return address.
                        match address {
                            CONTEXT_KERNEL => (kernel, skip) = (true, false),
                            CONTEXT_USER => (kernel, skip) = (false, false),
                            _ => skip = true, // hypervisor, guest
                        }
                        first = true;
                        continue;
                    }
                    if skip {
                        continue;
                    }
                    // Return addresses point after the call: one back is in it.
                    let looked_up = if first {
                        address
                    } else {
                        address.saturating_sub(1)
                    };
                    first = false;
                    frames.push((kernel, looked_up));
                }
            }
            _ => frames.extend(s.ip.map(|ip| (kernel, ip))),
        }
        let stopped = self.unwind_user(s, &mut frames);
        let kernel_mapping = frames.iter().any(|f| f.0).then(|| self.kernel());
        let ranges = s
            .pid
            .and_then(|pid| self.processes.get(&pid))
            .map(|p| &p.ranges);
        self.stack.clear();
        for &(kernel, address) in &frames {
            let mapping = if kernel {
                kernel_mapping
            } else {
                ranges.and_then(|r| r.find(address))
            };
            self.stack.push(self.builder.location_in(mapping, address));
        }
        if let Some(why) = stopped {
            let builder = &mut self.builder;
            let end = *self
                .stopped
                .entry(why)
                .or_insert_with(|| builder.add_location(Location::new(0, None)));
            self.stack.push(end);
        }
        self.frames = frames;
        if let Some(pid) = s.pid {
            *self.samples_of.entry(pid).or_default() += 1;
        }
        let comm = s.tid.and_then(|tid| self.comms.get(&tid));
        let key = LabelKey {
            pid: s.pid,
            tid: s.tid,
            comm: comm.map(|c| std::sync::Arc::as_ptr(c) as *const u8 as usize),
            cpu: s.cpu,
        };
        let labels = self.samples.labels(key, comm);
        let period = i64::try_from(period).unwrap_or(i64::MAX);
        let add = Add {
            count_type: 2 * event,
            value: period,
            also,
            time: s.timestamp,
        };
        self.samples.add(labels, &self.stack, add)
    }
}
