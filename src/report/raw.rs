//! `--raw`: perl pprof's symbolized profile, which another pprof (perl's,
//! or ours) reads without the binaries.
//!
//! ```text
//! --- symbol
//! binary=./prog
//! 0x000055d8f7c02158 outer(int)--inner(int)
//! ---
//! --- profile
//! <a gperftools CPU profile: the value shown, per stack>
//! ```
//!
//! A symbol line names an address by its inline chain, outermost first, by
//! full names, each with its function's start address when known
//! (`f(int)<0000000000001550>`), as perl writes them. As perl writes it, the profile is a CPU profile of the value
//! the reports show (for a heap profile, the bytes or objects shown, as
//! samples); a heap profile with in-use and allocated counts is written
//! instead as its own text, every type kept, right after the symbol
//! section (perl reads that back too). Either way the return addresses are
//! written one byte back already, as looked up, and the reader takes them
//! as written.

use crate::demangle;
use crate::error::{Error, Result};
use crate::profile::Profile;
use crate::report::context::Context;
use std::io::{self, Write};

/// The sample types of a heap profile with in-use and allocated counts, in
/// the model's order.
const HEAP_TYPES: [&str; 4] = [
    "alloc_objects",
    "alloc_space",
    "inuse_objects",
    "inuse_space",
];

/// Writes `profile` as a symbolized profile of `program`, with each
/// sample's `value_index`th value; returns how many samples were left out
/// (a CPU profile counts only positive values).
pub fn write(
    profile: &Profile,
    value_index: usize,
    program: &str,
    out: &mut impl Write,
) -> io::Result<usize> {
    let width = 2 * profile.address_bytes.max(1);
    writeln!(out, "--- symbol")?;
    writeln!(out, "binary={program}")?;
    for location in &profile.locations {
        if location.lines.is_empty() {
            continue;
        }
        // Full names with their start address, as perl writes them
        // (`f(int)<0000000000001550>`): overloads stay apart.
        let names: Vec<String> = location
            .lines
            .iter()
            .rev()
            .map(|l| {
                let f = profile.function(l.function);
                // The full name, as perl writes it, when it reads back as
                // the same short name; else the mangled name as stored (a
                // Rust name's `<...>` would read back as C++ templates).
                let short = f.name.split('@').next().unwrap_or(&f.name);
                let reads_back = demangle::names(&f.full_name, true).short == short;
                let mangled = f.system_name.starts_with("_Z") || f.system_name.starts_with("_R");
                let name = if !reads_back && mangled {
                    &f.system_name
                } else {
                    &f.full_name
                };
                match f.start {
                    Some(start) => format!("{name}<{start:016x}>"),
                    None => name.to_string(),
                }
            })
            .collect();
        writeln!(out, "0x{:0width$x} {}", location.address, names.join("--"))?;
    }
    writeln!(out, "---")?;
    let kinds: Vec<&str> = profile
        .sample_types
        .iter()
        .map(|t| t.kind.as_str())
        .collect();
    if kinds == HEAP_TYPES {
        write_heap(profile, out)?;
        return Ok(0);
    }
    writeln!(out, "--- profile")?;
    write_cpu(profile, value_index, out)
}

/// The samples as a gperftools CPU profile of the value shown, with its
/// mappings; returns the samples left out (value not positive).
fn write_cpu(profile: &Profile, value_index: usize, out: &mut impl Write) -> io::Result<usize> {
    let wide = profile.address_bytes != 4;
    let word = |out: &mut dyn Write, w: u64| -> io::Result<()> {
        if wide {
            out.write_all(&w.to_le_bytes())
        } else {
            out.write_all(&(w as u32).to_le_bytes())
        }
    };
    let period_us = if profile.period_type.kind == "cpu" {
        u64::try_from(profile.period / 1000).unwrap_or(0).max(1)
    } else {
        1
    };
    for w in [0, 3, 0, period_us, 0] {
        word(out, w)?;
    }
    let mut left_out = 0;
    for sample in &profile.samples {
        let value = sample.value(value_index);
        if value <= 0 || sample.stack.is_empty() {
            left_out += usize::from(value != 0);
            continue;
        }
        word(out, value as u64)?;
        word(out, sample.stack.len() as u64)?;
        for &id in &sample.stack {
            word(out, profile.location(id).address)?;
        }
    }
    for w in [0, 1, 0] {
        word(out, w)?;
    }
    write_maps(profile, out)?;
    Ok(left_out)
}

/// A heap profile's text (`@ heapprofile`: not unsampled again), every type.
fn write_heap(profile: &Profile, out: &mut impl Write) -> io::Result<()> {
    let mut totals = [0i64; 4];
    for sample in &profile.samples {
        for (t, v) in totals.iter_mut().zip(&sample.values) {
            *t = t.saturating_add(*v);
        }
    }
    let [an, asz, n, s] = totals;
    writeln!(out, "heap profile: {n}: {s} [{an}: {asz}] @ heapprofile")?;
    for sample in &profile.samples {
        let v = |i| sample.value(i).max(0);
        write!(out, "{}: {} [{}: {}] @", v(2), v(3), v(0), v(1))?;
        for &id in &sample.stack {
            write!(out, " 0x{:x}", profile.location(id).address)?;
        }
        writeln!(out)?;
    }
    writeln!(out, "MAPPED_LIBRARIES:")?;
    write_maps(profile, out)
}

/// The mappings as `/proc/self/maps` lines.
fn write_maps(profile: &Profile, out: &mut impl Write) -> io::Result<()> {
    for m in &profile.mappings {
        writeln!(
            out,
            "{:x}-{:x} r-xp {:08x} 00:00 0 {}",
            m.start, m.limit, m.offset, m.path
        )?;
    }
    Ok(())
}

/// perl's symbolized profile of the context's.
pub(crate) fn render(cx: &mut Context, mut out: &mut dyn Write) -> Result<()> {
    let program = cx.program_name();
    let left_out = write(cx.profile, cx.value_index(), &program, &mut out).map_err(Error::Write)?;
    if left_out > 0 {
        cx.note(format!(
            "--raw left out {left_out} samples whose value is not positive (a CPU profile counts up)"
        ));
    }
    Ok(())
}
