//! The web interface (`--http=HOST:PORT`, Go pprof's `-http`): a thin HTTP
//! layer over the driver. The profile is read and symbolized once; each
//! page is a [`Request`] and [`Settings`] made from its URL's query
//! (`focus`, `ignore`, `hide`, `show`, `show_from`, `prune_from`,
//! `granularity`, `sample_index`, `nodecount`, ... set as the prompt sets
//! them, through [`interactive::set`]) and rendered by [`driver::render`]:
//!
//! | path | report |
//! |---|---|
//! | `/`, `/top` | `--text`, as a table sortable by column |
//! | `/graph` | `--svg` (graphviz's `dot`), a node's click focuses on it |
//! | `/flamegraph` | `--flamegraph` (`icicle=1`: `--icicle`), in a frame of `/flamegraph.svg` |
//! | `/peek`, `/source`, `/disasm` | `--peek`, `--list`, `--disasm` of `q` (or of `focus`) |
//!
//! A bad parameter is a 400 with a one-line message, an unknown path a 404,
//! any method but GET a 405.
//!
//! Concurrency: a small pool of threads takes requests from the server, so
//! one slow report does not hold back the others. The profile and gprof's
//! data are read-only and `Sync`; the opened binaries are not (addr2line
//! parses DWARF lazily into cells that are not `Sync`), so
//! [`driver::Loaded::objects`] sits behind a mutex that only the reports
//! reading code (source, disassembly) take: those run one at a time, the
//! others concurrently. Another sample type is a copy of the profile
//! showing it ([`Loaded::with_sample_type`]), made the first time a page
//! asks for it and kept.

use crate::cli::args::regex;
use crate::cli::interactive;
use anyhow::Context as _;
use profile_analyze::driver::{self, Loaded};
use profile_analyze::graph::Granularity;
use profile_analyze::report::commands::{Command, Request};
use profile_analyze::settings::Settings;
use std::fmt::Write as _;
use std::io::Write as _;
use std::net::ToSocketAddrs;
use std::sync::OnceLock;

/// Threads serving requests.
const WORKERS: usize = 8;

const STYLE: &str = include_str!("web/style.css");
const SCRIPT: &str = include_str!("web/script.js");

/// Serves the web interface of `loaded` on `address` until the process is
/// killed; `settings` (from the flags) are every page's defaults.
pub fn serve(
    loaded: &Loaded,
    settings: &Settings,
    address: &str,
    open_browser: bool,
) -> anyhow::Result<()> {
    let (host, port) = match address.rsplit_once(':') {
        Some((host, port)) => (host, port),
        None => anyhow::bail!("--http={address}: give HOST:PORT (or :PORT)"),
    };
    let host = if host.is_empty() { "127.0.0.1" } else { host };
    let bind = format!("{host}:{port}");
    let resolved: Vec<_> = bind
        .to_socket_addrs()
        .with_context(|| format!("--http={address}"))?
        .collect();
    if resolved.iter().any(|a| !a.ip().is_loopback()) {
        eprintln!(
            "profile-analyze: warning: --http={address} is not a loopback address: anyone who \
             can reach it can read the profile and the program's source"
        );
    }
    let server = tiny_http::Server::http(resolved.as_slice())
        .map_err(|e| anyhow::anyhow!("--http={address}: {e}"))?;
    let port = server
        .server_addr()
        .to_ip()
        .map_or_else(|| port.to_string(), |a| a.port().to_string());
    let url = format!("http://{host}:{port}");
    println!("Serving web UI on {url}");
    std::io::stdout().flush()?;
    if open_browser {
        let url = url.clone();
        std::thread::spawn(move || {
            if profile_analyze::report::browser::open(std::path::Path::new(&url)).is_none() {
                eprintln!("profile-analyze: no web browser could be started: open {url}");
            }
        });
    }
    let site = Site {
        loaded,
        defaults: settings,
        typed: loaded
            .profile
            .sample_types
            .iter()
            .map(|_| OnceLock::new())
            .collect(),
    };
    std::thread::scope(|scope| {
        for _ in 0..WORKERS {
            scope.spawn(|| {
                while let Ok(request) = server.recv() {
                    let page = site.respond(request.method(), request.url());
                    let mut response = tiny_http::Response::from_data(page.body)
                        .with_status_code(page.status)
                        .with_header(header("Content-Type", page.content_type))
                        .with_header(header("Cache-Control", "no-store"));
                    if page.status == 405 {
                        response = response.with_header(header("Allow", "GET"));
                    }
                    // The client may have gone: nothing to tell anyone.
                    let _ = request.respond(response);
                }
            });
        }
    });
    Ok(())
}

