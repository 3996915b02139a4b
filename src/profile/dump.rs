//! A stable text dump of the model, laid out as Go pprof's `-raw` prints a
//! profile (not byte for byte): the period, the sample types (the default
//! marked `[dflt]`), each sample's values and location ids (1-based) with
//! its labels, each location with its address, mapping and frames (or why
//! it has none), the mappings, and the histogram extension when there is
//! one. Readers' golden files are such dumps, so that a change in what a
//! reader produces shows up as a readable diff.

use super::{Label, LabelValue, Location, Profile};
use std::fmt::Write as _;

/// The dump of `profile`.
pub fn dump(profile: &Profile) -> String {
    let mut out = String::new();
    let _ = write(profile, &mut out);
    out
}

/// Writes the dump of `profile` to `out` as it is made (a dump can be far
/// larger than the profile: it is not held whole).
pub fn write_dump(profile: &Profile, out: &mut impl std::io::Write) -> std::io::Result<()> {
    let mut adapter = IoWriter { out, error: None };
    match write(profile, &mut adapter) {
        Ok(()) => Ok(()),
        Err(_) => Err(adapter
            .error
            .unwrap_or_else(|| std::io::Error::other("formatting the dump"))),
    }
}

/// `std::fmt::Write` over an `std::io::Write`, keeping the first error.
struct IoWriter<'a, W> {
    out: &'a mut W,
    error: Option<std::io::Error>,
}

impl<W: std::io::Write> std::fmt::Write for IoWriter<'_, W> {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.out.write_all(s.as_bytes()).map_err(|e| {
            self.error = Some(e);
            std::fmt::Error
        })
    }
}

fn write(p: &Profile, out: &mut impl std::fmt::Write) -> std::fmt::Result {
    writeln!(
        out,
        "PeriodType: {} {}",
        p.period_type.kind, p.period_type.unit
    )?;
    writeln!(out, "Period: {}", p.period)?;
    writeln!(
        out,
        "AddressBytes: {}{}",
        p.address_bytes,
        if p.link_time_addresses {
            " (link-time addresses)"
        } else {
            ""
        }
    )?;
    writeln!(out, "Samples:")?;
    let types: Vec<String> = p
        .sample_types
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let default = if i == p.default_sample_type {
                "[dflt]"
            } else {
                ""
            };
            format!("{}/{}{default}", t.kind, t.unit)
        })
        .collect();
    writeln!(out, "{}", types.join(" "))?;
    for s in &p.samples {
        let mut line = String::new();
        for v in &s.values {
            write!(line, " {v:>10}")?;
        }
        line.push_str(": ");
        for l in &s.stack {
            write!(line, "{} ", l.index() + 1)?;
        }
        writeln!(out, "{line}")?;
        if !s.labels.is_empty() {
            writeln!(out, "                {}", labels(&s.labels))?;
        }
    }
    writeln!(out, "Locations")?;
    for (i, l) in p.locations.iter().enumerate() {
        location(p, i, l, out)?;
    }
    writeln!(out, "Mappings")?;
    for (i, m) in p.mappings.iter().enumerate() {
        writeln!(
            out,
            "{}: {:#x}/{:#x}/{:#x} {} {}{}",
            i + 1,
            m.start,
            m.limit,
            m.offset,
            m.path,
            m.build_id.as_deref().unwrap_or(""),
            if m.is_main { " [main]" } else { "" }
        )?;
    }
    if let Some(h) = &p.histogram {
        writeln!(out, "Histogram: {} Hz", h.rate)?;
        for r in &h.ranges {
            let ticks: u64 = r.bins.iter().sum();
            writeln!(
                out,
                "{:#x}/{:#x} {} bins, {ticks} ticks",
                r.low,
                r.high,
                r.bins.len()
            )?;
            for (i, &n) in r.bins.iter().enumerate().filter(|(_, n)| **n != 0) {
                writeln!(out, "  bin {i}: {n}")?;
            }
        }
        writeln!(out, "Arcs")?;
        for a in &h.arcs {
            writeln!(out, "{:#x} -> {:#x}: {}", a.from, a.to, a.count)?;
        }
        writeln!(out, "Blocks")?;
        for b in &h.blocks {
            writeln!(out, "{:#x}: {}", b.address, b.count)?;
        }
    }
    Ok(())
}

fn location(
    p: &Profile,
    i: usize,
    l: &Location,
    out: &mut impl std::fmt::Write,
) -> std::fmt::Result {
    let mut head = format!("{:6}: {:#x} ", i + 1, l.address);
    if let Some(m) = l.mapping {
        write!(head, "M={} ", m.index() + 1)?;
    }
    if l.lines.is_empty() {
        match &l.unknown {
            Some(why) => writeln!(out, "{head}?? ({why})")?,
            None => writeln!(out, "{}", head.trim_end())?,
        }
    }
    for line in &l.lines {
        let f = p.function(line.function);
        write!(
            out,
            "{head}{} {}:{}",
            f.name,
            line.file.as_deref().unwrap_or("??"),
            line.line
        )?;
        if let Some(start) = f.start {
            write!(out, " s={start:#x}")?;
        }
        if f.name != f.system_name {
            write!(out, "({})", f.system_name)?;
        }
        if line.inlined {
            out.write_str(" [inline]")?;
        }
        out.write_char('\n')?;
        head = " ".repeat(13);
    }
    Ok(())
}

fn labels(labels: &[Label]) -> String {
    let items: Vec<String> = labels
        .iter()
        .map(|l| match &l.value {
            LabelValue::Str(s) => format!("{}:[{s}]", l.key),
            LabelValue::Num { value, unit } => match unit {
                Some(unit) => format!("{}:[{value} {unit}]", l.key),
                None => format!("{}:[{value}]", l.key),
            },
        })
        .collect();
    format!("{{{}}}", items.join(" "))
}
