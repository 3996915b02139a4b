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
//! | [`MAX_CONNECTIONS`] connections open | 503, at once (and past [`MAX_REFUSING`] more, closed) |
//! | [`QUEUE_DEADLINE`] waited for a render slot | 503 |
//!
//! Each connection has a thread of its own while its head is read (a
//! client that sends slowly holds only that thread); rendering takes one of
//! [`render_slots`] (the machine's cores, 2 to 8), the rest wait in turn.
//! Every answer says `Connection: close`: the web's pages make a request or
//! two each, and no idle connection holds a thread.

use profile_analyze::report::child::Abandoned;
use std::io::{self, Read, Write};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::os::fd::AsRawFd;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

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

/// The most connections open at once, each reading its request or
/// waiting for a render slot: past them a new one is answered 503 and
/// closed.
pub(super) const MAX_CONNECTIONS: usize = 128;

/// The most connections past [`MAX_CONNECTIONS`] that are answered 503
/// (each by a thread that lives at most [`DRAIN_DEADLINE`] past the
/// answer); past them a connection is closed unanswered.
const MAX_REFUSING: usize = 32;

/// The longest a request waits for a render slot: past it, 503.
pub(super) const QUEUE_DEADLINE: Duration = Duration::from_secs(60);

/// How long an answer may take to be written to a client that does not
/// read it.
const WRITE_DEADLINE: Duration = Duration::from_secs(60);

/// After an answer, at most this much of what the client still sends (a
/// body, or the rest of a request past a bound) is read and dropped, so
/// that the client sees the answer rather than a reset connection.
const DRAIN_BYTES: u64 = 64 * 1024 * 1024;
const DRAIN_DEADLINE: Duration = Duration::from_secs(2);

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

/// A listening socket and the bounds of the work it takes in.
pub(super) struct Server {
    listener: TcpListener,
    open: AtomicUsize,
    slots: Slots,
}

impl Server {
    /// Listens on the first of `addresses` that can be bound.
    pub fn bind(addresses: &[SocketAddr]) -> io::Result<Server> {
        Ok(Server {
            listener: TcpListener::bind(addresses)?,
            open: AtomicUsize::new(0),
            slots: Slots::new(render_slots()),
        })
    }

    /// The address listened on (its port when 0 was asked).
    pub fn local_addr(&self) -> io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    /// Answers every request with `admit` (a refusal, answered at once) or
    /// else `handle` (run in a render slot), until the process ends.
    pub fn run(
        &self,
        admit: impl Fn(&Request) -> Option<Page> + Sync,
        handle: impl Fn(&Request) -> Page + Sync,
    ) {
        std::thread::scope(|scope| {
            for stream in self.listener.incoming() {
                // A connection that failed before it was accepted (reset,
                // out of descriptors): the next one may do.
                let Ok(mut stream) = stream else {
                    std::thread::sleep(Duration::from_millis(10));
                    continue;
                };
                let open = self.open.fetch_add(1, Ordering::SeqCst);
                if open >= MAX_CONNECTIONS + MAX_REFUSING {
                    // Too many even to refuse: closed unanswered.
                    self.open.fetch_sub(1, Ordering::SeqCst);
                    continue;
                }
                let (admit, handle) = (&admit, &handle);
                scope.spawn(move || {
                    if open >= MAX_CONNECTIONS {
                        let busy = Page::error(503, "too many connections open: try again");
                        let _ = stream.set_write_timeout(Some(DRAIN_DEADLINE));
                        let _ = send(&mut stream, "GET", &busy);
                        drain(&mut stream);
                    } else {
                        // A report that panics (a bug) ends its connection,
                        // not the server, and gives its place back.
                        let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                            self.connection(stream, admit, handle)
                        }));
                    }
                    self.open.fetch_sub(1, Ordering::SeqCst);
                });
            }
        });
    }

    /// One connection's request and answer.
    fn connection(
        &self,
        mut stream: TcpStream,
        admit: &(impl Fn(&Request) -> Option<Page> + Sync),
        handle: &(impl Fn(&Request) -> Page + Sync),
    ) {
        let _ = stream.set_write_timeout(Some(WRITE_DEADLINE));
        let request = match read_head(&mut stream, Instant::now() + HEAD_DEADLINE) {
            Ok(mut request) => {
                request.peer = stream.try_clone().ok().map(Arc::new);
                request
            }
            Err(Refusal { status, message }) => {
                if status != 0 {
                    let _ = send(&mut stream, "GET", &Page::error(status, message));
                    drain(&mut stream);
                }
                return;
            }
        };
        let page = match admit(&request) {
            Some(page) => page,
            None => match self.slots.take() {
                Ok(_slot) => handle(&request),
                Err(message) => Page::error(503, &message),
            },
        };
        let _ = send(&mut stream, &request.method, &page);
        // A body the request may have had is not read: drop it.
        drain(&mut stream);
    }
}

