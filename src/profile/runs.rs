//! The runs of two groups compared (`compare_runs`): each sample says
//! which run it came from, as a label, so that the runs stay apart when
//! the profiles are added up and a report can count each run on its own.

use super::{Label, LabelValue, Sample};

/// The label key that says which run a sample came from: `base N` for the
/// N-th base, `run N` for the N-th profile given (from 1).
pub const RUN_LABEL: &str = "pprof::run";

/// The groups of runs compared: how many runs each has (a run without
/// samples counts, as zeros), and whether each run's values are compared
/// as shares of its total (`normalize`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Runs {
    /// Runs of the base group.
    pub base: usize,
    /// Runs of the other group.
    pub other: usize,
    /// Compare each run's shares of its own total.
    pub shares: bool,
}

/// A run of one of the two groups compared.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Run {
    /// The base group's run, by its place among the bases (from 0).
    Base(usize),
    /// The other group's run, by its place among the profiles (from 0).
    Profile(usize),
}

impl Run {
    /// The label that marks a sample of this run.
    pub fn label(self) -> Label {
        Label {
            key: RUN_LABEL.into(),
            value: LabelValue::Str(self.name().as_str().into()),
        }
    }

    /// Its label's value: `base N` or `run N`.
    pub fn name(self) -> String {
        match self {
            Run::Base(i) => format!("base {}", i + 1),
            Run::Profile(i) => format!("run {}", i + 1),
        }
    }

    /// The run `sample` came from, when it says.
    pub fn of(sample: &Sample) -> Option<Run> {
        let label = sample.labels.iter().find(|l| &*l.key == RUN_LABEL)?;
        match &label.value {
            LabelValue::Str(value) => Run::parse(value),
            LabelValue::Num { .. } => None,
        }
    }

    /// The run a label's value names ([`Run::name`]).
    pub fn parse(value: &str) -> Option<Run> {
        let (side, n) = value.split_once(' ')?;
        let place = n.parse::<usize>().ok()?.checked_sub(1)?;
        match side {
            "base" => Some(Run::Base(place)),
            "run" => Some(Run::Profile(place)),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_run_is_read_back_from_its_label() {
        for run in [
            Run::Base(0),
            Run::Base(9),
            Run::Profile(0),
            Run::Profile(41),
        ] {
            let mut sample = Sample::new(Vec::new(), &[1]);
            sample.labels.push(run.label());
            assert_eq!(Run::of(&sample), Some(run));
        }
        assert_eq!(Run::of(&Sample::new(Vec::new(), &[1])), None);
    }
}
