//! A report as data: the lines above its tables, its tables of typed
//! rows, and the notes for the user. A report that is a table (`--text` and the prompt's `top`,
//! `--unknown`, `--json`) makes one [`Document`]; writers render it as text
//! ([`write_text`]), as HTML for the web ([`write_html`]) and as JSON
//! (`super::json`), so that every door shows the same values, units and
//! percentages, made once.

use crate::graph::NodeKey;
use std::fmt::Write as _;
use std::io::{self, Write};

/// A report as data.
#[derive(Debug, Default)]
pub struct Document {
    /// The lines above the tables: perl's `Total:`, Go's `File:`, `Type:`,
    /// ..., and what the values and percentages are when they are not what
    /// they seem.
    pub header: Vec<String>,
    /// The tables, in order.
    pub tables: Vec<Table>,
    /// What the user should know about the report (a filter that matched
    /// nothing, a unit that does not apply), one line each: beside the
    /// report, not in it (standard error, the web page's notes).
    pub notes: Vec<String>,
}

/// A table of typed rows.
#[derive(Debug)]
pub struct Table {
    /// What the table is, as the web names it (`top`, `unknown`,
    /// `addresses`).
    pub id: &'static str,
    /// A line above it (a group's `object: why`).
    pub title: Option<String>,
    /// In text, a blank line above it.
    pub gap: bool,
    /// In text, a line of the columns' headings above the rows.
    pub heading: bool,
    /// Its columns.
    pub columns: &'static [Column],
    /// Its rows, each with one cell per column.
    pub rows: Vec<Row>,
}

/// A column, and how text lays it out.
#[derive(Debug)]
pub struct Column {
    /// Its name in JSON.
    pub key: &'static str,
    /// Its heading.
    pub heading: &'static str,
    /// In text, the width its cells are right-aligned in (0: as they are).
    pub width: usize,
    /// In text, what separates it from the column before.
    pub separator: &'static str,
}

impl Column {
    /// A column of `width`, after `separator`.
    pub const fn new(
        key: &'static str,
        heading: &'static str,
        width: usize,
        separator: &'static str,
    ) -> Column {
        Column {
            key,
            heading,
            width,
            separator,
        }
    }
}

/// A row: its cells, and the name the web's search and selection match.
#[derive(Debug)]
pub struct Row {
    /// What the row is of, for the web's search and selection.
    pub name: String,
    /// One cell per column.
    pub cells: Vec<Cell>,
}

/// A value of a table, with its text as reports print it.
#[derive(Debug)]
pub enum Cell {
    /// A sample value, in the sample type's own unit, and its text in the
    /// unit shown.
    Value(i64, String),
    /// A percentage (`None` when what it is of is 0), and its text.
    Percent(Option<f64>, String),
    /// A count of things.
    Count(usize),
    /// Text.
    Text(String),
    /// A node of a graph.
    Node {
        /// What it stands for.
        key: Box<NodeKey<'static>>,
        /// Its name.
        name: String,
        /// Go's mark of an inlined function (` (inline)`), or nothing.
        mark: &'static str,
    },
}

impl Cell {
    /// The cell as text prints it.
    pub fn text(&self) -> String {
        match self {
            Cell::Value(_, text) | Cell::Percent(_, text) | Cell::Text(text) => text.clone(),
            Cell::Count(n) => n.to_string(),
            Cell::Node { name, mark, .. } => format!("{name}{mark}"),
        }
    }

    /// The number a column of such cells sorts by, if it is one.
    fn number(&self) -> Option<f64> {
        match self {
            Cell::Value(v, _) => Some(*v as f64),
            Cell::Percent(p, _) => Some(p.unwrap_or(0.0)),
            Cell::Count(n) => Some(*n as f64),
            Cell::Text(_) | Cell::Node { .. } => None,
        }
    }
}

/// Writes `document` as text: its header lines, then each table (a blank
/// line, its title and its headings when it has them) row by row.
pub fn write_text(document: &Document, out: &mut impl Write) -> io::Result<()> {
    for line in &document.header {
        writeln!(out, "{line}")?;
    }
    for table in &document.tables {
        if table.gap {
            writeln!(out)?;
        }
        if let Some(title) = &table.title {
            writeln!(out, "{title}")?;
        }
        if table.heading {
            let headings = table.columns.iter().map(|c| c.heading.to_string());
            writeln!(out, "{}", text_line(table.columns, headings).trim_end())?;
        }
        for row in &table.rows {
            writeln!(
                out,
                "{}",
                text_line(table.columns, row.cells.iter().map(Cell::text))
            )?;
        }
    }
    Ok(())
}

