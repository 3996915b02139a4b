//! The settings registry's promise: a setting is at every door its entry
//! names, with the same meaning. For each entry with an example value, the
//! command line's flag, the prompt's `NAME=VALUE` and the web's
//! `?NAME=VALUE` (and Go's URL key) give the same report; so does each word
//! that sets a value (`--lines`, `lines`, `lines=1`), or every door refuses
//! it alike. A door an entry does not name refuses it.

use crate::common::{run, testdata};
use crate::interactive::session_with;
use crate::web::{Server, table_rows, text_rows};
use crate::weblist::{listed_rows, weblist_rows};
use profile_analyze::settings::registry::{Door, REGISTRY, Setting};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::Output;

/// How a setting's effect is seen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Probe {
    /// The text report's rows: `--text`, `top`, `/top`.
    Top,
    /// `--disasm=leaf_heavy`, `disasm leaf_heavy`, `/disasm?q=leaf_heavy`.
    Disasm,
    /// `--list=integrate`, `list integrate`, `/source?q=integrate`.
    List,
    /// `--dot`, `dot`; the web's graph against `--svg`.
    Graph,
    /// `--flamegraph`, `flamegraph`, `/flamegraph.svg`.
    Flame,
    /// `--tags`, `tags`; the web has no tags view: its form shows the value.
    Tags,
    /// Go's `--peek=leaf_heavy`, `peek leaf_heavy`, `/peek?q=leaf_heavy`.
    Peek,
    /// `--heatmap`, `heatmap`, `/heatmap` (its SVG).
    Heat,
}

/// Where a setting is tried: the program, the profiles, flags every door
/// starts with, the probe, and for a base the profile it names apart.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Fixture {
    program: &'static str,
    profiles: &'static [&'static str],
    /// Given to all three doors (the prompt and the web start with them).
    flags: Vec<String>,
    probe: Probe,
    /// The prompt and the web are started with this profile too (after
    /// the others): the base setting names it among the files given.
    also_given: Option<&'static str>,
}

fn prof(name: &str) -> String {
    testdata().join("prof").join(name).display().to_string()
}

/// The fixture each setting is tried on.
fn fixture(setting: &Setting) -> Fixture {
    let c_pie = |probe| Fixture {
        program: "c_pie_O0",
        profiles: &["c_pie_O0.prof"],
        flags: Vec::new(),
        probe,
        also_given: None,
    };
    let go_heap = |probe| Fixture {
        program: "go_prof",
        profiles: &["go_prof.heap.pb.gz"],
        flags: Vec::new(),
        probe,
        also_given: None,
    };
    let perf_phases = |probe| Fixture {
        program: "../perf/bin/perf_phases",
        profiles: &["../perf/perf_phases.data"],
        ..c_pie(probe)
    };
    let source_path = format!("--source_path={}", testdata().join("programs").display());
    match setting.name {
        "tagfocus" | "tagignore" | "sample_index" | "show_bytes" | "unit" => go_heap(Probe::Top),
        "relative_percentages" => Fixture {
            flags: vec!["--focus=^b$".into()],
            ..c_pie(Probe::Peek)
        },
        "tagshow" | "taghide" => Fixture {
            profiles: &["go_prof.cpu.pb.gz"],
            ..go_heap(Probe::Tags)
        },
        // Label frames at the root have no flat value: sorted by cum, they
        // are among the first rows.
        "tagroot" | "tagleaf" => Fixture {
            profiles: &["go_prof.cpu.pb.gz"],
            flags: vec!["--sort=cum".into()],
            ..go_heap(Probe::Top)
        },
        "full_names" | "noinlines" => Fixture {
            program: "cpp_inline",
            profiles: &["cpp_inline.prof"],
            ..c_pie(Probe::Top)
        },
        "inlined_lines" => Fixture {
            program: "cpp_inline",
            profiles: &["cpp_inline.prof"],
            flags: vec![source_path],
            ..c_pie(Probe::List)
        },
        // Found only as Go looks for it: in the parent of this directory.
        "trim_path" => Fixture {
            program: "cpp_inline",
            profiles: &["cpp_inline.prof"],
            flags: vec![format!(
                "--source_path={}",
                testdata().join("programs/none").display()
            )],
            ..c_pie(Probe::List)
        },
        "source_path" => Fixture {
            program: "cpp_inline",
            profiles: &["cpp_inline.prof"],
            ..c_pie(Probe::List)
        },
        "intel_syntax" => c_pie(Probe::Disasm),
        // A perf recording with sample times, its binary found by
        // PPROF_BINARY_PATH.
        "time" => perf_phases(Probe::Top),
        "heatmap_column" | "heatmap_row" => perf_phases(Probe::Heat),
        "nodefraction" | "edgefraction" | "maxdegree" | "call_tree" | "compact_labels" => {
            c_pie(Probe::Graph)
        }
        "trim" => Fixture {
            flags: vec!["--nodecount=3".into()],
            ..c_pie(Probe::Graph)
        },
        "reverse" | "minwidth" => Fixture {
            flags: vec!["--minwidth=0.2".into()],
            ..c_pie(Probe::Flame)
        },
        "base" | "diff_base" => Fixture {
            program: "cpu_multi",
            profiles: &["cpu_multi.b1.prof"],
            also_given: Some("cpu_multi.a1.prof"),
            ..c_pie(Probe::Top)
        },
        "compare_runs" => Fixture {
            program: "cpu_multi",
            profiles: &["cpu_multi.b1.prof", "cpu_multi.b2.prof"],
            flags: vec![
                "--minwidth=0.2".into(),
                format!("--base={}", prof("cpu_multi.a1.prof")),
                format!("--base={}", prof("cpu_multi.a2.prof")),
            ],
            ..c_pie(Probe::Flame)
        },
        "normalize" | "drop_negative" => Fixture {
            program: "cpu_multi",
            profiles: &["cpu_multi.b1.prof"],
            flags: vec![format!("--base={}", prof("cpu_multi.a1.prof"))],
            ..c_pie(Probe::Top)
        },
        _ => c_pie(Probe::Top),
    }
}

