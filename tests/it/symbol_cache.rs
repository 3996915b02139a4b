//! The persistent symbol cache (`src/symbolize/cache.rs`): a warm run's
//! output is byte for byte a cold run's, for every report that runs no
//! external program of every testdata profile; a warm run reads no DWARF; a damaged, cut or foreign cache file
//! is ignored with one warning and rewritten; processes filling one cache at
//! once leave it valid; a rebuilt binary at the same path and a debug file
//! installed after the first run are never served the old names.

use crate::common::testdata;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A fresh directory for one test's cache and files.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("symbol-cache-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// profile-analyze `args` with the symbol cache in `cache` (`None`: off),
/// from testdata/.
fn analyze(args: &[String], cache: Option<&Path>) -> Output {
    Command::new(env!("CARGO_BIN_EXE_profile-analyze"))
        .current_dir(testdata())
        .args(args)
        .env(
            "PROFILE_ANALYZE_CACHE",
            cache.map_or("off".into(), |c| c.display().to_string()),
        )
        .env("PPROF_BINARY_PATH", "/nonexistent")
        .env_remove("DEBUGINFOD_URLS")
        .output()
        .expect("profile-analyze runs")
}

fn strings(args: &[&str]) -> Vec<String> {
    args.iter().map(|a| a.to_string()).collect()
}

/// What a run printed, and how it ended.
fn printed(out: &Output) -> (String, String, Option<i32>) {
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code(),
    )
}

/// The program of a testdata profile, by its name (`gmon_sum_1.gmon` is
/// gmon_sum's); `None` for a profile that names its own functions.
fn program_of(profile: &str) -> Option<String> {
    let stem = profile.split('.').next().unwrap();
    let stem = stem
        .strip_suffix(char::is_numeric)
        .and_then(|s| s.strip_suffix('_'))
        .unwrap_or(stem);
    let bin = testdata().join("bin").join(stem);
    bin.exists().then(|| format!("bin/{stem}"))
}

/// Every report that needs no external program, with what it needs to run.
const ALL_REPORTS: &[&[&str]] = &[
    &["--text"],
    &["--text", "--lines"],
    &["--text", "--addresses"],
    &["--stacks"],
    &["--traces"],
    &["--tree"],
    &["--peek=."],
    &["--dot"],
    &["--callgrind"],
    &["--list=main"],
    &["--disasm=main"],
    &["--unknown"],
    &["--raw"],
    &["--proto"],
    &["--tags"],
    &["--collapsed"],
    &["--flamegraph"],
    &["--json"],
    &["--gprof_flat"],
    &["--gprof_graph"],
    &["--gprof_counts"],
];

/// Each `report` of `profile`, with a cache that a run before filled,
/// equal to the same run without a cache.
fn warm_equals_cold(profile: &str, reports: &[&[&str]], cache: &Path) {
    let args = |report: &[&str]| {
        let mut args = strings(report);
        args.push("--lib_prefix=bin".into());
        args.extend(program_of(profile));
        args.push(format!("prof/{profile}"));
        args
    };
    // Fills the cache with the addresses the reports name.
    analyze(&args(&["--text"]), Some(cache));
    for report in reports {
        let args = args(report);
        let cold = printed(&analyze(&args, None));
        let warm = printed(&analyze(&args, Some(cache)));
        assert_eq!(warm, cold, "{profile} {report:?} with the cache");
    }
}

/// Every testdata profile, each with a third of the reports (they take
/// turns, so that every report is tried), four threads each with a cache;
/// [`every_report_of_every_profile_is_the_same_warm`] tries every one.
#[test]
fn reports_of_every_profile_are_the_same_warm() {
    warm_equals_cold_for_every_profile(3);
}

/// Every report of every testdata profile, four threads each with a cache.
#[test]
#[ignore = "thorough: CI runs it (cargo test -- --ignored)"]
fn every_report_of_every_profile_is_the_same_warm() {
    warm_equals_cold_for_every_profile(1);
}

/// Each testdata profile `i` with the reports `j` of [`ALL_REPORTS`] where
/// `(i + j) % turns == 0`, cold and warm.
fn warm_equals_cold_for_every_profile(turns: usize) {
    let mut profiles: Vec<String> = std::fs::read_dir(testdata().join("prof"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    profiles.sort();
    let next = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for n in 0..4 {
            let (profiles, next) = (&profiles, &next);
            scope.spawn(move || {
                let cache = scratch(&format!("every-{n}-{turns}"));
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let Some(profile) = profiles.get(i) else {
                        break;
                    };
                    let reports: Vec<&[&str]> = (ALL_REPORTS.iter().enumerate())
                        .filter(|(j, _)| (i + j) % turns == 0)
                        .map(|(_, report)| *report)
                        .collect();
                    warm_equals_cold(profile, &reports, &cache);
                }
            });
        }
    });
}

