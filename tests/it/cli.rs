//! The command line itself: the report flags and the prompt's commands made
//! from one command table, and Go pprof's single-dash spellings.

use crate::common::{one_line_error, profile, run, stdout_ok, testdata};
use profile_analyze::report::commands::TABLE;
use std::io::Write;
use std::process::{Command, Stdio};

fn c_pie_o0() -> [String; 2] {
    [
        testdata().join("bin/c_pie_O0").display().to_string(),
        profile("c_pie_O0").display().to_string(),
    ]
}

/// Output of `flags` on c_pie_O0, asserting success.
fn analyze(flags: &[&str]) -> String {
    let files = c_pie_o0();
    let mut args = flags.to_vec();
    args.extend(files.iter().map(String::as_str));
    stdout_ok(&run(&args))
}

/// The prompt's `help`.
fn prompt_help() -> String {
    // Wide enough that no entry wraps (the wrapping has its own test,
    // `interactive::help_is_wrapped_to_the_terminal`).
    let mut child = Command::new(env!("CARGO_BIN_EXE_profile-analyze"))
        .args(c_pie_o0())
        .env("COLUMNS", "1000")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(b"help\n").unwrap();
    stdout_ok(&child.wait_with_output().unwrap())
}

#[test]
fn help_and_the_prompt_list_the_same_reports() {
    let help = stdout_ok(&run(&["--help"]));
    let prompt = prompt_help();
    for row in TABLE {
        let is_flag_line = |l: &str| {
            let l = l.trim_start();
            l == row.flag || l.starts_with(&format!("{} ", row.flag))
        };
        let flag_line = help.lines().position(is_flag_line);
        // The help is wrapped: its words, after the flag's, up to the
        // next option.
        let words = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
        let after_flag = flag_line.map(|at| {
            let lines: Vec<&str> = help.lines().skip(at).collect();
            let end = lines[1..]
                .iter()
                .position(|l| l.trim().is_empty())
                .map_or(lines.len(), |e| e + 1);
            words(&lines[..end].join(" "))[row.flag.len()..].to_string()
        });
        assert!(
            flag_line.is_some()
                && after_flag.is_some_and(|rest| {
                    let rest = rest.trim_start().trim_start_matches("<RE>").trim_start();
                    rest.starts_with(&words(row.help))
                }),
            "--help: {}\n{help}",
            row.flag
        );
        let command_line = prompt
            .lines()
            .find(|l| l.trim_start().split([' ', '|']).next() == Some(row.name));
        assert!(
            command_line.is_some_and(|l| l.contains(row.help)),
            "help at the prompt: {}\n{prompt}",
            row.name
        );
        for alias in row.aliases {
            assert!(prompt.contains(&format!("{}|{alias}", row.name)), "{alias}");
        }
    }
}

#[test]
fn single_dash_long_options_are_go_pprofs_spellings() {
    assert_eq!(analyze(&["-text"]), analyze(&["--text"]));
    assert_eq!(analyze(&["-list=leaf"]), analyze(&["--list=leaf"]));
    assert_eq!(
        analyze(&["-text", "-focus=leaf"]),
        analyze(&["--text", "--focus=leaf"])
    );
    assert_eq!(
        analyze(&["-text", "-nodecount=3"]),
        analyze(&["--text", "--nodecount=3"])
    );
    // A separate value, a granularity, a pruning option, a flag alias.
    assert_eq!(
        analyze(&["-dot", "-lines", "-nodefraction", "0.1", "-focus", "leaf"]),
        analyze(&[
            "--dot",
            "--lines",
            "--nodefraction",
            "0.1",
            "--focus",
            "leaf"
        ])
    );
    assert_eq!(
        analyze(&["-text", "-no_strip_temp"]),
        analyze(&["--text", "--full_names"])
    );
}

