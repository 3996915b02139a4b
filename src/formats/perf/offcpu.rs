//! Off-CPU time from perf's scheduler events: for each thread, the time
//! from its switch-out (a `sched:sched_switch` sample, in the task
//! switched out, at the stack where it blocked) to its next time on a CPU,
//! charged to the switch-out's stack, as `perf sched timehist` and BCC's
//! `offcputime` compute it.
//!
//! When the thread was back on a CPU comes from the best the recording
//! has, per interval:
//! - a switch-in record (`perf record --switch-events`: PERF_RECORD_SWITCH,
//!   or SWITCH_CPU_WIDE with `-a`), exact;
//! - a system-wide recording's `sched_switch` into the thread (its
//!   `next_pid`), exact;
//! - else the thread's next sample of any event, late by at most one
//!   sampling period of that event, or its exit (the EXIT record), late by
//!   the time it ran from its switch-in to its exit.
//!
//! A thread switched out when the recording ends, or whose switch-out
//! leaves it dead, adds nothing: its end is not known. A thread
//! on no CPU when the recording starts is first seen switched in: nothing
//! before that is counted. Time runnable but not running (preempted, `R`)
//! is off-CPU time too (the time a preempted thread waited for a CPU is
//! where it was preempted: its stack ends in the interrupt that preempted
//! it, not in a system call). A CPU migration changes nothing: times are
//! of one clock.

use super::samples::{Add, Samples};
use crate::profile::ValueType;
use foldhash::{HashMap, HashMapExt};
use linux_perf_data::AttributeDescription;
use linux_perf_data::linux_perf_event_reader::{
    CommonData, ContextSwitchRecord, EventRecord, SampleRecord, SamplingPolicy,
};
use std::path::Path;

/// The event whose samples are switch-outs.
const SWITCH_EVENT: &str = "sched:sched_switch";

/// A recording's off-CPU time as it is read: the sample types it adds
/// (`off-cpu-samples`, `off-cpu` and, with a clock event, `wall`, after
/// the events'), and the threads off the CPU.
#[derive(Debug)]
pub(super) struct Waits {
    off: OffCpu,
    /// The attribute index of `sched:sched_switch`.
    switch_event: usize,
    /// The index of `off-cpu-samples` (then `off-cpu`, then `wall`).
    count_type: usize,
    /// The attribute of the first clock (`cpu-clock`, `task-clock`), whose
    /// periods `wall` adds up with the time off the CPU.
    clock: Option<usize>,
    /// The file is big-endian (the payload's byte order).
    big: bool,
    /// The longest sampling period of the other events, in nanoseconds
    /// when it is one (how late a next sample can be).
    bound: Option<u64>,
}

