//! The web's pages, one row each: the path, the label of its link in the
//! header, and the function that makes its body. The header's links, the
//! dispatch of a request and what each page's form shows are all made from
//! [`ROUTES`]: a new view is one function in `views` and one row here.

use super::query::Query;
use super::server::Page;
use super::views;

/// What a view answers.
pub(super) enum Answer {
    /// The body of the page (put inside the header and the form), and the
    /// notes shown above it.
    Body(String, Vec<String>),
    /// A whole answer of its own: the flame graph's SVG, or a 503 for a
    /// report larger than a page holds.
    Page(Page),
}

/// A page of the web.
pub(super) struct Route {
    /// Its path, which its link names.
    pub path: &'static str,
    /// Other paths that show it (`/` for the top view).
    pub also: &'static [&'static str],
    /// Its link in the header; `None`: no link (a page that another page
    /// frames).
    pub label: Option<&'static str>,
    /// Makes its body.
    pub view: fn(&Query) -> Answer,
    /// Linked only for gmon.out files.
    pub gmon_only: bool,
    /// The form has the functions box (`q`: peek, source, disassembly).
    pub functions_box: bool,
    /// The form has the flame graph's own fields (icicle, reverse,
    /// minwidth).
    pub flame_form: bool,
    /// Shows the top [`views::TOP_ROWS`] rows unless `nodecount` says.
    pub top_rows: bool,
    /// A count its link shows: the unknown view's unnamed addresses.
    pub count: Option<fn(&Query) -> usize>,
}

/// A route with no options: each row says what differs.
const PLAIN: Route = Route {
    path: "",
    also: &[],
    label: None,
    view: views::top,
    gmon_only: false,
    functions_box: false,
    flame_form: false,
    top_rows: false,
    count: None,
};

/// Every page, in the order of the header's links.
pub(super) static ROUTES: &[Route] = &[
    Route {
        path: "/top",
        also: &["/"],
        label: Some("Top"),
        view: views::top,
        top_rows: true,
        ..PLAIN
    },
    Route {
        path: "/graph",
        label: Some("Graph"),
        view: views::graph,
        ..PLAIN
    },
    Route {
        path: "/flamegraph",
        label: Some("Flame graph"),
        view: views::flame_frame,
        flame_form: true,
        ..PLAIN
    },
    Route {
        path: "/flamegraph.svg",
        view: views::flame_svg,
        ..PLAIN
    },
    Route {
        path: "/peek",
        label: Some("Peek"),
        view: views::peek,
        functions_box: true,
        ..PLAIN
    },
    Route {
        path: "/source",
        label: Some("Source"),
        view: views::source,
        functions_box: true,
        ..PLAIN
    },
    Route {
        path: "/disasm",
        label: Some("Disassembly"),
        view: views::disassembly,
        functions_box: true,
        ..PLAIN
    },
    Route {
        path: "/unknown",
        label: Some("Unknown"),
        view: views::unknown,
        count: Some(views::unknown_count),
        ..PLAIN
    },
    Route {
        path: "/gprof",
        label: Some("gprof flat"),
        view: views::gprof_flat,
        gmon_only: true,
        ..PLAIN
    },
    Route {
        path: "/gprof_graph",
        label: Some("gprof call graph"),
        view: views::gprof_graph,
        gmon_only: true,
        ..PLAIN
    },
];

/// The route of `path`.
pub(super) fn find(path: &str) -> Option<&'static Route> {
    ROUTES
        .iter()
        .find(|r| r.path == path || r.also.contains(&path))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_are_unique_and_linked_pages_have_labels() {
        let mut paths: Vec<&str> = ROUTES
            .iter()
            .flat_map(|r| r.also.iter().copied().chain([r.path]))
            .collect();
        let n = paths.len();
        paths.sort_unstable();
        paths.dedup();
        assert_eq!(paths.len(), n);
        for r in ROUTES {
            assert!(r.path.starts_with('/'), "{}", r.path);
            assert_eq!(find(r.path).map(|f| f.path), Some(r.path));
        }
        assert_eq!(find("/").map(|r| r.path), Some("/top"));
        assert!(find("/nowhere").is_none());
    }
}
