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

/// A scratch directory unique to `name`.
pub fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "profile-analyze-test-{}-{name}",
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Stdout as text, asserting success.
pub fn stdout_ok(out: &Output) -> String {
    assert!(
        out.status.success(),
        "failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout.clone()).unwrap()
}
