//! `--focus` and `--ignore`: which samples a report looks at; and Go
//! pprof's frame filters (`--hide`, `--show`, `--show_from`,
//! `--prune_from`), which [`crate::graph::View`] applies to what is kept.
//!
//! As in perl pprof's `FocusProfile`/`IgnoreProfile`, a frame matches a
//! regular expression when its address (8 or 16 hex digits, as the
//! profile's addresses are wide), the name of any of
//! its inline frames, or any of their `file:line` matches, whatever the
//! granularity. Focus keeps the samples with a matching frame; ignore then
//! drops the samples with a matching frame. `--tagfocus` and `--tagignore`
//! (Go pprof's) do the same by the samples' labels ([`TagFilter`]).

use crate::graph::granularity::{NodeOptions, frames};
pub use crate::graph::tags::{TagFilter, TagFilterError};
use crate::graph::view::View;
use crate::profile::{Location, Profile, Sample};
use regex::Regex;

/// The sample filters.
#[derive(Debug, Clone, Default)]
pub struct Filters {
    /// Keep only samples with a frame that matches (`--focus`).
    pub focus: Option<Regex>,
    /// Drop samples with a frame that matches (`--ignore`).
    pub ignore: Option<Regex>,
    /// Keep only samples whose labels match (`--tagfocus`).
    pub tag_focus: Option<TagFilter>,
    /// Drop samples whose labels match (`--tagignore`).
    pub tag_ignore: Option<TagFilter>,
    /// Remove the frames that match from the stacks (`--hide`).
    pub hide: Option<Regex>,
    /// Keep only the frames that match in the stacks (`--show`).
    pub show: Option<Regex>,
    /// Cut each stack above its root-most matching frame, and drop the
    /// samples without one (`--show_from`).
    pub show_from: Option<Regex>,
    /// Cut each stack below its leaf-most frame whose function matches
    /// (`--prune_from`).
    pub prune_from: Option<Regex>,
}

impl Filters {
    /// One note per filter that matches nothing in `profile` (a regular
    /// expression no frame's name, file, `file:line` or address matches; a
    /// tag filter no sample's labels match), named by its setting: a
    /// misspelled name empties or leaves whole the report without a word.
    pub fn unmatched(&self, profile: &Profile, full_names: bool) -> Vec<String> {
        let frame_filters = [
            ("focus", &self.focus),
            ("ignore", &self.ignore),
            ("hide", &self.hide),
            ("show", &self.show),
            ("show_from", &self.show_from),
            ("prune_from", &self.prune_from),
        ];
        let mut notes = Vec::new();
        for (name, re) in frame_filters {
            let Some(re) = re else { continue };
            let matched = profile.locations.iter().any(|loc| {
                location_matches(profile, loc, re, full_names)
                    || frames(profile, loc, full_names)
                        .iter()
                        .any(|f| f.file.is_some_and(|file| re.is_match(file)))
            });
            if !matched {
                notes.push(format!(
                    "{name}={re} matches no function, file, object or address of the profile"
                ));
            }
        }
        for (name, filter) in [
            ("tagfocus", &self.tag_focus),
            ("tagignore", &self.tag_ignore),
        ] {
            if let Some(filter) = filter
                && !profile.samples.iter().any(|s| filter.matches(s))
            {
                notes.push(format!("{name}={filter} matches no sample's labels"));
            }
        }
        notes
    }

    /// True when no filter is set.
    pub fn is_empty(&self) -> bool {
        !self.picks_samples() && !self.edits_stacks()
    }

    /// True when `--focus`, `--ignore` or a tag filter is set.
    pub(crate) fn picks_samples(&self) -> bool {
        self.focus.is_some()
            || self.ignore.is_some()
            || self.tag_focus.is_some()
            || self.tag_ignore.is_some()
    }

