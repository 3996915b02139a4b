//! Removing the frames a profile marks as not the program's own work
//! ([`Profile::drop_frames`]).

use super::{LocationId, Profile};
use regex::Regex;

impl Profile {
    /// Removes from every stack the locations whose outermost function's
    /// short name matches `drop_frames`, wherever they are in the stack (perl
    /// pprof's `RemoveUninterestingFrames`); unsymbolized locations stay.
    /// Does nothing when the profile sets no `drop_frames`.
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
        let keep = |id: &LocationId| !dropped[id.index()];
        for sample in &mut self.samples {
            sample.stack.retain(keep);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::graph::toy;

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
                    .map(|&id| p.function(p.location(id).lines[0].function).name.as_str())
                    .collect()
            })
            .collect();
        assert_eq!(names, [vec!["make"], vec!["work"]]);
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
