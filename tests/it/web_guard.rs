//! The web interface as a server others may reach (issue 49): on a
//! loopback address it answers only to loopback names, refuses requests
//! that say they come from another site, and answers HEAD as GET without
//! the body.

use crate::web::Server;
use std::io::{Read, Write};
use std::net::TcpStream;

/// The status line and the whole response to `method path` sent with
/// `headers` (each `Name: value`), over a connection of its own.
pub fn raw(server: &Server, method: &str, path: &str, headers: &[&str]) -> (u16, Vec<u8>) {
    let address = server.url.trim_start_matches("http://");
    let mut stream = TcpStream::connect(address).unwrap();
    let mut request = format!("{method} {path} HTTP/1.1\r\nConnection: close\r\n");
    for h in headers {
        request.push_str(h);
        request.push_str("\r\n");
    }
    request.push_str("\r\n");
    stream.write_all(request.as_bytes()).unwrap();
    let mut response = Vec::new();
    stream.read_to_end(&mut response).unwrap();
    let status = String::from_utf8_lossy(&response)
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    (status, response)
}

#[test]
fn web_answers_only_loopback_names_and_its_own_pages() {
    let server = Server::start(&["--http=127.0.0.1:0", "--no_browser"], &[]);
    let own = server.url.trim_start_matches("http://").to_string();
    let host = format!("Host: {own}");
    let port = own.rsplit_once(':').unwrap().1;
    for name in [own.clone(), format!("localhost:{port}"), "[::1]".into()] {
        let h = format!("Host: {name}");
        assert_eq!(raw(&server, "GET", "/top", &[&h]).0, 200, "{name}");
    }
    // DNS rebinding: another name that resolves here.
    for name in [
        "evil.example.com",
        "evil.example.com:80",
        "localhost.evil.com",
    ] {
        let h = format!("Host: {name}");
        let (status, body) = raw(&server, "GET", "/graph", &[&h]);
        assert_eq!(status, 403, "{name}");
        assert!(String::from_utf8_lossy(&body).contains("loopback name"));
    }
    assert_eq!(raw(&server, "GET", "/top", &[]).0, 403, "no Host");
    // Another site's page: a fetch with its Origin, an <img> or a link.
    let cases: [&[&str]; 3] = [
        &["Origin: http://evil.example.com"],
        &["Sec-Fetch-Site: cross-site"],
        &["Sec-Fetch-Site: same-site"],
    ];
    for extra in cases {
        let headers: Vec<&str> = std::iter::once(host.as_str())
            .chain(extra.iter().copied())
            .collect();
        assert_eq!(
            raw(&server, "GET", "/flamegraph.svg", &headers).0,
            403,
            "{extra:?}"
        );
    }
    // The server's own pages.
    let origin = format!("Origin: {}", server.url);
    let headers = [
        host.as_str(),
        origin.as_str(),
        "Sec-Fetch-Site: same-origin",
    ];
    assert_eq!(raw(&server, "GET", "/top", &headers).0, 200);
    let headers = [host.as_str(), "Sec-Fetch-Site: none"];
    assert_eq!(raw(&server, "GET", "/top", &headers).0, 200);
}

#[test]
fn web_answers_head_as_get_without_the_body() {
    let server = Server::start(&["--http=127.0.0.1:0", "--no_browser"], &[]);
    let host = format!("Host: {}", server.url.trim_start_matches("http://"));
    let (status, get) = raw(&server, "GET", "/top", &[&host]);
    assert_eq!(status, 200);
    let (status, head) = raw(&server, "HEAD", "/top", &[&host]);
    assert_eq!(status, 200);
    let split = |r: &[u8]| {
        let at = r.windows(4).position(|w| w == b"\r\n\r\n").unwrap() + 4;
        (String::from_utf8_lossy(&r[..at]).to_string(), r.len() - at)
    };
    let ((get_head, get_body), (head_head, head_body)) = (split(&get), split(&head));
    assert!(get_body > 1000, "{get_body}");
    assert_eq!(head_body, 0);
    let length = |h: &str| {
        h.lines()
            .find(|l| l.to_ascii_lowercase().starts_with("content-length"))
            .map(str::to_string)
    };
    assert_eq!(length(&head_head), length(&get_head));
    let (status, _) = raw(&server, "DELETE", "/top", &[&host]);
    assert_eq!(status, 405);
}

#[test]
fn web_bounds_what_a_query_asks() {
    let server = Server::start(&["--http=127.0.0.1:0", "--no_browser"], &[]);
    let page = server.page("/flamegraph?minwidth=0");
    assert!(page.contains("narrower than a pixel"), "{page}");
    let svg = server.page("/flamegraph.svg?minwidth=0.001");
    assert!(svg.contains("<svg"));
    let page = server.page("/top?nodecount=100000");
    assert!(page.contains(
        "nodecount=100000 is more than the web shows: 200 nodes at most in a graph, 5000 rows in a table"
    ));
    let page = server.page("/top?trim=false");
    assert!(page.contains("at most 200 nodes are kept"), "{page}");
    // Within the bounds, nothing is said.
    let page = server.page("/top?nodecount=50&minwidth=2");
    assert!(!page.contains("the web shows") && !page.contains("narrower than a pixel"));
}

#[test]
fn web_bounds_slow_and_long_requests() {
    let server = Server::start(&["--http=127.0.0.1:0", "--no_browser"], &[]);
    let address = server.url.trim_start_matches("http://").to_string();
    let host = format!("Host: {address}");
    // A head that never ends: 408 after 10 s, and the server goes on.
    let started = std::time::Instant::now();
    let mut slow = TcpStream::connect(&address).unwrap();
    slow.write_all(b"GET /top HTTP/1.1\r\nHost: ").unwrap();
    let mut answer = String::new();
    slow.read_to_string(&mut answer).unwrap();
    assert!(answer.starts_with("HTTP/1.1 408 "), "{answer}");
    let took = started.elapsed();
    assert!(took.as_secs() >= 9 && took.as_secs() < 30, "{took:?}");
    // A request line or a head past its bound: answered, not echoed, and
    // read whole by the client (the rest of the request is drained, not
    // reset).
    let long = "a".repeat(1 << 20);
    let (status, body) = raw(&server, "GET", &format!("/top?q={long}"), &[&host]);
    assert_eq!(status, 414);
    assert!(body.len() < 4096, "{} bytes", body.len());
    let field = format!("X-Long: {long}");
    let (status, body) = raw(&server, "GET", "/top", &[&host, &field]);
    assert_eq!(status, 431);
    assert!(body.len() < 4096, "{} bytes", body.len());
    assert_eq!(raw(&server, "GET", "/top", &[&host]).0, 200);
}
