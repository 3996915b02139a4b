//! Flame graphs (`--flamegraph`) and icicle graphs (`--icicle`): a
//! self-contained interactive SVG drawn from the folded stacks of
//! [`crate::graph::collapsed`], as flamegraph.pl draws them.
//!
//! The stacks merge into a tree whose root is `all`; siblings are in name
//! order, each frame as wide as its share of the root's value (x from 0 to
//! [`Options::width`] pixels, frames [`FRAME_HEIGHT`] high). Frames narrower
//! than [`Options::min_width`] are not drawn (with their subtrees), and a
//! line of the SVG says how many and how much. A flame graph has its root at
//! the bottom; an icicle graph at the top.
//!
//! When some stacks are negative (a difference from `--base`), a frame is
//! as wide as the sum of its stacks' absolute values and coloured as Brendan
//! Gregg's differential flame graphs colour them: red where its value grew,
//! blue where it shrank, the deeper the larger the change. Otherwise frames
//! have warm colours hashed from their names, inline frames (`… (inline)`)
//! blue ones.
//!
//! The embedded script zooms into a clicked frame (its subtree fills the
//! width, its ancestors stay drawn), searches (the `Search` button or
//! Ctrl-F: a regular expression highlights the matching frames and prints
//! the share of the value they hold) and resets both. The view is kept in
//! the address (`?z=DEPTH,X` the zoomed frame, `?s=RE` the search), so a
//! link to the file shows it again. Every frame's `<g>`
//! carries `data-v` (its signed value), `data-a` (its width's value),
//! `data-x`, `data-w` (pixels at full width) and `data-d` (its depth).

use crate::error::Error;
use crate::graph::collapsed::Folded;
use crate::profile::Run;
use crate::profile::units::Unit;
use crate::report::context::Context;
use runs::RunStacks;
use std::fmt::Write as _;
use std::io::{self, Write};

/// The height of a frame, in pixels.
pub const FRAME_HEIGHT: f64 = 16.0;
const FONT_SIZE: f64 = 12.0;
const FONT_WIDTH: f64 = 0.59;
const TOP: f64 = 60.0;
const BOTTOM: f64 = 40.0;
const SIDE: f64 = 10.0;

/// How the graph is drawn.
#[derive(Debug, Clone, Copy)]
pub struct Options {
    /// Root at the top (an icicle graph) rather than at the bottom.
    pub icicle: bool,
    /// The width of the root frame, in pixels.
    pub width: f64,
    /// Frames narrower than this are not drawn.
    pub min_width: MinWidth,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            icicle: false,
            width: 1200.0,
            min_width: MinWidth::default(),
        }
    }
}

/// The narrowest frame drawn (`--minwidth`, as flamegraph.pl's): pixels,
/// or with `%` a percentage of the root's width.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum MinWidth {
    /// This many pixels.
    Pixels(f64),
    /// This percentage of the root's width.
    Percent(f64),
}

impl Default for MinWidth {
    /// 0.1 px, flamegraph.pl's default.
    fn default() -> MinWidth {
        MinWidth::Pixels(0.1)
    }
}

impl MinWidth {
    /// The width in pixels when the root is `width` pixels wide.
    pub fn pixels(self, width: f64) -> f64 {
        match self {
            MinWidth::Pixels(px) => px,
            MinWidth::Percent(percent) => percent / 100.0 * width,
        }
    }
}

impl std::fmt::Display for MinWidth {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MinWidth::Pixels(px) => write!(f, "{px} px"),
            MinWidth::Percent(percent) => write!(f, "{percent}%"),
        }
    }
}

/// A `--minwidth` that is not a number of pixels or a percentage.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{0:?} is not a width: give pixels (0.1) or a percentage of the root (0.5%), not negative")]
pub struct BadMinWidth(String);

impl std::str::FromStr for MinWidth {
    type Err = BadMinWidth;

