//! The web interface's HTTP/1.1 server: a request's line and headers are
//! read with bounds before anything else sees them, one connection is one
//! request, and the work of rendering is shared out to a few at a time.
//!
//! Our own, not tiny_http's: tiny_http 0.12 reads the request line and
//! the headers whole, with no limit, before the handler sees them: a
//! request with a 20 MB URL left 1.3 GB resident that was never given back.
//! Here the head of a request is read into a buffer of at most
//! [`MAX_HEAD`] bytes, and what is past the bounds is answered, never
//! echoed:
//!
//! | past | answer |
//! |---|---|
//! | [`MAX_REQUEST_LINE`] bytes of request line | 414 URI Too Long |
//! | [`MAX_HEAD`] bytes of head, or [`MAX_HEADERS`] fields | 431 Request Header Fields Too Large |
//! | [`HEAD_DEADLINE`] before the head has come | 408 Request Timeout |
//! | [`MAX_HEADS`] heads being read | the oldest 408, to make room for the new one |
//! | [`MAX_JOBS`] requests waiting for a page or being rendered | 503, at once |
//! | [`QUEUE_DEADLINE`] waited for a render thread | 503 |
//! | [`MAX_ANSWERS`] answers being written or drained | the oldest closed |
//! | [`WRITE_DEADLINE`] writing an answer | closed |
//!
//! One thread, the door (`door`), accepts every connection and reads
//! every request's head with poll(2) over non-blocking sockets, so a client
//! that sends slowly, or not at all, holds a descriptor and a buffer, not a
//! thread; the door writes every answer, and drains the connection (reads
//! and drops what the client still sends, [`DRAIN_BYTES`] and
//! [`DRAIN_DEADLINE`] at most) before it closes it, so the client reads
//! the answer rather than a reset. A whole request is rendered by one of
//! [`render_slots`] threads (the machine's cores, 2 to 8); the others wait
//! in turn. The bounds are lowered in proportion when the process may open
//! fewer than twice as many descriptors as they add up to
//! (`RLIMIT_NOFILE`), and the listen queue is [`BACKLOG`] long (the
//! kernel's `somaxconn` at most; std asks for 128), so that a burst waits
//! to be accepted (past the queue, Linux drops a connection's SYN and the
//! client sends it again a second later: slower, not reset). Every answer
//! says `Connection: close`: the web's pages make a request or two each.
//!
//! Before, each connection had a thread while its head was read, and 128
//! of them were all the server took: 250 connections at once left 90
//! closed unanswered (issue 68), and 200 heads held open made every other
//! request a 503 or a reset for as long as they were held (issue 63).
//!
//! What a client of the machine can still do: keep every place for
//! requests busy with requests for costly pages (each bounded: 16 MB of
//! report, 20 s of `dot` or `objdump`), so that others get 503 until
//! those are made; read its answers slowly, holding places among the
//! answers until another answer needs one (the oldest is closed) or for
//! [`WRITE_DEADLINE`]; or open connections fast enough to close with 408
//! another client's head that comes slowly (more than [`MAX_HEADS`]
//! connections while it comes). Held heads alone lock no one out: a head
//! that comes with its connection (a browser's, curl's) is read at once
//! and needs no place among the heads, and one that comes in parts gets
//! the place of the oldest head held.

mod door;
mod head;
mod work;

use profile_analyze::report::child::Abandoned;
use std::io;
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::os::fd::AsRawFd;
use std::sync::Arc;
use std::time::Duration;

/// The longest request line (method, target, version): longer is 414.
/// The settings form's longest URL is a few hundred bytes.
pub(super) const MAX_REQUEST_LINE: usize = 16 * 1024;

/// The most bytes of a request's head (request line and header fields):
/// more is 431.
pub(super) const MAX_HEAD: usize = 64 * 1024;

/// The most header fields a request may have: more is 431.
pub(super) const MAX_HEADERS: usize = 100;

/// How long a client has to send a request's head: later is 408.
pub(super) const HEAD_DEADLINE: Duration = Duration::from_secs(10);

/// The most connections whose request's head is being read: past them,
/// the oldest is answered 408 to make room.
pub(super) const MAX_HEADS: usize = 512;

/// The most requests waiting for a render thread or being rendered: past
/// them, 503 at once.
pub(super) const MAX_JOBS: usize = 128;

/// The most connections whose answer is being written or drained: past
/// them, the oldest is closed.
pub(super) const MAX_ANSWERS: usize = 256;

