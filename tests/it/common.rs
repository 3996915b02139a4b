//! Helpers shared by the integration tests.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The repository's testdata directory.
pub fn testdata() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata")
}

/// The libraries of the system the fixtures were profiled on (Debian 12's
/// libc and its separate debug file, the allocator's and profiler's
/// libraries...), shipped so that the goldens name their frames on any
/// system (`testdata/libs/README.md`).
pub fn libs() -> PathBuf {
    testdata().join("libs")
}

/// The flags that find the fixtures' libraries: `--lib_prefix` of `bin`
/// (where the fixtures' own libraries are, `testdata/bin` or `.` run from
/// there), then [`libs`]; `--debug_root` [`libs`] (libc's debug file, by
/// build id), searched before the system's `/usr/lib/debug`.
pub fn lib_flags(bin: &str) -> [String; 2] {
    let libs = libs();
    [
        format!("--lib_prefix={bin},{}", libs.display()),
        format!("--debug_root={}", libs.display()),
    ]
}

/// [`lib_flags`] with `testdata/bin` as the fixtures' own library directory.
pub fn fixture_lib_flags() -> [String; 2] {
    lib_flags(&testdata().join("bin").display().to_string())
}

/// Runs profile-analyze with `args`.
pub fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_profile-analyze"))
        .args(args)
        .output()
        .expect("profile-analyze runs")
}

/// `--text` of fixture `program` (or of `profile` instead of the fixture's
/// own profile), with the fixture library directory as `--lib_prefix`.
pub fn text(program: &str, profile: &Path, extra: &[&str]) -> Output {
    let bin = testdata().join("bin");
    let [prefix, debug_root] = fixture_lib_flags();
    let program = bin.join(program);
    let mut args = vec!["--text", prefix.as_str(), debug_root.as_str()];
    args.extend_from_slice(extra);
    args.push(program.to_str().unwrap());
    args.push(profile.to_str().unwrap());
    run(&args)
}

/// The fixture profile of `program`.
pub fn profile(program: &str) -> PathBuf {
    testdata().join("prof").join(format!("{program}.prof"))
}

/// A scratch directory, removed (with everything in it) when dropped: keep
/// it alive as long as its files are used.
pub struct Scratch(tempfile::TempDir);

impl Scratch {
    /// The directory.
    pub fn path(&self) -> &Path {
        self.0.path()
    }
}

impl std::ops::Deref for Scratch {
    type Target = Path;

    fn deref(&self) -> &Path {
        self.path()
    }
}

impl AsRef<Path> for Scratch {
    fn as_ref(&self) -> &Path {
        self.path()
    }
}

impl AsRef<std::ffi::OsStr> for Scratch {
    fn as_ref(&self) -> &std::ffi::OsStr {
        self.path().as_os_str()
    }
}

/// A new scratch directory `$TMP/profile-analyze-test-<pid>-<name>-<random>`.
pub fn scratch(name: &str) -> Scratch {
    let dir = tempfile::Builder::new()
        .prefix(&format!(
            "profile-analyze-test-{}-{name}-",
            std::process::id()
        ))
        .tempdir()
        .expect("a scratch directory");
    Scratch(dir)
}

/// One `#[test]` per case: `test_each!(check { name(args...), ... })` makes
/// a module `check` holding a test `name` that calls `check(args...)` (the
/// arguments are evaluated inside that module, which sees its parent's
/// items), so one failing case does not hide the others and each can be
/// run alone (`cargo test --test it check::name`).
macro_rules! test_each {
    ($check:ident { $($name:ident ( $($arg:expr),* $(,)? )),+ $(,)? }) => {
        mod $check {
            #[allow(unused_imports)]
            use super::*;
            $(
                #[test]
                #[allow(non_snake_case)]
                fn $name() {
                    super::$check($($arg),*);
                }
            )+
        }
    };
}
pub(crate) use test_each;

/// Stdout as text, asserting success.
pub fn stdout_ok(out: &Output) -> String {
    assert!(
        out.status.success(),
        "failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout.clone()).unwrap()
}

/// Runs profile-analyze with `args` and asserts what every mistake gets:
/// exit status 2 (not a signal), one line on stderr that says `says`, and
/// nothing on stdout.
pub fn one_line_error(args: &[&str], says: &str) {
    let out = run(args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    assert!(stderr.contains(says), "{args:?}: {stderr}");
    assert!(out.stdout.is_empty(), "{args:?}");
}

/// A small deterministic generator (xorshift), so that every run makes the
/// same mutations and samples the same offsets.
pub struct Rng(pub u64);

impl Rng {
    /// The next number.
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// `profile-analyze args...` with `input` written to its stdin through a
/// pipe (a run that stops reading early, an error, closes it: that is fine).
pub fn run_with_stdin(args: &[&str], input: Vec<u8>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_profile-analyze"))
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("profile-analyze runs");
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        use std::io::Write;
        if let Err(e) = stdin.write_all(&input) {
            assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "{e}");
        }
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    out
}

/// Whether the run is CI's: `CI` set to anything but `0` or `false`
/// (GitHub's convention; `.ci/run` sets it).
pub fn under_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| !v.is_empty() && v != "0" && v != "false")
}

/// The tests skipped in this run, with why, for the summary printed when
/// the test binary exits.
static SKIPPED: std::sync::Mutex<Vec<String>> = std::sync::Mutex::new(Vec::new());

