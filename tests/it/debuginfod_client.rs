//! The debuginfod client against a server that misbehaves on purpose
//! (`tests/servers/debuginfod.py`, issue 45): only verified files are
//! cached; a wrong answer does not stop a correct server being asked later;
//! huge and endless bodies are refused in little memory; a profile's build
//! ids are fetched together, so twenty at a server that drips end in about
//! one timeout.

use crate::common::{scratch, stdout_ok, testdata};
use crate::dbg_layouts::{build_id_of_debug_file, dbg, report};
use profile_analyze::formats::proto::messages as pb;
use prost::Message as _;
use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The misbehaving server; killed when dropped.
struct Server {
    child: Child,
    base: String,
}

impl Server {
    fn start() -> Server {
        let mut child = Command::new("python3")
            .arg(testdata().join("../tests/servers/debuginfod.py"))
            .arg(dbg().join("buildid/root"))
            .arg(testdata().join("bin/c_pie_O0"))
            .stdout(Stdio::piped())
            .spawn()
            .expect("python3 runs tests/servers/debuginfod.py (apt-get install python3)");
        let mut port = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut port)
            .unwrap();
        Server {
            base: format!("http://127.0.0.1:{}", port.trim()),
            child,
        }
    }

    /// `DEBUGINFOD_URLS` for the modes, in order.
    fn urls(&self, modes: &[&str]) -> String {
        modes
            .iter()
            .map(|m| format!("{}/{m}", self.base))
            .collect::<Vec<_>>()
            .join(" ")
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Every regular file under `dir` with its size.
fn files(dir: &Path) -> Vec<(PathBuf, u64)> {
    let mut out = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return out;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            out.extend(files(&path));
        } else {
            out.push((path.clone(), entry.metadata().unwrap().len()));
        }
    }
    out
}

/// The stripped `buildid` layout's report through `urls`, caching in `cache`.
fn stripped(urls: &str, cache: &Path) -> std::process::Output {
    report(
        &["--text", "--lines"],
        "buildid",
        &[],
        &[
            ("DEBUGINFOD_URLS", Path::new(urls)),
            ("DEBUGINFOD_CACHE_PATH", cache),
            ("DEBUGINFOD_TIMEOUT", Path::new("5")),
        ],
    )
}

#[test]
fn debuginfod_caches_only_verified_files_and_asks_again_after_a_wrong_answer() {
    let server = Server::start();
    let dir = scratch("debuginfod-verify");
    let cache = dir.join("cache");
    let full = stdout_ok(&report(&["--text", "--lines"], "full", &[], &[]));
    let id = build_id_of_debug_file("dbg");
    // Another build's file: refused, said, not cached.
    let wrong = stripped(&server.urls(&["wrong"]), &cache);
    let said = String::from_utf8_lossy(&wrong.stderr);
    assert!(said.contains("another build id"), "{said}");
    assert_ne!(stdout_ok(&wrong), full);
    assert!(
        files(&cache).iter().all(|(_, size)| *size == 0),
        "only verified files are cached: {:?}",
        files(&cache)
    );
    // A correct server is asked next time, and its file is used and kept.
    let right = stripped(&server.urls(&["right"]), &cache);
    assert_eq!(stdout_ok(&right), full);
    let kept = cache.join(&id).join("debuginfo");
    assert!(std::fs::metadata(&kept).unwrap().len() > 0);
    // A file another client cached unverified is not taken: fetched again.
    std::fs::copy(testdata().join("bin/c_pie_O0"), &kept).unwrap();
    assert_eq!(stdout_ok(&stripped(&server.urls(&["right"]), &cache)), full);
    // Both at once, the wrong first: the verified answer wins.
    let cache = dir.join("both");
    let both = stripped(&server.urls(&["wrong", "right"]), &cache);
    assert_eq!(stdout_ok(&both), full);
    // Not found is remembered: a second run asks nothing (the server gone).
    let cache = dir.join("missing");
    let missing = stripped(&server.urls(&["missing"]), &cache);
    assert!(String::from_utf8_lossy(&missing.stderr).contains("not found"));
    assert!(
        files(&cache)
            .iter()
            .any(|(p, size)| *size == 0 && p.ends_with("debuginfo"))
    );
    let again = stripped("http://127.0.0.1:1/missing", &cache);
    let said = String::from_utf8_lossy(&again.stderr);
    assert!(said.contains("remembered"), "{said}");
}

