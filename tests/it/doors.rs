//! Every report at the three doors: the command line's flags, the
//! interactive prompt and the web give the same document for the same
//! settings (the same `Total:` line, units, percentages and rows), on a
//! gperftools CPU profile, a perf.data recording and a heap profile, in
//! both presets, with `unit=ms` and a focus. perl's interactive header
//! (`After focusing on ...`) is the prompt's own, in perl's layout only.

use crate::web::{Server, agent};
use profile_analyze::report::commands::{Need, TABLE};
use std::io::Write;
use std::process::{Command, Stdio};

/// A profile, the files that name it, and a function its reports that take
/// a regular expression look at.
struct Case {
    files: Vec<String>,
    symbol: &'static str,
    /// It keeps sample times (the heat map is one of its reports).
    times: bool,
}

fn cases() -> Vec<Case> {
    let testdata = crate::common::testdata();
    let path = |p: &str| testdata.join(p).display().to_string();
    vec![
        Case {
            files: vec![
                format!("--source_path={}", path("programs")),
                path("bin/c_pie_O0"),
                crate::common::profile("c_pie_O0").display().to_string(),
            ],
            symbol: "leaf_heavy",
            times: false,
        },
        // Its binary not found: most addresses have no name.
        Case {
            files: vec![path("perf/perf_cpp.data")],
            symbol: "main",
            times: true,
        },
        Case {
            files: vec![path("bin/heap_prog"), path("prof/heap_prog.0002.heap")],
            symbol: "main",
            times: false,
        },
    ]
}

/// The settings tried, each as `(name, value)`.
/// In an order where the default run's turns (three settings a report, two
/// or three a case at the web) give every report both presets and a focus.
const SETTINGS: &[&[(&str, &str)]] = &[
    &[("preset", "perl")],
    &[("preset", "go"), ("unit", "ms"), ("focus", "main")],
    &[("preset", "perl"), ("unit", "ms")],
    &[("preset", "perl"), ("focus", "main")],
    &[("preset", "go")],
];

/// The reports every door has: those that write their output, of any
/// profile (not gprof's), and not an image; with whether they take a
/// regular expression and need sample times.
fn reports() -> Vec<(&'static str, bool, bool)> {
    TABLE
        .iter()
        .filter(|r| r.writes_output() && r.refines.is_none())
        .filter(|r| {
            !r.needs.iter().any(|n| {
                matches!(
                    n,
                    Need::GmonHistogram
                        | Need::GmonArcs
                        | Need::Image(_)
                        | Need::Viewer(_)
                        | Need::File(_)
                        // A page opens in a browser without --output
                        // (tests/it/weblist.rs); the web's source view
                        // holds it (below).
                        | Need::Page
                )
            })
        })
        .map(|r| (r.name, r.takes_regex, r.needs(Need::SampleTimes)))
        .collect()
}

fn flags(case: &Case, settings: &[(&str, &str)], report: &str, regex: bool) -> Vec<String> {
    let mut args: Vec<String> = settings.iter().map(|(k, v)| format!("--{k}={v}")).collect();
    args.push(if regex {
        format!("--{report}={}", case.symbol)
    } else {
        format!("--{report}")
    });
    args.extend(case.files.iter().cloned());
    args
}

/// The standard output of `profile-analyze ARGS` fed `stdin`.
fn run(args: &[String], stdin: &str) -> Vec<u8> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_profile-analyze"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "{args:?} {stdin:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

/// The prompt's output without perl's interactive header, which only it
/// prints: `After focusing on ...` under `Total:` in perl's `top`, and
/// both above `list` and `disasm`.
fn without_prompt_header(out: &str, report: &str) -> String {
    let mut lines: Vec<&str> = out.lines().collect();
    if report == "list" || report == "disasm" {
        let header = lines
            .iter()
            .take_while(|l| l.starts_with("Total: ") || l.starts_with("After "))
            .count();
        lines.drain(..header);
    } else {
        lines.retain(|l| !l.starts_with("After focusing on") && !l.starts_with("After ignoring"));
    }
    lines.iter().map(|l| format!("{l}\n")).collect()
}

/// Every report of every case at the command line and the prompt, each
/// under one of the settings (they take turns): every report, case and
/// setting is tried; [`every_report_under_every_setting_at_the_command_line_and_the_prompt`]
/// tries every combination.
#[test]
fn every_report_is_one_document_at_the_command_line_and_the_prompt() {
    cli_and_prompt(|case, settings, report| (case + settings + report) % SETTINGS.len() == 0);
}

/// Every report of every case under every setting, at the command line and
/// the prompt.
#[test]
#[ignore = "thorough: CI runs it (cargo test -- --ignored)"]
fn every_report_under_every_setting_at_the_command_line_and_the_prompt() {
    cli_and_prompt(|_, _, _| true);
}

/// Compares the command line's reports with the prompt's, for the
/// combinations (case, settings, report), by index, that `tried` takes.
fn cli_and_prompt(tried: impl Fn(usize, usize, usize) -> bool) {
    for (c, case) in cases().into_iter().enumerate() {
        for (s, settings) in SETTINGS.iter().enumerate() {
            let perl = settings.contains(&("preset", "perl"));
            for (r, (report, regex, times)) in reports().into_iter().enumerate() {
                if (times && !case.times) || !tried(c, s, r) {
                    continue;
                }
                // The prompt's `top` shows 10 rows unless a node count is set.
                let mut settings = settings.to_vec();
                if report == "text" {
                    settings.push(("nodecount", "1000000"));
                }
                let cli = run(&flags(&case, &settings, report, regex), "");
                let mut script: String =
                    settings.iter().map(|(k, v)| format!("{k}={v}\n")).collect();
                script.push_str(report);
                if regex {
                    script.push_str(&format!(" {}", case.symbol));
                }
                script.push('\n');
                let prompt = run(&case.files, &script);
                let what = format!("{report} {settings:?} of {:?}", case.files.last());
                match (String::from_utf8(cli), String::from_utf8(prompt)) {
                    (Ok(cli), Ok(prompt)) => {
                        let prompt = if perl {
                            without_prompt_header(&prompt, report)
                        } else {
                            prompt
                        };
                        assert_eq!(prompt, cli, "{what}");
                    }
                    (cli, prompt) => assert_eq!(
                        prompt.map_err(|e| e.into_bytes()),
                        cli.map_err(|e| e.into_bytes()),
                        "{what}"
                    ),
                }
            }
        }
    }
}

/// The query of `settings`.
fn query(settings: &[(&str, &str)]) -> String {
    settings
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect::<Vec<_>>()
        .join("&")
}

/// A document's lines as the web shows them: the lines above the tables,
/// the tables' titles, and each row's cells; whitespace and `:` are not
/// compared (text separates an object from why with `: `, the web puts
/// them in two cells).
fn html_lines(html: &str) -> Vec<String> {
    let tag = regex::Regex::new(r"<[^>]*>").unwrap();
    let text = |s: &str| {
        let s = tag.replace_all(s, " ");
        normalize(
            &s.replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&quot;", "\"")
                .replace("&amp;", "&"),
        )
    };
    html.lines()
        .filter(|l| {
            l.starts_with("<p class=\"total\">") || l.starts_with("<h3>") || l.starts_with("<tr ")
        })
        .map(text)
        .collect()
}

