//! Profiles fetched from a live HTTP server on 127.0.0.1: one that serves a
//! testdata profile and a symbol page made from the testdata binary, and
//! servers that hang, fail or answer garbage.

use crate::common::{profile, scratch, stdout_ok, testdata};
use profile_analyze::driver::{self, Source};
use profile_analyze::settings::{LoadOptions, Settings};
use profile_analyze::symbolize::{Store, SymbolizeOptions};
use std::collections::HashMap;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::process::{Command, Output};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// One request as the server saw it.
#[derive(Debug, Clone)]
struct Request {
    method: String,
    path: String,
    body: String,
}

/// What the server does with a request.
enum Answer {
    Ok(Vec<u8>),
    Status(u16),
    /// Never answers: holds the connection until the client closes it (or,
    /// should the client never give up, for a minute, after which the
    /// client sees the connection closed without an answer).
    Hang,
}

/// Serves `handler` on 127.0.0.1 until the test ends; returns the address
/// and the requests seen.
fn serve(
    handler: impl Fn(&Request) -> Answer + Send + Sync + 'static,
) -> (SocketAddr, Arc<Mutex<Vec<Request>>>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let address = listener.local_addr().unwrap();
    let seen = Arc::new(Mutex::new(Vec::new()));
    let log = seen.clone();
    let handler = Arc::new(handler);
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            let handler = handler.clone();
            let log = log.clone();
            std::thread::spawn(move || answer(stream, &*handler, &log));
        }
    });
    (address, seen)
}

fn answer(
    stream: TcpStream,
    handler: &(dyn Fn(&Request) -> Answer + Send + Sync),
    log: &Mutex<Vec<Request>>,
) {
    let mut reader = BufReader::new(stream.try_clone().unwrap());
    let mut first = String::new();
    if reader.read_line(&mut first).is_err() {
        return;
    }
    let mut parts = first.split_whitespace();
    let method = parts.next().unwrap_or_default().to_string();
    let path = parts.next().unwrap_or_default().to_string();
    let mut length = 0;
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line).unwrap_or(0) == 0 || line == "\r\n" {
            break;
        }
        if let Some((k, v)) = line.split_once(':')
            && k.eq_ignore_ascii_case("content-length")
        {
            length = v.trim().parse().unwrap_or(0);
        }
    }
    let mut body = vec![0; length];
    let _ = reader.read_exact(&mut body);
    let request = Request {
        method,
        path,
        body: String::from_utf8_lossy(&body).into_owned(),
    };
    log.lock().unwrap().push(request.clone());
    let (status, body) = match handler(&request) {
        Answer::Ok(body) => (200, body),
        Answer::Status(code) => (code, b"failed\n".to_vec()),
        Answer::Hang => {
            let _ = reader
                .get_ref()
                .set_read_timeout(Some(Duration::from_secs(60)));
            let _ = std::io::copy(&mut reader, &mut std::io::sink());
            return;
        }
    };
    let mut stream = stream;
    let _ = write!(
        stream,
        "HTTP/1.1 {status} X\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    let _ = stream.write_all(&body);
}

/// `0xADDR outer--inner` for every address of the c_pie_O0 profile, named
/// from its binary: what a gperftools server's /pprof/symbol answers.
fn symbol_table() -> HashMap<u64, String> {
    let settings = Settings {
        load: LoadOptions {
            symbolize: SymbolizeOptions {
                program: Some(testdata().join("bin/c_pie_O0")),
                ..SymbolizeOptions::default()
            },
            ..LoadOptions::default()
        },
        ..Settings::default()
    };
    let store = Store::default();
    let source = Source::File(profile("c_pie_O0"));
    let loaded = driver::load(&driver::Inputs::one(source), &settings.load, &store).unwrap();
    let p = &loaded.profile;
    p.locations
        .iter()
        .filter(|l| !l.lines.is_empty())
        .map(|l| {
            let names: Vec<&str> = l
                .lines
                .iter()
                .rev()
                .map(|line| p.function(line.function).full_name.as_ref())
                .collect();
            (l.address, names.join("--"))
        })
        .collect()
}

