//! The door: one thread that accepts every connection, reads its request's
//! head, writes its answer and drains it, with poll(2) over non-blocking
//! sockets, so that a connection waiting for its client costs a descriptor
//! and a buffer, not a thread. Only a whole request admitted to be answered
//! by a page leaves it, for a render thread ([`Work`]), and comes back as
//! the bytes of its answer.
//!
//! Each connection is in one state, each with its bound ([`Limits`]):
//! its head being read (past the bound, the oldest is closed with 408 to
//! make room for the new one), its request queued or rendered (past the
//! bound, 503), its answer being written and then drained (past the bound,
//! the oldest is closed at once).

use super::head::{self, Refusal};
use super::work::{Job, Work};
use super::{
    DRAIN_BYTES, DRAIN_DEADLINE, HEAD_DEADLINE, Limits, Page, QUEUE_DEADLINE, Request,
    WRITE_DEADLINE, answer,
};
use std::collections::BTreeMap;
use std::io::{self, Read, Write};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::os::fd::AsRawFd;
use std::panic::AssertUnwindSafe;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How long accepting waits when the process is out of descriptors.
const ACCEPT_PAUSE: Duration = Duration::from_millis(100);

/// The most connections accepted before the others are served again.
const ACCEPT_BATCH: usize = 256;

/// A connection the door holds.
struct Conn {
    stream: Arc<TcpStream>,
    /// When the door gives up on its state (none while its page is made).
    deadline: Option<Instant>,
    state: State,
}

enum State {
    /// Its request's head, read so far.
    Head(Vec<u8>),
    /// Its request is queued or rendered.
    Work,
    /// Its answer, written up to `at`.
    Write { out: Vec<u8>, at: usize },
    /// Answered: what it still sends is read and dropped, `left` bytes more
    /// at most.
    Drain { left: u64 },
}

/// The kinds of state that [`Limits`] bound.
#[derive(PartialEq, Clone, Copy)]
enum Kind {
    Head,
    Work,
    Answer,
}

impl State {
    fn kind(&self) -> Kind {
        match self {
            State::Head(_) => Kind::Head,
            State::Work => Kind::Work,
            State::Write { .. } | State::Drain { .. } => Kind::Answer,
        }
    }
}

/// The door's connections, numbered in the order they came (so the first
/// of a kind is its oldest).
pub(super) struct Door<'a, A> {
    listener: &'a TcpListener,
    limits: Limits,
    work: &'a Work,
    admit: A,
    conns: BTreeMap<u64, Conn>,
    next: u64,
    /// Accepting waits until then (the process was out of descriptors).
    paused: Option<Instant>,
    scratch: Vec<u8>,
}

impl<'a, A: Fn(&Request) -> Option<Page>> Door<'a, A> {
    pub fn new(listener: &'a TcpListener, limits: Limits, work: &'a Work, admit: A) -> Self {
        Door {
            listener,
            limits,
            work,
            admit,
            conns: BTreeMap::new(),
            next: 0,
            paused: None,
            scratch: vec![0; 16 * 1024],
        }
    }

    /// Serves until the process ends.
    pub fn run(mut self) {
        let mut fds: Vec<libc::pollfd> = Vec::new();
        let mut ids: Vec<u64> = Vec::new();
        loop {
            let now = Instant::now();
            if self.paused.is_some_and(|until| until <= now) {
                self.paused = None;
            }
            let poll = |fd, events| libc::pollfd {
                fd,
                events,
                revents: 0,
            };
            fds.clear();
            ids.clear();
            let accept = if self.paused.is_none() {
                libc::POLLIN
            } else {
                0
            };
            fds.push(poll(self.listener.as_raw_fd(), accept));
            fds.push(poll(self.work.wake_fd(), libc::POLLIN));
            for (&id, conn) in &self.conns {
                let events = match conn.state {
                    State::Head(_) | State::Drain { .. } => libc::POLLIN,
                    State::Write { .. } => libc::POLLOUT,
                    State::Work => continue,
                };
                fds.push(poll(conn.stream.as_raw_fd(), events));
                ids.push(id);
            }
            let next = self
                .conns
                .values()
                .filter_map(|c| c.deadline)
                .chain(self.work.deadline())
                .chain(self.paused)
                .min();
            let timeout = next.map_or(-1, |at| {
                let wait = at.saturating_duration_since(now).as_micros().div_ceil(1000);
                i32::try_from(wait).unwrap_or(i32::MAX)
            });
            // SAFETY: poll(2) over `fds`, a slice of ours of that length.
            let ready = unsafe { libc::poll(fds.as_mut_ptr(), fds.len() as libc::nfds_t, timeout) };
            if ready < 0 {
                // EINTR; anything else (ENOMEM) is waited out.
                if io::Error::last_os_error().kind() != io::ErrorKind::Interrupted {
                    std::thread::sleep(Duration::from_millis(10));
                }
                continue;
            }
            for (id, bytes) in self.work.answers() {
                match bytes {
                    Some(out) => self.answer(id, out, WRITE_DEADLINE),
                    None => self.close(id),
                }
            }
            for (fd, &id) in fds[2..].iter().zip(&ids) {
                if fd.revents != 0 {
                    self.progress(id);
                }
            }
            self.expire(Instant::now());
            if fds[0].revents != 0 {
                self.accept();
            }
        }
    }

