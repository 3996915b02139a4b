//! What a report sees of a profile: the samples the filters keep, the part
//! of each stack they keep, and the frames of each location they show.
//!
//! `--focus`, `--ignore` and the tag filters pick samples, matched against
//! the frames as symbolized ([`Filters::kept_samples`]). Go pprof's frame
//! filters then edit what is left, in the order of Go's `applyFocus` and
//! `aggregate`:
//!
//! 1. `--hide=RE` removes the frames that match from every location (all of
//!    them when the location's mapping's file matches);
//! 2. `--show=RE` keeps only the frames that match (all of them when the
//!    mapping's file matches);
//! 3. `--show_from=RE` cuts each location's frames outer than its outermost
//!    matching frame (its callers inlined with it), and each stack above its
//!    root-most matching location; a sample with no matching location is
//!    dropped (Go's `ShowFrom`);
//! 4. `--prune_from=RE` cuts each location's frames inner than its innermost
//!    frame whose function name matches (the callees inlined into it), and
//!    each stack below its leaf-most matching location (Go's `PruneFrom`);
//! 5. `--noinlines` keeps each location's outermost frame only.
//!
//! As in Go, which edits the profile's locations, a location's frames are
//! the same in every stack. A location left without frames is no part of
//! any stack, and a sample left without any location is dropped. A frame
//! inlined into one that is no longer shown is still marked ` (inline)`:
//! the mark says how the code was compiled, so one function's inlined
//! copies stay one node whatever is hidden (Go marks a node by its edges
//! in the graph, and its `(inline)` may come and go with `-hide` and
//! `-show`, as its report's code says). Frames match as in Go: by function name, source file (also with
//! `:line`), or the location's mapping's file for the whole location;
//! `--prune_from` by function name only.

use crate::graph::Filters;
use crate::graph::granularity::{Frame, NodeOptions, frames, is_dropped_address};
use crate::profile::{Location, LocationId, Profile, Sample};
use regex::Regex;

/// The samples and frames a report shows.
pub struct View<'p> {
    profile: &'p Profile,
    /// The index of the value shown.
    value_index: usize,
    /// Each location's frames, innermost first; none for a location that no
    /// stack shows (hidden, or a kernel address perl drops).
    frames: Vec<Vec<Frame<'p>>>,
    /// Whether each sample is kept; `None` when every sample is.
    kept: Option<Vec<bool>>,
    /// The kept part of each sample's stack, `start..end`; `None` when
    /// every stack is kept whole.
    ranges: Option<Vec<(u32, u32)>>,
}

/// A sample a report shows.
#[derive(Debug, Clone, Copy)]
pub struct Kept<'p> {
    /// Its index in the profile's samples.
    pub index: usize,
    /// The sample.
    pub sample: &'p Sample,
    /// Its value of the type shown.
    pub value: i64,
    /// The part of its stack shown, leaf first; locations without frames
    /// in the view are to be skipped.
    pub stack: &'p [LocationId],
}

/// Per location, what the frame filters found in it.
#[derive(Default, Clone, Copy)]
struct Marks {
    /// `--show_from` matched it.
    shows_from: bool,
    /// `--prune_from` matched it.
    prunes_from: bool,
}

impl<'p> View<'p> {
    /// The view of `profile` that `filters` and the inline setting of
    /// `nodes` give, frames named with `nodes`' full or short names.
    pub fn new(profile: &'p Profile, filters: &Filters, nodes: NodeOptions) -> Self {
        let kept = filters
            .picks_samples()
            .then(|| filters.kept_samples(profile, nodes.full_names));
        let mut marks = Vec::with_capacity(profile.locations.len());
        let frames: Vec<Vec<Frame<'p>>> = profile
            .locations
            .iter()
            .map(|loc| {
                if is_dropped_address(profile, loc) {
                    marks.push(Marks::default());
                    return Vec::new();
                }
                let mut frames = frames(profile, loc, nodes.full_names);
                marks.push(edit(profile, loc, &mut frames, filters, nodes.noinlines));
                frames
            })
            .collect();
        let mut view = View {
            profile,
            value_index: nodes.value_index,
            frames,
            kept,
            ranges: None,
        };
        if filters.edits_stacks() {
            view.cut_stacks(filters, &marks);
        }
        view
    }

    /// Applies the stack cuts: drops the samples left without frames or
    /// without a `--show_from` match, and keeps the part of each stack
    /// between the cuts.
    fn cut_stacks(&mut self, filters: &Filters, marks: &[Marks]) {
        let profile = self.profile;
        let kept = self
            .kept
            .get_or_insert_with(|| vec![true; profile.samples.len()]);
        let mut ranges = Vec::with_capacity(profile.samples.len());
        for (i, sample) in profile.samples.iter().enumerate() {
            let shown = |l: &LocationId| !self.frames[l.index()].is_empty();
            let mut end = sample.stack.len();
            if filters.show_from.is_some() {
                match sample
                    .stack
                    .iter()
                    .rposition(|l| shown(l) && marks[l.index()].shows_from)
                {
                    Some(at) => end = at + 1,
                    None => kept[i] = false,
                }
            }
            let start = if filters.prune_from.is_some() {
                sample.stack[..end]
                    .iter()
                    .position(|l| shown(l) && marks[l.index()].prunes_from)
                    .unwrap_or(0)
            } else {
                0
            };
            if !sample.stack[start..end].iter().any(shown) {
                kept[i] = false;
            }
            ranges.push((start as u32, end as u32));
        }
        self.ranges = Some(ranges);
    }