/// The golden tests run (each of `testdata/golden/cases`, and each test of
/// a set of goldens), for the summary.
static GOLDENS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// Prints, on stderr as the test binary exits (after libtest's own summary,
/// which counts skipped tests as passed), how many golden tests ran and how
/// many were skipped, then the skipped tests.
extern "C" fn print_summary() {
    let skipped = SKIPPED.lock().unwrap_or_else(|e| e.into_inner());
    let goldens = GOLDENS.load(std::sync::atomic::Ordering::Relaxed);
    let skipped_goldens = skipped
        .iter()
        .filter(|l| GOLDEN_TESTS.iter().any(|g| l.starts_with(g)))
        .count();
    if goldens + skipped_goldens > 0 {
        eprintln!(
            "\ngolden tests: {goldens} run, {skipped_goldens} skipped (libraries from testdata/libs)"
        );
    }
    if !skipped.is_empty() {
        eprintln!(
            "\n{} test(s) skipped, passing without testing:",
            skipped.len()
        );
        for line in skipped.iter() {
            eprintln!("  {line}");
        }
    }
}

/// The tests that compare with goldens (a prefix of their names each).
const GOLDEN_TESTS: [&str; 7] = [
    "golden::",
    "multi::perl_and_go_cases",
    "multi::perl_graphs",
    "go_flags::go_goldens",
    "go_preset::",
    "go_views::",
    "go_dot::go_dot_is_gos",
];

/// Registers [`print_summary`] to run at exit, once.
fn summary_at_exit() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        // SAFETY: registers a function that takes no arguments and only
        // locks a static, reads an atomic and writes to stderr.
        unsafe {
            libc::atexit(print_summary);
        }
    });
}

/// A golden test is about to compare (counted in the summary at exit).
pub fn golden_run() {
    GOLDENS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    summary_at_exit();
}

/// `tool` on `PATH`, if it is there.
pub fn which(tool: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(tool))
        .find(|p| p.is_file())
}

/// `tool` on `PATH`; if it is missing, `test` is skipped (failed under CI)
/// naming the `package` that installs it, and the caller returns.
pub fn need(test: &str, tool: &str, package: &str) -> Option<PathBuf> {
    let found = which(tool);
    if found.is_none() {
        skip(test, &format!("no `{tool}` on PATH"), Some(package));
    }
    found
}

/// `test` cannot run here because of `why`. A missing tool (`package` says
/// which Debian package installs it) fails the test under CI; otherwise,
/// and for other reasons (a kernel setting, a file in the way), the skip is
/// said on stderr and in the summary at the end of the run.
pub fn skip(test: &str, why: &str, package: Option<&str>) {
    if let Some(package) = package
        && under_ci()
    {
        panic!("{test}: {why} (apt-get install {package}; .ci/run installs it)");
    }
    let install = package.map_or(String::new(), |p| format!(" (apt-get install {p})"));
    let line = format!("{test}: {why}{install}");
    eprintln!("skipped {line}");
    summary_at_exit();
    SKIPPED.lock().unwrap_or_else(|e| e.into_inner()).push(line);
}

/// GNU time, which gives a command's own peak memory: a child's wait4
/// figure counts the memory of the process it was spawned from (this test
/// binary, whose other tests run at once), as Linux keeps the larger of the
/// spawner's peak and the program's.
const GNU_TIME: &str = "/usr/bin/time";

/// The program run under GNU time when there is one, and where its peak
/// memory is written.
pub struct Measured {
    /// The command: GNU time running the program, or the program.
    pub command: Command,
    /// The file GNU time writes the peak to, when it is the command.
    peak: Option<tempfile::NamedTempFile>,
}

impl Measured {
    /// `profile-analyze`, to be given its arguments.
    pub fn new() -> Self {
        let program = env!("CARGO_BIN_EXE_profile-analyze");
        if !Path::new(GNU_TIME).exists() {
            return Measured {
                command: Command::new(program),
                peak: None,
            };
        }
        let peak = tempfile::NamedTempFile::new().unwrap();
        let mut command = Command::new(GNU_TIME);
        command
            .args(["-f", "%M", "-o"])
            .arg(peak.path())
            .arg(program);
        Measured {
            command,
            peak: Some(peak),
        }
    }

    /// Whether GNU time runs the program (it exits 128 + the signal that
    /// ended it).
    pub fn timed(&self) -> bool {
        self.peak.is_some()
    }

    /// The peak resident memory in KiB, once the command has ended: GNU
    /// time's (its last line, after any on how the command ended), else
    /// (no GNU time, or GNU time itself killed) `usage`'s, wait4's figure,
    /// which can only be larger.
    pub fn peak_kib(&self, usage: &libc::rusage) -> u64 {
        self.peak
            .as_ref()
            .and_then(|file| std::fs::read_to_string(file.path()).ok())
            .and_then(|t| t.lines().last()?.trim().parse::<u64>().ok())
            .unwrap_or(usage.ru_maxrss as u64)
    }
}

/// Writes the shell script `body` (its lines after `#!/bin/sh`) to `path`,
/// executable: a fake browser or viewer.
pub fn script(path: &Path, body: &str) {
    std::fs::write(path, format!("#!/bin/sh\n{body}\n")).unwrap();
    let executable = std::os::unix::fs::PermissionsExt::from_mode(0o755);
    std::fs::set_permissions(path, executable).unwrap();
}