/// Descriptors left for the rest of the process (profiles, binaries,
/// `dot`'s pipes) when the bounds are lowered to `RLIMIT_NOFILE`.
const RESERVED_FDS: u64 = 64;

/// The listen queue's length asked for (the kernel caps it at
/// `net.core.somaxconn`).
pub(super) const BACKLOG: i32 = 1024;

/// The longest a request waits for a render thread: past it, 503.
pub(super) const QUEUE_DEADLINE: Duration = Duration::from_secs(60);

/// How long an answer may take to be written to a client that does not
/// read it (an error page of the door's own: [`DRAIN_DEADLINE`]).
pub(super) const WRITE_DEADLINE: Duration = Duration::from_secs(60);

/// After an answer, at most this much of what the client still sends (a
/// body, or the rest of a request past a bound) is read and dropped, for
/// at most [`DRAIN_DEADLINE`], so that the client sees the answer rather
/// than a reset connection.
pub(super) const DRAIN_BYTES: u64 = 64 * 1024 * 1024;
/// See [`DRAIN_BYTES`].
pub(super) const DRAIN_DEADLINE: Duration = Duration::from_secs(2);

/// How many pages are rendered at once: the machine's cores, 2 to 8.
pub(super) fn render_slots() -> usize {
    std::thread::available_parallelism().map_or(2, |n| n.get().clamp(2, 8))
}

/// A request's head, read within the bounds.
pub(super) struct Request {
    /// `GET`, `HEAD`, ... as sent.
    pub method: String,
    /// The path and query (an absolute URL's scheme and authority are
    /// left out).
    pub target: String,
    headers: Vec<(String, String)>,
    /// The connection, to tell whether the client is still there.
    peer: Option<Arc<TcpStream>>,
}

impl Request {
    /// The value of the first header field named `name` (any case).
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// Says whether the client has closed its connection (so the page it
    /// asked for is no longer wanted), without reading from it.
    pub fn gone(&self) -> Abandoned {
        let peer = self.peer.clone();
        Arc::new(move || peer.as_ref().is_some_and(|p| closed(p)))
    }
}

/// True when `stream`'s peer has closed it: a peek that would not block
/// finds its end (or an error), not data or nothing yet. A client that
/// shuts down its side of the connection after its request counts as gone
/// (HTTP clients do not).
fn closed(stream: &TcpStream) -> bool {
    let mut byte = [0u8; 1];
    // SAFETY: recv(2) into a one-byte buffer of ours, on a descriptor the
    // stream owns for as long as it is borrowed.
    let n = unsafe {
        libc::recv(
            stream.as_raw_fd(),
            byte.as_mut_ptr().cast(),
            1,
            libc::MSG_PEEK | libc::MSG_DONTWAIT,
        )
    };
    n == 0
        || (n < 0
            && !matches!(
                io::Error::last_os_error().kind(),
                io::ErrorKind::WouldBlock | io::ErrorKind::Interrupted
            ))
}

/// An answer.
pub(super) struct Page {
    pub status: u16,
    pub content_type: &'static str,
    pub body: Vec<u8>,
    /// Header fields besides the ones every answer has
    /// (`Content-Disposition`, `Location`, `Allow`).
    pub headers: Vec<(&'static str, String)>,
}

const HTML: &str = "text/html; charset=utf-8";

impl Page {
    /// An HTML page.
    pub fn html(status: u16, body: String) -> Page {
        Page {
            status,
            content_type: HTML,
            body: body.into_bytes(),
            headers: Vec::new(),
        }
    }

    /// The page with the header field `name: value` too.
    pub fn with_header(mut self, name: &'static str, value: impl Into<String>) -> Page {
        self.headers.push((name, value.into()));
        self
    }

    /// A page of one line: the message of an error (escaped).
    pub fn error(status: u16, message: &str) -> Page {
        let title = reason(status);
        Page::html(
            status,
            format!(
                "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>{title}</title></head>\
                 <body><p class=\"error\">{title}: {}</p><p><a href=\"/\">top</a></p></body></html>\n",
                profile_analyze::report::flamegraph::escape(message)
            ),
        )
    }
}

/// The reason phrase of the statuses the server answers with.
fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        204 => "No Content",
        303 => "See Other",
        400 => "Bad Request",
        403 => "Forbidden",
        404 => "Not Found",
        405 => "Method Not Allowed",
        408 => "Request Timeout",
        414 => "URI Too Long",
        431 => "Request Header Fields Too Large",
        500 => "The profile could not be loaded",
        503 => "Service Unavailable",
        _ => "Error",
    }
}

