//! The web interface (`--http=HOST:PORT`, Go pprof's `-http`): a thin HTTP
//! layer over the driver. The profile is read and symbolized once; each
//! page is a view of [`routes::ROUTES`] over the [`query::Query`] made from
//! its URL: every key is a setting of the registry at the web's door (its
//! name, an alias, a word such as `lines=1`, or Go pprof's URL key: `f`,
//! `i`, `h`, `s`, `sf`, `g`, `n`, `si`...), read as the command line and the
//! prompt read it, or one of the page's own keys (`q`, `icicle`, `z`, and
//! `hl`, the search box's highlight); the settings form is made from the
//! registry too. Every view of a page follows one preset (Go's, unless the
//! query names `preset`), and so shows one sample type, unit and percentage
//! base: its values agree from view to view.
//!
//! - `routes`: the table of paths, labels and views (one row per view);
//! - `query`: a URL's query read into settings, within the web's bounds;
//! - `views`: each view's body, rendered by [`driver::render`] or made
//!   from the text report's rows ([`driver::rows`]);
//! - `page`: the page around a view (the links, given as data, the form);
//! - `form`: the settings form; `assets`: the style sheet and script;
//! - `server`, `guard`: HTTP, and what the server refuses.
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
//! Concurrency: one thread reads every request, and a few pages are rendered
//! at once (see [`server`]), so one slow report does not hold back the
//! others. The profile and gprof's data are read-only and `Sync`; the
//! opened binaries are not (addr2line parses DWARF lazily into cells that
//! are not `Sync`), so [`driver::Loaded::objects`] sits behind a mutex that
//! only the reports reading code (source, disassembly) take: those run one
//! at a time, the others concurrently.

mod assets;
mod configs;
mod form;
mod guard;
mod page;
mod query;
mod routes;
mod server;
mod views;

use anyhow::Context as _;
use profile_analyze::driver::{self, Inputs, Loaded};
use profile_analyze::report::child;
use profile_analyze::settings::{LoadOptions, Settings};
use profile_analyze::symbolize::Store;
use routes::Answer;
use server::{Page, Server};
use std::io::Write as _;
use std::net::ToSocketAddrs;
use std::sync::{Arc, Mutex, OnceLock};

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
            let note = profile_analyze::report::browser::opened(std::path::Path::new(&url), "page");
            eprintln!("profile-analyze: {note}");
        });
    }
    let site = Site::new(loaded, inputs, settings);
    server.run(
        |request| guard::refusal(request, loopback).map(|why| Page::error(403, &why)),
        // A page whose client has gone stops its dot or objdump.
        |request| child::unless_abandoned(request.gone(), || site.respond(request)),
    );
    Ok(())
}

/// What every page is made from.
pub(super) struct Site<'a> {
    /// The files given on the command line.
    pub inputs: &'a Inputs,
    /// The command line's settings: every page's defaults.
    pub defaults: &'a Settings,
    /// The profiles are gmon.out files.
    gmon: bool,
    /// Where named settings are saved (`None`: no config directory).
    pub configs: Option<std::path::PathBuf>,
    /// The profiles loaded, by what they were loaded with; each loaded
    /// once, the first time a page asks for it (other pages wait for that
    /// one only).
    variants: Mutex<Vec<(LoadKey, Arc<OnceLock<Loading>>)>>,
    /// The settings of a page whose query is empty (made once).
    blank: OnceLock<Option<Settings>>,
    /// The flame graph a page rendered for its frame.
    flames: Arc<views::Flames>,
}

/// A profile loaded for some pages, or why it could not be.
pub(super) type Loading = Result<Arc<Loaded<'static>>, String>;

/// What a profile was loaded with: the load options, the base as the
/// place of its file among those given (however the query named it) and
/// how it is subtracted.
#[derive(PartialEq)]
struct LoadKey {
    load: LoadOptions,
    base: Option<(Option<Vec<usize>>, bool)>,
}

impl Site<'_> {
    fn load_key(&self, settings: &Settings) -> LoadKey {
        let mut load = settings.load.clone();
        let base = load
            .base
            .take()
            .map(|b| (self.inputs.base_places(&b).ok(), b.diff));
        LoadKey { load, base }
    }
}

