//! Pseudo frames made from labels (Go pprof's `-tagroot` and `-tagleaf`,
//! its `addLabelNodes`): each sample gets one frame per label key, at the
//! root or at the leaf of its stack, named after the sample's values of
//! that key, so that reports split (or group) the samples by label.
//!
//! As in Go, a frame's function is the sample's values of the key joined
//! with `,` (the string values, then the numeric ones), and its file is the
//! key; a sample without the label still gets a frame for the key, with an
//! empty name. The first root key is the new root, the last leaf key the
//! new leaf. The frames are added to a copy of the profile, before any
//! filter, so that filters match them.

use super::{Function, Line, Location, LocationId, Profile, SharedStr};
use std::collections::HashMap;

/// The label keys whose values become frames.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LabelFrames {
    /// Keys of the frames added at the root, the first outermost (Go's
    /// `-tagroot`).
    pub root: Vec<String>,
    /// Keys of the frames added at the leaf, the last innermost (Go's
    /// `-tagleaf`).
    pub leaf: Vec<String>,
}

/// A profile with label frames, and what the user should know.
#[derive(Debug)]
pub struct Labelled {
    /// The copy of the profile with the frames.
    pub profile: Profile,
    /// Whether some sample has a label of the root keys, and of the leaf
    /// keys (each true when there are no such keys).
    pub matched: (bool, bool),
}

impl LabelFrames {
    /// Keys from a comma-separated list, empty ones left out (Go's
    /// `dropEmptyStrings`).
    pub fn keys(list: &str) -> Vec<String> {
        list.split(',')
            .filter(|k| !k.is_empty())
            .map(str::to_string)
            .collect()
    }

    /// True when no frame is added.
    pub fn is_empty(&self) -> bool {
        self.root.is_empty() && self.leaf.is_empty()
    }

    /// A copy of `profile` with the frames added, or `None` (and nothing
    /// copied) when there are no keys. `number` prints a numeric value with
    /// its unit (empty when the label has none).
    pub fn apply(
        &self,
        profile: &Profile,
        number: impl Fn(i64, &str) -> String,
    ) -> Option<Labelled> {
        if self.is_empty() {
            return None;
        }
        let mut profile = profile.clone();
        let mut frames = Frames {
            profile: &mut profile,
            interned: HashMap::new(),
        };
        let (mut root_matched, mut leaf_matched) = (self.root.is_empty(), self.leaf.is_empty());
        for s in 0..frames.profile.samples.len() {
            let (roots, matched) = frames.of_sample(s, &self.root, &number);
            root_matched |= matched;
            let (leaves, matched) = frames.of_sample(s, &self.leaf, &number);
            leaf_matched |= matched;
            let sample = &mut frames.profile.samples[s];
            let mut stack = leaves;
            stack.reserve(sample.stack.len() + roots.len());
            stack.extend_from_slice(&sample.stack);
            stack.extend(roots);
            sample.stack = stack;
        }
        Some(Labelled {
            profile,
            matched: (root_matched, leaf_matched),
        })
    }
}

/// The frames added so far, one location per (name, key).
struct Frames<'p> {
    profile: &'p mut Profile,
    interned: HashMap<(String, String), LocationId>,
}

impl Frames<'_> {
    /// Sample `s`'s frames for `keys`, leaf first (the last key innermost),
    /// and whether it has a label of one of them.
    fn of_sample(
        &mut self,
        s: usize,
        keys: &[String],
        number: &impl Fn(i64, &str) -> String,
    ) -> (Vec<LocationId>, bool) {
        let mut matched = false;
        let mut frames = Vec::with_capacity(keys.len());
        for key in keys.iter().rev() {
            let values = values(&self.profile.samples[s].labels, key, number);
            matched |= !values.is_empty();
            frames.push(self.frame(values.join(","), key));
        }
        (frames, matched)
    }

    /// The location of the frame named `name` for `key`.
    fn frame(&mut self, name: String, key: &str) -> LocationId {
        let profile = &mut *self.profile;
        *self
            .interned
            .entry((name, key.to_string()))
            .or_insert_with_key(|(name, key)| {
                let name = SharedStr::from(name.as_str());
                let function = profile.add_function(Function {
                    name: name.clone(),
                    full_name: name.clone(),
                    system_name: name,
                    start: None,
                });
                profile.add_location(Location {
                    address: 0,
                    mapping: None,
                    lines: vec![Line {
                        function,
                        file: Some(key.as_str().into()),
                        line: 0,
                        inlined: false,
                    }],
                    unknown: None,
                })
            })
    }
}

