//! The unwind tables of a mapping's file, for a reader that unwinds
//! stacks (perf.data's `--call-graph dwarf`): the file found as the
//! symbolizer finds it (`locate`), its call-frame sections copied out.

use super::SymbolizeOptions;
use super::binary::{Binary, Store};
use super::locate;
use crate::unwind_tables::UnwindTables;
use object::{Object, ObjectSection};
use std::sync::Arc;

/// The unwind tables of the file the profile names `path` (with build id
/// `build_id`): the first candidate that opens as ELF and has the build id;
/// `None` when there is none.
pub fn unwind_tables(
    path: &str,
    build_id: Option<&str>,
    options: &SymbolizeOptions,
) -> Option<UnwindTables> {
    let expected = build_id.map(str::to_ascii_lowercase);
    let store = Store::default();
    for candidate in locate::binary_candidates(path, expected.as_deref(), options) {
        let Ok(binary) = Binary::open(&candidate, &store) else {
            continue;
        };
        let found = binary.build_id().map(locate::hex);
        if expected.is_some() && found.is_some() && found != expected {
            continue;
        }
        return Some(tables(&binary));
    }
    None
}

/// The call-frame sections and code segments of `binary`.
fn tables(binary: &Binary) -> UnwindTables {
    let object = &binary.object;
    let range = |name: &str| {
        object
            .section_by_name(name)
            .map(|s| s.address()..s.address() + s.size())
    };
    let with_bytes = |name: &str| {
        let section = object.section_by_name(name)?;
        let bytes = section.uncompressed_data().ok()?;
        let address = section.address();
        Some((address..address + bytes.len() as u64, Arc::from(&*bytes)))
    };
    UnwindTables {
        segments: binary
            .code
            .iter()
            .map(|s| (s.file_offset, s.file_size, s.address))
            .collect(),
        text: range(".text"),
        got: range(".got"),
        eh_frame: with_bytes(".eh_frame"),
        eh_frame_hdr: with_bytes(".eh_frame_hdr"),
        debug_frame: with_bytes(".debug_frame").map(|(_, bytes)| bytes),
    }
}