fn header(name: &str, value: &str) -> tiny_http::Header {
    tiny_http::Header::from_bytes(name.as_bytes(), value.as_bytes()).expect("headers of ASCII text")
}

/// What every page is made from.
struct Site<'a, 's> {
    loaded: &'a Loaded<'s>,
    defaults: &'a Settings,
    /// The profile showing sample type `i`, made when first asked for.
    typed: Vec<OnceLock<Result<Loaded<'s>, String>>>,
}

/// A response.
struct Page {
    status: u16,
    content_type: &'static str,
    body: Vec<u8>,
}

const HTML: &str = "text/html; charset=utf-8";

impl Page {
    fn html(status: u16, body: String) -> Page {
        Page {
            status,
            content_type: HTML,
            body: body.into_bytes(),
        }
    }

    /// A page of one line: the message of a 400, 404 or 405.
    fn error(status: u16, message: &str) -> Page {
        let title = match status {
            400 => "Bad request",
            404 => "Not found",
            405 => "Method not allowed",
            _ => "Error",
        };
        Page::html(
            status,
            format!(
                "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>{title}</title></head>\
                 <body><p class=\"error\">{title}: {}</p><p><a href=\"/\">top</a></p></body></html>\n",
                escape(message)
            ),
        )
    }
}

/// The views, in the order of the header's links.
#[derive(Clone, Copy, PartialEq, Eq)]
enum View {
    Top,
    Graph,
    Flamegraph,
    Peek,
    Source,
    Disasm,
}

const VIEWS: [(View, &str, &str); 6] = [
    (View::Top, "/top", "Top"),
    (View::Graph, "/graph", "Graph"),
    (View::Flamegraph, "/flamegraph", "Flame graph"),
    (View::Peek, "/peek", "Peek"),
    (View::Source, "/source", "Source"),
    (View::Disasm, "/disasm", "Disassembly"),
];

/// A page's settings, as its query asks.
struct Query<'a, 's> {
    loaded: &'a Loaded<'s>,
    settings: Settings,
    /// The functions of peek, source and disassembly (`q`, else `focus`).
    symbol: Option<String>,
    icicle: bool,
    /// The query as received, for the links to the other views.
    raw: String,
    /// The value of each parameter given, for the form.
    given: Vec<(String, String)>,
}

impl Query<'_, '_> {
    fn get(&self, key: &str) -> &str {
        self.given
            .iter()
            .rev()
            .find(|(k, _)| k == key)
            .map_or("", |(_, v)| v.as_str())
    }
}

