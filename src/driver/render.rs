//! One report of a loaded profile: its context is made once (the profile
//! with the frames made from labels, the sample type shown, what the
//! report's row says it needs), then the row's render function writes it.

use super::load::{Loaded, period_note};
use crate::error::{Error, Result};
use crate::profile::units::Unit;
use crate::profile::{self, Profile, TimeRanges};
use crate::report::ViewOptions;
use crate::report::commands::{Need, Render, Request, Row};
use crate::report::context::{Context, Parts};
use crate::report::document::{self, Document};
use regex::Regex;
use std::io::Write;

/// Writes the report `request` asks for (`gv` and `web` show it instead,
/// `gprof_sum` writes its file), in the settings' preset (the sample type
/// it shows unless the settings name one); returns notes for the user
/// (nothing matched, a fallback disassembler). Errors name reports by their
/// command names.
pub fn render(
    loaded: &Loaded,
    request: &Request,
    settings: &ViewOptions,
    out: &mut dyn Write,
) -> Result<Vec<String>> {
    let row = request.row();
    let budget = PRODUCT_REPORTS
        .contains(&row.name)
        .then_some(MAX_PRODUCT_OUTPUT);
    let mut bounded = Budget {
        out,
        left: budget,
        spent: false,
    };
    let mut out: &mut dyn Write = &mut bounded;
    let rendered = in_context(loaded, request, settings, |cx| match cx.row.render {
        Render::Write(write) => write(cx, out),
        Render::Document(make) => {
            let mut document = make(cx)?;
            cx.notes.append(&mut document.notes);
            document::write_text(&document, &mut out).map_err(Error::Write)
        }
    });
    match rendered {
        Ok(((), notes)) => Ok(notes),
        Err(Error::Write(_)) if bounded.spent => Ok(vec![format!(
            "--{} stopped after {} GiB of output (its size grows with the product of the profile's stacks and their depth): narrow it with --focus, --ignore or --tagfocus",
            row.name,
            MAX_PRODUCT_OUTPUT >> 30
        )]),
        Err(e) => Err(e),
    }
}

/// The reports whose output can be a product of the input's sizes (every
/// stack written whole, each frame a line): a 29 KB profile.proto of deep
/// stacks made `--traces` write 7.8 GB.
const PRODUCT_REPORTS: &[&str] = &["traces", "stacks", "collapsed", "raw"];

/// The most bytes one of [`PRODUCT_REPORTS`] writes: past them it stops,
/// with a note.
const MAX_PRODUCT_OUTPUT: u64 = 1 << 30;

/// A writer that takes at most `left` more bytes (`None`: any number),
/// then fails.
struct Budget<'w> {
    out: &'w mut dyn Write,
    left: Option<u64>,
    /// A write was refused.
    spent: bool,
}

impl Write for Budget<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let Some(left) = self.left else {
            return self.out.write(buf);
        };
        if buf.len() as u64 > left {
            self.spent = true;
            return Err(std::io::Error::other("output budget spent"));
        }
        let n = self.out.write(buf)?;
        self.left = Some(left - n as u64);
        Ok(n)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.out.flush()
    }
}

/// The document of a report that makes one ([`Render::Document`]: the text
/// report, the unnamed addresses), its notes for the user with it, for a
/// door that renders it itself (the web, as HTML); `None` for the other
/// reports.
pub fn document(
    loaded: &Loaded,
    request: &Request,
    settings: &ViewOptions,
) -> Result<Option<Document>> {
    let row = request.row();
    let Render::Document(make) = row.render else {
        return Ok(None);
    };
    let (mut document, notes) = in_context(loaded, request, settings, make)?;
    document.notes.extend(notes);
    Ok(Some(document))
}

/// What `report` makes in the context of `request` (made once), and the
/// notes for the user.
fn in_context<T>(
    loaded: &Loaded,
    request: &Request,
    settings: &ViewOptions,
    report: impl FnOnce(&mut Context) -> Result<T>,
) -> Result<(T, Vec<String>)> {
    let row = request.row();
    let mut notes = Vec::new();
    let (during, time) = during(loaded, row, settings, &mut notes)?;
    let recorded = during.as_ref().map_or(&loaded.profile, |d| &d.profile);
    let labelled = label_frames(recorded, row, settings, &mut notes);
    let profile = labelled.as_ref().unwrap_or(recorded);
    let mut cx = context(
        loaded,
        profile,
        row,
        request.symbol(),
        settings,
        notes,
        time,
    )?;
    cx.interactive = request.interactive();
    cx.within_page = request.is_within_page();
    let made = report(&mut cx)?;
    Ok((made, cx.notes))
}

/// Go's legend of `loaded` as a page of `settings` shows it (`File:`,
/// `Type:`, `Time:`, `Duration:`...), for a door that shows it beside any
/// report (the web's Details).
///
/// Errors: a sample type the profile does not have.
pub fn legend(loaded: &Loaded, settings: &ViewOptions) -> Result<Vec<String>> {
    let request =
        Request::new(crate::report::commands::TRACES, None).expect("traces take no expression");
    in_context(loaded, &request, settings, |cx| Ok(cx.legend())).map(|(legend, _)| legend)
}