impl Waits {
    /// The off-CPU reckoning of a recording of `attributes` with
    /// `sched:sched_switch`, its sample types added to `types` (an event's
    /// two at `2 * slot` are `slots[attribute]`); `None` without that
    /// event.
    pub(super) fn new(
        attributes: &[AttributeDescription],
        slots: &[usize],
        types: &mut Vec<ValueType>,
        big: bool,
    ) -> Option<Waits> {
        let switch_event = attributes
            .iter()
            .position(|a| a.name() == Some(SWITCH_EVENT))?;
        let clock = (0..attributes.len()).find(|&i| {
            slots
                .get(i)
                .and_then(|&slot| types.get(2 * slot + 1))
                .is_some_and(|t| t.unit == "nanoseconds")
        });
        let count_type = types.len();
        types.push(ValueType::new("off-cpu-samples", "count"));
        types.push(ValueType::new("off-cpu", "nanoseconds"));
        // Time on and off the CPU: only with a clock to count the first.
        if clock.is_some() {
            types.push(ValueType::new("wall", "nanoseconds"));
        }
        let bound = attributes
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != switch_event)
            .map(|(_, a)| match a.attr.sampling_policy {
                SamplingPolicy::Frequency(hz) if hz > 0 => Some(1_000_000_000 / hz),
                _ => None,
            })
            .collect::<Option<Vec<u64>>>()
            .and_then(|periods| periods.into_iter().max());
        Some(Waits {
            off: OffCpu::new(),
            switch_event,
            count_type,
            clock,
            big,
            bound,
        })
    }

    /// The type a sample of `event` adds its period to besides its own:
    /// `wall`, for the clock.
    pub(super) fn also(&self, event: usize) -> Option<usize> {
        (Some(event) == self.clock).then_some(self.count_type + 2)
    }

    /// The `wall` type, when there is one.
    fn wall(&self) -> Option<usize> {
        self.clock.map(|_| self.count_type + 2)
    }

    /// Takes a sample of `event` added to the summed sample `index`: a
    /// switch-out starts its thread's interval off the CPU (and, in a
    /// system-wide recording, switches in the next thread); any other
    /// sample says its thread is on a CPU.
    pub(super) fn sample(
        &mut self,
        samples: &mut Samples,
        s: &SampleRecord,
        event: usize,
        index: usize,
    ) {
        // The idle task (tid 0, one per CPU) is never off a CPU.
        let (Some(tid), Some(time)) = (s.tid.filter(|&t| t != 0), s.timestamp) else {
            return;
        };
        if event != self.switch_event {
            let closed = self.off.back(tid, time, Back::NextSample);
            self.charge(samples, closed);
            return;
        }
        let raw = s.raw.map(|r| r.as_slice());
        let payload = raw.and_then(|r| switch_payload(&r, Some(tid), self.big));
        let closed = self
            .off
            .switched_out(tid, time, index, payload.map(|p| p.state));
        self.charge(samples, closed);
        if let Some(next) = payload.map(|p| p.next_pid).filter(|&p| p != 0) {
            let closed = self.off.back(next, time, Back::SwitchIn);
            self.charge(samples, closed);
        }
    }

    /// Takes a record other than a sample: a switch-in (`--switch-events`)
    /// ends its thread's interval; so does its exit, which it was on a CPU
    /// to make (late by the time from its switch-in to its exit).
    pub(super) fn record(
        &mut self,
        samples: &mut Samples,
        record: &EventRecord,
        common: impl FnOnce() -> std::io::Result<CommonData>,
    ) {
        let closed = match record {
            EventRecord::ContextSwitch(ContextSwitchRecord::In { .. }) => {
                let common = common().unwrap_or_default();
                let (Some(tid), Some(time)) = (common.tid.filter(|&t| t != 0), common.timestamp)
                else {
                    return;
                };
                self.off.back(tid, time, Back::SwitchIn)
            }
            EventRecord::Exit(exit) => self.off.back(exit.tid, exit.timestamp, Back::NextSample),
            _ => return,
        };
        self.charge(samples, closed);
    }

    /// Adds a closed interval to its sample: one off-CPU sample, its
    /// length to `off-cpu` and `wall`, at its start.
    fn charge(&mut self, samples: &mut Samples, closed: Option<Interval>) {
        let Some(closed) = closed else { return };
        samples.add_to(
            closed.sample,
            Add {
                count_type: self.count_type,
                value: i64::try_from(closed.length).unwrap_or(i64::MAX),
                also: self.wall(),
                time: Some(closed.start),
            },
        );
    }

    /// What the reader says of the off-CPU time: how its intervals ended,
    /// and what was not counted.
    pub(super) fn finish(self, path: &Path) -> String {
        let off = &self.off;
        let late = match self.bound {
            Some(ns) => format!(
                "late by at most one sampling period, {:.2}ms",
                ns as f64 / 1e6
            ),
            None => "late by at most one sampling period".into(),
        };
        format!(
            "{}: off-CPU time from {SWITCH_EVENT}: {} intervals ended by a switch-in (exact), {} by the thread's next sample ({late}); not counted: {} threads still off the CPU at the end, {} that exited",
            path.display(),
            off.by_switch_in,
            off.by_next_sample,
            off.still_out(),
            off.exited
        )
    }
}

/// A thread switched out, not yet back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Out {
    time: u64,
    /// The summed sample its off-CPU time goes to.
    sample: usize,
}

/// How an interval's end was known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Back {
    /// A switch-in: a switch record, or a `sched_switch` into the thread.
    SwitchIn,
    /// The thread's next sample of another event.
    NextSample,
}

/// An interval closed: the sample it goes to, its start and length.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Interval {
    /// The summed sample of the switch-out.
    pub sample: usize,
    /// When the thread was switched out.
    pub start: u64,
    /// How long it was off the CPU, in nanoseconds.
    pub length: u64,
}

/// The threads off the CPU, and how the intervals closed so far ended.
#[derive(Debug, Default)]
pub(super) struct OffCpu {
    out: HashMap<i32, Out>,
    /// Intervals closed by a switch-in, and by a next sample.
    pub by_switch_in: u64,
    /// Intervals closed by the thread's next sample.
    pub by_next_sample: u64,
    /// Threads that exited while switched out (not counted).
    pub exited: u64,
}

/// `prev_state` bits of a dead task (`X` and `Z`).
const DEAD: u64 = 0x10 | 0x20;

