//! The boxes Go pprof's drawn graph hangs off a node for the labels of its
//! samples (its `addNodelets`): one per set of string labels
//! (`phase:render` over `worker:b`), the heaviest [`MAX_NODELETS`]; under
//! each, and under the node for samples without string labels, one per
//! value of the numeric label `bytes` (`512kB`), values grouped into at most
//! [`MAX_NODELETS`] ranges (`16B..64B`) when there are more. A node that
//! calls others shows its tags' flat values (the samples that stop in
//! it); a leaf their cum, a numeric box dotted where that is not its flat.

use super::go_dot::escape;
use crate::graph::{MAX_NODELETS, NodeTags, Tag};
use crate::profile::units::{convert, named_output, scaled_label};
use std::cmp::Reverse;
use std::io::{self, Write};

/// How tag weights and names print.
pub struct TagFormat<'a> {
    /// A weight, as the graph's values print.
    pub value: &'a dyn Fn(i64) -> String,
    /// The unit `-unit` names, if it names one: numeric tags print in it
    /// unless they are grouped (Go names them with its output unit).
    pub unit: Option<&'static str>,
}

/// Writes the tag boxes of node `id` and the edges to them; whether there
/// were any. `calls_out`: the node has edges to callees.
pub fn write_nodelets(
    tags: &NodeTags,
    id: usize,
    calls_out: bool,
    format: &TagFormat,
    out: &mut impl Write,
) -> io::Result<bool> {
    let flat_tags = calls_out;
    let mut labels: Vec<&Tag> = tags.labels.iter().collect();
    sort_tags(&mut labels, flat_tags);
    labels.truncate(MAX_NODELETS);
    let numeric = |labels: &str| {
        tags.numeric
            .iter()
            .find(|(l, _)| l == labels)
            .map(|(_, tags)| tags.as_slice())
    };
    let mut text = String::new();
    for (i, tag) in labels.iter().enumerate() {
        let w = if flat_tags { tag.flat } else { tag.cum };
        if w == 0 {
            continue;
        }
        let weight = (format.value)(w);
        let name: Vec<String> = tag.name.lines().map(escape).collect();
        text.push_str(&format!(
            "N{id}_{i} [label = \"{}\" id=\"N{id}_{i}\" fontsize=8 shape=box3d tooltip=\"{weight}\"]\n",
            name.join("\\n")
        ));
        text.push_str(&format!(
            "N{id} -> N{id}_{i} [label=\" {weight}\" weight=100 tooltip=\"{weight}\" labeltooltip=\"{weight}\"]\n"
        ));
        if let Some(numbers) = numeric(&tag.name) {
            text.push_str(&numeric_nodelets(
                numbers,
                flat_tags,
                &format!("N{id}_{i}"),
                format,
            ));
        }
    }
    if let Some(numbers) = numeric("") {
        text.push_str(&numeric_nodelets(
            numbers,
            flat_tags,
            &format!("N{id}"),
            format,
        ));
    }
    out.write_all(text.as_bytes())?;
    Ok(!text.is_empty())
}

/// The boxes of numeric tags `tags` hung off `source` (Go's
/// `numericNodelets`).
fn numeric_nodelets(tags: &[Tag], flat_tags: bool, source: &str, format: &TagFormat) -> String {
    let mut text = String::new();
    for (j, tag) in collapsed(tags, flat_tags, format).iter().enumerate() {
        let (w, style) = if flat_tags || tag.flat == tag.cum {
            (tag.flat, "")
        } else {
            (tag.cum, " style=\"dotted\"")
        };
        if w == 0 {
            continue;
        }
        let weight = (format.value)(w);
        text.push_str(&format!(
            "N{source}_{j} [label = \"{}\" id=\"N{source}_{j}\" fontsize=8 shape=box3d tooltip=\"{weight}\"]\n",
            escape(&tag.name)
        ));
        text.push_str(&format!(
            "{source} -> N{source}_{j} [label=\" {weight}\" weight=100 tooltip=\"{weight}\" labeltooltip=\"{weight}\"{style}]\n"
        ));
    }
    text
}

/// `tags` sorted, or grouped into at most [`MAX_NODELETS`] ranges by
/// value when there are more (Go's `collapsedTags`): the heaviest start a
/// group each, every other joins the group whose first value is nearest.
fn collapsed(tags: &[Tag], flat_tags: bool, format: &TagFormat) -> Vec<Tag> {
    let mut sorted: Vec<&Tag> = tags.iter().collect();
    sort_tags(&mut sorted, flat_tags);
    if sorted.len() <= MAX_NODELETS {
        return sorted
            .into_iter()
            .map(|t| Tag {
                name: match format.unit {
                    Some(to) => scaled_label(t.value, &t.unit, named_output(&t.unit, to)),
                    None => t.name.clone(),
                },
                ..t.clone()
            })
            .collect();
    }
    let mut groups: Vec<Vec<&Tag>> = sorted[..MAX_NODELETS].iter().map(|&t| vec![t]).collect();
    for &tag in &sorted[MAX_NODELETS..] {
        let distance = |group: &Vec<&Tag>| {
            let first = group[0];
            (tag.value as f64 - convert(first.value, &first.unit, &tag.unit)).abs()
        };
        let mut nearest = 0;
        for g in 1..groups.len() {
            if distance(&groups[g]) < distance(&groups[nearest]) {
                nearest = g;
            }
        }
        groups[nearest].push(tag);
    }
    let grouped: Vec<Tag> = groups.iter().map(|g| group_tag(g)).collect();
    let mut tags: Vec<&Tag> = grouped.iter().collect();
    sort_tags(&mut tags, flat_tags);
    tags.into_iter().cloned().collect()
}

