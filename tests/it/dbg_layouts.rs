//! Debug info wherever a machine keeps it (testdata/dbg, made by
//! `testdata/make_dbg.sh`): each layout of the stripped program and library
//! gives the reports of the unstripped ones, inline frames included; what
//! is missing is said; a library at the profile's path that is another
//! build loses to the right one in `PPROF_BINARY_PATH`; a debuginfod server
//! supplies a debug file, and a second run takes it from the cache.

use crate::common::{stdout_ok, testdata};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

pub(crate) fn dbg() -> PathBuf {
    testdata().join("dbg")
}

/// profile-analyze `args` in `dir`, with `binary_path` as
/// `PPROF_BINARY_PATH` and no debuginfod server.
fn analyze(dir: &Path, args: &[&str], binary_path: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_profile-analyze"))
        .current_dir(dir)
        .args(args)
        .env("PPROF_BINARY_PATH", binary_path)
        .env_remove("DEBUGINFOD_URLS")
        .output()
        .expect("profile-analyze runs")
}

/// profile-analyze `report` of layout `layout`'s dbg and libdbg.so on
/// dbg.prof, with `extra` flags and environment variables `env`, from
/// testdata/dbg.
pub(crate) fn report(
    report: &[&str],
    layout: &str,
    extra: &[&str],
    env: &[(&str, &Path)],
) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_profile-analyze"));
    command
        .current_dir(dbg())
        .args(report)
        .arg(format!("--lib_prefix={layout}"))
        .args(extra)
        .arg(format!("{layout}/dbg"))
        .arg("dbg.prof")
        // No debug file of the user's, no server, unless a test says so.
        .env("PPROF_BINARY_PATH", "/nonexistent")
        .env_remove("DEBUGINFOD_URLS");
    for (key, value) in env {
        command.env(key, value);
    }
    command.output().expect("profile-analyze runs")
}

const REPORTS: [&[&str]; 3] = [
    &["--text"],
    &["--text", "--lines"],
    &["--list=main_work|lib_work", "--source_path=../programs"],
];

fn same_as_full(layout: &str, extra: &[&str]) {
    for r in REPORTS {
        let full = report(r, "full", &[], &[]);
        let out = report(r, layout, extra, &[]);
        assert_eq!(stdout_ok(&out), stdout_ok(&full), "{layout} {r:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!stderr.contains("warning"), "{layout} {r:?}: {stderr}");
    }
}

#[test]
fn the_reference_has_inline_frames_of_program_and_library() {
    let text = stdout_ok(&report(&["--text"], "full", &[], &[]));
    assert!(text.contains("square_mix (inline)"), "{text}");
    assert!(text.contains("rotate_mix (inline)"), "{text}");
}

#[test]
fn separate_debug_files_by_debug_link_and_build_id() {
    same_as_full("debuglink", &[]);
    same_as_full("dotdebug", &[]);
    same_as_full("buildid", &["--debug_root=buildid/root"]);
}

#[test]
fn dwz_supplementary_files_by_name_and_by_build_id() {
    same_as_full("dwz", &[]);
    same_as_full("dwz-buildid", &["--debug_root=dwz-buildid/root"]);
}

#[test]
fn split_dwarf_dwo_files_and_dwp_packages() {
    same_as_full("split", &[]);
    same_as_full("dwp", &[]);
}

#[test]
fn compressed_debug_sections() {
    same_as_full("zlib", &[]);
    same_as_full("zstd", &[]);
}

/// Without the debug files, the names are the symbols' (no inline frames)
/// or addresses, and a missing supplementary or split file is a warning.
#[test]
fn what_is_not_found_costs_inline_frames_and_says_so() {
    let full = stdout_ok(&report(&["--text"], "full", &[], &[]));
    let stripped = stdout_ok(&report(&["--text"], "buildid", &[], &[]));
    assert_ne!(stripped, full);
    assert!(!stripped.contains("(inline)"), "{stripped}");

    let scratch = crate::common::scratch("dbg-missing");
    for layout in ["dwz", "split"] {
        let copy = scratch.join(layout);
        std::fs::create_dir_all(&copy).unwrap();
        for entry in std::fs::read_dir(dbg().join(layout)).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_str().unwrap();
            if name != "common.debug" && !name.ends_with(".dwo") {
                std::fs::copy(&path, copy.join(name)).unwrap();
            }
        }
    }
    std::fs::copy(dbg().join("dbg.prof"), scratch.join("dbg.prof")).unwrap();
    // Without the .dwo files the inline frames are gone; dwz's common file
    // holds the types the two files share (FILE, struct tm), which no
    // report names.
    for (layout, says, differs) in [
        ("dwz", "supplementary file common.debug", false),
        ("split", "split DWARF units have no .dwo file", true),
    ] {
        let prefix = format!("--lib_prefix={layout}");
        let program = format!("{layout}/dbg");
        let out = analyze(
            &scratch,
            &["--text", &prefix, &program, "dbg.prof"],
            "/nonexistent",
        );
        let text = stdout_ok(&out);
        assert_eq!(text != full, differs, "{layout}: {text}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(
            stderr.matches(says).count(),
            2,
            "{layout}: one warning per file: {stderr}"
        );
    }
}

