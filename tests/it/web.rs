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
        let mut command = Command::new(env!("CARGO_BIN_EXE_profile-analyze"));
        command
            .args(flags)
            .arg(lib_prefix())
            .arg(program)
            .arg(prof)
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

    /// GET `path`: the status and the body.
    fn get(&self, path: &str) -> (u16, String) {
        let response = agent()
            .get(format!("{}{path}", self.url))
            .call()
            .unwrap_or_else(|e| panic!("GET {path}: {e}"));
        let status = response.status().as_u16();
        (status, response.into_body().read_to_string().unwrap())
    }

    /// GET `path`, asserting a 200.
    fn page(&self, path: &str) -> String {
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

fn agent() -> ureq::Agent {
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

/// The command line's report with `flags`.
pub fn cli(flags: &[&str]) -> String {
    let (program, prof) = c_pie();
    let prefix = lib_prefix();
    let mut args: Vec<&str> = flags.to_vec();
    args.extend([prefix.as_str(), program.as_str(), prof.as_str()]);
    stdout_ok(&run(&args))
}

fn unescape(html: &str) -> String {
    html.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

/// The top table's rows: six cells each (flat, flat%, sum%, cum, cum%, name).
fn table_rows(html: &str) -> Vec<Vec<String>> {
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

/// The text report's rows, split as the table's.
pub fn text_rows(text: &str) -> Vec<Vec<String>> {
    text.lines()
        .filter(|l| !l.starts_with("Total:") && !l.trim().is_empty())
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

/// The lines of a text view's `<pre>`.
fn pre_text(html: &str) -> String {
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
    let first = server.page("/");
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
        ("/peek?q=leaf_light", &["--peek=leaf_light"][..]),
        ("/source?q=leaf_light", &["--list=leaf_light"]),
        ("/disasm?q=leaf_light", &["--disasm=leaf_light"]),
        (
            "/disasm?q=leaf_light&intel_syntax=1",
            &["--disasm=leaf_light", "--intel"],
        ),
        // Without q, the focus names the functions.
        (
            "/source?focus=leaf_heavy",
            &["--list=leaf_heavy", "--focus=leaf_heavy"],
        ),
    ] {
        assert_eq!(pre_text(&server.page(path)), cli(flags), "{path}");
    }
    let hint = server.page("/source");
    assert!(hint.contains("Type a regular expression"), "{hint}");

    let flame = server.page("/flamegraph?focus=leaf");
    assert!(flame.contains("<iframe id=\"flame\" src=\"/flamegraph.svg?focus=leaf\""));
    let svg = server.page("/flamegraph.svg");
    assert_eq!(svg, cli(&["--flamegraph"]));
    let icicle = server.page("/flamegraph.svg?icicle=1&focus=leaf");
    assert_eq!(icicle, cli(&["--icicle", "--focus=leaf"]));

    let dot = std::process::Command::new("dot").arg("-V").output().is_ok();
    let graph = server.page("/graph?focus=leaf_light");
    if dot {
        let svg = cli(&["--svg", "--focus=leaf_light"]);
        let inline = &svg[svg.find("<svg").unwrap()..];
        assert!(graph.contains(inline), "the graph is --svg's");
        assert!(graph.contains(">leaf_light</text>"));
    } else {
        eprintln!("no graphviz dot: the graph's content is not checked");
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
        "/top?color=red",
        "/top?focus=%zz",
        "/flamegraph?icicle=maybe",
    ] {
        let (status, body) = server.get(path);
        assert_eq!(status, 400, "{path}: {body}");
        assert_eq!(
            body.matches("class=\"error\"").count(),
            1,
            "{path}: one line: {body}"
        );
    }
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