impl<'s> Site<'_, 's> {
    fn respond(&self, method: &tiny_http::Method, url: &str) -> Page {
        if *method != tiny_http::Method::Get {
            return Page::error(405, &format!("{method}: only GET is served"));
        }
        let (path, raw) = url.split_once('?').unwrap_or((url, ""));
        let view = match path {
            "/" | "/top" => View::Top,
            "/graph" => View::Graph,
            "/flamegraph" | "/flamegraph.svg" => View::Flamegraph,
            "/peek" => View::Peek,
            "/source" => View::Source,
            "/disasm" => View::Disasm,
            _ => return Page::error(404, &format!("{path}: no such page")),
        };
        let query = match self.query(raw) {
            Ok(query) => query,
            Err(e) => return Page::error(400, &format!("{e:#}")),
        };
        if path == "/flamegraph.svg" {
            return flame_svg(&query);
        }
        let (body, notes) = match view {
            View::Top => top(&query),
            View::Graph => graph(&query),
            View::Flamegraph => flame_frame(&query),
            View::Peek => text_view(&query, Command::Peek),
            View::Source => text_view(&query, Command::List),
            View::Disasm => text_view(&query, Command::Disasm),
        };
        Page::html(200, self.page(view, &query, &body, &notes))
    }

    /// The settings of the query `raw` over the defaults.
    fn query(&self, raw: &str) -> anyhow::Result<Query<'_, 's>> {
        let mut settings = self.defaults.clone();
        let mut loaded = self.loaded;
        let mut query = Vec::new();
        let mut symbol = None;
        let mut icicle = false;
        for pair in raw.split('&').filter(|p| !p.is_empty()) {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            let (key, value) = (decode(key)?, decode(value)?);
            match key.as_str() {
                "focus" | "ignore" | "hide" | "show" | "show_from" | "prune_from" | "noinlines"
                | "intel_syntax" | "nodefraction" | "edgefraction" | "maxdegree" => {
                    interactive::set(&mut settings, &key, &value)?;
                }
                // The form sends these empty when left alone.
                "nodecount" | "granularity" if value.is_empty() => {}
                "nodecount" | "granularity" => interactive::set(&mut settings, &key, &value)?,
                "sort" => {
                    if !matches!(value.as_str(), "cum" | "flat")
                        || !interactive::set_word(&mut settings, &value)
                    {
                        anyhow::bail!("sort={value}: cum or flat");
                    }
                }
                "sample_index" | "si" if value.is_empty() => {}
                "sample_index" | "si" => {
                    loaded = self.sample_type(&value)?;
                    settings.sample_index = Some(value.clone());
                }
                "q" => {
                    if !value.is_empty() {
                        regex("q", &value)?;
                        symbol = Some(value.clone());
                    }
                }
                "icicle" => {
                    icicle = match value.as_str() {
                        "" | "0" | "false" => false,
                        "1" | "true" | "on" => true,
                        _ => anyhow::bail!("icicle={value}: true or false"),
                    }
                }
                // The search box's and the flame graph's own.
                "s" | "z" => {}
                _ => anyhow::bail!(
                    "unknown parameter {key:?} (known: focus, ignore, hide, show, show_from, \
                     prune_from, granularity, sample_index, nodecount, nodefraction, \
                     edgefraction, maxdegree, noinlines, intel_syntax, sort, q, icicle, s)"
                ),
            }
            query.push((key, value));
        }
        let symbol = symbol.or_else(|| settings.filters.focus.as_ref().map(|r| r.to_string()));
        Ok(Query {
            loaded,
            settings,
            symbol,
            icicle,
            raw: raw.to_string(),
            given: query,
        })
    }

    /// The profile showing the sample type `name` (or number).
    fn sample_type(&self, name: &str) -> anyhow::Result<&Loaded<'s>> {
        let types = &self.loaded.profile.sample_types;
        let index = match name.parse::<usize>() {
            Ok(i) if i < types.len() => i,
            _ => match types.iter().position(|t| t.kind == name) {
                Some(i) => i,
                None => anyhow::bail!(
                    "sample_index={name}: the profile has {}",
                    types
                        .iter()
                        .map(|t| t.kind.as_str())
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            },
        };
        if index == self.loaded.profile.default_sample_type {
            return Ok(self.loaded);
        }
        self.typed[index]
            .get_or_init(|| self.loaded.with_sample_type(&index.to_string()))
            .as_ref()
            .map_err(|e| anyhow::anyhow!("sample_index={name}: {e}"))
    }

    /// The page around a view's body: the links, the settings form, the
    /// search box.
    fn page(&self, view: View, query: &Query, body: &str, notes: &[String]) -> String {
        let profile = &query.loaded.profile;
        let mut html = String::with_capacity(body.len() + 4096);
        let name = VIEWS.iter().find(|v| v.0 == view).map_or("", |v| v.2);
        let _ = write!(
            html,
            "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">\
             <title>{name}: profile-analyze</title><style>{STYLE}</style></head><body>\n\
             <header><nav>"
        );
        let keep = if query.raw.is_empty() {
            String::new()
        } else {
            format!("?{}", query.raw)
        };
        for (v, path, label) in VIEWS {
            let class = if v == view { " class=\"current\"" } else { "" };
            let _ = write!(
                html,
                "<a{class} data-view href=\"{path}{}\">{label}</a> ",
                escape(&keep)
            );
        }
        html.push_str("<input id=\"search\" type=\"search\" placeholder=\"highlight (regex)\" size=\"24\"></nav>\n");
        let action = VIEWS.iter().find(|v| v.0 == view).map_or("/", |v| v.1);
        let _ = write!(html, "<form method=\"get\" action=\"{action}\">");
        let filters = &query.settings.filters;
        for (key, re) in [
            ("focus", &filters.focus),
            ("ignore", &filters.ignore),
            ("hide", &filters.hide),
            ("show", &filters.show),
        ] {
            let value = re.as_ref().map_or(String::new(), |r| r.to_string());
            let _ = write!(
                html,
                "<label>{key} <input name=\"{key}\" value=\"{}\" size=\"14\"></label> ",
                escape(&value)
            );
        }
        if matches!(view, View::Peek | View::Source | View::Disasm) {
            let _ = write!(
                html,
                "<label>functions <input name=\"q\" value=\"{}\" size=\"14\"></label> ",
                escape(query.get("q"))
            );
        }
        html.push_str("<label>granularity <select name=\"granularity\">");
        let current = query.settings.nodes.granularity;
        for (word, g) in [
            ("functions", Granularity::Functions),
            ("lines", Granularity::Lines),
            ("files", Granularity::Files),
            ("addresses", Granularity::Addresses),
            ("filefunctions", Granularity::FileFunctions),
        ] {
            let selected = if g == current { " selected" } else { "" };
            let _ = write!(html, "<option{selected}>{word}</option>");
        }
        html.push_str("</select></label> ");
        if profile.sample_types.len() > 1 {
            html.push_str("<label>sample type <select name=\"sample_index\">");
            for (i, t) in profile.sample_types.iter().enumerate() {
                let selected = if i == profile.default_sample_type {
                    " selected"
                } else {
                    ""
                };
                let _ = write!(
                    html,
                    "<option value=\"{}\"{selected}>{} ({})</option>",
                    escape(&t.kind),
                    escape(&t.kind),
                    escape(&t.unit)
                );
            }
            html.push_str("</select></label> ");
        }
        let _ = write!(
            html,
            "<label>nodes <input name=\"nodecount\" value=\"{}\" size=\"4\"></label> ",
            escape(query.get("nodecount"))
        );
        if view == View::Flamegraph {
            let checked = if query.icicle { " checked" } else { "" };
            let _ = write!(
                html,
                "<label><input type=\"checkbox\" name=\"icicle\" value=\"1\"{checked}> icicle</label> "
            );
        }
        html.push_str("<button type=\"submit\">Apply</button></form></header>\n");
        for w in &self.loaded.warnings {
            let _ = writeln!(html, "<p class=\"warning\">warning: {}</p>", escape(w));
        }
        for note in notes {
            let _ = writeln!(html, "<p class=\"note\">{}</p>", escape(note));
        }
        let _ = write!(
            html,
            "<main>\n{body}\n</main><script>{SCRIPT}</script></body></html>\n"
        );
        html
    }
}

