//! The web server's connections (issues 68 and 63): a burst of connections
//! is answered, each with a whole answer (200, or 503 when the server is
//! busy), never a reset; request heads held open (slowloris) do not keep a
//! normal request from its page.

use crate::web::Server;
use crate::web_guard::raw;
use std::io::{ErrorKind, Read, Write};
use std::net::TcpStream;
use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant};

/// The status of a whole HTTP answer (its body as long as its
/// `Content-Length`), or what is wrong with it.
fn whole_answer(response: &[u8]) -> Result<u16, String> {
    let text = String::from_utf8_lossy(response);
    let Some(at) = response.windows(4).position(|w| w == b"\r\n\r\n") else {
        return Err(format!("no head in {} bytes: {text:?}", response.len()));
    };
    let head = &text[..at];
    let status = head
        .strip_prefix("HTTP/1.1 ")
        .and_then(|rest| rest.get(..3))
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| format!("no status line: {head:?}"))?;
    let length: usize = head
        .lines()
        .find_map(|l| l.strip_prefix("Content-Length: "))
        .and_then(|l| l.parse().ok())
        .ok_or_else(|| format!("no Content-Length: {head:?}"))?;
    let body = response.len() - at - 4;
    if body != length {
        return Err(format!("{status}: {body} bytes of a body of {length}"));
    }
    Ok(status)
}

/// Connects to `address` and sends `bytes`, without waiting for an answer.
fn send(address: &str, bytes: &[u8]) -> TcpStream {
    let mut stream = TcpStream::connect(address).unwrap();
    stream.write_all(bytes).unwrap();
    stream
}

#[test]
fn web_answers_every_one_of_250_connections_at_once() {
    let server = Server::start(&["--http=127.0.0.1:0", "--no_browser"], &[]);
    let address = server.url.trim_start_matches("http://").to_string();
    let request = format!("GET /top HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n\r\n");
    const CLIENTS: usize = 250;
    // Every client connects, then all send their request at once: 250
    // connections are open together.
    let (connect, request_now) = (
        Arc::new(Barrier::new(CLIENTS)),
        Arc::new(Barrier::new(CLIENTS)),
    );
    let clients: Vec<_> = (0..CLIENTS)
        .map(|_| {
            let (address, request) = (address.clone(), request.clone());
            let (connect, request_now) = (connect.clone(), request_now.clone());
            std::thread::spawn(move || -> Result<u16, String> {
                connect.wait();
                let stream = TcpStream::connect(&address);
                request_now.wait();
                let mut stream = stream.map_err(|e| format!("connect: {e}"))?;
                stream
                    .set_read_timeout(Some(Duration::from_secs(120)))
                    .map_err(|e| e.to_string())?;
                stream
                    .write_all(request.as_bytes())
                    .map_err(|e| format!("write: {e}"))?;
                let mut response = Vec::new();
                stream
                    .read_to_end(&mut response)
                    .map_err(|e| format!("read ({:?}) after {} bytes", e.kind(), response.len()))?;
                whole_answer(&response)
            })
        })
        .collect();
    let results: Vec<Result<u16, String>> =
        clients.into_iter().map(|c| c.join().unwrap()).collect();
    let failed: Vec<&String> = results.iter().filter_map(|r| r.as_ref().err()).collect();
    assert!(
        failed.is_empty(),
        "{} of {CLIENTS} got no whole answer: {failed:?}",
        failed.len()
    );
    let ok = results.iter().filter(|r| **r == Ok(200)).count();
    let busy = results.iter().filter(|r| **r == Ok(503)).count();
    assert_eq!(ok + busy, CLIENTS, "{results:?}");
    assert!(ok > 0, "none of {CLIENTS} was served: {busy} busy");
    // The server is not left busy.
    assert_eq!(
        raw(&server, "GET", "/top", &[&format!("Host: {address}")]).0,
        200
    );
}

#[test]
fn web_serves_normal_requests_while_200_heads_are_held() {
    let server = Server::start(&["--http=127.0.0.1:0", "--no_browser"], &[]);
    let address = server.url.trim_start_matches("http://").to_string();
    let host = format!("Host: {address}");
    // Slowloris: 200 request heads begun and never ended, and 50
    // connections that send nothing.
    let mut held: Vec<TcpStream> = (0..200)
        .map(|_| send(&address, b"GET /top HTTP/1.1\r\nHost: "))
        .collect();
    held.extend((0..50).map(|_| TcpStream::connect(&address).unwrap()));
    std::thread::sleep(Duration::from_millis(500));
    for _ in 0..5 {
        let started = Instant::now();
        let (status, body) = raw(&server, "GET", "/top", &[&host]);
        let took = started.elapsed();
        assert_eq!(status, 200, "{}", String::from_utf8_lossy(&body));
        assert!(took < Duration::from_secs(5), "the page took {took:?}");
    }
    // The held heads are still held: none was answered or closed.
    for stream in &held {
        stream.set_nonblocking(true).unwrap();
        let mut byte = [0u8; 1];
        let kind = (&*stream).read(&mut byte).map_err(|e| e.kind());
        assert_eq!(kind, Err(ErrorKind::WouldBlock));
    }
}

#[test]
fn web_makes_room_for_a_normal_request_among_more_heads_than_it_holds() {
    let server = Server::start(&["--http=127.0.0.1:0", "--no_browser"], &[]);
    let address = server.url.trim_start_matches("http://").to_string();
    let host = format!("Host: {address}");
    // More held heads than the server reads at once (512 at most): each
    // past it closes the oldest with 408 to make room.
    let held: Vec<TcpStream> = (0..600)
        .map(|_| send(&address, b"GET /top HTTP/1.1\r\nHost: "))
        .collect();
    std::thread::sleep(Duration::from_millis(500));
    let started = Instant::now();
    let (status, body) = raw(&server, "GET", "/top", &[&host]);
    let took = started.elapsed();
    assert_eq!(status, 200, "{}", String::from_utf8_lossy(&body));
    assert!(took < Duration::from_secs(5), "the page took {took:?}");
    // The first held head was the oldest: it has its 408, whole; the last
    // is still held.
    let mut first = &held[0];
    first
        .set_read_timeout(Some(Duration::from_secs(5)))
        .unwrap();
    let mut answer = Vec::new();
    first.read_to_end(&mut answer).unwrap();
    let answer =
        whole_answer(&answer).map_err(|e| format!("{e}: {}", String::from_utf8_lossy(&answer)));
    assert_eq!(answer, Ok(408));
    let last = &held[599];
    last.set_nonblocking(true).unwrap();
    let mut byte = [0u8; 1];
    let kind = (&*last).read(&mut byte).map_err(|e| e.kind());
    assert_eq!(kind, Err(ErrorKind::WouldBlock));
}