/// How many connections of each state are held at once.
#[derive(Clone, Copy)]
struct Limits {
    heads: usize,
    jobs: usize,
    answers: usize,
}

impl Limits {
    /// The bounds for this process's `RLIMIT_NOFILE`.
    fn for_process() -> Limits {
        let mut limit = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // SAFETY: getrlimit(2) into a struct of ours.
        let soft = match unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) } {
            0 => limit.rlim_cur,
            _ => 1024,
        };
        Limits::for_descriptors(soft)
    }

    /// [`MAX_HEADS`], [`MAX_JOBS`] and [`MAX_ANSWERS`], or fewer of each
    /// in proportion (4 at least) so that they take at most half of
    /// `descriptors` past [`RESERVED_FDS`].
    fn for_descriptors(descriptors: u64) -> Limits {
        let room = descriptors.saturating_sub(RESERVED_FDS) / 2;
        let want = (MAX_HEADS + MAX_JOBS + MAX_ANSWERS) as u64;
        let scale = |n: usize| match room >= want {
            true => n,
            false => usize::try_from(n as u64 * room / want).map_or(n, |m| m.max(4)),
        };
        Limits {
            heads: scale(MAX_HEADS),
            jobs: scale(MAX_JOBS),
            answers: scale(MAX_ANSWERS),
        }
    }
}

/// A listening socket and the bounds of the work it takes in.
pub(super) struct Server {
    listener: TcpListener,
    limits: Limits,
    work: work::Work,
}

impl Server {
    /// Listens on the first of `addresses` that can be bound.
    pub fn bind(addresses: &[SocketAddr]) -> io::Result<Server> {
        let listener = TcpListener::bind(addresses)?;
        // std listens with a queue of 128; Linux takes a second listen(2)
        // as a new length.
        // SAFETY: listen(2) on the descriptor the listener owns.
        let _ = unsafe { libc::listen(listener.as_raw_fd(), BACKLOG) };
        listener.set_nonblocking(true)?;
        Ok(Server {
            listener,
            limits: Limits::for_process(),
            work: work::Work::new()?,
        })
    }

    /// The address listened on (its port when 0 was asked).
    pub fn local_addr(&self) -> io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    /// Answers every request with `admit` (a refusal, answered at once) or
    /// else `handle` (run by a render thread), until the process ends.
    pub fn run(
        &self,
        admit: impl Fn(&Request) -> Option<Page> + Sync,
        handle: impl Fn(&Request) -> Page + Sync,
    ) {
        std::thread::scope(|scope| {
            for _ in 0..render_slots() {
                scope.spawn(|| self.work.serve(&handle));
            }
            door::Door::new(&self.listener, self.limits, &self.work, admit).run();
        });
    }
}