impl Fixture {
    /// The words after the flags: the program and the profiles (with the
    /// one given apart when `with_also`).
    fn files(&self, with_also: bool) -> Vec<String> {
        let mut files = vec![
            testdata()
                .join("bin")
                .join(self.program)
                .display()
                .to_string(),
        ];
        files.extend(self.profiles.iter().map(|p| prof(p)));
        if with_also && let Some(also) = self.also_given {
            files.push(prof(also));
        }
        files
    }

    fn common_flags(&self) -> Vec<String> {
        let mut flags = vec![format!("--lib_prefix={}", testdata().join("bin").display())];
        flags.extend(self.flags.iter().cloned());
        flags
    }
}

/// What a door answered: the report, or that it refused.
#[derive(PartialEq)]
enum Answer {
    Report(String),
    Refused(String),
}

impl std::fmt::Debug for Answer {
    /// The first 400 bytes: enough to see what differs in a failure.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (what, text) = match self {
            Answer::Report(t) => ("Report", t),
            Answer::Refused(t) => ("Refused", t),
        };
        let end = (0..=text.len().min(400))
            .rev()
            .find(|&i| text.is_char_boundary(i))
            .unwrap_or(0);
        write!(
            f,
            "{what}({:?}{})",
            &text[..end],
            if end < text.len() { "..." } else { "" }
        )
    }
}

/// The command line's report with `setting` spelled `spelled`.
fn cli(f: &Fixture, spelled: &[String]) -> Answer {
    let mut args: Vec<String> = match f.probe {
        Probe::Top => vec!["--text".into()],
        Probe::Disasm => vec!["--disasm=leaf_heavy".into()],
        Probe::List => vec!["--list=integrate".into()],
        Probe::Graph => vec!["--dot".into()],
        Probe::Flame => vec!["--flamegraph".into()],
        Probe::Tags => vec!["--tags".into()],
        Probe::Peek => vec!["--peek=leaf_heavy".into()],
        Probe::Heat => vec!["--heatmap".into()],
    };
    if f.probe == Probe::Top && !spelled.iter().any(|s| s.contains("nodecount")) {
        args.push("--nodecount=10".into());
    }
    args.extend(f.common_flags());
    args.extend(spelled.iter().cloned());
    args.extend(f.files(false));
    let out = run(&args.iter().map(String::as_str).collect::<Vec<_>>());
    answer(&out, f.probe)
}

fn answer(out: &Output, probe: Probe) -> Answer {
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    if !out.status.success() {
        return Answer::Refused(String::from_utf8_lossy(&out.stderr).into_owned());
    }
    Answer::Report(match probe {
        Probe::Top => rows(text_rows(&stdout)),
        _ => stdout,
    })
}

