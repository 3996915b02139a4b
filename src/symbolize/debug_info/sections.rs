//! The DWARF sections of a file as naming reads them: decompressed once,
//! with dwz's supplementary file and the split units, and the shared
//! `gimli::Dwarf` that every thread's `addr2line` context is made from.

use super::{Damage, Reader};
use crate::symbolize::binary::Store;
use crate::symbolize::split_dwarf::Split;
use addr2line::{Context, LookupContinuation, LookupResult, SplitDwarfLoad};
use gimli::{EndianSlice, RunTimeEndian, SectionId};
use object::Object;
use std::sync::{Arc, OnceLock};

/// The DWARF sections of a file, decompressed once, from which any number
/// of `addr2line` contexts can be made; with those of dwz's supplementary
/// file and of the split units.
pub(in crate::symbolize) struct Sections<'a> {
    pub(super) endian: RunTimeEndian,
    pub(super) data: Vec<(SectionId, &'a [u8])>,
    /// The supplementary file's sections (`.gnu_debugaltlink`).
    pub(super) sup: Option<Vec<(SectionId, &'a [u8])>>,
    pub(super) split: Split<'a>,
    /// The sections as one gimli `Dwarf` whose abbreviation tables are
    /// parsed once, shared by every thread's context (made at the first
    /// lookup).
    pub(super) shared: OnceLock<Option<Arc<gimli::Dwarf<Reader<'a>>>>>,
    /// What of them could not be used.
    pub(super) damage: Damage,
}

/// Why a file's DWARF sections give no `addr2line` context.
#[derive(Debug, thiserror::Error)]
pub(super) enum ContextError {
    /// The sections do not load as one gimli `Dwarf`.
    #[error("its sections do not load")]
    NotLoaded,
    /// addr2line could not read their units.
    #[error("{0}")]
    Dwarf(gimli::Error),
}

/// True for the sections never read to name an address: location lists,
/// macros and name indexes. Skipping them spares decompressing them
/// (libc's `.debug_loclists` alone is a fifth of its debug file).
fn not_for_naming(id: SectionId) -> bool {
    use gimli::SectionId::*;
    matches!(
        id,
        DebugLoc | DebugLocLists | DebugMacinfo | DebugMacro | DebugPubNames | DebugPubTypes
    )
}

/// The sections of `object` that naming an address reads, by the name
/// `name_of` gives each (`.debug_info`, or `.debug_info.dwo` in a split
/// unit's file), decompressed into `store` when compressed. `all` keeps
/// the sections naming does not read too (a `.dwp` package's index slices
/// every section).
pub(in crate::symbolize) fn section_data<'a>(
    object: &object::File<'a>,
    store: &'a Store,
    all: bool,
    name_of: impl Fn(SectionId) -> Option<&'static str>,
) -> Vec<(SectionId, &'a [u8])> {
    let mut data = Vec::new();
    // Collect the sections gimli asks for; the loader cannot fail.
    let _ = gimli::Dwarf::load(
        |id| -> Result<EndianSlice<'a, RunTimeEndian>, gimli::Error> {
            let skipped = !all && not_for_naming(id);
            let bytes: &'a [u8] = match name_of(id).and_then(|name| object.section_by_name(name)) {
                Some(section) if !skipped => {
                    crate::symbolize::binary::section_bytes(&section, store)
                }
                _ => &[],
            };
            data.push((id, bytes));
            Ok(EndianSlice::new(bytes, RunTimeEndian::default()))
        },
    );
    data
}

pub(in crate::symbolize) fn endian_of(object: &object::File) -> RunTimeEndian {
    if object.is_little_endian() {
        RunTimeEndian::Little
    } else {
        RunTimeEndian::Big
    }
}

