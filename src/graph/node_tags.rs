//! The labels of the samples through each node, as Go pprof's drawn graph
//! hangs them off its nodes in boxes of their own (its `Node.LabelTags` and
//! `Node.NumericTags`): per node, the sums of the samples that carry each
//! set of string labels (`phase:render` and `worker:b` together), and of
//! those that carry each value of the numeric label `bytes` (a heap
//! profile's object sizes: `512kB`), kept apart by the string labels of
//! their samples. Each tag has a flat value (the samples whose leaf is the
//! node) and a cum value (those through it), counted over the nodes a
//! trimmed graph keeps as its values are.

use crate::graph::build::Builder;
use crate::profile::units::scaled_label;
use crate::profile::{DIFF_BASE_LABEL, LabelValue, Sample};
use foldhash::HashMap;

/// The only numeric label Go's graph shows (its `newGraph` drops the others).
const BYTES: &str = "bytes";

/// One tag of a node.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tag {
    /// How it prints: a sample's string labels, `key:value` sorted, one a
    /// line; or a numeric label's value scaled (`512kB`).
    pub name: String,
    /// A numeric label's unit (`bytes`); empty for string labels.
    pub unit: String,
    /// A numeric label's value; 0 for string labels.
    pub value: i64,
    /// The value of the samples whose leaf is the node.
    pub flat: i64,
    /// The value of the samples through the node.
    pub cum: i64,
}

impl Tag {
    fn new(name: String, unit: &str, value: i64) -> Tag {
        Tag {
            name,
            unit: unit.to_string(),
            value,
            flat: 0,
            cum: 0,
        }
    }

    fn add(&mut self, value: i64, flat: bool) {
        let sum = if flat { &mut self.flat } else { &mut self.cum };
        *sum = sum.saturating_add(value);
    }

    fn at_least(&self, cutoff: i64) -> bool {
        self.flat.saturating_abs() >= cutoff || self.cum.saturating_abs() >= cutoff
    }
}

/// The tags of one node, each list in name order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct NodeTags {
    /// One tag per set of string labels.
    pub labels: Vec<Tag>,
    /// The numeric tags, by the string labels of their samples (the tag
    /// name of [`NodeTags::labels`] they hang under, or empty).
    pub numeric: Vec<(String, Vec<Tag>)>,
}

impl NodeTags {
    /// How many tags have a flat value (Go's `countTags`, with which its
    /// drawn graph counts the boxes a node brings).
    pub fn with_flat(&self) -> usize {
        let numeric = self.numeric.iter().flat_map(|(_, tags)| tags);
        self.labels
            .iter()
            .chain(numeric)
            .filter(|t| t.flat != 0)
            .count()
    }
}

/// What a sample brings to the tags of the nodes it goes through.
pub(super) struct SampleTags {
    /// Its string labels, as a tag name (empty when it has none).
    labels: String,
    /// Its `bytes` labels: name, unit, value.
    numbers: Vec<(String, String, i64)>,
}

/// The longest `key:value` a tag shows, in bytes: a tag is copied into
/// every node its samples go through, and a box of a megabyte label is no
/// use drawn (a 1 MB key on 2,500 samples of 50 frames made gigabytes).
const MAX_TAG_TEXT: usize = 256;

/// `text` cut to [`MAX_TAG_TEXT`] bytes (at a character), `…` marking a cut.
fn clipped(text: &str) -> String {
    if text.len() <= MAX_TAG_TEXT {
        return text.to_string();
    }
    let mut end = MAX_TAG_TEXT;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}…", &text[..end])
}

/// The tags `sample` brings, or `None` when it has no label a tag shows.
pub(super) fn sample_tags(sample: &Sample) -> Option<SampleTags> {
    let mut labels = Vec::new();
    let mut numbers = Vec::new();
    for label in &sample.labels {
        match &label.value {
            LabelValue::Str(_) if &*label.key == DIFF_BASE_LABEL => {}
            LabelValue::Str(value) => labels.push(clipped(&format!("{}:{value}", label.key))),
            LabelValue::Num { value, unit } if &*label.key == BYTES => {
                let unit = unit.as_deref().unwrap_or(BYTES);
                numbers.push((scaled_label(*value, unit, None), unit.to_string(), *value));
            }
            LabelValue::Num { .. } => {}
        }
    }
    if labels.is_empty() && numbers.is_empty() {
        return None;
    }
    labels.sort();
    Some(SampleTags {
        labels: labels.join("\n"),
        numbers,
    })
}

/// A node's tags while they are counted.
#[derive(Default)]
struct Sums {
    labels: HashMap<String, Tag>,
    numeric: HashMap<String, HashMap<String, Tag>>,
}

impl Sums {
    fn add(&mut self, tags: &SampleTags, value: i64, flat: bool) {
        if !tags.labels.is_empty() {
            self.labels
                .entry(tags.labels.clone())
                .or_insert_with(|| Tag::new(tags.labels.clone(), "", 0))
                .add(value, flat);
        }
        if tags.numbers.is_empty() {
            return;
        }
        let numeric = self.numeric.entry(tags.labels.clone()).or_default();
        for (name, unit, number) in &tags.numbers {
            numeric
                .entry(name.clone())
                .or_insert_with(|| Tag::new(name.clone(), unit, *number))
                .add(value, flat);
        }
    }

