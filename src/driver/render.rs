//! One report of a loaded profile: its context is made once (the profile
//! with the frames made from labels, the sample type shown, what the
//! report's row says it needs), then the row's render function writes it.

use super::load::{Loaded, period_note};
use crate::error::{Error, Result};
use crate::profile::units::Unit;
use crate::profile::{self, Profile};
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
    mut out: &mut dyn Write,
) -> Result<Vec<String>> {
    let ((), notes) = in_context(loaded, request, settings, |cx| match cx.row.render {
        Render::Write(write) => write(cx, out),
        Render::Document(make) => {
            let mut document = make(cx)?;
            cx.notes.append(&mut document.notes);
            document::write_text(&document, &mut out).map_err(Error::Write)
        }
    })?;
    Ok(notes)
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
    let labelled = label_frames(loaded, row, settings, &mut notes);
    let profile = labelled.as_ref().unwrap_or(&loaded.profile);
    let mut cx = context(loaded, profile, row, request.symbol(), settings, notes)?;
    cx.interactive = request.interactive();
    cx.within_page = request.is_within_page();
    let made = report(&mut cx)?;
    Ok((made, cx.notes))
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

/// The profile of `loaded` with the frames made from its labels that the
/// settings ask for (Go's `-tagroot` and `-tagleaf`, numbers printed as
/// Go prints them), or `None` when they ask for none or the report is
/// gprof's (of the gmon.out as gprof reads it): then nothing is copied.
/// Notes the keys no sample has a label of.
fn label_frames(
    loaded: &Loaded,
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
    let labelled = keys.apply(&loaded.profile, |value, unit| {
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
