//! The web interface (`--http=HOST:PORT`, Go pprof's `-http`): a thin HTTP
//! layer over the driver. The profile is read and symbolized once; each
//! page is a [`Request`] and [`Settings`] made from its URL's query: every
//! key is a setting of the registry at the web's door (its name, an alias,
//! a word such as `lines=1`, or Go pprof's URL key: `f`, `i`, `h`, `s`,
//! `sf`, `g`, `n`, `si`...), read as the command line and the prompt read
//! it, or one of the page's own keys (`q`, `icicle`, `z`, and `hl`, the
//! search box's highlight); the settings form is made from the registry too.
//! Each page is rendered by [`driver::render`]:
//!
//! | path | report |
//! |---|---|
//! | `/`, `/top` | `--text`, as a table sortable by column |
//! | `/graph` | `--svg` (graphviz's `dot`), a node's click focuses on it |
//! | `/flamegraph` | `--flamegraph` (`icicle=1`: `--icicle`; `reverse`, `minwidth` as the flags), in a frame of `/flamegraph.svg` |
//! | `/peek`, `/source`, `/disasm` | `--peek`, `--list`, `--disasm` of `q` (or of `focus`) |
//! | `/unknown` | `--unknown`: the addresses without a name, grouped by why |
//! | `/gprof`, `/gprof_graph` | gprof's flat profile and call graph (a `gmon.out`) |
//!
//! `base` and `diff_base` choose the base profile among the files given
//! (by path, file name or place; or `none`): the command line's choice is the
//! default. The settings that change what is loaded (the base, `normalize`,
//! `drop_negative`, a mean delay) load the profiles again (into a [`Store`]
//! of their own that lives as long as the server) the first time a page asks
//! for them, and keep them; the others, the sample type among them, only
//! change what the page shows.
//!
//! A bad parameter is a 400 with a one-line message, an unknown path a 404,
//! any method but GET and HEAD a 405; what the server itself refuses (a
//! request too long, too many at once, another site's) is in [`server`]
//! and [`guard`].
//!
//! Concurrency: each connection has a thread, and a few pages are rendered
//! at once (see [`server`]), so one slow report does not hold back the
//! others. The profile and gprof's data are read-only and `Sync`; the
//! opened binaries are not (addr2line parses DWARF lazily into cells that
//! are not `Sync`), so [`driver::Loaded::objects`] sits behind a mutex that
//! only the reports reading code (source, disassembly) take: those run one
//! at a time, the others concurrently.

mod form;
mod guard;
mod server;

use crate::cli::args::regex;
use anyhow::Context as _;
use profile_analyze::driver::{self, Inputs, Loaded};
use profile_analyze::error::one_line;
use profile_analyze::graph;
use profile_analyze::profile::units::Unit;
use profile_analyze::report::child;
use profile_analyze::report::commands::{Command, Request};
use profile_analyze::report::flamegraph::{MinWidth, escape};
use profile_analyze::report::unknown;
use profile_analyze::settings::registry::{Door, REGISTRY, resolve_at};
use profile_analyze::settings::{LoadOptions, Settings, values};
use profile_analyze::symbolize::Store;
use server::{Page, Server};
use std::fmt::Write as _;
use std::io::Write as _;
use std::net::ToSocketAddrs;
use std::sync::{Arc, Mutex, OnceLock};

/// The flame graph's narrowest frame unless `minwidth` or `--minwidth` says
/// otherwise: at flamegraph.pl's 0.1 px, a profile of 200,000 stacks makes
/// a 40 MB SVG that a browser takes seconds to draw (3 MB at 1 px).
const WEB_MIN_WIDTH: MinWidth = MinWidth::Pixels(1.0);

/// The narrowest frame the web draws, whatever `minwidth` asks: a frame
/// narrower than a pixel cannot be seen, and `minwidth=0` on a profile of
/// 200,000 stacks took gigabytes. At 1 px a level holds at most as many
/// frames as the graph has pixels across.
const WEB_MIN_WIDTH_FLOOR: f64 = 1.0;