/// A copy of testdata's `program` in `dir`, and the args of `report` of it
/// on `profile`.
fn copy_program(dir: &Path, program: &str) -> PathBuf {
    let copy = dir.join(program);
    std::fs::copy(testdata().join("bin").join(program), &copy).unwrap();
    copy
}

/// The file offset and size of `section` in the ELF file `path`.
fn section(path: &Path, name: &str) -> (usize, usize) {
    use object::{Object, ObjectSection};
    let bytes = std::fs::read(path).unwrap();
    let file = object::File::parse(&*bytes).unwrap();
    let section = file.section_by_name(name).unwrap();
    let (offset, size) = section.file_range().unwrap();
    (offset as usize, size as usize)
}

/// The second run names every address from the cache: its DWARF, zeroed
/// in the file since (the build id kept), is never read, and the report is
/// the first run's.
#[test]
fn a_warm_run_reads_no_dwarf() {
    let dir = scratch("no-dwarf");
    let program = copy_program(&dir, "cpp_inline");
    let cache = dir.join("cache");
    let args = |report: &str| {
        vec![
            report.to_string(),
            program.display().to_string(),
            "prof/cpp_inline.prof".to_string(),
        ]
    };
    let cold: Vec<_> = ["--text", "--traces"]
        .iter()
        .map(|r| printed(&analyze(&args(r), Some(&cache))))
        .collect();
    let mut bytes = std::fs::read(&program).unwrap();
    for name in [".debug_info", ".debug_line", ".debug_abbrev"] {
        let (offset, size) = section(&program, name);
        bytes[offset..offset + size].fill(0);
    }
    std::fs::write(&program, &bytes).unwrap();
    // Without the cache, the zeroed DWARF shows.
    let broken = printed(&analyze(&args("--text"), None));
    assert_ne!(broken, cold[0]);
    for (report, cold) in ["--text", "--traces"].iter().zip(&cold) {
        assert_eq!(
            &printed(&analyze(&args(report), Some(&cache))),
            cold,
            "{report}"
        );
    }
}

/// The cache file of the program, once a run made it (the larger file:
/// libc's holds a few addresses).
fn program_cache_file(cache: &Path) -> PathBuf {
    std::fs::read_dir(cache)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "sym"))
        .max_by_key(|p| std::fs::metadata(p).unwrap().len())
        .expect("a cache file")
}

/// A cache file cut short, with a byte changed, or of something else
/// entirely is ignored with one warning naming it, the report is right,
/// and the file is rewritten (the next run says nothing).
#[test]
fn damaged_cut_or_foreign_cache_files_are_ignored_and_rewritten() {
    let cache = scratch("damaged");
    let args = strings(&["--text", "bin/cpp_inline", "prof/cpp_inline.prof"]);
    let cold = printed(&analyze(&args, None));
    printed(&analyze(&args, Some(&cache)));
    let file = program_cache_file(&cache);
    let good = std::fs::read(&file).unwrap();
    let mut flipped = good.clone();
    flipped[good.len() / 2] ^= 0x10;
    for (what, bytes) in [
        ("cut", good[..good.len() / 3].to_vec()),
        ("flipped", flipped),
        ("foreign", b"GIF89a not a cache file at all".to_vec()),
        ("empty", Vec::new()),
    ] {
        std::fs::write(&file, &bytes).unwrap();
        let (stdout, stderr, code) = printed(&analyze(&args, Some(&cache)));
        assert_eq!((&stdout, code), (&cold.0, cold.2), "{what}");
        let warnings: Vec<&str> = stderr
            .lines()
            .filter(|l| l.contains("symbol cache"))
            .collect();
        assert_eq!(warnings.len(), 1, "{what}: {stderr}");
        assert!(
            warnings[0].contains(&file.display().to_string()),
            "{what}: {stderr}"
        );
        assert_eq!(
            printed(&analyze(&args, Some(&cache))),
            cold,
            "{what}: rewritten"
        );
    }
}

