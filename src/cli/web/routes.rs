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
    /// Linked only for profiles that keep sample times.
    pub times_only: bool,
    /// The settings of its own view, which the form shows on it (and only
    /// there).
    pub fields: &'static [&'static str],
    /// The form has the functions box (`q`: peek, source, disassembly).
    pub functions_box: bool,
    /// The form has the flame graph's own fields (icicle, reverse,
    /// minwidth).
    pub flame_form: bool,
    /// Shows the top [`views::TOP_ROWS`] rows unless `nodecount` says.
    pub top_rows: bool,
    /// A count its link shows: the unknown view's unnamed addresses.
    pub count: Option<fn(&Query) -> usize>,
    /// Shows what is selected (Go's `f=`): its link carries the selection.
    pub selection: bool,
}

impl Route {
    /// The page at `path` whose body `view` makes, with no link and no
    /// part of the form of its own.
    const fn new(path: &'static str, view: fn(&Query) -> Answer) -> Route {
        Route {
            path,
            also: &[],
            label: None,
            view,
            gmon_only: false,
            times_only: false,
            fields: &[],
            functions_box: false,
            flame_form: false,
            top_rows: false,
            count: None,
            selection: false,
        }
    }
    const fn selection(mut self) -> Route {
        self.selection = true;
        self
    }
    const fn linked(mut self, label: &'static str) -> Route {
        self.label = Some(label);
        self
    }
    const fn also(mut self, paths: &'static [&'static str]) -> Route {
        self.also = paths;
        self
    }
    const fn gmon_only(mut self) -> Route {
        self.gmon_only = true;
        self
    }
    const fn functions_box(mut self) -> Route {
        self.functions_box = true;
        self
    }
    const fn flame_form(mut self) -> Route {
        self.flame_form = true;
        self.fields = &["reverse", "minwidth"];
        self
    }
    const fn times_only(mut self) -> Route {
        self.times_only = true;
        self
    }
    const fn fields(mut self, fields: &'static [&'static str]) -> Route {
        self.fields = fields;
        self
    }
    const fn top_rows(mut self) -> Route {
        self.top_rows = true;
        self
    }
    const fn count(mut self, count: fn(&Query) -> usize) -> Route {
        self.count = Some(count);
        self
    }
}

/// Every page, in the order of the header's links.
pub(super) static ROUTES: &[Route] = &[
    Route::new("/top", views::top)
        .linked("Top")
        .top_rows()
        .selection(),
    Route::new("/graph", views::graph)
        .linked("Graph")
        .selection(),
    // `/` opens the flame graph, as current Go pprof's `/ui/` does.
    Route::new("/flamegraph", views::flame_frame)
        .linked("Flame graph")
        .also(&["/"])
        .flame_form()
        .selection(),
    Route::new("/flamegraph.svg", views::flame_svg),
    Route::new("/heatmap", views::heatmap)
        .linked("Heat map")
        .times_only()
        .fields(&["heatmap_column", "heatmap_row"]),
    Route::new("/peek", views::peek)
        .linked("Peek")
        .functions_box()
        .selection(),
    Route::new("/source", views::source)
        .linked("Source")
        .functions_box()
        .selection(),
    Route::new("/disasm", views::disassembly)
        .linked("Disassembly")
        .functions_box()
        .selection(),
    Route::new("/unknown", views::unknown)
        .linked("Unknown")
        .count(views::unknown_count),
    Route::new("/gprof", views::gprof_flat)
        .linked("gprof flat")
        .gmon_only(),
    Route::new("/gprof_graph", views::gprof_graph)
        .linked("gprof call graph")
        .gmon_only(),
    Route::new("/download", views::download),
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
        assert_eq!(find("/").map(|r| r.path), Some("/flamegraph"));
        assert!(find("/nowhere").is_none());
    }
}
