//! Time (issue 65): `--time` ranges against `perf report --time` on the
//! same recording, and the heat map's cells against a count made from
//! `perf script`'s sample times (`testdata/make_perf_time.sh`).

use crate::common::testdata;
use crate::perf::run_perf;
use crate::web::Server;
use crate::web_browser::{Browser, turn, wait_for};
use serde_json::json;
use std::collections::BTreeMap;
use std::process::Output;

fn recording() -> String {
    testdata()
        .join("perf/perf_phases.data")
        .display()
        .to_string()
}

fn golden(name: &str) -> String {
    std::fs::read_to_string(testdata().join("golden/perf").join(name)).unwrap()
}

fn ok(out: &Output) -> String {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout.clone()).unwrap()
}

/// perf report's `Samples:` and `Event count` lines, and the children
/// share of each symbol of the recorded program.
fn perf_report(text: &str) -> (u64, u64, BTreeMap<String, f64>) {
    let number = |prefix: &str| -> u64 {
        let line = text.lines().find(|l| l.starts_with(prefix)).unwrap();
        line[prefix.len()..]
            .split_whitespace()
            .next()
            .unwrap()
            .parse()
            .unwrap()
    };
    let mut shares = BTreeMap::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split_whitespace().collect();
        if f.len() >= 5 && f[2] == "perf_phases" {
            let share: f64 = f[0].trim_end_matches('%').parse().unwrap();
            shares.insert(f[4..].join(" "), share);
        }
    }
    (
        number("# Samples: "),
        number("# Event count (approx.): "),
        shares,
    )
}

/// Our `--text --cum` of the recording under `time`: the total of the
/// sample type `index` (a number, in its own unit) and each function's
/// cum share.
fn ours(time: &str, index: &str) -> (u64, BTreeMap<String, f64>) {
    let text = ok(&run_perf(&[
        "--text",
        "--noinlines",
        "--nodecount=1000",
        "--unit=ns",
        &format!("--sample_index={index}"),
        &format!("--time={time}"),
        &recording(),
    ]));
    let mut lines = text.lines();
    let total: u64 = lines
        .next()
        .and_then(|l| l.strip_prefix("Total: "))
        .map(|t| t.trim_end_matches("ns").trim_end_matches(" samples"))
        .unwrap()
        .parse()
        .unwrap();
    let shares = lines
        .map(|l| l.split_whitespace().collect::<Vec<_>>())
        .map(|f| {
            (
                crate::perf::row_name(&f),
                f[4].trim_end_matches('%').parse().unwrap(),
            )
        })
        .collect();
    (total, shares)
}

/// Each `--time` gives perf report's samples and event count exactly, and
/// each of the program's functions perf's children share to a point.
fn same_as_perf(time: &str, golden_name: &str) {
    let (samples, period, perf) = perf_report(&golden(golden_name));
    let (our_samples, _) = ours(time, "samples");
    let (our_period, shares) = ours(time, "cpu-clock");
    assert_eq!(our_samples, samples, "{time}: samples");
    assert_eq!(our_period, period, "{time}: event count");
    assert!(perf.len() >= 3, "{golden_name}: {perf:?}");
    for (name, share) in &perf {
        let our = shares.get(name).copied().unwrap_or(0.0);
        assert!(
            (our - share).abs() <= 1.0,
            "{time}: {name}: perf {share}%, ours {our}%"
        );
    }
}

#[test]
fn time_slices_give_perf_reports_samples_and_shares() {
    for n in 1..=4 {
        same_as_perf(&format!("25%/{n}"), &format!("perf_phases.time-25%-{n}"));
    }
    let range = golden("perf_phases.range");
    same_as_perf(range.trim(), "perf_phases.time-range");
    // The four quarters hold every sample once.
    let total: u64 = (1..=4)
        .map(|n| ours(&format!("25%/{n}"), "samples").0)
        .sum();
    let all = ours("0%-100%", "samples").0;
    assert_eq!(total, all);
    assert_eq!(all as usize, golden_times().len());
}

