//! `--list` and `--disasm`: find the routines, then annotate each.

use crate::options::{Loaded, Options};
use crate::report::code::{CodeProfile, matching_routines};
use crate::report::source_files::Sources;
use crate::report::{disasm, source};
use regex::Regex;
use std::io::{self, Write};

/// Which annotation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Source lines (`--list`).
    Source,
    /// Instructions (`--disasm`).
    Disassembly,
}

/// Writes the annotated routines whose names match `re` and that have
/// samples; returns notes for the user.
pub fn write(
    loaded: &Loaded,
    options: &Options,
    re: &Regex,
    kind: Kind,
    out: &mut impl Write,
) -> io::Result<Vec<String>> {
    let code = CodeProfile::new(&loaded.profile, &loaded.objects, &options.filters);
    let routines = matching_routines(&loaded.objects, &code, re);
    let mut notes = Vec::new();
    if routines.is_empty() {
        notes.push(format!("no function with samples matches {re}"));
    }
    for (file, object) in loaded.objects.files().iter().enumerate() {
        if !object.has_symbol_table() && code.has_samples(file) {
            notes.push(format!(
                "{}: no symbol table (stripped with --strip-all?): only the functions it exports can be shown",
                object.path().display()
            ));
        }
    }
    let mut sources = Sources::new(&options.code.source_path);
    for routine in &routines {
        let object = &loaded.objects.files()[routine.file];
        let note = match kind {
            Kind::Source => source::write_routine(
                object,
                routine,
                &code,
                &mut sources,
                options.code.inlined_lines,
                out,
            )?,
            Kind::Disassembly => disasm::write_routine(
                object,
                routine,
                &code,
                &mut sources,
                options.code.syntax,
                out,
            )?,
        };
        if let Some(note) = note
            && !notes.contains(&note)
        {
            notes.push(note);
        }
    }
    Ok(notes)
}
