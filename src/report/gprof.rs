//! gprof's reports of a gmon.out (`--gprof_flat`, `--gprof_graph`,
//! `--gprof_counts`, `--gprof_sum`), written by [`crate::gprof`]: of the
//! gmon.out files, whole, as gprof's are; `--focus` and `--ignore` are
//! gprof's `-F` and `-E`.

use crate::error::{Error, Result};
use crate::gprof::{self, Selection};
use crate::report::context::Context;
use std::io::Write;

/// Where `--gprof_sum` writes, as gprof's `-s`: in the current directory.
pub const GMON_SUM: &str = "gmon.sum";

/// gprof's flat profile (`gprof -b -p`).
pub(crate) fn render_flat(cx: &mut Context, mut out: &mut dyn Write) -> Result<()> {
    let gmon = cx.gmon()?;
    let selection = select(cx)?;
    gprof::write_flat(cx.profile, gmon, &selection, &mut out).map_err(Error::Write)
}

/// gprof's call graph (`gprof -b -q`).
pub(crate) fn render_graph(cx: &mut Context, mut out: &mut dyn Write) -> Result<()> {
    let gmon = cx.gmon()?;
    let selection = select(cx)?;
    gprof::write_graph(cx.profile, gmon, &selection, &mut out).map_err(Error::Write)
}

/// gprof's execution counts (`gprof -b -l -C`).
pub(crate) fn render_counts(cx: &mut Context, mut out: &mut dyn Write) -> Result<()> {
    let gmon = cx.gmon()?;
    select(cx)?;
    // gprof's -F and -E leave its -l -C alone.
    if !cx.settings.filters.is_empty() {
        cx.note(
            "--focus and --ignore do not apply to gprof's execution counts \
             (gprof's -F and -E leave them alone)",
        );
    }
    if !gmon.has_calls(cx.profile) && !gmon.has_executions(cx.profile) {
        cx.note("this gmon.out has no call arcs or basic-block counts");
    }
    gprof::write_counts(cx.profile, gmon, &cx.objects(), &mut out).map_err(Error::Write)
}

/// gprof's `-s`: the gmon.out files, summed, written to [`GMON_SUM`].
pub(crate) fn render_sum(cx: &mut Context, _: &mut dyn Write) -> Result<()> {
    let (Some(histogram), Some(program)) = (&cx.profile.histogram, cx.program_given()) else {
        return Err(Error::NotGmon {
            report: cx.row.name,
            instead: super::commands::TEXT.name,
        });
    };
    let sum = gprof::write_sum(histogram, program)?;
    std::fs::write(GMON_SUM, sum).map_err(|e| Error::io(GMON_SUM, e))?;
    cx.note(format!(
        "wrote the gmon.out, as gprof -s writes it, to {GMON_SUM}"
    ));
    if !cx.settings.filters.is_empty() {
        cx.note("--focus and --ignore do not apply to gmon.sum (gprof's -F and -E leave it alone)");
    }
    Ok(())
}

/// The functions `--focus` and `--ignore` select, as gprof's `-F` and
/// `-E`, with notes on what does not apply.
fn select(cx: &mut Context) -> Result<Selection> {
    let gmon = cx.gmon()?;
    let selection = Selection::new(cx.profile, gmon, &cx.settings.filters);
    if cx.settings.filters.edits_stacks() {
        cx.note("--hide, --show, --show_from and --prune_from do not apply to gprof's reports");
    }
    if let Some(focus) = selection.unmatched_focus() {
        cx.note(format!(
            "--focus={focus} names no function: gprof's reports show them all"
        ));
    }
    Ok(selection)
}
