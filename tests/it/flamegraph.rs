//! `--flamegraph` and `--icicle`: the SVG's frames are as wide as their
//! values (to rounding), the root's value is `--text`'s total, the frames
//! add up to their parents, and the icicle is the flame graph upside down.

use crate::common::{run, stdout_ok, testdata};
use std::collections::HashMap;

/// One drawn frame: its attributes and its rectangle.
#[derive(Debug)]
struct Frame {
    name: String,
    value: i64,
    abs: i64,
    x: f64,
    w: f64,
    depth: usize,
    rect_w: f64,
    y: f64,
}

fn attr(line: &str, key: &str) -> String {
    let pat = format!(" {key}=\"");
    let at = line.find(&pat).unwrap_or_else(|| panic!("{key} in {line}")) + pat.len();
    line[at..at + line[at..].find('"').unwrap()].to_string()
}

fn frames(svg: &str) -> (f64, Vec<Frame>) {
    assert!(svg.starts_with("<?xml"));
    assert!(svg.trim_end().ends_with("</svg>"));
    assert!(svg.contains("<script>") && svg.contains("<style>"));
    assert!(
        !svg.contains("http://") || !svg.contains("src="),
        "no network"
    );
    let width: f64 = attr(svg.lines().nth(1).unwrap(), "data-width")
        .parse()
        .unwrap();
    let frames = svg
        .lines()
        .filter(|l| l.starts_with("<g class=\"f\""))
        .map(|l| {
            let rect = &l[l.find("<rect").unwrap()..];
            Frame {
                name: attr(l, "data-n"),
                value: attr(l, "data-v").parse().unwrap(),
                abs: attr(l, "data-a").parse().unwrap(),
                x: attr(l, "data-x").parse().unwrap(),
                w: attr(l, "data-w").parse().unwrap(),
                depth: attr(l, "data-d").parse().unwrap(),
                rect_w: attr(rect, "width").parse().unwrap(),
                y: attr(rect, "y").parse().unwrap(),
            }
        })
        .collect();
    (width, frames)
}

fn with(report: &str, program: &str, profile: &str, flags: &[&str]) -> String {
    let bin = testdata().join("bin").join(program);
    let prof = testdata().join("prof").join(profile);
    let prefix = format!("--lib_prefix={}", testdata().join("bin").display());
    let mut args = vec![report, "--show_bytes", &prefix];
    args.extend(flags);
    args.extend([bin.to_str().unwrap(), prof.to_str().unwrap()]);
    stdout_ok(&run(&args))
}

fn check(program: &str, profile: &str, flags: &[&str]) {
    let what = format!("{program} {profile} {flags:?}");
    let text = with("--text", program, profile, flags);
    let total: i64 = text
        .lines()
        .next()
        .and_then(|l| l.strip_prefix("Total: "))
        .and_then(|t| t.split(' ').next())
        .unwrap()
        .parse()
        .unwrap();
    let svg = with("--flamegraph", program, profile, flags);
    let (width, flame) = frames(&svg);
    assert!(flame.len() > 3, "{what}");
    let root = &flame[0];
    assert_eq!(root.name, "all", "{what}");
    assert_eq!(root.depth, 0);
    assert_eq!(root.value, total, "{what}: root = --text total");
    assert_eq!(root.abs, total, "{what}");
    assert!(svg.contains("<title>all ("), "{what}");
    // Each frame's width is its share of the root's.
    for f in &flame {
        let expect = f.abs as f64 / root.abs as f64 * width;
        assert!((f.w - expect).abs() < 1e-3, "{what}: {f:?} want {expect}");
        assert!((f.rect_w - expect).abs() < 1e-3, "{what}: {f:?}");
        assert!(f.w >= 0.1, "{what}: narrow frames are pruned");
        assert!(f.x >= -1e-6 && f.x + f.w <= width + 1e-3, "{what}: {f:?}");
    }
    // Children lie inside their parent, in name order, adding up to at
    // most its value (the rest is the parent's own).
    let mut children: HashMap<usize, Vec<&Frame>> = HashMap::new();
    let mut stack: Vec<usize> = Vec::new();
    for (i, f) in flame.iter().enumerate() {
        stack.truncate(f.depth);
        if let Some(&p) = stack.last() {
            children.entry(p).or_default().push(f);
        }
        stack.push(i);
    }
    for (p, kids) in &children {
        let parent = &flame[*p];
        let sum: i64 = kids.iter().map(|k| k.abs).sum();
        assert!(sum <= parent.abs, "{what}: {parent:?}");
        for pair in kids.windows(2) {
            assert!(pair[0].name < pair[1].name, "{what}: name order");
            assert!(pair[0].x < pair[1].x, "{what}");
        }
        for k in kids {
            assert!(k.x >= parent.x - 1e-3 && k.x + k.w <= parent.x + parent.w + 1e-3);
        }
    }
    // Flame: deeper is higher up (smaller y); icicle: the other way round,
    // with the same frames at the same x.
    let (_, icicle) = frames(&with("--icicle", program, profile, flags));
    assert_eq!(icicle.len(), flame.len(), "{what}");
    for (f, i) in flame.iter().zip(&icicle) {
        assert_eq!((&f.name, f.abs, f.depth), (&i.name, i.abs, i.depth));
        assert!((f.x - i.x).abs() < 1e-6);
    }
    let deepest = flame.iter().max_by_key(|f| f.depth).unwrap();
    let ideepest = icicle.iter().max_by_key(|f| f.depth).unwrap();
    assert!(deepest.y < flame[0].y, "{what}: flame root at the bottom");
    assert!(ideepest.y > icicle[0].y, "{what}: icicle root at the top");
}

#[test]
fn cpu_flame_graph_widths_are_values_and_root_is_the_total() {
    check("c_pie_O0", "c_pie_O0.prof", &[]);
}

#[test]
fn heap_flame_graph_widths_are_values_and_root_is_the_total() {
    check("heap_prog", "heap_prog.0002.heap", &[]);
}

#[test]
fn flame_graph_honours_focus() {
    check("c_pie_O0", "c_pie_O0.prof", &["--focus=main"]);
}

#[test]
fn differential_flame_graph_colours_growth_red_and_shrinkage_blue() {
    // The later profile as the base: the earlier one is a shrinkage.
    let base = testdata().join("prof").join("heap_prog.0002.heap");
    let base = format!("--base={}", base.display());
    let svg = with("--flamegraph", "heap_prog", "heap_prog.0001.heap", &[&base]);
    let (width, flame) = frames(&svg);
    assert!(svg.contains("data-differential=\"true\""));
    assert!(flame.iter().any(|f| f.value < 0));
    let root = &flame[0];
    for f in &flame {
        let expect = f.abs as f64 / root.abs as f64 * width;
        assert!((f.w - expect).abs() < 1e-3, "{f:?}");
        assert!(f.abs >= f.value.abs());
    }
    for l in svg.lines().filter(|l| l.starts_with("<g class=\"f\"")) {
        let v: i64 = attr(l, "data-v").parse().unwrap();
        let fill = attr(&l[l.find("<rect").unwrap()..], "fill");
        if v > 0 {
            assert!(fill.starts_with("rgb(255,"), "{l}");
        } else if v < 0 {
            assert!(fill.ends_with(",255)"), "{l}");
        }
    }
}
