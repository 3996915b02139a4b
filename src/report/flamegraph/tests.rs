use super::*;

fn frames(svg: &str) -> Vec<(String, i64, f64, f64)> {
    svg.lines()
        .filter(|l| l.starts_with("<g class=\"f\""))
        .map(|l| {
            let attr = |k: &str| {
                let at = l.find(&format!(" {k}=\"")).unwrap() + k.len() + 3;
                l[at..at + l[at..].find('"').unwrap()].to_string()
            };
            (
                attr("data-n"),
                attr("data-a").parse().unwrap(),
                attr("data-x").parse().unwrap(),
                attr("data-w").parse().unwrap(),
            )
        })
        .collect()
}

/// Folded stacks from `a;b;c` lines, in name order as `folded` sorts them.
fn fold(lines: &[(&str, i64)]) -> Folded {
    let mut names: Vec<String> = Vec::new();
    let mut stacks: Vec<(Vec<u32>, i64)> = lines
        .iter()
        .map(|(line, v)| {
            let ids = line
                .split(';')
                .map(|n| match names.iter().position(|x| x == n) {
                    Some(i) => i as u32,
                    None => {
                        names.push(n.to_string());
                        (names.len() - 1) as u32
                    }
                })
                .collect();
            (ids, *v)
        })
        .collect();
    stacks.sort_by(|a, b| {
        a.0.iter()
            .map(|&i| &names[i as usize])
            .cmp(b.0.iter().map(|&i| &names[i as usize]))
    });
    Folded { names, stacks }
}

/// The flame graph of `a;b;c` lines, in samples.
fn svg_of(lines: &[(&str, i64)]) -> String {
    let mut out = Vec::new();
    write(
        &fold(lines),
        Unit::Samples,
        "t",
        &Options::default(),
        &mut out,
    )
    .unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn stacks_merge_into_a_tree_in_name_order() {
    let stacks = [("main;b", 2), ("main;a", 1), ("main;a;x", 1)];
    let svg = svg_of(&stacks);
    let f = frames(&svg);
    let names: Vec<&str> = f.iter().map(|f| f.0.as_str()).collect();
    assert_eq!(names, ["all", "main", "a", "x", "b"]);
    assert_eq!(f[0].1, 4);
    assert_eq!(f[2].1, 2);
    assert!((f[4].2 - 600.0).abs() < 1e-3 && (f[4].3 - 600.0).abs() < 1e-3);
    assert!(svg.contains("<title>a (2 samples, 50.00%)</title>"));
    // Nothing was left out: nothing is said of it.
    assert!(!svg.contains("frames narrower than"));
}

#[test]
fn narrow_frames_are_pruned_and_counted() {
    let stacks = [("big", 100_000), ("small;leaf", 1)];
    let svg = svg_of(&stacks);
    assert_eq!(frames(&svg).len(), 2);
    assert!(svg.contains(
            "1 frames narrower than 0.1 px are not drawn, nor what they call: the 1 samples (0.00% of the total) spent in them is counted in the widths of their callers"
        ));
}

#[test]
fn min_width_is_pixels_or_a_percentage() {
    assert_eq!("0.5".parse::<MinWidth>().unwrap(), MinWidth::Pixels(0.5));
    assert_eq!("2px".parse::<MinWidth>().unwrap(), MinWidth::Pixels(2.0));
    assert_eq!("1.5%".parse::<MinWidth>().unwrap(), MinWidth::Percent(1.5));
    assert_eq!(MinWidth::Percent(1.5).pixels(1200.0), 18.0);
    for bad in ["", "-1", "x", "NaN", "inf", "101%", "%"] {
        assert!(bad.parse::<MinWidth>().is_err(), "{bad}");
    }
}

#[test]
fn differences_are_red_when_grown_and_blue_when_shrunk() {
    let stacks = [("main;grew", 5), ("main;shrank", -5)];
    let svg = svg_of(&stacks);
    assert!(svg.contains("data-differential=\"true\""));
    let fill = |name: &str| {
        let l = svg
            .lines()
            .find(|l| l.contains(&format!("data-n=\"{name}\"")))
            .unwrap();
        let at = l.find("fill=\"").unwrap() + 6;
        l[at..at + l[at..].find('"').unwrap()].to_string()
    };
    assert_eq!(fill("grew"), "rgb(255,0,0)");
    assert_eq!(fill("shrank"), "rgb(0,0,255)");
    // main nets 0 but is as wide as both.
    let f = frames(&svg);
    assert_eq!(f[1].1, 10);
}
