//! The one path from a profile to a report: [`load`] reads and symbolizes
//! a profile from where it comes from, [`render`] writes one report of it.
//! The command line, its remote profiles and the interactive prompt all go
//! through these two.

use crate::error::{Error, Result};
use crate::formats;
use crate::gprof;
use crate::graph;
use crate::profile::{self, Profile};
use crate::report::annotated;
use crate::report::commands::{Command, Need, Request};
use crate::report::dot::EdgeWidths;
use crate::report::go_view::{GoView, go_sample_index};
use crate::report::graphviz::{self, ImageFormat};
use crate::report::{callgrind, dot, raw, stacks, text, traces, tree};
use crate::settings::{BaseFile, LoadOptions, ViewOptions};
use crate::symbolize::{self, Objects, Store};
use std::collections::HashMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

/// Where a profile comes from.
#[derive(Debug, Clone)]
pub enum Source {
    /// A profile file, symbolized from the binaries: the program of the
    /// settings, or those its mappings name.
    File(PathBuf),
    /// A profile fetched from a server and saved at `path`, whose addresses
    /// the server's symbol page named (`names`: address → names, outermost
    /// first); no binary is opened.
    Remote {
        /// The saved profile.
        path: PathBuf,
        /// The symbol page's names of the profile's addresses.
        names: HashMap<u64, Vec<String>>,
    },
}

impl Source {
    /// The profile file (for a remote profile, where it was saved).
    pub fn path(&self) -> &Path {
        match self {
            Source::File(path) | Source::Remote { path, .. } => path,
        }
    }
}

/// What to analyze: profiles to add up, and a base to subtract from them.
#[derive(Debug, Clone)]
pub struct Inputs {
    /// The profiles, summed (at least one).
    pub profiles: Vec<Source>,
    /// The base profile, subtracted (`--base`, `--diff_base`).
    pub base: Option<Base>,
}

/// A base profile and how it is subtracted.
#[derive(Debug, Clone)]
pub struct Base {
    /// Where it comes from.
    pub source: Source,
    /// `--diff_base`: its samples stay apart, marked with
    /// [`profile::DIFF_BASE_LABEL`], and percentages are of its total
    /// (Go's `-diff_base`); otherwise percentages are of the difference
    /// (`--base`).
    pub diff: bool,
}

impl Inputs {
    /// One profile, no base.
    pub fn one(source: Source) -> Self {
        Inputs {
            profiles: vec![source],
            base: None,
        }
    }

    /// Every file given, in order: the profiles, then the base.
    pub fn files(&self) -> impl Iterator<Item = &Source> {
        self.profiles
            .iter()
            .chain(self.base.as_ref().map(|b| &b.source))
    }

