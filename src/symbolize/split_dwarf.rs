//! Split DWARF (`-gsplit-dwarf`): the `.dwo` file of each skeleton unit,
//! or the `.dwp` package of the binary, found and read once so that any
//! thread's lookups can take the units they ask for.

use super::binary::Store;
use super::debug_info::{Reader, Sections, endian_of, section_data};
use gimli::{EndianSlice, SectionId};
use object::{Object, ObjectSection};
use std::collections::HashMap;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};

/// The split units of `-gsplit-dwarf`: a `.dwp` package, or the `.dwo`
/// file of each skeleton unit.
#[derive(Default)]
pub(super) struct Split<'a> {
    pub(super) package: Option<gimli::DwarfPackage<Reader<'a>>>,
    /// Each `.dwo` file's sections, by its unit's DWO id.
    pub(super) dwos: HashMap<u64, Vec<(SectionId, &'a [u8])>>,
    /// The `.dwo` files not found (as the skeletons name them), with the
    /// number of skeleton units.
    pub(super) missing: (Vec<PathBuf>, usize),
}

impl<'a> Split<'a> {
    /// The split units of the skeleton units of `sections` (read from
    /// `dwarf_path`, the debug file of the binary at `binary_path`): the
    /// package `<binary>.dwp` (or `<debug file>.dwp`), else each unit's
    /// `.dwo` file at `DW_AT_comp_dir`/`DW_AT_dwo_name`, or by that name
    /// (or its last component) in the debug file's or binary's directory.
    /// A `.dwo` file counts only when its unit's DWO id is the skeleton's.
    pub(super) fn find(
        sections: &Sections<'a>,
        dwarf_path: &Path,
        binary_path: &Path,
        store: &'a Store,
    ) -> Self {
        let mut split = Split::default();
        let Some(dwarf) = sections.dwarf() else {
            return split;
        };
        let skeletons = skeletons(&dwarf);
        if skeletons.is_empty() {
            return split;
        }
        for path in [binary_path, dwarf_path] {
            let package = with_suffix(path, ".dwp");
            if let Some(package) = open_package(&package, store) {
                split.package = Some(package);
                return split;
            }
        }
        split.missing.1 = skeletons.len();
        let dirs: Vec<&Path> = [dwarf_path.parent(), binary_path.parent()]
            .into_iter()
            .flatten()
            .collect();
        for (id, comp_dir, name) in skeletons {
            let name = Path::new(std::ffi::OsStr::from_bytes(&name));
            let mut candidates = Vec::new();
            if let Some(dir) = &comp_dir {
                candidates.push(Path::new(std::ffi::OsStr::from_bytes(dir)).join(name));
            }
            for dir in &dirs {
                candidates.push(dir.join(name));
                if let Some(file) = name.file_name() {
                    candidates.push(dir.join(file));
                }
            }
            match candidates.iter().find_map(|c| open_dwo(c, id, store)) {
                Some(data) => {
                    split.dwos.insert(id, data);
                }
                None => split.missing.0.push(candidates.swap_remove(0)),
            }
        }
        split
    }
}

/// The DWO id, `DW_AT_comp_dir` and `DW_AT_dwo_name` of every skeleton
/// unit (DWARF 5's, or DWARF 4's GNU extension).
fn skeletons(dwarf: &gimli::Dwarf<Reader<'_>>) -> Vec<(u64, Option<Vec<u8>>, Vec<u8>)> {
    let mut out = Vec::new();
    let mut headers = dwarf.units();
    while let Ok(Some(header)) = headers.next() {
        let skeleton = matches!(header.type_(), gimli::UnitType::Skeleton(_))
            || (header.version() < 5 && !gimli::Section::reader(&dwarf.debug_addr).is_empty());
        if !skeleton {
            continue;
        }
        let Ok(unit) = dwarf.unit(header) else {
            continue;
        };
        let (Some(id), Ok(Some(name))) = (unit.dwo_id, unit.dwo_name()) else {
            continue;
        };
        let Ok(name) = dwarf.attr_string(&unit, name) else {
            continue;
        };
        out.push((
            id.0,
            unit.comp_dir.map(|d| d.slice().to_vec()),
            name.slice().to_vec(),
        ));
    }
    out
}

/// The sections of the `.dwo` file at `path` when its unit is `id`'s.
fn open_dwo<'a>(path: &Path, id: u64, store: &'a Store) -> Option<Vec<(SectionId, &'a [u8])>> {
    if !path.is_file() {
        return None;
    }
    let bytes = store.map(path).ok()?;
    let object = object::File::parse(bytes).ok()?;
    let data = section_data(&object, store, false, |s| s.dwo_name());
    let endian = endian_of(&object);
    let dwarf = gimli::Dwarf::load(|s| -> Result<Reader<'a>, gimli::Error> {
        let bytes = data
            .iter()
            .find(|(i, _)| *i == s)
            .map_or(&[][..], |(_, b)| *b);
        Ok(EndianSlice::new(bytes, endian))
    })
    .ok()?;
    let header = dwarf.units().next().ok()??;
    let unit = dwarf.unit(header).ok()?;
    (unit.dwo_id == Some(gimli::DwoId(id))).then_some(data)
}

/// The `.dwp` package at `path`, when there is one.
fn open_package<'a>(path: &Path, store: &'a Store) -> Option<gimli::DwarfPackage<Reader<'a>>> {
    if !path.is_file() {
        return None;
    }
    let bytes = store.map(path).ok()?;
    let object = object::File::parse(bytes).ok()?;
    let endian = endian_of(&object);
    let data = section_data(&object, store, true, |s| s.dwo_name());
    let empty = EndianSlice::new(&[][..], endian);
    gimli::DwarfPackage::load(
        |s| -> Result<Reader<'a>, gimli::Error> {
            let bytes = match s {
                // The package's index sections, which gimli's Dwarf loader
                // does not ask for.
                SectionId::DebugCuIndex | SectionId::DebugTuIndex => object
                    .section_by_name(s.dwo_name().unwrap_or_default())
                    .and_then(|sec| sec.data().ok())
                    .unwrap_or_default(),
                _ => data
                    .iter()
                    .find(|(i, _)| *i == s)
                    .map_or(&[][..], |(_, b)| *b),
            };
            Ok(EndianSlice::new(bytes, endian))
        },
        empty,
    )
    .ok()
}

fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut s = path.as_os_str().to_os_string();
    s.push(suffix);
    s.into()
}
