//! The settings form above every page, made from the settings registry:
//! the common settings in a row, every other setting of the web's door in
//! a "more settings" part, each as its kind asks (a text field, a list of
//! choices, a box to tick).

use super::page::spellings;
use super::routes::ROUTES;
use profile_analyze::driver::{self, Inputs, Loaded};
use profile_analyze::report::flamegraph::escape;
use profile_analyze::settings::Settings;
use profile_analyze::settings::registry::{Door, Kind, REGISTRY, Setting, resolve_at};
use std::fmt::Write as _;

/// The settings shown in the form's first row, in this order.
const MAIN: &[&str] = &[
    "focus",
    "ignore",
    "hide",
    "show",
    "granularity",
    "nodecount",
];

/// Shown in the first row too when the profile keeps sample times.
const TIMED: &[&str] = &["time"];

/// What the form shows.
pub struct Form<'a> {
    /// The page's settings.
    pub settings: &'a Settings,
    /// The settings of a page whose query is empty: each field says its
    /// value there (`data-default`), so Apply leaves out of the URL what
    /// is as it would be anyway.
    pub defaults: Option<&'a Settings>,
    /// The profile shown (for its sample types).
    pub loaded: &'a Loaded<'static>,
    /// The files given, and the places of those that can be the base.
    pub inputs: &'a Inputs,
    /// The files that can be the base (place, name); none for gmon.out.
    pub base_choices: &'a [(usize, String)],
    /// The query's values as given, by key.
    pub given: &'a dyn Fn(&str) -> &'a str,
    /// The settings of the page's own view (the flame graph's, the heat
    /// map's), shown after the first row; every page's are left out of
    /// "more settings".
    pub own: &'a [&'static str],
    /// The parameter that could not be read (its key as given, its value):
    /// its field shows the value, marked.
    pub bad: Option<(&'a str, &'a str)>,
}