/// The text report's lines, but for its blank lines and headings.
fn text_lines(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.trim_start().starts_with("flat "))
        .map(normalize)
        .collect()
}

fn normalize(line: &str) -> String {
    line.replace(':', " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The web's views against the command line's reports, every case under
/// half the settings (every setting is tried on some case);
/// [`the_webs_views_are_the_command_lines_reports_under_every_setting`]
/// tries every one.
#[test]
fn the_webs_views_are_the_command_lines_reports() {
    web_and_cli(|case, settings| (case + settings) % 2 == 0);
}

/// The web's views against the command line's reports, every case under
/// every setting.
#[test]
#[ignore = "thorough: CI runs it (cargo test -- --ignored)"]
fn the_webs_views_are_the_command_lines_reports_under_every_setting() {
    web_and_cli(|_, _| true);
}

/// Compares the web's views with the command line's reports, for the
/// combinations (case, settings), by index, that `tried` takes.
fn web_and_cli(tried: impl Fn(usize, usize) -> bool) {
    for (c, case) in cases().into_iter().enumerate() {
        let mut args: Vec<&str> = vec!["--http=127.0.0.1:0", "--no_browser"];
        args.extend(case.files.iter().map(String::as_str));
        let server = Server::start_args(&args, &[]);
        for (s, settings) in SETTINGS.iter().enumerate() {
            if !tried(c, s) {
                continue;
            }
            let query = query(settings);
            let what = |report: &str| format!("{report} {settings:?} of {:?}", case.files.last());
            let cli = |report: &str, regex: bool| {
                String::from_utf8(run(&flags(&case, settings, report, regex), "")).unwrap()
            };
            // The documents: the top and unknown views.
            for (path, report) in [("/top", "text"), ("/unknown", "unknown")] {
                let html = server.page(&format!("{path}?{query}&nodecount=1000000"));
                let text = if report == "text" {
                    let mut settings = settings.to_vec();
                    settings.push(("nodecount", "1000000"));
                    String::from_utf8(run(&flags(&case, &settings, report, false), "")).unwrap()
                } else {
                    cli(report, false)
                };
                assert_eq!(html_lines(&html), text_lines(&text), "{}", what(report));
            }
            // The source view: the weblist, with --list's lines.
            let html = server.page(&format!("/source?{query}&q={}", case.symbol));
            assert_eq!(
                crate::weblist::weblist_rows(&html),
                crate::weblist::listed_rows(&cli("list", true)),
                "{}",
                what("list")
            );
            // The text views.
            for (path, report) in [("/peek", "peek"), ("/disasm", "disasm")] {
                let html = server.page(&format!("{path}?{query}&q={}", case.symbol));
                assert_eq!(
                    crate::web::pre_text(&html),
                    cli(report, true),
                    "{}",
                    what(report)
                );
            }
            // The heat map, inline.
            if case.times {
                let svg = |text: &str| {
                    let at = text.find("<svg")?;
                    let end = text[at..].find("</svg>")?;
                    Some(text[at..at + end].to_string())
                };
                let html = server.page(&format!("/heatmap?{query}"));
                assert!(svg(&html).is_some_and(|s| s.contains("data-n=")), "{html}");
                assert_eq!(
                    svg(&html),
                    svg(&cli("heatmap", false)),
                    "{}",
                    what("heatmap")
                );
            }
            // The download.
            let response = agent()
                .get(format!("{}/download?{query}", server.url))
                .call()
                .unwrap();
            let bytes = response.into_body().read_to_vec().unwrap();
            assert_eq!(
                bytes,
                run(&flags(&case, settings, "proto", false), ""),
                "{}",
                what("proto")
            );
        }
    }
}