/// The values of `key` among `labels`, as Go's `formatLabelValues` gives
/// them: the strings, then the numbers.
fn values(
    labels: &[super::Label],
    key: &str,
    number: &impl Fn(i64, &str) -> String,
) -> Vec<String> {
    use super::LabelValue::{Num, Str};
    let of_key = || labels.iter().filter(|l| *l.key == *key);
    let strings = of_key().filter_map(|l| match &l.value {
        Str(s) => Some(s.to_string()),
        Num { .. } => None,
    });
    let numbers = of_key().filter_map(|l| match &l.value {
        Num { value, unit } => Some(number(*value, unit.as_deref().unwrap_or(""))),
        Str(_) => None,
    });
    strings.chain(numbers).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::profile::{Label, LabelValue, Sample, ValueType};

    fn label(key: &str, value: LabelValue) -> Label {
        Label {
            key: key.into(),
            value,
        }
    }

    fn text(s: &str) -> LabelValue {
        LabelValue::Str(s.into())
    }

    /// Two locations `a` (leaf) and `b`, and three samples of `a <- b`:
    /// phase=parse and bytes=4096 (in bytes); phase=x, phase=y and a
    /// bytes without a unit; no label.
    fn toy() -> Profile {
        let mut p = Profile {
            sample_types: vec![ValueType::new("samples", "count")],
            ..Profile::default()
        };
        let stack: Vec<LocationId> = ["a", "b"]
            .iter()
            .map(|name| {
                let f = p.add_function(Function {
                    name: (*name).into(),
                    full_name: (*name).into(),
                    system_name: (*name).into(),
                    start: None,
                });
                let mut l = Location::new(0x10, None);
                l.lines.push(Line {
                    function: f,
                    file: None,
                    line: 1,
                    inlined: false,
                });
                p.add_location(l)
            })
            .collect();
        let bytes = |value, unit: Option<&str>| LabelValue::Num {
            value,
            unit: unit.map(Into::into),
        };
        let labels = [
            vec![
                label("bytes", bytes(4096, Some("bytes"))),
                label("phase", text("parse")),
            ],
            vec![
                label("phase", text("x")),
                label("bytes", bytes(7, None)),
                label("phase", text("y")),
            ],
            vec![],
        ];
        for labels in labels {
            let mut s = Sample::new(stack.clone(), &[1]);
            s.labels = labels;
            p.samples.push(s);
        }
        p
    }

    /// Each sample's stack as `name@file`, leaf first.
    fn stacks(p: &Profile) -> Vec<Vec<String>> {
        p.samples
            .iter()
            .map(|s| {
                s.stack
                    .iter()
                    .map(|&l| {
                        let line = &p.location(l).lines[0];
                        let file = line.file.as_deref().unwrap_or("");
                        format!("{}@{file}", p.function(line.function).name)
                    })
                    .collect()
            })
            .collect()
    }

    fn number(value: i64, unit: &str) -> String {
        format!("{value}{unit}")
    }

    fn keys(root: &str, leaf: &str) -> LabelFrames {
        LabelFrames {
            root: LabelFrames::keys(root),
            leaf: LabelFrames::keys(leaf),
        }
    }

    #[test]
    fn nothing_is_copied_without_keys() {
        assert!(keys(",", "").apply(&toy(), number).is_none());
    }

    #[test]
    fn first_root_key_is_outermost_and_last_leaf_key_innermost() {
        let labelled = keys("phase,bytes", "bytes,phase")
            .apply(&toy(), number)
            .unwrap();
        assert_eq!(labelled.matched, (true, true));
        assert_eq!(
            stacks(&labelled.profile),
            [
                [
                    "parse@phase",
                    "4096bytes@bytes",
                    "a@",
                    "b@",
                    "4096bytes@bytes",
                    "parse@phase"
                ],
                ["x,y@phase", "7@bytes", "a@", "b@", "7@bytes", "x,y@phase"],
                ["@phase", "@bytes", "a@", "b@", "@bytes", "@phase"],
            ]
        );
    }

    #[test]
    fn frames_are_shared_and_the_original_is_left_alone() {
        let original = toy();
        let labelled = keys("", "phase").apply(&original, number).unwrap();
        assert_eq!(labelled.matched, (true, true));
        // One location per (values, key): parse, x,y and the empty one.
        assert_eq!(
            labelled.profile.locations.len(),
            original.locations.len() + 3
        );
        assert_eq!(labelled.profile.samples[0].stack.len(), 3);
        assert_eq!(original, toy());
    }

    #[test]
    fn a_key_no_sample_has_is_unmatched() {
        let labelled = keys("nope", "").apply(&toy(), number).unwrap();
        assert_eq!(labelled.matched, (false, true));
        assert!(
            stacks(&labelled.profile)
                .iter()
                .all(|s| s.last().unwrap() == "@nope")
        );
    }
}
