//! `--callgrind`: the call table in the callgrind format that kcachegrind
//! reads, as perl pprof writes it (`events: Hits`; file and function names
//! compressed to `(n)` after their first use).

use crate::error::{Error, Result};
use crate::graph::calls::{Calls, Position};
use crate::report::context::Context;
use std::collections::HashMap;
use std::io::{self, Write};

/// Writes `calls` in callgrind format, ordered by caller file and line.
pub fn write(calls: &Calls, out: &mut impl Write) -> io::Result<()> {
    writeln!(out, "events: Hits\n")?;
    // (caller, callee or None for the caller's own cost, count)
    let mut entries: Vec<(usize, Option<usize>, i64)> = calls
        .self_cost
        .iter()
        .map(|(&p, &n)| (p, None, n))
        .chain(calls.calls.iter().map(|(&(a, b), &n)| (a, Some(b), n)))
        .collect();
    let pos = |p: usize| -> &Position { &calls.positions[p] };
    entries.sort_by(|a, b| {
        let (pa, pb) = (pos(a.0), pos(b.0));
        (&pa.file, pa.line, &pa.function)
            .cmp(&(&pb.file, pb.line, &pb.function))
            .then_with(|| a.1.map(pos).cmp(&b.1.map(pos)))
    });
    let mut files = Names::default();
    let mut functions = Names::default();
    for (caller, callee, count) in entries {
        let caller = pos(caller);
        files.write("fl", &caller.file, out)?;
        functions.write("fn", &caller.function, out)?;
        if let Some(callee) = callee.map(pos) {
            files.write("cfl", &callee.file, out)?;
            functions.write("cfn", &callee.function, out)?;
            writeln!(out, "calls={count} {}", callee.line)?;
        }
        writeln!(out, "{} {count}\n", caller.line)?;
    }
    Ok(())
}

/// Callgrind's name compression: `key=(n) name` the first time, `key=(n)`
/// after; names of at most three characters are always written out.
#[derive(Default)]
struct Names(HashMap<String, usize>);

impl Names {
    fn write(&mut self, key: &str, name: &str, out: &mut impl Write) -> io::Result<()> {
        if name.len() <= 3 {
            return writeln!(out, "{key}={name}");
        }
        if let Some(id) = self.0.get(name) {
            return writeln!(out, "{key}=({id})");
        }
        let id = self.0.len() + 1;
        self.0.insert(name.to_string(), id);
        writeln!(out, "{key}=({id}) {name}")
    }
}

/// The context's calls per source line, in callgrind's format.
pub(crate) fn render(cx: &mut Context, mut out: &mut dyn Write) -> Result<()> {
    let calls = crate::graph::calls::calls(cx.profile, &cx.settings.filters, cx.settings.nodes);
    write(&calls, &mut out).map_err(Error::Write)
}