    /// The frames of location `l` shown, innermost first; none when the
    /// location is no part of any stack shown.
    pub(crate) fn frames(&self, l: LocationId) -> &[Frame<'p>] {
        &self.frames[l.index()]
    }

    /// Whether location `l` has frames shown.
    pub fn shows(&self, l: LocationId) -> bool {
        !self.frames[l.index()].is_empty()
    }

    /// The samples shown: those with a value of the type shown (as Go
    /// pprof, samples of value 0 are no part of a report) that the
    /// filters keep, with the part of their stacks shown.
    pub fn samples(&self) -> impl Iterator<Item = Kept<'p>> + '_ {
        self.stacks().filter(|kept| kept.value != 0)
    }

    /// The samples shown among the profile's samples `range` (by index), in
    /// order: a long profile is counted by ranges on several threads
    /// without a list of its samples.
    pub fn samples_in(&self, range: std::ops::Range<usize>) -> impl Iterator<Item = Kept<'p>> + '_ {
        let profile = self.profile;
        let start = range.start;
        profile.samples[range]
            .iter()
            .enumerate()
            .filter_map(move |(i, sample)| self.kept(start + i, sample))
            .filter(|kept| kept.value != 0)
    }

    /// Every sample the filters keep, whatever its value (Go's `-traces`
    /// prints those of value 0 too), with the part of its stack shown.
    pub fn stacks(&self) -> impl Iterator<Item = Kept<'p>> + '_ {
        let profile = self.profile;
        profile
            .samples
            .iter()
            .enumerate()
            .filter_map(|(index, sample)| self.kept(index, sample))
    }

    /// Every sample the filters keep, whatever its value, owning the view.
    pub fn into_stacks(self) -> impl Iterator<Item = Kept<'p>> {
        let profile = self.profile;
        profile
            .samples
            .iter()
            .enumerate()
            .filter_map(move |(index, sample)| self.kept(index, sample))
    }

    fn kept(&self, index: usize, sample: &'p Sample) -> Option<Kept<'p>> {
        if self.kept.as_ref().is_some_and(|k| !k[index]) {
            return None;
        }
        let stack = match &self.ranges {
            Some(ranges) => {
                let (start, end) = ranges[index];
                &sample.stack[start as usize..end as usize]
            }
            None => &sample.stack[..],
        };
        Some(Kept {
            index,
            sample,
            value: sample.value(self.value_index),
            stack,
        })
    }
}

/// Applies the frame filters to the frames of `loc`, in Go's order; what
/// they found in it.
fn edit(
    profile: &Profile,
    loc: &Location,
    frames: &mut Vec<Frame>,
    filters: &Filters,
    noinlines: bool,
) -> Marks {
    let whole = |re: &Regex| {
        loc.mapping
            .is_some_and(|m| re.is_match(&profile.mapping(m).path))
    };
    if let Some(hide) = &filters.hide {
        if whole(hide) {
            frames.clear();
        } else {
            frames.retain(|f| !frame_matches(hide, f));
        }
    }
    if let Some(show) = &filters.show
        && !whole(show)
    {
        frames.retain(|f| frame_matches(show, f));
    }
    let mut marks = Marks::default();
    if let Some(show_from) = &filters.show_from {
        if whole(show_from) {
            marks.shows_from = true;
        } else if let Some(at) = frames.iter().rposition(|f| frame_matches(show_from, f)) {
            marks.shows_from = true;
            frames.truncate(at + 1);
        }
    }
    if let Some(prune_from) = &filters.prune_from
        && let Some(at) = frames.iter().position(|f| prune_from.is_match(&f.name))
    {
        marks.prunes_from = true;
        frames.drain(..at);
    }
    if noinlines && frames.len() > 1 {
        frames.drain(..frames.len() - 1);
    }
    marks
}