impl Form<'_> {
    /// The form's fields (without the `<form>` element).
    pub fn fields(&self) -> String {
        let mut html = String::new();
        let web = |s: &&Setting| s.doors.has(Door::Web);
        let timed = self.loaded.profile.timeline.is_some();
        let first: Vec<&str> = MAIN
            .iter()
            .chain(TIMED.iter().filter(|_| timed))
            .copied()
            .collect();
        for name in &first {
            if let Some(s) = REGISTRY.iter().filter(web).find(|s| s.name == *name) {
                self.field(&mut html, s);
            }
        }
        self.sample_types(&mut html);
        self.bases(&mut html);
        for name in self.own {
            if let Some(s) = REGISTRY.iter().filter(web).find(|s| s.name == *name) {
                self.field(&mut html, s);
            }
        }
        html.push_str("<details><summary>more settings</summary>");
        let rest = REGISTRY.iter().filter(web).filter(|s| {
            !first.contains(&s.name)
                && !ROUTES.iter().any(|r| r.fields.contains(&s.name))
                && !matches!(s.name, "sample_index" | "base" | "diff_base")
        });
        for s in rest {
            self.field(&mut html, s);
        }
        html.push_str("</details>");
        html
    }

    /// One setting's field, as its kind asks; each says its value under
    /// the empty query (`data-default`) and the keys that spell it
    /// (`data-keys`: its name, aliases and Go's URL key).
    fn field(&self, html: &mut String, s: &Setting) {
        let name = s.name;
        let current = s.value(self.settings);
        let help = escape(s.help);
        // A field left empty leaves its setting as it is: its default is
        // empty.
        let default = |left_empty: bool| match self.defaults {
            Some(_) if left_empty => " data-default=\"\"".to_string(),
            Some(d) => format!(" data-default=\"{}\"", escape(&s.value(d))),
            None => String::new(),
        };
        let keys = escape(&spellings(name));
        let bad = self
            .bad
            .filter(|(key, _)| resolve_at(Door::Web, key, "").is_some_and(|(b, _)| b.name == name))
            .map(|(_, value)| value);
        let class = if bad.is_some() { " class=\"bad\"" } else { "" };
        match s.kind {
            Kind::Bool => {
                // Unticked, a box sends nothing: the hidden false before it
                // then overrides the command line's setting.
                let checked = if current == "true" { " checked" } else { "" };
                let _ = write!(
                    html,
                    "<input type=\"hidden\" name=\"{name}\" value=\"false\"><label title=\"{help}\"{class}>\
                     <input type=\"checkbox\" name=\"{name}\" value=\"true\" data-keys=\"{keys}\"{}{checked}> {name}</label> ",
                    default(false)
                );
            }
            Kind::Choice(choices) => {
                let _ = write!(
                    html,
                    "<label title=\"{help}\">{name} <select name=\"{name}\" data-keys=\"{keys}\"{}{class}>",
                    default(false)
                );
                for choice in choices {
                    let selected = if *choice == current { " selected" } else { "" };
                    let _ = write!(html, "<option{selected}>{choice}</option>");
                }
                html.push_str("</select></label> ");
            }
            // What it is now: left empty, the field clears it.
            _ if s.empty_clears() => {
                let _ = write!(
                    html,
                    "<label title=\"{help}\">{name} <input name=\"{name}\" value=\"{}\" \
                     data-keys=\"{keys}\"{}{class} size=\"14\"></label> ",
                    escape(bad.unwrap_or(&current)),
                    default(false)
                );
            }
            _ => {
                // Left empty, the setting stays as it is (shown as the
                // placeholder).
                let _ = write!(
                    html,
                    "<label title=\"{help}\">{name} <input name=\"{name}\" value=\"{}\" \
                     placeholder=\"{}\" data-keys=\"{keys}\"{}{class} size=\"6\"></label> ",
                    escape(bad.unwrap_or((self.given)(name))),
                    escape(&current),
                    default(true)
                );
            }
        }
    }

    /// The sample type, among the profile's.
    fn sample_types(&self, html: &mut String) {
        let profile = &self.loaded.profile;
        if profile.sample_types.len() < 2 {
            return;
        }
        let shown = driver::shown(self.loaded, &self.settings.view)
            .map_or(profile.default_sample_type, |(index, _)| index);
        let default = self.defaults.map_or(String::new(), |d| {
            let shown = driver::shown(self.loaded, &d.view)
                .map_or(profile.default_sample_type, |(index, _)| index);
            format!(
                " data-default=\"{}\"",
                escape(&profile.sample_types[shown].kind)
            )
        });
        let _ = write!(
            html,
            "<label>sample_index <select name=\"sample_index\" data-keys=\"{}\"{default}>",
            escape(&spellings("sample_index"))
        );
        for (i, t) in profile.sample_types.iter().enumerate() {
            let selected = if i == shown { " selected" } else { "" };
            let _ = write!(
                html,
                "<option value=\"{0}\"{selected}>{0} ({1})</option>",
                escape(&t.kind),
                escape(&t.unit)
            );
        }
        html.push_str("</select></label> ");
    }

    /// The base, as `base` or `diff_base`, among the files given.
    fn bases(&self, html: &mut String) {
        if self.base_choices.is_empty() {
            return;
        }
        let chosen = self.settings.load.base.as_ref().and_then(|b| {
            let place = *self.inputs.base_places(b).ok()?.first()?;
            Some((place, b.diff))
        });
        let given_as_base = self.inputs.profiles.len();
        for (name, diff) in [("base", false), ("diff_base", true)] {
            let setting = REGISTRY.iter().find(|s| s.name == name);
            let help = setting.map_or(String::new(), |s| escape(s.help));
            let default = self.defaults.map_or(String::new(), |d| {
                let place = d.load.base.as_ref().and_then(|b| {
                    let place = *self.inputs.base_places(b).ok()?.first()?;
                    (b.diff == diff).then_some(place)
                });
                format!(
                    " data-default=\"{}\"",
                    place.map_or("none".into(), |p| p.to_string())
                )
            });
            let _ = write!(
                html,
                "<label title=\"{help}\">{name} <select name=\"{name}\" data-keys=\"{}\"{default}>\
                 <option value=\"none\">none</option>",
                escape(&spellings(name))
            );
            for (place, file) in self.base_choices {
                let selected = if chosen == Some((*place, diff)) {
                    " selected"
                } else {
                    ""
                };
                let note = if *place >= given_as_base {
                    " (--base)"
                } else {
                    ""
                };
                let _ = write!(
                    html,
                    "<option value=\"{place}\"{selected}>{}{note}</option>",
                    escape(file)
                );
            }
            html.push_str("</select></label> ");
        }
    }
}