    /// Takes the connections waiting to be accepted ([`ACCEPT_BATCH`] at
    /// most, so that the others are served between batches).
    fn accept(&mut self) {
        for _ in 0..ACCEPT_BATCH {
            match self.listener.accept() {
                Ok((stream, _)) => self.arrive(stream),
                Err(e) if e.kind() == io::ErrorKind::WouldBlock => return,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                // The connection went before it was accepted.
                Err(e) if e.raw_os_error() == Some(libc::ECONNABORTED) => {}
                // Out of descriptors or memory: the connections wait in
                // the listen queue for a while.
                Err(_) => {
                    self.paused = Some(Instant::now() + ACCEPT_PAUSE);
                    return;
                }
            }
        }
    }

    /// A new connection: its head is read as it comes.
    fn arrive(&mut self, stream: TcpStream) {
        if stream.set_nonblocking(true).is_err() {
            return;
        }
        let now = Instant::now();
        let id = self.next;
        self.next += 1;
        self.conns.insert(
            id,
            Conn {
                stream: Arc::new(stream),
                deadline: Some(now + HEAD_DEADLINE),
                state: State::Head(Vec::new()),
            },
        );
        // Most heads have come with the connection: such a one needs no
        // place to wait in. Past the bound, the oldest head makes room,
        // unless it has come whole since.
        self.read_head(id);
        while self.count(Kind::Head) > self.limits.heads {
            let Some(oldest) = self.oldest(Kind::Head) else {
                return;
            };
            self.read_head(oldest);
            if matches!(
                self.conns.get(&oldest),
                Some(Conn {
                    state: State::Head(_),
                    ..
                })
            ) {
                let message = "the request's head did not come before others needed its place";
                self.refuse(oldest, 408, message);
            }
        }
    }

    /// Reads, writes or drains connection `id` as far as it can without
    /// waiting.
    fn progress(&mut self, id: u64) {
        match self.conns.get(&id).map(|c| &c.state) {
            Some(State::Head(_)) => self.read_head(id),
            Some(State::Write { .. }) => self.write(id),
            Some(State::Drain { .. }) => self.drain(id),
            Some(State::Work) | None => {}
        }
    }

    fn read_head(&mut self, id: u64) {
        let Some(Conn {
            stream,
            state: State::Head(head),
            ..
        }) = self.conns.get_mut(&id)
        else {
            return;
        };
        let end = loop {
            match (&**stream).read(&mut self.scratch) {
                Ok(0) => break Err(Refusal::GONE),
                Ok(n) => {
                    let from = head.len().saturating_sub(3);
                    head.extend_from_slice(&self.scratch[..n]);
                    if let Some(end) = head::check(head, from) {
                        break end;
                    }
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) if e.kind() == io::ErrorKind::WouldBlock => return,
                Err(_) => break Err(Refusal::GONE),
            }
        };
        let request = end.and_then(|end| head::parse(&head[..end]));
        match request {
            Ok(mut request) => {
                request.peer = Some(Arc::clone(stream));
                self.admit(id, request);
            }
            Err(Refusal { status: 0, .. }) => self.close(id),
            Err(Refusal { status, message }) => self.refuse(id, status, message),
        }
    }

    /// A whole request: refused by `admit`, refused for want of a place
    /// to wait, or queued for a render thread.
    fn admit(&mut self, id: u64, request: Request) {
        // A check that panics (a bug) ends its connection, not the server.
        let refused = std::panic::catch_unwind(AssertUnwindSafe(|| (self.admit)(&request)));
        match refused {
            Ok(None) => {}
            Ok(Some(page)) => {
                let out = answer(&request.method, page);
                return self.answer(id, out, DRAIN_DEADLINE);
            }
            Err(_) => return self.close(id),
        }
        if self.count(Kind::Work) >= self.limits.jobs {
            let busy = Page::error(503, "busy: too many pages are being made; try again");
            let out = answer(&request.method, busy);
            return self.answer(id, out, DRAIN_DEADLINE);
        }
        if let Some(conn) = self.conns.get_mut(&id) {
            conn.state = State::Work;
            conn.deadline = None;
            let since = Instant::now();
            self.work.push(Job { id, request, since });
        }
    }