/// A gperftools-like server for the c_pie_O0 profile.
fn profile_server() -> (SocketAddr, Arc<Mutex<Vec<Request>>>) {
    let profile_bytes = std::fs::read(profile("c_pie_O0")).unwrap();
    let table = symbol_table();
    serve(move |r| {
        let page = r.path.split('?').next().unwrap_or_default();
        match (r.method.as_str(), page) {
            ("GET", "/pprof/profile") => Answer::Ok(profile_bytes.clone()),
            ("GET", "/pprof/cmdline") => Answer::Ok(b"/srv/c_pie_O0\n--flag\n".to_vec()),
            ("GET", "/pprof/symbol") => {
                Answer::Ok(format!("num_symbols: {}\n", table.len()).into_bytes())
            }
            ("POST", "/pprof/symbol") => {
                let mut out = String::new();
                for address in r.body.split('+') {
                    let a = u64::from_str_radix(address.trim_start_matches("0x"), 16).unwrap();
                    if let Some(name) = table.get(&a) {
                        out.push_str(&format!("{address} {name}\n"));
                    }
                }
                Answer::Ok(out.into_bytes())
            }
            _ => Answer::Status(404),
        }
    })
}

fn analyze(args: &[&str], tmpdir: &std::path::Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_profile-analyze"))
        .args(args)
        .env("PPROF_TMPDIR", tmpdir)
        .output()
        .unwrap()
}

fn local_text() -> String {
    local_text_with(&[])
}

/// [`local_text`] with `flags` before the files.
fn local_text_with(flags: &[&str]) -> String {
    let bin = testdata().join("bin/c_pie_O0");
    let mut args = flags.to_vec();
    args.push("--text");
    stdout_ok(&analyze(
        &[
            &args[..],
            &[bin.to_str().unwrap(), profile("c_pie_O0").to_str().unwrap()],
        ]
        .concat(),
        &scratch("remote-local"),
    ))
}

#[test]
fn server_symbols_name_the_functions_without_a_binary() {
    let (address, seen) = profile_server();
    let dir = scratch("remote-symbols");
    let out = analyze(&["--text", "--seconds=3", &address.to_string()], &dir);
    assert_eq!(stdout_ok(&out), local_text());
    let requests = seen.lock().unwrap().clone();
    let pages: Vec<String> = requests
        .iter()
        .map(|r| format!("{} {}", r.method, r.path))
        .collect();
    assert_eq!(
        pages,
        [
            "GET /pprof/cmdline",
            "GET /pprof/profile?seconds=3",
            "GET /pprof/symbol",
            "POST /pprof/symbol"
        ]
    );
    assert!(requests[3].body.starts_with("0x"));
    // The fetched profile is kept, named after the program and the host.
    let saved: Vec<_> = std::fs::read_dir(&dir).unwrap().flatten().collect();
    assert_eq!(saved.len(), 1);
    let name = saved[0].file_name().to_string_lossy().into_owned();
    assert!(
        name.starts_with("c_pie_O0.") && name.ends_with(".127.0.0.1"),
        "{name}"
    );
    assert_eq!(
        std::fs::read(saved[0].path()).unwrap(),
        std::fs::read(profile("c_pie_O0")).unwrap()
    );
}

/// The web interface over a fetched profile named by its server's symbol
/// page: the top view is the local profile's `--text`.
#[test]
fn the_web_interface_serves_a_fetched_profile() {
    use crate::web::{Server, table_rows, text_rows};
    let (address, _) = profile_server();
    let dir = scratch("remote-web");
    let address = address.to_string();
    let tmpdir = dir.display().to_string();
    let server = Server::start_args(
        &[
            "--http=127.0.0.1:0",
            "--no_browser",
            "--seconds=1",
            &address,
        ],
        &[("PPROF_TMPDIR", &tmpdir)],
    );
    // The web's preset is Go's: the CPU profile in time.
    assert_eq!(
        table_rows(&server.page("/top")),
        text_rows(&local_text_with(&["--preset=go"]))
    );
    let flame = server.page("/flamegraph.svg");
    assert!(
        flame.contains(">leaf_heavy (830ms, 48.82%)</title>"),
        "{flame}"
    );
}