/// The profile names libdbg.so at its staging path; another build of it
/// there loses to the right one in a PPROF_BINARY_PATH directory, which
/// comes first in the search.
#[test]
fn binary_path_comes_before_the_mapping_path() {
    let staged = Path::new("/tmp/profile-analyze-testdata-dbg/full/libdbg.so");
    assert!(
        !staged.exists(),
        "{} is make_dbg.sh's staging directory (it removes it when it ends): remove it",
        staged.parent().unwrap().display()
    );
    std::fs::create_dir_all(staged.parent().unwrap()).unwrap();
    std::fs::copy(dbg().join("decoy/libdbg.so"), staged).unwrap();
    let program = dbg().join("full/dbg");
    let run = |binary_path: &str| {
        analyze(
            &dbg(),
            &["--text", program.to_str().unwrap(), "dbg.prof"],
            binary_path,
        )
    };
    let decoy_run = run("/nonexistent");
    let decoyed = stdout_ok(&decoy_run);
    let warning = String::from_utf8_lossy(&decoy_run.stderr).to_string();
    let found = stdout_ok(&run(dbg().join("binpath").to_str().unwrap()));
    std::fs::remove_dir_all("/tmp/profile-analyze-testdata-dbg").unwrap();
    let full = stdout_ok(&report(&["--text"], "full", &[], &[]));
    assert_eq!(found, full);
    // Without the right one, the decoy is refused: its code does not fit
    // the profile's addresses, which stay unnamed.
    assert!(decoyed.contains("[libdbg.so] (another build)"), "{decoyed}");
    assert_eq!(warning.lines().count(), 1, "{warning}");
    assert!(warning.contains("not the library profiled"), "{warning}");
    assert!(
        !decoyed.contains("decoy_pad") && !decoyed.contains("lib_step"),
        "{decoyed}"
    );
}

/// A debuginfod server (elfutils' `debuginfod`, started over the build-id
/// tree of the `buildid` layout) supplies the debug files of the stripped
/// program and library; a second run, with the server gone, reads them
/// from the cache.
#[test]
fn debuginfod_supplies_debug_files_and_the_cache_keeps_them() {
    let Ok(server) = which("debuginfod") else {
        panic!("debuginfod is not installed (apt-get install debuginfod; .ci/run installs it)");
    };
    let scratch = crate::common::scratch("debuginfod");
    let port = {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        listener.local_addr().unwrap().port()
    };
    let mut child = Command::new(server)
        .args(["-F", "-p", &port.to_string(), "-d"])
        .arg(scratch.join("db.sqlite"))
        .arg(dbg().join("buildid/root"))
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let url = format!("http://127.0.0.1:{port}");
    // Ready when it serves the program's debug file (it scans at start).
    let id = build_id_of_debug_file("dbg");
    let ready = (0..600).any(|_| {
        std::thread::sleep(std::time::Duration::from_millis(100));
        ureq::get(&format!("{url}/buildid/{id}/debuginfo"))
            .call()
            .is_ok()
    });
    let cache = scratch.join("cache");
    let stripped = || {
        report(
            &["--text", "--lines"],
            "buildid",
            &[],
            &[
                ("DEBUGINFOD_URLS", Path::new(&url)),
                ("DEBUGINFOD_CACHE_PATH", &cache),
            ],
        )
    };
    let with_server = stripped();
    let _ = child.kill();
    let _ = child.wait();
    assert!(ready, "debuginfod did not serve {id} within a minute");
    let full = stdout_ok(&report(&["--text", "--lines"], "full", &[], &[]));
    assert_eq!(stdout_ok(&with_server), full);
    assert!(cache.join(&id).join("debuginfo").is_file());
    let from_cache = stripped();
    assert_eq!(stdout_ok(&from_cache), full, "from the cache, no server");
}

