//! A stable text form of a [`Profile`], for reader tests and debugging.

use super::Profile;
use std::fmt::Write;

/// Renders the profile as stable text: header, mappings, then samples with
/// their addresses (leaf first), sorted so that the output does not depend on
/// record order.
pub fn dump(profile: &Profile) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "sample_type: {}/{}  period: {} {}",
        profile.sample_type.kind,
        profile.sample_type.unit,
        profile.period,
        profile.period_type.unit
    );
    for m in &profile.mappings {
        let _ = writeln!(
            out,
            "mapping: {:#x}-{:#x} offset {:#x} {}{}",
            m.start,
            m.limit,
            m.offset,
            m.path,
            if m.is_main { " [main]" } else { "" }
        );
    }
    let mut samples: Vec<String> = profile
        .samples
        .iter()
        .map(|s| {
            let stack: Vec<String> = s
                .stack
                .iter()
                .map(|&l| format!("{:#x}", profile.location(l).address))
                .collect();
            format!("{} @ {}", s.value, stack.join(" "))
        })
        .collect();
    samples.sort();
    for s in samples {
        let _ = writeln!(out, "sample: {s}");
    }
    out
}