    /// The tags, each list in name order.
    fn tags(self) -> NodeTags {
        let sorted = |tags: HashMap<String, Tag>| {
            let mut tags: Vec<Tag> = tags.into_values().collect();
            tags.sort_by(|a, b| a.name.cmp(&b.name));
            tags
        };
        let mut numeric: Vec<(String, Vec<Tag>)> = self
            .numeric
            .into_iter()
            .map(|(labels, tags)| (labels, sorted(tags)))
            .collect();
        numeric.sort_by(|a, b| a.0.cmp(&b.0));
        NodeTags {
            labels: sorted(self.labels),
            numeric,
        }
    }
}

impl NodeTags {
    /// Drops the tags whose |flat| and |cum| are both below `cutoff` (Go's
    /// `TrimLowFrequencyTags`).
    pub(super) fn trim(&mut self, cutoff: i64) {
        self.labels.retain(|t| t.at_least(cutoff));
        for (_, tags) in &mut self.numeric {
            tags.retain(|t| t.at_least(cutoff));
        }
        self.numeric.retain(|(_, tags)| !tags.is_empty());
    }
}

/// The tags of nodes while samples are counted.
#[derive(Default)]
pub(super) struct TagSums {
    nodes: HashMap<usize, Sums>,
}

impl TagSums {
    /// Adds a sample of `value` with `tags` to node `n`'s flat or cum.
    pub fn add(&mut self, n: usize, tags: &SampleTags, value: i64, flat: bool) {
        self.nodes.entry(n).or_default().add(tags, value, flat);
    }

    /// The tags of `nodes` nodes, by node id.
    pub fn into_tags(self, nodes: usize) -> Vec<NodeTags> {
        let mut all = vec![NodeTags::default(); nodes];
        for (n, sums) in self.nodes {
            if let Some(tags) = all.get_mut(n) {
                *tags = sums.tags();
            }
        }
        all
    }
}

/// The tags of every node of `builder` (by node id), counted over the
/// nodes `kept` keeps (all without it) as the graph's values are, those
/// below `cutoff` dropped.
pub(super) fn node_tags(builder: &Builder, kept: Option<&[bool]>, cutoff: i64) -> Vec<NodeTags> {
    let nodes = builder.nodes.len();
    let mut sums = TagSums::default();
    // The last sample that counted each node's cum.
    let mut seen = vec![usize::MAX; nodes];
    for sample in builder.samples() {
        let Some(tags) = sample_tags(sample.sample) else {
            continue;
        };
        let mut leaf = None;
        let mut first = true;
        for &l in sample.stack {
            for &n in builder.location_nodes(l) {
                let is_leaf = std::mem::take(&mut first);
                if kept.is_some_and(|k| !k[n]) {
                    continue;
                }
                if is_leaf {
                    leaf = Some(n);
                }
                if seen[n] != sample.index {
                    seen[n] = sample.index;
                    sums.add(n, &tags, sample.value, false);
                }
            }
        }
        if let Some(n) = leaf {
            sums.add(n, &tags, sample.value, true);
        }
    }
    let mut all = sums.into_tags(nodes);
    for tags in &mut all {
        tags.trim(cutoff);
    }
    all
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::{Filters, GraphOptions, NodeOptions};
    use crate::profile::{Label, toy};

    #[test]
    fn a_long_label_is_clipped_at_a_character() {
        assert_eq!(clipped("worker:a"), "worker:a");
        let long = format!("k:{}", "é".repeat(1000));
        let tag = clipped(&long);
        assert!(tag.len() <= MAX_TAG_TEXT + '…'.len_utf8(), "{}", tag.len());
        assert!(tag.ends_with('…') && tag.starts_with("k:é"));
    }

    fn label(key: &str, value: LabelValue) -> Label {
        Label {
            key: key.into(),
            value,
        }
    }

    fn bytes(value: i64) -> LabelValue {
        LabelValue::Num { value, unit: None }
    }

    #[test]
    fn tags_sum_flat_at_the_leaf_and_cum_through_each_node() {
        let mut p = toy::profile(&[(&["leaf", "main"], 3), (&["leaf", "main"], 2)]);
        p.samples[0].labels = vec![
            label("worker", LabelValue::Str("b".into())),
            label("phase", LabelValue::Str("render".into())),
            label("bytes", bytes(512 * 1024)),
        ];
        p.samples[1].labels = vec![label("bytes", bytes(48))];
        let builder = Builder::new(
            &p,
            &Filters::default(),
            GraphOptions::new(NodeOptions::default(), true),
        );
        let tags = node_tags(&builder, None, 0);
        let id = |name: &str| builder.nodes.iter().position(|n| n.1 == name).unwrap();
        let leaf = &tags[id("leaf")];
        assert_eq!(leaf.labels.len(), 1);
        let render = &leaf.labels[0];
        assert_eq!(
            (render.name.as_str(), render.flat, render.cum),
            ("phase:render\nworker:b", 3, 3)
        );
        let numeric: Vec<(&str, &str, i64, i64)> = leaf
            .numeric
            .iter()
            .flat_map(|(labels, tags)| {
                tags.iter()
                    .map(move |t| (labels.as_str(), t.name.as_str(), t.flat, t.cum))
            })
            .collect();
        assert_eq!(
            numeric,
            [("", "48B", 2, 2), ("phase:render\nworker:b", "512kB", 3, 3)]
        );
        let main = &tags[id("main")];
        assert_eq!(main.labels[0].flat, 0);
        assert_eq!(main.labels[0].cum, 3);
        assert_eq!((leaf.with_flat(), main.with_flat()), (3, 0));
        // A cutoff of 3 keeps the tags of 3 or more.
        let tags = node_tags(&builder, None, 3);
        assert_eq!(tags[id("leaf")].numeric.len(), 1);
    }
}