/// The sample type a page of `settings` shows (the one they name, else
/// their preset's default) and how its values print, for the doors that
/// show values without a report (the web's settings form).
///
/// Errors: a sample type the profile does not have.
pub fn shown(loaded: &Loaded, settings: &ViewOptions) -> Result<(usize, Unit)> {
    let asked = settings.sample_index.as_deref();
    let style = settings.preset.unwrap_or_default().style();
    let index = style.sample_index(&loaded.profile, loaded.value_index(asked)?, asked.is_some());
    let unit = style.unit(
        loaded.profile.sample_type_at(index),
        settings.unit,
        settings.show_bytes,
    );
    Ok((index, unit))
}

/// The context of a report of `row` over `profile` (`loaded`'s, perhaps
/// with label frames), after `notes`: the filters that match nothing, and
/// what the sample type shown says of profiles of different periods.
fn context<'a, 's>(
    loaded: &'a Loaded<'s>,
    profile: &'a Profile,
    row: &'static Row,
    symbol: Option<&'a Regex>,
    settings: &ViewOptions,
    mut notes: Vec<String>,
    time: Option<TimeRanges>,
) -> Result<Context<'a, 's>> {
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
    let parts = Parts {
        profile,
        objects: &loaded.objects,
        gprof: loaded.gprof.as_ref(),
        program: loaded.program.as_deref(),
        timeline: loaded.profile.timeline.as_deref(),
        time,
        runs: loaded.runs,
    };
    let mut cx = Context::new(parts, row, symbol, shown)?;
    notes.extend(period_note(
        loaded,
        cx.value_index(),
        settings.sample_index.is_some(),
    ));
    notes.append(&mut cx.notes);
    cx.notes = notes;
    Ok(cx)
}

/// The profile of `loaded` cut to the time ranges the settings name
/// (`--time`), and the ranges resolved, with a note of them and the
/// samples in them; `None` when they name none (for a report of time, the
/// ranges alone).
///
/// Errors: a time range, or a report of time, of a profile that keeps no
/// sample times.
fn during(
    loaded: &Loaded,
    row: &Row,
    settings: &ViewOptions,
    notes: &mut Vec<String>,
) -> Result<(Option<profile::During>, Option<TimeRanges>)> {
    let no_times = |report| Error::NoTimes {
        path: loaded.path.clone(),
        report,
    };
    let timeline = loaded.profile.timeline.as_deref();
    if row.needs(Need::SampleTimes) && timeline.is_none() {
        return Err(no_times(row.name));
    }
    let Some(spec) = &settings.time else {
        return Ok((None, None));
    };
    let timeline = timeline.ok_or_else(|| no_times("time"))?;
    if row.needs(Need::SampleTimes) {
        // A report of time (the heat map) shows the whole recording, the
        // ranges marked: the profile is not cut.
        let ranges = spec.resolve(timeline.first(), timeline.last());
        notes.push(format!("time {spec}: {ranges}"));
        return Ok((None, Some(ranges)));
    }
    let during = loaded
        .profile
        .during(spec)
        .ok_or_else(|| no_times("time"))?;
    notes.push(format!(
        "time {spec}: {} ({} of the recording's {} samples)",
        during.ranges, during.kept, during.recorded
    ));
    let ranges = during.ranges.clone();
    Ok((Some(during), Some(ranges)))
}

/// The profile with the frames made from its labels that the
/// settings ask for (Go's `-tagroot` and `-tagleaf`, numbers printed as
/// Go prints them), or `None` when they ask for none or the report is
/// gprof's (of the gmon.out as gprof reads it): then nothing is copied.
/// Notes the keys no sample has a label of.
fn label_frames(
    profile: &Profile,
    row: &Row,
    settings: &ViewOptions,
    notes: &mut Vec<String>,
) -> Option<Profile> {
    let keys = &settings.label_frames;
    if row.needs(Need::GmonHistogram) {
        if !keys.is_empty() {
            notes.push("tagroot and tagleaf do not apply to gprof's reports".into());
        }
        return None;
    }
    let labelled = keys.apply(profile, |value, unit| {
        profile::units::scaled_label(value, unit, None)
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
    Some(labelled.profile)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_budget_takes_what_fits_then_refuses() {
        let mut sink = Vec::new();
        let mut budget = Budget {
            out: &mut sink,
            left: Some(10),
            spent: false,
        };
        assert!(budget.write_all(b"0123456789").is_ok());
        assert!(!budget.spent);
        assert!(budget.write_all(b"x").is_err());
        assert!(budget.spent);
        assert_eq!(sink, b"0123456789");
        let mut sink = Vec::new();
        let mut free = Budget {
            out: &mut sink,
            left: None,
            spent: false,
        };
        assert!(free.write_all(&[0; 4096]).is_ok());
        assert_eq!(sink.len(), 4096);
    }
}
