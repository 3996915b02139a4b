//! Helpers shared by the integration tests.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The repository's testdata directory.
pub fn testdata() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata")
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
    let prefix = format!("--lib_prefix={}", bin.display());
    let program = bin.join(program);
    let mut args = vec!["--text", prefix.as_str()];
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

/// Prints the skipped tests on stderr as the test binary exits (after
/// libtest's own summary, which counts them as passed).
extern "C" fn print_skipped() {
    let skipped = SKIPPED.lock().unwrap_or_else(|e| e.into_inner());
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

/// `test` cannot run here because of `why`. A missing tool (`package` says
/// which Debian package installs it) fails the test under CI; otherwise,
/// and for other reasons (the system's libraries are not the goldens'),
/// the skip is said on stderr and in the summary at the end of the run.
pub fn skip(test: &str, why: &str, package: Option<&str>) {
    if let Some(package) = package
        && under_ci()
    {
        panic!("{test}: {why} (apt-get install {package}; .ci/run installs it)");
    }
    let install = package.map_or(String::new(), |p| format!(" (apt-get install {p})"));
    let line = format!("{test}: {why}{install}");
    eprintln!("skipped {line}");
    let mut skipped = SKIPPED.lock().unwrap_or_else(|e| e.into_inner());
    if skipped.is_empty() {
        // SAFETY: registers a function that takes no arguments and only
        // locks a static and writes to stderr.
        unsafe {
            libc::atexit(print_skipped);
        }
    }
    skipped.push(line);
}