    fn from_str(text: &str) -> Result<MinWidth, BadMinWidth> {
        let bad = || BadMinWidth(text.to_string());
        let (number, percent) = match text.trim().strip_suffix('%') {
            Some(number) => (number, true),
            None => (text.trim().strip_suffix("px").unwrap_or(text.trim()), false),
        };
        let value: f64 = number.trim().parse().map_err(|_| bad())?;
        if !value.is_finite() || value < 0.0 || (percent && value > 100.0) {
            return Err(bad());
        }
        Ok(if percent {
            MinWidth::Percent(value)
        } else {
            MinWidth::Pixels(value)
        })
    }
}

/// The most frames drawn above the root, however deep a stack is: 32768
/// pixels, more than a screen or a browser's drawing of an SVG shows. The
/// frames of deeper stacks are cut there, and a line says so.
pub const MAX_DEPTH: usize = 2048;

struct Node<'a> {
    name: &'a str,
    /// The signed sum of the stacks through the frame.
    value: i64,
    /// The sum of their absolute values: the frame's width.
    abs: i64,
    /// Its children, in name order.
    children: Vec<usize>,
}

/// What the tree leaves out: frames too narrow to draw (each with all it
/// calls) and frames deeper than [`MAX_DEPTH`], how many and their value.
#[derive(Default)]
struct Left {
    narrow: usize,
    narrow_value: i64,
    deep: usize,
    deep_value: i64,
}

/// The stacks merged into a tree of the frames wide enough to draw, at most
/// [`MAX_DEPTH`] deep; node 0 is the root, `all`. Also what is left out.
///
/// The stacks come sorted frame by frame in name order, so the stacks
/// through a frame are one run of them and its children's runs follow in
/// name order: the tree
/// is built by splitting runs, and a run too narrow to draw is not split
/// further. Only the frames drawn are made, however many distinct stacks
/// there are.
fn tree<'a>(folded: &'a Folded, opts: &Options) -> (Vec<Node<'a>>, Left) {
    let paths = &folded.stacks;
    let sum = |run: &[(Vec<u32>, i64)]| {
        run.iter().fold((0i64, 0i64), |(v, a), (_, value)| {
            (
                v.saturating_add(*value),
                a.saturating_add(value.saturating_abs()),
            )
        })
    };
    let (value, abs) = sum(paths);
    let mut nodes = vec![Node {
        name: "all",
        value,
        abs,
        children: Vec::new(),
    }];
    let total = abs.max(1) as f64;
    let min_width = opts.min_width.pixels(opts.width);
    let mut left = Left::default();
    // (node, its run of the stacks, the depth of its children's frames)
    let mut todo = vec![(0usize, 0usize, paths.len(), 0usize)];
    while let Some((node, lo, hi, depth)) = todo.pop() {
        if depth == MAX_DEPTH {
            let mut deeper = paths[lo..hi].iter().filter(|(path, _)| path.len() > depth);
            if let Some(first) = deeper.next() {
                left.deep += 1;
                let abs = deeper.fold(first.1.saturating_abs(), |a, (_, v)| {
                    a.saturating_add(v.saturating_abs())
                });
                left.deep_value = left.deep_value.saturating_add(abs);
            }
            continue;
        }
        let mut i = lo;
        while i < hi {
            let Some(&name) = paths[i].0.get(depth) else {
                i += 1; // a stack that ends at `node`
                continue;
            };
            let mut j = i;
            while j < hi && paths[j].0.get(depth) == Some(&name) {
                j += 1;
            }
            let (value, abs) = sum(&paths[i..j]);
            if abs as f64 / total * opts.width < min_width {
                left.narrow += 1;
                left.narrow_value = left.narrow_value.saturating_add(abs);
            } else {
                nodes.push(Node {
                    name: &folded.names[name as usize],
                    value,
                    abs,
                    children: Vec::new(),
                });
                let child = nodes.len() - 1;
                nodes[node].children.push(child);
                todo.push((child, i, j, depth + 1));
            }
            i = j;
        }
    }
    (nodes, left)
}

/// A frame as drawn.
struct Frame {
    node: usize,
    depth: usize,
    x: f64,
    w: f64,
}