fn rows(rows: Vec<Vec<String>>) -> String {
    rows.iter().map(|r| r.join(" ") + "\n").collect()
}

/// The prompt's report after `line` (`NAME=VALUE` or a word).
fn prompt(f: &Fixture, line: &str) -> Answer {
    let command = match f.probe {
        Probe::Top => "top",
        Probe::Disasm => "disasm leaf_heavy",
        Probe::List => "list integrate",
        Probe::Graph => "dot",
        Probe::Flame => "flamegraph",
        Probe::Tags => "tags",
        Probe::Peek => "peek leaf_heavy",
        Probe::Heat => "heatmap",
    };
    let mut args = f.common_flags();
    args.extend(f.files(true));
    let (stdout, stderr) = session_with(&args, &format!("{line}\n{command}\n"));
    // Each line the prompt rejects is one error line (not a warning, nor
    // the note of the time range a report shows).
    if let Some(error) = stderr.lines().find(|l| {
        l.starts_with("profile-analyze: ")
            && !l.contains("warning")
            && !l.starts_with("profile-analyze: time ")
    }) {
        return Answer::Refused(error.to_string());
    }
    Answer::Report(match f.probe {
        Probe::Top => rows(text_rows(&stdout)),
        // perl's filter summary comes first at the prompt.
        Probe::List | Probe::Disasm => {
            let at = stdout.find("ROUTINE").unwrap_or(0);
            stdout[at..].to_string()
        }
        _ => stdout,
    })
}

/// The web's page for `query` (already encoded), as the probe sees it.
fn web(server: &Server, f: &Fixture, query: &str) -> Answer {
    let (path, extra) = match f.probe {
        Probe::Top => ("/top", "nodecount=10&"),
        Probe::Disasm => ("/disasm", "q=leaf_heavy&"),
        Probe::List => ("/source", "q=integrate&"),
        Probe::Graph => ("/graph", ""),
        Probe::Flame => ("/flamegraph.svg", ""),
        Probe::Tags => ("/top", ""),
        Probe::Peek => ("/peek", "q=leaf_heavy&"),
        Probe::Heat => ("/heatmap", ""),
    };
    let extra = if query.starts_with("nodecount=") || query.starts_with("n=") {
        ""
    } else {
        extra
    };
    let (status, body) = server.get(&format!("{path}?{extra}{query}"));
    if status != 200 {
        return Answer::Refused(body);
    }
    Answer::Report(match f.probe {
        Probe::Top => rows(table_rows(&body)),
        Probe::List => source_rows(weblist_rows(&body)),
        Probe::Disasm | Probe::Peek => crate::web::pre_text(&body),
        Probe::Graph | Probe::Heat => match (body.find("<svg"), body.rfind("</svg>")) {
            (Some(start), Some(end)) => body[start..end + 6].to_string() + "\n",
            _ => String::new(),
        },
        Probe::Flame | Probe::Tags => body,
    })
}

