//! `--collapsed`: folded stacks for flame graph tools (Brendan Gregg's
//! `flamegraph.pl`, speedscope, inferno): one line per distinct stack of
//! names at the granularity asked, root first (leaf first with
//! `--reverse`), `;` between frames, then its value.

use crate::error::{Error, Result};
use crate::report::context::Context;
use std::io::Write;

/// The context's folded stacks, one per line.
pub(crate) fn render(cx: &mut Context, out: &mut dyn Write) -> Result<()> {
    for line in cx.folded().lines() {
        writeln!(out, "{line}").map_err(Error::Write)?;
    }
    Ok(())
}
