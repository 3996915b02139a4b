//! The views: each makes a page's body from its query, through the
//! driver (every view in the page's one preset, Go's unless the query
//! says otherwise, and so in one sample type).

use super::query::Query;
use super::routes::Answer;
use super::server::Page;
use crate::cli::args::regex;
use profile_analyze::driver;
use profile_analyze::report::commands::{self, Request, Row};
use profile_analyze::report::document::{Document, write_html};
use profile_analyze::report::flamegraph::escape;
use std::fmt::Write as _;
use std::sync::Mutex;

/// The most bytes of report one page is made from (the text, SVG or
/// image a report writes): past them the report is stopped where it is
/// (its writes fail, which ends it, and `dot` with it) and the answer is a
/// 503 that says to ask for less. A render cannot be stopped from outside
/// its thread, so this is what bounds its memory: peek of every function
/// of a 200,000-stack profile wrote 86 MB, disassembly of all of them 52 MB.
const WEB_MAX_REPORT: usize = 16 << 20;

/// A report's text and the notes for the user.
type Rendered = (String, Vec<String>);

/// A report rendered: its bytes as text, and the notes; an error is a
/// note. A report past [`WEB_MAX_REPORT`] is a 503.
fn render(query: &Query, row: &'static Row, symbol: Option<&str>) -> Result<Rendered, Page> {
    let symbol = match symbol.map(|s| regex("q", s)).transpose() {
        Ok(symbol) => symbol,
        Err(e) => return Ok((String::new(), vec![format!("{e:#}")])),
    };
    let Some(request) = Request::new(row, symbol) else {
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
pub(super) const TOP_ROWS: usize = 500;

/// The text report's rows as a table sortable by column (each cell's
/// `data-v` its number, unrounded), the `Total:` line and the notes on
/// what the values are above it.
pub(super) fn top(query: &Query) -> Answer {
    let request = Request::new(commands::TEXT, None).expect("top takes no expression");
    let mut document = match document(query, &request) {
        Ok(made) => made,
        Err(answer) => return answer,
    };
    let rows = document.tables.first().map_or(0, |t| t.rows.len());
    if query.get("nodecount").is_empty()
        && query.settings.view.text_limit == Some(TOP_ROWS)
        && rows == TOP_ROWS
    {
        document.notes.push(format!(
            "the {TOP_ROWS} largest nodes, as Go's top view shows: a larger node count shows more"
        ));
    }
    html(document)
}

/// The document of `request` (a report that makes one), with its notes for
/// the user; an error is a note.
fn document(query: &Query, request: &Request) -> Result<Document, Answer> {
    match driver::document(&query.loaded, request, &query.settings.view) {
        Ok(Some(made)) => Ok(made),
        Ok(None) => Err(Answer::Page(Page::error(
            500,
            &format!("{} makes no document", request.row().name),
        ))),
        Err(e) => Err(Answer::Body(String::new(), vec![e.to_string()])),
    }
}

/// `document` as the page's body, its notes the page's.
fn html(document: Document) -> Answer {
    let mut html = String::new();
    write_html(&document, &mut html);
    Answer::Body(html, document.notes)
}

/// The call graph's SVG, inline.
pub(super) fn graph(query: &Query) -> Answer {
    let (svg, mut notes) = match render(query, commands::SVG, None) {
        Ok(rendered) => rendered,
        Err(page) => return Answer::Page(page),
    };
    if let Some(note) = notes.iter_mut().find(|n| n.contains("install graphviz")) {
        note.push_str(" (the graph view needs graphviz; the other views work without it)");
    }
    let svg = svg.find("<svg").map_or("", |at| &svg[at..]);
    Answer::Body(format!("<div id=\"graph\">{svg}</div>"), notes)
}

/// The heat map's SVG, inline: the page's script makes a drag across its
/// cells a time range (`time=`), which the links to the other views keep.
pub(super) fn heatmap(query: &Query) -> Answer {
    let (svg, notes) = match render(query, commands::HEATMAP, None) {
        Ok(rendered) => rendered,
        Err(page) => return Answer::Page(page),
    };
    let svg = svg.find("<svg").map_or("", |at| &svg[at..]);
    Answer::Body(format!("<div id=\"heatmap\">{svg}</div>"), notes)
}

/// The flame graph's page: a frame of its SVG, which has its own script,
/// and the notes of its rendering above it; when nothing is left to draw
/// (a focus that matches nothing), the notes alone. The SVG is rendered
/// here, once, and kept for the frame's request that follows.
pub(super) fn flame_frame(query: &Query) -> Answer {
    let (svg, notes) = match flame_rendered(query) {
        Ok(rendered) => rendered,
        Err(page) => return Answer::Page(page),
    };
    if svg.is_empty() || nothing_drawn(&svg) {
        // The notes say why (a focus that matches nothing, ...).
        return Answer::Body(
            "<p class=\"hint\">The flame graph is empty: no sample is left to draw.</p>".into(),
            notes,
        );
    }
    query.flames.keep(&query.raw, svg);
    let src = if query.raw.is_empty() {
        "/flamegraph.svg".to_string()
    } else {
        format!("/flamegraph.svg?{}", query.raw)
    };
    Answer::Body(
        format!(
            "<iframe id=\"flame\" src=\"{}\" title=\"flame graph\"{}></iframe>",
            escape(&src),
            if query.icicle { " data-icicle" } else { "" }
        ),
        notes,
    )
}

/// The flame graph (or icicle graph) SVG itself: the one its page just
/// rendered, or rendered now.
pub(super) fn flame_svg(query: &Query) -> Answer {
    let svg = match query.flames.take(&query.raw) {
        Some(svg) => svg,
        None => match flame_rendered(query) {
            Ok((svg, notes)) if svg.is_empty() => {
                return Answer::Page(Page::html(
                    200,
                    format!("<p>{}</p>", escape(&notes.join("; "))),
                ));
            }
            Ok((svg, _)) => svg,
            Err(page) => return Answer::Page(page),
        },
    };
    Answer::Page(Page {
        status: 200,
        content_type: "image/svg+xml",
        body: svg.into_bytes(),
        headers: Vec::new(),
    })
}

/// True when the flame graph `svg` has no value to draw: its root is 0
/// (and it is no difference, whose root can be 0 with frames under it).
fn nothing_drawn(svg: &str) -> bool {
    let svg = svg.find("<svg").map_or("", |at| &svg[at..]);
    let head = &svg[..svg.find('>').unwrap_or(svg.len())];
    head.contains(" data-total=\"0\"") && head.contains(" data-differential=\"false\"")
}

/// The flame graph (or icicle graph) of the query, and its notes.
fn flame_rendered(query: &Query) -> Result<Rendered, Page> {
    let row = if query.icicle {
        commands::ICICLE
    } else {
        commands::FLAMEGRAPH
    };
    render(query, row, None)
}

/// The flame graph a page rendered for its frame, by the page's query,
/// until the frame asks for it (or another page's replaces it).
#[derive(Default)]
pub(super) struct Flames(Mutex<Option<(String, String)>>);

impl Flames {
    fn keep(&self, raw: &str, svg: String) {
        *self.0.lock().unwrap_or_else(|e| e.into_inner()) = Some((raw.to_string(), svg));
    }

    fn take(&self, raw: &str) -> Option<String> {
        let mut kept = self.0.lock().unwrap_or_else(|e| e.into_inner());
        match kept.take() {
            Some((key, svg)) if key == raw => Some(svg),
            other => {
                *kept = other;
                None
            }
        }
    }
}

/// Go's peek of the functions of `q`.
pub(super) fn peek(query: &Query) -> Answer {
    text_view(query, commands::PEEK)
}

/// Annotated source of the functions of `q` as Go's weblist: each line's
/// instructions folded under it, opened by a click (the weblist's own
/// fragment, with its style sheet).
pub(super) fn source(query: &Query) -> Answer {
    let Some(symbol) = query.symbol.as_deref() else {
        return text_view(query, commands::LIST);
    };
    let request = match regex("q", symbol) {
        Ok(re) => Request::new(commands::WEBLIST, Some(re)).map(Request::within_page),
        Err(e) => return Answer::Body(String::new(), vec![format!("{e:#}")]),
    };
    let Some(request) = request else {
        return Answer::Body(
            String::new(),
            vec!["a regular expression is missing".into()],
        );
    };
    let mut out = Bounded::default();
    let rendered = driver::render(&query.loaded, &request, &query.settings.view, &mut out);
    if out.past {
        return Answer::Page(Page::error(
            503,
            &format!(
                "this report is larger than a page of the web holds ({} MB): ask for less \
                 (narrower functions, a focus) or use the command line",
                WEB_MAX_REPORT >> 20
            ),
        ));
    }
    match rendered {
        Ok(notes) => Answer::Body(String::from_utf8_lossy(&out.bytes).into_owned(), notes),
        Err(e) => Answer::Body(String::new(), vec![e.to_string()]),
    }
}

/// Annotated disassembly of the functions of `q`.
pub(super) fn disassembly(query: &Query) -> Answer {
    text_view(query, commands::DISASM)
}

/// Peek, source or disassembly of the functions of `q`, one line a span.
fn text_view(query: &Query, row: &'static Row) -> Answer {
    let Some(symbol) = query.symbol.as_deref() else {
        return Answer::Body(
            "<p class=\"hint\">Type a regular expression of function names in the \
             <em>functions</em> box (or set a focus, or click a node of the graph).</p>"
                .into(),
            Vec::new(),
        );
    };
    match render(query, row, Some(symbol)) {
        Ok((text, notes)) => Answer::Body(lines_html(&text), notes),
        Err(page) => Answer::Page(page),
    }
}

/// gprof's flat profile of a `gmon.out`.
pub(super) fn gprof_flat(query: &Query) -> Answer {
    gprof_view(query, commands::GPROF_FLAT)
}

/// gprof's call graph of a `gmon.out`.
pub(super) fn gprof_graph(query: &Query) -> Answer {
    gprof_view(query, commands::GPROF_GRAPH)
}

/// gprof's flat profile or call graph of a `gmon.out`, as text.
fn gprof_view(query: &Query, row: &'static Row) -> Answer {
    if query.loaded.gprof.is_none() {
        return Answer::Body(
            String::new(),
            vec!["gprof's reports are made from a gmon.out: this profile is not one".into()],
        );
    }
    match render(query, row, None) {
        Ok((text, notes)) => Answer::Body(lines_html(&text), notes),
        Err(page) => Answer::Page(page),
    }
}

/// How many addresses have no name (the unknown view's link shows it).
pub(super) fn unknown_count(query: &Query) -> usize {
    query
        .loaded
        .profile
        .locations
        .iter()
        .filter(|l| l.unknown.is_some())
        .count()
}

/// The unnamed addresses, grouped by object and why: a table of the
/// groups, then one of each group's addresses (the largest
/// [`MAX_UNKNOWN_ROWS`] in all), as `--unknown` makes them.
pub(super) fn unknown(query: &Query) -> Answer {
    let request = Request::new(commands::UNKNOWN, None).expect("unknown takes no expression");
    let mut document = match document(query, &request) {
        Ok(made) => made,
        Err(answer) => return answer,
    };
    // The groups' table, then each group's addresses, the largest first.
    let unnamed: usize = document.tables.iter().skip(1).map(|t| t.rows.len()).sum();
    let mut left = MAX_UNKNOWN_ROWS;
    for table in document.tables.iter_mut().skip(1) {
        table.rows.truncate(left);
        left -= table.rows.len();
    }
    document
        .tables
        .retain(|t| t.id != "addresses" || !t.rows.is_empty());
    if unnamed > MAX_UNKNOWN_ROWS {
        document.notes.push(format!(
            "{MAX_UNKNOWN_ROWS} of the {unnamed} addresses are listed, the largest first: --unknown lists them all"
        ));
    }
    if unnamed > 0 {
        document.notes.push("filters do not apply here".into());
    }
    html(document)
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

/// The profile as loaded for the query (its base subtracted), symbolized,
/// as pprof's gzip-compressed profile.proto (Go pprof's `/download`), as
/// `--proto` writes it with the page's settings (the sample type the page
/// shows first): Go pprof and other viewers read it without the binaries.
pub(super) fn download(query: &Query) -> Answer {
    let request = Request::new(commands::PROTO, None).expect("proto takes no expression");
    let mut body = Vec::new();
    if let Err(e) = driver::render(&query.loaded, &request, &query.settings.view, &mut body) {
        return Answer::Page(Page::error(500, &e.to_string()));
    }
    Answer::Page(
        Page {
            status: 200,
            content_type: "application/vnd.google.protobuf+gzip",
            body,
            headers: Vec::new(),
        }
        .with_header("Content-Disposition", "attachment;filename=profile.pb.gz"),
    )
}