/// The query's encoding of a value.
fn encode(value: &str) -> String {
    value
        .bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'.' | b'_' | b'-' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// The same report in the web's preset (Go's), for the probes that the
/// web renders another way: the graph as SVG, and nothing for the tags.
fn cli_for_web(f: &Fixture, spelled: &[String]) -> Answer {
    let mut spelled = spelled.to_vec();
    if !spelled.iter().any(|s| s.contains("preset")) {
        spelled.insert(0, "--preset=go".into());
    }
    match f.probe {
        Probe::Graph => {
            let mut args: Vec<String> = vec!["--svg".into()];
            args.extend(f.common_flags());
            args.extend(spelled.iter().cloned());
            args.extend(f.files(false));
            let out = run(&args.iter().map(String::as_str).collect::<Vec<_>>());
            match answer(&out, f.probe) {
                Answer::Report(svg) => Answer::Report(
                    svg.find("<svg")
                        .map_or(svg.clone(), |at| svg[at..].to_string()),
                ),
                refused => refused,
            }
        }
        // The web's source view is the weblist, with --list's lines.
        Probe::List => match cli(f, &spelled) {
            Answer::Report(list) => Answer::Report(source_rows(listed_rows(&list))),
            refused => refused,
        },
        // The web's heat map is the SVG inline.
        Probe::Heat => match cli(f, &spelled) {
            Answer::Report(svg) => Answer::Report(
                svg.find("<svg")
                    .map_or(svg.clone(), |at| svg[at..].to_string()),
            ),
            refused => refused,
        },
        _ => cli(f, &spelled),
    }
}

/// The rows of a listing, one a line.
fn source_rows(rows: Vec<crate::weblist::Row>) -> String {
    rows.iter()
        .map(|(line, flat, cum, text)| format!("{line} {flat} {cum} {text}\n"))
        .collect()
}

/// One way of setting a setting: its spelling at each door.
struct Trial {
    what: String,
    /// The entry's example, in perl's spelling.
    example: bool,
    cli: Vec<String>,
    prompt: String,
    web: Vec<String>,
}

fn trials(setting: &Setting) -> Vec<Trial> {
    let mut trials = Vec::new();
    if let Some(value) = setting.example {
        // The command line takes any file as the base; the prompt and the
        // web one of those given, here by its file name.
        let cli_value = match setting.name {
            "base" | "diff_base" => prof(value),
            _ => value.to_string(),
        };
        let mut web = vec![format!("{}={}", setting.name, encode(value))];
        if let Some(key) = setting.url_key.filter(|k| *k != setting.name) {
            web.push(format!("{key}={}", encode(value)));
        }
        trials.push(Trial {
            example: true,
            what: format!("{}={value}", setting.name),
            cli: vec![format!("--{}={cli_value}", setting.name)],
            prompt: format!("{}={value}", setting.name),
            web,
        });
        // Go's spelling, one dash.
        trials.push(Trial {
            example: false,
            what: format!("-{}={value}", setting.name),
            cli: vec![format!("-{}={cli_value}", setting.name)],
            prompt: format!("{}={value}", setting.name),
            web: Vec::new(),
        });
    }
    for word in setting.words {
        trials.push(Trial {
            example: false,
            what: word.word.to_string(),
            cli: vec![format!("--{}", word.word)],
            prompt: word.word.to_string(),
            web: vec![format!("{}=1", word.word)],
        });
    }
    trials
}

/// Every entry with an example (and every word) gives the same report at
/// every door it names; every door it does not name refuses it.
#[test]
fn every_setting_means_the_same_at_every_door() {
    let mut by_fixture: BTreeMap<Fixture, Vec<&Setting>> = BTreeMap::new();
    for setting in REGISTRY {
        if setting.example.is_some() || !setting.words.is_empty() {
            by_fixture
                .entry(fixture(setting))
                .or_default()
                .push(setting);
        }
    }
    let mut failures = Vec::new();
    let mut compared = 0;
    // The web's graph is compared with --svg's, which graphviz draws.
    let dot = crate::common::need(
        "settings::every_setting_means_the_same_at_every_door (the web's graph)",
        "dot",
        "graphviz",
    )
    .is_some();
    for (f, settings) in &by_fixture {
        let mut args = vec!["--http=127.0.0.1:0".to_string(), "--no_browser".into()];
        args.extend(f.common_flags());
        args.extend(f.files(true));
        let server = Server::start_args(&args.iter().map(String::as_str).collect::<Vec<_>>(), &[]);
        let unset = cli(f, &[]);
        for setting in settings {
            for trial in trials(setting) {
                let by_cli = cli(f, &trial.cli);
                // An example shows what the setting does.
                if trial.example && by_cli == unset {
                    failures.push(format!("{}: the report is the same without it", trial.what));
                }
                if !setting.doors.has(Door::Cli) {
                    if matches!(by_cli, Answer::Report(_)) {
                        failures.push(format!("{}: the command line took it", trial.what));
                    }
                    continue;
                }
                let by_prompt = prompt(f, &trial.prompt);
                let same = match (&by_cli, &by_prompt) {
                    (Answer::Report(a), Answer::Report(b)) => a == b,
                    (Answer::Refused(_), Answer::Refused(_)) => true,
                    _ => false,
                };
                // At its door, what the command line shows; elsewhere refused.
                let prompt_ok = if setting.doors.has(Door::Prompt) {
                    same
                } else {
                    matches!(by_prompt, Answer::Refused(_))
                };
                if !prompt_ok {
                    failures.push(format!(
                        "{} at the prompt: {by_prompt:?}\n  the command line: {by_cli:?}",
                        trial.what
                    ));
                }
                for query in &trial.web {
                    let by_web = web(&server, f, query);
                    if !setting.doors.has(Door::Web) {
                        if matches!(by_web, Answer::Report(_)) {
                            failures.push(format!("{query}: the web took it"));
                        }
                        continue;
                    }
                    if f.probe == Probe::Graph && !dot {
                        continue;
                    }
                    let want = cli_for_web(f, &trial.cli);
                    let same = match (&want, &by_web) {
                        (Answer::Report(_), Answer::Report(page)) if f.probe == Probe::Tags => {
                            // No tags view: the form shows the value set.
                            let value = query.split_once('=').map_or("", |(_, v)| v);
                            page.contains(&format!("value=\"{}\"", value.replace("%3D", "=")))
                        }
                        (Answer::Report(a), Answer::Report(b)) => a == b,
                        (Answer::Refused(_), Answer::Refused(_)) => true,
                        _ => false,
                    };
                    if !same {
                        failures.push(format!(
                            "{query} at the web: {by_web:?}\n  the command line: {want:?}"
                        ));
                    }
                    compared += 1;
                }
                compared += 1;
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(compared > 60, "only {compared} comparisons");
}

/// Each entry at every door says what it is: a help line, and an example
/// unless it names files on this machine (the registry test needs one).
#[test]
fn every_setting_at_every_door_has_an_example() {
    let missing: Vec<&str> = REGISTRY
        .iter()
        .filter(|s| s.doors.has(Door::Web) && s.example.is_none() && s.words.is_empty())
        .map(|s| s.name)
        .collect();
    assert!(missing.is_empty(), "no example: {missing:?}");
    assert!(REGISTRY.iter().all(|s| !s.help.is_empty()));
}

/// The prompt lists every setting it takes in its help, `options` shows
/// each with its value, and `sample_index` and `tagfocus` are settings
/// there (they were not).
#[test]
fn the_prompt_takes_and_lists_every_setting_of_its_door() {
    let program = testdata().join("bin/go_prof").display().to_string();
    let (stdout, stderr) = session_with(
        &[program, prof("go_prof.heap.pb.gz")],
        "help\nsample_index=inuse_space\ntagfocus=bytes=1kb:\noptions\n",
    );
    assert!(!stderr.contains("unknown setting"), "{stderr}");
    for setting in REGISTRY.iter().filter(|s| s.doors.prompt) {
        assert!(
            stdout.contains(&format!("  {}=", setting.name)),
            "help lacks {}",
            setting.name
        );
    }
    assert!(stdout.contains("\nsample_index=inuse_space\n"), "{stdout}");
    assert!(stdout.contains("\ntagfocus=bytes=1kb:\n"), "{stdout}");
}

/// A growth profile's `inuse_space` is its `space`, at every door (Go
/// strips `inuse_` when it looks a type up): the web answered 400.
#[test]
fn inuse_space_of_a_growth_profile_at_every_door() {
    let f = Fixture {
        program: "heap_prog",
        profiles: &["heap_prog.growth"],
        flags: Vec::new(),
        probe: Probe::Top,
        also_given: None,
    };
    let by_cli = cli(&f, &["--sample_index=inuse_space".into()]);
    assert!(
        matches!(by_cli, Answer::Report(ref r) if !r.is_empty()),
        "{by_cli:?}"
    );
    assert_eq!(prompt(&f, "sample_index=inuse_space"), by_cli);
    let mut args = vec!["--http=127.0.0.1:0".to_string(), "--no_browser".into()];
    args.extend(f.common_flags());
    args.extend(f.files(false));
    let server = Server::start_args(&args.iter().map(String::as_str).collect::<Vec<_>>(), &[]);
    // The web's preset is Go's: its page is the command line's under it.
    let go = cli_for_web(&f, &["--sample_index=inuse_space".into()]);
    assert_eq!(web(&server, &f, "sample_index=inuse_space"), go);
    assert_eq!(web(&server, &f, "si=inuse_space"), go);
}

/// A view setting changes nothing that is loaded: the prompt reloads only
/// for the settings that change what is loaded, and `base=` there takes a
/// file given on the command line (by path, file name or place).
#[test]
fn the_prompt_reloads_only_for_load_settings() {
    let f = fixture(REGISTRY.iter().find(|s| s.name == "base").unwrap());
    let with_base = prompt(&f, "base=cpu_multi.a1.prof");
    let by_cli = cli(&f, &[format!("--base={}", prof("cpu_multi.a1.prof"))]);
    assert_eq!(with_base, by_cli);
    let by_place = prompt(&f, "base=1");
    assert_eq!(by_place, by_cli);
    let refused = prompt(&f, "base=/etc/passwd");
    assert!(
        matches!(refused, Answer::Refused(ref e) if e.contains("not one of the files given")),
        "{refused:?}"
    );
    // Back to no base: the two profiles summed.
    let none = prompt(&f, "base=none");
    let summed = {
        let mut args = vec!["--text".to_string(), "--nodecount=10".into()];
        args.extend(f.common_flags());
        args.extend(f.files(true));
        answer(
            &run(&args.iter().map(String::as_str).collect::<Vec<_>>()),
            Probe::Top,
        )
    };
    assert_eq!(none, summed);
}

/// `output=FILE` at the prompt writes the reports after it to FILE, as
/// `--output` writes one.
#[test]
fn the_prompts_output_setting_writes_reports_to_a_file() {
    let dir = crate::common::scratch("output-setting");
    let file: PathBuf = dir.path().join("top.txt");
    let f = fixture(REGISTRY.iter().find(|s| s.name == "focus").unwrap());
    let answer = prompt(&f, &format!("output={}", file.display()));
    assert_eq!(answer, Answer::Report(String::new()));
    let written = std::fs::read_to_string(&file).unwrap();
    let by_cli = cli(&f, &[]);
    assert_eq!(Answer::Report(rows(text_rows(&written))), by_cli);
}

/// The settings table of the reference the README links to
/// (docs/reference.md) has every setting of the registry.
#[test]
fn the_readme_lists_every_setting() {
    let readme = std::fs::read_to_string(testdata().join("../docs/reference.md")).unwrap();
    let table = readme
        .split("## Settings: one list, three doors")
        .nth(1)
        .expect("docs/reference.md's settings section");
    for setting in REGISTRY {
        assert!(
            table.contains(&format!("| `{}", setting.name)),
            "docs/reference.md's settings table lacks {}",
            setting.name
        );
    }
}

/// perl's mean delay is made as the profiles are read: choosing it at the
/// prompt or in the web loads them again (it was served from the profile
/// loaded without it), and every door shows the command line's rows.
#[test]
fn a_mean_delay_is_loaded_at_every_door() {
    let f = Fixture {
        program: "go_block",
        profiles: &["go_block.contention"],
        flags: Vec::new(),
        probe: Probe::Top,
        also_given: None,
    };
    let by_cli = cli(&f, &["--mean_delay".into()]);
    assert!(
        matches!(by_cli, Answer::Report(ref r) if !r.is_empty()),
        "{by_cli:?}"
    );
    assert_ne!(by_cli, cli(&f, &[]));
    assert_eq!(prompt(&f, "sample_index=mean_delay"), by_cli);
    assert_eq!(prompt(&f, "mean_delay"), by_cli);
    let mut args = vec!["--http=127.0.0.1:0".to_string(), "--no_browser".into()];
    args.extend(f.common_flags());
    args.extend(f.files(false));
    let server = Server::start_args(&args.iter().map(String::as_str).collect::<Vec<_>>(), &[]);
    // The web's preset is Go's: its page is the command line's under it.
    let go = cli_for_web(&f, &["--mean_delay".into()]);
    assert_eq!(web(&server, &f, "si=mean_delay"), go);
    assert_eq!(web(&server, &f, "mean_delay=1"), go);
    // The profile without it is still there, unchanged.
    assert_eq!(
        web(&server, &f, "si=contentions"),
        cli_for_web(&f, &["--contentions".into()])
    );
}

/// An empty field of the web's form clears a setting that empty clears
/// (the label frames, a regular expression) and leaves the others (the
/// unit) as the command line set them.
#[test]
fn an_empty_web_field_clears_only_what_empty_clears() {
    let f = Fixture {
        program: "go_prof",
        profiles: &["go_prof.cpu.pb.gz"],
        flags: vec![
            "--tagroot=phase".into(),
            "--unit=ms".into(),
            "--focus=main".into(),
        ],
        probe: Probe::Top,
        also_given: None,
    };
    let mut args = vec!["--http=127.0.0.1:0".to_string(), "--no_browser".into()];
    args.extend(f.common_flags());
    args.extend(f.files(false));
    let server = Server::start_args(&args.iter().map(String::as_str).collect::<Vec<_>>(), &[]);
    let plain = Fixture {
        flags: vec!["--unit=ms".into()],
        ..f.clone()
    };
    assert_eq!(
        web(&server, &f, "tagroot=&unit=&focus="),
        cli_for_web(&plain, &[])
    );
    assert_eq!(web(&server, &f, ""), cli_for_web(&f, &[]));
    assert_ne!(cli(&f, &[]), cli(&plain, &[]));
}
