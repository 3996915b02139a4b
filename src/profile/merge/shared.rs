//! Profiles of different sample types made comparable on those they
//! share (Go pprof's `CompatibilizeSampleTypes`): recordings of
//! different events, compared on the events both have.

use super::super::{Profile, ValueType};

/// The sample types that `ours` and `theirs` share, in the order of
/// `ours` (Go pprof's `CompatibilizeSampleTypes`); empty when they share
/// none.
pub fn shared_sample_types(ours: &[ValueType], theirs: &[ValueType]) -> Vec<ValueType> {
    ours.iter()
        .filter(|t| theirs.contains(t))
        .cloned()
        .collect()
}

impl Profile {
    /// Keeps only the sample types `types` (each of which this profile
    /// has), in their order, as Go pprof's `CompatibilizeSampleTypes`
    /// does to profiles of different types before adding them: two
    /// recordings of different events, on the events they share. The type
    /// shown stays the one shown, or else becomes the last kept (Go's
    /// default); the period type, when dropped, becomes the type shown.
    /// Samples left all zero are kept (the caller drops them once done).
    pub fn keep_sample_types(&mut self, types: &[ValueType]) {
        let from: Vec<usize> = types
            .iter()
            .filter_map(|t| self.sample_types.iter().position(|s| s == t))
            .collect();
        if from.len() == self.sample_types.len() && from.iter().enumerate().all(|(i, &f)| i == f) {
            return;
        }
        for sample in &mut self.samples {
            let values: Vec<i64> = from.iter().map(|&i| sample.value(i)).collect();
            sample.values = super::super::Values::from_slice(&values);
        }
        let shown = &self.sample_types[self
            .default_sample_type
            .min(self.sample_types.len().saturating_sub(1))];
        self.default_sample_type = from
            .iter()
            .position(|&i| self.sample_types[i] == *shown)
            .unwrap_or(from.len().saturating_sub(1));
        self.sample_types = from.iter().map(|&i| self.sample_types[i].clone()).collect();
        if !self.sample_types.contains(&self.period_type)
            && let Some(t) = self.sample_types.get(self.default_sample_type)
        {
            self.period_type = t.clone();
        }
    }
}