impl<'a> Sections<'a> {
    pub(super) fn load(object: &object::File<'a>, store: &'a Store) -> Self {
        use object::{Object, ObjectSection};
        let damage = Damage::default();
        let data = section_data(object, store, false, |id| Some(id.name()));
        for (id, bytes) in &data {
            if let Some(section) = object.section_by_name(id.name())
                && !not_for_naming(*id)
                && bytes.is_empty()
                && section.size() > 0
                && !matches!(section.kind(), object::SectionKind::UninitializedData)
            {
                damage.note(|| format!("its {} section cannot be read", id.name()));
            }
        }
        Sections {
            endian: endian_of(object),
            data,
            sup: None,
            split: Split::default(),
            shared: OnceLock::new(),
            damage,
        }
    }

    fn reader(&self, data: &[(SectionId, &'a [u8])], id: SectionId) -> Reader<'a> {
        let bytes = data
            .iter()
            .find(|(i, _)| *i == id)
            .map_or(&[][..], |(_, b)| *b);
        EndianSlice::new(bytes, self.endian)
    }

    /// The sections as gimli's `Dwarf`, with the supplementary file's.
    pub(in crate::symbolize) fn dwarf(&self) -> Option<gimli::Dwarf<Reader<'a>>> {
        let load = |data: &[(SectionId, &'a [u8])]| {
            gimli::Dwarf::load(|id| -> Result<Reader<'a>, gimli::Error> {
                Ok(self.reader(data, id))
            })
        };
        let mut dwarf = load(&self.data).ok()?;
        if let Some(sup) = &self.sup {
            dwarf.sup = Some(Arc::new(load(sup).ok()?));
        }
        Some(dwarf)
    }

    /// The sections as one shared `Dwarf`, every abbreviation table that
    /// several units share parsed once: Rust's units share tables (ripgrep:
    /// 960 units, 194 tables), and so do the contexts of several threads.
    /// A table of one unit (C's: glibc has 2,000) is parsed when a lookup
    /// first needs its unit (addr2line reads only each root entry's
    /// abbreviation up front, `vendor/addr2line`).
    fn shared_dwarf(&self) -> Option<Arc<gimli::Dwarf<Reader<'a>>>> {
        self.shared
            .get_or_init(|| {
                let mut dwarf = self.dwarf()?;
                dwarf.populate_abbreviations_cache(gimli::AbbreviationsCacheStrategy::Duplicates);
                Some(Arc::new(dwarf))
            })
            .clone()
    }

    /// A fresh context over the sections (it parses unit headers at once,
    /// and the rest lazily); the error says why there is none.
    pub(super) fn context(&self) -> std::result::Result<Context<Reader<'a>>, ContextError> {
        let dwarf = self.shared_dwarf().ok_or(ContextError::NotLoaded)?;
        let context = Context::from_arc_dwarf(dwarf).map_err(ContextError::Dwarf)?;
        // addr2line skips a unit it cannot read in silence: noted here.
        if let Some(e) = context.skipped_unit_error() {
            self.damage.note(|| format!("a unit: {e}"));
        }
        Ok(context)
    }

    /// Runs a lookup to its end, giving it the split units it asks for.
    pub(super) fn resolve<L>(&self, mut result: LookupResult<L>) -> L::Output
    where
        L: LookupContinuation<Buf = Reader<'a>>,
    {
        loop {
            match result {
                LookupResult::Output(output) => return output,
                LookupResult::Load { load, continuation } => {
                    result = continuation.resume(self.split_unit(&load));
                }
            }
        }
    }

    /// The split unit a skeleton unit asks for: from the package, or from
    /// its `.dwo` file; `None` when neither was found (the lookup then
    /// names the address from the skeleton: no inline frames).
    fn split_unit(
        &self,
        load: &SplitDwarfLoad<Reader<'a>>,
    ) -> Option<Arc<gimli::Dwarf<Reader<'a>>>> {
        if let Some(package) = &self.split.package
            && let Ok(Some(unit)) = package.find_cu(load.dwo_id, &load.parent)
        {
            return Some(Arc::new(unit));
        }
        let data = self.split.dwos.get(&load.dwo_id.0)?;
        let mut dwarf = gimli::Dwarf::load(|id| -> Result<Reader<'a>, gimli::Error> {
            Ok(self.reader(data, id))
        })
        .ok()?;
        dwarf.make_dwo(&load.parent);
        Some(Arc::new(dwarf))
    }
}
