//! Call-graph outputs through graphviz, and the command-line behaviour of
//! the report, granularity and filter flags.

use crate::common::{profile, run, scratch, stdout_ok, test_each, testdata};
use std::process::{Command, Output};

/// Runs profile-analyze on fixture `program` with `flags`, and `path` as
/// `PATH` when given.
fn analyze(program: &str, flags: &[&str], path: Option<&std::path::Path>) -> Output {
    let bin = testdata().join("bin");
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_profile-analyze"));
    cmd.args(flags)
        .arg(format!("--lib_prefix={}", bin.display()))
        .arg(bin.join(program))
        .arg(profile(program));
    if let Some(path) = path {
        cmd.env("PATH", path);
    }
    cmd.output().expect("profile-analyze runs")
}

fn one_line_error(out: &Output, what: &str) {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains(what), "{stderr} lacks {what:?}");
    assert!(out.stdout.is_empty());
}

#[test]
fn svg_renders_through_graphviz() {
    if crate::common::need("graphs::svg_renders_through_graphviz", "dot", "graphviz").is_none() {
        return;
    }
    let svg = stdout_ok(&analyze("c_pie_O0", &["--svg"], None));
    assert!(svg.starts_with("<?xml"), "{}", &svg[..svg.len().min(200)]);
    assert!(svg.trim_end().ends_with("</svg>"));
    for name in [
        "leaf_heavy",
        "leaf_medium",
        "mix_step",
        "Total samples: 170",
    ] {
        assert!(svg.contains(name), "the SVG names {name}");
    }
    // SVG edges are at least one point wide (perl pprof's rule).
    assert!(svg.contains("stroke-width=\"2\""));
}

#[test]
fn pdf_renders_through_graphviz() {
    if crate::common::need("graphs::pdf_renders_through_graphviz", "dot", "graphviz").is_none() {
        return;
    }
    let pdf = analyze("c_pie_O0", &["--pdf"], None);
    assert!(pdf.status.success() && pdf.stdout.starts_with(b"%PDF-"));
}

#[test]
fn ps_renders_through_graphviz() {
    if crate::common::need("graphs::ps_renders_through_graphviz", "dot", "graphviz").is_none() {
        return;
    }
    let ps = analyze("shlib", &["--ps", "--focus=hot_inner"], None);
    assert!(ps.status.success() && ps.stdout.starts_with(b"%!PS"));
}

#[test]
fn png_renders_through_graphviz() {
    if crate::common::need("graphs::png_renders_through_graphviz", "dot", "graphviz").is_none() {
        return;
    }
    let png = analyze("c_pie_O0", &["-png"], None);
    assert!(png.status.success());
    assert!(png.stdout.starts_with(b"\x89PNG\r\n\x1a\n"));
}

/// Regression: when stdout closed early (`| head -c 8`), graphviz's `dot`
/// blocked writing the rest of a large image and never ended.
#[test]
fn an_image_cut_short_by_its_reader_ends_quietly() {
    if crate::common::need(
        "graphs::an_image_cut_short_by_its_reader_ends_quietly",
        "dot",
        "graphviz",
    )
    .is_none()
    {
        return;
    }
    let bin = testdata().join("bin");
    let mut child = Command::new(env!("CARGO_BIN_EXE_profile-analyze"))
        .arg("--png")
        .arg(bin.join("cpp_inline"))
        .arg(profile("cpp_inline"))
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut magic = [0u8; 8];
    std::io::Read::read_exact(child.stdout.as_mut().unwrap(), &mut magic).unwrap();
    assert_eq!(&magic, b"\x89PNG\r\n\x1a\n");
    // The PNG is over 200 kB: more than the pipes hold.
    drop(child.stdout.take());
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if std::time::Instant::now() > deadline {
            child.kill().unwrap();
            panic!("still running a minute after its reader left");
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    };
    let mut stderr = String::new();
    std::io::Read::read_to_string(child.stderr.as_mut().unwrap(), &mut stderr).unwrap();
    assert!(status.success(), "{status}: {stderr}");
    assert!(stderr.is_empty(), "{stderr}");
}

