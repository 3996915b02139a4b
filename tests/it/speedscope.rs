//! `--speedscope`: a file that validates against speedscope's published
//! schema (testdata/speedscope), whose weights add up to the text report's
//! values: per thread for a perf recording, whole for a gperftools profile.

use crate::common::{run, stdout_ok, testdata};
use crate::perf::run_perf;
use serde_json::Value;

fn schema() -> jsonschema::Validator {
    let text =
        std::fs::read_to_string(testdata().join("speedscope/file-format-schema.json")).unwrap();
    jsonschema::validator_for(&serde_json::from_str(&text).unwrap())
        .expect("speedscope's schema is a valid JSON Schema")
}

/// The file's profiles, checked against the schema and for indices into
/// its frames: (name, unit, weights' sum).
fn profiles(file: &str) -> Vec<(String, String, i64)> {
    let file: Value = serde_json::from_str(file).unwrap();
    let errors: Vec<String> = schema().iter_errors(&file).map(|e| e.to_string()).collect();
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(file["$schema"], profile_analyze::report::speedscope::SCHEMA);
    let frames = file["shared"]["frames"].as_array().unwrap().len() as u64;
    file["profiles"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            assert_eq!(p["type"], "sampled");
            let samples = p["samples"].as_array().unwrap();
            let weights = p["weights"].as_array().unwrap();
            assert_eq!(samples.len(), weights.len());
            for s in samples {
                assert!(
                    s.as_array()
                        .unwrap()
                        .iter()
                        .all(|f| f.as_u64().unwrap() < frames)
                );
            }
            let total: i64 = weights.iter().map(|w| w.as_i64().unwrap()).sum();
            assert_eq!(p["endValue"], total);
            (
                p["name"].as_str().unwrap().to_string(),
                p["unit"].as_str().unwrap().to_string(),
                total,
            )
        })
        .collect()
}

#[test]
fn a_perf_recording_is_a_profile_per_thread() {
    let data = testdata().join("perf/perf_multi.data");
    let data = data.to_str().unwrap();
    let profiles = profiles(&stdout_ok(&run_perf(&["--speedscope", data])));
    assert!(profiles.len() >= 3, "{profiles:?}");
    let json: Value = serde_json::from_str(&stdout_ok(&run_perf(&["--json", data]))).unwrap();
    let sum: i64 = profiles.iter().map(|p| p.2).sum();
    assert_eq!(json["shown"], sum);
    assert!(
        profiles.iter().all(|p| p.1 == "nanoseconds"),
        "{profiles:?}"
    );
    // Each thread's weights are its samples': the text report of its tid.
    for (name, _, total) in &profiles {
        let tid = name.rsplit_once(" (").unwrap().1.trim_end_matches(')');
        let json: Value = serde_json::from_str(&stdout_ok(&run_perf(&[
            "--json",
            &format!("--tagfocus=tid={tid}"),
            data,
        ])))
        .unwrap();
        assert_eq!(json["shown"], *total, "{name}");
    }
    // The busiest thread is the one speedscope opens.
    assert!(
        profiles.windows(2).all(|w| w[0].2 >= w[1].2),
        "{profiles:?}"
    );
}

#[test]
fn a_gperftools_profile_is_one_profile() {
    let bin = testdata().join("bin");
    let args = [
        "--speedscope".to_string(),
        format!("--lib_prefix={}", bin.display()),
        bin.join("c_pie_O0").display().to_string(),
        testdata().join("prof/c_pie_O0.prof").display().to_string(),
    ];
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let profiles = profiles(&stdout_ok(&run(&args)));
    assert_eq!(profiles.len(), 1, "{profiles:?}");
    // 170 samples, as `Total: 170 samples`.
    assert_eq!(profiles[0].1, "none");
    assert_eq!(profiles[0].2, 170);
}
