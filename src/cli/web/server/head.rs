//! A request's head: where it ends, whether it is past a bound, and what
//! it says.

use super::{MAX_HEAD, MAX_HEADERS, MAX_REQUEST_LINE, Request};

/// Why a request's head was not read: its status (0: the client went
/// without a request, nothing to answer) and the message.
pub(super) struct Refusal {
    pub status: u16,
    pub message: &'static str,
}

impl Refusal {
    /// The client went without a request: nothing to answer.
    pub const GONE: Refusal = Refusal {
        status: 0,
        message: "",
    };
}

/// What the bytes of a head read so far say, new bytes from `from` on:
/// `None` while more must come, else where the head ends or why it is
/// refused (414, 431).
pub(super) fn check(head: &[u8], from: usize) -> Option<Result<usize, Refusal>> {
    let line_end = head.iter().position(|&b| b == b'\n');
    if line_end.unwrap_or(head.len()) > MAX_REQUEST_LINE {
        return Some(Err(Refusal {
            status: 414,
            message: "the request line is longer than this server reads",
        }));
    }
    if let Some(at) = find_end(head, from) {
        return Some(Ok(at));
    }
    (head.len() > MAX_HEAD).then_some(Err(Refusal {
        status: 431,
        message: "the request's header fields are longer than this server reads",
    }))
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

/// The request a whole head (without its blank line) makes.
pub(super) fn parse(head: &[u8]) -> Result<Request, Refusal> {
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
    // Only a target that is not a path is one: a path's query may hold
    // "://" (`/?://localhost/...` named no host; taken as one, it let a
    // rebinding page pass the Host check).
    let absolute = ["http://", "https://"].iter().find_map(|scheme| {
        let head = target.get(..scheme.len())?;
        head.eq_ignore_ascii_case(scheme)
            .then(|| &target[scheme.len()..])
    });
    let (authority, target) = match absolute {
        Some(rest) => match rest.find('/') {
            Some(at) => (Some(&rest[..at]), &rest[at..]),
            None => (Some(rest), "/"),
        },
        None if target.starts_with('/') => (None, target),
        None => return Err(BAD),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_heads() {
        let r = parse(b"GET /top?x=1 HTTP/1.1\r\nHost: a:1\r\nOrigin:  b \r\n")
            .ok()
            .unwrap();
        assert_eq!((r.method.as_str(), r.target.as_str()), ("GET", "/top?x=1"));
        assert_eq!(r.header("host"), Some("a:1"));
        assert_eq!(r.header("ORIGIN"), Some("b"));
        // An absolute-form target's authority is the host, whatever Host says.
        let r = parse(b"GET http://h:1/graph?a HTTP/1.0\nHost: localhost\n")
            .ok()
            .unwrap();
        assert_eq!(r.target, "/graph?a");
        assert_eq!(r.header("Host"), Some("h:1"));
        // A path whose query holds "://" names no host: Host is the host.
        let r = parse(b"GET /?://localhost:8080/ui/source?f=. HTTP/1.1\r\nHost: evil.com:8080\r\n")
            .ok()
            .unwrap();
        assert_eq!(r.target, "/?://localhost:8080/ui/source?f=.");
        assert_eq!(r.header("Host"), Some("evil.com:8080"));
        for bad in [
            &b"GET /top\r\n"[..],
            b"GET top HTTP/1.1\r\n",
            b"GET ftp://h/top HTTP/1.1\r\n",
            b"G?T / HTTP/1.1\r\n",
            b"GET / HTTP/2\r\n",
            b"GET / HTTP/1.1\r\nno colon\r\n",
            b"GET / HTTP/1.1 x\r\n",
            b"\xff / HTTP/1.1\r\n",
            b"GET / HTTP/1.1\r\nHost : localhost\r\n",
            b"GET / HTTP/1.1\r\nHost: localhost\r\nHost: evil.com\r\n",
        ] {
            assert_eq!(parse(bad).err().map(|r| r.status), Some(400));
        }
        let many = format!("GET / HTTP/1.1\r\n{}", "A: b\r\n".repeat(MAX_HEADERS + 1));
        assert_eq!(parse(many.as_bytes()).err().map(|r| r.status), Some(431));
    }

    #[test]
    fn finds_the_end_of_a_head_or_a_bound() {
        assert_eq!(find_end(b"GET / HTTP/1.1\r\n\r\n", 0), Some(14));
        assert_eq!(find_end(b"GET / HTTP/1.1\n\n", 0), Some(14));
        assert_eq!(find_end(b"GET / HTTP/1.1\r\nA: b\r\n", 0), None);
        let status = |head: &[u8]| check(head, 0).map(|r| r.map_err(|e| e.status));
        assert_eq!(status(b"GET / HTTP/1.1\r\nA: b\r\n"), None);
        assert_eq!(status(b"GET / HTTP/1.1\r\nA: b\r\n\r\n"), Some(Ok(20)));
        let long = format!("GET /{} HTTP/1.1", "a".repeat(MAX_REQUEST_LINE));
        assert_eq!(status(long.as_bytes()), Some(Err(414)));
        let fields = format!("GET / HTTP/1.1\r\nA: {}", "b".repeat(MAX_HEAD));
        assert_eq!(status(fields.as_bytes()), Some(Err(431)));
    }
}