/// The most nodes the web's graph and text views keep, whatever
/// `nodecount` asks: `dot` takes minutes on tens of thousands.
const WEB_MAX_NODES: usize = 200;

/// The most bytes of report one page is made from (the text, SVG or
/// image a report writes): past them the report is stopped where it is
/// (its writes fail, which ends it, and `dot` with it) and the answer is a
/// 503 that says to ask for less. A render cannot be stopped from outside
/// its thread, so this is what bounds its memory: peek of every function
/// of a 200,000-stack profile wrote 86 MB, disassembly of all of them 52 MB.
const WEB_MAX_REPORT: usize = 16 << 20;

const STYLE: &str = include_str!("web/style.css");
const SCRIPT: &str = include_str!("web/script.js");

/// Serves the web interface of `loaded` (made of `inputs`) on `address`
/// until the process is killed; `settings` (from the flags) are every
/// page's defaults.
pub fn serve(
    loaded: Loaded<'static>,
    inputs: &Inputs,
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
    let loopback = resolved.iter().all(|a| a.ip().is_loopback());
    if !loopback {
        eprintln!(
            "profile-analyze: warning: --http={address} is not a loopback address: anyone who \
             can reach it can read the profile and the program's source"
        );
    }
    let server = Server::bind(&resolved).with_context(|| format!("--http={address}"))?;
    let port = server
        .local_addr()
        .map_or_else(|_| port.to_string(), |a| a.port().to_string());
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
    let site = Site::new(loaded, inputs, settings);
    server.run(
        |request| guard::refusal(request, loopback).map(|why| Page::error(403, &why)),
        // A page whose client has gone stops its dot or objdump.
        |request| {
            child::unless_abandoned(request.gone(), || {
                site.respond(&request.method, &request.target)
            })
        },
    );
    Ok(())
}

/// A view's body and its notes, or the page that answers instead (a 503
/// when the report is larger than [`WEB_MAX_REPORT`]).
type Body = Result<(String, Vec<String>), Page>;

/// What every page is made from.
struct Site<'a> {
    /// The files given on the command line.
    inputs: &'a Inputs,
    /// The command line's settings: every page's defaults.
    defaults: &'a Settings,
    /// The profiles are gmon.out files.
    gmon: bool,
    /// The profiles loaded, by what they were loaded with; each loaded
    /// once, the first time a page asks for it (other pages wait for that
    /// one only).
    variants: Mutex<Vec<(LoadKey, Arc<OnceLock<Loading>>)>>,
}

/// A profile loaded for some pages, or why it could not be.
type Loading = Result<Arc<Loaded<'static>>, String>;

/// What a profile was loaded with: the load options, the base as the
/// place of its file among those given (however the query named it) and
/// how it is subtracted.
#[derive(PartialEq)]
struct LoadKey {
    load: LoadOptions,
    base: Option<(Option<usize>, bool)>,
}

impl Site<'_> {
    fn load_key(&self, settings: &Settings) -> LoadKey {
        let mut load = settings.load.clone();
        let base = load
            .base
            .take()
            .map(|b| (self.inputs.base_place(&b).ok(), b.diff));
        LoadKey { load, base }
    }
}

impl<'a> Site<'a> {
    fn new(loaded: Loaded<'static>, inputs: &'a Inputs, defaults: &'a Settings) -> Self {
        let mut site = Site {
            inputs,
            defaults,
            gmon: loaded.gprof.is_some(),
            variants: Mutex::new(Vec::new()),
        };
        let key = site.load_key(defaults);
        let loaded = Arc::new(OnceLock::from(Ok(Arc::new(loaded))));
        site.variants
            .get_mut()
            .unwrap_or_else(|e| e.into_inner())
            .push((key, loaded));
        site
    }

