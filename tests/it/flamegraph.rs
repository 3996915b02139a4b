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

/// `--text` rows of the same report: name → (flat, cum).
fn text_rows(program: &str, profile: &str, flags: &[&str]) -> HashMap<String, (i64, i64)> {
    with("--text", program, profile, flags)
        .lines()
        .filter(|l| !l.starts_with("Total:") && !l.starts_with("Percentages of"))
        .map(|l| {
            let w: Vec<&str> = l.split_whitespace().collect();
            (
                w[5..].join(" "),
                (w[0].parse().unwrap(), w[3].parse().unwrap()),
            )
        })
        .collect()
}

#[test]
fn differential_of_cpu_runs_shows_gains_and_losses_as_text_does() {
    // b1 against the base a1: compress and mix grew, parse_field and
    // checksum shrank. A function drawn once is as its --text cum says.
    let base = testdata().join("prof").join("cpu_multi.a1.prof");
    let base = format!("--base={}", base.display());
    let flags = [base.as_str()];
    let svg = with("--flamegraph", "cpu_multi", "cpu_multi.b1.prof", &flags);
    assert!(svg.contains("red grew, blue shrank"));
    let (_, flame) = frames(&svg);
    let rows = text_rows("cpu_multi", "cpu_multi.b1.prof", &flags);
    let mut drawn: HashMap<&str, Vec<&Frame>> = HashMap::new();
    for f in &flame[1..] {
        drawn.entry(&f.name).or_default().push(f);
    }
    let (mut grew, mut shrank) = (0, 0);
    for (name, frames) in &drawn {
        if let [f] = frames[..] {
            assert_eq!(f.value, rows[*name].1, "{name}");
            grew += usize::from(f.value > 0);
            shrank += usize::from(f.value < 0);
        }
    }
    assert!(grew >= 2 && shrank >= 2, "{grew} grew, {shrank} shrank");
}

#[test]
fn reversed_flame_graph_has_the_leaf_functions_at_its_root() {
    // Merged from the leaf, the frames on the root are the functions
    // samples end in, each as wide as its flat.
    for (program, profile) in [
        ("c_pie_O0", "c_pie_O0.prof"),
        ("cpp_inline", "cpp_inline.prof"),
    ] {
        let rows = text_rows(program, profile, &[]);
        let (_, flame) = frames(&with("--flamegraph", program, profile, &["--reverse"]));
        let leaves: HashMap<&str, i64> = flame
            .iter()
            .filter(|f| f.depth == 1)
            .map(|f| (f.name.as_str(), f.value))
            .collect();
        for (name, (flat, _)) in &rows {
            assert_eq!(
                leaves.get(name.as_str()).copied().unwrap_or(0),
                *flat,
                "{name}"
            );
        }
        assert_eq!(leaves.values().sum::<i64>(), flame[0].value);
    }
}

#[test]
fn minwidth_prunes_in_pixels_or_percent_and_says_so() {
    let (_, all) = frames(&with("--flamegraph", "c_pie_O0", "c_pie_O0.prof", &[]));
    let svg = with(
        "--flamegraph",
        "c_pie_O0",
        "c_pie_O0.prof",
        &["--minwidth=5%"],
    );
    let (width, wide) = frames(&svg);
    let key = |f: &Frame| (f.name.clone(), f.depth, f.abs);
    let expect: Vec<_> = all
        .iter()
        .filter(|f| f.w >= 0.05 * width)
        .map(key)
        .collect();
    assert_eq!(wide.iter().map(key).collect::<Vec<_>>(), expect);
    let pruned = all.len() - wide.len();
    assert!(pruned > 0);
    assert!(
        svg.contains("frames narrower than 5% are not drawn"),
        "{svg}"
    );
    let (_, px) = frames(&with(
        "--flamegraph",
        "c_pie_O0",
        "c_pie_O0.prof",
        &["-minwidth=60"],
    ));
    assert_eq!(px.iter().map(key).collect::<Vec<_>>(), expect);
    for bad in ["--minwidth=-1", "--minwidth=wide", "--minwidth=120%"] {
        let out = run(&[bad, "--flamegraph", "c_pie_O0"]);
        assert!(!out.status.success());
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("not a width"), "{bad}: {err}");
    }
}
