//! pprof's profile.proto: every testdata profile written with `--proto`
//! reads back to the same `--text`; Go pprof's `-text` of those outputs
//! (recorded by `testdata/proto_goldens.sh` in `testdata/golden/proto`)
//! has our totals and flat/cum per function; malformed protos are refused
//! with one line naming the file.

use crate::common::{run, scratch, stdout_ok, testdata};
use std::collections::HashMap;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The profiles of `testdata/prof` that round-trip: gperftools CPU and
/// heap profiles, DCPI, contention.
fn round_trip_profiles() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(testdata().join("prof"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_str().unwrap();
            [
                ".prof",
                ".heap",
                ".growth",
                ".heap_v2",
                ".dcpi",
                ".contention",
            ]
            .iter()
            .any(|ext| name.ends_with(ext))
        })
        .collect();
    files.sort();
    files
}

/// The program of a testdata profile: its name up to the first dot.
fn program(profile: &Path) -> PathBuf {
    let name = profile.file_name().unwrap().to_str().unwrap();
    testdata().join("bin").join(name.split('.').next().unwrap())
}

fn prefix() -> String {
    format!("--lib_prefix={}", testdata().join("bin").display())
}

/// Our report `flag` of `profile` (with its program), and extra flags.
fn report(flag: &str, profile: &Path, extra: &[&str]) -> std::process::Output {
    let prefix = prefix();
    let mut args = vec![flag, prefix.as_str()];
    args.extend_from_slice(extra);
    let program = program(profile);
    args.push(program.to_str().unwrap());
    args.push(profile.to_str().unwrap());
    run(&args)
}

fn is_heap(profile: &Path) -> bool {
    let name = profile.to_str().unwrap();
    name.ends_with(".heap") || name.ends_with(".growth") || name.ends_with(".heap_v2")
}

#[test]
fn every_profile_round_trips_to_the_same_text() {
    let dir = scratch("proto-round-trip");
    let profiles = round_trip_profiles();
    assert!(profiles.len() >= 15, "{profiles:?}");
    for profile in profiles {
        let name = profile.file_name().unwrap().to_str().unwrap();
        let proto = report("--proto", &profile, &[]);
        assert!(proto.status.success(), "{name}: {:?}", proto);
        assert_eq!(proto.stdout[..2], [0x1f, 0x8b], "{name}: gzip");
        let path = dir.join(format!("{name}.pb.gz"));
        std::fs::write(&path, &proto.stdout).unwrap();
        let want = stdout_ok(&report("--text", &profile, &[]));
        // Read back without the program: the proto names its functions.
        let got = stdout_ok(&run(&["--text", path.to_str().unwrap()]));
        assert_eq!(got, want, "{name}: --text of its --proto differs");
    }
}

#[test]
fn sample_types_survive_the_round_trip() {
    let dir = scratch("proto-types");
    let profile = testdata().join("prof/heap_prog.0002.heap");
    let path = dir.join("heap.pb.gz");
    std::fs::write(&path, report("--proto", &profile, &[]).stdout).unwrap();
    for index in [
        "alloc_space",
        "alloc_objects",
        "inuse_objects",
        "inuse_space",
    ] {
        let flag = format!("--sample_index={index}");
        let want = stdout_ok(&report("--text", &profile, &[&flag]));
        let got = stdout_ok(&run(&["--text", &flag, path.to_str().unwrap()]));
        assert_eq!(got, want, "{index}");
    }
}

#[test]
fn merged_and_diffed_profiles_round_trip() {
    let dir = scratch("proto-merged");
    let prof = |n: &str| testdata().join("prof").join(n);
    let (a1, a2) = (prof("cpu_multi.a1.prof"), prof("cpu_multi.a2.prof"));
    let (a1, a2) = (a1.to_str().unwrap(), a2.to_str().unwrap());
    let base = format!("--base={a1}");
    let diff_base = format!("--diff_base={a1}");
    let cases: [&[&str]; 3] = [&[a1, a2], &[&base, a2], &[&diff_base, a2]];
    let program = testdata().join("bin/cpu_multi");
    let prefix = prefix();
    for (i, case) in cases.iter().enumerate() {
        let args = |flag: &'static str| {
            let mut v = vec![flag, prefix.as_str(), program.to_str().unwrap()];
            v.extend_from_slice(case);
            v
        };
        let path = dir.join(format!("{i}.pb.gz"));
        let proto = run(&args("--proto"));
        std::fs::write(&path, &proto.stdout).unwrap();
        let want = stdout_ok(&run(&args("--text")));
        let got = stdout_ok(&run(&["--text", path.to_str().unwrap()]));
        assert_eq!(got, want, "{case:?}");
    }
}