/// One line of text of `cells` in `columns`.
fn text_line(columns: &[Column], cells: impl Iterator<Item = String>) -> String {
    let mut line = String::new();
    for (column, cell) in columns.iter().zip(cells) {
        let _ = write!(
            line,
            "{}{cell:>width$}",
            column.separator,
            width = column.width
        );
    }
    line
}

/// Writes `document` as HTML: each header line a `<p class="total">`, each
/// table a `<table class="rows">` (of the class of its kind, the first of
/// its kind with it as its id) whose numeric cells carry their number
/// unrounded (`data-v`) and whose columns sort by a click on their heading.
pub fn write_html(document: &Document, html: &mut String) {
    use super::flamegraph::escape;
    for line in &document.header {
        let _ = writeln!(html, "<p class=\"total\">{}</p>", escape(line));
    }
    for table in &document.tables {
        if let Some(title) = &table.title {
            let _ = writeln!(html, "<h3>{}</h3>", escape(title));
        }
        let numeric: Vec<bool> = (0..table.columns.len())
            .map(|i| {
                table
                    .rows
                    .first()
                    .and_then(|r| r.cells.get(i))
                    .is_some_and(|c| c.number().is_some())
            })
            .collect();
        // The first table of its kind has it as its id (`#top`), every one as
        // a class (`table.addresses`).
        let first = document.tables.iter().find(|t| t.id == table.id);
        let id = if first.is_some_and(|t| std::ptr::eq(t, table)) {
            format!(" id=\"{}\"", table.id)
        } else {
            String::new()
        };
        let _ = write!(html, "<table{id} class=\"rows {}\"><thead><tr>", table.id);
        for (column, &numeric) in table.columns.iter().zip(&numeric) {
            let (sort, class) = if numeric {
                ("num", "")
            } else {
                ("text", " class=\"name\"")
            };
            let heading = match column.heading {
                "" => column.key,
                heading => heading,
            };
            let _ = write!(
                html,
                "<th data-sort=\"{sort}\"{class}>{}</th>",
                escape(heading)
            );
        }
        html.push_str("</tr></thead><tbody>\n");
        for row in &table.rows {
            let _ = write!(html, "<tr data-name=\"{}\">", escape(&row.name));
            for (cell, column) in row.cells.iter().zip(table.columns) {
                let text = escape(&cell.text());
                let _ = match cell.number() {
                    Some(v) => write!(html, "<td data-v=\"{v}\">{text}</td>"),
                    // Text cells are left-aligned (`name`), each of its
                    // column's class too (`why`).
                    None if column.key == "name" => write!(html, "<td class=\"name\">{text}</td>"),
                    None => write!(html, "<td class=\"name {}\">{text}</td>", column.key),
                };
            }
            html.push_str("</tr>\n");
        }
        html.push_str("</tbody></table>\n");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const COLUMNS: &[Column] = &[
        Column::new("flat", "flat", 6, ""),
        Column::new("flat_percent", "flat%", 6, " "),
        Column::new("name", "", 0, "  "),
    ];

    fn document() -> Document {
        Document {
            header: vec!["Total: 3 <ms>".into()],
            tables: vec![Table {
                id: "top",
                title: None,
                gap: true,
                heading: true,
                columns: COLUMNS,
                rows: vec![Row {
                    name: "a&b".into(),
                    cells: vec![
                        Cell::Value(3, "3ms".into()),
                        Cell::Percent(Some(100.0), "100%".into()),
                        Cell::Node {
                            key: Box::default(),
                            name: "a&b".into(),
                            mark: " (inline)",
                        },
                    ],
                }],
            }],
            notes: vec!["a note".into()],
        }
    }

    #[test]
    fn text_aligns_columns_under_their_headings() {
        let mut out = Vec::new();
        write_text(&document(), &mut out).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "Total: 3 <ms>\n\n  flat  flat%\n   3ms   100%  a&b (inline)\n"
        );
    }

    #[test]
    fn html_keeps_numbers_and_escapes_text() {
        let mut html = String::new();
        write_html(&document(), &mut html);
        assert!(
            !html.contains("a note"),
            "notes are the page's, beside it: {html}"
        );
        assert!(
            html.contains("<p class=\"total\">Total: 3 &lt;ms&gt;</p>"),
            "{html}"
        );
        assert!(html.contains("<tr data-name=\"a&amp;b\"><td data-v=\"3\">3ms</td><td data-v=\"100\">100%</td><td class=\"name\">a&amp;b (inline)</td></tr>"), "{html}");
        assert!(
            html.contains("<th data-sort=\"text\" class=\"name\">name</th>"),
            "{html}"
        );
    }
}