    /// True when a frame filter (`--hide`, `--show`, `--show_from`,
    /// `--prune_from`) is set.
    pub fn edits_stacks(&self) -> bool {
        self.hide.is_some()
            || self.show.is_some()
            || self.show_from.is_some()
            || self.prune_from.is_some()
    }

    /// The samples of `profile` that the filters keep, with their indices:
    /// those with a stack the filters accept, whatever their values (a
    /// sample of another type than the first, such as a perf recording's
    /// second event, has 0 in it); see [`View::samples`], which also
    /// gives the frames they show.
    pub fn kept<'p>(
        &self,
        profile: &'p Profile,
        full_names: bool,
    ) -> impl Iterator<Item = (usize, &'p Sample)> {
        let nodes = NodeOptions {
            full_names,
            ..NodeOptions::default()
        };
        View::new(profile, self, nodes)
            .into_stacks()
            .map(|k| (k.index, k.sample))
    }

    /// For each sample of `profile`, whether `--focus`, `--ignore` and the
    /// tag filters keep it. Each location is matched once.
    pub fn kept_samples(&self, profile: &Profile, full_names: bool) -> Vec<bool> {
        let matches = |re: &Option<Regex>| -> Option<Vec<bool>> {
            re.as_ref().map(|re| {
                profile
                    .locations
                    .iter()
                    .map(|loc| location_matches(profile, loc, re, full_names))
                    .collect()
            })
        };
        let focus = matches(&self.focus);
        let ignore = matches(&self.ignore);
        profile
            .samples
            .iter()
            .map(|s| {
                let any = |m: &Vec<bool>| s.stack.iter().any(|l| m[l.index()]);
                focus.as_ref().is_none_or(any)
                    && !ignore.as_ref().is_some_and(any)
                    && self.tag_focus.as_ref().is_none_or(|f| f.matches(s))
                    && !self.tag_ignore.as_ref().is_some_and(|f| f.matches(s))
            })
            .collect()
    }
}

/// Whether `re` matches the location's address, one of its frames' names
/// or `file:line`s, or its object's file (as Go's `matchesName` matches
/// the mapping's file: `--focus=libc.so`, `--ignore=kernel.kallsyms`).
fn location_matches(profile: &Profile, loc: &Location, re: &Regex, full_names: bool) -> bool {
    re.is_match(&profile.hex_address(loc.address))
        || loc
            .mapping
            .is_some_and(|m| re.is_match(&profile.mapping(m).path))
        || frames(profile, loc, full_names)
            .iter()
            .any(|f| re.is_match(&f.name) || re.is_match(&f.file_line()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::toy;

    fn kept(focus: Option<&str>, ignore: Option<&str>) -> Vec<bool> {
        let p = toy::profile(&[
            (&["leaf", "mid", "main"], 5),
            (&["other", "main"], 3),
            (&["main>inl", "start"], 2),
        ]);
        let filters = Filters {
            focus: focus.map(|r| Regex::new(r).unwrap()),
            ignore: ignore.map(|r| Regex::new(r).unwrap()),
            ..Filters::default()
        };
        filters.kept_samples(&p, false)
    }

    #[test]
    fn focus_keeps_stacks_with_a_matching_frame() {
        assert_eq!(kept(Some("^mid$"), None), [true, false, false]);
        assert_eq!(kept(Some("main"), None), [true, true, true]);
    }

    #[test]
    fn inline_frames_addresses_and_file_lines_match() {
        assert_eq!(kept(Some("^inl$"), None), [false, false, true]);
        // `other` is location 3: address 0x1030, line 13.
        assert_eq!(kept(Some("0000000000001030"), None), [false, true, false]);
        assert_eq!(kept(Some("^toy.c:13$"), None), [false, true, false]);
    }

    #[test]
    fn ignore_drops_matching_stacks_after_focus() {
        assert_eq!(kept(None, Some("leaf|inl")), [false, true, false]);
        assert_eq!(kept(Some("main"), Some("other")), [true, false, true]);
    }
}
