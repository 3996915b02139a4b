//! Subtracting the base: Go's `-base` and `-diff_base`, perl's
//! `--drop_negative`, and the base group's runs of `compare_runs`.

use super::LoadOptions;
use super::inputs::{Base, Source};
use super::load::{LazyFacts, add_to, read_source};
use crate::error::{Error, Result};
use crate::profile::{self, Profile, Run};

/// `profile` minus the base (its files summed, each labelled with its run
/// when `runs` are compared): Go's `-base` and `-diff_base` (with
/// `--normalize` first), and perl's `--drop_negative`.
pub(super) fn subtract(
    mut profile: Profile,
    base: &Base,
    first: &Source,
    (settings, runs): (&LoadOptions, bool),
    facts: &LazyFacts,
    warnings: &mut Vec<String>,
    periods: &mut Vec<i64>,
) -> Result<Profile> {
    let mut bases: Option<profile::Merger> = None;
    for (run, source) in base.sources.iter().enumerate() {
        let mut base_profile = read_source(source, settings, facts, warnings)?;
        periods.push(base_profile.period);
        if base_profile.histogram.is_some() {
            return Err(Error::Incompatible {
                path: source.path().to_path_buf(),
                other: first.path().to_path_buf(),
                how: "subtracted from",
                why: "a gmon.out has no base (gprof subtracts nothing)".into(),
            });
        }
        if base.diff {
            base_profile.set_label(profile::Label {
                key: profile::DIFF_BASE_LABEL.into(),
                value: profile::LabelValue::Str("true".into()),
            });
        }
        if runs {
            base_profile.set_label(Run::Base(run).label());
        }
        match &mut bases {
            None => bases = Some(profile::Merger::new(base_profile)),
            Some(merger) => add_to(
                merger,
                base_profile,
                (&base.sources[0], source),
                "added to",
                warnings,
            )?,
        }
    }
    let Some(bases) = bases else {
        return Ok(profile);
    };
    let mut base_profile = bases.finish();
    if settings.normalize {
        profile.normalize_to(&base_profile);
    }
    base_profile.negate();
    let mut merger = profile::Merger::new(profile);
    add_to(
        &mut merger,
        base_profile,
        (first, &base.sources[0]),
        "subtracted from",
        warnings,
    )?;
    let mut profile = merger.finish();
    if settings.drop_negative {
        profile.drop_negative();
    } else {
        profile.drop_zero_samples();
    }
    Ok(profile)
}
