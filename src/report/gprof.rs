//! `--gprof_flat`: gprof's flat profile (`gprof -b -p`) of a call-counted
//! profile: per function, its share of the time, cumulative and self
//! seconds, calls, and self and total time per call (total includes the
//! callees' time propagated along the arcs), with the per-call unit chosen
//! as gprof chooses it (`ms/call`, `us/call`, ...).

use crate::graph::gprof::{GprofFunction, analyze};
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

/// Writes the flat profile of `profile` (values in nanoseconds).
pub fn write_flat(profile: &Profile, out: &mut impl Write) -> io::Result<()> {
    let mut functions = analyze(profile);
    functions.retain(|f| f.calls != 0 || f.self_time != 0.0);
    functions.sort_by(|a, b| {
        b.self_time
            .total_cmp(&a.self_time)
            .then(b.calls.cmp(&a.calls))
            .then_with(|| a.name.cmp(&b.name))
    });
    let seconds = |ns: f64| ns / 1e9;
    let tick = profile.period.max(1) as f64;
    let total = profile.total() as f64;
    let (prefix, scale) = per_call_unit(&functions);

    writeln!(out, "Flat profile:\n")?;
    writeln!(
        out,
        "Each sample counts as {} seconds.",
        g_format(seconds(tick))
    )?;
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
            let per_call = |t: f64| scale * seconds(t) / f.calls as f64;
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
fn per_call_unit(functions: &[GprofFunction]) -> (char, f64) {
    let top = functions
        .iter()
        .filter(|f| f.calls != 0)
        .map(|f| (f.self_time + f.child_time) / 1e9 / f.calls as f64)
        .fold(0.0, f64::max);
    if top <= 0.0 {
        return PREFIXES[0];
    }
    PREFIXES
        .into_iter()
        .find(|(_, scale)| (1.0..1000.0).contains(&(scale * top)))
        .unwrap_or(PREFIXES[PREFIXES.len() - 1])
}

/// C's `%g` for the sample duration: `0.01`, `0.001`, `1e-05`.
fn g_format(value: f64) -> String {
    if value != 0.0 && (value.abs() < 1e-4 || value.abs() >= 1e6) {
        let text = format!("{value:e}");
        // Rust writes `1e-5`; C writes `1e-05`.
        match text.split_once('e') {
            Some((mantissa, exponent)) => {
                let (sign, digits) = match exponent.strip_prefix('-') {
                    Some(d) => ('-', d),
                    None => ('+', exponent),
                };
                format!("{mantissa}e{sign}{digits:0>2}")
            }
            None => text,
        }
    } else {
        let text = format!("{value:.6}");
        text.trim_end_matches('0').trim_end_matches('.').to_string()
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
    }
}
