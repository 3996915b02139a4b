//! Flat and cumulative values per location (that is, per address), for the
//! reports that annotate code: `--list` and `--disasm`.

use crate::graph::{Filters, NodeOptions, Totals, View};
use crate::profile::Profile;

/// The values of one location.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    /// Value of the samples whose leaf is this address.
    pub flat: i64,
    /// Value of the samples whose stack contains this address (once per sample).
    pub cum: i64,
}

impl std::ops::AddAssign for Counts {
    fn add_assign(&mut self, other: Counts) {
        self.flat = self.flat.saturating_add(other.flat);
        self.cum = self.cum.saturating_add(other.cum);
    }
}

/// Per-location values of the samples that `filters` keep, indexed by
/// location id, and the totals of those samples (`--hide` and the other
/// frame filters take their locations out of the stacks).
pub fn location_counts(
    profile: &Profile,
    filters: &Filters,
    value_index: usize,
) -> (Vec<Counts>, Totals) {
    let mut counts = vec![Counts::default(); profile.locations.len()];
    let mut seen = vec![usize::MAX; profile.locations.len()];
    let mut totals = Totals::default();
    let nodes = NodeOptions {
        value_index,
        ..NodeOptions::default()
    };
    let view = View::new(profile, filters, nodes);
    for kept in view.samples() {
        let (i, sample) = (kept.index, kept.sample);
        let mut stack = kept.stack.iter().filter(|l| view.shows(**l));
        let Some(leaf) = stack.next() else {
            continue;
        };
        let leaf_counts = &mut counts[leaf.index()];
        leaf_counts.flat = leaf_counts.flat.saturating_add(kept.value);
        totals.add(sample, kept.value);
        for l in std::iter::once(leaf).chain(stack) {
            if seen[l.index()] != i {
                seen[l.index()] = i;
                counts[l.index()].cum = counts[l.index()].cum.saturating_add(kept.value);
            }
        }
    }
    (counts, totals)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::toy;

    #[test]
    fn recursion_counts_once_and_filters_apply() {
        let p = toy::profile(&[(&["leaf", "rec", "rec", "main"], 4), (&["x", "main"], 1)]);
        let (counts, total) = location_counts(&p, &Filters::default(), 0);
        assert_eq!(total.signed, 5);
        // Locations in order of first appearance: leaf, rec, main, x.
        let pairs: Vec<(i64, i64)> = counts.iter().map(|c| (c.flat, c.cum)).collect();
        assert_eq!(pairs, [(4, 4), (0, 4), (0, 5), (1, 1)]);
        let focus = Filters {
            focus: Some(regex::Regex::new("^x$").unwrap()),
            ..Filters::default()
        };
        let (counts, total) = location_counts(&p, &focus, 0);
        assert_eq!(total.signed, 1);
        assert_eq!((counts[2].flat, counts[2].cum), (0, 1));
    }
}