/// Every sample's time, as perf script printed it, in nanoseconds.
fn golden_times() -> Vec<u64> {
    std::fs::read_to_string(testdata().join("perf/perf_phases.times"))
        .unwrap()
        .lines()
        .map(|l| {
            let (secs, micros) = l.trim().trim_end_matches(':').split_once('.').unwrap();
            secs.parse::<u64>().unwrap() * 1_000_000_000 + micros.parse::<u64>().unwrap() * 1000
        })
        .collect()
}

/// The heat map's cells, `(column, row) -> count`, from its SVG.
fn cells(svg: &str) -> BTreeMap<(u64, u64), u64> {
    let attr = |rect: &str, name: &str| -> u64 {
        let at = rect.find(&format!(" {name}=\"")).unwrap() + name.len() + 3;
        rect[at..rect[at..].find('"').unwrap() + at]
            .parse()
            .unwrap()
    };
    svg.split("<rect")
        .filter(|r| r.contains("data-n="))
        .map(|r| ((attr(r, "data-c"), attr(r, "data-r")), attr(r, "data-n")))
        .collect()
}

/// perf script prints microseconds: a sample within a microsecond of a
/// cell's edge may fall on either side of it, so counts are compared
/// where no sample is that close to an edge, and in sum.
#[test]
fn heat_map_cells_count_perf_scripts_sample_times() {
    for (column, row, flags) in [
        (1_000_000_000u64, 20_000_000u64, vec![]),
        (
            500_000_000,
            100_000_000,
            vec!["--heatmap_column=500ms", "--heatmap_row=100ms"],
        ),
    ] {
        let mut args = vec!["--heatmap"];
        args.extend(&flags);
        let rec = recording();
        args.push(&rec);
        let svg = ok(&run_perf(&args));
        let ours = cells(&svg);
        let times = golden_times();
        let origin = times.iter().min().unwrap() / column * column;
        let mut theirs: BTreeMap<(u64, u64), u64> = BTreeMap::new();
        let mut near_edge = std::collections::BTreeSet::new();
        for t in &times {
            let at = t - origin;
            let cell = (at / column, at % column / row);
            *theirs.entry(cell).or_default() += 1;
            if at % row < 1000 || row - at % row <= 1000 {
                near_edge.insert(cell);
            }
        }
        assert_eq!(
            ours.values().sum::<u64>(),
            times.len() as u64,
            "every sample is in a cell"
        );
        let compared = theirs
            .iter()
            .filter(|(cell, _)| !near_edge.contains(cell))
            .map(|(cell, n)| assert_eq!(ours.get(cell), Some(n), "cell {cell:?} of {flags:?}"))
            .count();
        assert!(
            compared * 10 >= theirs.len() * 9,
            "{compared} of {}",
            theirs.len()
        );
        assert!(svg.contains(&format!("data-column=\"{column}\" data-row=\"{row}\"")));
    }
}

