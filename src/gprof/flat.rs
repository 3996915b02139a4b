//! `--gprof_flat`: gprof's flat profile (`gprof -b -p`): per function, its
//! share of the time, cumulative and self seconds, calls, and self and total
//! time per call (total includes the callees' time propagated along the
//! arcs), with the per-call unit chosen as gprof chooses it (`ms/call`,
//! `us/call`, ...).

use super::Gmon;
use super::analysis::{GprofFunction, analyze};
use super::call_graph::by_decreasing_time;
use super::select::Selection;
use crate::profile::Profile;
use std::io::{self, Write};

/// SI prefixes with their scale, as gprof lists them.
const PREFIXES: [(char, f64); 11] = [
    ('T', 1e-12),
    ('G', 1e-9),
    ('M', 1e-6),
    ('K', 1e-3),
    (' ', 1.0),
    ('m', 1e3),
    ('u', 1e6),
    ('n', 1e9),
    ('p', 1e12),
    ('f', 1e15),
    ('a', 1e18),
];

/// Writes gprof's flat profile of `profile`. `selection` (`-F`, `-E`)
/// changes only the total time per call: its rows and their `% time` are
/// the histogram's, whatever the selection, as in gprof.
pub fn write_flat(
    profile: &Profile,
    gmon: &Gmon,
    selection: &Selection,
    out: &mut impl Write,
) -> io::Result<()> {
    let graph = analyze(profile, gmon, selection);
    let (hz, total) = (graph.hz, graph.total_ticks);
    let mut functions = graph.functions;
    functions.retain(|f| f.calls != 0 || f.self_time != 0.0);
    functions.sort_by(|a, b| {
        by_decreasing_time(a.self_time, b.self_time)
            .then(b.calls.cmp(&a.calls))
            .then_with(|| a.raw_name.cmp(&b.raw_name))
    });
    let seconds = |ticks: f64| ticks / hz;
    let (prefix, scale) = per_call_unit(&functions, hz);

    writeln!(out, "Flat profile:\n")?;
    writeln!(out, "Each sample counts as {} seconds.", g_format(1.0 / hz))?;
    if total <= 0.0 {
        writeln!(out, " no time accumulated\n")?;
    }
    writeln!(
        out,
        "{:>5.5} {:>10.10} {:>8.8} {:>8.8} {:>8.8} {:>8.8}  {:<8.8}",
        "%  ", "cumulative", "self  ", "", "self  ", "total ", ""
    )?;
    let unit = format!("{prefix}s/call");
    writeln!(
        out,
        "{:>5.5} {:>9.9}  {:>8.8} {:>8.8} {:>8.8} {:>8.8}  {:<8.8}",
        "time", "seconds", "seconds", "calls", unit, unit, "name"
    )?;
    let mut accumulated = 0.0;
    for f in &functions {
        accumulated += f.self_time;
        let percent = if total > 0.0 {
            100.0 * f.self_time / total
        } else {
            0.0
        };
        write!(
            out,
            "{percent:6.2} {:9.2} {:8.2}",
            seconds(accumulated),
            seconds(f.self_time)
        )?;
        if f.calls != 0 {
            let per_call = |t: f64| scale * t / hz / f.calls as f64;
            write!(
                out,
                " {:8} {:8.2} {:8.2}  ",
                f.calls,
                per_call(f.self_time),
                per_call(f.self_time + f.child_time)
            )?;
        } else {
            write!(out, " {:8.8} {:8.8} {:8.8}  ", "", "", "")?;
        }
        writeln!(out, "{}", f.name)?;
    }
    Ok(())
}

/// gprof's per-call unit: the prefix that puts the largest total time per
/// call between 1 and 1000 (`T` when no function has calls).
fn per_call_unit(functions: &[GprofFunction], hz: f64) -> (char, f64) {
    let top = functions
        .iter()
        .filter(|f| f.calls != 0)
        .map(|f| (f.self_time + f.child_time) / f.calls as f64)
        .fold(0.0, f64::max)
        / hz;
    if top <= 0.0 {
        return PREFIXES[0];
    }
    PREFIXES
        .into_iter()
        .find(|(_, scale)| (1.0..1000.0).contains(&(scale * top)))
        .unwrap_or(PREFIXES[PREFIXES.len() - 1])
}

/// C's `%g` (six significant digits, trailing zeros dropped) for the
/// sample duration: `0.01`, `0.000976562`, `1e-05`.
pub(super) fn g_format(value: f64) -> String {
    const DIGITS: i32 = 6;
    if value == 0.0 || !value.is_finite() {
        return format!("{value}");
    }
    // The exponent of the value rounded to six digits decides the style.
    let scientific = format!("{value:.*e}", DIGITS as usize - 1);
    let Some((mantissa, exponent)) = scientific.split_once('e') else {
        return scientific;
    };
    let exponent: i32 = exponent.parse().unwrap_or(0);
    let trim = |digits: &str| match digits.contains('.') {
        true => digits
            .trim_end_matches('0')
            .trim_end_matches('.')
            .to_string(),
        false => digits.to_string(),
    };
    if (-4..DIGITS).contains(&exponent) {
        trim(&format!("{value:.*}", (DIGITS - 1 - exponent) as usize))
    } else {
        let sign = if exponent < 0 { '-' } else { '+' };
        format!("{}e{sign}{:02}", trim(mantissa), exponent.abs())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn c_g_format() {
        assert_eq!(g_format(0.01), "0.01");
        assert_eq!(g_format(0.001), "0.001");
        assert_eq!(g_format(1e-5), "1e-05");
        assert_eq!(g_format(1.0), "1");
        // Six significant digits, as C prints 1/1024 and 1/60.
        assert_eq!(g_format(1.0 / 1024.0), "0.000976562");
        assert_eq!(g_format(1.0 / 60.0), "0.0166667");
        assert_eq!(g_format(1.0 / 7.0), "0.142857");
        assert_eq!(g_format(1e-7 / 3.0), "3.33333e-08");
        assert_eq!(g_format(1234567.0), "1.23457e+06");
    }
}