    /// The profile `settings` load, loaded now if no page asked for it yet.
    fn loaded(&self, settings: &Settings) -> Loading {
        let key = self.load_key(settings);
        let cell = {
            let mut variants = self.variants.lock().unwrap_or_else(|e| e.into_inner());
            match variants.iter().find(|(k, _)| *k == key) {
                Some((_, cell)) => Arc::clone(cell),
                None => {
                    let cell = Arc::default();
                    variants.push((key, Arc::clone(&cell)));
                    cell
                }
            }
        };
        cell.get_or_init(|| {
            let inputs = self.inputs.with_base(settings.load.base.as_ref())?;
            // The server runs until it is killed: the files it maps live as long.
            let store: &'static Store = Box::leak(Box::default());
            driver::load(&inputs, &settings.load, store)
                .map(Arc::new)
                .map_err(|e| e.to_string())
        })
        .clone()
    }

    /// The files that can be the base, each with its place among the files
    /// given: all of them, but a lone profile; none for gmon.out files
    /// (gprof subtracts nothing).
    fn base_choices(&self) -> Vec<(usize, String)> {
        if self.gmon {
            return Vec::new();
        }
        let files: Vec<String> = self
            .inputs
            .files()
            .map(|f| f.path().display().to_string())
            .collect();
        self.inputs
            .base_choices()
            .map(|i| (i, files[i].clone()))
            .collect()
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
    Unknown,
    GprofFlat,
    GprofGraph,
}

const VIEWS: [(View, &str, &str); 9] = [
    (View::Top, "/top", "Top"),
    (View::Graph, "/graph", "Graph"),
    (View::Flamegraph, "/flamegraph", "Flame graph"),
    (View::Peek, "/peek", "Peek"),
    (View::Source, "/source", "Source"),
    (View::Disasm, "/disasm", "Disassembly"),
    (View::Unknown, "/unknown", "Unknown"),
    (View::GprofFlat, "/gprof", "gprof flat"),
    (View::GprofGraph, "/gprof_graph", "gprof call graph"),
];

/// A page's settings, as its query asks.
struct Query {
    loaded: Arc<Loaded<'static>>,
    settings: Settings,
    /// The functions of peek, source and disassembly (`q`, else `focus`).
    symbol: Option<String>,
    icicle: bool,
    /// The query as received, for the links to the other views.
    raw: String,
    /// The value of each parameter given, for the form.
    given: Vec<(String, String)>,
    /// What the query asked past the web's bounds, as notes.
    bounded: Vec<String>,
}

impl Query {
    fn get(&self, key: &str) -> &str {
        self.given
            .iter()
            .rev()
            .find(|(k, _)| k == key)
            .map_or("", |(_, v)| v.as_str())
    }
}

/// The page's own parameters, beside the registry's settings: the
/// functions of peek, source and disassembly, the flame graph's icicle
/// form and zoom, and the search box's highlight.
const PAGE_KEYS: &[&str] = &["q", "icicle", "z", "hl"];

impl Site<'_> {
    fn respond(&self, method: &str, url: &str) -> Page {
        // HEAD is answered as GET; the server leaves the body out.
        if !matches!(method, "GET" | "HEAD") {
            return Page::error(405, &format!("{method}: only GET and HEAD are served"));
        }
        let (path, raw) = url.split_once('?').unwrap_or((url, ""));
        let view = match path {
            "/" | "/top" => View::Top,
            "/graph" => View::Graph,
            "/flamegraph" | "/flamegraph.svg" => View::Flamegraph,
            "/peek" => View::Peek,
            "/source" => View::Source,
            "/disasm" => View::Disasm,
            "/unknown" => View::Unknown,
            "/gprof" => View::GprofFlat,
            "/gprof_graph" => View::GprofGraph,
            _ => return Page::error(404, &format!("{path}: no such page")),
        };
        let mut query = match self.query(raw) {
            Ok(Ok(query)) => query,
            Ok(Err(e)) => return Page::error(500, &e),
            Err(e) => return Page::error(400, &format!("{e:#}")),
        };
        if view == View::Top && query.settings.view.text_limit.is_none() {
            query.settings.view.text_limit = Some(TOP_ROWS);
        }
        if path == "/flamegraph.svg" {
            return flame_svg(&query);
        }
        let body = match view {
            View::Top => top(&query),
            View::Graph => graph(&query),
            View::Flamegraph => flame_frame(&query),
            View::Peek => text_view(&query, Command::Peek),
            View::Source => text_view(&query, Command::List),
            View::Disasm => text_view(&query, Command::Disasm),
            View::Unknown => unknown_view(&query),
            View::GprofFlat => gprof_view(&query, Command::GprofFlat),
            View::GprofGraph => gprof_view(&query, Command::GprofGraph),
        };
        let (body, notes) = match body {
            Ok(body) => body,
            Err(page) => return page,
        };
        let notes: Vec<String> = query.bounded.iter().cloned().chain(notes).collect();
        Page::html(200, self.page(view, &query, &body, &notes))
    }