/// `name → (flat, cum)` of a text report (ours or Go's), names as Go
/// prints them: an unnamed address `0x… (lib)` is `[lib]`, `f (inline)` is
/// `f`; entries that fall together keep the sum of their flats and their
/// largest cum (and are compared by flat only).
fn per_function(text: &str, go: bool) -> (i64, HashMap<String, (i64, i64, bool)>) {
    let number = |s: &str| -> i64 {
        let s = s.trim_end_matches('B');
        s.parse::<f64>()
            .unwrap_or_else(|_| panic!("{s:?} is no number"))
            .round() as i64
    };
    let mut total = 0;
    let mut entries: HashMap<String, (i64, i64, bool)> = HashMap::new();
    for line in text.lines() {
        if let Some(t) = line.strip_prefix("Total: ") {
            total = number(t.split_whitespace().next().unwrap());
            continue;
        }
        if go && let Some(at) = line.find("% of ") {
            let t = line[at + 5..].split_whitespace().next().unwrap();
            total = number(t);
            continue;
        }
        let f: Vec<&str> = line.split_whitespace().collect();
        if f.len() < 6 || !f[1].ends_with('%') || f[0] == "flat" {
            continue;
        }
        let mut name = f[5..].join(" ");
        if let Some(base) = name.strip_suffix(" (inline)") {
            name = base.to_string();
        }
        // Ours say why an object's addresses have no name:
        // `[libc.so.6] (no symbols)`; Go, reading our proto, `[libc.so.6]`.
        if !go
            && name.starts_with('[')
            && let Some((object, _why)) = name.split_once("] (")
        {
            name = format!("{object}]");
        }
        let (flat, cum) = (number(f[0]), number(f[3]));
        entries
            .entry(name)
            .and_modify(|e| *e = (e.0 + flat, e.1.max(cum), true))
            .or_insert((flat, cum, false));
    }
    (total, entries)
}

#[test]
fn go_pprof_reads_our_proto_with_our_numbers() {
    let goldens = testdata().join("golden/proto");
    let mut checked = 0;
    for profile in round_trip_profiles() {
        let name = profile.file_name().unwrap().to_str().unwrap();
        let golden = goldens.join(format!("{name}.go.txt"));
        let Ok(go) = std::fs::read_to_string(&golden) else {
            continue;
        };
        let extra: &[&str] = if is_heap(&profile) {
            &["--show_bytes"]
        } else {
            &[]
        };
        let ours = stdout_ok(&report("--text", &profile, extra));
        let (our_total, our_entries) = per_function(&ours, false);
        let (go_total, go_entries) = per_function(&go, true);
        assert_eq!(our_total, go_total, "{name}: totals");
        let mut names: Vec<_> = our_entries.keys().chain(go_entries.keys()).collect();
        names.sort();
        names.dedup();
        for f in names {
            let (ours, go) = (our_entries.get(f), go_entries.get(f));
            let (Some(o), Some(g)) = (ours, go) else {
                panic!("{name}: {f} is ours {ours:?}, Go's {go:?}");
            };
            assert_eq!(o.0, g.0, "{name}: flat of {f}");
            if o.2 {
                assert!(o.1 <= g.1, "{name}: cum of {f}: ours {o:?}, Go's {g:?}");
            } else {
                assert_eq!(o.1, g.1, "{name}: cum of {f}");
            }
        }
        checked += 1;
    }
    assert!(checked >= 15, "only {checked} goldens");
}

/// A plain (uncompressed) profile.proto of `fields`, written by hand.
fn field(tag: u32, wire: u8, payload: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut key = u64::from(tag << 3 | u32::from(wire));
    loop {
        let b = (key & 0x7f) as u8;
        key >>= 7;
        out.push(if key == 0 { b } else { b | 0x80 });
        if key == 0 {
            break;
        }
    }
    if wire == 2 {
        out.push(payload.len() as u8);
    }
    out.extend_from_slice(payload);
    out
}

/// sample_type samples/count, strings "", "samples", "count", then `extra`.
fn plain_proto(extra: &[u8], strings: &[&str]) -> Vec<u8> {
    let mut p = field(1, 2, &[0x08, 1, 0x10, 2]);
    p.extend_from_slice(extra);
    for s in ["", "samples", "count"].iter().chain(strings) {
        p.extend(field(6, 2, s.as_bytes()));
    }
    p
}

fn refused(bytes: &[u8], what: &str) {
    let dir = scratch("proto-bad");
    let path = dir.join("bad.pb");
    std::fs::File::create(&path)
        .unwrap()
        .write_all(bytes)
        .unwrap();
    let out = run(&["--text", path.to_str().unwrap()]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("bad.pb") && err.contains(what), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn a_plain_proto_is_read() {
    // A sample of value 7 at location 1 (address 0x10, no mapping).
    let location = field(4, 2, &[0x08, 1, 0x18, 0x10]);
    let sample = field(2, 2, &[0x0a, 1, 1, 0x12, 1, 7]);
    let bytes = plain_proto(&[sample, location].concat(), &[]);
    let dir = scratch("proto-plain");
    let path = dir.join("plain.pb");
    std::fs::write(&path, bytes).unwrap();
    let text = stdout_ok(&run(&["--text", path.to_str().unwrap()]));
    assert!(text.starts_with("Total: 7 samples"), "{text}");
}

#[test]
fn malformed_protos_are_refused_in_one_line() {
    let sample = field(2, 2, &[0x0a, 1, 5, 0x12, 1, 7]);
    refused(&plain_proto(&sample, &[]), "location 5");
    // A sample type whose unit is string 9 of 3.
    let mut bad_string = field(1, 2, &[0x08, 1, 0x10, 9]);
    for s in ["", "samples", "count"] {
        bad_string.extend(field(6, 2, s.as_bytes()));
    }
    refused(&bad_string, "string 9");
    refused(&[0x1f, 0x8b, 0x08, 0, 1, 2, 3], "gzip");
    // gzip of bytes that are not a profile.
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    gz.write_all(b"heap profile: nonsense").unwrap();
    refused(&gz.finish().unwrap(), "not a pprof profile.proto");
}