/// The frames of the tree, parents before children, at their places.
fn layout(nodes: &[Node], opts: &Options) -> Vec<Frame> {
    let total = nodes[0].abs.max(1) as f64;
    let mut frames = Vec::new();
    let mut todo = vec![(0usize, 0usize, 0.0f64)];
    while let Some((node, depth, x)) = todo.pop() {
        let w = nodes[node].abs as f64 / total * opts.width;
        frames.push(Frame { node, depth, x, w });
        let mut cx = x;
        let mut children = Vec::new();
        for &child in &nodes[node].children {
            children.push((child, depth + 1, cx));
            cx += nodes[child].abs as f64 / total * opts.width;
        }
        todo.extend(children.into_iter().rev());
    }
    frames
}

/// `s` with the characters special to XML and HTML text and double-quoted
/// attributes escaped (`&`, `<`, `>`, `"`).
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
    out
}

/// The name as fits `w` pixels: whole, cut with `..`, or nothing.
fn fit(name: &str, w: f64) -> String {
    let chars = (w / (FONT_SIZE * FONT_WIDTH)) as usize;
    if chars < 3 {
        return String::new();
    }
    if name.chars().count() <= chars {
        return name.to_string();
    }
    let mut s: String = name.chars().take(chars - 2).collect();
    s.push_str("..");
    s
}

fn hash(name: &str) -> u64 {
    // FNV-1a: stable across runs and platforms.
    let mut h: u64 = 0xcbf29ce484222325;
    for b in name.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x100000001b3);
    }
    h
}

/// The fill of a frame named `name` with `value`; `max_delta` is set for a
/// differential graph.
fn colour(name: &str, value: i64, max_delta: Option<i64>) -> String {
    if let Some(max) = max_delta {
        let max = max.max(1) as f64;
        let fade = (210.0 * (max - value.unsigned_abs() as f64) / max).clamp(0.0, 210.0) as u8;
        return match value.signum() {
            1 => format!("rgb(255,{fade},{fade})"),
            -1 => format!("rgb({fade},{fade},255)"),
            _ => "rgb(250,250,250)".into(),
        };
    }
    let h = hash(name);
    let v = |shift: u32| ((h >> shift) & 0xff) as f64 / 255.0;
    if name.ends_with(" (inline)") {
        let (r, g, b) = (
            80.0 + 60.0 * v(0),
            150.0 + 60.0 * v(8),
            220.0 + 35.0 * v(16),
        );
        format!("rgb({},{},{})", r as u8, g as u8, b as u8)
    } else {
        let (r, g, b) = (205.0 + 50.0 * v(0), 230.0 * v(8), 55.0 * v(16));
        format!("rgb({},{},{})", r as u8, g as u8, b as u8)
    }
}

/// Whether a differential frame's fill is so deep its label is white.
fn dark(value: i64, max_delta: Option<i64>) -> bool {
    max_delta.is_some_and(|max| value.unsigned_abs() as f64 > 0.6 * max.max(1) as f64)
}

fn percent(value: i64, total: i64) -> String {
    format!("{:.2}", value as f64 * 100.0 / total.max(1) as f64)
}

/// The line that says what the graph leaves out; empty when nothing is.
fn left_out(left: &Left, opts: &Options, unit: Unit, total: i64) -> String {
    let mut parts = Vec::new();
    if left.narrow > 0 {
        parts.push(format!(
            "{} frames narrower than {} are not drawn, nor what they call: the {} ({}% of the total) spent in them is counted in the widths of their callers",
            left.narrow,
            opts.min_width,
            unit.total(left.narrow_value),
            percent(left.narrow_value, total)
        ));
    }
    if left.deep > 0 {
        parts.push(format!(
            "stacks drawn {MAX_DEPTH} frames deep: what {} frame(s) at that depth call is not drawn; {} ({}%) of the total runs through it",
            left.deep,
            unit.total(left.deep_value),
            percent(left.deep_value, total)
        ));
    }
    parts.join("; ")
}