    /// The settings of the query `raw` over the defaults (each key a
    /// setting of the registry at this door, or one of [`PAGE_KEYS`]);
    /// inside, why the profile they ask for could not be loaded.
    fn query(&self, raw: &str) -> anyhow::Result<Result<Query, String>> {
        let mut settings = self.defaults.clone();
        let mut given = Vec::new();
        let mut symbol = None;
        let mut icicle = false;
        for pair in raw.split('&').filter(|p| !p.is_empty()) {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            let (key, value) = (decode(key)?, decode(value)?);
            match key.as_str() {
                "q" => {
                    if !value.is_empty() {
                        regex("q", &value)?;
                        symbol = Some(value.clone());
                    }
                }
                "icicle" => {
                    icicle = !value.is_empty()
                        && values::boolean(&value)
                            .map_err(|e| anyhow::anyhow!("icicle={value}: {e}"))?;
                }
                // The search box's highlight and the flame graph's zoom.
                "hl" | "z" => {}
                _ => {
                    let Some((setting, resolved)) = resolve_at(Door::Web, &key, &value) else {
                        anyhow::bail!(
                            "unknown parameter {key:?} (known: {}; and Go's URL keys)",
                            known_keys()
                        );
                    };
                    // An empty field clears a setting that empty clears (a
                    // regular expression, the base, the label frames) and
                    // leaves the others as they are (Go's URLs leave out
                    // what is not set).
                    if !resolved.trim().is_empty() || setting.empty_clears() {
                        setting
                            .apply(&mut settings, &resolved)
                            .map_err(|e| anyhow::anyhow!("{key}={value}: {e}"))?;
                    }
                }
            }
            given.push((key, value));
        }
        settings.check().map_err(anyhow::Error::msg)?;
        if let Some(base) = &settings.load.base {
            self.inputs.with_base(Some(base)).map_err(|e| {
                anyhow::anyhow!("{}={e}", if base.diff { "diff_base" } else { "base" })
            })?;
        }
        if settings.view.min_width == MinWidth::default()
            && !given.iter().any(|(k, v)| k == "minwidth" && !v.is_empty())
        {
            settings.view.min_width = WEB_MIN_WIDTH;
        }
        let mut bounded = Vec::new();
        let flame_width = profile_analyze::report::flamegraph::Options::default().width;
        if settings.view.min_width.pixels(flame_width) < WEB_MIN_WIDTH_FLOOR {
            bounded.push(format!(
                "minwidth={} is narrower than a pixel: frames narrower than {WEB_MIN_WIDTH_FLOOR} px are not drawn",
                settings.view.min_width
            ));
            settings.view.min_width = MinWidth::Pixels(WEB_MIN_WIDTH_FLOOR);
        }
        if !settings.view.trim {
            // Untrimmed, but still at most the web's nodes.
            bounded.push(format!(
                "trim=false: no fraction drops a node, but at most {WEB_MAX_NODES} nodes are kept"
            ));
            settings.view.trim = true;
            settings.view.prune = graph::PruneOptions {
                nodecount: WEB_MAX_NODES,
                nodefraction: 0.0,
                edgefraction: 0.0,
                maxdegree: usize::MAX,
            };
        }
        if settings.view.prune.nodecount > WEB_MAX_NODES {
            if given.iter().any(|(k, _)| k == "nodecount") {
                bounded.push(format!(
                    "nodecount={} is more than the web shows: {WEB_MAX_NODES} nodes at most",
                    settings.view.prune.nodecount
                ));
            }
            settings.view.prune.nodecount = WEB_MAX_NODES;
        }
        let symbol = symbol.or_else(|| settings.view.filters.focus.as_ref().map(|r| r.to_string()));
        let loaded = match self.loaded(&settings) {
            Ok(loaded) => loaded,
            Err(e) => return Ok(Err(e)),
        };
        if let Some(name) = &settings.view.sample_index {
            loaded
                .value_index(Some(name))
                .map_err(|e| anyhow::anyhow!("sample_index={name}: {e}"))?;
        }
        Ok(Ok(Query {
            loaded,
            settings,
            symbol,
            icicle,
            raw: raw.to_string(),
            given,
            bounded,
        }))
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
        let gmon = query.loaded.gprof.is_some();
        for (v, path, label) in VIEWS {
            if matches!(v, View::GprofFlat | View::GprofGraph) && !gmon {
                continue;
            }
            let class = if v == view { " class=\"current\"" } else { "" };
            let count = if v == View::Unknown {
                let n = profile
                    .locations
                    .iter()
                    .filter(|l| l.unknown.is_some())
                    .count();
                format!(" ({n})")
            } else {
                String::new()
            };
            let _ = write!(
                html,
                "<a{class} data-view href=\"{path}{}\">{label}{count}</a> ",
                escape(&keep)
            );
        }
        html.push_str("<input id=\"search\" type=\"search\" placeholder=\"highlight (regex)\" size=\"24\"></nav>\n");
        let action = VIEWS.iter().find(|v| v.0 == view).map_or("/", |v| v.1);
        let _ = write!(html, "<form method=\"get\" action=\"{action}\">");
        if matches!(view, View::Peek | View::Source | View::Disasm) {
            let _ = write!(
                html,
                "<label>functions <input name=\"q\" value=\"{}\" size=\"14\"></label> ",
                escape(query.get("q"))
            );
        }
        if view == View::Flamegraph {
            // Unticked, the box sends nothing: the hidden 0 before it
            // then says so.
            let checked = if query.icicle { " checked" } else { "" };
            let _ = write!(
                html,
                "<input type=\"hidden\" name=\"icicle\" value=\"0\"><label>\
                 <input type=\"checkbox\" name=\"icicle\" value=\"1\"{checked}> icicle</label> "
            );
        }
        let given = |key: &str| query.get(key);
        let base_choices = self.base_choices();
        let form = form::Form {
            settings: &query.settings,
            loaded: &query.loaded,
            inputs: self.inputs,
            base_choices: &base_choices,
            given: &given,
            flame: view == View::Flamegraph,
        };
        html.push_str(&form.fields());
        html.push_str("<button type=\"submit\">Apply</button></form></header>\n");
        for w in &query.loaded.warnings {
            let _ = writeln!(
                html,
                "<p class=\"warning\">warning: {}</p>",
                escape(&one_line(w))
            );
        }
        for note in notes {
            let _ = writeln!(html, "<p class=\"note\">{}</p>", escape(&one_line(note)));
        }
        let _ = write!(
            html,
            "<main>\n{body}\n</main><script>{SCRIPT}</script></body></html>\n"
        );
        html
    }
}