/// `--web` of c_pie_O0 with `BROWSER` and `PATH` as given (`None`: no
/// `BROWSER`), the temporary directory `tmp`, and no desktop session.
fn web(browser: Option<&str>, path: Option<&std::path::Path>, tmp: &std::path::Path) -> Output {
    let bin = testdata().join("bin");
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_profile-analyze"));
    cmd.arg("--web")
        .arg(bin.join("c_pie_O0"))
        .arg(profile("c_pie_O0"))
        .env("TMPDIR", tmp)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env_remove("BROWSER");
    if let Some(browser) = browser {
        cmd.env("BROWSER", browser);
    }
    if let Some(path) = path {
        cmd.env("PATH", path);
    }
    cmd.output().expect("profile-analyze runs")
}

#[test]
fn web_opens_the_svg_with_the_browser() {
    if crate::common::need(
        "graphs::web_opens_the_svg_with_the_browser",
        "dot",
        "graphviz",
    )
    .is_none()
    {
        return;
    }
    let dir = scratch("web");
    // A browser that fails is skipped; the next one, which records what it
    // was given, opens the graph.
    let record = dir.join("opened");
    let browser = dir.join("browser");
    crate::common::script(
        &browser,
        &format!("printf '%s\\n' \"$@\" > '{}'", record.display()),
    );
    let out = web(Some(&format!("false:{}", browser.display())), None, &dir);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(out.stdout.is_empty());
    let opened = std::fs::read_to_string(&record).unwrap();
    let path = std::path::Path::new(opened.trim_end());
    assert_eq!(path.parent(), Some(dir.path()), "{opened}");
    assert_eq!(path.extension().and_then(|e| e.to_str()), Some("svg"));
    let svg = std::fs::read_to_string(path).unwrap();
    assert!(svg.contains("<svg") && svg.contains("leaf_heavy"));
    assert!(
        stderr.contains(&format!(
            "opened {} with {}",
            path.display(),
            browser.display()
        )),
        "{stderr}"
    );
}

#[test]
fn web_without_a_browser_names_the_file_and_succeeds() {
    let Some(dot) = crate::common::need(
        "graphs::web_without_a_browser_names_the_file_and_succeeds",
        "dot",
        "graphviz",
    ) else {
        return;
    };
    let dir = scratch("web-no-browser");
    let only_dot = dir.join("bin");
    std::fs::create_dir(&only_dot).unwrap();
    std::os::unix::fs::symlink(dot, only_dot.join("dot")).unwrap();
    let out = web(None, Some(&only_dot), &dir);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let path = stderr
        .trim_end()
        .rsplit(' ')
        .next()
        .map(std::path::PathBuf::from)
        .unwrap();
    assert!(
        stderr.contains("no web browser could be started (none found; set $BROWSER)"),
        "{stderr}"
    );
    assert!(std::fs::read_to_string(path).unwrap().contains("<svg"));
}

/// Browsers that fail say nothing of their own on the terminal: one line
/// names each one tried and how it failed, and where the graph is.
#[test]
fn failing_browsers_keep_their_noise_to_themselves() {
    let dir = scratch("web-noisy");
    let noisy = dir.join("noisy");
    crate::common::script(
        &noisy,
        "echo 'Running as root without --no-sandbox is not supported' >&2
echo chatter
exit 3",
    );
    let bin = dir.join("bin");
    std::fs::create_dir(&bin).unwrap();
    if let Some(dot) = ["/usr/bin/dot", "/usr/local/bin/dot"]
        .into_iter()
        .find(|p| std::path::Path::new(p).exists())
    {
        std::os::unix::fs::symlink(dot, bin.join("dot")).unwrap();
    }
    let out = web(Some(&noisy.display().to_string()), Some(&bin), &dir);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.stdout.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert!(!stderr.contains("no-sandbox"), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains(&format!("tried {} (exit 3)", noisy.display())),
        "{stderr}"
    );
}

#[test]
fn missing_graphviz_says_how_to_install_it() {
    let empty = scratch("no-graphviz");
    let out = analyze("c_pie_O0", &["--svg"], Some(&empty));
    one_line_error(&out, "dot: not found: install graphviz");
    // --dot needs no graphviz.
    let dot = stdout_ok(&analyze("c_pie_O0", &["--dot"], Some(&empty)));
    assert!(dot.starts_with("digraph "));
}

#[test]
fn missing_viewer_is_a_clear_error() {
    let Some(dot) =
        crate::common::need("graphs::missing_viewer_is_a_clear_error", "dot", "graphviz")
    else {
        return;
    };
    let dir = scratch("dot-but-no-gv");
    let link = dir.join("dot");
    let _ = std::fs::remove_file(&link);
    std::os::unix::fs::symlink(dot, &link).unwrap();
    let out = analyze("c_pie_O0", &["--gv"], Some(&dir));
    one_line_error(&out, "gv: not found: install gv");
}

