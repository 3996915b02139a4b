//! `--heatmap`: when the program was busy, as Netflix's FlameScope draws
//! it. One column per second of the recording's clock (`heatmap_column`),
//! cut into rows of 20 ms (`heatmap_row`), the first row of a column at
//! its bottom; each cell coloured by how many samples of the event shown
//! were taken in it, from white (none) to dark red (the most of any
//! cell). The ranges `--time` shows are outlined. On the web, dragging
//! across the cells selects a range that every view then shows.
//!
//! The grid is counted in one pass over the recording's sample times
//! ([`crate::profile::Timeline`]); only the cells with samples are drawn,
//! so the SVG's size follows the busy cells, not the recording's length.

use super::context::Context;
use super::flamegraph::escape;
use crate::error::{Error, Result};
use crate::profile::{Moment, TimeRanges, Timeline, seconds};
use std::fmt::Write as _;
use std::io::Write;

/// The heat map's cells: how long a column and a row are.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HeatCells {
    /// Nanoseconds per column (FlameScope's one second).
    pub column: u64,
    /// Nanoseconds per row (FlameScope's 20 ms: 50 rows a second).
    pub row: u64,
}

impl Default for HeatCells {
    fn default() -> Self {
        HeatCells {
            column: 1_000_000_000,
            row: 20_000_000,
        }
    }
}

/// A duration the heat map cannot take.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "{0:?} is not a duration: give a number and a unit of time (1s, 20ms, 500us, 100000ns), at least 1us and at most 1h"
)]
pub struct BadDuration(String);

/// Parses a duration as `1s`, `20ms`, `0.5s`, `500us`, `100000ns` (also
/// `m` and `h`): nanoseconds between 1 µs and an hour.
pub fn parse_duration(text: &str) -> std::result::Result<u64, BadDuration> {
    let bad = || BadDuration(text.to_string());
    let t = text.trim();
    let split = t
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .ok_or_else(bad)?;
    let (number, unit) = t.split_at(split);
    let number: f64 = number.parse().map_err(|_| bad())?;
    let scale = match unit.trim() {
        "ns" => 1.0,
        "us" | "µs" => 1e3,
        "ms" => 1e6,
        "s" => 1e9,
        "m" | "min" => 60e9,
        "h" => 3600e9,
        _ => return Err(bad()),
    };
    let ns = number * scale;
    if !(1e3..=3600e9).contains(&ns) {
        return Err(bad());
    }
    Ok(ns.round() as u64)
}

/// A duration as the settings print it back (`20ms`, `1s`, `1.5s`).
pub fn format_duration(ns: u64) -> String {
    for (unit, scale) in [
        ("h", 3_600_000_000_000u64),
        ("s", 1_000_000_000),
        ("ms", 1_000_000),
        ("us", 1000),
    ] {
        if ns >= scale {
            if ns.is_multiple_of(scale) {
                return format!("{}{unit}", ns / scale);
            }
            if unit != "h" {
                let text = format!("{:.6}", ns as f64 / scale as f64);
                return format!("{}{unit}", text.trim_end_matches('0').trim_end_matches('.'));
            }
        }
    }
    format!("{ns}ns")
}

/// The most cells a heat map has: a longer recording gets wider columns
/// (doubled until it fits), with a note.
const MAX_CELLS: u64 = 200_000;

/// The most rows a column has: shorter rows are made longer, with a note.
const MAX_ROWS: u64 = 1000;

/// Samples counted per cell.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grid {
    /// The cells' size (the columns perhaps widened to fit 200,000 cells).
    pub cells: HeatCells,
    /// The start of the first column: the first sample's time rounded down
    /// to a whole column (FlameScope's first whole second).
    pub origin: u64,
    /// How many columns and rows there are.
    pub columns: usize,
    /// Rows per column: the column's length over the row's, rounded up.
    pub rows: usize,
    /// The count of each cell, column after column (`column * rows + row`).
    pub counts: Vec<u32>,
    /// The largest count.
    pub max: u32,
    /// How many samples were counted.
    pub samples: u64,
}

