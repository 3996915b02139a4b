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
//! | `/flamegraph` | `--flamegraph` (`icicle=1`: `--icicle`; `reverse`, `minwidth` as the flags), in a frame of `/flamegraph.svg` |
//! | `/peek`, `/source`, `/disasm` | `--peek`, `--list`, `--disasm` of `q` (or of `focus`) |
//! | `/unknown` | `--unknown`: the addresses without a name, grouped by why |
//! | `/gprof`, `/gprof_graph` | gprof's flat profile and call graph (a `gmon.out`) |
//!
//! `base` chooses the base profile among the files given (or `none`), and
//! `diff_base=1` subtracts it as Go's `-diff_base` does: the command line's
//! choice is the default. Another choice is loaded (read and symbolized
//! again, into a [`Store`] of its own that lives as long as the server) the
//! first time a page asks for it, and kept; so is another sample type.
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
//! showing it ([`Loaded::with_sample_type`]).

use crate::cli::args::regex;
use crate::cli::interactive;
use anyhow::Context as _;
use profile_analyze::driver::{self, Base, Inputs, Loaded};
use profile_analyze::graph::Granularity;
use profile_analyze::profile::units::Unit;
use profile_analyze::report::commands::{Command, Request};
use profile_analyze::report::flamegraph::{MinWidth, escape};
use profile_analyze::report::unknown;
use profile_analyze::settings::Settings;
use profile_analyze::symbolize::Store;
use std::collections::HashMap;
use std::fmt::Write as _;
use std::io::Write as _;
use std::net::ToSocketAddrs;
use std::sync::{Arc, Mutex, OnceLock};

/// The flame graph's narrowest frame unless `minwidth` or `--minwidth` says
/// otherwise: at flamegraph.pl's 0.1 px, a profile of 200,000 stacks makes
/// a 40 MB SVG that a browser takes seconds to draw (3 MB at 1 px).
const WEB_MIN_WIDTH: MinWidth = MinWidth::Pixels(1.0);

/// Threads serving requests.
const WORKERS: usize = 8;

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
    let site = Site::new(loaded, inputs, settings);
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
struct Site<'a> {
    inputs: &'a Inputs,
    defaults: &'a Settings,
    /// Every file given, as given: the profiles, then the base.
    files: Vec<String>,
    /// What the command line asked for.
    default: Variant,
    /// The profiles are gmon.out files.
    gmon: bool,
    /// The profiles loaded, by what they show; each loaded once, the first
    /// time a page asks for it (other pages wait for that one only).
    variants: Mutex<HashMap<Variant, Arc<OnceLock<Loading>>>>,
}

/// A profile loaded for some pages, or why it could not be.
type Loading = Result<Arc<Loaded<'static>>, String>;

/// Which profile a page shows.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct Variant {
    /// The base: an index in [`Site::files`].
    base: Option<usize>,
    /// Subtracted as Go's `-diff_base` (else as `-base`).
    diff: bool,
    /// The sample type shown, when not the profile's default.
    sample_type: Option<usize>,
}

impl<'a> Site<'a> {
    fn new(loaded: Loaded<'static>, inputs: &'a Inputs, defaults: &'a Settings) -> Self {
        let mut files: Vec<String> = inputs
            .profiles
            .iter()
            .map(|p| p.path().display().to_string())
            .collect();
        let default = Variant {
            base: inputs.base.as_ref().map(|_| files.len()),
            diff: inputs.base.as_ref().is_some_and(|b| b.diff),
            sample_type: None,
        };
        if let Some(base) = &inputs.base {
            files.push(base.source.path().display().to_string());
        }
        let gmon = loaded.gprof.is_some();
        let variants = HashMap::from([(
            default.clone(),
            Arc::new(OnceLock::from(Ok(Arc::new(loaded)))),
        )]);
        Site {
            inputs,
            defaults,
            files,
            default,
            gmon,
            variants: Mutex::new(variants),
        }
    }

    /// The profile `variant` names, loaded now if no page asked for it yet.
    fn loaded(&self, variant: &Variant) -> Loading {
        let cell = Arc::clone(
            self.variants
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .entry(variant.clone())
                .or_default(),
        );
        cell.get_or_init(|| self.load(variant)).clone()
    }