    /// Answers connection `id` with an error page of the door's own.
    fn refuse(&mut self, id: u64, status: u16, message: &str) {
        let out = answer("GET", Page::error(status, message));
        self.answer(id, out, DRAIN_DEADLINE);
    }

    /// Writes `out` to connection `id` within `time`, then drains it.
    fn answer(&mut self, id: u64, out: Vec<u8>, time: Duration) {
        if self
            .conns
            .get(&id)
            .is_some_and(|c| c.state.kind() != Kind::Answer)
            && self.count(Kind::Answer) >= self.limits.answers
            && let Some(oldest) = self.oldest(Kind::Answer)
        {
            self.close(oldest);
        }
        let Some(conn) = self.conns.get_mut(&id) else {
            return;
        };
        conn.state = State::Write { out, at: 0 };
        conn.deadline = Some(Instant::now() + time);
        self.write(id);
    }

    fn write(&mut self, id: u64) {
        let Some(Conn {
            stream,
            state: State::Write { out, at },
            ..
        }) = self.conns.get_mut(&id)
        else {
            return;
        };
        while *at < out.len() {
            match (&**stream).write(&out[*at..]) {
                Ok(0) => return self.close(id),
                Ok(n) => *at += n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) if e.kind() == io::ErrorKind::WouldBlock => return,
                Err(_) => return self.close(id),
            }
        }
        let _ = stream.shutdown(Shutdown::Write);
        if let Some(conn) = self.conns.get_mut(&id) {
            conn.state = State::Drain { left: DRAIN_BYTES };
            conn.deadline = Some(Instant::now() + DRAIN_DEADLINE);
        }
        self.drain(id);
    }

    /// Reads and drops what the client still sends (a body, or the rest of
    /// a request past a bound), so that closing the connection does not
    /// reset it before the client has read the answer; closes it at the
    /// client's end or past the bounds.
    fn drain(&mut self, id: u64) {
        let Some(Conn {
            stream,
            state: State::Drain { left },
            ..
        }) = self.conns.get_mut(&id)
        else {
            return;
        };
        loop {
            match (&**stream).read(&mut self.scratch) {
                Ok(0) => return self.close(id),
                Ok(n) => {
                    *left = left.saturating_sub(n as u64);
                    if *left == 0 {
                        return self.close(id);
                    }
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) if e.kind() == io::ErrorKind::WouldBlock => return,
                Err(_) => return self.close(id),
            }
        }
    }

    /// Gives up on what is past its time: a head (408), an answer not
    /// taken or a drain (closed), a request that waited too long for a
    /// render thread (503).
    fn expire(&mut self, now: Instant) {
        let late: Vec<u64> = (self.conns.iter())
            .filter(|(_, c)| c.deadline.is_some_and(|d| d <= now))
            .map(|(&id, _)| id)
            .collect();
        for id in late {
            match self.conns.get(&id).map(|c| c.state.kind()) {
                Some(Kind::Head) => self.refuse(id, 408, "the request's head did not come in time"),
                Some(_) => self.close(id),
                None => {}
            }
        }
        for job in self.work.expired(now) {
            let busy = Page::error(
                503,
                &format!(
                    "busy: no page could be started within {} s; try again",
                    QUEUE_DEADLINE.as_secs()
                ),
            );
            let out = answer(&job.request.method, busy);
            drop(job.request);
            self.answer(job.id, out, DRAIN_DEADLINE);
        }
    }

    /// How many connections are of `kind`.
    fn count(&self, kind: Kind) -> usize {
        self.conns
            .values()
            .filter(|c| c.state.kind() == kind)
            .count()
    }

    /// The oldest connection of `kind`.
    fn oldest(&self, kind: Kind) -> Option<u64> {
        (self.conns.iter())
            .find(|(_, c)| c.state.kind() == kind)
            .map(|(&id, _)| id)
    }

    /// Closes connection `id`, after reading what it has sent (up to the
    /// scratch buffer's size), so that the close does not reset it for
    /// input it would not see.
    fn close(&mut self, id: u64) {
        if let Some(conn) = self.conns.remove(&id) {
            let _ = (&*conn.stream).read(&mut self.scratch);
        }
    }
}
