//! perl pprof's symbolized profiles (what its `--raw` writes, and ours):
//! a symbol section, then a profile whose addresses it names.
//!
//! ```text
//! --- symbol
//! binary=./prog
//! 0x000055d8f7c02173 main
//! 0x000055d8f7c02158 outer--inner
//! ---
//! --- profile
//! <a gperftools CPU profile>
//! ```
//!
//! Each symbol line names an address by its inline chain, outermost first,
//! `--` between names (perl's `ReadSymbols`). The profile section is a
//! gperftools CPU profile after a `--- profile` line, or, directly, a heap,
//! growth or contention profile's text; its return addresses were written
//! one byte back already, and its signal-handler frame removed, so the
//! section is read as written ([`super::ReadOptions::as_written`]). The
//! addresses are named from the symbol section; the profile's binaries are
//! not needed.

use super::parse_symbol_page;
use super::text::{self, Lines};
use super::{Format, Input, ReadProfile, Reader};
use crate::error::{Error, Result};

/// The symbolized profile format.
pub(super) const FORMAT: Format = Format {
    name: "a symbolized profile",
    signature: "`--- symbol` header",
    needs_program: false,
    detect: |input| text::header_text(input.bytes).is_some_and(|h| is_symbol_header(&h)),
    read: Reader::Whole(read),
};

/// perl's `^--- *symbol`.
fn is_symbol_header(line: &str) -> bool {
    line.strip_prefix("---")
        .is_some_and(|rest| rest.trim_start_matches(' ').starts_with("symbol"))
}

/// Reads a symbolized profile.
fn read(input: &Input) -> Result<ReadProfile> {
    let (path, bytes) = (input.path, input.bytes);
    let malformed = |offset: u64, what: &str| Error::Malformed {
        path: path.into(),
        offset,
        what: what.into(),
    };
    let mut warnings = Vec::new();
    let mut lines = Lines::new(bytes);
    text::header(&mut lines, path, &mut warnings)
        .filter(|l| is_symbol_header(&l.text))
        .ok_or_else(|| malformed(0, "no `--- symbol` header line"))?;
    let symbols_start = lines.offset();
    // The symbol section ends at the first line that starts with `---`.
    let mut end = None;
    for line in lines.by_ref() {
        if line.text.starts_with("---") {
            end = Some(line.offset as usize);
            break;
        }
    }
    let end = end.ok_or_else(|| {
        malformed(
            bytes.len() as u64,
            "the symbol section has no `---` line after it: no profile follows",
        )
    })?;
    let names = parse_symbol_page(&String::from_utf8_lossy(&bytes[symbols_start..end]));
    // After the `---` line: `--- profile` and a CPU profile, or a text
    // profile's own header line.
    let mut section = lines.offset();
    let mut rest = Lines::new(&bytes[section..]);
    if let Some(line) = rest.next()
        && line.text.trim_end() == "--- profile"
    {
        section += rest.offset();
    }
    let body = &bytes[section..];
    if body.is_empty() {
        return Err(malformed(
            section as u64,
            "no profile after the symbol section",
        ));
    }
    let options = super::ReadOptions {
        as_written: true,
        ..input.options.clone()
    };
    let inner = Input {
        bytes: body,
        options: &options,
        ..*input
    };
    let format = super::FORMATS
        .iter()
        .filter(|f| f.name != FORMAT.name && !f.needs_program)
        .find(|f| (f.detect)(&inner))
        .ok_or_else(|| {
            malformed(
                section as u64,
                "the profile after the symbol section is in no format read here",
            )
        })?;
    let mut read = format
        .read_bytes(&inner, &inner.program)
        .map_err(|e| match e {
            Error::Malformed { path, offset, what } => Error::Malformed {
                path,
                offset: offset + section as u64,
                what,
            },
            other => other,
        })?;
    warnings.append(&mut read.warnings);
    Ok(ReadProfile {
        profile: read.profile,
        warnings,
        names: Some(names),
    })
}