impl OffCpu {
    /// Nothing switched out yet.
    pub(super) fn new() -> Self {
        OffCpu {
            out: HashMap::new(),
            ..OffCpu::default()
        }
    }

    /// Thread `tid` was switched out at `time` (its state `state` when the
    /// payload says it), its off-CPU time to go to `sample`. A switch-out
    /// of a thread still out (its switch-in missed: a lost record) closes
    /// the interval before at this time, as a next sample would.
    pub(super) fn switched_out(
        &mut self,
        tid: i32,
        time: u64,
        sample: usize,
        state: Option<u64>,
    ) -> Option<Interval> {
        let before = self.back(tid, time, Back::NextSample);
        if state.is_some_and(|s| s & DEAD != 0) {
            self.exited += 1;
        } else {
            self.out.insert(tid, Out { time, sample });
        }
        before
    }

    /// Thread `tid` was on a CPU at `time`, as `how` says: closes its
    /// interval off the CPU, if it had one open.
    pub(super) fn back(&mut self, tid: i32, time: u64, how: Back) -> Option<Interval> {
        let out = self.out.remove(&tid)?;
        match how {
            Back::SwitchIn => self.by_switch_in += 1,
            Back::NextSample => self.by_next_sample += 1,
        }
        Some(Interval {
            sample: out.sample,
            start: out.time,
            length: time.saturating_sub(out.time),
        })
    }

    /// How many threads are still off the CPU (at the recording's end).
    pub(super) fn still_out(&self) -> usize {
        self.out.len()
    }
}

/// What a `sched:sched_switch` payload says (the kernel's fixed layout,
/// `events/sched/sched_switch/format`): the task switched out, its state,
/// and the task switched in; `None` for a payload too short or whose
/// `prev_pid` is not the sample's thread (another layout).
pub(super) fn switch_payload(raw: &[u8], tid: Option<i32>, big: bool) -> Option<SwitchPayload> {
    let field = |at: usize, size: usize| -> Option<u64> {
        let bytes = raw.get(at..at + size)?;
        let mut buf = [0u8; 8];
        if big {
            buf[8 - size..].copy_from_slice(bytes);
            Some(u64::from_be_bytes(buf))
        } else {
            buf[..size].copy_from_slice(bytes);
            Some(u64::from_le_bytes(buf))
        }
    };
    let prev_pid = field(24, 4)? as u32 as i32;
    let state = field(32, 8)?;
    let next_pid = field(56, 4)? as u32 as i32;
    if tid.is_some_and(|t| t != prev_pid) {
        return None;
    }
    Some(SwitchPayload {
        prev_pid,
        state,
        next_pid,
    })
}

/// A `sched_switch`'s payload.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct SwitchPayload {
    /// The thread switched out.
    pub prev_pid: i32,
    /// Its state.
    pub state: u64,
    /// The thread switched in (0: idle).
    pub next_pid: i32,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_interval_runs_from_the_switch_out_to_the_thread_back() {
        let mut off = OffCpu::new();
        assert_eq!(off.switched_out(7, 100, 3, Some(1)), None);
        assert_eq!(off.back(8, 150, Back::SwitchIn), None);
        assert_eq!(
            off.back(7, 350, Back::SwitchIn),
            Some(Interval {
                sample: 3,
                start: 100,
                length: 250
            })
        );
        assert_eq!(off.back(7, 400, Back::NextSample), None);
        // Two switch-outs: the first closed by the second.
        off.switched_out(7, 500, 4, None);
        let closed = off.switched_out(7, 600, 5, Some(0)).unwrap();
        assert_eq!((closed.sample, closed.length), (4, 100));
        assert_eq!((off.by_switch_in, off.by_next_sample), (1, 1));
        // An exit is not an interval.
        off.switched_out(9, 700, 6, Some(0x10));
        assert_eq!(off.back(9, 800, Back::SwitchIn), None);
        assert_eq!(off.exited, 1);
        assert_eq!(off.still_out(), 1);
    }

    #[test]
    fn payloads_read_as_the_kernel_lays_them_out() {
        let mut raw = vec![0u8; 68];
        raw[24..28].copy_from_slice(&42i32.to_le_bytes());
        raw[32..40].copy_from_slice(&1u64.to_le_bytes());
        raw[56..60].copy_from_slice(&7i32.to_le_bytes());
        let p = switch_payload(&raw, Some(42), false).unwrap();
        assert_eq!((p.prev_pid, p.state, p.next_pid), (42, 1, 7));
        assert_eq!(switch_payload(&raw, Some(41), false), None);
        assert_eq!(switch_payload(&raw[..40], Some(42), false), None);
    }
}
