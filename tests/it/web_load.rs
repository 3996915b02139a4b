//! The web server on a long profile (issue 49): 200,000 distinct stacks
//! made by `benches/gen_profile.py realistic` over testdata's `rust_v0`
//! and the system's libc. Costly queries are answered within 30 s by a
//! server that stays under 1 GiB and leaves no `dot` running (nor one
//! whose client went); a 20 MB URL
//! or header is refused without keeping its memory; other names, other
//! sites and HEAD are answered as on a small profile.
//!
//! Ignored by default (the profile takes seconds to make and to load):
//! CI runs them with the other slow checks, `cargo test --test it --
//! --ignored` (docs/testing.md).

use crate::common::testdata;
use crate::web::Server;
use crate::web_guard::raw;
use std::io::Write as _;
use std::path::PathBuf;
use std::process::Command;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// The profile, made once per target directory (88 MB).
fn long_profile() -> &'static PathBuf {
    static MADE: OnceLock<PathBuf> = OnceLock::new();
    MADE.get_or_init(|| {
        let out = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("web200k.prof");
        if out.exists() {
            return out;
        }
        let libc = std::fs::canonicalize("/lib/x86_64-linux-gnu/libc.so.6").expect("libc");
        let partial = out.with_extension("partial");
        let status = Command::new("python3")
            .arg(testdata().join("../benches/gen_profile.py"))
            .args(["realistic"])
            .arg(testdata().join("bin/rust_v0"))
            .arg(libc)
            .arg(&partial)
            .args(["400000", "200000", "20000"])
            .status()
            .expect("python3 runs benches/gen_profile.py");
        assert!(status.success(), "gen_profile.py: {status}");
        std::fs::rename(&partial, &out).unwrap();
        out
    })
}

fn start() -> Server {
    let program = testdata().join("bin/rust_v0");
    Server::start_args(
        &[
            "--http=127.0.0.1:0",
            "--no_browser",
            program.to_str().unwrap(),
            long_profile().to_str().unwrap(),
        ],
        &[],
    )
}

/// A field of `/proc/PID/status`, in kB.
fn status_kb(pid: u32, field: &str) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .unwrap()
        .lines()
        .find_map(|l| l.strip_prefix(field)?.strip_prefix(':'))
        .and_then(|v| v.trim().trim_end_matches(" kB").parse().ok())
        .unwrap_or_else(|| panic!("{field} of {pid}"))
}

/// The `dot` processes whose parent is `pid`.
fn dots_of(pid: u32) -> Vec<String> {
    let mut dots = Vec::new();
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        let Ok(stat) = std::fs::read_to_string(entry.path().join("stat")) else {
            continue;
        };
        // pid (comm) state ppid ...
        let Some((comm, rest)) = stat.split_once(") ") else {
            continue;
        };
        let parent = rest.split(' ').nth(1).and_then(|p| p.parse::<u32>().ok());
        if comm.ends_with("(dot") && parent == Some(pid) {
            dots.push(stat);
        }
    }
    dots
}

#[test]
#[ignore = "a 200,000-stack profile: CI runs it (cargo test -- --ignored)"]
fn web_load_answers_costly_queries_in_time_and_memory() {
    let server = start();
    let host = format!("Host: {}", server.url.trim_start_matches("http://"));
    for (path, status, says) in [
        ("/flamegraph.svg?minwidth=0", 200, "<svg"),
        ("/flamegraph?minwidth=0", 200, "narrower than a pixel"),
        ("/graph?nodecount=100000", 200, "200 nodes at most"),
        ("/peek?q=.", 503, "larger than a page of the web holds"),
        ("/top?granularity=addresses", 200, "<table"),
        (
            "/top?nodecount=999999999999&granularity=addresses",
            200,
            "5000 rows in a table",
        ),
    ] {
        let started = Instant::now();
        let (got, body) = raw(&server, "GET", path, &[&host]);
        let took = started.elapsed();
        let body = String::from_utf8_lossy(&body);
        assert_eq!(got, status, "{path}: {}", &body[..body.len().min(2000)]);
        assert!(body.contains(says), "{path} does not say {says:?}");
        assert!(took < Duration::from_secs(30), "{path} took {took:?}");
        assert!(dots_of(server.pid()).is_empty(), "after {path}: a dot runs");
        if path.contains("nodecount=999999999999") {
            // The table shows what the note says, not every node.
            assert_eq!(body.matches("<tr data-name=").count(), 5_000, "{path}");
        }
    }
    // A graph whose client goes while dot draws it: dot goes too.
    let address = server.url.trim_start_matches("http://");
    let mut client = std::net::TcpStream::connect(address).unwrap();
    write!(
        client,
        "GET /graph?nodecount=100000 HTTP/1.1\r\n{host}\r\n\r\n"
    )
    .unwrap();
    let started = Instant::now();
    while dots_of(server.pid()).is_empty() {
        assert!(
            started.elapsed() < Duration::from_secs(15),
            "no dot started"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    drop(client);
    let gone = Instant::now();
    while !dots_of(server.pid()).is_empty() {
        assert!(
            gone.elapsed() < Duration::from_secs(3),
            "dot still runs after its client went"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    let peak = status_kb(server.pid(), "VmHWM");
    assert!(peak < 1 << 20, "the server's peak: {peak} kB");
}

#[test]
#[ignore = "a 200,000-stack profile: CI runs it (cargo test -- --ignored)"]
fn web_load_refuses_long_requests_other_names_and_other_sites() {
    let server = start();
    let own = server.url.trim_start_matches("http://").to_string();
    let host = format!("Host: {own}");
    assert_eq!(raw(&server, "GET", "/top", &[&host]).0, 200);
    let before = status_kb(server.pid(), "VmRSS");
    let long = "a".repeat(20 << 20);
    let (status, body) = raw(&server, "GET", &format!("/top?q={long}"), &[&host]);
    assert_eq!(status, 414);
    assert!(
        body.len() < 4096,
        "the URL is not echoed: {} bytes",
        body.len()
    );
    let field = format!("X-Long: {long}");
    let (status, body) = raw(&server, "GET", "/top", &[&host, &field]);
    assert_eq!(status, 431);
    assert!(
        body.len() < 4096,
        "the header is not echoed: {} bytes",
        body.len()
    );
    let after = status_kb(server.pid(), "VmRSS");
    assert!(
        after <= before + before / 10,
        "resident memory {before} kB before the long requests, {after} kB after"
    );
    // Another name (DNS rebinding), another site, and HEAD.
    assert_eq!(
        raw(&server, "GET", "/top", &["Host: evil.example.com"]).0,
        403
    );
    let origin = "Origin: http://evil.example.com";
    assert_eq!(raw(&server, "GET", "/graph", &[&host, origin]).0, 403);
    let (status, head) = raw(&server, "HEAD", "/top", &[&host]);
    assert_eq!(status, 200);
    assert!(head.ends_with(b"\r\n\r\n"), "HEAD has no body");
    // Still serving.
    assert_eq!(raw(&server, "GET", "/top", &[&host]).0, 200);
}