/// A report rendered: its bytes as text, and the notes; an error is a note.
fn render(query: &Query, command: Command, symbol: Option<&str>) -> (String, Vec<String>) {
    let symbol = match symbol.map(|s| regex("q", s)).transpose() {
        Ok(symbol) => symbol,
        Err(e) => return (String::new(), vec![format!("{e:#}")]),
    };
    let Some(request) = Request::new(command, symbol) else {
        return (
            String::new(),
            vec!["a regular expression is missing".into()],
        );
    };
    let mut out = Vec::new();
    match driver::render(query.loaded, &request, &query.settings, &mut out) {
        Ok(notes) => (String::from_utf8_lossy(&out).into_owned(), notes),
        Err(e) => (String::new(), vec![e.to_string()]),
    }
}

/// The text report as a table: one row per node, the header lines above.
fn top(query: &Query) -> (String, Vec<String>) {
    let (text, notes) = render(query, Command::Text, None);
    let mut html = String::new();
    let mut rows = String::new();
    for line in text.lines() {
        match parse_row(line) {
            Some((cells, name)) => {
                rows.push_str("<tr data-name=\"");
                rows.push_str(&escape(name));
                rows.push_str("\">");
                for (i, cell) in cells.iter().enumerate() {
                    // flat and cum sort by their percentages.
                    let key = match i {
                        0 => cells[1],
                        3 => cells[4],
                        _ => cell,
                    };
                    let key = key.trim_end_matches('%');
                    let _ = write!(rows, "<td data-v=\"{}\">{}</td>", escape(key), escape(cell));
                }
                let _ = writeln!(rows, "<td class=\"name\">{}</td></tr>", escape(name));
            }
            None if line.trim().is_empty() => {}
            None => {
                let _ = writeln!(html, "<p class=\"total\">{}</p>", escape(line));
            }
        }
    }
    let _ = write!(
        html,
        "<table id=\"top\"><thead><tr><th data-sort=\"num\">flat</th>\
         <th data-sort=\"num\">flat%</th><th data-sort=\"num\">sum%</th>\
         <th data-sort=\"num\">cum</th><th data-sort=\"num\">cum%</th>\
         <th data-sort=\"text\" class=\"name\">name</th></tr></thead><tbody>\n{rows}</tbody></table>"
    );
    (html, notes)
}