/// The keys the query takes, by their names: the settings at this door
/// (which also answer to Go's URL keys and their words) and the page's own.
fn known_keys() -> String {
    let settings = REGISTRY.iter().filter(|s| s.doors.web).map(|s| s.name);
    settings
        .chain(PAGE_KEYS.iter().copied())
        .collect::<Vec<_>>()
        .join(", ")
}

/// A report rendered: its bytes as text, and the notes; an error is a
/// note. A report past [`WEB_MAX_REPORT`] is a 503.
fn render(query: &Query, command: Command, symbol: Option<&str>) -> Body {
    let symbol = match symbol.map(|s| regex("q", s)).transpose() {
        Ok(symbol) => symbol,
        Err(e) => return Ok((String::new(), vec![format!("{e:#}")])),
    };
    let Some(request) = Request::new(command, symbol) else {
        return Ok((
            String::new(),
            vec!["a regular expression is missing".into()],
        ));
    };
    let mut out = Bounded::default();
    let rendered = driver::render(&query.loaded, &request, &query.settings.view, &mut out);
    if out.past {
        return Err(Page::error(
            503,
            &format!(
                "this report is larger than a page of the web holds ({} MB): ask for less \
                 (narrower functions, a focus, fewer nodes) or use the command line",
                WEB_MAX_REPORT >> 20
            ),
        ));
    }
    match rendered {
        Ok(notes) => Ok((String::from_utf8_lossy(&out.bytes).into_owned(), notes)),
        Err(e) => Ok((String::new(), vec![e.to_string()])),
    }
}

