//! The web interface in a real browser: Debian's headless Chromium driven
//! through chromedriver with plain W3C WebDriver calls. Each view loads
//! without a script error and shows the command line's numbers; a graph
//! node selected is focused on, the search box highlights, the flame graph zooms,
//! the top table sorts; screenshots of the views are saved under
//! `target/web-screenshots/`. Skipped (passing, with a message) when
//! chromedriver or chromium is not installed.

use crate::web::{Server, cell_value, cli, cli_with, files, text_rows};
use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Condvar, Mutex};
use std::time::{Duration, Instant};

/// How many browsers run at once: two, as many as the tests' threads on a
/// two-core machine (one at a time left a core idle for the ~40 s the
/// browser tests take, at the end of the run).
const BROWSERS: usize = 2;

/// The browsers running.
static RUNNING: (Mutex<usize>, Condvar) = (Mutex::new(0), Condvar::new());

/// A browser's turn, given back when dropped.
pub(crate) struct Turn;

impl Drop for Turn {
    fn drop(&mut self) {
        let (running, ended) = &RUNNING;
        *running.lock().unwrap_or_else(|e| e.into_inner()) -= 1;
        ended.notify_one();
    }
}

/// How long anything may take before the test fails.
const WATCHDOG: Duration = Duration::from_secs(60);

/// The W3C name of an element reference in JSON.
pub(crate) const ELEMENT: &str = "element-6066-11e4-a52e-4f735466cecf";

/// `name` found in `$PATH`.
fn which(name: &str) -> Option<PathBuf> {
    std::env::split_paths(&std::env::var_os("PATH")?)
        .map(|dir| dir.join(name))
        .find(|path| path.is_file())
}

/// A Chromium session through a chromedriver of our own: the session is
/// deleted and chromedriver killed when dropped.
pub(crate) struct Browser {
    chromedriver: Child,
    base: String,
    session: String,
    agent: ureq::Agent,
}

/// An element of the page (or of the frame switched to).
#[derive(Clone)]
pub(crate) struct Element(pub(crate) String);

