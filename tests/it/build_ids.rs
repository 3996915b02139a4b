//! Build ids are only build ids: a library without one is not the file a
//! profile that records one names (as Go refuses it), unless
//! `--ignore_mismatch`; a build id that is not hex names no directory and
//! panics nothing.

use crate::common::{run, scratch, testdata};
use profile_analyze::profile::{Location, Mapping, Profile, Sample, ValueType};
use std::path::Path;

/// A profile.proto of one sample in `main.main` of a library
/// `/opt/app/libapp.so` (the Go program, which has no GNU build id),
/// recorded with `build_id`, written to `dir`.
fn profile(dir: &Path, build_id: &str) -> String {
    let mut p = Profile {
        sample_types: vec![ValueType::new("samples", "count")],
        address_bytes: 8,
        ..Profile::default()
    };
    p.mappings.push(Mapping {
        start: 0x400000,
        limit: 0x4b5000,
        offset: 0,
        path: "/opt/app/libapp.so".into(),
        build_id: Some(build_id.into()),
        is_main: false,
    });
    // Inside main.main (0x4b4480), as `nm go_prof` says.
    let leaf = p.add_location(Location::new(0x4b4490, None));
    p.assign_mappings();
    p.samples.push(Sample::new(vec![leaf], &[5]));
    let path = dir.join(format!("app-{}.pb.gz", build_id.len()));
    let mut file = std::fs::File::create(&path).unwrap();
    profile_analyze::report::proto::write(&p, 0, &mut file).unwrap();
    path.display().to_string()
}

fn text(dir: &Path, flags: &[&str], prof: &str) -> (String, String) {
    let bin_path = format!("{}", dir.display());
    let mut args: Vec<&str> = vec!["--text"];
    args.extend(flags);
    args.push(prof);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_profile-analyze"))
        .args(&args)
        .env("PPROF_BINARY_PATH", &bin_path)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn a_library_without_a_build_id_is_not_the_one_a_build_id_names() {
    let dir = scratch("build-ids");
    std::fs::copy(testdata().join("bin/go_prof"), dir.path().join("libapp.so")).unwrap();
    let prof = profile(dir.path(), "8839a3b986bee904a22192cb52f20a4c8324a4d6");
    let (out, err) = text(dir.path(), &[], &prof);
    assert!(!out.contains("main.main"), "{out}");
    assert!(err.contains("it has no build id"), "{err}");
    let (out, _) = text(dir.path(), &["--ignore_mismatch"], &prof);
    assert!(out.contains("main.main"), "{out}");
}

#[test]
fn a_build_id_that_is_no_hex_names_no_directory() {
    let dir = scratch("build-ids-hex");
    std::fs::copy(testdata().join("bin/go_prof"), dir.path().join("libapp.so")).unwrap();
    // Not build ids: taken as none, so the file is found by its name and
    // taken; a multibyte one no longer panics.
    for id in ["é1", "/etc", "../..", "Go-build-id/with/slashes"] {
        let prof = profile(dir.path(), id);
        let (out, err) = text(dir.path(), &[], &prof);
        assert!(out.contains("main.main"), "{id}: {out}{err}");
    }
    let out = run(&["--text", &profile(dir.path(), "é1")]);
    assert_ne!(out.status.code(), Some(101), "a panic");
}
