//! The guard against DWARF nested too deep: `addr2line` parses a
//! function's inlined calls recursively, so each unit an address may be
//! looked up in is scanned for its nesting first, once.

use super::{Damage, Reader};
use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

/// The deepest nesting of debugging entries accepted. `addr2line` parses
/// a function's inlined calls recursively, one level per nesting level, so
/// a file nested deeper (a few bytes per level) could overflow the stack;
/// real code nests a few dozen levels.
pub(super) const MAX_DIE_DEPTH: isize = 512;

/// True when some unit of `dwarf` nests its entries deeper than
/// [`MAX_DIE_DEPTH`]; its DWARF is then not used.
pub(crate) fn too_deep(dwarf: &gimli::Dwarf<Reader>) -> bool {
    let mut units = dwarf.units();
    while let Ok(Some(header)) = units.next() {
        let Ok(unit) = dwarf.unit(header) else {
            continue;
        };
        if unit_too_deep(&unit) == Ok(true) {
            return true;
        }
    }
    false
}

/// True when `unit` nests its entries deeper than [`MAX_DIE_DEPTH`]; the
/// error of an entry that cannot be read.
pub(crate) fn unit_too_deep(unit: &gimli::Unit<Reader>) -> gimli::Result<bool> {
    let mut entries = unit.entries_raw(None)?;
    while !entries.is_empty() {
        if entries.next_depth() > MAX_DIE_DEPTH {
            return Ok(true);
        }
        if let Some(abbrev) = entries.read_abbreviation()? {
            entries.skip_attributes(abbrev.attributes())?;
        }
    }
    Ok(false)
}

/// The error of a row of `unit`'s line program that cannot be read.
fn check_lines(unit: &gimli::Unit<Reader>) -> gimli::Result<()> {
    if let Some(program) = unit.line_program.clone() {
        let mut rows = program.rows();
        while rows.next_row()?.is_some() {}
    }
    Ok(())
}

/// The compilation units an address may be looked up in, each scanned
/// for its nesting ([`unit_too_deep`]) the first time an address it may
/// hold is looked up, so that a file is scanned only where it is read.
pub(super) struct DepthGuard<'a> {
    dwarf: Arc<gimli::Dwarf<Reader<'a>>>,
    units: Vec<gimli::UnitHeader<Reader<'a>>>,
    /// (start, end, unit) of every range a unit's entry or
    /// `.debug_aranges` gives it (addr2line takes its ranges from one of
    /// them), by start.
    ranges: Vec<(u64, u64, usize)>,
    /// The largest end of `ranges[..=i]`.
    max_end: Vec<u64>,
    /// The units with no range, where addr2line may look for any address.
    anywhere: Vec<usize>,
    /// Whether each unit nests too deep, once scanned.
    deep: Vec<OnceLock<bool>>,
}

impl<'a> DepthGuard<'a> {
    pub(super) fn new(dwarf: Arc<gimli::Dwarf<Reader<'a>>>, damage: &Damage) -> Self {
        let mut units = Vec::new();
        let mut ranges = Vec::new();
        let mut anywhere = Vec::new();
        let mut by_offset = HashMap::new();
        let mut headers = dwarf.units();
        loop {
            let header = match headers.next() {
                Ok(Some(header)) => header,
                Ok(None) => break,
                Err(e) => {
                    damage.note(|| format!("a unit header: {e}"));
                    break;
                }
            };
            // Type units and partial units hold no code addr2line looks up.
            if !matches!(
                header.type_(),
                gimli::UnitType::Compilation
                    | gimli::UnitType::Skeleton(_)
                    | gimli::UnitType::SplitCompilation(_)
            ) {
                continue;
            }
            let unit = match dwarf.unit(header) {
                Ok(unit) => unit,
                Err(e) => {
                    damage.note(|| format!("a unit: {e}"));
                    continue;
                }
            };
            let i = units.len();
            let mut any = false;
            if let Ok(mut unit_ranges) = dwarf.unit_ranges(&unit) {
                while let Ok(Some(range)) = unit_ranges.next() {
                    ranges.push((range.begin, range.end, i));
                    any = true;
                }
            }
            if let Some(offset) = header.debug_info_offset() {
                by_offset.insert(offset, i);
            }
            if !any {
                anywhere.push(i);
            }
            units.push(header);
        }
        let mut aranges = dwarf.debug_aranges.headers();
        while let Ok(Some(header)) = aranges.next() {
            let Some(&i) = by_offset.get(&header.debug_info_offset()) else {
                continue;
            };
            let mut entries = header.entries();
            while let Ok(Some(entry)) = entries.next() {
                let range = entry.range();
                ranges.push((range.begin, range.end, i));
            }
        }
        ranges.retain(|r| r.0 < r.1);
        ranges.sort_unstable();
        let max_end = ranges
            .iter()
            .scan(0, |max, r| {
                *max = r.1.max(*max);
                Some(*max)
            })
            .collect();
        let deep = units.iter().map(|_| OnceLock::new()).collect();
        DepthGuard {
            dwarf,
            units,
            ranges,
            max_end,
            anywhere,
            deep,
        }
    }

    /// False when a unit that `address` may be looked up in nests too deep.
    /// Each unit is scanned once, its entries and line program, and what
    /// cannot be read is noted in `damage` (addr2line skips it in silence).
    pub(super) fn allows(&self, address: u64, damage: &Damage) -> bool {
        let mut i = self.ranges.partition_point(|r| r.0 <= address);
        let mut candidates = self.anywhere.clone();
        while i > 0 && self.max_end[i - 1] > address {
            i -= 1;
            if self.ranges[i].1 > address {
                candidates.push(self.ranges[i].2);
            }
        }
        candidates.into_iter().all(|unit| {
            !*self.deep[unit].get_or_init(|| {
                let scanned = self.dwarf.unit(self.units[unit]).and_then(|unit| {
                    let deep = unit_too_deep(&unit)?;
                    check_lines(&unit)?;
                    Ok(deep)
                });
                scanned.unwrap_or_else(|e| {
                    damage.note(|| format!("a unit: {e}"));
                    false
                })
            })
        })
    }
}