#[test]
fn a_local_binary_symbolizes_a_fetched_profile() {
    let (address, seen) = profile_server();
    let bin = testdata().join("bin/c_pie_O0");
    let url = format!("http://{address}/pprof/profile");
    let out = analyze(
        &["--text", "--seconds=1", bin.to_str().unwrap(), &url],
        &scratch("remote-binary"),
    );
    assert_eq!(stdout_ok(&out), local_text());
    let pages: Vec<String> = seen
        .lock()
        .unwrap()
        .iter()
        .map(|r| r.path.clone())
        .collect();
    assert_eq!(pages, ["/pprof/profile?seconds=1"]);
}

fn one_line_error(out: &Output, what: &str) {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    let last = stderr.lines().last().unwrap_or_default();
    assert!(
        last.starts_with("profile-analyze: ") && last.contains(what),
        "{stderr}"
    );
    assert!(out.stdout.is_empty());
}

#[test]
fn a_server_that_hangs_times_out() {
    let (address, _) = serve(|_| Answer::Hang);
    let bin = testdata().join("bin/c_pie_O0");
    let started = Instant::now();
    let out = analyze(
        &[
            "--text",
            "--seconds=1",
            "--timeout=1",
            bin.to_str().unwrap(),
            &address.to_string(),
        ],
        &scratch("remote-hang"),
    );
    // The server never answers (it holds the connection until the client
    // closes it): only the client's timeout ends the fetch, and the bound
    // is a ceiling for a loaded machine, far above the 1 s asked for.
    one_line_error(&out, "no answer within 1 s (see --timeout)");
    assert!(started.elapsed() < Duration::from_secs(10));
}

/// One-line error `what` for `--text` of c_pie_O0 fetched from `address`.
fn fetch_fails(address: SocketAddr, what: &str) {
    let bin = testdata().join("bin/c_pie_O0");
    let tmp = scratch("remote-error");
    let out = analyze(
        &["--text", bin.to_str().unwrap(), &address.to_string()],
        &tmp,
    );
    one_line_error(&out, what);
}

#[test]
fn an_http_error_is_a_one_line_error() {
    let (failing, _) = serve(|_| Answer::Status(500));
    fetch_fails(failing, "the server answered HTTP 500");
}

#[test]
fn garbage_is_a_one_line_error() {
    let (garbage, _) = serve(|_| Answer::Ok(b"<html>not a profile</html>".to_vec()));
    fetch_fails(
        garbage,
        "the answer is not a profile (26 bytes, starting \"<html>not a profile</html>\")",
    );
}

#[test]
fn a_refused_connection_is_a_one_line_error() {
    let closed = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap();
    fetch_fails(closed, "connection refused");
}

#[test]
fn a_stripped_server_program_is_an_error() {
    let profile_bytes = std::fs::read(profile("c_pie_O0")).unwrap();
    let (address, _) = serve(
        move |r| match r.path.split('?').next().unwrap_or_default() {
            "/pprof/profile" => Answer::Ok(profile_bytes.clone()),
            "/pprof/cmdline" => Answer::Ok(b"prog\n".to_vec()),
            "/pprof/symbol" => Answer::Ok(b"num_symbols: 0\n".to_vec()),
            _ => Answer::Status(404),
        },
    );
    one_line_error(
        &analyze(
            &["--text", &address.to_string()],
            &scratch("remote-stripped"),
        ),
        "stripped: it has no symbols to give",
    );
}

