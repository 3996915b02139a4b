//! The page around a view's body: the header's links (given as data, made
//! from the route table), the search box, the settings form, the warnings
//! and notes.

use super::Site;
use super::assets::{SCRIPT, STYLE};
use super::configs;
use super::form;
use super::query::{BadParameter, Query, decode};
use super::routes::{ROUTES, Route};
use profile_analyze::driver;
use profile_analyze::error::one_line;
use profile_analyze::report::flamegraph::escape;
use profile_analyze::settings::registry::{self, Door, Group, Setting, resolve_at};
use std::fmt::Write as _;

/// The actions of the Refine menu (Go's): the setting each sets to the
/// selection's regular expression, its label, and whether the expression
/// is added to the setting's value (`|`) rather than replacing it.
const REFINE: &[(&str, &str, bool)] = &[
    ("focus", "Focus", false),
    ("ignore", "Ignore", true),
    ("hide", "Hide", true),
    ("show", "Show", false),
    ("show_from", "Show from", false),
];

/// The query `raw` without the pairs whose key names a setting `drop`
/// says to drop, or is one of `keys`; the other pairs as given.
fn query_without(raw: &str, drop: impl Fn(&Setting) -> bool, keys: &[&str]) -> String {
    raw.split('&')
        .filter(|p| !p.is_empty())
        .filter(|pair| {
            let key = pair.split_once('=').map_or(*pair, |(k, _)| k);
            let Ok(key) = decode(key) else { return true };
            !keys.contains(&key.as_str())
                && !resolve_at(Door::Web, &key, "").is_some_and(|(s, _)| drop(s))
        })
        .collect::<Vec<_>>()
        .join("&")
}

/// The path of a page under `/ui/`, where Go pprof serves its pages.
pub(super) fn ui(path: &str) -> String {
    format!("/ui{path}")
}

/// `path` with the query `raw` (none when empty).
fn with_query(path: &str, raw: &str) -> String {
    if raw.is_empty() {
        path.to_string()
    } else {
        format!("{path}?{raw}")
    }
}

/// Percent-encodes a query's key or value.
fn encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                out.push(b as char)
            }
            _ => {
                let _ = write!(out, "%{b:02X}");
            }
        }
    }
    out
}

/// Every spelling of the setting `name` at the web's door: its name, its
/// aliases and Go's URL key.
pub(super) fn spellings(name: &str) -> String {
    let Some(s) = registry::find(name) else {
        return name.to_string();
    };
    let mut all = vec![s.name];
    all.extend(s.aliases);
    all.extend(s.url_key);
    all.join(" ")
}

/// A link of the header.
pub(super) struct Link {
    /// Where it goes, with the page's query.
    pub href: String,
    /// What it says.
    pub label: String,
    /// It is the page shown.
    pub current: bool,
    /// The page shows the selection: the link's `f=` is the selection's
    /// regular expression (Go's links).
    pub selection: bool,
}

/// The header's links from `current`'s page: every linked route (gprof's
/// only for gmon.out files), each keeping the page's query.
pub(super) fn nav(current: &Route, query: &Query) -> Vec<Link> {
    let keep = if query.raw.is_empty() {
        String::new()
    } else {
        format!("?{}", query.raw)
    };
    let gmon = query.loaded.gprof.is_some();
    let timed = query.loaded.profile.timeline.is_some();
    ROUTES
        .iter()
        .filter(|r| !r.gmon_only || gmon)
        .filter(|r| !r.times_only || timed)
        .filter_map(|r| {
            let label = r.label?;
            let count = r
                .count
                .map_or(String::new(), |n| format!(" ({})", n(query)));
            Some(Link {
                href: format!("{}{keep}", ui(r.path)),
                label: format!("{label}{count}"),
                current: r.path == current.path,
                selection: r.selection,
            })
        })
        .collect()
}