fn one_report_and_one_granularity(flags: &[&str]) {
    let out = analyze("c_pie_O0", flags, None);
    assert_eq!(out.status.code(), Some(2), "{flags:?}");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("cannot be used with") || stderr.contains("choose one report: "),
        "{stderr}"
    );
}

test_each!(one_report_and_one_granularity {
    text_and_dot(&["--text", "--dot"]),
    svg_and_callgrind(&["--svg", "--callgrind"]),
    lines_and_files(&["--text", "--lines", "--files"]),
    stacks_and_dot(&["--stacks", "--dot"]),
    text_stacks_and_tree(&["--text", "--stacks", "--tree"]),
});

#[test]
fn stacks_go_with_text_and_top_is_text() {
    let stacks = stdout_ok(&analyze("c_pie_O0", &["--stacks"], None));
    assert!(
        stacks.starts_with("Total: 170 samples\nStacks:\n\n"),
        "{stacks}"
    );
    for flags in [&["--text", "--stacks"][..], &["-stacks", "-text"]] {
        assert_eq!(stdout_ok(&analyze("c_pie_O0", flags, None)), stacks);
    }
    assert_eq!(
        stdout_ok(&analyze("c_pie_O0", &["-top"], None)),
        stdout_ok(&analyze("c_pie_O0", &["--text"], None))
    );
}

#[test]
fn no_report_is_the_interactive_mode() {
    // No report: the interactive mode, here with no commands on stdin.
    let none = analyze("c_pie_O0", &[], None);
    assert_eq!(none.status.code(), Some(0));
    assert!(none.stdout.is_empty());
    assert!(String::from_utf8_lossy(&none.stderr).starts_with("Welcome to profile-analyze!"));
}

#[test]
fn bad_regular_expression_and_fraction_are_one_line_errors() {
    one_line_error(
        &analyze("c_pie_O0", &["--text", "--focus=leaf("], None),
        "--focus=leaf(: not a valid regular expression: unclosed group",
    );
    one_line_error(
        &analyze("c_pie_O0", &["--dot", "--nodefraction=2"], None),
        "--nodefraction=2: must be a fraction between 0 and 1",
    );
}

#[test]
fn focus_on_nothing() {
    // --text prints the total and no rows, as google-pprof does.
    let text = stdout_ok(&analyze("c_pie_O0", &["--text", "--focus=^nothing$"], None));
    assert_eq!(text, "Total: 170 samples\n");
    // A graph with no node is an error (google-pprof: "No nodes to print").
    one_line_error(
        &analyze("c_pie_O0", &["--dot", "--focus=^nothing$"], None),
        "no nodes to draw",
    );
}

#[test]
fn nodecount_limits_text_rows() {
    let all = stdout_ok(&analyze("c_pie_O0", &["--text"], None));
    let top3 = stdout_ok(&analyze("c_pie_O0", &["--text", "--nodecount=3"], None));
    let expected: Vec<&str> = all.lines().take(4).collect();
    assert_eq!(top3.lines().collect::<Vec<_>>(), expected);
    assert!(all.lines().count() > 4);
}

#[test]
fn files_granularity_matches_text_and_graph_names() {
    // A frame without a source file is named after its function in both
    // reports (perl's --dot prints its bare address instead).
    let text = stdout_ok(&analyze("c_nopie_O2", &["--text", "--files"], None));
    assert!(text.contains("% _start ??:0\n"), "{text}");
    let dot = stdout_ok(&analyze("c_nopie_O2", &["--dot", "--files"], None));
    assert!(dot.contains("label=\"_start\\n??:0\\n"), "{dot}");
}

#[test]
fn program_left_out_titles_the_graph_with_the_binary_found() {
    let out = run(&[
        "--dot",
        "--lib_prefix",
        testdata().join("bin").to_str().unwrap(),
        profile("c_nopie_O2").to_str().unwrap(),
    ]);
    let dot = stdout_ok(&out);
    let title = dot.lines().next().unwrap();
    assert!(
        title.starts_with("digraph \"/") && title.ends_with("/bin/c_nopie_O2; 153 samples\" {"),
        "{title}"
    );
}