    /// The places (in [`Inputs::files`]) of the files that can be the
    /// base: any of them, but a lone profile.
    pub fn base_choices(&self) -> impl Iterator<Item = usize> + '_ {
        let profiles = self.profiles.len();
        (0..self.files().count()).filter(move |i| *i >= profiles || profiles > 1)
    }

    /// The same files with `base` as the base: one of the files given,
    /// named as given, by its file name when no other has it, or by its
    /// place among them (from 0); no base at all when `None`. The other
    /// profiles are summed.
    ///
    /// Errors: no file given is that one, or it is the only profile.
    pub fn with_base(&self, base: Option<&BaseFile>) -> std::result::Result<Inputs, String> {
        let Some(base) = base else {
            return Ok(Inputs {
                profiles: self.profiles.clone(),
                base: None,
            });
        };
        let place = self.base_place(base)?;
        let files: Vec<&Source> = self.files().collect();
        Ok(Inputs {
            profiles: self
                .profiles
                .iter()
                .enumerate()
                .filter(|(i, _)| *i != place)
                .map(|(_, p)| p.clone())
                .collect(),
            base: Some(Base {
                source: files[place].clone(),
                diff: base.diff,
            }),
        })
    }

    /// The place (in [`Inputs::files`]) of the file `base` names, as
    /// [`Inputs::with_base`] finds it: a path as given (the last file so
    /// named: the command line's base when it is also a profile), a file
    /// name no other file has, or a place.
    ///
    /// Errors: no file given that can be the base is that one.
    pub fn base_place(&self, base: &BaseFile) -> std::result::Result<usize, String> {
        let files: Vec<&Source> = self.files().collect();
        let name = |s: &Source| s.path().display().to_string();
        let file_name = |s: &Source| {
            s.path()
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
        };
        let wanted = base.file.as_str();
        let by_name: Vec<usize> = (0..files.len())
            .filter(|&i| file_name(files[i]).as_deref() == Some(wanted))
            .collect();
        let place = (0..files.len())
            .rev()
            .find(|&i| name(files[i]) == wanted)
            .or(match by_name.as_slice() {
                [one] => Some(*one),
                _ => None,
            })
            .or_else(|| wanted.parse().ok().filter(|&i: &usize| i < files.len()));
        let Some(place) = place.filter(|p| self.base_choices().any(|c| c == *p)) else {
            let choices: Vec<String> = self.base_choices().map(|i| name(files[i])).collect();
            return Err(if choices.is_empty() {
                format!("{wanted}: a lone profile has no base among the files given")
            } else {
                format!(
                    "{wanted}: not one of the files given that can be the base ({})",
                    choices.join(", ")
                )
            });
        };
        Ok(place)
    }
}

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

/// The opened files, locked (a report that panicked while holding them
/// left nothing half-changed that matters: they only cache parsed DWARF).
fn lock<'a, 's>(objects: &'a Mutex<Objects<'s>>) -> std::sync::MutexGuard<'a, Objects<'s>> {
    objects.lock().unwrap_or_else(|e| e.into_inner())
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
    let facts = LazyFacts::new(&settings.symbolize);
    let mut warnings = Vec::new();
    let (first, rest) = inputs
        .profiles
        .split_first()
        .expect("inputs name at least one profile");
    if settings.mean_delay
        && let Some(base) = &inputs.base
    {
        return Err(Error::SampleType {
            path: base.source.path().to_path_buf(),
            why: "a mean delay has no difference (perl's --mean_delay divides each stack's delay as it reads it): drop the base".into(),
        });
    }
    let first_profile = read_source(first, settings, &facts, &mut warnings)?;
    // The sampling period of each profile, in the order read.
    let mut periods = vec![first_profile.period];
    let mut merger = profile::Merger::new(first_profile);
    for chunk in rest.chunks(READ_CHUNK) {
        for (source, read) in chunk.iter().zip(read_all(chunk, settings, &facts)) {
            let read = read?;
            warnings.extend(read.warnings);
            periods.push(read.profile.period);
            add_to(&mut merger, read.profile, first, source, "added to")?;
        }
    }
    let mut profile = merger.finish();
    if let Some(base) = &inputs.base {
        profile = subtract(
            profile,
            base,
            first,
            settings,
            &facts,
            &mut warnings,
            &mut periods,
        )?;
    }
    let mixed_periods = mixed_periods(&mut profile, periods);
    if !all_remote(inputs) {
        let mut loaded = symbolize_profile(profile, first.path(), settings, store, warnings)?;
        loaded.mixed_periods = mixed_periods;
        return Ok(loaded);
    }
    Ok(Loaded {
        profile,
        objects: Arc::default(),
        warnings,
        searched: Vec::new(),
        gprof: None,
        path: first.path().to_path_buf(),
        program: settings.symbolize.program.clone(),
        mixed_periods,
    })
}

/// The program's facts, for the profiles whose format needs them (a
/// `gmon.out`): found the first time one does, once for all of them.
struct LazyFacts<'p> {
    program: Option<&'p Path>,
    facts: std::sync::OnceLock<profile::ProgramFacts>,
    /// Where files are found, for the unwind tables a reader asks for.
    symbolize: &'p symbolize::SymbolizeOptions,
    /// The unwind tables read, by path and build id (each file read once).
    tables: std::sync::Mutex<UnwindTablesRead>,
}

