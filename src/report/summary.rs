//! perl pprof's interactive header: `Total:`, then what each of the focus
//! and ignore filters kept (`After focusing on 'RE': 170 samples of 200
//! (85.0%)`), above `top`, `list` and `disasm` at the prompt.

use super::context::Context;
use crate::graph::Filters;

/// The header's lines for the context's profile, filters, sample type and
/// unit.
pub(crate) fn filter_summary(cx: &Context) -> Vec<String> {
    let profile = cx.profile;
    let settings = &cx.settings;
    let (index, unit) = (cx.value_index(), cx.unit);
    let total = profile
        .samples
        .iter()
        .fold(0i64, |t, s| t.saturating_add(s.value(index)));
    let kept = |filters: &Filters| -> i64 {
        filters
            .kept(profile, settings.nodes.full_names)
            .fold(0i64, |t, (_, s)| t.saturating_add(s.value(index)))
    };
    // "170 samples of 200", "630ms of 1.09s"
    let of_total = |n: i64| format!("{} of {}", unit.total(n), unit.format(total));
    let percent = |n: i64| {
        if total != 0 {
            n as f64 * 100.0 / total as f64
        } else {
            0.0
        }
    };
    let mut summary = vec![format!("Total: {}", unit.total(total))];
    if let Some(focus) = &settings.filters.focus {
        let n = kept(&Filters {
            focus: Some(focus.clone()),
            ..Filters::default()
        });
        summary.push(format!(
            "After focusing on '{focus}': {} ({:.1}%)",
            of_total(n),
            percent(n)
        ));
    }
    if let Some(ignore) = &settings.filters.ignore {
        let n = kept(&settings.filters);
        summary.push(format!(
            "After ignoring '{ignore}': {} ({:.1}%)",
            of_total(n),
            percent(n)
        ));
    }
    summary
}