/// perl's heap, growth and contention pages are read by the heap and
/// contention readers, the profile's own binary naming them; two fetched in
/// one second are kept apart (here: one subtracted from itself).
#[test]
fn heap_growth_and_contention_pages_are_read() {
    let pages: HashMap<&str, std::path::PathBuf> = [
        ("/pprof/heap", testdata().join("prof/heap_prog.0002.heap")),
        ("/pprof/growth", testdata().join("prof/heap_prog.growth")),
        (
            "/pprof/contention",
            testdata().join("prof/go_block.contention"),
        ),
    ]
    .into();
    let served = pages.clone();
    let (address, _) = serve(move |r| {
        let page = r.path.split('?').next().unwrap_or_default();
        match served.get(page) {
            Some(file) => Answer::Ok(std::fs::read(file).unwrap()),
            None => Answer::Status(404),
        }
    });
    for (page, file, program) in [
        ("/pprof/heap", &pages["/pprof/heap"], "heap_prog"),
        ("/pprof/growth", &pages["/pprof/growth"], "heap_prog"),
        ("/pprof/contention", &pages["/pprof/contention"], "go_block"),
    ] {
        let bin = testdata().join("bin").join(program);
        let url = format!("http://{address}{page}");
        let dir = scratch("remote-heap");
        let fetched = stdout_ok(&analyze(&["--text", bin.to_str().unwrap(), &url], &dir));
        let local = stdout_ok(&analyze(
            &["--text", bin.to_str().unwrap(), file.to_str().unwrap()],
            &dir,
        ));
        assert_eq!(fetched, local, "{page}");
    }
    let bin = testdata().join("bin/heap_prog");
    let url = format!("http://{address}/pprof/heap");
    let dir = scratch("remote-heap-base");
    let base = format!("--base={url}");
    let out = analyze(&["--text", &base, bin.to_str().unwrap(), &url], &dir);
    assert_eq!(
        stdout_ok(&out),
        "Total: 0.0 MB\n",
        "a profile minus itself is empty"
    );
    assert_eq!(
        std::fs::read_dir(&*dir).unwrap().count(),
        2,
        "two files kept"
    );
}

/// Go's `net/http/pprof` endpoints answer profile.proto, which names its
/// own functions: what the server's symbol page says (here, nothing) does
/// not replace them, and no binary is needed.
#[test]
fn go_endpoints_are_read_as_profile_proto() {
    let cpu = testdata().join("prof/go_prof.cpu.pb.gz");
    let heap = testdata().join("prof/go_prof.heap.pb.gz");
    let served = (std::fs::read(&cpu).unwrap(), std::fs::read(&heap).unwrap());
    let (address, seen) = serve(move |r| {
        let page = r.path.split('?').next().unwrap_or_default();
        match (r.method.as_str(), page) {
            ("GET", "/debug/pprof/profile") => Answer::Ok(served.0.clone()),
            ("GET", "/debug/pprof/heap") => Answer::Ok(served.1.clone()),
            ("GET", "/debug/pprof/cmdline") => Answer::Ok(b"/srv/go_prof\n".to_vec()),
            ("GET", "/debug/pprof/symbol") => Answer::Ok(b"num_symbols: 1\n".to_vec()),
            ("POST", "/debug/pprof/symbol") => Answer::Ok(Vec::new()),
            _ => Answer::Status(404),
        }
    });
    for (page, file) in [("profile", &cpu), ("heap", &heap)] {
        let url = format!("http://{address}/debug/pprof/{page}");
        let dir = scratch("remote-go");
        let fetched = stdout_ok(&analyze(&["--text", "--seconds=1", &url], &dir));
        let local = stdout_ok(&analyze(&["--text", file.to_str().unwrap()], &dir));
        assert_eq!(fetched, local, "{page}");
    }
    let pages: Vec<String> = seen
        .lock()
        .unwrap()
        .iter()
        .map(|r| r.path.clone())
        .collect();
    assert!(
        pages.contains(&"/debug/pprof/profile?seconds=1".to_string()),
        "{pages:?}"
    );
}