#[test]
fn a_profile_without_times_refuses_time_and_the_heat_map_in_one_line() {
    let prof = crate::common::profile("c_pie_O0").display().to_string();
    let program = testdata().join("bin/c_pie_O0").display().to_string();
    for args in [
        vec!["--text", "--time=25%/2", &program, &prof],
        vec!["--heatmap", &program, &prof],
    ] {
        let out = crate::common::run(&args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{args:?}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(
            stderr.contains("c_pie_O0.prof") && stderr.contains("keeps no sample times"),
            "{stderr}"
        );
    }
    for bad in ["2,1", "25%/0", "1.0000000001,", "later"] {
        let out = run_perf(&["--text", &format!("--time={bad}"), &recording()]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{bad}");
        assert!(
            stderr.contains("time") && stderr.contains("is not a time range"),
            "{bad}: {stderr}"
        );
    }
}

/// The web's heat map in headless Chromium: a drag across its cells sets
/// `time=` to the range from the first cell's start to the last one's end,
/// the page outlines it, and every view's link keeps it: the top table
/// and the flame graph then show the command line's `--time` of it.
#[test]
fn dragging_across_the_web_heat_map_chooses_the_range_every_view_shows() {
    let _turn = turn();
    let Some(browser) = Browser::start() else {
        return;
    };
    let perf = testdata().join("perf");
    let (ids, bins) = (perf.join("buildid"), perf.join("bin"));
    let server = Server::start_args(
        &["--http=127.0.0.1:0", "--no_browser", &recording()],
        &[
            ("PERF_BUILDID_DIR", ids.to_str().unwrap()),
            ("PPROF_BINARY_PATH", bins.to_str().unwrap()),
        ],
    );
    browser.window_size(1300, 900);
    browser.navigate(&format!("{}/ui/heatmap", server.url));
    browser.find("#heatmap g#cells");
    // Drag from the bottom cell of the first column to the 10th row of
    // the second, dispatched as the page's mouse events.
    let dragged = browser.execute(
        "const g = document.querySelector('#heatmap g#cells');
         const svg = g.ownerSVGElement;
         const n = k => Number(g.getAttribute('data-' + k));
         const at = (c, r) => {
           const p = svg.createSVGPoint();
           p.x = n('x') + (c + 0.5) * n('w');
           p.y = n('y') + (n('rows') - 1 - r + 0.5) * n('h');
           const s = p.matrixTransform(svg.getScreenCTM());
           return { clientX: s.x, clientY: s.y, bubbles: true };
         };
         svg.dispatchEvent(new MouseEvent('mousedown', at(0, 0)));
         svg.dispatchEvent(new MouseEvent('mousemove', at(1, 9)));
         const drawn = document.querySelectorAll('#dragged rect').length;
         window.dispatchEvent(new MouseEvent('mouseup', at(1, 9)));
         return [drawn, g.getAttribute('data-origin'), n('column'), n('row')];",
        json!([]),
    );
    let drawn = dragged[0].as_u64().unwrap();
    assert_eq!(drawn, 2, "the drag outlines a rectangle in each column");
    let origin: u64 = dragged[1].as_str().unwrap().parse().unwrap();
    let (column, row) = (dragged[2].as_u64().unwrap(), dragged[3].as_u64().unwrap());
    let url = wait_for("the page to reload with time=", || {
        let url = browser.current_url();
        url.contains("time=").then_some(url)
    });
    let (start, end) = (origin, origin + column + 10 * row - 1);
    let seconds = |ns: u64| format!("{}.{:09}", ns / 1_000_000_000, ns % 1_000_000_000);
    let range = format!("{},{}", seconds(start), seconds(end));
    assert!(
        url.contains(&format!("time={}", range.replace(',', "%2C"))),
        "{url} lacks {range}"
    );
    // The range outlined, and kept in every view's link.
    wait_for("the range outlined", || {
        (!browser.find_all("#selected rect").is_empty()).then_some(())
    });
    let links = browser.execute(
        "return Array.from(document.querySelectorAll('a[data-view]')).map(a => a.href);",
        json!([]),
    );
    let links: Vec<String> = serde_json::from_value(links).unwrap();
    assert!(links.len() >= 6, "{links:?}");
    for href in &links {
        assert!(href.contains("time="), "{href}");
    }
    let top = links.iter().find(|l| l.contains("/ui/top")).unwrap();
    browser.navigate(top);
    let rows = crate::web_browser::dom_rows(&browser);
    let cli = ok(&run_perf(&[
        "--text",
        "--preset=go",
        &format!("--time={range}"),
        &recording(),
    ]));
    let cli_rows = crate::web::text_rows(&cli);
    assert!(!rows.is_empty());
    assert_eq!(rows.len(), cli_rows.len().min(500), "{rows:?}\n{cli}");
    assert_eq!(rows[0][5], cli_rows[0][5..].join(" "));
    assert_eq!(rows[0][0], cli_rows[0][0]);
    // The flame graph's frame is of the range too.
    let flame = server.page(&format!(
        "/ui/flamegraph.svg?time={}",
        range.replace(' ', "+")
    ));
    let whole = server.page("/ui/flamegraph.svg");
    assert_ne!(flame, whole);
    assert!(browser.errors().is_empty(), "{:?}", browser.errors());
}

/// speedscope's file of a recording with times lists each thread's
/// samples in the order taken: the program's three phases one after the
/// other, every sample once, weighted by its period.
#[test]
fn speedscope_lists_samples_in_the_order_they_were_taken() {
    let json = ok(&run_perf(&["--speedscope", "--noinlines", &recording()]));
    let file: serde_json::Value = serde_json::from_str(&json).unwrap();
    let names: Vec<&str> = file["shared"]["frames"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["name"].as_str().unwrap())
        .collect();
    let profile = &file["profiles"][0];
    let samples = profile["samples"].as_array().unwrap();
    assert_eq!(samples.len(), golden_times().len());
    // The phase each sample is in, in order: 1, 2, 3, each a run of its own.
    let phases: Vec<usize> = samples
        .iter()
        .filter_map(|stack| {
            stack.as_array().unwrap().iter().find_map(|f| {
                match names[f.as_u64().unwrap() as usize] {
                    "phase_one" => Some(1),
                    "phase_two" => Some(2),
                    "phase_three" => Some(3),
                    _ => None,
                }
            })
        })
        .collect();
    let mut runs = phases.clone();
    runs.dedup();
    assert_eq!(runs, [1, 2, 3], "{phases:?}");
    let weights: i64 = profile["weights"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w.as_i64().unwrap())
        .sum();
    let (_, period, _) = perf_report(&golden("perf_phases.time-range"));
    assert!(
        weights > period as i64,
        "{weights} of the whole against {period} of a second"
    );
    assert_eq!(profile["endValue"].as_i64().unwrap(), weights);
    // A time range: that range's samples only.
    let json = ok(&run_perf(&["--speedscope", "--time=25%/2", &recording()]));
    let file: serde_json::Value = serde_json::from_str(&json).unwrap();
    let (samples, _, _) = perf_report(&golden("perf_phases.time-25%-2"));
    assert_eq!(
        file["profiles"][0]["samples"].as_array().unwrap().len() as u64,
        samples
    );
}

/// A recording's `perf script` text keeps its sample times as its
/// perf.data does: the same time ranges (to a sample: the text's times are
/// to the microsecond) and the same heat map.
#[test]
fn perf_scripts_times_are_its_recordings() {
    let perf = testdata().join("perf");
    for name in ["perf_two", "perf_cpp", "perf_multi"] {
        let data = perf.join(format!("{name}.data")).display().to_string();
        let script = perf.join(format!("{name}.script")).display().to_string();
        for time in ["25%/2", "0%-10%,50%-60%"] {
            let samples = |input: &str| -> i64 {
                let text = ok(&run_perf(&[
                    "--text",
                    "--sample_index=0",
                    &format!("--time={time}"),
                    input,
                ]));
                text.lines()
                    .next()
                    .and_then(|l| l.strip_prefix("Total: "))
                    .and_then(|t| t.split_whitespace().next())
                    .unwrap()
                    .parse()
                    .unwrap()
            };
            let (from_data, from_script) = (samples(&data), samples(&script));
            assert!(from_data > 0, "{name} {time}");
            assert!(
                (from_data - from_script).abs() <= 2,
                "{name} {time}: {from_data} from the data, {from_script} from the script"
            );
        }
        let heat = |input: &str| cells(&ok(&run_perf(&["--heatmap", input])));
        let (a, b) = (heat(&data), heat(&script));
        assert_eq!(a.values().sum::<u64>(), b.values().sum::<u64>(), "{name}");
    }
}

/// Several ranges, separated by spaces, at every door: the prompt takes
/// the words after `time=` as the rest of its value.
#[test]
fn several_time_ranges_at_the_prompt_are_the_command_lines() {
    let times = golden_times();
    let (first, last) = (times[0], times[times.len() - 1]);
    let at = |ns: u64| format!("{}.{:09}", ns / 1_000_000_000, ns % 1_000_000_000);
    let third = (last - first) / 3;
    let ranges = format!(
        "{},{} {},{}",
        at(first),
        at(first + third),
        at(first + 2 * third),
        at(last)
    );
    let cli = ok(&run_perf(&[
        "--text",
        &format!("--time={ranges}"),
        &recording(),
    ]));
    let perf = testdata().join("perf");
    let (prompt, stderr) = crate::interactive::session_with(
        &[
            format!("--lib_prefix={}", perf.join("bin").display()),
            recording(),
        ],
        &format!("time={ranges}\ntop\n"),
    );
    assert!(!stderr.contains("unknown command"), "{stderr}");
    assert!(stderr.contains(&format!("time {ranges}:")), "{stderr}");
    let total = |text: &str| {
        text.lines()
            .find(|l| l.starts_with("Total: "))
            .map(str::to_string)
    };
    assert_eq!(total(&prompt), total(&cli), "{prompt}\n{stderr}");
}