impl Grid {
    /// Counts the moments of `timeline` that `counted` takes into cells of
    /// `cells`.
    pub fn count(timeline: &Timeline, cells: HeatCells, counted: impl Fn(&Moment) -> bool) -> Grid {
        let mut cells = cells;
        cells.column = cells.column.max(1);
        // At most MAX_ROWS rows a column, each at least 1 ns.
        cells.row = cells
            .row
            .clamp(1, cells.column)
            .max(cells.column.div_ceil(MAX_ROWS));
        let (first, last) = (timeline.first(), timeline.last());
        let columns = |column: u64| (last / column - first / column).saturating_add(1);
        let mut rows = cells.column.div_ceil(cells.row);
        while columns(cells.column).saturating_mul(rows) > MAX_CELLS && cells.column < u64::MAX {
            cells.column = cells.column.saturating_mul(2);
            cells.row = cells.row.saturating_mul(2).min(cells.column);
            rows = cells.column.div_ceil(cells.row);
        }
        let origin = first - first % cells.column;
        let (columns, rows) = (columns(cells.column) as usize, rows as usize);
        let mut counts = vec![0u32; columns * rows];
        let mut samples = 0;
        for m in timeline.moments() {
            if !counted(m) {
                continue;
            }
            let at = m.time - origin;
            let (column, row) = (at / cells.column, (at % cells.column) / cells.row);
            if let Some(n) = counts.get_mut(column as usize * rows + row as usize) {
                *n = n.saturating_add(1);
                samples += 1;
            }
        }
        let max = counts.iter().copied().max().unwrap_or(0);
        Grid {
            cells,
            origin,
            columns,
            rows,
            counts,
            max,
            samples,
        }
    }

    /// The time range of cell (`column`, `row`): `[start, end)`.
    pub fn span(&self, column: usize, row: usize) -> (u64, u64) {
        let column_start = self
            .origin
            .saturating_add((column as u64).saturating_mul(self.cells.column));
        let start = column_start.saturating_add((row as u64).saturating_mul(self.cells.row));
        let column_end = column_start.saturating_add(self.cells.column);
        (start, start.saturating_add(self.cells.row).min(column_end))
    }
}

/// Layout of the drawing, in pixels.
const LEFT: usize = 70;
const TOP: usize = 40;
const BOTTOM: usize = 40;

/// Writes the heat map of the recording's samples of the event shown as SVG.
///
/// Errors: the output cannot be written.
pub fn render(cx: &mut Context, out: &mut dyn Write) -> Result<()> {
    let timeline = cx
        .timeline
        .expect("the driver gives a report that needs sample times a timeline");
    let shown = cx.value_index();
    let any_shown = timeline
        .moments()
        .iter()
        .any(|m| m.adds_to(shown).is_some());
    let grid = Grid::count(timeline, cx.settings.heat, |m| {
        !any_shown || m.adds_to(shown).is_some()
    });
    if grid.cells != cx.settings.heat {
        cx.note(format!(
            "the heat map's cells are {} by {}, not {} by {}: it has at most {MAX_CELLS} cells and {MAX_ROWS} rows",
            format_duration(grid.cells.column),
            format_duration(grid.cells.row),
            format_duration(cx.settings.heat.column),
            format_duration(cx.settings.heat.row),
        ));
    }
    let kind = cx.profile.sample_type_at(shown).kind.clone();
    let svg = draw(&grid, &kind, cx.time.as_ref());
    out.write_all(svg.as_bytes()).map_err(Error::Write)
}