impl Site<'_> {
    /// The page of `route` around its `body`, with the links `nav`.
    pub(super) fn page(
        &self,
        route: &Route,
        nav: &[Link],
        query: &Query,
        body: &str,
        notes: &[String],
        bad: Option<&BadParameter>,
    ) -> String {
        let mut html = String::with_capacity(body.len() + 4096);
        let name = route.label.unwrap_or("");
        let _ = write!(
            html,
            "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">\
             <title>{name}: profile-analyze</title><style>{STYLE}</style></head><body>\n\
             <header><nav>"
        );
        for link in nav {
            let class = if link.current {
                " class=\"current\""
            } else {
                ""
            };
            let select = if link.selection { " data-select" } else { "" };
            let _ = write!(
                html,
                "<a{class} data-view{select} href=\"{}\">{}</a> ",
                escape(&link.href),
                escape(&link.label)
            );
        }
        self.menus(&mut html, route, query);
        html.push_str(
            "<input id=\"search\" type=\"search\" placeholder=\"regex: type to highlight, Enter to focus\" \
             title=\"Typing highlights what matches; Enter focuses on it (f=), as in Go pprof\" size=\"28\"></nav>\n",
        );
        let _ = write!(html, "<form method=\"get\" action=\"{}\">", ui(route.path));
        let marked = |key: &str| bad.and_then(|b| b.key.as_deref()) == Some(key);
        if route.functions_box {
            let (class, value) = match bad {
                Some(b) if marked("q") => (" class=\"bad\"", b.value.as_str()),
                _ => ("", query.get("q")),
            };
            let _ = write!(
                html,
                "<label>functions <input name=\"q\"{class} value=\"{}\" data-default=\"\" size=\"14\"></label> ",
                escape(value)
            );
        }
        if route.flame_form {
            // Unticked, the box sends nothing: the hidden 0 before it
            // then says so.
            let checked = if query.icicle { " checked" } else { "" };
            let _ = write!(
                html,
                "<input type=\"hidden\" name=\"icicle\" value=\"0\"><label>\
                 <input type=\"checkbox\" name=\"icicle\" value=\"1\" data-default=\"0\"{checked}> icicle</label> "
            );
        }
        // The page's own keys the form would lose: the highlight, the
        // flame graph's zoom (the script keeps them up to date).
        let _ = write!(
            html,
            "<input type=\"hidden\" name=\"hl\" value=\"{}\">",
            escape(query.get("hl"))
        );
        if route.flame_form {
            let _ = write!(
                html,
                "<input type=\"hidden\" name=\"z\" value=\"{}\">",
                escape(query.get("z"))
            );
        }
        let given = |key: &str| query.get(key);
        let base_choices = self.base_choices();
        let form = form::Form {
            settings: &query.settings,
            defaults: self.blank(),
            loaded: &query.loaded,
            inputs: self.inputs,
            base_choices: &base_choices,
            given: &given,
            own: route.fields,
            bad: bad.and_then(|b| Some((b.key.as_deref()?, b.value.as_str()))),
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
        if let Some(bad) = bad {
            let _ = writeln!(
                html,
                "<p class=\"error\">{}</p>",
                escape(&one_line(&bad.message))
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

    /// The Refine, Config and Download menus of the header.
    fn menus(&self, html: &mut String, route: &Route, query: &Query) {
        let path = &ui(route.path);
        html.push_str("<details class=\"menu\" id=\"refine\"><summary>Refine</summary><div>");
        for (name, label, add) in REFINE {
            let help = registry::find(name).map_or("", |s| s.summary());
            let _ = write!(
                html,
                "<a class=\"refine\" href=\"#\" id=\"refine-{name}\" data-param=\"{name}\" data-keys=\"{}\" \
                 title=\"{} (RE: the selected rows, nodes or frames, or the search box's expression)\"{}>{label}</a>",
                spellings(name),
                escape(help),
                if *add { " data-add" } else { "" }
            );
        }
        let reset = query_without(&query.raw, |s| s.group == Group::Filters, &["q", "z"]);
        let _ = write!(
            html,
            "<hr><a id=\"reset\" href=\"{}\">Reset</a></div></details>",
            escape(&with_query(path, &reset))
        );
        html.push_str("<details class=\"menu\" id=\"config\"><summary>Config</summary><div>");
        let saved = self.configs.as_deref().map(configs::read);
        let current = configs::of_query(&query.raw);
        let bare = query_without(&query.raw, configs::kept, &[]);
        let link = |html: &mut String,
                    name: &str,
                    settings: &std::collections::BTreeMap<String, String>,
                    user: bool| {
            let mut raw = bare.clone();
            for (key, value) in settings {
                if !raw.is_empty() {
                    raw.push('&');
                }
                let _ = write!(raw, "{}={}", encode(key), encode(value));
            }
            let check = if *settings == current {
                "\u{2713} "
            } else {
                ""
            };
            let _ = write!(
                html,
                "<span class=\"config\"><a href=\"{}\" data-config=\"{}\">{check}{}</a>",
                escape(&with_query(path, &raw)),
                escape(name),
                escape(name)
            );
            if user {
                let _ = write!(
                    html,
                    "<button type=\"button\" class=\"delete-config\" data-config=\"{}\" title=\"delete\">\u{2715}</button>",
                    escape(name)
                );
            }
            html.push_str("</span>");
        };
        link(html, "Default", &Default::default(), false);
        match &saved {
            Some(Ok(saved)) => {
                for config in &saved.configs {
                    link(html, &config.name, &config.settings, true);
                }
            }
            Some(Err(e)) => {
                let _ = write!(html, "<span class=\"error\">{}</span>", escape(e));
            }
            None => {}
        }
        html.push_str(
            "<hr><input id=\"config-name\" placeholder=\"name\" size=\"12\">\
             <button type=\"button\" id=\"save-config\">Save as</button>\
             <span id=\"config-error\" class=\"error\"></span></div></details>",
        );
        let _ = write!(
            html,
            "<a id=\"download\" href=\"{}\" download=\"profile.pb.gz\">Download</a> ",
            escape(&with_query("/download", &query.raw))
        );
        // Go's legend of the profile (File, Type, Time, Duration), which
        // Go's pages show under their title.
        let legend = driver::legend(&query.loaded, &query.settings.view).unwrap_or_default();
        html.push_str(
            "<details class=\"menu\" id=\"details\"><summary title=\"the profile: its file, \
             sample type, time and duration\">Details</summary><div>",
        );
        for line in legend {
            let _ = write!(html, "<span class=\"legend\">{}</span>", escape(&line));
        }
        html.push_str("</div></details>");
    }
}
