//! Reading the profiles given, adding them up, subtracting the base, and
//! symbolizing the result once.

use super::LoadOptions;
use super::inputs::{Inputs, Source};
use super::subtract::subtract;
use crate::error::{Error, Result};
use crate::formats;
use crate::gprof;
use crate::profile::{self, Profile, Run, SampleTypeError};
use crate::symbolize::{self, Objects, Store};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

/// A symbolized profile with the files it was symbolized from.
pub struct Loaded<'s> {
    /// The profile.
    pub profile: Profile,
    /// The opened binaries (for the reports that read code). Behind a
    /// mutex because their DWARF is parsed lazily (addr2line's cells are not
    /// `Sync`): a server renders the reports that read no code concurrently
    /// and those that do one at a time; shared by the views of other sample
    /// types.
    pub objects: Arc<Mutex<Objects<'s>>>,
    /// What the user should know: a cut file, a missing library.
    pub warnings: Vec<String>,
    /// Every file looked at for every object, and why it was taken or not
    /// (`--verbose`).
    pub searched: Vec<String>,
    /// gprof's data, for a histogram profile (gmon.out).
    pub gprof: Option<gprof::Gmon>,
    /// The (first) profile file, which errors name.
    pub path: PathBuf,
    /// The program given (reports name it in their titles).
    pub program: Option<PathBuf>,
    /// The sampling periods of the profiles added up or subtracted, when
    /// they differ (their counts then mix periods); else empty.
    pub mixed_periods: Vec<i64>,
    /// The groups of runs compared (`compare_runs`, two runs a side at
    /// least), whose samples say their run ([`profile::Run`]).
    pub runs: Option<profile::Runs>,
}

impl Loaded<'_> {
    /// The index of the sample type `name` names (an index, a type's name,
    /// or a name with `inuse_` removed, as Go pprof's `SampleIndexByName`),
    /// or of the profile's default type when `name` is `None`; the profile
    /// itself is left as it is.
    ///
    /// Errors: the profile has no such type (the message lists those there are).
    pub fn value_index(&self, name: Option<&str>) -> Result<usize> {
        match name {
            None => Ok(self.profile.default_sample_type),
            Some(name) => self
                .profile
                .sample_index(name)
                .map_err(|why| Error::SampleType {
                    path: self.path.clone(),
                    why,
                }),
        }
    }
}

/// How many profiles are read at once, in parallel, before they are added
/// to the sum: bounds the memory of a long list.
const READ_CHUNK: usize = 64;

/// Reads the profiles of `inputs`, adds them up (each address moved into the
/// layout of the first profile that mapped its file), subtracts the base,
/// and symbolizes the result once; the bytes of the files it opens live in
/// `store`. The sample type shown is chosen when a report is rendered.
///
/// Errors: a profile cannot be read, profiles of different kinds, a mean
/// delay of a profile that is no contention profile, or symbolization fails
/// (see [`symbolize::symbolize`]).
pub fn load<'s>(inputs: &Inputs, settings: &LoadOptions, store: &'s Store) -> Result<Loaded<'s>> {
    let mut loaded = load_all(inputs, settings, store)?;
    loaded.runs = compared_runs(inputs, settings);
    loaded.warnings.extend(saturated(&loaded.profile));
    loaded.warnings = count_repeats(std::mem::take(&mut loaded.warnings));
    Ok(loaded)
}

/// A warning per sample type whose values add up past what a sum holds
/// (2^63 - 1, counting each value positive): sums stop there (they
/// saturate), so totals and percentages of that type are wrong.
fn saturated(profile: &Profile) -> Vec<String> {
    profile
        .sample_types
        .iter()
        .enumerate()
        .filter(|&(i, _)| {
            profile
                .samples
                .iter()
                .try_fold(0i64, |sum, s| sum.checked_add(s.value(i).checked_abs()?))
                .is_none()
        })
        .map(|(_, t)| {
            format!(
                "the {} values add up past {} (the largest sum held): sums stop there, and totals and percentages of them are wrong",
                t.kind,
                i64::MAX
            )
        })
        .collect()
}