/// The bytes of `page` as the answer to a `method` request (HEAD: without
/// the body).
fn answer(method: &str, page: Page) -> Vec<u8> {
    let mut head = format!(
        "HTTP/1.1 {} {}\r\nContent-Type: {}\r\nContent-Length: {}\r\n\
         Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n",
        page.status,
        reason(page.status),
        page.content_type,
        page.body.len()
    );
    for (name, value) in &page.headers {
        // Values are the server's own (a file name, a path): no line breaks.
        let value: String = value.chars().filter(|c| !c.is_control()).collect();
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    head.push_str("\r\n");
    let mut out = page.body;
    if method == "HEAD" {
        out.clear();
    }
    out.splice(0..0, head.into_bytes());
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{Read, Write};

    /// A server with `limits` whose every page takes `render` to make,
    /// running until the tests end.
    fn serving(limits: Limits, render: Duration) -> SocketAddr {
        let mut server = Server::bind(&["127.0.0.1:0".parse().unwrap()]).unwrap();
        server.limits = limits;
        let address = server.local_addr().unwrap();
        std::thread::spawn(move || {
            server.run(
                |_| None,
                move |request| {
                    std::thread::sleep(render);
                    Page::html(200, format!("{} {}", request.method, request.target))
                },
            )
        });
        address
    }

    /// The answer to `GET path`.
    fn get(address: SocketAddr, path: &str) -> String {
        let mut stream = TcpStream::connect(address).unwrap();
        write!(stream, "GET {path} HTTP/1.1\r\nHost: localhost\r\n\r\n").unwrap();
        let mut answer = String::new();
        stream.read_to_string(&mut answer).unwrap();
        answer
    }

    #[test]
    fn requests_past_the_places_to_wait_are_503_at_once() {
        let limits = Limits {
            heads: 8,
            jobs: 1,
            answers: 8,
        };
        let address = serving(limits, Duration::from_millis(800));
        let first = std::thread::spawn(move || get(address, "/first"));
        std::thread::sleep(Duration::from_millis(200));
        let started = std::time::Instant::now();
        let second = get(address, "/second");
        assert!(second.starts_with("HTTP/1.1 503 "), "{second}");
        assert!(second.contains("too many pages are being made"), "{second}");
        assert!(started.elapsed() < Duration::from_millis(500));
        let first = first.join().unwrap();
        assert!(first.starts_with("HTTP/1.1 200 "), "{first}");
        assert!(first.ends_with("GET /first"), "{first}");
        // The place is given back.
        assert!(get(address, "/third").ends_with("GET /third"));
    }

    #[test]
    fn the_oldest_head_held_makes_room_for_a_new_one() {
        let limits = Limits {
            heads: 2,
            jobs: 4,
            answers: 8,
        };
        let address = serving(limits, Duration::ZERO);
        let hold = || {
            let mut stream = TcpStream::connect(address).unwrap();
            stream.write_all(b"GET / HTTP/1.1\r\n").unwrap();
            std::thread::sleep(Duration::from_millis(50));
            stream
        };
        let (oldest, older) = (hold(), hold());
        let _new = hold();
        let mut answer = String::new();
        (&oldest).read_to_string(&mut answer).unwrap();
        assert!(answer.starts_with("HTTP/1.1 408 "), "{answer}");
        // Only the oldest made room: the second is still held. (Checked
        // before another connection comes: one accepted before its request
        // has arrived is a head too, and takes the place of the oldest
        // held, which is then the second; a loaded machine made this test
        // fail 5 times in 60 when it checked after.)
        older.set_nonblocking(true).unwrap();
        let mut byte = [0u8; 1];
        let read = (&older).read(&mut byte).map_err(|e| e.kind());
        assert_eq!(read, Err(io::ErrorKind::WouldBlock), "the second is held");
        // A whole request is served.
        assert!(get(address, "/whole").ends_with("GET /whole"));
    }

    #[test]
    fn answers_are_whole_with_head_without_body_for_head() {
        let page = Page::html(200, "<p>x</p>".into()).with_header("Allow", "GET\r\nX: y");
        let get = String::from_utf8(answer("GET", page)).unwrap();
        assert!(get.starts_with("HTTP/1.1 200 OK\r\n"), "{get}");
        assert!(get.contains("Content-Length: 8\r\n") && get.ends_with("\r\n\r\n<p>x</p>"));
        assert!(
            get.contains("Allow: GETX: y\r\n"),
            "no line break from a value"
        );
        let head = answer("HEAD", Page::error(404, "x"));
        let head = String::from_utf8(head).unwrap();
        assert!(head.starts_with("HTTP/1.1 404 ") && head.ends_with("\r\n\r\n"));
        assert!(!head.contains("Content-Length: 0"), "{head}");
    }

    #[test]
    fn bounds_are_lowered_to_the_descriptors_a_process_may_open() {
        let sum = |l: Limits| l.heads + l.jobs + l.answers;
        let full = Limits::for_descriptors(u64::MAX);
        assert_eq!(sum(full), MAX_HEADS + MAX_JOBS + MAX_ANSWERS);
        assert_eq!(full.heads, Limits::for_descriptors(2048).heads);
        // 1024, a common default: each lowered in proportion, and the sum
        // within half of what is left past the reserve.
        let low = Limits::for_descriptors(1024);
        assert!(low.heads < MAX_HEADS && low.jobs < MAX_JOBS && low.answers < MAX_ANSWERS);
        assert!(
            sum(low) <= (1024 - RESERVED_FDS as usize) / 2,
            "{}",
            sum(low)
        );
        assert_eq!(low.heads / low.jobs, MAX_HEADS / MAX_JOBS);
        let none = Limits::for_descriptors(0);
        assert_eq!((none.heads, none.jobs, none.answers), (4, 4, 4));
    }
}