/// Why a request's head was not read: its status (0: the client went
/// without a request, nothing to answer) and the message.
struct Refusal {
    status: u16,
    message: &'static str,
}

impl Refusal {
    const GONE: Refusal = Refusal {
        status: 0,
        message: "",
    };
}

/// Reads a request's head from `stream` by `deadline`, holding at most
/// [`MAX_HEAD`] bytes.
fn read_head(stream: &mut TcpStream, deadline: Instant) -> Result<Request, Refusal> {
    let mut head = Vec::with_capacity(4096);
    let mut chunk = [0u8; 4096];
    let end = loop {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() || stream.set_read_timeout(Some(left)).is_err() {
            return Err(Refusal {
                status: 408,
                message: "the request's head did not come in time",
            });
        }
        let n = match stream.read(&mut chunk) {
            Ok(0) => return Err(Refusal::GONE),
            Ok(n) => n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e)
                if matches!(
                    e.kind(),
                    io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                ) =>
            {
                continue;
            }
            Err(_) => return Err(Refusal::GONE),
        };
        let from = head.len().saturating_sub(3);
        head.extend_from_slice(&chunk[..n]);
        let line_end = head.iter().position(|&b| b == b'\n');
        if line_end.map_or(head.len(), |at| at) > MAX_REQUEST_LINE {
            return Err(Refusal {
                status: 414,
                message: "the request line is longer than this server reads",
            });
        }
        if let Some(at) = find_end(&head, from) {
            break at;
        }
        if head.len() > MAX_HEAD {
            return Err(Refusal {
                status: 431,
                message: "the request's header fields are longer than this server reads",
            });
        }
    };
    parse_head(&head[..end])
}

/// Where the head ends (the blank line; a bare `\n` line ending taken as
/// `\r\n`), looking from `from`.
fn find_end(head: &[u8], from: usize) -> Option<usize> {
    (from..head.len()).find(|&i| {
        head[i..].starts_with(b"\r\n\r\n")
            || head[i..].starts_with(b"\n\n")
            || head[i..].starts_with(b"\n\r\n")
    })
}

fn parse_head(head: &[u8]) -> Result<Request, Refusal> {
    const BAD: Refusal = Refusal {
        status: 400,
        message: "the request is not HTTP",
    };
    let text = std::str::from_utf8(head).map_err(|_| BAD)?;
    let mut lines = text.split('\n').map(|l| l.strip_suffix('\r').unwrap_or(l));
    let mut words = lines.next().ok_or(BAD)?.split(' ');
    let (Some(method), Some(target), Some(version), None) =
        (words.next(), words.next(), words.next(), words.next())
    else {
        return Err(BAD);
    };
    if method.is_empty()
        || !method.bytes().all(|b| b.is_ascii_alphabetic())
        || !version.starts_with("HTTP/1.")
    {
        return Err(BAD);
    }
    // An absolute URL (sent to proxies) names the path after its
    // authority, which is then the request's host (RFC 9112, 3.2.2).
    let (authority, target) = match target.split_once("://") {
        Some((_, rest)) => match rest.find('/') {
            Some(at) => (Some(&rest[..at]), &rest[at..]),
            None => (Some(rest), "/"),
        },
        None => (None, target),
    };
    if !target.starts_with('/') {
        return Err(BAD);
    }
    let mut headers = Vec::new();
    for line in lines.filter(|l| !l.is_empty()) {
        if headers.len() == MAX_HEADERS {
            return Err(Refusal {
                status: 431,
                message: "the request has more header fields than this server reads",
            });
        }
        let (name, value) = line.split_once(':').ok_or(BAD)?;
        // No white space in or after a field's name (`Host :`), and one
        // Host (RFC 9112, 5.1 and 3.2).
        if name.is_empty() || name.bytes().any(|b| b.is_ascii_whitespace()) {
            return Err(BAD);
        }
        if name.eq_ignore_ascii_case("Host")
            && headers
                .iter()
                .any(|(n, _): &(String, String)| n.eq_ignore_ascii_case("Host"))
        {
            return Err(BAD);
        }
        headers.push((name.to_string(), value.trim().to_string()));
    }
    if let Some(authority) = authority {
        headers.retain(|(n, _)| !n.eq_ignore_ascii_case("Host"));
        headers.push(("Host".to_string(), authority.to_string()));
    }
    Ok(Request {
        method: method.to_string(),
        target: target.to_string(),
        headers,
        peer: None,
    })
}

/// Writes `page` as the answer to a `method` request (HEAD: without the
/// body).
fn send(stream: &mut TcpStream, method: &str, page: &Page) -> io::Result<()> {
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
    stream.write_all(head.as_bytes())?;
    if method != "HEAD" {
        stream.write_all(&page.body)?;
    }
    stream.flush()
}