/// Each distinct warning once, where it was first given, with how many
/// times it was given when more than once: a hundred thousand mappings of
/// one missing library are one line.
fn count_repeats(warnings: Vec<String>) -> Vec<String> {
    let mut counts: HashMap<&str, usize> = HashMap::with_capacity(warnings.len());
    let mut order = Vec::new();
    for w in &warnings {
        let n = counts.entry(w.as_str()).or_insert(0);
        if *n == 0 {
            order.push(w.as_str());
        }
        *n += 1;
    }
    order
        .into_iter()
        .map(|w| match counts[w] {
            1 => w.to_string(),
            n => format!("{w} ({n} times)"),
        })
        .collect()
}

fn load_all<'s>(inputs: &Inputs, settings: &LoadOptions, store: &'s Store) -> Result<Loaded<'s>> {
    let first = inputs
        .profiles
        .first()
        .expect("inputs name at least one profile");
    if settings.mean_delay
        && let Some(base) = &inputs.base
    {
        return Err(Error::SampleType {
            path: base.sources[0].path().to_path_buf(),
            why: SampleTypeError::MeanDelayOfDifference,
        });
    }
    if all_remote(inputs) {
        let (profile, warnings, mixed_periods) = read_inputs(inputs, settings)?;
        return Ok(Loaded {
            profile,
            objects: Arc::default(),
            warnings,
            searched: Vec::new(),
            gprof: None,
            path: first.path().to_path_buf(),
            program: settings.symbolize.program.clone(),
            mixed_periods,
            runs: None,
        });
    }
    // A long profile takes a while to read: the program is opened and its
    // debug information read meanwhile, on another thread.
    std::thread::scope(|scope| {
        let prepare = worth_preparing(inputs)
            .then(|| scope.spawn(|| symbolize::prepare_program(&settings.symbolize, store)));
        let (profile, warnings, mixed_periods) = read_inputs(inputs, settings)?;
        let prepared = prepare.and_then(|thread| thread.join().ok().flatten());
        let mut loaded =
            symbolize_profile(profile, first.path(), settings, store, prepared, warnings)?;
        loaded.mixed_periods = mixed_periods;
        Ok(loaded)
    })
}

/// Below this many bytes of profiles (all regular files), they are read
/// before the program is opened: reading them takes less than opening a
/// large program, and the program's libraries, known once they are read,
/// are then read beside it.
const PREPARE_MIN_BYTES: u64 = 8 << 20;

/// True when the profiles take long enough to read that the program is
/// best opened meanwhile: they are large, or one is no regular file (a
/// pipe is read as fast as it is written).
fn worth_preparing(inputs: &Inputs) -> bool {
    let mut bytes = 0u64;
    for source in inputs.files() {
        match std::fs::metadata(source.path()) {
            Ok(meta) if meta.is_file() => bytes = bytes.saturating_add(meta.len()),
            _ => return true,
        }
    }
    bytes >= PREPARE_MIN_BYTES
}