/// A report's output, refused past [`WEB_MAX_REPORT`] bytes.
#[derive(Default)]
struct Bounded {
    bytes: Vec<u8>,
    /// A write was refused.
    past: bool,
}

impl std::io::Write for Bounded {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if self.bytes.len() + buf.len() > WEB_MAX_REPORT {
            self.past = true;
            return Err(std::io::Error::other("larger than a page of the web holds"));
        }
        self.bytes.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The rows of the top view unless `nodecount` says otherwise (Go's top
/// view shows as many): a page of every function of a large program is
/// megabytes of HTML.
const TOP_ROWS: usize = 500;

/// The text report as a table: one row per node, the header lines above.
fn top(query: &Query) -> Body {
    let (text, mut notes) = render(query, Command::Text, None)?;
    if query.get("nodecount").is_empty()
        && query.settings.view.text_limit == Some(TOP_ROWS)
        && text.lines().filter(|l| parse_row(l).is_some()).count() == TOP_ROWS
    {
        notes.push(format!(
            "the {TOP_ROWS} largest nodes, as Go's top view shows: a larger node count shows more"
        ));
    }
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
        "<table id=\"top\" class=\"rows\"><thead><tr><th data-sort=\"num\">flat</th>\
         <th data-sort=\"num\">flat%</th><th data-sort=\"num\">sum%</th>\
         <th data-sort=\"num\">cum</th><th data-sort=\"num\">cum%</th>\
         <th data-sort=\"text\" class=\"name\">name</th></tr></thead><tbody>\n{rows}</tbody></table>"
    );
    Ok((html, notes))
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
fn graph(query: &Query) -> Body {
    let (svg, mut notes) = render(query, Command::Svg, None)?;
    if let Some(note) = notes.iter_mut().find(|n| n.contains("install graphviz")) {
        note.push_str(" (the graph view needs graphviz; the other views work without it)");
    }
    let svg = svg.find("<svg").map_or("", |at| &svg[at..]);
    Ok((format!("<div id=\"graph\">{svg}</div>"), notes))
}

/// The flame graph's page: a frame of its SVG, which has its own script.
fn flame_frame(query: &Query) -> Body {
    let src = if query.raw.is_empty() {
        "/flamegraph.svg".to_string()
    } else {
        format!("/flamegraph.svg?{}", query.raw)
    };
    Ok((
        format!(
            "<iframe id=\"flame\" src=\"{}\" title=\"flame graph\"></iframe>",
            escape(&src)
        ),
        Vec::new(),
    ))
}

/// The flame graph (or icicle graph) SVG itself.
fn flame_svg(query: &Query) -> Page {
    let command = if query.icicle {
        Command::Icicle
    } else {
        Command::Flamegraph
    };
    let (svg, notes) = match render(query, command, None) {
        Ok(rendered) => rendered,
        Err(page) => return page,
    };
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
fn text_view(query: &Query, command: Command) -> Body {
    let Some(symbol) = query.symbol.as_deref() else {
        return Ok((
            "<p class=\"hint\">Type a regular expression of function names in the \
             <em>functions</em> box (or set a focus, or click a node of the graph).</p>"
                .into(),
            Vec::new(),
        ));
    };
    let (text, notes) = render(query, command, Some(symbol))?;
    Ok((lines_html(&text), notes))
}

/// gprof's flat profile or call graph of a `gmon.out`, as text.
fn gprof_view(query: &Query, command: Command) -> Body {
    if query.loaded.gprof.is_none() {
        return Ok((
            String::new(),
            vec!["gprof's reports are made from a gmon.out: this profile is not one".into()],
        ));
    }
    let (text, notes) = render(query, command, None)?;
    Ok((lines_html(&text), notes))
}

/// The unnamed addresses, grouped by object and why: a table of the
/// groups, then one of each group's addresses (the largest
/// [`MAX_UNKNOWN_ROWS`] in all).
fn unknown_view(query: &Query) -> Body {
    let profile = &query.loaded.profile;
    let index = query
        .loaded
        .value_index(query.settings.view.sample_index.as_deref())
        .unwrap_or(profile.default_sample_type);
    let summary = unknown::summarize(profile, index);
    let unit = Unit::of(
        profile.sample_type_at(index),
        query.settings.view.show_bytes,
    );
    let unnamed = summary.unnamed();
    let mut html = String::new();
    if unnamed == 0 {
        let _ = write!(
            html,
            "<p class=\"total\">Every address has a name ({} addresses).</p>",
            summary.addresses
        );
        return Ok((html, Vec::new()));
    }
    let flat = summary.unnamed_flat();
    let _ = writeln!(
        html,
        "<p class=\"total\">{unnamed} of {} addresses have no name; they are the leaf of {} of \
         {} ({}). Filters do not apply here.</p>",
        summary.addresses,
        escape(&unit.total(flat)),
        escape(&unit.total(summary.totals.signed)),
        summary.percent(flat)
    );
    if let Some(note) = summary.percent_note(unit) {
        let _ = writeln!(html, "<p class=\"total\">{}</p>", escape(&note));
    }
    let cells = |flat: i64, cum: i64| {
        format!(
            "<td>{}</td><td>{}</td><td>{}</td><td>{}</td>",
            escape(&unit.format(flat)),
            summary.percent(flat),
            escape(&unit.format(cum)),
            summary.percent(cum)
        )
    };
    html.push_str(
        "<table id=\"unknown\" class=\"rows\"><thead><tr><th>flat</th><th>flat%</th>\
         <th>cum</th><th>cum%</th><th>addresses</th><th class=\"name\">object</th>\
         <th class=\"name\">why</th></tr></thead><tbody>\n",
    );
    for g in &summary.groups {
        let _ = writeln!(
            html,
            "<tr data-name=\"{0}\">{1}<td>{2}</td><td class=\"name\">{0}</td>\
             <td class=\"why\">{3}</td></tr>",
            escape(&g.object),
            cells(g.flat, g.cum),
            g.addresses.len(),
            escape(&g.why)
        );
    }
    html.push_str("</tbody></table>\n");
    let mut rows = 0;
    for g in &summary.groups {
        if rows == MAX_UNKNOWN_ROWS {
            break;
        }
        let _ = writeln!(
            html,
            "<h3>{}: {}</h3><table class=\"rows addresses\"><thead><tr><th>flat</th>\
             <th>flat%</th><th>cum</th><th>cum%</th><th class=\"name\">address</th></tr>\
             </thead><tbody>",
            escape(&g.object),
            escape(&g.why)
        );
        for a in &g.addresses {
            if rows == MAX_UNKNOWN_ROWS {
                break;
            }
            rows += 1;
            let address = format!("0x{}", profile.hex_address(a.address));
            let named = a.named_after.as_ref().map_or(String::new(), |n| {
                format!(" (named after .eh_frame: {})", escape(n))
            });
            let _ = writeln!(
                html,
                "<tr data-name=\"{address} {}\">{}<td class=\"name\">{address}{named}</td></tr>",
                escape(&g.object),
                cells(a.flat, a.cum)
            );
        }
        html.push_str("</tbody></table>\n");
    }
    let notes = if rows < unnamed {
        vec![format!(
            "{rows} of the {unnamed} addresses are listed, the largest first: --unknown lists them all"
        )]
    } else {
        Vec::new()
    };
    Ok((html, notes))
}

/// The most addresses the unknown view lists.
const MAX_UNKNOWN_ROWS: usize = 2000;

/// `text` in a `<pre>`, each line a span that the search box can highlight.
fn lines_html(text: &str) -> String {
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
    html
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