/// Writes the flame (or icicle) graph of the `folded` stacks, whose values
/// print in `unit`.
pub fn write(
    folded: &Folded,
    unit: Unit,
    title: &str,
    opts: &Options,
    out: &mut impl Write,
) -> io::Result<()> {
    write_runs(folded, None, unit, title, opts, out)
}

/// [`write`], for groups of runs compared when `runs` are given: only the
/// significant changes coloured, each frame's change in its tooltip.
fn write_runs(
    folded: &Folded,
    runs: Option<&RunStacks>,
    unit: Unit,
    title: &str,
    opts: &Options,
    out: &mut impl Write,
) -> io::Result<()> {
    let (nodes, left) = tree(folded, opts);
    let frames = layout(&nodes, opts);
    let changes = runs.map(|r| r.changes(&nodes, &folded.names));
    let max_change = changes.iter().flatten().flatten().filter(|c| c.significant);
    let max_change = max_change.map(|c| c.difference.abs()).fold(0.0, f64::max);
    let differential = folded.stacks.iter().any(|(_, v)| *v < 0);
    let max_delta = differential.then(|| {
        nodes[1..]
            .iter()
            .map(|n| n.value.saturating_abs())
            .max()
            .unwrap_or(1)
    });
    let total = nodes[0].abs;
    let depth = frames.iter().map(|f| f.depth).max().unwrap_or(0) + 1;
    let width = opts.width + 2.0 * SIDE;
    let height = TOP + depth as f64 * FRAME_HEIGHT + BOTTOM;
    let y_of = |d: usize| {
        if opts.icicle {
            TOP + d as f64 * FRAME_HEIGHT
        } else {
            height - BOTTOM - (d + 1) as f64 * FRAME_HEIGHT
        }
    };
    // Written as it is made, a frame at a time: a graph of long names can
    // be far larger than the profile.
    let mut s = String::with_capacity(8192);
    let _ = write!(
        s,
        r#"<?xml version="1.0" standalone="no"?>
<svg version="1.1" xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" data-width="{w}" data-frame-height="{fh}" data-total="{total}" data-unit="{uname}" data-icicle="{icicle}" data-differential="{differential}">
<style>
text {{ font-family: Verdana, sans-serif; font-size: {FONT_SIZE}px; fill: rgb(0,0,0); }}
#title {{ font-size: 17px; }}
.f {{ cursor: pointer; }}
.f:hover rect {{ stroke: black; stroke-width: 0.5; }}
.f text {{ pointer-events: none; }}
.hidden {{ display: none; }}
.parent {{ opacity: 0.5; }}
.button {{ cursor: pointer; fill: rgb(40,80,160); }}
.button:hover {{ text-decoration: underline; }}
</style>
<rect x="0" y="0" width="{width}" height="{height}" fill="rgb(245,245,238)"/>
<text id="title" x="{mid}" y="24" text-anchor="middle">{title}</text>
<text id="subtitle" x="{mid}" y="44" text-anchor="middle">{subtitle}</text>
<text id="reset" class="button hidden" x="{SIDE}" y="24">Reset Zoom</text>
<text id="search" class="button" x="{right}" y="24" text-anchor="end">Search</text>
<text id="matched" x="{right}" y="{bottom1}" text-anchor="end"></text>
<text id="details" x="{SIDE}" y="{bottom1}"> </text>
<text id="pruned" x="{SIDE}" y="{bottom2}">{pruned_line}</text>
<g id="frames">
"#,
        w = opts.width,
        fh = FRAME_HEIGHT,
        uname = unit.name(),
        icicle = opts.icicle,
        mid = width / 2.0,
        title = escape(title),
        subtitle = if runs.is_some() {
            "Groups of runs compared, each frame tested: red grew, blue shrank, significant changes only (the rest grey); \
             a frame is as wide as its stacks' changes, each counted positive"
        } else if differential {
            "Change from the base: red grew, blue shrank, the deeper the more; \
             a frame is as wide as its stacks' changes, each counted positive"
        } else {
            ""
        },
        right = width - SIDE,
        bottom1 = height - 22.0,
        bottom2 = height - 6.0,
        // Said only when something was left out.
        pruned_line = escape(&left_out(&left, opts, unit, total)),
    );
    out.write_all(s.as_bytes())?;
    for f in &frames {
        s.clear();
        let node = &nodes[f.node];
        let name = escape(node.name);
        let change = changes.as_ref().and_then(|c| c[f.node].as_ref());
        let tip = if runs.is_some() {
            runs::tip(node.name, change, unit)
        } else if differential {
            format!(
                "{} ({}, {}%; width {}, {}%)",
                node.name,
                unit.total(node.value),
                percent(node.value, total),
                unit.total(node.abs),
                percent(node.abs, total)
            )
        } else {
            format!(
                "{} ({}, {}%)",
                node.name,
                unit.total(node.value),
                percent(node.value, total)
            )
        };
        let y = y_of(f.depth);
        let _ = writeln!(
            s,
            r#"<g class="f" data-n="{name}" data-v="{v}" data-a="{a}" data-x="{x:.4}" data-w="{w:.4}" data-d="{d}"><title>{tip}</title><rect x="{rx:.4}" y="{y}" width="{w:.4}" height="{h}" fill="{fill}" rx="2" ry="2"/><text x="{tx:.2}" y="{ty}"{ink}>{label}</text></g>"#,
            v = node.value,
            a = node.abs,
            x = f.x,
            w = f.w,
            d = f.depth,
            tip = escape(&tip),
            rx = f.x + SIDE,
            h = FRAME_HEIGHT - 1.0,
            fill = match runs {
                Some(_) => runs::colour(change, max_change),
                None => colour(node.name, node.value, max_delta),
            },
            tx = f.x + SIDE + 3.0,
            ty = y + FRAME_HEIGHT - 4.5,
            label = escape(&fit(node.name, f.w - 6.0)),
            ink = if runs.is_none() && dark(node.value, max_delta) {
                r#" style="fill: white""#
            } else {
                ""
            },
        );
        out.write_all(s.as_bytes())?;
    }
    s.clear();
    s.push_str("</g>\n<script><![CDATA[\n");
    s.push_str(SCRIPT);
    s.push_str("]]></script>\n</svg>\n");
    out.write_all(s.as_bytes())
}

