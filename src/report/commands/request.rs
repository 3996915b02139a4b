//! A report as asked for: its row of the command table, its regular
//! expression, and the door it is shown at.

use super::Row;
use regex::Regex;

/// A report as asked for: the command and, for the commands that take one,
/// the regular expression that picks the routines (`list RE`).
#[derive(Debug, Clone)]
pub struct Request {
    row: &'static Row,
    symbol: Option<Regex>,
    interactive: bool,
    within_page: bool,
}

impl Request {
    /// The report of `row` with `symbol`; `None` unless `symbol` is given
    /// exactly when the row takes a regular expression.
    pub fn new(row: &'static Row, symbol: Option<Regex>) -> Option<Request> {
        (row.takes_regex == symbol.is_some()).then_some(Request {
            row,
            symbol,
            interactive: false,
            within_page: false,
        })
    }

    /// The report as the interactive prompt shows it: in perl's layout,
    /// `top`, `list` and `disasm` under perl's interactive header (`Total:`
    /// and what the focus and ignore filters kept).
    pub fn at_prompt(self) -> Request {
        Request {
            interactive: true,
            ..self
        }
    }

    /// The report as a part of a page of the web interface: a report that
    /// writes an HTML page (`weblist`) writes the part the page holds, its
    /// fragment, rather than a page of its own.
    pub fn within_page(self) -> Request {
        Request {
            within_page: true,
            ..self
        }
    }

    /// Whether the report is a part of a page of the web interface.
    pub fn is_within_page(&self) -> bool {
        self.within_page
    }

    /// Whether the report is shown at the interactive prompt.
    pub fn interactive(&self) -> bool {
        self.interactive
    }

    /// The report's row.
    pub fn row(&self) -> &'static Row {
        self.row
    }

    /// The regular expression of a command that takes one.
    pub fn symbol(&self) -> Option<&Regex> {
        self.symbol.as_ref()
    }
}
