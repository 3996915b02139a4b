//! Off-CPU time (issue 66): a program that computes, then sleeps 200 ms
//! in `wait_here`, five times, recorded with `-e sched:sched_switch -e
//! cpu-clock --call-graph dwarf`, with and without `--switch-events`
//! (`testdata/make_perf_offcpu.sh`).

use crate::common::testdata;
use crate::perf::run_perf;
use crate::web::Server;
use std::process::Output;

fn recording(name: &str) -> String {
    testdata()
        .join("perf")
        .join(format!("{name}.data"))
        .display()
        .to_string()
}

fn ok(out: &Output) -> (String, String) {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    (
        String::from_utf8(out.stdout.clone()).unwrap(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The `Total:` of `--text --unit=ns` with `flags`, in nanoseconds.
fn total(name: &str, flags: &[&str]) -> f64 {
    let mut args = vec!["--text", "--unit=ns"];
    args.extend(flags);
    let rec = recording(name);
    args.push(&rec);
    let (text, _) = ok(&run_perf(&args));
    text.lines()
        .next()
        .and_then(|l| l.strip_prefix("Total: "))
        .and_then(|t| t.strip_suffix("ns"))
        .unwrap_or_else(|| panic!("{text}"))
        .parse()
        .unwrap()
}

/// The flat and cum, in nanoseconds, of function `name` in `--text
/// --unit=ns` with `flags`.
fn row(name: &str, flags: &[&str], function: &str) -> (f64, f64) {
    let mut args = vec!["--text", "--unit=ns", "--noinlines"];
    args.extend(flags);
    let rec = recording(name);
    args.push(&rec);
    let (text, _) = ok(&run_perf(&args));
    let ns = |s: &str| -> f64 { s.trim_end_matches("ns").parse().unwrap_or(0.0) };
    text.lines()
        .skip(1)
        .map(|l| l.split_whitespace().collect::<Vec<_>>())
        .find(|f| f.len() >= 6 && crate::perf::row_name(f) == function)
        .map(|f| (ns(f[0]), ns(f[3])))
        .unwrap_or_else(|| panic!("no {function} in {text}"))
}

#[test]
fn time_off_the_cpu_is_where_the_program_waited() {
    for (name, exact) in [("perf_offcpu", false), ("perf_offcpu.sw", true)] {
        let (_, waited) = row(name, &["--sample_index=off-cpu"], "wait_here");
        assert!(
            (waited / 1e9 - 1.0).abs() <= 0.02,
            "{name}: {waited} ns off the CPU under wait_here"
        );
        // None of it under compute but where it was preempted.
        let all = total(name, &["--sample_index=off-cpu"]);
        assert!(all >= waited, "{name}");
        // On the CPU: compute, as perf report shows the cpu-clock samples.
        let (_, computed) = row(name, &["--sample_index=cpu-clock"], "compute");
        let on_cpu = total(name, &["--sample_index=cpu-clock"]);
        assert!(computed / on_cpu > 0.95, "{name}: {computed} of {on_cpu}");
        // Wall time sums both.
        let wall = total(name, &["--sample_index=wall"]);
        assert!(
            (wall - (all + on_cpu)).abs() < 1.0,
            "{name}: {wall} != {all} + {on_cpu}"
        );
        // The reader says how the intervals ended.
        let (_, stderr) = ok(&run_perf(&["--text", &recording(name)]));
        let said = if exact {
            "by a switch-in (exact), 0 by the thread's next sample"
        } else {
            " 0 intervals ended by a switch-in (exact)"
        };
        assert!(stderr.contains(said), "{name}: {stderr}");
    }
}

/// perf report's share of compute among the cpu-clock samples of the
/// recording without switch events.
#[test]
fn on_cpu_shares_are_perf_reports() {
    let golden = std::fs::read_to_string(testdata().join("golden/perf/perf_offcpu.self")).unwrap();
    let clock = &golden[golden.find("of event 'cpu-clock'").unwrap()..];
    let perf: f64 = clock
        .lines()
        .find(|l| l.ends_with("[.] compute"))
        .and_then(|l| l.split_whitespace().next())
        .map(|s| s.trim_end_matches('%').parse().unwrap())
        .unwrap();
    let (flat, _) = row("perf_offcpu", &["--sample_index=cpu-clock"], "compute");
    let ours = flat / total("perf_offcpu", &["--sample_index=cpu-clock"]) * 100.0;
    assert!((ours - perf).abs() <= 1.0, "perf {perf}%, ours {ours}%");
}

/// The flame graph and the web show the off-CPU time with the text's
/// numbers.
#[test]
fn the_flame_graph_and_the_web_show_off_cpu_time() {
    let rec = recording("perf_offcpu.sw");
    let (svg, _) = ok(&run_perf(&[
        "--flamegraph",
        "--sample_index=off-cpu",
        "--unit=ns",
        &rec,
    ]));
    let waited = total("perf_offcpu.sw", &["--sample_index=off-cpu"]);
    // The root frame's tooltip: `all (N nanoseconds, 100%)` or similar.
    let root = svg
        .split("<title>")
        .skip(1)
        .map(|t| &t[..t.find("</title>").unwrap()])
        .find(|t| t.starts_with("all ("))
        .unwrap_or_else(|| panic!("no root frame"));
    let digits: String = root["all (".len()..]
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == ',' || *c == '.')
        .filter(|c| *c != ',')
        .collect();
    let drawn: f64 = digits.parse().unwrap();
    assert!(
        (drawn - waited).abs() / waited < 1e-6 || (drawn * 1e6 - waited).abs() / waited < 1e-3,
        "{root} against {waited}"
    );
    let perf = testdata().join("perf");
    let (ids, bins) = (perf.join("buildid"), perf.join("bin"));
    let server = Server::start_args(
        &["--http=127.0.0.1:0", "--no_browser", &rec],
        &[
            ("PERF_BUILDID_DIR", ids.to_str().unwrap()),
            ("PPROF_BINARY_PATH", bins.to_str().unwrap()),
        ],
    );
    let page = server.page("/ui/top?si=off-cpu&nodecount=20");
    let (cli, _) = ok(&run_perf(&[
        "--text",
        "--preset=go",
        "--sample_index=off-cpu",
        "--nodecount=20",
        &rec,
    ]));
    let web = crate::web::table_rows(&page);
    let text = crate::web::text_rows(&cli);
    assert!(!web.is_empty());
    assert_eq!(web, text);
}

/// The tags report sums the type shown: off-CPU time by thread is the
/// switch-outs' (which have no CPU-clock value), not nothing.
#[test]
fn tags_show_off_cpu_time_by_thread() {
    let rec = recording("perf_offcpu.sw");
    let (tags, _) = ok(&run_perf(&[
        "--tags",
        "--sample_index=off-cpu",
        "--tagshow=comm",
        &rec,
    ]));
    let line = tags
        .lines()
        .find(|l| l.contains("perf_offcpu"))
        .unwrap_or_else(|| panic!("{tags}"));
    assert!(line.contains("100%"), "{tags}");
    assert!(!tags.contains("Total 0.0s"), "{tags}");
    assert!(tags.contains("Total 1."), "{tags}");
}