/// The build id of layout buildid's debug file for `name`, from its path.
pub(crate) fn build_id_of_debug_file(name: &str) -> String {
    let full = std::fs::read(dbg().join("full").join(name)).unwrap();
    let root = dbg().join("buildid/root/.build-id");
    for dir in std::fs::read_dir(&root).unwrap() {
        let dir = dir.unwrap().path();
        for file in std::fs::read_dir(&dir).unwrap() {
            let file = file.unwrap().path();
            let id = format!(
                "{}{}",
                dir.file_name().unwrap().to_str().unwrap(),
                file.file_stem().unwrap().to_str().unwrap()
            );
            let bytes: Vec<u8> = (0..id.len() / 2)
                .map(|i| u8::from_str_radix(&id[2 * i..2 * i + 2], 16).unwrap())
                .collect();
            if full.windows(bytes.len()).any(|w| w == bytes) {
                return id;
            }
        }
    }
    panic!("no debug file of {name} under {}", root.display());
}

fn which(program: &str) -> Result<PathBuf, ()> {
    std::env::var_os("PATH")
        .into_iter()
        .flat_map(|p| std::env::split_paths(&p).collect::<Vec<_>>())
        .map(|dir| dir.join(program))
        .find(|p| p.is_file())
        .ok_or(())
}

/// Another build of the program (decoy/dbg: -O1, a function more, the
/// same pages) is refused in one line; `--ignore_mismatch` uses it with a
/// warning.
#[test]
fn a_rebuilt_program_is_refused() {
    let out = report(&["--text"], "full", &[], &[]);
    assert!(out.status.success());
    let run = |extra: &[&str]| {
        let mut args = vec!["--text", "--lib_prefix=full"];
        args.extend(extra);
        args.extend(["decoy/dbg", "dbg.prof"]);
        analyze(&dbg(), &args, "/nonexistent")
    };
    let refused = run(&[]);
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert_eq!(refused.status.code(), Some(2), "{stderr}");
    assert!(refused.stdout.is_empty());
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains("decoy/dbg: is not the program profiled:")
            && stderr.contains("--ignore_mismatch"),
        "{stderr}"
    );
    let forced = run(&["--ignore_mismatch"]);
    let stderr = String::from_utf8_lossy(&forced.stderr);
    assert!(forced.status.success(), "{stderr}");
    assert!(
        stderr.contains("used anyway (--ignore_mismatch)"),
        "{stderr}"
    );
}

/// A stripped library's static functions, which no symbol names, are the
/// functions its .eh_frame records: one row each (`libdbg.so+0x1110`),
/// with the flat of the unstripped library's row for that function; a
/// stripped program without a debug file says so once.
#[test]
fn stripped_code_is_grouped_by_its_unwind_functions() {
    let flats = |text: &str, prefix: &str| -> Vec<i64> {
        let mut flats: Vec<i64> = text
            .lines()
            .filter(|l| {
                l.split_whitespace()
                    .nth(5)
                    .is_some_and(|n| n.starts_with(prefix))
            })
            .map(|l| l.split_whitespace().next().unwrap().parse().unwrap())
            .filter(|&flat| flat != 0)
            .collect();
        flats.sort();
        flats
    };
    let full = stdout_ok(&report(&["--text", "--noinlines"], "full", &[], &[]));
    let stripped = report(&["--text"], "buildid", &[], &[]);
    let text = stdout_ok(&stripped);
    let steps = flats(&full, "lib_step_");
    assert_eq!(steps.len(), 3, "{full}");
    assert_eq!(flats(&text, "libdbg.so+0x"), steps, "{text}");
    assert_eq!(flats(&text, "dbg+0x"), flats(&full, "main_work"), "{text}");
    let stderr = String::from_utf8_lossy(&stripped.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("buildid/dbg: stripped, and no debug file of it was found"));
}

/// `--verbose` says, for every object, which files were looked at and why
/// each was taken or not, and whether its code fits the profile.
#[test]
fn verbose_lists_the_files_looked_at() {
    let out = report(&["--text", "--verbose"], "debuglink", &[], &[]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    for expected in [
        "searched: debuglink/dbg: the program, from the command line",
        "searched: debuglink/dbg: debug file debuglink/dbg.debug: taken (its build id)",
        "searched: debuglink/dbg: code fits the profile: 0 of",
        "/full/libdbg.so: debuglink/libdbg.so: taken",
        "searched: debuglink/libdbg.so: debug file debuglink/libdbg.so.debug: taken (its build id)",
    ] {
        assert!(stderr.contains(expected), "{expected}: {stderr}");
    }
}