impl<'a> Site<'a> {
    fn new(loaded: Loaded<'static>, inputs: &'a Inputs, defaults: &'a Settings) -> Self {
        let mut site = Site {
            inputs,
            defaults,
            gmon: loaded.gprof.is_some(),
            configs: configs::settings_file(),
            variants: Mutex::new(Vec::new()),
            blank: OnceLock::new(),
            flames: Arc::default(),
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
    pub(super) fn loaded(&self, settings: &Settings) -> Loading {
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
            let inputs = self
                .inputs
                .with_base(settings.load.base.as_ref())
                .map_err(|e| e.to_string())?;
            // The server runs until it is killed: the files it maps live as long.
            let store: &'static Store = Box::leak(Box::default());
            driver::load(&inputs, &settings.load, store)
                .map(Arc::new)
                .map_err(|e| e.to_string())
        })
        .clone()
    }

    /// The settings of a page whose query is empty: what the form's fields
    /// show unless the query says otherwise.
    pub(super) fn blank(&self) -> Option<&Settings> {
        self.blank
            .get_or_init(|| Some(self.query("").ok()?.ok()?.settings))
            .as_ref()
    }

    /// The files that can be the base, each with its place among the files
    /// given: all of them, but a lone profile; none for gmon.out files
    /// (gprof subtracts nothing).
    pub(super) fn base_choices(&self) -> Vec<(usize, String)> {
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

impl Site<'_> {
    fn respond(&self, request: &server::Request) -> Page {
        let url = request.target.as_str();
        let (path, raw) = url.split_once('?').unwrap_or((url, ""));
        // Go pprof serves its pages under /ui/: its links open here.
        let path = match path.strip_prefix("/ui") {
            Some("" | "/") => "/",
            Some(rest) if rest.starts_with('/') => rest,
            _ => path,
        };
        if let Some(page) = self.config_action(request, path, raw) {
            return page;
        }
        // HEAD is answered as GET; the server leaves the body out.
        let method = request.method.as_str();
        if !matches!(method, "GET" | "HEAD") {
            return Page::error(405, &format!("{method}: only GET and HEAD are served"))
                .with_header("Allow", "GET, HEAD");
        }
        let Some(route) = routes::find(path) else {
            return Page::error(404, &format!("{path}: no such page"));
        };
        let (mut query, bad) = match self.query(raw) {
            Ok(Ok(query)) => (query, None),
            Ok(Err(e)) => return Page::error(500, &e),
            Err(bad) => match self.query_without(raw, &bad) {
                Some(query) => (query, Some(bad)),
                None => return Page::error(400, &bad.message),
            },
        };
        if route.top_rows && query.settings.view.text_limit.is_none() {
            query.settings.view.text_limit = Some(views::TOP_ROWS);
        }
        let nav = page::nav(route, &query);
        if let Some(bad) = &bad {
            // The page keeps its form, the parameter's field marked, and
            // shows no report.
            let html = self.page(route, &nav, &query, "", &[], Some(bad));
            return Page::html(400, html);
        }
        let (body, notes) = match (route.view)(&query) {
            Answer::Body(body, notes) => (body, notes),
            Answer::Page(page) => return page,
        };
        let notes: Vec<String> = query.bounded.iter().cloned().chain(notes).collect();
        Page::html(200, self.page(route, &nav, &query, &body, &notes, None))
    }

    /// The query `raw` without the parameter `bad` names, for the page
    /// that says what is wrong with it; `None` if the rest is no good
    /// either, or `bad` is the query as a whole.
    fn query_without(&self, raw: &str, bad: &query::BadParameter) -> Option<query::Query> {
        let key = bad.key.as_deref()?;
        // The key as given, or any other spelling of its setting (`si` of
        // `sample_index`).
        let setting = |k: &str| {
            profile_analyze::settings::registry::resolve_at(
                profile_analyze::settings::registry::Door::Web,
                k,
                "",
            )
            .map(|(s, _)| s.name)
        };
        let named = setting(key);
        let rest: Vec<&str> = raw
            .split('&')
            .filter(|pair| {
                let k = pair.split_once('=').map_or(*pair, |(k, _)| k);
                query::decode(k).map_or(true, |k| {
                    k != key && (named.is_none() || setting(&k) != named)
                })
            })
            .collect();
        self.query(&rest.join("&")).ok()?.ok()
    }
}