/// Reads the profiles of `inputs`, adds them up and subtracts the base:
/// the profile, the warnings, and the periods when they differ.
fn read_inputs(
    inputs: &Inputs,
    settings: &LoadOptions,
) -> Result<(Profile, Vec<String>, Vec<i64>)> {
    let facts = LazyFacts::new(&settings.symbolize);
    let mut warnings = Vec::new();
    let (first, rest) = inputs
        .profiles
        .split_first()
        .expect("inputs name at least one profile");
    let mut first_profile = read_source(first, settings, &facts, &mut warnings)?;
    // The sampling period of each profile, in the order read.
    let mut periods = vec![first_profile.period];
    // Runs are compared with two a side at least; else the difference is
    // the plain one, with a warning.
    let bases = inputs.base.as_ref().map_or(0, |b| b.sources.len());
    let runs = compared_runs(inputs, settings).is_some();
    if settings.compare_runs && !runs {
        warnings.push(format!(
            "compare_runs: {bases} base run(s) and {} other(s): at least 2 runs a side are needed to tell a change from noise; this is the plain difference of their sums",
            inputs.profiles.len()
        ));
    }
    if runs {
        first_profile.set_label(Run::Profile(0).label());
    }
    let mut merger = profile::Merger::new(first_profile);
    for (c, chunk) in rest.chunks(READ_CHUNK).enumerate() {
        for (i, (source, read)) in chunk
            .iter()
            .zip(read_all(chunk, settings, &facts))
            .enumerate()
        {
            let mut read = read?;
            warnings.extend(read.warnings);
            periods.push(read.profile.period);
            if runs {
                read.profile
                    .set_label(Run::Profile(1 + c * READ_CHUNK + i).label());
            }
            add_to(
                &mut merger,
                read.profile,
                (first, source),
                "added to",
                &mut warnings,
            )?;
        }
    }
    let mut profile = merger.finish();
    if let Some(base) = &inputs.base {
        profile = subtract(
            profile,
            base,
            first,
            (settings, runs),
            &facts,
            &mut warnings,
            &mut periods,
        )?;
    }
    let mixed_periods = mixed_periods(&mut profile, periods);
    Ok((profile, warnings, mixed_periods))
}

/// The groups of runs `inputs` compare: with `compare_runs`, two bases and
/// two profiles at least.
fn compared_runs(inputs: &Inputs, settings: &LoadOptions) -> Option<profile::Runs> {
    let base = inputs.base.as_ref().map_or(0, |b| b.sources.len());
    let other = inputs.profiles.len();
    (settings.compare_runs && base >= 2 && other >= 2).then_some(profile::Runs {
        base,
        other,
        shares: settings.normalize,
    })
}

/// The program's facts, for the profiles whose format needs them (a
/// `gmon.out`): found the first time one does, once for all of them.
pub(super) struct LazyFacts<'p> {
    program: Option<&'p Path>,
    facts: std::sync::OnceLock<profile::ProgramFacts>,
    /// Where files are found, for the unwind tables a reader asks for.
    symbolize: &'p symbolize::SymbolizeOptions,
    /// The unwind tables read, by path and build id (each file read once).
    tables: std::sync::Mutex<UnwindTablesRead>,
}

/// Unwind tables by file path and build id.
type UnwindTablesRead =
    HashMap<(String, Option<String>), Option<Arc<crate::unwind_tables::UnwindTables>>>;

impl<'p> LazyFacts<'p> {
    fn new(symbolize: &'p symbolize::SymbolizeOptions) -> Self {
        LazyFacts {
            program: symbolize.program.as_deref(),
            facts: std::sync::OnceLock::new(),
            symbolize,
            tables: std::sync::Mutex::default(),
        }
    }
}

impl formats::FactsSource for LazyFacts<'_> {
    fn program_facts(&self) -> Result<Option<&profile::ProgramFacts>> {
        let Some(program) = self.program else {
            return Ok(None);
        };
        if let Some(facts) = self.facts.get() {
            return Ok(Some(facts));
        }
        let facts = symbolize::program_facts(program)?;
        Ok(Some(self.facts.get_or_init(|| facts)))
    }

    fn unwind_tables(
        &self,
        path: &str,
        build_id: Option<&str>,
    ) -> Option<Arc<crate::unwind_tables::UnwindTables>> {
        let mut read = self.tables.lock().unwrap_or_else(|e| e.into_inner());
        read.entry((path.to_string(), build_id.map(str::to_string)))
            .or_insert_with(|| {
                symbolize::unwind_tables(path, build_id, self.symbolize).map(Arc::new)
            })
            .clone()
    }
}