/// A row of the text report: five values (flat, flat%, sum%, cum, cum%),
/// then the name, which may hold spaces.
fn parse_row(line: &str) -> Option<([&str; 5], &str)> {
    let mut cells = [""; 5];
    let mut rest = line;
    for cell in &mut cells {
        rest = rest.trim_start();
        let end = rest.find(char::is_whitespace)?;
        *cell = &rest[..end];
        rest = &rest[end..];
    }
    let percent = |s: &str| {
        s.strip_suffix('%')
            .is_some_and(|n| n.parse::<f64>().is_ok())
    };
    let name = rest.trim_start();
    (percent(cells[1]) && percent(cells[2]) && percent(cells[4]) && !name.is_empty())
        .then_some((cells, name))
}

/// The call graph's SVG, inline.
fn graph(query: &Query) -> (String, Vec<String>) {
    let (svg, mut notes) = render(query, Command::Svg, None);
    if let Some(note) = notes.iter_mut().find(|n| n.contains("dot")) {
        note.push_str(" (the graph view needs graphviz; the other views work without it)");
    }
    let svg = svg.find("<svg").map_or("", |at| &svg[at..]);
    (format!("<div id=\"graph\">{svg}</div>"), notes)
}

/// The flame graph's page: a frame of its SVG, which has its own script.
fn flame_frame(query: &Query) -> (String, Vec<String>) {
    let src = if query.raw.is_empty() {
        "/flamegraph.svg".to_string()
    } else {
        format!("/flamegraph.svg?{}", query.raw)
    };
    (
        format!(
            "<iframe id=\"flame\" src=\"{}\" title=\"flame graph\"></iframe>",
            escape(&src)
        ),
        Vec::new(),
    )
}

/// The flame graph (or icicle graph) SVG itself.
fn flame_svg(query: &Query) -> Page {
    let command = if query.icicle {
        Command::Icicle
    } else {
        Command::Flamegraph
    };
    let (svg, notes) = render(query, command, None);
    if svg.is_empty() {
        return Page::html(200, format!("<p>{}</p>", escape(&notes.join("; "))));
    }
    Page {
        status: 200,
        content_type: "image/svg+xml",
        body: svg.into_bytes(),
    }
}

/// Peek, source or disassembly of the functions of `q`, one line a span.
fn text_view(query: &Query, command: Command) -> (String, Vec<String>) {
    let Some(symbol) = query.symbol.as_deref() else {
        return (
            "<p class=\"hint\">Type a regular expression of function names in the \
             <em>functions</em> box (or set a focus, or click a node of the graph).</p>"
                .into(),
            Vec::new(),
        );
    };
    let (text, notes) = render(query, command, Some(symbol));
    let mut html = String::with_capacity(text.len() * 2);
    html.push_str("<pre id=\"report\">");
    for line in text.lines() {
        let _ = writeln!(
            html,
            "<span class=\"line\" data-name=\"{0}\">{0}</span>",
            escape(line)
        );
    }
    html.push_str("</pre>");
    (html, notes)
}

/// `text` with HTML's special characters escaped (for text and attributes).
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

/// A query's key or value decoded: `+` is a space, `%XX` a byte.
fn decode(text: &str) -> anyhow::Result<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' => {
                let hex = bytes
                    .get(i + 1..i + 3)
                    .and_then(|h| std::str::from_utf8(h).ok())
                    .and_then(|h| u8::from_str_radix(h, 16).ok());
                let Some(byte) = hex else {
                    anyhow::bail!("{text}: a % not followed by two hex digits");
                };
                out.push(byte);
                i += 2;
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8(out).map_err(|_| anyhow::anyhow!("{text}: not UTF-8 once decoded"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decodes_queries() {
        assert_eq!(decode("a+b%5Ec%24").unwrap(), "a b^c$");
        assert!(decode("%zz").is_err());
        assert!(decode("%4").is_err());
        assert!(decode("%ff").is_err());
    }

    #[test]
    fn parses_text_rows() {
        let (cells, name) = parse_row("      83  48.8%  48.8%       83  48.8% leaf_heavy").unwrap();
        assert_eq!(cells, ["83", "48.8%", "48.8%", "83", "48.8%"]);
        assert_eq!(name, "leaf_heavy");
        let (_, name) =
            parse_row("  0.83s 48.8% 48.8% 1s 50% std::vector<int> f(int, int)").unwrap();
        assert_eq!(name, "std::vector<int> f(int, int)");
        assert!(parse_row("Total: 170 samples").is_none());
    }
}
