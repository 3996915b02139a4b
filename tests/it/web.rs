//! The web interface (`--http`): each view's numbers equal the command
//! line's report for the same settings; bad parameters are 400s, unknown
//! paths 404s; parallel requests all finish.

use crate::common::{profile, run, stdout_ok, testdata};
use std::io::{BufRead, BufReader, Read};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A server started on a free port; killed when dropped.
pub struct Server {
    child: Child,
    pub url: String,
}

impl Server {
    /// `profile-analyze FLAGS --lib_prefix=... c_pie_O0 c_pie_O0.prof`, with
    /// the environment `env`, once it prints its address.
    pub fn start(flags: &[&str], env: &[(&str, &str)]) -> Server {
        let (program, prof) = c_pie();
        let prefix = lib_prefix();
        let mut args = flags.to_vec();
        args.extend([prefix.as_str(), program.as_str(), prof.as_str()]);
        Server::start_args(&args, env)
    }

    /// `profile-analyze --http=127.0.0.1:0 --no_browser FILES`.
    pub fn serving(files: &[String]) -> Server {
        let mut args = vec!["--http=127.0.0.1:0", "--no_browser"];
        args.extend(files.iter().map(String::as_str));
        Server::start_args(&args, &[])
    }

    /// `profile-analyze ARGS` (which name the files), with the environment
    /// `env`, once it prints its address.
    pub fn start_args(args: &[&str], env: &[(&str, &str)]) -> Server {
        let mut command = Command::new(env!("CARGO_BIN_EXE_profile-analyze"));
        command
            .args(args)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        for (k, v) in env {
            command.env(k, v);
        }
        let mut child = command.spawn().expect("profile-analyze starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let Some(url) = line.trim().strip_prefix("Serving web UI on ") else {
            let _ = child.kill();
            let mut err = String::new();
            child
                .stderr
                .take()
                .unwrap()
                .read_to_string(&mut err)
                .unwrap();
            panic!("no address printed: {line:?}; stderr: {err}");
        };
        Server {
            url: url.to_string(),
            child,
        }
    }

    /// The server's process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// GET `path`: the status and the body.
    pub fn get(&self, path: &str) -> (u16, String) {
        let response = agent()
            .get(format!("{}{path}", self.url))
            .call()
            .unwrap_or_else(|e| panic!("GET {path}: {e}"));
        let status = response.status().as_u16();
        (status, response.into_body().read_to_string().unwrap())
    }

    /// GET `path`, asserting a 200.
    pub fn page(&self, path: &str) -> String {
        let (status, body) = self.get(path);
        assert_eq!(status, 200, "GET {path}: {body}");
        body
    }

    /// Kills the server and returns what it wrote on stderr.
    fn stop(mut self) -> String {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let mut err = String::new();
        self.child
            .stderr
            .take()
            .unwrap()
            .read_to_string(&mut err)
            .unwrap();
        err
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// An HTTP client that takes any status as an answer.
pub fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(60)))
        .build()
        .into()
}

fn c_pie() -> (String, String) {
    let program = testdata().join("bin").join("c_pie_O0");
    (
        program.display().to_string(),
        profile("c_pie_O0").display().to_string(),
    )
}

fn lib_prefix() -> String {
    format!("--lib_prefix={}", testdata().join("bin").display())
}

/// The command line's report with `flags`, in the web's preset (Go's).
pub fn cli(flags: &[&str]) -> String {
    let (program, prof) = c_pie();
    let prefix = lib_prefix();
    let mut args: Vec<&str> = vec!["--preset=go"];
    args.extend(flags);
    args.extend([prefix.as_str(), program.as_str(), prof.as_str()]);
    stdout_ok(&run(&args))
}