/// The SVG of `grid`, its title naming `kind`, the ranges of `time`
/// outlined.
fn draw(grid: &Grid, kind: &str, time: Option<&TimeRanges>) -> String {
    let w = (1100 / grid.columns.max(1)).clamp(3, 30);
    let h = (500 / grid.rows.max(1)).clamp(3, 14);
    // Wide enough for the title, however few the columns.
    let width = (LEFT + grid.columns * w + 20).max(760);
    let height = TOP + grid.rows * h + BOTTOM;
    let mut svg = String::with_capacity(4096 + grid.counts.len() * 16);
    let _ = write!(
        svg,
        "<?xml version=\"1.0\" standalone=\"no\"?>\n\
         <svg version=\"1.1\" width=\"{width}\" height=\"{height}\" viewBox=\"0 0 {width} {height}\" \
         xmlns=\"http://www.w3.org/2000/svg\" font-family=\"Verdana,sans-serif\" font-size=\"11\">\n"
    );
    let _ = writeln!(
        svg,
        "<text x=\"{LEFT}\" y=\"16\" font-size=\"14\">Heat map: {} {} samples, columns of {}, rows of {}</text>",
        grid.samples,
        escape(kind),
        format_duration(grid.cells.column),
        format_duration(grid.cells.row)
    );
    let _ = writeln!(
        svg,
        "<text x=\"{LEFT}\" y=\"32\" fill=\"#555\">from {} s (perf's clock); the first row of a column at its bottom; drag across cells to choose a time range</text>",
        seconds(grid.origin)
    );
    let _ = writeln!(
        svg,
        "<g id=\"cells\" data-origin=\"{}\" data-column=\"{}\" data-row=\"{}\" data-columns=\"{}\" data-rows=\"{}\" \
         data-x=\"{LEFT}\" data-y=\"{TOP}\" data-w=\"{w}\" data-h=\"{h}\">",
        grid.origin, grid.cells.column, grid.cells.row, grid.columns, grid.rows
    );
    let _ = writeln!(
        svg,
        "<rect x=\"{LEFT}\" y=\"{TOP}\" width=\"{}\" height=\"{}\" fill=\"#fcfcfc\" stroke=\"#ddd\"/>",
        grid.columns * w,
        grid.rows * h
    );
    for column in 0..grid.columns {
        for row in 0..grid.rows {
            let n = grid.counts[column * grid.rows + row];
            if n == 0 {
                continue;
            }
            let (x, y) = (LEFT + column * w, TOP + (grid.rows - 1 - row) * h);
            let (start, _) = grid.span(column, row);
            let _ = writeln!(
                svg,
                "<rect x=\"{x}\" y=\"{y}\" width=\"{w}\" height=\"{h}\" fill=\"{}\" data-c=\"{column}\" data-r=\"{row}\" data-n=\"{n}\">\
                 <title>{} s: {n} samples</title></rect>",
                colour(n, grid.max),
                seconds(start)
            );
        }
    }
    svg.push_str("</g>\n");
    if let Some(time) = time {
        outline(&mut svg, grid, time, w, h);
    }
    axes(&mut svg, grid, w, h);
    svg.push_str("</svg>\n");
    svg
}

/// A cell's colour: white for none, through orange to dark red for the
/// most (FlameScope's scale).
fn colour(n: u32, max: u32) -> String {
    let t = f64::from(n) / f64::from(max.max(1));
    let (r, g, b) = if t < 0.5 {
        let s = t * 2.0;
        (255.0, 245.0 - 110.0 * s, 225.0 - 185.0 * s)
    } else {
        let s = (t - 0.5) * 2.0;
        (255.0 - 110.0 * s, 135.0 - 125.0 * s, 40.0 - 30.0 * s)
    };
    format!("rgb({},{},{})", r as u8, g as u8, b as u8)
}

/// Outlines, column by column, the cells that the ranges `time` cover.
fn outline(svg: &mut String, grid: &Grid, time: &TimeRanges, w: usize, h: usize) {
    svg.push_str("<g id=\"selected\" fill=\"#3b82f6\" fill-opacity=\"0.25\" stroke=\"#1d4ed8\">\n");
    for column in 0..grid.columns {
        let rows: Vec<usize> = (0..grid.rows)
            .filter(|&row| {
                let (start, end) = grid.span(column, row);
                time.ranges()
                    .iter()
                    .any(|&(from, to)| from < end && start <= to)
            })
            .collect();
        let (Some(&low), Some(&high)) = (rows.first(), rows.last()) else {
            continue;
        };
        let _ = writeln!(
            svg,
            "<rect x=\"{}\" y=\"{}\" width=\"{w}\" height=\"{}\"/>",
            LEFT + column * w,
            TOP + (grid.rows - 1 - high) * h,
            (high - low + 1) * h
        );
    }
    svg.push_str("</g>\n");
}

/// An offset in a column or from the origin: `0`, or its duration.
fn offset_label(ns: u64) -> String {
    if ns == 0 {
        "0".into()
    } else {
        format_duration(ns)
    }
}

/// The rows' offsets on the left, the columns' on the bottom.
fn axes(svg: &mut String, grid: &Grid, w: usize, h: usize) {
    let row_step = grid.rows.div_ceil(10).max(1);
    for row in (0..grid.rows).step_by(row_step) {
        let y = TOP + (grid.rows - row) * h;
        let offset = row as u64 * grid.cells.row;
        let _ = writeln!(
            svg,
            "<text x=\"{}\" y=\"{y}\" text-anchor=\"end\">{}</text>",
            LEFT - 4,
            offset_label(offset)
        );
    }
    let column_step = (60 / w).max(1);
    for column in (0..grid.columns).step_by(column_step) {
        let x = LEFT + column * w;
        let _ = writeln!(
            svg,
            "<text x=\"{x}\" y=\"{}\">+{}</text>",
            TOP + grid.rows * h + 14,
            offset_label(column as u64 * grid.cells.column)
        );
    }
}

#[cfg(test)]
mod tests;
