//! `--callgrind`: the call table in the callgrind format that kcachegrind
//! reads, as perl pprof writes it (`events: Hits`; file and function names
//! compressed to `(n)` after their first use).

use crate::error::{Error, Result};
use crate::graph::calls::{Calls, Position};
use crate::report::context::Context;
use std::collections::HashMap;
use std::io::{self, Write};
use std::process::{Command, Stdio};

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

/// The context's callgrind report in a file of the temporary directory
/// (`profile-analyze-XXXXXX.callgrind`), opened in KCachegrind as Go's
/// `-kcachegrind` does, waiting until it is closed, then removed. The
/// viewer's output is kept from the terminal; when it cannot be started, or
/// fails, the error names the file, which stays for another viewer.
pub(crate) fn render_kcachegrind(cx: &mut Context, _: &mut dyn Write) -> Result<()> {
    let file = tempfile::Builder::new()
        .prefix("profile-analyze-")
        .suffix(".callgrind")
        .tempfile()
        .map_err(|e| Error::io(std::env::temp_dir(), e))?;
    let mut writer = io::BufWriter::new(file.as_file());
    render(cx, &mut writer)?;
    writer.flush().map_err(|e| Error::io(file.path(), e))?;
    drop(writer);
    let (_, path) = file
        .keep()
        .map_err(|e| Error::io(std::env::temp_dir(), e.error))?;
    let status = Command::new(KCACHEGRIND)
        .arg(&path)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
    let what = match status {
        Ok(status) if status.success() => {
            // As Go removes its viewers' files; one that failed is kept.
            let _ = std::fs::remove_file(&path);
            return Ok(());
        }
        Ok(status) => format!("failed ({status})"),
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            "not found: install it (apt-get install kcachegrind)".to_string()
        }
        Err(e) => e.to_string(),
    };
    Err(Error::Tool {
        tool: KCACHEGRIND.to_string(),
        what: format!("{what}; the callgrind file is {}", path.display()),
    })
}

/// The viewer `--kcachegrind` starts.
const KCACHEGRIND: &str = "kcachegrind";