/// `profile-analyze` run with `env`, its stderr and peak resident memory in MiB.
#[expect(
    clippy::zombie_processes,
    reason = "reaped by wait4, which gives the peak memory"
)]
fn peak(args: &[&str], env: &[(&str, &str)]) -> (String, u64, Duration) {
    let started = Instant::now();
    let mut measured = crate::common::Measured::new();
    let command = &mut measured.command;
    command
        .current_dir(dbg())
        .args(args)
        .env("PPROF_BINARY_PATH", "/nonexistent")
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    for (k, v) in env {
        command.env(k, v);
    }
    let mut child = command.spawn().unwrap();
    let mut err = child.stderr.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = err.read_to_string(&mut text);
        text
    });
    let pid = child.id() as libc::pid_t;
    let mut status = 0;
    // SAFETY: rusage is plain data that wait4 fills in.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: waits for the child started above, which nothing else reaps.
    assert_eq!(unsafe { libc::wait4(pid, &mut status, 0, &mut usage) }, pid);
    let kib = measured.peak_kib(&usage);
    (reader.join().unwrap(), kib / 1024, started.elapsed())
}

#[test]
fn debuginfod_refuses_huge_endless_and_looping_answers_in_little_memory() {
    let server = Server::start();
    let dir = scratch("debuginfod-huge");
    let args = ["--text", "--lib_prefix=buildid", "buildid/dbg", "dbg.prof"];
    for (mode, max_size, says) in [
        ("big", "0", "not an ELF file"),
        (
            "big",
            "1048576",
            "2147483648 bytes, more than 1048576 (DEBUGINFOD_MAXSIZE)",
        ),
        ("endless", "0", "not an ELF file"),
        (
            "elfendless",
            "1048576",
            "more than 1048576 bytes (DEBUGINFOD_MAXSIZE)",
        ),
        ("loop", "0", "redirect"),
        ("error", "0", "HTTP 500"),
    ] {
        let cache = dir.join(format!("{mode}-{max_size}"));
        let urls = server.urls(&[mode]);
        let (stderr, mib, took) = peak(
            &args,
            &[
                ("DEBUGINFOD_URLS", &urls),
                ("DEBUGINFOD_CACHE_PATH", cache.to_str().unwrap()),
                ("DEBUGINFOD_MAXSIZE", max_size),
            ],
        );
        assert!(stderr.contains(says), "{mode}: {stderr}");
        assert!(mib < 64, "{mode}: peak {mib} MiB");
        assert!(took < Duration::from_secs(60), "{mode}: {took:?}");
        assert_eq!(files(&cache), [], "{mode}: nothing is cached");
    }
}

/// A profile.proto of one sample in each of `n` libraries that are not on
/// this machine, each with its own build id.
fn many_build_ids(n: u64) -> Vec<u8> {
    let mut strings = vec![String::new(), "samples".into(), "count".into()];
    let mut string = |s: String| {
        strings.push(s);
        strings.len() as i64 - 1
    };
    let mut profile = pb::Profile {
        sample_type: vec![pb::ValueType { r#type: 1, unit: 2 }],
        ..Default::default()
    };
    for i in 1..=n {
        let start = 0x7f00_0000_0000 + i * 0x100_0000;
        profile.mapping.push(pb::Mapping {
            id: i,
            memory_start: start,
            memory_limit: start + 0x10_0000,
            filename: string(format!("/nonexistent/lib{i}.so")),
            build_id: string(format!("{i:040x}")),
            ..Default::default()
        });
        profile.location.push(pb::Location {
            id: i,
            mapping_id: i,
            address: start + 0x1000,
            ..Default::default()
        });
        profile.sample.push(pb::Sample {
            location_id: vec![i],
            value: vec![1],
            ..Default::default()
        });
    }
    profile.string_table = strings;
    profile.encode_to_vec()
}

#[test]
fn debuginfod_fetches_a_profiles_build_ids_together() {
    let server = Server::start();
    let dir = scratch("debuginfod-drip");
    let profile = dir.join("twenty.pb");
    std::fs::write(&profile, many_build_ids(20)).unwrap();
    let urls = server.urls(&["drip"]);
    let (stderr, _, took) = peak(
        &["--text", profile.to_str().unwrap()],
        &[
            ("DEBUGINFOD_URLS", &urls),
            ("DEBUGINFOD_CACHE_PATH", dir.join("cache").to_str().unwrap()),
            ("DEBUGINFOD_TIMEOUT", "2"),
        ],
    );
    assert!(
        stderr.contains("less than 100 KiB (DEBUGINFOD_TIMEOUT)"),
        "{stderr}"
    );
    // Twenty after one another would take 40 s; together, about 2.
    assert!(took < Duration::from_secs(10), "{took:?}: {stderr}");
    assert_eq!(files(&dir.join("cache")), []);
}