/// The SVG's own script: click to zoom, Ctrl-F to search, the zoom and
/// the search kept in the address.
const SCRIPT: &str = include_str!("flamegraph/script.js");

/// The flame graph of the context's folded stacks, root at the bottom.
pub(crate) fn render_flame(cx: &mut Context, out: &mut dyn Write) -> crate::error::Result<()> {
    render(cx, false, out)
}

/// The icicle graph: the flame graph drawn top-down.
pub(crate) fn render_icicle(cx: &mut Context, out: &mut dyn Write) -> crate::error::Result<()> {
    render(cx, true, out)
}

fn render(cx: &mut Context, icicle: bool, mut out: &mut dyn Write) -> crate::error::Result<()> {
    let title = match (icicle, cx.settings.reverse) {
        (false, false) => "Flame Graph",
        (true, false) => "Icicle Graph",
        (false, true) => "Reversed Flame Graph (leaf functions at the root, their callers above)",
        (true, true) => "Reversed Icicle Graph (leaf functions at the root, their callers below)",
    };
    let options = Options {
        icicle,
        min_width: cx.settings.min_width,
        ..Default::default()
    };
    let settings = &cx.settings;
    let runs = cx.runs.map(|compared| {
        let grouped = crate::graph::collapsed::folded_by(
            cx.profile,
            settings.nodes,
            &settings.filters,
            |s| Run::of(s).map_or(String::new(), Run::name),
        );
        let mut runs = RunStacks::new(grouped, compared);
        if settings.reverse {
            runs.reverse();
        }
        runs
    });
    write_runs(
        &cx.folded(),
        runs.as_ref(),
        cx.unit,
        title,
        &options,
        &mut out,
    )
    .map_err(Error::Write)
}

mod runs;
#[cfg(test)]
mod tests;
