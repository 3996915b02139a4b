//! The requests admitted to be answered by a page: a queue the door fills
//! and the render threads empty, and the answers they give back to the
//! door, which an eventfd wakes.

use super::{Page, QUEUE_DEADLINE, Request, answer};
use std::collections::VecDeque;
use std::io;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::Instant;

/// A request waiting for a render thread: its connection's number at the
/// door, and since when it waits.
pub(super) struct Job {
    pub id: u64,
    pub request: Request,
    pub since: Instant,
}

/// The queue and the answers, shared by the door and the render threads.
pub(super) struct Work {
    queue: Mutex<VecDeque<Job>>,
    ready: Condvar,
    /// Answers made (`None`: the client went before its page was begun, or
    /// the page's report panicked),
    /// by connection number, for the door to write.
    done: Mutex<Vec<(u64, Option<Vec<u8>>)>>,
    /// Rung when an answer is done; the door polls it.
    wake: OwnedFd,
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

impl Work {
    pub fn new() -> io::Result<Work> {
        // SAFETY: eventfd(2) makes a new descriptor, owned from here on.
        let fd = unsafe { libc::eventfd(0, libc::EFD_NONBLOCK | libc::EFD_CLOEXEC) };
        if fd < 0 {
            return Err(io::Error::last_os_error());
        }
        Ok(Work {
            queue: Mutex::new(VecDeque::new()),
            ready: Condvar::new(),
            done: Mutex::new(Vec::new()),
            // SAFETY: `fd` was just opened and nothing else owns it.
            wake: unsafe { OwnedFd::from_raw_fd(fd) },
        })
    }

    /// Queues `job` for the next free render thread.
    pub fn push(&self, job: Job) {
        lock(&self.queue).push_back(job);
        self.ready.notify_one();
    }

    /// When the request that has waited longest has waited
    /// [`QUEUE_DEADLINE`].
    pub fn deadline(&self) -> Option<Instant> {
        lock(&self.queue)
            .front()
            .map(|job| job.since + QUEUE_DEADLINE)
    }

    /// The requests that have waited [`QUEUE_DEADLINE`] by `now`, taken
    /// out of the queue.
    pub fn expired(&self, now: Instant) -> Vec<Job> {
        let mut queue = lock(&self.queue);
        let late = queue
            .iter()
            .take_while(|job| job.since + QUEUE_DEADLINE <= now)
            .count();
        queue.drain(..late).collect()
    }

    /// The answers done since the last call.
    pub fn answers(&self) -> Vec<(u64, Option<Vec<u8>>)> {
        let mut counter = [0u8; 8];
        // SAFETY: read(2) of the eventfd's counter into 8 bytes of ours;
        // nothing to read (not rung) is EAGAIN, which is fine.
        let _ = unsafe { libc::read(self.wake.as_raw_fd(), counter.as_mut_ptr().cast(), 8) };
        std::mem::take(&mut *lock(&self.done))
    }

    /// The descriptor that is readable when an answer is done.
    pub fn wake_fd(&self) -> RawFd {
        self.wake.as_raw_fd()
    }

    /// A render thread: takes each request in turn and answers it with
    /// `handle`, unless its client has gone.
    pub fn serve(&self, handle: &impl Fn(&Request) -> Page) {
        loop {
            let job = {
                let mut queue = lock(&self.queue);
                loop {
                    match queue.pop_front() {
                        Some(job) => break job,
                        None => queue = self.ready.wait(queue).unwrap_or_else(|e| e.into_inner()),
                    }
                }
            };
            // A report that panics (a bug) ends its connection, not the
            // server.
            let bytes = (!(job.request.gone())())
                .then(|| {
                    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                        answer(&job.request.method, handle(&job.request))
                    }))
                    .ok()
                })
                .flatten();
            drop(job.request);
            lock(&self.done).push((job.id, bytes));
            let one = 1u64.to_ne_bytes();
            // SAFETY: write(2) of 8 bytes of ours to the eventfd; a counter
            // already near its maximum (EAGAIN) is rung enough.
            let _ = unsafe { libc::write(self.wake.as_raw_fd(), one.as_ptr().cast(), 8) };
        }
    }
}
