//! The page around a view's body: the header's links (given as data, made
//! from the route table), the search box, the settings form, the warnings
//! and notes.

use super::Site;
use super::assets::{SCRIPT, STYLE};
use super::form;
use super::query::Query;
use super::routes::{ROUTES, Route};
use profile_analyze::error::one_line;
use profile_analyze::report::flamegraph::escape;
use std::fmt::Write as _;

/// A link of the header.
pub(super) struct Link {
    /// Where it goes, with the page's query.
    pub href: String,
    /// What it says.
    pub label: String,
    /// It is the page shown.
    pub current: bool,
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
    ROUTES
        .iter()
        .filter(|r| !r.gmon_only || gmon)
        .filter_map(|r| {
            let label = r.label?;
            let count = r
                .count
                .map_or(String::new(), |n| format!(" ({})", n(query)));
            Some(Link {
                href: format!("{}{keep}", r.path),
                label: format!("{label}{count}"),
                current: r.path == current.path,
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
            let _ = write!(
                html,
                "<a{class} data-view href=\"{}\">{}</a> ",
                escape(&link.href),
                escape(&link.label)
            );
        }
        html.push_str("<input id=\"search\" type=\"search\" placeholder=\"highlight (regex)\" size=\"24\"></nav>\n");
        let _ = write!(html, "<form method=\"get\" action=\"{}\">", route.path);
        if route.functions_box {
            let _ = write!(
                html,
                "<label>functions <input name=\"q\" value=\"{}\" size=\"14\"></label> ",
                escape(query.get("q"))
            );
        }
        if route.flame_form {
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
            flame: route.flame_form,
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