#[test]
fn single_dash_leaves_short_options_and_other_words_alone() {
    assert!(stdout_ok(&run(&["-V"])).starts_with("profile-analyze "));
    assert!(stdout_ok(&run(&["-h"])).contains("Reports:"));
    // Not an option: refused as it is, whole.
    let out = run(&["-texts", "x"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("-texts is not an option"));
    // After `--`, a word is a file, whatever its spelling.
    let [bin, _] = c_pie_o0();
    let out = run(&["-text", "--", &bin, "-text"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.starts_with("profile-analyze: -text: "), "{stderr}");
}

/// The reference the README links to (docs/reference.md) has a row for
/// every report.
#[test]
fn the_readme_lists_every_report() {
    let readme = std::fs::read_to_string(testdata().join("../docs/reference.md")).unwrap();
    for row in TABLE {
        assert!(
            readme.contains(&format!("| `{}", row.flag)),
            "docs/reference.md has no row for {}",
            row.flag
        );
    }
}

/// `--verbose` lists each address without a name with why: a library that
/// cannot be opened, a binary without symbols.
#[test]
fn verbose_lists_unknown_addresses_with_their_reason() {
    let bin = testdata().join("bin");
    let out = run(&[
        "--text",
        "--verbose",
        bin.join("shlib").to_str().unwrap(),
        profile("shlib").to_str().unwrap(),
    ]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let unusable = stderr
        .lines()
        .filter(|l| l.contains("unknown: ") && l.contains("(libhot.so): file unusable: "))
        .count();
    assert!(unusable > 0, "{stderr}");
    assert!(!stderr.contains("no symbol or debug"), "{stderr}");

    let stripped = run(&[
        "--text",
        "-v",
        bin.join("c_pie_O0.strip-all").to_str().unwrap(),
        profile("c_pie_O0").to_str().unwrap(),
    ]);
    let stderr = String::from_utf8_lossy(&stripped.stderr);
    assert!(
        stderr
            .lines()
            .any(|l| l.contains("(c_pie_O0.strip-all): no symbol or debug information covers it")),
        "{stderr}"
    );
}

/// `--unknown` groups the addresses without a name by object and why; its
/// flat adds up to the `--text` row of the group.
#[test]
fn unknown_groups_unnamed_addresses_with_their_values() {
    let bin = testdata().join("bin");
    let args = [bin.join("shlib"), profile("shlib")];
    let args: Vec<&str> = args.iter().map(|p| p.to_str().unwrap()).collect();
    let text = stdout_ok(&run(&[&["--text"], &args[..]].concat()));
    let group_flat: i64 = text
        .lines()
        .find(|l| l.contains("[libhot.so] (file not found or unusable)"))
        .and_then(|l| l.split_whitespace().next()?.parse().ok())
        .unwrap();
    let unknown = stdout_ok(&run(&[&["--unknown"], &args[..]].concat()));
    assert!(
        unknown.starts_with(&format!(
            "13 of 22 addresses have no name; they are the leaf of {group_flat} samples of 153 samples"
        )),
        "{unknown}"
    );
    let flats: i64 = unknown
        .lines()
        .filter(|l| l.contains("  0x"))
        .map(|l| l.split_whitespace().next().unwrap().parse::<i64>().unwrap())
        .sum();
    assert_eq!(flats, group_flat, "{unknown}");
    assert!(unknown.contains("libhot.so: file unusable: "), "{unknown}");
}

/// A missing file's error says the I/O error once.
#[test]
fn missing_file_error_is_one_line_said_once() {
    let out = run(&["--text", profile("shlib").to_str().unwrap()]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert_eq!(stderr.matches("No such file").count(), 1, "{stderr}");
}

#[test]
fn first_mistakes_are_one_line_each() {
    let bin = testdata().join("bin/c_pie_O0");
    let bin = bin.to_str().unwrap();
    let prof = profile("c_pie_O0");
    let prof = prof.to_str().unwrap();
    let dir = testdata().join("prof");
    one_line_error(
        &["--text", bin, dir.to_str().unwrap()],
        "prof: is a directory, not a profile",
    );
    one_line_error(
        &["--text", prof, bin],
        "c_pie_O0: is a program (ELF), not a profile: give the program first",
    );
    one_line_error(
        &["--text", "--unknownflag", bin, prof],
        "--unknownflag is not an option of profile-analyze",
    );
    one_line_error(
        &["-text", "-tagfocus_x=1", bin, prof],
        "-tagfocus_x is not an option: did you mean --tagfocus?",
    );
}

/// A profile of a program that ended before the first tick: its header,
/// no record, the trailer and the mappings.
#[test]
fn a_profile_without_samples_says_so() {
    let bytes = std::fs::read(profile("c_pie_O0")).unwrap();
    let word = |i: usize| u64::from_le_bytes(bytes[8 * i..8 * i + 8].try_into().unwrap());
    let mut i = 5;
    while !(word(i) == 0 && word(i + 1) == 1) {
        i += 2 + word(i + 1) as usize;
    }
    let mut empty = bytes[..40].to_vec();
    empty.extend_from_slice(&bytes[8 * i..]);
    let dir = crate::common::scratch("no-samples");
    let path = dir.join("empty.prof");
    std::fs::write(&path, empty).unwrap();
    let bin = testdata().join("bin/c_pie_O0");
    let (bin, path) = (bin.to_str().unwrap(), path.to_str().unwrap());
    let out = run(&["--text", bin, path]);
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stdout), "Total: 0 samples\n");
    one_line_error(
        &["--dot", bin, path],
        "no nodes to draw: the profile has no samples",
    );
}

/// `--help` is wrapped: no line wider than 100 columns (clap's width when
/// stdout is no terminal).
#[test]
fn help_fits_100_columns() {
    let help = stdout_ok(&run(&["--help"]));
    assert!(help.contains("Reports:") && help.contains("Where binaries and sources are found:"));
    let widest = help.lines().map(|l| l.chars().count()).max().unwrap();
    assert!(widest <= 100, "a --help line of {widest} columns");
}

/// `--completions bash`, loaded in bash, completes `--tex` to `--text`.
#[test]
fn bash_completion_completes_options() {
    let script = stdout_ok(&run(&["--completions", "bash"]));
    let dir = crate::common::scratch("completions");
    let path = dir.join("profile-analyze.bash");
    std::fs::write(&path, script).unwrap();
    let out = Command::new("bash")
        .arg("-c")
        .arg(format!(
            "source {}; COMP_WORDS=(profile-analyze --tex); COMP_CWORD=1; \
             COMP_LINE='profile-analyze --tex'; COMP_POINT=${{#COMP_LINE}}; \
             _profile__analyze profile-analyze --tex profile-analyze; echo \"${{COMPREPLY[@]}}\"",
            path.display()
        ))
        .output()
        .expect("bash runs");
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "--text");
}

/// `--man` writes a manual page in roff, made from the same options.
#[test]
fn man_page_lists_the_options() {
    let page = stdout_ok(&run(&["--man"]));
    assert!(page.contains(".TH profile-analyze 1"));
    for option in ["\\-\\-text", "\\-\\-lib_prefix", "\\-\\-completions"] {
        assert!(page.contains(option), "{option} missing");
    }
}

/// perl's layout, whose output stays perl's, names the filters in effect
/// on stderr in one line (Go's `Active filters:`); Go's layout prints the
/// block in its header.
#[test]
fn active_filters_are_named() {
    let [bin, prof] = c_pie_o0();
    let perl = run(&["-text", "-focus=leaf_light", "-ignore=^c$", &bin, &prof]);
    let stdout = stdout_ok(&perl);
    assert!(stdout.starts_with("Total: ") && !stdout.contains("Active filters"));
    assert_eq!(
        String::from_utf8_lossy(&perl.stderr),
        "profile-analyze: Active filters: focus=leaf_light ignore=^c$\n"
    );
    let go = run(&["-text", "-preset=go", "-focus=leaf_light", &bin, &prof]);
    assert!(stdout_ok(&go).contains("\nActive filters:\n   focus=leaf_light\n"));
    assert!(go.stderr.is_empty());
    let unfiltered = run(&["-text", &bin, &prof]);
    assert!(unfiltered.stderr.is_empty());
}

/// A filter that matches nothing says so (a misspelled name would
/// otherwise empty the report, or leave it whole, without a word).
#[test]
fn a_filter_that_matches_nothing_says_so() {
    let [bin, prof] = c_pie_o0();
    let out = run(&["--text", "--focus=nomatch", "--hide=leaf_", &bin, &prof]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert_eq!(
        stderr.trim_end(),
        "profile-analyze: focus=nomatch matches no function, file, object or address of the profile\n\
         profile-analyze: Active filters: focus=nomatch hide=leaf_"
    );
    let go = testdata().join("prof/go_prof.cpu.pb.gz");
    let out = run(&["--text", "--tagfocus=worker=zzz", go.to_str().unwrap()]);
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("tagfocus=worker=zzz matches no sample's labels")
    );
}

/// A test whose tool is missing fails under CI, naming the package, and
/// is summed up at the end of the run otherwise (this test binary, run
/// again on one browser test with no chromedriver on the PATH).
#[test]
fn missing_tools_fail_under_ci_and_are_summed_up_otherwise() {
    let test = "web_browser::web_browser_a_multi_line_node_focuses_on_its_function";
    let again = |ci: &str| {
        Command::new(std::env::current_exe().unwrap())
            .args([test, "--exact"])
            .env("PATH", "/nonexistent")
            .env("CI", ci)
            .output()
            .unwrap()
    };
    let under_ci = again("1");
    assert!(!under_ci.status.success());
    assert!(
        String::from_utf8_lossy(&under_ci.stdout)
            .contains("apt-get install chromium chromium-driver")
    );
    let elsewhere = again("false");
    let stderr = String::from_utf8_lossy(&elsewhere.stderr);
    assert!(elsewhere.status.success(), "{stderr}");
    assert!(
        stderr.contains("1 test(s) skipped, passing without testing:"),
        "{stderr}"
    );
}

/// `-h` is one screen per heading: every option of `--help` on one line
/// within 80 columns, 150 lines in all, each with the first sentence of its
/// help, whole (no phrase cut after `when`, `the`, a comma or an open
/// parenthesis); `--help` gives the rest.
#[test]
fn short_help_fits_80_columns_with_whole_sentences() {
    let short = stdout_ok(&run(&["-h"]));
    let long = stdout_ok(&run(&["--help"]));
    // With words that do not go together too, as clap's help flag.
    assert_eq!(stdout_ok(&run(&["--text", "--svg", "-h"])), short);
    assert_eq!(stdout_ok(&run(&["--man", "-h"])), short);
    assert!(
        short.lines().count() <= 150,
        "{} lines",
        short.lines().count()
    );
    for line in short.lines() {
        assert!(line.chars().count() <= 80, "over 80 columns: {line}");
    }
    assert!(
        short.contains("  --text          One line per node: flat, flat%, sum%, cum, cum%, name\n")
    );
    assert!(!short.contains("Also --top") && long.contains("Also --top"));
    // Every option --help lists is on a line of its own in -h.
    let option = regex::Regex::new(r"^\s+(?:-\w, )?(--[a-z_]+)").unwrap();
    let listed = |text: &str| -> Vec<String> {
        text.lines()
            .filter_map(|l| option.captures(l).map(|c| c[1].to_string()))
            .collect()
    };
    let (in_short, in_long) = (listed(&short), listed(&long));
    assert!(in_long.len() > 100, "{long}");
    for flag in &in_long {
        let lines = in_short.iter().filter(|f| *f == flag).count();
        assert_eq!(lines, 1, "{flag} in -h:\n{short}");
    }
    // Each summary ends a sentence or phrase.
    const DANGLING: &[&str] = &[
        "a", "an", "the", "and", "or", "of", "to", "in", "on", "at", "by", "for", "with", "when",
        "even", "than", "as", "from", "whose", "which", "that", "its", "their", "per", "into",
        "but", "if",
    ];
    let option_line =
        regex::Regex::new(r"^  (-\S+(?:, --\S+)?|--\S+|[A-Z]+ \S+)\s{2,}(\S.*)$").unwrap();
    let mut summaries = 0;
    let mut cut = Vec::new();
    for line in short.lines() {
        let Some(c) = option_line.captures(line) else {
            continue;
        };
        let summary = &c[2];
        summaries += 1;
        let last = summary.split_whitespace().last().unwrap();
        let whole = !DANGLING.contains(&last.to_lowercase().as_str())
            && !summary.ends_with([',', ':', ';', '(', '-'])
            && summary.matches('(').count() == summary.matches(')').count()
            && summary.matches('`').count() % 2 == 0;
        if !whole {
            cut.push(line);
        }
    }
    assert!(
        cut.is_empty(),
        "summaries cut mid-phrase:\n{}",
        cut.join("\n")
    );
    assert!(summaries > 100, "{short}");
}

/// Mistakes are answered in one line that names what was typed and the
/// fix, with exit status 2 (1 for a file that cannot be read).
#[test]
fn mistakes_are_answered_in_one_line() {
    let prof = profile("c_pie_O0");
    let prof = prof.to_str().unwrap();
    for (args, answer) in [
        (
            &["--lsit=main", prof][..],
            "--lsit is not an option: did you mean --list?",
        ),
        (
            &["-txet", prof],
            "-txet is not an option: did you mean --text?",
        ),
        (
            &["--text", "--svg", prof],
            "choose one report: --text or --svg",
        ),
        (
            &["--top=5", prof],
            "--top=5: --top takes no value; for its first 5 rows: --top --nodecount=5",
        ),
        (
            &["--granularity=fucntions", prof],
            "did you mean functions? one of functions,",
        ),
        (
            &["-kcachegrind", "testdata/bin/c_pie_O0", prof],
            "kcachegrind: not found: install it (apt-get install kcachegrind); the callgrind file is ",
        ),
        (&["-divide_by=2", prof], "-divide_by: Go pprof's flag;"),
        (&["--text", "no-such.prof"], "no-such.prof: No such file"),
        (
            &["--text", "Cargo.toml"],
            "Cargo.toml: not a profile of a format read here (gperftools CPU",
        ),
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_profile-analyze"))
            .args(args)
            .current_dir(testdata().join(".."))
            // No kcachegrind to be found.
            .env("PATH", "/nonexistent")
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{args:?}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.contains(answer), "{args:?}: {stderr}");
        if let Some((_, kept)) = stderr.trim_end().split_once("the callgrind file is ") {
            std::fs::remove_file(kept).unwrap();
        }
    }
    // At the prompt: a command's typo.
    let bin = testdata().join("bin/c_pie_O0").display().to_string();
    let (_, stderr) = crate::interactive::session_with(&[bin, prof.to_string()], "tpo\n");
    assert!(
        stderr.contains("unknown command \"tpo\": did you mean top?"),
        "{stderr}"
    );
}