    fn load(&self, variant: &Variant) -> Loading {
        if let Some(index) = variant.sample_type {
            let plain = self.loaded(&Variant {
                sample_type: None,
                ..variant.clone()
            })?;
            if index == plain.profile.default_sample_type {
                return Ok(plain);
            }
            return plain.with_sample_type(&index.to_string()).map(Arc::new);
        }
        let base_source = |i: usize| match self.inputs.profiles.get(i) {
            Some(source) => source.clone(),
            None => self
                .inputs
                .base
                .as_ref()
                .expect("a file past the profiles is the base")
                .source
                .clone(),
        };
        let inputs = Inputs {
            profiles: self
                .inputs
                .profiles
                .iter()
                .enumerate()
                .filter(|(i, _)| Some(*i) != variant.base)
                .map(|(_, p)| p.clone())
                .collect(),
            base: variant.base.map(|i| Base {
                source: base_source(i),
                diff: variant.diff,
            }),
        };
        // The server runs until it is killed: the files it maps live as long.
        let store: &'static Store = Box::leak(Box::default());
        driver::load(&inputs, self.defaults, store)
            .map(Arc::new)
            .map_err(|e| e.to_string())
    }

    /// The files that can be the base: all of them, but a lone profile;
    /// none for gmon.out files (gprof subtracts nothing).
    fn base_choices(&self) -> impl Iterator<Item = (usize, &str)> {
        let profiles = self.inputs.profiles.len();
        self.files
            .iter()
            .enumerate()
            .filter(move |(i, _)| !self.gmon && (*i >= profiles || profiles > 1))
            .map(|(i, f)| (i, f.as_str()))
    }
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
            500 => "The profile could not be loaded",
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
    /// Which profile it shows.
    variant: Variant,
    settings: Settings,
    /// The functions of peek, source and disassembly (`q`, else `focus`).
    symbol: Option<String>,
    icicle: bool,
    /// The query as received, for the links to the other views.
    raw: String,
    /// The value of each parameter given, for the form.
    given: Vec<(String, String)>,
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

impl Site<'_> {
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
        if view == View::Top && query.settings.text_limit.is_none() {
            query.settings.text_limit = Some(TOP_ROWS);
        }
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
            View::Unknown => unknown_view(&query),
            View::GprofFlat => gprof_view(&query, Command::GprofFlat),
            View::GprofGraph => gprof_view(&query, Command::GprofGraph),
        };
        Page::html(200, self.page(view, &query, &body, &notes))
    }

    /// The settings of the query `raw` over the defaults; inside, why the
    /// profile they ask for could not be loaded.
    fn query(&self, raw: &str) -> anyhow::Result<Result<Query, String>> {
        let mut settings = self.defaults.clone();
        let mut variant = self.default.clone();
        let mut sample_type = None;
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
                "sample_index" | "si" => sample_type = Some(value.clone()),
                "base" if value.is_empty() => {}
                "base" if value == "none" => variant.base = None,
                "base" => {
                    // The form's value is the file's place among those given;
                    // a path is taken too (the --base file's first, when it is
                    // also a profile).
                    let place = value.parse::<usize>().ok();
                    variant.base = Some(
                        self.base_choices()
                            .filter(|(i, f)| Some(*i) == place || *f == value)
                            .map(|(i, _)| i)
                            .last()
                            .ok_or_else(|| {
                                anyhow::anyhow!(
                                    "base={value}: not one of the files given that can be the \
                                     base ({}), nor none",
                                    self.base_choices()
                                        .map(|(_, f)| f)
                                        .collect::<Vec<_>>()
                                        .join(", ")
                                )
                            })?,
                    );
                }
                "diff_base" => {
                    variant.diff = match value.as_str() {
                        "" => variant.diff,
                        "0" | "false" => false,
                        "1" | "true" | "on" => true,
                        _ => anyhow::bail!("diff_base={value}: true or false"),
                    }
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
                "minwidth" if value.is_empty() => {}
                "minwidth" => {
                    settings.min_width = value
                        .parse()
                        .map_err(|e| anyhow::anyhow!("minwidth={value}: {e}"))?;
                }
                "reverse" => {
                    settings.reverse = match value.as_str() {
                        "" | "0" | "false" => false,
                        "1" | "true" | "on" => true,
                        _ => anyhow::bail!("reverse={value}: true or false"),
                    }
                }
                // The search box's and the flame graph's own.
                "s" | "z" => {}
                _ => anyhow::bail!(
                    "unknown parameter {key:?} (known: focus, ignore, hide, show, show_from, \
                     prune_from, granularity, sample_index, nodecount, nodefraction, \
                     edgefraction, maxdegree, noinlines, intel_syntax, sort, q, icicle, \
                     minwidth, reverse, base, diff_base, s)"
                ),
            }
            query.push((key, value));
        }
        if settings.min_width == MinWidth::default()
            && !query.iter().any(|(k, v)| k == "minwidth" && !v.is_empty())
        {
            settings.min_width = WEB_MIN_WIDTH;
        }
        let symbol = symbol.or_else(|| settings.filters.focus.as_ref().map(|r| r.to_string()));
        // Without a base, how it would be subtracted makes no other profile.
        variant.diff &= variant.base.is_some();
        let loaded = match self.loaded(&variant) {
            Ok(loaded) => loaded,
            Err(e) => return Ok(Err(e)),
        };
        if let Some(name) = sample_type {
            variant.sample_type = Some(sample_type_index(&loaded, &name)?);
            settings.sample_index = Some(name);
        }
        let loaded = match variant.sample_type {
            Some(_) => match self.loaded(&variant) {
                Ok(loaded) => loaded,
                Err(e) => return Ok(Err(e)),
            },
            None => loaded,
        };
        Ok(Ok(Query {
            loaded,
            variant,
            settings,
            symbol,
            icicle,
            raw: raw.to_string(),
            given: query,
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
        if self.base_choices().next().is_some() {
            html.push_str("<label>base <select name=\"base\"><option value=\"none\">none</option>");
            for (i, file) in self.base_choices() {
                let selected = if query.variant.base == Some(i) {
                    " selected"
                } else {
                    ""
                };
                let given_as = if i >= self.inputs.profiles.len() {
                    " (--base)"
                } else {
                    ""
                };
                let _ = write!(
                    html,
                    "<option value=\"{i}\"{selected}>{}{given_as}</option>",
                    escape(file)
                );
            }
            html.push_str("</select></label> <label>as <select name=\"diff_base\">");
            for (value, label, diff) in [
                ("0", "difference (--base)", false),
                ("1", "change from the base (--diff_base)", true),
            ] {
                let selected = if query.variant.diff == diff {
                    " selected"
                } else {
                    ""
                };
                let _ = write!(html, "<option value=\"{value}\"{selected}>{label}</option>");
            }
            html.push_str("</select></label> ");
        }
        if view == View::Flamegraph {
            for (name, on, label) in [
                ("icicle", query.icicle, "icicle"),
                ("reverse", query.settings.reverse, "reversed"),
            ] {
                // Unticked, the box sends nothing: the hidden 0 before it
                // then overrides the command line's setting.
                let checked = if on { " checked" } else { "" };
                let _ = write!(
                    html,
                    "<input type=\"hidden\" name=\"{name}\" value=\"0\"><label>\
                     <input type=\"checkbox\" name=\"{name}\" value=\"1\"{checked}> {label}</label> "
                );
            }
            let _ = write!(
                html,
                "<label>min width <input name=\"minwidth\" value=\"{}\" size=\"5\" \
                 placeholder=\"{}\"></label> ",
                escape(query.get("minwidth")),
                query.settings.min_width
            );
        }
        html.push_str("<button type=\"submit\">Apply</button></form></header>\n");
        for w in &query.loaded.warnings {
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

/// The index of the sample type `name` (a name or a number) in `loaded`.
fn sample_type_index(loaded: &Loaded, name: &str) -> anyhow::Result<usize> {
    let types = &loaded.profile.sample_types;
    match name.parse::<usize>() {
        Ok(i) if i < types.len() => Ok(i),
        _ => types.iter().position(|t| t.kind == name).ok_or_else(|| {
            anyhow::anyhow!(
                "sample_index={name}: the profile has {}",
                types
                    .iter()
                    .map(|t| t.kind.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        }),
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
    match driver::render(&query.loaded, &request, &query.settings, &mut out) {
        Ok(notes) => (String::from_utf8_lossy(&out).into_owned(), notes),
        Err(e) => (String::new(), vec![e.to_string()]),
    }
}

/// The rows of the top view unless `nodecount` says otherwise (Go's top
/// view shows as many): a page of every function of a large program is
/// megabytes of HTML.
const TOP_ROWS: usize = 500;

/// The text report as a table: one row per node, the header lines above.
fn top(query: &Query) -> (String, Vec<String>) {
    let (text, mut notes) = render(query, Command::Text, None);
    if query.get("nodecount").is_empty()
        && query.settings.text_limit == Some(TOP_ROWS)
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
    (lines_html(&text), notes)
}

/// gprof's flat profile or call graph of a `gmon.out`, as text.
fn gprof_view(query: &Query, command: Command) -> (String, Vec<String>) {
    if query.loaded.gprof.is_none() {
        return (
            String::new(),
            vec!["gprof's reports are made from a gmon.out: this profile is not one".into()],
        );
    }
    let (text, notes) = render(query, command, None);
    (lines_html(&text), notes)
}

/// The unnamed addresses, grouped by object and why: a table of the
/// groups, then one of each group's addresses (the largest
/// [`MAX_UNKNOWN_ROWS`] in all).
fn unknown_view(query: &Query) -> (String, Vec<String>) {
    let profile = &query.loaded.profile;
    let summary = unknown::summarize(profile);
    let unit = Unit::of(profile.sample_type(), query.settings.show_bytes);
    let unnamed = summary.unnamed();
    let mut html = String::new();
    if unnamed == 0 {
        let _ = write!(
            html,
            "<p class=\"total\">Every address has a name ({} addresses).</p>",
            summary.addresses
        );
        return (html, Vec::new());
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
    (html, notes)
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
