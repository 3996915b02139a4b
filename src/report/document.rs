//! A report as data: the lines above its tables, its tables of typed
//! rows, and the notes for the user. A report that is a table (`--text` and the prompt's `top`,
//! `--unknown`, `--json`) makes one [`Document`]; writers render it as text
//! ([`write_text`]), as HTML for the web ([`write_html`]) and as JSON
//! (`super::json`), so that every door shows the same values, units and
//! percentages, made once.

use crate::graph::NodeKey;
use crate::profile::units::{Unit, percentage};
use std::fmt::{self, Write as _};
use std::io::{self, Write};
use std::sync::Arc;

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

/// A row: its cells, and what the web's search and selection match.
#[derive(Debug)]
pub struct Row {
    /// One cell per column.
    pub cells: Vec<Cell>,
    /// What the row is of, for the web's search and selection, when it is
    /// not its node's name.
    pub search: Option<String>,
}

impl Row {
    /// A row of `cells`, known by its node's name.
    pub fn new(cells: Vec<Cell>) -> Row {
        Row {
            cells,
            search: None,
        }
    }

    /// What the row is of: what it is searched by, else its node's name.
    pub fn name(&self) -> &str {
        let node = self.cells.iter().find_map(|c| match c {
            Cell::Node { name, .. } => Some(name.as_str()),
            _ => None,
        });
        self.search.as_deref().or(node).unwrap_or_default()
    }
}

/// How a percentage prints.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PercentStyle {
    /// perl's `12.5%`; `nan`, `+inf` or `-inf` of nothing.
    Perl,
    /// Go's `12.50%`, `0.5%`, `100%`, of |value|.
    Go,
    /// `12.5%`, and `0.0%` of nothing.
    Tenths,
}

/// A value of a table, typed; its text is made as it is written.
#[derive(Debug)]
pub enum Cell {
    /// A sample value, in the sample type's own unit, printed in a unit.
    Value(i64, Unit),
    /// `value` as a percentage of `of`.
    Percent {
        /// The value.
        value: i64,
        /// What it is a percentage of.
        of: i64,
        /// How it prints.
        style: PercentStyle,
    },
    /// A count of things.
    Count(usize),
    /// Text.
    Text(String),
    /// A node of a graph.
    Node {
        /// What it stands for.
        key: Arc<NodeKey<'static>>,
        /// Its name.
        name: String,
        /// Go's mark of an inlined function (` (inline)`), or nothing.
        mark: &'static str,
    },
}

impl Cell {
    /// A percentage, unrounded (`None` of nothing); `None` for any other
    /// cell.
    pub fn percent(&self) -> Option<f64> {
        match *self {
            Cell::Percent { value, of, .. } => (of != 0).then(|| value as f64 * 100.0 / of as f64),
            _ => None,
        }
    }

    /// The number a column of such cells sorts by, if it is one.
    fn number(&self) -> Option<f64> {
        match self {
            Cell::Value(v, _) => Some(*v as f64),
            Cell::Percent { .. } => Some(self.percent().unwrap_or(0.0)),
            Cell::Count(n) => Some(*n as f64),
            Cell::Text(_) | Cell::Node { .. } => None,
        }
    }
}

/// The cell as text prints it, padded as asked.
impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Cell::Value(v, unit) => f.pad(&unit.format(*v)),
            Cell::Percent { value, of, style } => f.pad(&match style {
                PercentStyle::Perl => super::text::percent(*value, *of),
                PercentStyle::Go => percentage(*value, *of).trim().to_string(),
                PercentStyle::Tenths if *of == 0 => "0.0%".to_string(),
                PercentStyle::Tenths => format!("{:.1}%", *value as f64 * 100.0 / *of as f64),
            }),
            Cell::Count(n) => f.pad(&n.to_string()),
            Cell::Text(text) => f.pad(text),
            Cell::Node { name, mark: "", .. } => f.pad(name),
            Cell::Node { name, mark, .. } => f.pad(&format!("{name}{mark}")),
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
            let mut line = String::new();
            for c in table.columns {
                let _ = write!(
                    line,
                    "{}{:>width$}",
                    c.separator,
                    c.heading,
                    width = c.width
                );
            }
            writeln!(out, "{}", line.trim_end())?;
        }
        for row in &table.rows {
            for (c, cell) in table.columns.iter().zip(&row.cells) {
                write!(out, "{}{cell:>width$}", c.separator, width = c.width)?;
            }
            writeln!(out)?;
        }
    }
    Ok(())
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
            let _ = write!(html, "<tr data-name=\"{}\">", escape(row.name()));
            for (cell, column) in row.cells.iter().zip(table.columns) {
                let text = escape(&cell.to_string());
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
                rows: vec![Row::new(vec![
                    Cell::Value(3, Unit::Samples),
                    Cell::Percent {
                        value: 3,
                        of: 3,
                        style: PercentStyle::Go,
                    },
                    Cell::Node {
                        key: Arc::default(),
                        name: "a&b".into(),
                        mark: " (inline)",
                    },
                ])],
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
            "Total: 3 <ms>\n\n  flat  flat%\n     3   100%  a&b (inline)\n"
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
        assert!(html.contains("<tr data-name=\"a&amp;b\"><td data-v=\"3\">3</td><td data-v=\"100\">100%</td><td class=\"name\">a&amp;b (inline)</td></tr>"), "{html}");
        assert!(
            html.contains("<th data-sort=\"text\" class=\"name\">name</th>"),
            "{html}"
        );
    }
}