/// Unwind tables by file path and build id.
type UnwindTablesRead = HashMap<(String, Option<String>), Option<Arc<formats::UnwindTables>>>;

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
    ) -> Option<Arc<formats::UnwindTables>> {
        let mut read = self.tables.lock().unwrap_or_else(|e| e.into_inner());
        read.entry((path.to_string(), build_id.map(str::to_string)))
            .or_insert_with(|| {
                symbolize::unwind_tables(path, build_id, self.symbolize).map(Arc::new)
            })
            .clone()
    }
}

/// `profile` minus the base: Go's `-base` and `-diff_base` (with
/// `--normalize` first), and perl's `--drop_negative`.
fn subtract(
    mut profile: Profile,
    base: &Base,
    first: &Source,
    settings: &LoadOptions,
    facts: &LazyFacts,
    warnings: &mut Vec<String>,
    periods: &mut Vec<i64>,
) -> Result<Profile> {
    let mut base_profile = read_source(&base.source, settings, facts, warnings)?;
    periods.push(base_profile.period);
    if base_profile.histogram.is_some() {
        return Err(Error::Incompatible {
            path: base.source.path().to_path_buf(),
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
    if settings.normalize {
        profile.normalize_to(&base_profile);
    }
    base_profile.negate();
    let mut merger = profile::Merger::new(profile);
    add_to(
        &mut merger,
        base_profile,
        first,
        &base.source,
        "subtracted from",
    )?;
    let mut profile = merger.finish();
    if settings.drop_negative {
        profile.drop_negative();
    } else {
        profile.drop_zero_samples();
    }
    Ok(profile)
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
fn period_note(loaded: &Loaded, index: usize, explicit: bool) -> Option<String> {
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
    profile::go_units::canonical(unit) == Some("ns")
}

/// `periods` in the profile's period unit, as `1ms, 4ms`.
fn periods_text(profile: &Profile, periods: &[i64]) -> String {
    let unit = profile::units::Unit::go(&profile.period_type, "auto");
    periods
        .iter()
        .map(|&p| unit.map_or_else(|| p.to_string(), |u| u.format(p)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// True when every profile is a remote one that its server's symbol page
/// named as it was read (then no binary is opened).
fn all_remote(inputs: &Inputs) -> bool {
    inputs
        .profiles
        .iter()
        .chain(inputs.base.as_ref().map(|b| &b.source))
        .all(|s| matches!(s, Source::Remote { .. }))
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
/// of the same kind as the first profile.
fn add_to(
    merger: &mut profile::Merger,
    mut other: Profile,
    first: &Source,
    source: &Source,
    how: &'static str,
) -> Result<()> {
    let incompatible = |why: String| Error::Incompatible {
        path: source.path().to_path_buf(),
        other: first.path().to_path_buf(),
        how,
        why,
    };
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
fn read_source(
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
    mut warnings: Vec<String>,
) -> Result<Loaded<'s>> {
    let program = settings.symbolize.program.as_deref();
    let gprof = gprof::prepare(&mut profile, program, settings.gprof_symbols, store)?;
    let mut symbolize_options = settings.symbolize.clone();
    // gprof charges time to functions, never to inlined callees.
    symbolize_options.inline_frames &= gprof.is_none();
    let symbolized = symbolize::symbolize(&mut profile, &symbolize_options, store)?;
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
    })
}

/// The addresses of the profile at `path`, for a server's symbol page to
/// name before the profile is loaded as a [`Source::Remote`].
pub fn addresses(path: &Path, settings: &LoadOptions) -> Result<Vec<u64>> {
    let read = formats::read_file(path, &settings.read, None)?;
    Ok(read.profile.locations.iter().map(|l| l.address).collect())
}

/// One line per address of the profile that has no name: the address, its
/// mapping's file and why (`0x7f01 (libfoo.so): file unusable: ...`).
pub fn unknown_addresses(loaded: &Loaded) -> Vec<String> {
    let profile = &loaded.profile;
    profile
        .locations
        .iter()
        .filter_map(|l| {
            let why = l.unknown.as_ref()?;
            let file = l.mapping.map_or(String::new(), |m| {
                format!(
                    " ({})",
                    symbolize::mapping_file_name(&profile.mapping(m).path)
                )
            });
            let named = if l.lines.is_empty() {
                ""
            } else {
                "; named after the function its .eh_frame records"
            };
            Some(format!(
                "{}{file}: {why}{named}",
                profile.hex_address(l.address)
            ))
        })
        .collect()
}

/// The names perl's `--symbols` prints, and what the user should know.
#[derive(Debug)]
pub struct Named {
    /// One per address of the input, in its order: the short name of the
    /// address's outermost function (perl prints the function the code is
    /// inlined into), or `??`.
    pub names: Vec<String>,
    /// Warnings: a missing library, lines that are no mapping.
    pub warnings: Vec<String>,
}

/// perl pprof's `--symbols`: `input` holds `/proc/self/maps` lines and
/// addresses (a line with a `0x...` word is an address, as perl reads it;
/// any other line is the mappings' text); names each address through the
/// program and the libraries the mappings name, as the settings find them.
///
/// Errors: an address longer than 64 bits (with its line), or the program
/// cannot be read.
pub fn symbols(input: &str, settings: &LoadOptions, store: &Store) -> Result<Named> {
    static ADDRESS: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(r"(?i)\b0x([0-9a-f]+)\b").expect("a valid regular expression")
    });
    let stdin = Path::new("<stdin>");
    let mut maps_text = String::new();
    let mut addresses = Vec::new();
    for (n, line) in input.lines().enumerate() {
        match ADDRESS.captures(line) {
            Some(c) => {
                let address = u64::from_str_radix(&c[1], 16).map_err(|_| Error::Malformed {
                    path: stdin.to_path_buf(),
                    offset: 0,
                    what: format!("line {}: {} is no 64-bit address", n + 1, &c[0]),
                })?;
                addresses.push(address);
            }
            None => {
                maps_text.push_str(line);
                maps_text.push('\n');
            }
        }
    }
    let maps = formats::proc_maps::parse(&maps_text);
    let mut warnings = Vec::new();
    if let Some(line) = maps.first_unrecognized {
        warnings.push(format!(
            "<stdin>: ignored {} line(s) that are neither a mapping nor an address, the first: {line:?}",
            maps.unrecognized
        ));
    }
    let mut profile = Profile {
        address_bytes: 8,
        sample_types: vec![profile::ValueType::new("samples", "count")],
        mappings: maps.mappings,
        ..Profile::default()
    };
    let mut ids = HashMap::new();
    for &address in &addresses {
        ids.entry(address)
            .or_insert_with(|| profile.add_location(profile::Location::new(address, None)));
    }
    profile.assign_mappings();
    let symbolized = symbolize::symbolize(&mut profile, &settings.symbolize, store)?;
    warnings.extend(symbolized.warnings);
    let names = addresses
        .iter()
        .map(|a| {
            let location = profile.location(ids[a]);
            match location.lines.last() {
                Some(line) if location.unknown.is_none() => {
                    profile.function(line.function).name.to_string()
                }
                _ => "??".to_string(),
            }
        })
        .collect();
    Ok(Named { names, warnings })
}

/// Where `--gprof_sum` writes, as gprof's `-s`: in the current directory.
const GMON_SUM: &str = "gmon.sum";

/// Writes the report `request` asks for (`gv` and `web` show it instead); returns
/// notes for the user (nothing matched, a fallback disassembler). Errors
/// name reports by their command names.
pub fn render(
    loaded: &Loaded,
    request: &Request,
    settings: &ViewOptions,
    out: &mut impl Write,
) -> Result<Vec<String>> {
    let mut notes = Vec::new();
    let row = request.command().row();
    // gprof's reports are of the gmon.out as gprof reads it: no label frames.
    let labelled;
    let loaded = if row.needs(Need::GmonHistogram) {
        if !settings.label_frames.is_empty() {
            notes.push("tagroot and tagleaf do not apply to gprof's reports".into());
        }
        loaded
    } else {
        match with_label_frames(loaded, settings, &mut notes) {
            Some(with_frames) => {
                labelled = with_frames;
                &labelled
            }
            None => loaded,
        }
    };
    let profile = &loaded.profile;
    if !settings.filters.is_empty() {
        notes.extend(
            settings
                .filters
                .unmatched(profile, settings.nodes.full_names),
        );
    }
    // The sample type shown, looked up once for every part of the report.
    let mut shown = settings.clone();
    shown.nodes.value_index = loaded.value_index(settings.sample_index.as_deref())?;
    notes.extend(period_note(
        loaded,
        shown.nodes.value_index,
        settings.sample_index.is_some(),
    ));
    let settings = &shown;
    // gprof's reports are of gmon.out files, whole, as gprof's are; --focus
    // and --ignore are gprof's -F and -E.
    if row.needs(Need::GmonHistogram) && loaded.gprof.is_none() {
        return Err(Error::NotGmon {
            report: row.name,
            instead: Command::Text.row().name,
        });
    }
    if row.needs(Need::GmonArcs)
        && !loaded
            .gprof
            .as_ref()
            .is_some_and(|gmon| gmon.has_calls(profile))
    {
        return Err(Error::NoCallGraph(row.name));
    }
    match request.command() {
        Command::Text => {
            let graph = build_graph(loaded, settings, false);
            text::write(&graph, settings.sort, settings.text_limit, out).map_err(Error::Write)?;
        }
        Command::Json => {
            let graph = build_graph(loaded, settings, true);
            let about = crate::report::json::About {
                program: &program_name(loaded),
                sample_type: profile.sample_type_at(settings.nodes.value_index),
                granularity: settings.nodes.granularity,
                sort: settings.sort,
                limit: settings.text_limit,
            };
            crate::report::json::write(&graph, &about, out).map_err(Error::Write)?;
        }
        Command::Callgrind => {
            let calls = graph::calls::calls(profile, &settings.filters, settings.nodes);
            callgrind::write(&calls, out).map_err(Error::Write)?;
        }
        Command::Dot => {
            let dot_text = call_graph(loaded, settings, EdgeWidths::Proportional)?;
            out.write_all(&dot_text).map_err(Error::Write)?;
        }
        Command::Stacks => {
            let graph = build_graph(loaded, settings, false);
            let options = stacks::StacksOptions {
                filters: &settings.filters,
                full_names: settings.nodes.full_names,
                sort: settings.sort,
                limit: settings.text_limit,
                value_index: settings.nodes.value_index,
            };
            stacks::write(profile, &graph, options, out).map_err(Error::Write)?;
        }
        Command::Traces => {
            let program = program_path(loaded);
            traces::write(&go_view(profile, settings, program.as_deref()), out)
                .map_err(Error::Write)?;
        }
        Command::Tree | Command::Peek => {
            let program = program_path(loaded);
            let view = go_view(profile, settings, program.as_deref());
            // Go's -peek trims nothing.
            let trim = (request.command() == Command::Tree).then_some(settings.prune);
            let options = graph::GoGraphOptions {
                nodes: view.nodes,
                filters: &settings.filters,
                value_index: view.value_index,
                by_cum: settings.sort == text::SortBy::Cum,
                trim,
            };
            let go_graph = graph::go_graph(profile, options);
            let peek = request.symbol();
            let printed = tree::write(&view, &go_graph, settings.prune.nodefraction, peek, out)
                .map_err(Error::Write)?;
            if let Some(re) = peek
                && printed == 0
            {
                notes.push(format!("no node matches {re}"));
            }
        }
        Command::Web => {
            let dot_text = call_graph(loaded, settings, EdgeWidths::AtLeastOne)?;
            notes.push(graphviz::show_in_browser(dot_text)?);
        }
        Command::Svg | Command::Pdf | Command::Ps | Command::Gif | Command::Png => {
            let format = row
                .image_format()
                .expect("the rows of images name their format");
            let widths = match format {
                ImageFormat::Svg => EdgeWidths::AtLeastOne,
                _ => EdgeWidths::Proportional,
            };
            graphviz::render(call_graph(loaded, settings, widths)?, format, out)?;
        }
        Command::Gv => {
            graphviz::show_with_gv(call_graph(loaded, settings, EdgeWidths::Proportional)?)?;
        }
        Command::GprofFlat | Command::GprofGraph | Command::GprofCounts => {
            let Some(gmon) = &loaded.gprof else {
                return Err(Error::NotGmon {
                    report: row.name,
                    instead: Command::Text.row().name,
                });
            };
            let selection = gprof::Selection::new(profile, gmon, &settings.filters);
            if settings.filters.edits_stacks() {
                notes.push(
                    "--hide, --show, --show_from and --prune_from do not apply to gprof's reports"
                        .into(),
                );
            }
            if let Some(focus) = selection.unmatched_focus() {
                notes.push(format!(
                    "--focus={focus} names no function: gprof's reports show them all"
                ));
            }
            match request.command() {
                Command::GprofFlat => gprof::write_flat(profile, gmon, &selection, out),
                Command::GprofGraph => gprof::write_graph(profile, gmon, &selection, out),
                _ => {
                    // gprof's -F and -E leave its -l -C alone.
                    if !settings.filters.is_empty() {
                        notes.push(
                            "--focus and --ignore do not apply to gprof's execution counts \
                             (gprof's -F and -E leave them alone)"
                                .into(),
                        );
                    }
                    if !gmon.has_calls(profile) && !gmon.has_executions(profile) {
                        notes.push("this gmon.out has no call arcs or basic-block counts".into());
                    }
                    gprof::write_counts(profile, gmon, &lock(&loaded.objects), out)
                }
            }
            .map_err(Error::Write)?;
        }
        Command::GprofSum => {
            let (Some(histogram), Some(program)) = (&profile.histogram, &loaded.program) else {
                return Err(Error::NotGmon {
                    report: row.name,
                    instead: Command::Text.row().name,
                });
            };
            let sum = gprof::write_sum(histogram, program)?;
            std::fs::write(GMON_SUM, sum).map_err(|e| Error::io(GMON_SUM, e))?;
            notes.push(format!(
                "wrote the gmon.out, as gprof -s writes it, to {GMON_SUM}"
            ));
            if !settings.filters.is_empty() {
                notes.push(
                    "--focus and --ignore do not apply to gmon.sum (gprof's -F and -E leave it alone)"
                        .into(),
                );
            }
        }
        Command::Dump => {
            profile::write_dump(profile, out).map_err(Error::Write)?;
        }
        Command::Unknown => {
            let unit = unit(profile, settings);
            let summary = crate::report::unknown::summarize(profile, settings.nodes.value_index);
            crate::report::unknown::write(profile, &summary, unit, out).map_err(Error::Write)?;
        }
        Command::Raw => {
            let left_out = raw::write(
                profile,
                settings.nodes.value_index,
                &program_name(loaded),
                out,
            )
            .map_err(Error::Write)?;
            if left_out > 0 {
                notes.push(format!(
                    "--raw left out {left_out} samples whose value is not positive (a CPU profile counts up)"
                ));
            }
        }
        Command::Proto => {
            crate::report::proto::write(profile, settings.nodes.value_index, out)
                .map_err(Error::Write)?;
        }
        Command::Collapsed => {
            for line in folded(profile, settings).lines() {
                writeln!(out, "{line}").map_err(Error::Write)?;
            }
        }
        Command::Flamegraph | Command::Icicle => {
            let folded = folded(profile, settings);
            let unit = unit(profile, settings);
            let icicle = request.command() == Command::Icicle;
            let title = match (icicle, settings.reverse) {
                (false, false) => "Flame Graph",
                (true, false) => "Icicle Graph",
                (false, true) => {
                    "Reversed Flame Graph (leaf functions at the root, their callers above)"
                }
                (true, true) => {
                    "Reversed Icicle Graph (leaf functions at the root, their callers below)"
                }
            };
            let options = crate::report::flamegraph::Options {
                icicle,
                min_width: settings.min_width,
                ..Default::default()
            };
            crate::report::flamegraph::write(&folded, unit, title, &options, out)
                .map_err(Error::Write)?;
        }
        Command::Tags => {
            crate::report::tags::write(
                profile,
                settings.nodes.value_index,
                &settings.filters,
                &settings.tag_keys,
                out,
            )
            .map_err(Error::Write)?;
        }
        Command::List => {
            return annotate(loaded, settings, request, annotated::Kind::Source, out);
        }
        Command::Disasm => {
            return annotate(loaded, settings, request, annotated::Kind::Disassembly, out);
        }
    }
    Ok(notes)
}

/// A copy of `loaded` whose samples have the frames made from their labels
/// that the settings ask for (Go's `-tagroot` and `-tagleaf`, numbers
/// printed as Go prints them), or `None` when they ask for none: then
/// nothing is copied. Notes the keys no sample has a label of.
fn with_label_frames<'s>(
    loaded: &Loaded<'s>,
    settings: &ViewOptions,
    notes: &mut Vec<String>,
) -> Option<Loaded<'s>> {
    let keys = &settings.label_frames;
    let labelled = keys.apply(&loaded.profile, |value, unit| {
        profile::go_units::scaled_label(value, unit, None)
    })?;
    let (root, leaf) = labelled.matched;
    for (matched, setting, keys) in [(root, "tagroot", &keys.root), (leaf, "tagleaf", &keys.leaf)] {
        if !matched {
            notes.push(format!(
                "{setting}: no sample has a label {}",
                keys.join(" or ")
            ));
        }
    }
    Some(Loaded {
        profile: labelled.profile,
        objects: Arc::clone(&loaded.objects),
        warnings: Vec::new(),
        searched: Vec::new(),
        gprof: loaded.gprof.clone(),
        path: loaded.path.clone(),
        program: loaded.program.clone(),
        mixed_periods: loaded.mixed_periods.clone(),
    })
}

/// The folded stacks of `--collapsed` and the flame graphs: leaf first
/// with `--reverse`.
fn folded(profile: &Profile, settings: &ViewOptions) -> graph::collapsed::Folded {
    let folded = graph::collapsed::folded(profile, settings.nodes, &settings.filters);
    if settings.reverse {
        folded.reversed()
    } else {
        folded
    }
}

fn annotate(
    loaded: &Loaded,
    settings: &ViewOptions,
    request: &Request,
    kind: annotated::Kind,
    out: &mut impl Write,
) -> Result<Vec<String>> {
    let re = request
        .symbol()
        .expect("a request of list or disasm has its regular expression");
    let (profile, objects) = (&loaded.profile, lock(&loaded.objects));
    annotated::write(
        profile,
        &objects,
        &settings.filters,
        settings.nodes,
        &settings.code,
        unit(profile, settings),
        re,
        kind,
        out,
    )
    .map_err(Error::Write)
}

/// The graph of the samples; for a histogram profile at function
/// granularity without filters, with gprof's estimate of cum and edges.
fn build_graph(loaded: &Loaded, settings: &ViewOptions, with_edges: bool) -> graph::Graph {
    let profile = &loaded.profile;
    let unit = unit(profile, settings);
    let mut graph = graph::build(profile, settings.nodes, &settings.filters, with_edges, unit);
    if let Some(gmon) = &loaded.gprof
        && settings.nodes.granularity == graph::Granularity::Functions
        && settings.filters.is_empty()
    {
        gprof::estimate_cum(
            profile,
            gmon,
            &mut graph,
            settings.nodes.full_names,
            with_edges,
        );
    }
    with_report_unit(&mut graph, settings);
    graph
}

/// Go's `-unit=minimum`: one unit for the whole report, as Go's
/// `selectOutputUnit` chooses it from the smallest value and the total.
fn with_report_unit(graph: &mut graph::Graph, settings: &ViewOptions) {
    if let (Some("minimum"), profile::units::Unit::Scaled { of, .. }) =
        (settings.unit.as_deref(), graph.unit)
    {
        let smallest =
            profile::go_units::smallest_value(graph.nodes.iter().map(|n| (n.flat, n.cum)));
        let to = profile::go_units::report_unit(smallest, graph.total, of);
        graph.unit = graph.unit.with_output(to);
    }
}

/// The pruned call graph as dot text.
fn call_graph(loaded: &Loaded, settings: &ViewOptions, widths: EdgeWidths) -> Result<Vec<u8>> {
    let profile = &loaded.profile;
    let graph = if settings.call_tree {
        let mut tree = graph::build_tree(
            profile,
            settings.nodes,
            &settings.filters,
            unit(profile, settings),
        );
        with_report_unit(&mut tree, settings);
        tree
    } else {
        build_graph(loaded, settings, true)
    };
    let index = settings.nodes.value_index;
    if profile.samples.iter().all(|s| s.value(index) == 0) {
        return Err(Error::NoSamples);
    }
    let pruned = graph::prune(&graph, &settings.pruning()).ok_or(Error::EmptyGraph)?;
    let mut dot_text = Vec::new();
    dot::write(
        &graph,
        &pruned,
        &program_name(loaded),
        widths,
        &mut dot_text,
    )
    .map_err(Error::Write)?;
    Ok(dot_text)
}

/// The program as the graph's title names it: as given on the command line,
/// or as the profile's main mapping names it.
fn program_name(loaded: &Loaded) -> String {
    program_path(loaded).unwrap_or_else(|| "(unknown program)".to_string())
}

/// The program as given on the command line, or as the profile's main
/// mapping names it, if either does.
fn program_path(loaded: &Loaded) -> Option<String> {
    let profile = &loaded.profile;
    match &loaded.program {
        Some(p) => Some(p.display().to_string()),
        None => profile
            .main_mapping()
            .map(|m| profile.mapping(m).path.clone()),
    }
}

/// How the values of the sample type shown print.
fn unit(profile: &Profile, settings: &ViewOptions) -> profile::units::Unit {
    let shown = profile.sample_type_at(settings.nodes.value_index);
    settings
        .unit
        .as_deref()
        .and_then(|to| profile::units::Unit::go(shown, to))
        .unwrap_or_else(|| profile::units::Unit::of(shown, settings.show_bytes))
}

/// The profile as the reports in Go's layout see it: Go's sample type
/// unless one was asked for.
fn go_view<'a>(
    profile: &'a Profile,
    settings: &'a ViewOptions,
    program: Option<&'a str>,
) -> GoView<'a> {
    let value_index = go_sample_index(
        profile,
        settings.nodes.value_index,
        settings.sample_index.is_some(),
    );
    GoView {
        profile,
        value_index,
        program,
        filters: &settings.filters,
        nodes: graph::NodeOptions {
            value_index,
            clean_paths: true,
            ..settings.nodes
        },
        unit: settings.unit.as_deref(),
        relative: settings.relative_percentages,
    }
}