/// Go's `-kcachegrind` writes the callgrind report to a kept file and
/// opens it in `kcachegrind` (here a script that copies what it is given).
#[test]
fn kcachegrind_opens_the_callgrind_report() {
    let bin = testdata().join("bin/c_pie_O0");
    let prof = profile("c_pie_O0");
    let dir = tempfile::tempdir().unwrap();
    let seen = dir.path().join("seen");
    let viewer = dir.path().join("kcachegrind");
    crate::common::script(
        &viewer,
        &format!("echo noise; echo noise >&2; cp \"$1\" {}", seen.display()),
    );
    let path = format!(
        "{}:{}",
        dir.path().display(),
        std::env::var("PATH").unwrap()
    );
    let run = |flag: &str| {
        Command::new(env!("CARGO_BIN_EXE_profile-analyze"))
            .args([flag, bin.to_str().unwrap(), prof.to_str().unwrap()])
            .env("PATH", &path)
            .env("TMPDIR", dir.path())
            .output()
            .unwrap()
    };
    let opened = run("-kcachegrind");
    assert!(opened.status.success(), "{opened:?}");
    assert!(
        opened.stdout.is_empty() && opened.stderr.is_empty(),
        "{opened:?}"
    );
    let written = run("--callgrind");
    assert!(written.stdout.starts_with(b"events:"), "{written:?}");
    assert_eq!(std::fs::read(&seen).unwrap(), written.stdout);
}
