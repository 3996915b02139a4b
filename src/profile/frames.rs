//! Removing the frames a profile marks as not the program's own work
//! ([`Profile::drop_frames`]).

use super::{LocationId, Profile};
use regex::Regex;

impl Profile {
    /// Removes from every stack the locations whose outermost function's
    /// short name matches `drop_frames`, wherever they are in the stack (perl
    /// pprof's `RemoveUninterestingFrames`), and the locations without a
    /// name on the leaf side of such a frame: they are the allocator's own
    /// static functions (perl drops them only because `nm` names them after
    /// the nearest symbol before, a data symbol of tcmalloc's; Go drops
    /// everything on the leaf side). Does nothing when the profile sets no
    /// `drop_frames`.
    ///
    /// Errors: `drop_frames` is not a regular expression (the message says why).
    pub fn remove_dropped_frames(&mut self) -> Result<(), regex::Error> {
        let Some(pattern) = &self.drop_frames else {
            return Ok(());
        };
        let re = Regex::new(pattern)?;
        let dropped: Vec<bool> = self
            .locations
            .iter()
            .map(|l| {
                l.lines
                    .last()
                    .is_some_and(|line| re.is_match(&self.functions[line.function.index()].name))
            })
            .collect();
        if !dropped.contains(&true) {
            return Ok(());
        }
        // No symbol covers it (it may be named after its .eh_frame function).
        let unnamed: Vec<bool> = self
            .locations
            .iter()
            .map(|l| l.lines.is_empty() || l.unknown.is_some())
            .collect();
        for sample in &mut self.samples {
            let Some(outermost) = sample.stack.iter().rposition(|id| dropped[id.index()]) else {
                continue;
            };
            let mut at = 0;
            sample.stack.retain(|id: &LocationId| {
                let leaf_side = at < outermost;
                at += 1;
                let gone = dropped[id.index()] || (leaf_side && unnamed[id.index()]);
                !gone
            });
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::profile::toy;

    #[test]
    fn matching_frames_go_wherever_they_are() {
        let mut p = toy::profile(&[(&["malloc", "make", "main"], 5), (&["work", "main"], 3)]);
        p.drop_frames = Some("^(?:malloc|main)$".into());
        p.remove_dropped_frames().unwrap();
        let names: Vec<Vec<&str>> = p
            .samples
            .iter()
            .map(|s| {
                s.stack
                    .iter()
                    .map(|&id| p.function(p.location(id).lines[0].function).name.as_ref())
                    .collect()
            })
            .collect();
        assert_eq!(names, [vec!["make"], vec!["work"]]);
    }

    #[test]
    fn unnamed_frames_go_only_on_the_leaf_side_of_a_dropped_one() {
        let mut p = toy::profile(&[(&["internal", "malloc", "make", "stub", "main"], 5)]);
        for name in ["internal", "stub"] {
            let i = p.functions.iter().position(|f| *f.name == *name).unwrap();
            let at = p
                .locations
                .iter()
                .position(|l| l.lines.first().is_some_and(|x| x.function.index() == i))
                .unwrap();
            p.locations[at].lines.clear();
        }
        p.drop_frames = Some("^malloc$".into());
        p.remove_dropped_frames().unwrap();
        assert_eq!(
            p.samples[0].stack.len(),
            3,
            "make, stub (unnamed, caller side), main"
        );
    }

    #[test]
    fn an_inlined_match_does_not_drop_its_caller() {
        // `operator new` inlined into `make`: the location is make's.
        let mut p = toy::profile(&[(&["make>malloc", "main"], 5)]);
        p.drop_frames = Some("^malloc$".into());
        p.remove_dropped_frames().unwrap();
        assert_eq!(p.samples[0].stack.len(), 2);
    }
}