/// When the profiles added up (or subtracted) were sampled at different
/// `periods` of time, their sample counts mix periods and only their time adds up
/// fairly (Go's default type for a CPU profile is its time): a profile of
/// a time-sampling period (a CPU profile's `cpu nanoseconds`) that shows
/// counts by default is shown in time (each report notes why, see
/// [`period_note`]). Returns the distinct periods, in increasing order
/// (empty when they are all one, or are not of time).
fn mixed_periods(profile: &mut Profile, mut periods: Vec<i64>) -> Vec<i64> {
    periods.sort_unstable();
    periods.dedup();
    if periods.len() < 2 || profile.histogram.is_some() {
        return Vec::new();
    }
    // Only a period of time makes counts of different periods unequal
    // (a heap profile's counts are unsampled estimates already).
    let Some(time) = profile
        .sample_types
        .iter()
        .position(|t| *t == profile.period_type && is_time(&t.unit))
    else {
        return Vec::new();
    };
    if profile.sample_type_at(profile.default_sample_type).unit == "count" {
        profile.default_sample_type = time;
    }
    periods
}

/// What a report of `loaded` shown in sample type `index` (`explicit`:
/// asked for) says of profiles sampled at different periods: that their
/// time is shown, or that the counts asked for mix periods.
pub(super) fn period_note(loaded: &Loaded, index: usize, explicit: bool) -> Option<String> {
    if loaded.mixed_periods.is_empty() {
        return None;
    }
    let profile = &loaded.profile;
    let periods = periods_text(profile, &loaded.mixed_periods);
    let shown = profile.sample_type_at(index);
    if shown.unit == "count" {
        return Some(format!(
            "the profiles were sampled at different periods ({periods}): `{}` counts mix the periods; their time (the default) adds them up fairly",
            shown.kind
        ));
    }
    (!explicit && is_time(&shown.unit)).then(|| {
        format!(
            "the profiles were sampled at different periods ({periods}): shown as {} time, which adds them up fairly (their sample counts mix the periods)",
            shown.kind
        )
    })
}

/// True for a unit of time (`nanoseconds`, `ms`...).
fn is_time(unit: &str) -> bool {
    profile::units::canonical(unit) == Some("ns")
}