/// The command line's output with `flags`, as bytes (a profile.proto).
pub fn cli_bytes(flags: &[&str]) -> Vec<u8> {
    let (program, prof) = c_pie();
    let prefix = lib_prefix();
    let mut args: Vec<&str> = flags.to_vec();
    args.extend([prefix.as_str(), program.as_str(), prof.as_str()]);
    let out = run(&args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

fn unescape(html: &str) -> String {
    html.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&amp;", "&")
}

/// The top table's rows: six cells each (flat, flat%, sum%, cum, cum%, name).
pub fn table_rows(html: &str) -> Vec<Vec<String>> {
    html.lines()
        .filter(|l| l.starts_with("<tr data-name="))
        .map(|l| {
            l.split("</td>")
                .filter_map(|cell| cell.rfind('>').map(|at| unescape(&cell[at + 1..])))
                .filter(|cell| !cell.is_empty())
                .collect()
        })
        .collect()
}

/// The text report's rows, split as the table's (not the lines of totals
/// above them).
pub fn text_rows(text: &str) -> Vec<Vec<String>> {
    text.lines()
        .filter(|l| {
            let cells: Vec<&str> = l.split_whitespace().collect();
            cells.len() > 5 && [1, 2, 4].iter().all(|&i| cells[i].ends_with('%'))
        })
        .map(|l| {
            let mut cells: Vec<String> = l.split_whitespace().take(5).map(str::to_string).collect();
            let mut rest = l;
            for _ in 0..5 {
                rest = rest.trim_start();
                rest = &rest[rest.find(char::is_whitespace).unwrap()..];
            }
            cells.push(rest.trim_start().to_string());
            cells
        })
        .collect()
}

/// A value as a cell prints it (`830ms`, `1.70s`, `170`): times in
/// nanoseconds, counts as they are.
pub fn cell_value(cell: &str) -> f64 {
    for (suffix, scale) in [("ns", 1.0), ("us", 1e3), ("ms", 1e6), ("s", 1e9)] {
        if let Some(number) = cell.strip_suffix(suffix) {
            return number.parse::<f64>().unwrap() * scale;
        }
    }
    cell.parse().unwrap()
}

/// The lines of a text view's `<pre>`.
pub fn pre_text(html: &str) -> String {
    let start = html.find("<pre id=\"report\">").expect("a report") + 17;
    let end = html[start..].find("</pre>").unwrap() + start;
    html[start..end]
        .lines()
        .map(|l| unescape(&l[l.find('>').unwrap() + 1..l.rfind("</span>").unwrap()]))
        .map(|l| l + "\n")
        .collect()
}

#[test]
fn web_top_equals_text_for_the_same_settings() {
    let started = Instant::now();
    let server = Server::start(&["--http=127.0.0.1:0", "--no_browser"], &[]);
    let first = server.page("/top");
    eprintln!("first page after {:?}", started.elapsed());
    let cases: [(&str, &[&str]); 7] = [
        ("", &[]),
        ("focus=leaf_light", &["--focus=leaf_light"]),
        ("ignore=%5Eb%24", &["--ignore=^b$"]),
        ("hide=mix&show=", &["--hide=mix"]),
        ("granularity=lines", &["--lines"]),
        ("sample_index=cpu", &["--sample_index=cpu"]),
        ("nodecount=3", &["--nodecount=3"]),
    ];
    assert_eq!(table_rows(&first), text_rows(&cli(&["--text"])));
    for (query, flags) in cases {
        let html = server.page(&format!("/top?{query}"));
        let mut args = vec!["--text"];
        args.extend_from_slice(flags);
        let expected = text_rows(&cli(&args));
        assert!(!expected.is_empty(), "{query}");
        assert_eq!(table_rows(&html), expected, "{query}");
    }
    // The form shows the settings; the search box and sortable headers are there.
    let html = server.page("/top?focus=leaf_light");
    assert!(
        html.contains("name=\"focus\" value=\"leaf_light\""),
        "{html}"
    );
    assert!(html.contains("id=\"search\"") && html.contains("data-sort=\"num\""));
    assert!(
        html.contains("name=\"sample_index\""),
        "two sample types: a choice"
    );
}

#[test]
fn web_views_show_the_reports_of_the_command_line() {
    let server = Server::start(&["--http=127.0.0.1:0", "--no_browser"], &[]);
    for (path, flags) in [
        // Every view follows the web's preset (Go's): peek in time, as
        // the top view.
        ("/peek?q=leaf_light", &["--peek=leaf_light"][..]),
        ("/peek?q=leaf_light&si=cpu", &["--peek=leaf_light"][..]),
        ("/disasm?q=leaf_light", &["--disasm=leaf_light"]),
        (
            "/disasm?q=leaf_light&intel_syntax=1",
            &["--disasm=leaf_light", "--intel"],
        ),
    ] {
        assert_eq!(pre_text(&server.page(path)), cli(flags), "{path}");
    }
    // The source view is the weblist, with --list's lines; without q, the
    // focus names the functions.
    for (path, flags) in [
        ("/source?q=leaf_light", &["--list=leaf_light"][..]),
        (
            "/source?focus=leaf_heavy",
            &["--list=leaf_heavy", "--focus=leaf_heavy"],
        ),
    ] {
        let html = server.page(path);
        let rows = crate::weblist::weblist_rows(&html);
        assert!(!rows.is_empty(), "{path}: {html}");
        assert_eq!(rows, crate::weblist::listed_rows(&cli(flags)), "{path}");
    }
    let hint = server.page("/source");
    assert!(hint.contains("Type a regular expression"), "{hint}");

    let flame = server.page("/flamegraph?focus=leaf");
    assert!(flame.contains("<iframe id=\"flame\" src=\"/flamegraph.svg?focus=leaf\""));
    // The web's narrowest frame is 1 px unless minwidth says otherwise.
    let svg = server.page("/flamegraph.svg");
    assert_eq!(svg, cli(&["--flamegraph", "--minwidth=1"]));
    assert_eq!(
        server.page("/flamegraph.svg?minwidth=0.1"),
        cli(&["--flamegraph"])
    );
    let icicle = server.page("/flamegraph.svg?icicle=1&focus=leaf&minwidth=");
    assert_eq!(icicle, cli(&["--icicle", "--focus=leaf", "--minwidth=1"]));
    let reversed = server.page("/flamegraph.svg?reverse=1&minwidth=20%25");
    assert_eq!(
        reversed,
        cli(&["--flamegraph", "--reverse", "--minwidth=20%"])
    );
    assert!(reversed.contains("Reversed Flame Graph"));

    let graph = server.page("/graph?focus=leaf_light");
    if crate::web_browser::has_dot("web::web_views_show_the_reports_of_the_command_line") {
        let svg = cli(&["--svg", "--focus=leaf_light"]);
        let inline = &svg[svg.find("<svg").unwrap()..];
        assert!(graph.contains(inline), "the graph is --svg's");
        assert!(graph.contains(">leaf_light</text>"));
    }
}

#[test]
fn web_graph_without_dot_says_so_and_the_others_work() {
    let server = Server::start(
        &["--http=127.0.0.1:0", "--no_browser"],
        &[("PATH", "/nonexistent")],
    );
    let graph = server.page("/graph");
    assert!(graph.contains("install graphviz"), "{graph}");
    assert!(graph.contains("the other views work without it"), "{graph}");
    assert_eq!(
        table_rows(&server.page("/top")),
        text_rows(&cli(&["--text"]))
    );
}

#[test]
fn web_bad_parameters_are_400_unknown_paths_404() {
    let server = Server::start(&["--http=127.0.0.1:0", "--no_browser"], &[]);
    for path in [
        "/top?focus=(",
        "/graph?ignore=%5B",
        "/peek?q=(",
        "/source?q=*",
        "/top?granularity=words",
        "/top?nodecount=many",
        "/top?nodefraction=2",
        "/top?sample_index=bytes",
        "/top?sort=up",
        "/top?focus=%zz",
        "/flamegraph?icicle=maybe",
        "/flamegraph?minwidth=-1",
        "/flamegraph.svg?minwidth=wide",
        "/flamegraph?reverse=2",
    ] {
        let (status, body) = server.get(path);
        assert_eq!(status, 400, "{path}: {body}");
        assert_eq!(
            body.matches("<p class=\"error\">").count(),
            1,
            "{path}: one line: {body}"
        );
    }
    // A key the page does not know is ignored, as Go pprof ignores it,
    // and the page says so.
    let (status, body) = server.get("/top?color=red&focus=leaf_light");
    assert_eq!(status, 200, "{body}");
    assert!(
        body.contains("unknown parameters ignored: &quot;color&quot;"),
        "{body}"
    );
    assert_eq!(
        table_rows(&body),
        text_rows(&cli(&["--text", "--focus=leaf_light"]))
    );
    let (status, body) = server.get("/top?focus=(");
    assert_eq!(status, 400);
    assert!(body.contains("not a valid regular expression"), "{body}");
    for path in ["/nope", "/top/", "/../etc/passwd", "/source.html"] {
        assert_eq!(server.get(path).0, 404, "{path}");
    }
    let post = agent()
        .post(format!("{}/top", server.url))
        .send_empty()
        .unwrap();
    assert_eq!(post.status().as_u16(), 405);
    // Still serving.
    assert_eq!(server.get("/top").0, 200);
}

#[test]
fn web_serves_50_parallel_mixed_requests_and_goes_on() {
    // Go's one-dash spellings.
    let server = Server::start(&["-http=127.0.0.1:0", "-no_browser"], &[]);
    let paths = [
        "/top",
        "/top?focus=leaf&granularity=lines",
        "/graph",
        "/flamegraph",
        "/flamegraph.svg?icicle=1",
        "/peek?q=leaf",
        "/source?q=leaf",
        "/disasm?q=leaf_heavy",
        "/top?sample_index=cpu",
        "/top?focus=(",
    ];
    let results: Vec<(String, u16)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..50)
            .map(|i| {
                let path = paths[i % paths.len()];
                let server = &server;
                scope.spawn(move || (path.to_string(), server.get(path).0))
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    for (path, status) in results {
        let expected = if path.contains('(') { 400 } else { 200 };
        assert_eq!(status, expected, "{path}");
    }
    assert_eq!(
        table_rows(&server.page("/top")),
        text_rows(&cli(&["--text"]))
    );
}

#[test]
fn web_warns_when_not_on_loopback() {
    let server = Server::start(&["--http=0.0.0.0:0", "--no_browser"], &[]);
    assert!(server.url.starts_with("http://0.0.0.0:"), "{}", server.url);
    let err = server.stop();
    assert!(err.contains("not a loopback address"), "{err}");

    let server = Server::start(&["--http=:0", "--no_browser"], &[]);
    assert!(
        server.url.starts_with("http://127.0.0.1:"),
        "{}",
        server.url
    );
    assert!(!server.stop().contains("warning"));
}

/// The path of a test profile and its program, as strings.
pub fn files(program: &str, profiles: &[&str]) -> Vec<String> {
    let mut files = vec![testdata().join("bin").join(program).display().to_string()];
    files.extend(
        profiles
            .iter()
            .map(|p| testdata().join("prof").join(p).display().to_string()),
    );
    files
}

/// `profile-analyze FLAGS FILES`'s standard output, in the web's preset
/// (Go's).
pub fn cli_with(flags: &[&str], files: &[String]) -> String {
    let mut args: Vec<&str> = vec!["--preset=go"];
    args.extend(flags);
    args.extend(files.iter().map(String::as_str));
    stdout_ok(&run(&args))
}

/// The query's encoding of a path (its `/`s stay).
fn encode(path: &str) -> String {
    path.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'/' | b'.' | b'_' | b'-' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// The base is chosen among the files given, or none, subtracted as
/// `--base` or `--diff_base`: each choice shows what the command line shows
/// with that base, in the table and in the (differential) flame graph.
#[test]
fn web_base_control_equals_the_command_lines_base() {
    let f = files("cpu_multi", &["cpu_multi.a1.prof", "cpu_multi.b1.prof"]);
    let (program, a1, b1) = (&f[0], &f[1], &f[2]);
    let server = Server::serving(&f);
    let summed = server.page("/top");
    assert_eq!(table_rows(&summed), text_rows(&cli_with(&["--text"], &f)));
    assert!(summed.contains("<select name=\"base\""), "{summed}");
    let base_b1 = format!("--base={b1}");
    let diff_b1 = format!("--diff_base={b1}");
    let base_a1 = format!("--base={a1}");
    let only_a1 = [program.clone(), a1.clone()];
    let only_b1 = [program.clone(), b1.clone()];
    for (query, flags, files) in [
        (
            format!("base={}", encode(b1)),
            vec![base_b1.as_str()],
            &only_a1,
        ),
        (
            format!("diff_base={}", encode(b1)),
            vec![diff_b1.as_str()],
            &only_a1,
        ),
        (
            format!("base={}", encode(a1)),
            vec![base_a1.as_str()],
            &only_b1,
        ),
        (
            format!("base={}&sample_index=cpu", encode(b1)),
            vec![base_b1.as_str(), "--sample_index=cpu"],
            &only_a1,
        ),
    ] {
        let mut text = vec!["--text"];
        text.extend(&flags);
        let html = server.page(&format!("/top?{query}"));
        assert_eq!(
            table_rows(&html),
            text_rows(&cli_with(&text, files)),
            "{query}"
        );
        let mut flame = vec!["--flamegraph", "--minwidth=1"];
        flame.extend(&flags);
        let svg = server.page(&format!("/flamegraph.svg?{query}"));
        assert_eq!(svg, cli_with(&flame, files), "{query}");
        assert!(svg.contains("data-differential=\"true\""), "{query}");
    }
    assert_eq!(
        table_rows(&server.page("/top?base=none")),
        text_rows(&cli_with(&["--text"], &f))
    );
    let (status, body) = server.get("/top?base=%2Fetc%2Fpasswd");
    assert_eq!(status, 400, "{body}");
    assert!(body.contains("not one of the files given"), "{body}");

    // Started with a base: it is the default, none shows the profile alone,
    // and the lone profile cannot be the base.
    let args: Vec<&str> = ["--http=127.0.0.1:0", "--no_browser", &base_b1, program, a1].to_vec();
    let server = Server::start_args(&args, &[]);
    let html = server.page("/top");
    assert_eq!(
        table_rows(&html),
        text_rows(&cli_with(&["--text", &base_b1], &only_a1))
    );
    assert!(!html.contains(&format!(">{a1}</option>")), "{html}");
    assert!(html.contains(&format!(">{b1} (--base)</option>")), "{html}");
    assert_eq!(
        table_rows(&server.page("/top?base=none")),
        text_rows(&cli_with(&["--text"], &only_a1))
    );
    assert_eq!(server.get(&format!("/top?base={}", encode(a1))).0, 400);
    let svg = server.page("/flamegraph.svg?icicle=1");
    assert_eq!(
        svg,
        cli_with(&["--icicle", "--minwidth=1", &base_b1], &only_a1)
    );

    // The base is also one of the profiles: the form's values tell the two
    // apart (a1+b1-a1 by default, b1-a1 with the profile a1 as the base).
    let base_a1 = format!("--base={a1}");
    let args: Vec<&str> = [
        "--http=127.0.0.1:0",
        "--no_browser",
        &base_a1,
        program,
        a1,
        b1,
    ]
    .to_vec();
    let server = Server::start_args(&args, &[]);
    let default = text_rows(&cli_with(&["--text", &base_a1], &f));
    let html = server.page("/top");
    assert_eq!(table_rows(&html), default);
    assert!(
        html.contains(&format!(
            "<option value=\"2\" selected>{a1} (--base)</option>"
        )),
        "{html}"
    );
    for query in [
        "/top?base=2&diff_base=none",
        &format!("/top?base={}", encode(a1)),
    ] {
        assert_eq!(table_rows(&server.page(query)), default, "{query}");
    }
    assert_eq!(
        table_rows(&server.page("/top?base=0")),
        text_rows(&cli_with(&["--text", &base_a1], &only_b1))
    );
}

/// A checkbox left unticked overrides the command line's setting: the form
/// sends a hidden 0 before the box's 1.
#[test]
fn web_unticked_boxes_override_the_command_line() {
    let server = Server::start(&["--http=127.0.0.1:0", "--no_browser", "--reverse"], &[]);
    let page = server.page("/flamegraph");
    assert!(
        page.contains("<input type=\"hidden\" name=\"reverse\" value=\"false\">"),
        "{page}"
    );
    assert!(
        regex::Regex::new(r#"name="reverse" value="true"[^>]* checked>"#)
            .unwrap()
            .is_match(&page),
        "{page}"
    );
    assert_eq!(
        server.page("/flamegraph.svg"),
        cli(&["--flamegraph", "--reverse", "--minwidth=1"])
    );
    assert_eq!(
        server.page("/flamegraph.svg?reverse=0"),
        cli(&["--flamegraph", "--minwidth=1"])
    );
    assert_eq!(
        server.page("/flamegraph.svg?icicle=0&reverse=0&reverse=1"),
        cli(&["--flamegraph", "--reverse", "--minwidth=1"])
    );
}

/// The command line's `--minwidth` is the web's default too.
#[test]
fn web_flame_graph_keeps_the_command_lines_minwidth() {
    let server = Server::start(
        &["--http=127.0.0.1:0", "--no_browser", "--minwidth=5%"],
        &[],
    );
    assert_eq!(
        server.page("/flamegraph.svg"),
        cli(&["--flamegraph", "--minwidth=5%"])
    );
}

/// The unknown view: the addresses `--text` cannot name, grouped by why,
/// each with the flat and cum the command line's `--unknown` prints, which
/// add up to the `--text` row of their group.
#[test]
fn web_unknown_view_lists_what_the_text_report_cannot_name() {
    let f = files("shlib", &["shlib.prof"]);
    let server = Server::serving(&f);
    let html = server.page("/unknown");
    assert!(html.contains(">Unknown (13)</a>"), "{html}");
    // The cells as they read, without the numbers they sort by.
    let html = regex::Regex::new(r#" data-v="[^"]*""#)
        .unwrap()
        .replace_all(&html, "")
        .into_owned();
    // The unknown view prints each value in its own unit (Go's `auto`).
    let text = cli_with(&["--text", "--unit=auto"], &f);
    let group = text
        .lines()
        .find(|l| l.contains("[libhot.so] (file not found or unusable)"))
        .unwrap();
    let flat = group.split_whitespace().next().unwrap();
    let row = html
        .lines()
        .find(|l| l.starts_with("<tr data-name=\"") && l.contains("libhot.so\"><td>"))
        .unwrap_or_else(|| panic!("{html}"));
    assert!(
        row.starts_with(&format!(
            "<tr data-name=\"/tmp/profile-analyze-testdata/libhot.so\"><td>{flat}</td>"
        )),
        "{row}"
    );
    assert!(
        row.contains("<td>13</td>") && row.contains("No such file"),
        "{row}"
    );

    // Each address's flat and cum are the command line's, and --text
    // --addresses gives the same flat.
    let unknown = cli_with(&["--unknown"], &f);
    let addresses = cli_with(&["--text", "--addresses", "--unit=auto"], &f);
    let mut rows = 0;
    for line in unknown.lines().filter(|l| l.contains("  0x")) {
        let cells: Vec<&str> = line.split_whitespace().collect();
        let (flat, cum, address) = (cells[0], cells[2], cells[4]);
        assert!(
            html.contains(&format!(
                "<td>{flat}</td><td>{}</td><td>{cum}</td><td>{}</td><td class=\"name address\">{address}</td>",
                cells[1], cells[3]
            )),
            "{address} in {html}"
        );
        if flat != "0" {
            let text_row = addresses
                .lines()
                .find(|l| l.contains(&format!(" {address} ")))
                .unwrap_or_else(|| panic!("{address} in {addresses}"));
            assert_eq!(text_row.split_whitespace().next(), Some(flat), "{text_row}");
        }
        rows += 1;
    }
    assert_eq!(rows, 13, "{unknown}");

    // A profile whose addresses all have names says so.
    let server = Server::start(&["--http=127.0.0.1:0", "--no_browser"], &[]);
    let html = server.page("/unknown");
    let named = cli(&["--unknown"]);
    if named.starts_with("Every address has a name") {
        assert!(html.contains(named.trim()), "{html}");
    }
}

/// A gmon.out's profile has gprof's flat profile and call graph views,
/// equal to the command line's; other profiles have no links to them.
#[test]
fn web_gprof_views_of_a_gmon_out() {
    let f = files("gmon_tree_pie", &["gmon_tree_pie.gmon"]);
    let server = Server::serving(&f);
    let flat = server.page("/gprof");
    assert!(flat.contains("href=\"/ui/gprof_graph\""), "{flat}");
    assert_eq!(pre_text(&flat), cli_with(&["--gprof_flat"], &f));
    let graph = server.page("/gprof_graph?focus=main");
    assert_eq!(
        pre_text(&graph),
        cli_with(&["--gprof_graph", "--focus=main"], &f)
    );
    assert_eq!(
        table_rows(&server.page("/top")),
        text_rows(&cli_with(&["--text"], &f))
    );

    // gprof subtracts nothing: two gmon.out files offer no base.
    let two = files("gmon_multi", &["gmon_multi.1.gmon", "gmon_multi.2.gmon"]);
    let html = Server::serving(&two).page("/gprof");
    assert!(!html.contains("name=\"base\""), "{html}");
    assert_eq!(pre_text(&html), cli_with(&["--gprof_flat"], &two));

    let server = Server::start(&["--http=127.0.0.1:0", "--no_browser"], &[]);
    let top = server.page("/top");
    assert!(!top.contains("/gprof"), "{top}");
    assert!(server.page("/gprof").contains("this profile is not one"));
}