/// One tag for a group of tags (Go's `tagGroupLabel`): named by its
/// smallest and largest values (`16B..64B`), each in its own unit, with
/// the sums of their values.
fn group_tag(group: &[&Tag]) -> Tag {
    let label = |t: &Tag| scaled_label(t.value, &t.unit, None);
    let (mut min, mut max) = (group[0], group[0]);
    for &t in &group[1..] {
        if (convert(t.value, &t.unit, &min.unit) as i64) < min.value {
            min = t;
        }
        if (convert(t.value, &t.unit, &max.unit) as i64) > max.value {
            max = t;
        }
    }
    let name = if group.len() == 1 {
        label(min)
    } else {
        format!("{}..{}", label(min), label(max))
    };
    Tag {
        name,
        unit: min.unit.clone(),
        value: min.value,
        flat: group.iter().fold(0i64, |s, t| s.saturating_add(t.flat)),
        cum: group.iter().fold(0i64, |s, t| s.saturating_add(t.cum)),
    }
}

/// Go's `SortTags`: by decreasing |cum| (unless `flat`), then decreasing
/// |flat|, then name as Go writes it (lines joined by `\n`).
fn sort_tags(tags: &mut [&Tag], flat: bool) {
    tags.sort_by(|a, b| {
        let by_cum = if flat {
            std::cmp::Ordering::Equal
        } else {
            Reverse(a.cum.unsigned_abs()).cmp(&Reverse(b.cum.unsigned_abs()))
        };
        by_cum
            .then_with(|| Reverse(a.flat.unsigned_abs()).cmp(&Reverse(b.flat.unsigned_abs())))
            .then_with(|| {
                a.name
                    .replace('\n', "\\n")
                    .cmp(&b.name.replace('\n', "\\n"))
            })
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tag(name: &str, value: i64, flat: i64, cum: i64) -> Tag {
        Tag {
            name: name.into(),
            unit: if value != 0 {
                "bytes".into()
            } else {
                "".into()
            },
            value,
            flat,
            cum,
        }
    }

    fn nodelets(tags: &NodeTags, calls_out: bool) -> String {
        let value = |v: i64| format!("{v}B");
        let format = TagFormat {
            value: &value,
            unit: None,
        };
        let mut out = Vec::new();
        write_nodelets(tags, 3, calls_out, &format, &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn label_boxes_show_flat_under_a_caller_and_cum_under_a_leaf() {
        let tags = NodeTags {
            labels: vec![
                tag("phase:render\nworker:a", 0, 380, 400),
                tag("phase:render\nworker:b", 0, 460, 460),
            ],
            numeric: Vec::new(),
        };
        assert_eq!(
            nodelets(&tags, false),
            "N3_0 [label = \"phase:render\\nworker:b\" id=\"N3_0\" fontsize=8 shape=box3d tooltip=\"460B\"]\n\
             N3 -> N3_0 [label=\" 460B\" weight=100 tooltip=\"460B\" labeltooltip=\"460B\"]\n\
             N3_1 [label = \"phase:render\\nworker:a\" id=\"N3_1\" fontsize=8 shape=box3d tooltip=\"400B\"]\n\
             N3 -> N3_1 [label=\" 400B\" weight=100 tooltip=\"400B\" labeltooltip=\"400B\"]\n"
        );
        // A caller: flat values, and the order they give.
        let text = nodelets(&tags, true);
        assert!(text.contains("tooltip=\"380B\""), "{text}");
        assert!(text.starts_with("N3_0 [label = \"phase:render\\nworker:b\""));
        assert_eq!(nodelets(&NodeTags::default(), true), "");
    }

    #[test]
    fn numeric_boxes_group_into_four_ranges() {
        let numeric = vec![
            tag("16B", 16, 5, 5),
            tag("32B", 32, 4, 4),
            tag("1kB", 1024, 3, 3),
            tag("2kB", 2048, 2, 2),
            tag("48B", 48, 1, 1),
            tag("4kB", 4096, 1, 1),
        ];
        let tags = NodeTags {
            labels: Vec::new(),
            numeric: vec![(String::new(), numeric)],
        };
        let text = nodelets(&tags, false);
        let names: Vec<&str> = text
            .lines()
            .filter_map(|l| l.split("label = \"").nth(1))
            .map(|l| l.split('"').next().unwrap())
            .collect();
        // 48B joins 32B's group, 4kB 2kB's: by weight, 5 (16B), 5
        // (32B..48B), 3 (1kB), 3 (2kB..4kB).
        assert_eq!(names, ["16B", "32B..48B", "1kB", "2kB..4kB"]);
        assert!(
            text.contains("NN3_0 [label = \"16B\" id=\"NN3_0\""),
            "{text}"
        );
        assert!(text.contains("N3 -> NN3_1 [label=\" 5B\""), "{text}");
    }
}