/// `periods` in the profile's period unit, as `1ms, 4ms`.
fn periods_text(profile: &Profile, periods: &[i64]) -> String {
    let unit = profile::units::Unit::go(&profile.period_type, profile::units::UnitChoice::Auto);
    periods
        .iter()
        .map(|&p| unit.map_or_else(|| p.to_string(), |u| u.format(p)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// True when every profile is a remote one that its server's symbol page
/// named as it was read (then no binary is opened).
fn all_remote(inputs: &Inputs) -> bool {
    inputs.files().all(|s| matches!(s, Source::Remote { .. }))
}

/// Makes the sample type `index` names the one reports show.
fn select_sample_type(profile: &mut Profile, index: &str, source: &Source) -> Result<()> {
    profile
        .select_sample_type(index)
        .map_err(|why| Error::SampleType {
            path: source.path().to_path_buf(),
            why,
        })
}

/// Adds `other` (read from `source`) to the sum, after checking that it is
/// of the same kind as the first profile. Profiles of sample types that
/// differ but share some (recordings of different events) are added on
/// those they share, as Go pprof does, with a warning naming the others.
pub(super) fn add_to(
    merger: &mut profile::Merger,
    mut other: Profile,
    (first, source): (&Source, &Source),
    how: &'static str,
    warnings: &mut Vec<String>,
) -> Result<()> {
    let incompatible = |why: String| Error::Incompatible {
        path: source.path().to_path_buf(),
        other: first.path().to_path_buf(),
        how,
        why,
    };
    let ours = &merger.profile().sample_types;
    let shared = profile::shared_sample_types(ours, &other.sample_types);
    if ours != &other.sample_types && !shared.is_empty() {
        let dropped: Vec<String> = ours
            .iter()
            .chain(&other.sample_types)
            .filter(|t| !shared.contains(t))
            .map(|t| t.kind.clone())
            .collect();
        warnings.push(format!(
            "{} is {how} {} on the sample types both have ({}): {} left out",
            source.path().display(),
            first.path().display(),
            shared
                .iter()
                .map(|t| t.kind.as_str())
                .collect::<Vec<_>>()
                .join(", "),
            dropped.join(", ")
        ));
        merger.keep_sample_types(&shared);
        other.keep_sample_types(&shared);
        other.drop_zero_samples();
    }
    merger
        .profile()
        .compatible(&other)
        .map_err(|e| incompatible(e.to_string()))?;
    match (merger.histogram_mut(), other.histogram.take()) {
        (None, None) => merger.add(other),
        // gmon.out files are added as gprof adds them, before its analysis.
        (Some(sum), Some(histogram)) => {
            sum.add(&histogram)
                .map_err(|e| incompatible(e.to_string()))?;
            let rate = sum.rate;
            merger.set_period(1_000_000_000 / i64::from(rate.max(1)));
        }
        _ => return Err(incompatible("one is a gmon.out, the other is not".into())),
    }
    Ok(())
}

/// Reads one profile (without symbolizing it, unless a server's symbol
/// page named its addresses).
pub(super) fn read_source(
    source: &Source,
    settings: &LoadOptions,
    facts: &LazyFacts,
    warnings: &mut Vec<String>,
) -> Result<Profile> {
    let read = read(source, settings, facts)?;
    warnings.extend(read.warnings);
    Ok(read.profile)
}

/// Reads the profile of `source`. A remote profile's addresses are named
/// here, by its own server's names, before it is added to others (whose
/// layout may differ); perl's `--mean_delay` divides each stack's delay
/// here too, before stacks of several profiles are added.
fn read(
    source: &Source,
    settings: &LoadOptions,
    facts: &LazyFacts,
) -> Result<formats::ReadProfile> {
    let mut read = formats::read_file(source.path(), &settings.read, facts)?;
    if let Some(names) = &read.names {
        symbolize::apply_names(&mut read.profile, names);
    }
    if let Source::Remote { names, .. } = source {
        symbolize::apply_names(&mut read.profile, names);
    }
    if settings.mean_delay {
        select_sample_type(&mut read.profile, profile::MEAN_DELAY, source)?;
    }
    Ok(read)
}

/// Reads `sources` in parallel, one thread per available core; the results
/// in the order of `sources`.
fn read_all(
    sources: &[Source],
    settings: &LoadOptions,
    facts: &LazyFacts,
) -> Vec<Result<formats::ReadProfile>> {
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(sources.len())
        .max(1);
    let next = AtomicUsize::new(0);
    let results: Vec<Mutex<Option<Result<formats::ReadProfile>>>> =
        sources.iter().map(|_| Mutex::new(None)).collect();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(source) = sources.get(i) else { break };
                    let read = read(source, settings, facts);
                    *results[i].lock().unwrap_or_else(|e| e.into_inner()) = Some(read);
                }
            });
        }
    });
    results
        .into_iter()
        .map(|r| {
            r.into_inner()
                .unwrap_or_else(|e| e.into_inner())
                .expect("every source was read by one thread")
        })
        .collect()
}

/// gprof's preparation of a gmon.out, symbolization from the binaries, and
/// the removal of the frames the profile marks as not the program's.
fn symbolize_profile<'s>(
    mut profile: Profile,
    path: &Path,
    settings: &LoadOptions,
    store: &'s Store,
    prepared: Option<symbolize::Prepared<'s>>,
    mut warnings: Vec<String>,
) -> Result<Loaded<'s>> {
    let program = settings.symbolize.program.as_deref();
    let gprof = gprof::prepare(&mut profile, program, settings.gprof_symbols, store)?;
    let mut symbolize_options = settings.symbolize.clone();
    // gprof charges time to functions, never to inlined callees.
    symbolize_options.inline_frames &= gprof.is_none();
    let symbolized =
        symbolize::symbolize_prepared(&mut profile, &symbolize_options, store, prepared)?;
    warnings.extend(symbolized.warnings);
    profile
        .remove_dropped_frames()
        .map_err(|e| Error::Malformed {
            path: path.to_path_buf(),
            offset: 0,
            what: format!("its frames to drop are not a regular expression: {e}"),
        })?;
    Ok(Loaded {
        profile,
        objects: Arc::new(Mutex::new(symbolized.objects)),
        warnings,
        searched: symbolized.searched,
        gprof,
        path: path.to_path_buf(),
        program: settings.symbolize.program.clone(),
        mixed_periods: Vec::new(),
        runs: None,
    })
}