/// Eight processes filling one cache at once, on profiles that share
/// libc: every cache file is valid after, and every report right.
#[test]
fn processes_filling_one_cache_at_once_leave_it_valid() {
    let cache = scratch("concurrent");
    let profiles = [
        "c_pie_O0.prof",
        "cpp_inline.prof",
        "recursion.prof",
        "threads.prof",
        "shlib.prof",
        "rust_legacy.prof",
        "c_nopie_O2.prof",
        "qualified.prof",
    ];
    let args = |profile: &str| {
        let mut args = strings(&["--traces", "--lib_prefix=bin"]);
        args.extend(program_of(profile));
        args.push(format!("prof/{profile}"));
        args
    };
    let cold: Vec<_> = profiles
        .iter()
        .map(|p| printed(&analyze(&args(p), None)))
        .collect();
    for _ in 0..3 {
        std::thread::scope(|scope| {
            let runs: Vec<_> = profiles
                .iter()
                .map(|p| {
                    let args = args(p);
                    let cache = &cache;
                    scope.spawn(move || printed(&analyze(&args, Some(cache))))
                })
                .collect();
            for ((run, cold), profile) in runs.into_iter().zip(&cold).zip(profiles) {
                assert_eq!(&run.join().unwrap(), cold, "{profile}");
            }
        });
    }
    let leftovers: Vec<_> = std::fs::read_dir(&cache)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .filter(|n| !n.to_string_lossy().ends_with(".sym"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
}

/// A binary without a build id, rebuilt at the same path (here: a function
/// renamed): the cache, keyed by path, size, time and inode, names its
/// addresses anew.
#[test]
fn a_rebuilt_binary_at_the_same_path_is_named_anew() {
    let dir = scratch("rebuilt");
    let cache = dir.join("cache");
    let program = dir.join("c_pie_O0");
    let objcopy = |args: &[&str]| {
        let ok = Command::new("objcopy").args(args).status();
        assert!(ok.is_ok_and(|s| s.success()), "objcopy {args:?} (binutils)");
    };
    let source = testdata().join("bin/c_pie_O0");
    let (src, dst) = (source.display().to_string(), program.display().to_string());
    objcopy(&[
        "--remove-section=.note.gnu.build-id",
        "--strip-debug",
        &src,
        &dst,
    ]);
    let args = strings(&["--text", &dst, "prof/c_pie_O0.prof"]);
    let before = printed(&analyze(&args, Some(&cache)));
    assert!(before.0.contains("leaf_heavy"), "{}", before.0);
    // The rebuild: another file at the path.
    let renamed = dir.join("renamed");
    objcopy(&[
        "--redefine-sym=leaf_heavy=renamed_heavy",
        &dst,
        &renamed.display().to_string(),
    ]);
    std::fs::rename(&renamed, &program).unwrap();
    let after = printed(&analyze(&args, Some(&cache)));
    assert_eq!(after, printed(&analyze(&args, None)));
    assert!(
        after.0.contains("renamed_heavy") && !after.0.contains("leaf_heavy"),
        "{}",
        after.0
    );
}

/// A stripped program whose debug file is installed after the first run
/// (under its `--debug_root`, by build id): the second run has its lines.
#[test]
fn a_debug_file_installed_after_the_first_run_is_used() {
    let dir = scratch("installed");
    let cache = dir.join("cache");
    let root = dir.join("root");
    std::fs::create_dir_all(&root).unwrap();
    let dbg = crate::dbg_layouts::dbg();
    let args = strings(&[
        "--text",
        "--lines",
        &format!("--debug_root={}", root.display()),
        &format!("--lib_prefix={}", dbg.join("buildid").display()),
        &dbg.join("buildid/dbg").display().to_string(),
        &dbg.join("dbg.prof").display().to_string(),
    ]);
    let before = printed(&analyze(&args, Some(&cache)));
    assert!(!before.0.contains("dbg_lib.c:"), "{}", before.0);
    copy_tree(&dbg.join("buildid/root"), &root);
    let after = printed(&analyze(&args, Some(&cache)));
    assert_eq!(after, printed(&analyze(&args, None)));
    assert!(after.0.contains("dbg_lib.c:"), "{}", after.0);
}

fn copy_tree(from: &Path, to: &Path) {
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            std::fs::create_dir_all(&target).unwrap();
            copy_tree(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}

/// `--no_cache` writes nothing and reads nothing.
#[test]
fn no_cache_leaves_the_cache_alone() {
    let cache = scratch("off");
    let args = strings(&[
        "--text",
        "--no_cache",
        "bin/cpp_inline",
        "prof/cpp_inline.prof",
    ]);
    assert!(analyze(&args, Some(&cache)).status.success());
    assert_eq!(std::fs::read_dir(&cache).unwrap().count(), 0);
}