/// Reads and drops what the client still sends (at most [`DRAIN_BYTES`],
/// for at most [`DRAIN_DEADLINE`]), after the answer, so that closing the
/// connection does not reset it before the client has read the answer.
fn drain(stream: &mut TcpStream) {
    let _ = stream.shutdown(Shutdown::Write);
    let deadline = Instant::now() + DRAIN_DEADLINE;
    let mut chunk = [0u8; 16 * 1024];
    let mut left = DRAIN_BYTES;
    while left > 0 {
        let time = deadline.saturating_duration_since(Instant::now());
        if time.is_zero() || stream.set_read_timeout(Some(time)).is_err() {
            return;
        }
        match stream.read(&mut chunk) {
            Ok(0) | Err(_) => return,
            Ok(n) => left = left.saturating_sub(n as u64),
        }
    }
}

/// The render slots: at most `capacity` held at once.
struct Slots {
    capacity: usize,
    /// Slots held.
    held: Mutex<usize>,
    freed: Condvar,
}

/// A render slot, given back when dropped.
struct Slot<'a>(&'a Slots);

impl Slots {
    fn new(capacity: usize) -> Slots {
        Slots {
            capacity,
            held: Mutex::new(0),
            freed: Condvar::new(),
        }
    }

    /// A slot, when one is free within [`QUEUE_DEADLINE`]; else the 503's
    /// message.
    fn take(&self) -> Result<Slot<'_>, String> {
        let deadline = Instant::now() + QUEUE_DEADLINE;
        let mut held = self.held.lock().unwrap_or_else(|e| e.into_inner());
        while *held >= self.capacity {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(format!(
                    "busy: no page could be started within {} s; try again",
                    QUEUE_DEADLINE.as_secs()
                ));
            }
            held = self
                .freed
                .wait_timeout(held, left)
                .unwrap_or_else(|e| e.into_inner())
                .0;
        }
        *held += 1;
        Ok(Slot(self))
    }
}

impl Drop for Slot<'_> {
    fn drop(&mut self) {
        *self.0.held.lock().unwrap_or_else(|e| e.into_inner()) -= 1;
        self.0.freed.notify_one();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_heads() {
        let r = parse_head(b"GET /top?x=1 HTTP/1.1\r\nHost: a:1\r\nOrigin:  b \r\n")
            .ok()
            .unwrap();
        assert_eq!((r.method.as_str(), r.target.as_str()), ("GET", "/top?x=1"));
        assert_eq!(r.header("host"), Some("a:1"));
        assert_eq!(r.header("ORIGIN"), Some("b"));
        // An absolute-form target's authority is the host, whatever Host says.
        let r = parse_head(b"GET http://h:1/graph?a HTTP/1.0\nHost: localhost\n")
            .ok()
            .unwrap();
        assert_eq!(r.target, "/graph?a");
        assert_eq!(r.header("Host"), Some("h:1"));
        for bad in [
            &b"GET /top\r\n"[..],
            b"GET top HTTP/1.1\r\n",
            b"G?T / HTTP/1.1\r\n",
            b"GET / HTTP/2\r\n",
            b"GET / HTTP/1.1\r\nno colon\r\n",
            b"GET / HTTP/1.1 x\r\n",
            b"\xff / HTTP/1.1\r\n",
            b"GET / HTTP/1.1\r\nHost : localhost\r\n",
            b"GET / HTTP/1.1\r\nHost: localhost\r\nHost: evil.com\r\n",
        ] {
            assert_eq!(parse_head(bad).err().map(|r| r.status), Some(400));
        }
        let many = format!("GET / HTTP/1.1\r\n{}", "A: b\r\n".repeat(MAX_HEADERS + 1));
        assert_eq!(
            parse_head(many.as_bytes()).err().map(|r| r.status),
            Some(431)
        );
    }

    #[test]
    fn finds_the_end_of_a_head() {
        assert_eq!(find_end(b"GET / HTTP/1.1\r\n\r\n", 0), Some(14));
        assert_eq!(find_end(b"GET / HTTP/1.1\n\n", 0), Some(14));
        assert_eq!(find_end(b"GET / HTTP/1.1\r\nA: b\r\n", 0), None);
    }

    #[test]
    fn slots_are_waited_for() {
        let slots = Slots::new(1);
        let held = slots.take().ok().unwrap();
        std::thread::scope(|scope| {
            let waiter = scope.spawn(|| {
                let slot = slots.take();
                let held = *slots.held.lock().unwrap();
                slot.map(|_| held)
            });
            std::thread::sleep(Duration::from_millis(50));
            assert_eq!(*slots.held.lock().unwrap(), 1);
            drop(held);
            assert_eq!(waiter.join().unwrap(), Ok(1));
        });
        assert_eq!(*slots.held.lock().unwrap(), 0);
    }
}