impl Browser {
    /// A headless Chromium, or `None` (said on stderr) when chromedriver or
    /// chromium is not installed.
    pub(crate) fn start() -> Option<Browser> {
        let (Some(chromedriver), Some(chromium)) = (which("chromedriver"), which("chromium"))
        else {
            crate::common::skip(
                "web_browser",
                "chromedriver or chromium is not installed",
                Some("chromium chromium-driver"),
            );
            return None;
        };
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let child = Command::new(chromedriver)
            .arg(format!("--port={port}"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts");
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .timeout_global(Some(WATCHDOG))
            .build()
            .into();
        let mut browser = Browser {
            chromedriver: child,
            base: format!("http://127.0.0.1:{port}"),
            session: String::new(),
            agent,
        };
        let status = format!("{}/status", browser.base);
        wait_for("chromedriver's /status to be ready", || {
            if let Ok(Some(exit)) = browser.chromedriver.try_wait() {
                panic!("chromedriver exited: {exit}");
            }
            let response = browser.agent.get(&status).call().ok()?;
            let body: Value =
                serde_json::from_str(&response.into_body().read_to_string().ok()?).ok()?;
            (body["value"]["ready"] == true).then_some(())
        });
        let capabilities = json!({"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "goog:loggingPrefs": {"browser": "ALL"},
            "goog:chromeOptions": {
                "binary": chromium,
                "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,900"],
            },
        }}});
        let created = browser.request("POST", "/session", Some(capabilities));
        browser.session = created["sessionId"]
            .as_str()
            .expect("a session id")
            .to_string();
        Some(browser)
    }

    /// A WebDriver command: `path` under the server; the answer's `value`.
    fn request(&self, method: &str, path: &str, body: Option<Value>) -> Value {
        let url = format!("{}{path}", self.base);
        let response = match method {
            "GET" => self.agent.get(&url).call(),
            "DELETE" => self.agent.delete(&url).call(),
            _ => self
                .agent
                .post(&url)
                .header("Content-Type", "application/json")
                .send(body.unwrap_or_else(|| json!({})).to_string()),
        }
        .unwrap_or_else(|e| panic!("{method} {path}: {e}"));
        let status = response.status().as_u16();
        let text = response
            .into_body()
            .with_config()
            .limit(1 << 28)
            .read_to_string()
            .unwrap();
        assert_eq!(status, 200, "{method} {path}: {text}");
        let mut answer: Value = serde_json::from_str(&text).unwrap();
        answer["value"].take()
    }

    /// A command of the session.
    fn command(&self, method: &str, path: &str, body: Option<Value>) -> Value {
        self.request(method, &format!("/session/{}{path}", self.session), body)
    }

    /// Loads `url` (returns once it has loaded).
    pub(crate) fn navigate(&self, url: &str) {
        self.command("POST", "/url", Some(json!({ "url": url })));
    }

    pub(crate) fn current_url(&self) -> String {
        self.command("GET", "/url", None)
            .as_str()
            .unwrap()
            .to_string()
    }

    pub(crate) fn find_all(&self, css: &str) -> Vec<Element> {
        let found = self.command(
            "POST",
            "/elements",
            Some(json!({"using": "css selector", "value": css})),
        );
        found
            .as_array()
            .unwrap()
            .iter()
            .map(|e| {
                Element(
                    e[ELEMENT]
                        .as_str()
                        .unwrap_or_else(|| panic!("{e}"))
                        .to_string(),
                )
            })
            .collect()
    }

    /// The one element `css` selects.
    pub(crate) fn find(&self, css: &str) -> Element {
        let mut found = self.find_all(css);
        assert_eq!(found.len(), 1, "{css}: one element");
        found.pop().unwrap()
    }

    pub(crate) fn text(&self, element: &Element) -> String {
        let text = self.command("GET", &format!("/element/{}/text", element.0), None);
        text.as_str().unwrap().to_string()
    }

    pub(crate) fn click(&self, element: &Element) {
        self.command("POST", &format!("/element/{}/click", element.0), None);
    }

    pub(crate) fn send_keys(&self, element: &Element, text: &str) {
        self.command(
            "POST",
            &format!("/element/{}/value", element.0),
            Some(json!({ "text": text })),
        );
    }

    /// Runs `script` (a function body; `return` gives the value) with `args`.
    pub(crate) fn execute(&self, script: &str, args: Value) -> Value {
        self.command(
            "POST",
            "/execute/sync",
            Some(json!({"script": script, "args": args})),
        )
    }

    /// Switches into the frame `element`, or back to the page with `None`.
    pub(crate) fn frame(&self, element: Option<&Element>) {
        let id = element.map_or(Value::Null, |e| json!({ ELEMENT: e.0 }));
        self.command("POST", "/frame", Some(json!({ "id": id })));
    }

    /// Resizes the window.
    pub(crate) fn window_size(&self, width: u32, height: u32) {
        self.command(
            "POST",
            "/window/rect",
            Some(json!({"width": width, "height": height})),
        );
    }

    /// The viewport as PNG bytes.
    fn screenshot(&self) -> Vec<u8> {
        base64(self.command("GET", "/screenshot", None).as_str().unwrap())
    }

    /// The browser log's errors since the last call (the favicon's 404 is
    /// not one).
    pub(crate) fn errors(&self) -> Vec<String> {
        let log = self.command("POST", "/se/log", Some(json!({"type": "browser"})));
        log.as_array()
            .unwrap()
            .iter()
            .filter(|entry| entry["level"] == "SEVERE")
            .map(|entry| entry["message"].as_str().unwrap_or("").to_string())
            .filter(|message| !message.contains("favicon.ico"))
            .collect()
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        if !self.session.is_empty() {
            let url = format!("{}/session/{}", self.base, self.session);
            let _ = self.agent.delete(&url).call();
        }
        let _ = self.chromedriver.kill();
        let _ = self.chromedriver.wait();
    }
}

/// Opens the Refine menu and clicks its action of `setting` (`focus`,
/// `ignore`, `hide`, `show`, `show_from`).
pub(crate) fn refine(browser: &Browser, setting: &str) {
    browser.click(&browser.find("#refine summary"));
    browser.click(&browser.find(&format!("a.refine[data-param={setting}]")));
}