/// Whether `re` matches the frame's function name, its source file, or its
/// `file:line`.
fn frame_matches(re: &Regex, frame: &Frame) -> bool {
    re.is_match(&frame.name)
        || frame.file.is_some_and(|file| re.is_match(file))
        || re.is_match(&frame.file_line())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::toy;

    /// The stacks shown, leaf first, each frame by its label, `|` between
    /// locations.
    fn shown(stacks: &[(&[&str], i64)], filters: &Filters, noinlines: bool) -> Vec<String> {
        let p = toy::profile(stacks);
        let nodes = NodeOptions {
            noinlines,
            ..NodeOptions::default()
        };
        let view = View::new(&p, filters, nodes);
        view.samples()
            .map(|k| {
                let locations: Vec<String> = k
                    .stack
                    .iter()
                    .filter(|l| view.shows(**l))
                    .map(|&l| {
                        let labels: Vec<String> = view.frames(l).iter().map(Frame::label).collect();
                        labels.join(",")
                    })
                    .collect();
                locations.join("|")
            })
            .collect()
    }

    fn re(r: &str) -> Option<Regex> {
        Some(Regex::new(r).unwrap())
    }

    /// `leaf` in `mid` (inlined into `outer`), called from `main`; and
    /// `other` called from `main`.
    const STACKS: &[(&[&str], i64)] =
        &[(&["leaf", "outer>mid", "main"], 5), (&["other", "main"], 3)];

    #[test]
    fn nothing_set_shows_every_frame() {
        assert_eq!(
            shown(STACKS, &Filters::default(), false),
            ["leaf|mid (inline),outer|main", "other|main"]
        );
    }

    #[test]
    fn noinlines_keeps_the_outermost_frame_of_each_location() {
        assert_eq!(
            shown(STACKS, &Filters::default(), true),
            ["leaf|outer|main", "other|main"]
        );
    }

    #[test]
    fn hide_removes_frames_and_samples_left_without_any() {
        let hide = |r| Filters {
            hide: re(r),
            ..Filters::default()
        };
        // The outer frame hidden, the inlined one is still marked so.
        assert_eq!(
            shown(STACKS, &hide("^outer$"), false),
            ["leaf|mid (inline)|main", "other|main"]
        );
        assert_eq!(
            shown(STACKS, &hide("^mid$|^leaf$"), false),
            ["outer|main", "other|main"]
        );
        assert_eq!(
            shown(STACKS, &hide("^(other|main)$"), false),
            ["leaf|mid (inline),outer"]
        );
    }

    #[test]
    fn show_keeps_only_matching_frames() {
        let show = |r| Filters {
            show: re(r),
            ..Filters::default()
        };
        assert_eq!(
            shown(STACKS, &show("^(mid|main)$"), false),
            ["mid (inline)|main", "main"]
        );
        assert_eq!(shown(STACKS, &show("^other$"), false), ["other"]);
    }

    #[test]
    fn show_from_cuts_the_callers_of_the_root_most_match() {
        let show_from = |r| Filters {
            show_from: re(r),
            ..Filters::default()
        };
        // In a location, the frames outer than the match go.
        assert_eq!(
            shown(STACKS, &show_from("^mid$"), false),
            ["leaf|mid (inline)"]
        );
        assert_eq!(
            shown(STACKS, &show_from("^outer$"), false),
            ["leaf|mid (inline),outer"]
        );
        // The root-most match of a stack: recursion keeps its inner calls.
        let recursive: &[(&[&str], i64)] = &[(&["leaf", "rec", "rec", "main"], 2)];
        assert_eq!(
            shown(recursive, &show_from("^rec$"), false),
            ["leaf|rec|rec"]
        );
        assert_eq!(
            shown(recursive, &show_from("nothing"), false),
            Vec::<String>::new()
        );
    }

    #[test]
    fn prune_from_cuts_the_callees_of_the_leaf_most_match() {
        let prune_from = |r| Filters {
            prune_from: re(r),
            ..Filters::default()
        };
        // The frames inlined into the match go with the callees.
        assert_eq!(
            shown(STACKS, &prune_from("^outer$"), false),
            ["outer|main", "other|main"]
        );
        assert_eq!(
            shown(STACKS, &prune_from("^mid$"), false),
            ["mid (inline),outer|main", "other|main"]
        );
        let recursive: &[(&[&str], i64)] = &[(&["leaf", "rec", "rec", "main"], 2)];
        assert_eq!(
            shown(recursive, &prune_from("^rec$"), false),
            ["rec|rec|main"]
        );
    }

    #[test]
    fn focus_matches_frames_before_they_are_hidden() {
        let filters = Filters {
            focus: re("^mid$"),
            hide: re("^mid$"),
            ..Filters::default()
        };
        assert_eq!(shown(STACKS, &filters, false), ["leaf|outer|main"]);
    }

    #[test]
    fn show_from_sees_frames_after_hide_and_prune_from_after_show_from() {
        let filters = Filters {
            hide: re("^outer$"),
            show_from: re("^(outer|mid)$"),
            ..Filters::default()
        };
        assert_eq!(shown(STACKS, &filters, false), ["leaf|mid (inline)"]);
        let filters = Filters {
            show_from: re("^main$"),
            prune_from: re("^mid$"),
            ..Filters::default()
        };
        assert_eq!(
            shown(STACKS, &filters, true),
            ["outer|main", "other|main"],
            "noinlines last: mid's location keeps outer"
        );
    }

    #[test]
    fn files_and_file_lines_match() {
        let filters = Filters {
            hide: re("^toy.c:11$"),
            ..Filters::default()
        };
        // `outer>mid` is location 1: line 11.
        assert_eq!(shown(STACKS, &filters, false), ["leaf|main", "other|main"]);
        let filters = Filters {
            show: re(r"\.c$"),
            ..Filters::default()
        };
        assert_eq!(shown(STACKS, &filters, false).len(), 2);
    }
}