/// Polls `check` until it gives a value; fails after [`WATCHDOG`].
pub(crate) fn wait_for<T>(what: &str, mut check: impl FnMut() -> Option<T>) -> T {
    let start = Instant::now();
    loop {
        if let Some(value) = check() {
            return value;
        }
        assert!(start.elapsed() < WATCHDOG, "waited too long for {what}");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Standard base64 (with padding) decoded.
fn base64(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        b'/' => 63,
        _ => panic!("{c:?} is not base64"),
    };
    let digits: Vec<u8> = text
        .bytes()
        .filter(|c| !c.is_ascii_whitespace() && *c != b'=')
        .map(value)
        .collect();
    let mut out = Vec::with_capacity(digits.len() * 3 / 4);
    for chunk in digits.chunks(4) {
        let bits = chunk
            .iter()
            .enumerate()
            .fold(0u32, |acc, (i, d)| acc | u32::from(*d) << (18 - 6 * i));
        out.extend_from_slice(&bits.to_be_bytes()[1..chunk.len()]);
    }
    out
}

/// A browser's turn: at most [`BROWSERS`] at a time.
pub(crate) fn turn() -> Turn {
    let (running, ended) = &RUNNING;
    let mut running = running.lock().unwrap_or_else(|e| e.into_inner());
    while *running >= BROWSERS {
        running = ended.wait(running).unwrap_or_else(|e| e.into_inner());
    }
    *running += 1;
    Turn
}

/// The server and a browser, or `None` when there is no browser.
pub(crate) fn start() -> Option<(Server, Browser, Turn)> {
    let turn = turn();
    let browser = Browser::start()?;
    let server = Server::start(&["--http=127.0.0.1:0", "--no_browser"], &[]);
    Some((server, browser, turn))
}

/// A server of `profile-analyze --http ... FILES` and a browser, or `None`.
pub(crate) fn start_with(files: &[String]) -> Option<(Server, Browser, Turn)> {
    let turn = turn();
    let browser = Browser::start()?;
    Some((Server::serving(files), browser, turn))
}

/// Whether graphviz's `dot` is installed: if not, what of `test` needs it
/// is skipped (failing under CI), naming graphviz.
pub(crate) fn has_dot(test: &str) -> bool {
    crate::common::need(test, "dot", "graphviz").is_some()
}

/// The top table's rows as the page shows them.
pub(crate) fn dom_rows(browser: &Browser) -> Vec<Vec<String>> {
    let rows = browser.execute(
        "return Array.from(document.querySelectorAll('#top tbody tr'))\
         .map(r => Array.from(r.cells).map(c => c.textContent));",
        json!([]),
    );
    serde_json::from_value(rows).unwrap()
}

/// The lines of a text view (peek, source, disassembly, gprof's) as the
/// page shows them.
pub(crate) fn report_lines(browser: &Browser) -> Vec<String> {
    let lines = browser.execute(
        "return Array.from(document.querySelectorAll('#report span.line'))\
         .map(s => s.textContent);",
        json!([]),
    );
    serde_json::from_value(lines).unwrap()
}

/// Where the screenshots go: `target/web-screenshots/`.
fn screenshot_dir() -> PathBuf {
    let exe = Path::new(env!("CARGO_BIN_EXE_profile-analyze"));
    let dir = exe
        .parent()
        .and_then(Path::parent)
        .expect("target/debug/profile-analyze")
        .join("web-screenshots");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Saves the viewport as `name.png`, checking it is a PNG of some size.
pub(crate) fn save_screenshot(browser: &Browser, name: &str) {
    let png = browser.screenshot();
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"), "{name}: a PNG");
    assert_eq!(&png[12..16], b"IHDR", "{name}");
    let width = u32::from_be_bytes(png[16..20].try_into().unwrap());
    let height = u32::from_be_bytes(png[20..24].try_into().unwrap());
    assert!(width >= 800 && height >= 500, "{name}: {width}x{height}");
    assert!(png.len() > 10_000, "{name}: {} bytes", png.len());
    let path = screenshot_dir().join(format!("{name}.png"));
    std::fs::write(&path, &png).unwrap();
    eprintln!("screenshot: {}", path.display());
}

#[test]
fn web_browser_views_load_without_errors_and_show_the_command_lines_numbers() {
    let Some((server, browser, _turn)) = start() else {
        return;
    };
    let text = text_rows(&cli(&["--text"]));
    // The web's preset is Go's: a CPU profile in time, 170 samples of 10ms.
    let total = 1.7e9;
    assert!(text.iter().any(|r| r[5] == "leaf_heavy"));

    // The top table: the rows of --text, cell by cell.
    browser.navigate(&format!("{}/top", server.url));
    assert_eq!(browser.errors(), Vec::<String>::new(), "top");
    assert_eq!(dom_rows(&browser), text);
    let header: Vec<String> = browser
        .find_all("p.total")
        .iter()
        .map(|p| browser.text(p))
        .collect();
    assert_eq!(
        header,
        [
            "File: c_pie_O0",
            "Type: cpu",
            "Showing nodes accounting for 1700ms, 100% of 1700ms total"
        ]
    );
    save_screenshot(&browser, "top");

    // The graph: leaf_heavy's node shows its flat value and percentage.
    browser.navigate(&format!("{}/graph", server.url));
    assert_eq!(browser.errors(), Vec::<String>::new(), "graph");
    if has_dot(
        "web_browser::web_browser_views_load_without_errors_and_show_the_command_lines_numbers",
    ) {
        let row = text.iter().find(|r| r[5] == "leaf_heavy").unwrap();
        let lines: Vec<String> = browser
            .find_all("g.node[data-name='leaf_heavy'] text")
            .iter()
            .map(|t| browser.text(t))
            .collect();
        // Go's dot: the top table's flat and flat% (`830ms (48.82%)`).
        let flat = format!("{} ({})", row[0], row[1]);
        assert_eq!(
            format!("{:.2}%", cell_value(&row[0]) * 100.0 / total),
            row[1]
        );
        assert_eq!(lines, ["leaf_heavy".to_string(), flat]);
        save_screenshot(&browser, "graph");
    }

    // The flame graph: each function's frames are as wide as its cum.
    browser.navigate(&format!("{}/flamegraph", server.url));
    let frames = wait_for("the flame graph's frames", || {
        let frames = browser.execute(
            "var d = document.getElementById('flame').contentDocument;\
             var fs = d ? d.querySelectorAll('g.f') : [];\
             if (fs.length === 0) return null;\
             return {width: parseFloat(d.documentElement.getAttribute('data-width')),\
                     frames: Array.from(fs).map(g => [g.getAttribute('data-n'),\
                       parseFloat(g.querySelector('rect').getAttribute('width'))])};",
            json!([]),
        );
        (!frames.is_null()).then_some(frames)
    });
    assert_eq!(browser.errors(), Vec::<String>::new(), "flamegraph");
    let full = frames["width"].as_f64().unwrap();
    for name in [
        "main",
        "a",
        "b",
        "c",
        "leaf_heavy",
        "leaf_medium",
        "leaf_light",
    ] {
        let width: f64 = frames["frames"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|f| f[0] == name)
            .map(|f| f[1].as_f64().unwrap())
            .sum();
        let cum = cell_value(&text.iter().find(|r| r[5] == name).unwrap()[3]);
        assert!(
            (width - cum / total * full).abs() < 0.01,
            "{name}: width {width} of {full}, cum {cum} of {total}"
        );
    }
    save_screenshot(&browser, "flamegraph");

    // Peek and disassembly: the command line's lines, in the text
    // report's sample type (peek in samples, as the top view); source: the
    // weblist, with --list's lines.
    for (view, path, flags) in [
        ("peek", "/peek?q=leaf_heavy", &["--peek=leaf_heavy"][..]),
        ("disasm", "/disasm?q=leaf_heavy", &["--disasm=leaf_heavy"]),
    ] {
        browser.navigate(&format!("{}{path}", server.url));
        assert_eq!(browser.errors(), Vec::<String>::new(), "{view}");
        let lines = report_lines(&browser);
        let expected: Vec<String> = cli(flags).lines().map(str::to_string).collect();
        assert_eq!(lines, expected, "{view}");
        save_screenshot(&browser, view);
    }
    browser.navigate(&format!("{}/source?q=leaf_heavy", server.url));
    assert_eq!(browser.errors(), Vec::<String>::new(), "source");
    assert_eq!(
        weblist_rows(&browser),
        crate::weblist::listed_rows(&cli(&["--list=leaf_heavy"]))
    );

    // The source view with the sources found (--source_path): the lines of
    // the function around the counts, as --list prints them; a click on a
    // line opens its instructions, as --disasm counts them.
    let source_path = format!(
        "--source_path={}",
        crate::common::testdata().join("programs").display()
    );
    let server = Server::start(&["--http=127.0.0.1:0", "--no_browser", &source_path], &[]);
    browser.navigate(&format!("{}/source?q=leaf_heavy", server.url));
    let rows = weblist_rows(&browser);
    assert_eq!(
        rows,
        crate::weblist::listed_rows(&cli(&["--list=leaf_heavy", &source_path]))
    );
    assert!(
        rows.iter()
            .any(|r| r.0 == 27 && r.3 == "        x = x * 6364136223846793005UL + i;"),
        "{rows:?}"
    );
    let shown = |i: usize| -> Vec<String> {
        let texts = browser.execute(
            "return Array.from(document.querySelectorAll('.weblist details')[arguments[0]]\
             .querySelectorAll('.wl-insn')).filter(e => e.checkVisibility())\
             .map(e => e.textContent);",
            json!([i]),
        );
        serde_json::from_value(texts).unwrap()
    };
    // The line with the most samples: its instructions are hidden until
    // it is clicked.
    let hot = browser.execute(
        "const d = Array.from(document.querySelectorAll('.weblist details'));\
         const flat = x => parseInt(x.querySelector('summary .wl-f').textContent) || 0;\
         return d.indexOf(d.reduce((a, b) => flat(b) > flat(a) ? b : a));",
        json!([]),
    );
    let hot = hot.as_u64().unwrap() as usize;
    assert!(shown(hot).is_empty());
    browser.click(&browser.find_all(".weblist details > summary")[hot]);
    let opened = shown(hot);
    assert!(!opened.is_empty());
    let disasm = cli(&["--disasm=leaf_heavy"]);
    for instruction in &opened {
        // `flat cum address: text file:line`, as --disasm counts it.
        let words: Vec<&str> = instruction.split_whitespace().collect();
        let address = words[2].trim_end_matches(':');
        assert!(
            disasm.lines().any(|l| {
                let d: Vec<&str> = l.split_whitespace().collect();
                d.len() > 3 && d[2] == format!("{address}:") && d[..2] == words[..2]
            }),
            "{instruction}\n{disasm}"
        );
    }
    assert_eq!(browser.errors(), Vec::<String>::new(), "source");
    save_screenshot(&browser, "source");
}

/// The rows of the weblist the page shows: each line's number, flat, cum
/// and text.
pub(crate) fn weblist_rows(browser: &Browser) -> Vec<crate::weblist::Row> {
    let rows = browser.execute(
        "return Array.from(document.querySelectorAll('.weblist .wl-row'))\
         .filter(r => r.querySelector('.wl-n'))\
         .map(r => ['.wl-n', '.wl-f', '.wl-c', '.wl-src']\
           .map(c => r.querySelector(c).textContent));",
        json!([]),
    );
    let rows: Vec<[String; 4]> = serde_json::from_value(rows).unwrap();
    rows.into_iter()
        .map(|[n, f, c, text]| {
            (
                n.trim().parse().unwrap(),
                f.trim().into(),
                c.trim().into(),
                text,
            )
        })
        .filter(|r: &crate::weblist::Row| r.1 != "." || r.2 != "." || !r.3.is_empty())
        .collect()
}

/// A graph node clicked is selected; the Refine menu's Focus focuses on it
/// (Go's Refine menu).
#[test]
fn web_browser_graph_node_selected_then_focused() {
    let Some((server, browser, _turn)) = start() else {
        return;
    };
    if !has_dot("web_browser::web_browser_graph_node_selected_then_focused") {
        return;
    }
    browser.navigate(&format!("{}/graph", server.url));
    let before = browser.current_url();
    // The node's name (a click on the group aims at its middle, which may
    // be the inside of its unfilled box, and goes through to the page).
    browser.click(&browser.find_all("g.node[data-name='b'] text")[0]);
    assert_eq!(browser.find_all("g.node.selected").len(), 1);
    refine(&browser, "focus");
    let url = wait_for("the focused graph", || {
        let url = browser.current_url();
        (url != before && browser.execute("return document.readyState;", json!([])) == "complete")
            .then_some(url)
    });
    let query = url.split_once('?').expect("a query").1;
    assert_eq!(query, "focus=%5Eb%24", "{url}");
    assert_eq!(browser.errors(), Vec::<String>::new());
    // The focused graph has b, not c; its form shows the focus.
    assert_eq!(browser.find_all("g.node[data-name='b']").len(), 1);
    assert!(browser.find_all("g.node[data-name='c']").is_empty());
    let form = browser.execute(
        "return document.querySelector('input[name=focus]').value;",
        json!([]),
    );
    assert_eq!(form, "^b$");
    // The top view of that query is --text's with that focus.
    browser.navigate(&format!("{}/top?{query}", server.url));
    assert_eq!(
        dom_rows(&browser),
        text_rows(&cli(&["--text", "--focus=^b$"]))
    );
}

#[test]
fn web_browser_search_box_highlights_what_matches() {
    let Some((server, browser, _turn)) = start() else {
        return;
    };
    let highlighted = |css: &str| -> (Vec<String>, Vec<String>) {
        let split = browser.execute(
            "return [Array.from(document.querySelectorAll(arguments[0] + '.hit')),\
                     Array.from(document.querySelectorAll(arguments[0] + ':not(.hit)'))]\
             .map(l => l.map(e => e.getAttribute('data-name')));",
            json!([css]),
        );
        serde_json::from_value(split).unwrap()
    };
    browser.navigate(&format!("{}/top", server.url));
    let (hits, others) = highlighted("#top tr[data-name]");
    assert!(hits.is_empty() && others.len() == 11, "{hits:?} {others:?}");
    browser.send_keys(&browser.find("#search"), "leaf_");
    let (hits, others) = highlighted("#top tr[data-name]");
    assert_eq!(hits, ["leaf_heavy", "leaf_medium", "leaf_light"]);
    assert_eq!(others.len(), 8);
    assert!(others.iter().all(|n| !n.contains("leaf_")), "{others:?}");
    // Kept in the address and in the links to the other views (typing
    // only highlights: Enter focuses).
    assert!(browser.current_url().ends_with("/top?hl=leaf_"));
    let graph_link = browser.execute(
        "return Array.from(document.querySelectorAll('a[data-view]'))\
         .find(a => a.textContent === 'Graph').href;",
        json!([]),
    );
    assert!(
        graph_link.as_str().unwrap().ends_with("/ui/graph?hl=leaf_"),
        "{graph_link}"
    );

    if has_dot("web_browser::web_browser_search_box_highlights_what_matches") {
        browser.navigate(&format!("{}/graph", server.url));
        browser.send_keys(&browser.find("#search"), "^(a|c)$");
        let (hits, others) = highlighted("g.node[data-name]");
        assert_eq!(hits, ["a", "c"]);
        assert!(others.contains(&"b".to_string()), "{others:?}");
        // A bad regular expression marks the box and highlights nothing new.
        browser.send_keys(&browser.find("#search"), "(");
        let bad = browser.execute(
            "return document.getElementById('search').className;",
            json!([]),
        );
        assert_eq!(bad, "bad");
    }
    assert_eq!(browser.errors(), Vec::<String>::new());
}

/// The flame graph's frame and its SVG as drawn: the frame's width and
/// height, the SVG's background's, the right end of its Search button, and
/// whether the page has no horizontal scrollbar.
fn flame_fit(browser: &Browser) -> [f64; 5] {
    let fit = wait_for("the flame graph", || {
        let fit = browser.execute(
            "var f = document.getElementById('flame'), d = f.contentDocument;\
             if (!d || !d.querySelector('g.f')) return null;\
             var bg = d.querySelector('svg > rect').getBoundingClientRect();\
             var e = document.documentElement;\
             return [f.clientWidth, f.clientHeight, bg.width, bg.height,\
                     d.getElementById('search').getBoundingClientRect().right,\
                     e.scrollWidth <= e.clientWidth ? 1 : 0];",
            json!([]),
        );
        (!fit.is_null()).then_some(fit)
    });
    let fit: Vec<f64> = serde_json::from_value(fit).unwrap();
    assert_eq!(fit[5], 1.0, "a horizontal scrollbar: {fit:?}");
    [fit[0], fit[1], fit[2], fit[3], fit[4]]
}

#[test]
fn web_browser_flame_graph_fits_the_page_and_zooms_into_a_clicked_frame() {
    let Some((server, browser, _turn)) = start() else {
        return;
    };
    browser.navigate(&format!("{}/flamegraph", server.url));
    // The SVG fills its frame, which is as wide as the page, at any width.
    let [width, height, svg_width, svg_height, search] = flame_fit(&browser);
    assert!(width > 1200.0, "{width}");
    assert!((svg_width - width).abs() < 1.0, "{svg_width} in {width}");
    assert!(
        (svg_height - height).abs() < 1.5,
        "{svg_height} in {height}"
    );
    assert!(search < width, "Search ends at {search} of {width}");
    browser.window_size(800, 900);
    // The page fits the frame on its resize event: wait for both.
    wait_for("the narrower page, its graph fitted", || {
        let [width, height, svg_width, svg_height, _] = flame_fit(&browser);
        (width < 800.0 && (svg_width - width).abs() < 1.0 && (svg_height - height).abs() < 1.5)
            .then_some(())
    });
    let [width, height, svg_width, svg_height, search] = flame_fit(&browser);
    assert!((svg_width - width).abs() < 1.0, "{svg_width} in {width}");
    assert!(
        (svg_height - height).abs() < 1.5,
        "{svg_height} in {height}"
    );
    assert!(search < width, "Search ends at {search} of {width}");
    save_screenshot(&browser, "flamegraph-800px");
    browser.window_size(1280, 900);
    wait_for("the wider page", || {
        (flame_fit(&browser)[0] > 1200.0).then_some(())
    });

    let iframe = browser.find("#flame");
    browser.frame(Some(&iframe));
    let b = wait_for("the frame of b", || {
        browser.find_all("g.f[data-n='b']").pop()
    });
    let rect = |name: &str| -> (f64, f64) {
        let xw = browser.execute(
            "var r = document.querySelector(\"g.f[data-n='\" + arguments[0] + \"'] rect\");\
             return [parseFloat(r.getAttribute('x')), parseFloat(r.getAttribute('width'))];",
            json!([name]),
        );
        (xw[0].as_f64().unwrap(), xw[1].as_f64().unwrap())
    };
    let full = browser
        .execute(
            "return parseFloat(document.documentElement.getAttribute('data-width'));",
            json!([]),
        )
        .as_f64()
        .unwrap();
    let (_, width) = rect("b");
    assert!((width - 95.0 / 170.0 * full).abs() < 0.01, "{width}");
    browser.click(&b);
    // b fills the width; what it calls is scaled by as much; c is hidden.
    let (x, width) = rect("b");
    assert_eq!((x, width), (10.0, full));
    let (x, width) = rect("leaf_heavy");
    assert_eq!(x, 10.0);
    assert!((width - 83.0 / 95.0 * full).abs() < 0.01, "{width}");
    let hidden = browser.execute(
        "return Array.from(document.querySelectorAll('g.f.hidden'))\
         .map(g => g.getAttribute('data-n'));",
        json!([]),
    );
    assert!(hidden.as_array().unwrap().contains(&json!("c")), "{hidden}");
    let reset = browser.execute(
        "return document.getElementById('reset').getAttribute('class');",
        json!([]),
    );
    assert_eq!(reset, "button");
    let location = browser.execute("return location.search;", json!([]));
    assert!(location.as_str().unwrap().starts_with("?z="), "{location}");
    save_screenshot(&browser, "flamegraph-zoomed");
    // Reset Zoom: back to the whole.
    browser.click(&browser.find("#reset"));
    assert!((rect("b").1 - 95.0 / 170.0 * full).abs() < 0.01);
    browser.frame(None);
    assert_eq!(browser.errors(), Vec::<String>::new());
}

#[test]
fn web_browser_top_table_sorts_by_a_clicked_column() {
    let Some((server, browser, _turn)) = start() else {
        return;
    };
    browser.navigate(&format!("{}/top", server.url));
    let before = dom_rows(&browser);
    let cum =
        |rows: &[Vec<String>]| -> Vec<f64> { rows.iter().map(|r| cell_value(&r[3])).collect() };
    let header = browser.find("#top th:nth-child(4)");
    assert_eq!(browser.text(&header), "cum");
    browser.click(&header);
    let desc = dom_rows(&browser);
    let values = cum(&desc);
    assert!(values.windows(2).all(|w| w[0] >= w[1]), "{values:?}");
    let class = browser.execute(
        "return arguments[0].className;",
        json!([{ ELEMENT: header.0 }]),
    );
    assert_eq!(class, "desc");
    let mut sorted = desc.clone();
    sorted.sort();
    let mut original = before.clone();
    original.sort();
    assert_eq!(sorted, original, "the same rows");
    // Again: ascending.
    browser.click(&header);
    let values = cum(&dom_rows(&browser));
    assert!(values.windows(2).all(|w| w[0] <= w[1]), "{values:?}");
    // The name column sorts by name (the collation of the browser's locale).
    browser.click(&browser.find("#top th:nth-child(6)"));
    let names = browser.execute(
        "var n = Array.from(document.querySelectorAll('#top td.name')).map(c => c.textContent);\
         return [n.length, n.every((x, i) => i === 0 || n[i - 1].localeCompare(x) <= 0)];",
        json!([]),
    );
    assert_eq!(names, json!([11, true]));
    assert_eq!(browser.errors(), Vec::<String>::new());
}

/// The base control: choosing a file in the form and applying shows the
/// command line's `--base` numbers, and the flame graph turns differential
/// (red grew, blue shrank).
#[test]
fn web_browser_base_control_makes_a_differential_flame_graph() {
    let f = files("cpu_multi", &["cpu_multi.a1.prof", "cpu_multi.b1.prof"]);
    let Some((server, browser, _turn)) = start_with(&f) else {
        return;
    };
    browser.navigate(&format!("{}/top", server.url));
    assert_eq!(dom_rows(&browser), text_rows(&cli_with(&["--text"], &f)));
    browser.execute(
        "var s = document.querySelector('select[name=base]');\
         s.value = Array.from(s.options).find(o => o.textContent === arguments[0]).value;",
        json!([f[2]]),
    );
    browser.click(&browser.find("form button[type=submit]"));
    wait_for("the page with a base", || {
        (browser.current_url().contains("base=")
            && browser.execute("return document.readyState;", json!([])) == "complete")
            .then_some(())
    });
    let only_a1 = [f[0].clone(), f[1].clone()];
    let base = format!("--base={}", f[2]);
    assert_eq!(
        dom_rows(&browser),
        text_rows(&cli_with(&["--text", &base], &only_a1))
    );
    let totals = browser.execute(
        "return Array.from(document.querySelectorAll('p.total')).map(p => p.textContent);",
        json!([]),
    );
    assert_eq!(
        totals,
        json!([
            "File: cpu_multi",
            "Type: cpu",
            "Showing nodes accounting for -150ms, 9.55% of 1570ms total",
        ])
    );
    save_screenshot(&browser, "top-base");
    // The link to the flame graph keeps the base.
    let link = browser
        .find_all("a[data-view]")
        .into_iter()
        .find(|a| browser.text(a) == "Flame graph")
        .unwrap();
    browser.click(&link);
    let fills = wait_for("the differential flame graph", || {
        let fills = browser.execute(
            "var d = document.getElementById('flame').contentDocument;\
             if (!d || !d.querySelector('g.f')) return null;\
             return [d.documentElement.getAttribute('data-differential'),\
                     Array.from(d.querySelectorAll('g.f')).map(g =>\
                       [g.getAttribute('data-n'), parseInt(g.getAttribute('data-v')),\
                        g.querySelector('rect').getAttribute('fill')])];",
            json!([]),
        );
        (!fills.is_null()).then_some(fills)
    });
    assert_eq!(fills[0], "true");
    let frames = fills[1].as_array().unwrap();
    let fill_of = |name: &str| -> (i64, String) {
        let f = frames.iter().find(|f| f[0] == name).unwrap();
        (f[1].as_i64().unwrap(), f[2].as_str().unwrap().to_string())
    };
    // compress shrank (-510ms), parse_field grew (+330ms): blue and red.
    let (value, fill) = fill_of("compress");
    assert_eq!(value, -510_000_000);
    assert!(fill.ends_with(",255)"), "{fill}");
    let (value, fill) = fill_of("parse_field");
    assert_eq!(value, 330_000_000);
    assert!(fill.starts_with("rgb(255,"), "{fill}");
    assert_eq!(browser.errors(), Vec::<String>::new());
    save_screenshot(&browser, "flamegraph-differential");
}

/// The Unknown view of a profile whose library is missing, and gprof's
/// views of a gmon.out, as the command line prints them.
#[test]
fn web_browser_unknown_and_gprof_views() {
    let f = files("shlib", &["shlib.prof"]);
    let Some((server, browser, turn)) = start_with(&f) else {
        return;
    };
    browser.navigate(&format!("{}/top", server.url));
    let link = browser
        .find_all("a[data-view]")
        .into_iter()
        .find(|a| browser.text(a) == "Unknown (13)")
        .expect("a link to the Unknown view, with its count");
    browser.click(&link);
    let rows = browser.execute(
        "return Array.from(document.querySelectorAll('#unknown tbody tr'))\
         .map(r => Array.from(r.cells).map(c => c.textContent));",
        json!([]),
    );
    // The unknown view prints each value in its own unit (Go's `auto`).
    let text = text_rows(&cli_with(&["--text", "--unit=auto"], &f));
    let group = text
        .iter()
        .find(|r| r[5].starts_with("[libhot.so]"))
        .unwrap();
    assert_eq!(rows[0][0], group[0].as_str(), "{rows}");
    assert_eq!(rows[0][4], "13", "{rows}");
    let addresses = browser.find_all("table.addresses tbody tr").len();
    assert_eq!(addresses, 13);
    assert_eq!(browser.errors(), Vec::<String>::new());
    save_screenshot(&browser, "unknown");
    drop((server, browser, turn));

    let f = files("gmon_tree_pie", &["gmon_tree_pie.gmon"]);
    let Some((server, browser, _turn)) = start_with(&f) else {
        return;
    };
    for (view, path, flag) in [
        ("gprof-flat", "/gprof", "--gprof_flat"),
        ("gprof-graph", "/gprof_graph", "--gprof_graph"),
    ] {
        browser.navigate(&format!("{}{path}", server.url));
        let lines = report_lines(&browser);
        let expected: Vec<String> = cli_with(&[flag], &f).lines().map(str::to_string).collect();
        assert_eq!(lines, expected, "{view}");
        assert_eq!(browser.errors(), Vec::<String>::new(), "{view}");
        save_screenshot(&browser, view);
    }
}

/// A node whose name dot broke over several lines (a Rust method of a
/// trait impl: at `::` and at spaces), selected and focused on, focuses on
/// that very function.
#[test]
fn web_browser_a_multi_line_node_focuses_on_its_function() {
    let f = files("rust_v0", &["rust_v0.prof"]);
    let Some((server, browser, _turn)) = start_with(&f) else {
        return;
    };
    if !has_dot("web_browser::web_browser_a_multi_line_node_focuses_on_its_function") {
        return;
    }
    let name = "<rustprog::engine::math::XorShift as rustprog::engine::math::Kernel>::run";
    browser.navigate(&format!("{}/graph", server.url));
    let node = browser
        .find_all("g.node[data-name]")
        .into_iter()
        .find(|g| {
            browser.execute(
                "return arguments[0].getAttribute('data-words');",
                json!([{ ELEMENT: g.0 }]),
            ) == "<rustprog engine math XorShift as rustprog engine math Kernel> run"
        })
        .expect("XorShift's run in the graph");
    // A tall graph starts at its top: pan to the node, as a drag would.
    browser.execute(
        "var svg = document.querySelector('#graph svg'), vb = svg.viewBox.baseVal;\
         var r = arguments[0].getBoundingClientRect(), s = svg.getBoundingClientRect();\
         var scale = vb.width / s.width;\
         vb.x += (r.x + r.width / 2 - s.x - s.width / 2) * scale;\
         vb.y += (r.y + r.height / 2 - s.y - s.height / 2) * scale;",
        json!([{ ELEMENT: node.0 }]),
    );
    let before = browser.current_url();
    browser.click(&node);
    refine(&browser, "focus");
    let url = wait_for("the focused graph", || {
        let url = browser.current_url();
        (url != before && browser.execute("return document.readyState;", json!([])) == "complete")
            .then_some(url)
    });
    let focus = browser.execute(
        "return document.querySelector('input[name=focus]').value;",
        json!([]),
    );
    let focus = focus.as_str().unwrap().to_string();
    assert!(url.contains("focus="), "{url}");
    let focused = text_rows(&cli_with(&["--text", &format!("--focus={focus}")], &f));
    let row = focused
        .iter()
        .find(|r| r[5] == name)
        .expect("the function itself");
    let whole = text_rows(&cli_with(&["--text"], &f));
    let cum = &whole.iter().find(|r| r[5] == name).unwrap()[3];
    // Focused on it alone: the total is its cum.
    assert_eq!(&row[3], cum, "{focused:?}");
    let lcg = focused.iter().find(|r| r[5].contains("Lcg as"));
    assert!(lcg.is_none(), "{focus} also matches Lcg's run: {focused:?}");
    assert_eq!(browser.errors(), Vec::<String>::new());
}
