//! Why addresses have no name (`--unknown`, and the web interface's
//! *Unknown* view): the profile's addresses that symbolization could not
//! name, grouped by their object and the reason ([`crate::profile::Unknown`]), each group
//! and each address with the value it holds as a leaf (flat) and anywhere on
//! a stack (cum), largest first. An address named only after the
//! `.eh_frame` entry that covers it counts as unknown too, with that name.
//!
//! It counts every sample of the sample type shown: filters do not apply
//! (what has no name cannot be focused on by name).

use crate::error::Result;
use crate::graph::Totals;
use crate::profile::units::Unit;
use crate::profile::{Location, Profile};
use crate::report::context::Context;
use crate::report::document::{Cell, Column, Document, PercentStyle, Row, Table};
use crate::report::rows::percent_note;
use std::collections::HashMap;

/// The unnamed addresses of a profile.
#[derive(Debug, Default)]
pub struct Summary {
    /// Groups of addresses, the largest cum first.
    pub groups: Vec<Group>,
    /// The totals of the profile's samples (of the sample type shown):
    /// percentages are of [`Totals::percent_total`], as in every report.
    pub totals: Totals,
    /// How many distinct addresses the profile has, named or not.
    pub addresses: usize,
}

impl Summary {
    /// How many addresses have no name.
    pub fn unnamed(&self) -> usize {
        self.groups.iter().map(|g| g.addresses.len()).sum()
    }

    /// The value of the samples whose leaf has no name.
    pub fn unnamed_flat(&self) -> i64 {
        self.groups
            .iter()
            .fold(0i64, |sum, g| sum.saturating_add(g.flat))
    }

    /// For a difference, the line saying what percentages are of (as
    /// `--text` prints it); values in `unit`.
    pub fn percent_note(&self, unit: Unit) -> Option<String> {
        percent_note(&self.totals, unit)
    }

    /// `value` as a share of what percentages are of, as `--text` prints it.
    pub fn percent(&self, value: i64) -> String {
        self.percent_cell(value).to_string()
    }

    /// `value` as a share of what percentages are of, as a table's cell.
    fn percent_cell(&self, value: i64) -> Cell {
        Cell::Percent {
            value,
            of: self.totals.percent_total(),
            style: PercentStyle::Tenths,
        }
    }
}

/// The unnamed addresses of one object that share one reason.
#[derive(Debug)]
pub struct Group {
    /// The mapping's file (`[vdso]`, a path), or `[unknown]` outside every
    /// mapping.
    pub object: String,
    /// Why its addresses have no name, as one line.
    pub why: String,
    /// Its addresses, the largest cum first.
    pub addresses: Vec<Address>,
    /// The value of the samples whose leaf is one of them.
    pub flat: i64,
    /// The value of the samples with one of them anywhere on the stack.
    pub cum: i64,
}

/// One unnamed address.
#[derive(Debug)]
pub struct Address {
    /// The address, as the profile's locations hold it.
    pub address: u64,
    /// The value of the samples whose leaf it is.
    pub flat: i64,
    /// The value of the samples with it anywhere on the stack.
    pub cum: i64,
    /// The function its `.eh_frame` entry was named after, when it was.
    pub named_after: Option<String>,
}

/// The unnamed addresses of `profile`, grouped, with their values (the
/// `value_index`th of each sample).
pub fn summarize(profile: &Profile, value_index: usize) -> Summary {
    let mut flat = vec![0i64; profile.locations.len()];
    let mut cum = vec![0i64; profile.locations.len()];
    let mut group_flat: HashMap<usize, i64> = HashMap::new();
    let mut group_cum: HashMap<usize, i64> = HashMap::new();
    // Which group each unnamed location is in, and the groups' keys.
    let mut keys: Vec<(String, String)> = Vec::new();
    let mut index: HashMap<(String, String), usize> = HashMap::new();
    let group_of: Vec<Option<usize>> = profile
        .locations
        .iter()
        .map(|loc| {
            let why = loc.unknown.as_ref()?;
            let object = object(profile, loc);
            // The object is named once, in its own column.
            let why = why.to_string().replace(&format!("{object}: "), "");
            let key = (object, why);
            Some(*index.entry(key.clone()).or_insert_with(|| {
                keys.push(key);
                keys.len() - 1
            }))
        })
        .collect();
    // A stack counts once per location and once per group, however often
    // recursion repeats them: the last sample that counted each.
    let mut counted = vec![usize::MAX; profile.locations.len()];
    let mut group_counted = vec![usize::MAX; keys.len()];
    let mut totals = Totals::default();
    for (n, sample) in profile.samples.iter().enumerate() {
        let value = sample.value(value_index);
        totals.add(sample, value);
        for (depth, id) in sample.stack.iter().enumerate() {
            let i = id.index();
            let Some(group) = group_of.get(i).copied().flatten() else {
                continue;
            };
            if depth == 0 {
                flat[i] = flat[i].saturating_add(value);
                let sum = group_flat.entry(group).or_default();
                *sum = sum.saturating_add(value);
            }
            if counted[i] != n {
                counted[i] = n;
                cum[i] = cum[i].saturating_add(value);
            }
            if group_counted[group] != n {
                group_counted[group] = n;
                let sum = group_cum.entry(group).or_default();
                *sum = sum.saturating_add(value);
            }
        }
    }
    let mut groups: Vec<Group> = keys
        .into_iter()
        .enumerate()
        .map(|(g, (object, why))| Group {
            object,
            why,
            addresses: Vec::new(),
            flat: group_flat.get(&g).copied().unwrap_or(0),
            cum: group_cum.get(&g).copied().unwrap_or(0),
        })
        .collect();
    for (i, loc) in profile.locations.iter().enumerate() {
        if let Some(g) = group_of[i] {
            groups[g].addresses.push(Address {
                address: loc.address,
                flat: flat[i],
                cum: cum[i],
                named_after: loc
                    .lines
                    .last()
                    .map(|line| profile.functions[line.function.index()].name.to_string()),
            });
        }
    }
    let by_size =
        |cum: i64, flat: i64| (std::cmp::Reverse(cum.abs()), std::cmp::Reverse(flat.abs()));
    for group in &mut groups {
        group
            .addresses
            .sort_by_key(|a| (by_size(a.cum, a.flat), a.address));
    }
    groups.sort_by(|a, b| {
        by_size(a.cum, a.flat)
            .cmp(&by_size(b.cum, b.flat))
            .then_with(|| (&a.object, &a.why).cmp(&(&b.object, &b.why)))
    });
    Summary {
        groups,
        totals,
        addresses: profile.locations.len(),
    }
}

/// The object an unnamed location is in: its mapping's file as the profile
/// names it, `[unknown]` outside every mapping.
fn object(profile: &Profile, loc: &Location) -> String {
    match loc.mapping {
        Some(m) if !profile.mapping(m).path.is_empty() => profile.mapping(m).path.clone(),
        Some(_) => "[anonymous]".into(),
        None => "[unknown]".into(),
    }
}

/// The columns of the values of a group or an address.
macro_rules! value_columns {
    ($($more:expr),*) => {
        &[
            Column::new("flat", "flat", 10, ""),
            Column::new("flat_percent", "flat%", 6, " "),
            Column::new("cum", "cum", 10, " "),
            Column::new("cum_percent", "cum%", 6, " "),
            $($more),*
        ]
    };
}

/// The table of groups: their values, how many addresses, the object and why.
const GROUP_COLUMNS: &[Column] = value_columns!(
    Column::new("addresses", "addresses", 9, " "),
    Column::new("object", "object", 0, "  "),
    Column::new("why", "why", 0, ": ")
);

/// A group's table of addresses.
const ADDRESS_COLUMNS: &[Column] = value_columns!(Column::new("address", "address", 0, "  "));

/// `summary` as a document: a line of totals, a table of the groups, then
/// one of the addresses of each group; values in `unit`.
pub fn document(profile: &Profile, summary: &Summary, unit: Unit) -> Document {
    let unnamed = summary.unnamed();
    if unnamed == 0 {
        return Document {
            header: vec![format!(
                "Every address has a name ({} addresses).",
                summary.addresses
            )],
            tables: Vec::new(),
            notes: Vec::new(),
        };
    }
    let flat = summary.unnamed_flat();
    let mut header = vec![format!(
        "{unnamed} of {} addresses have no name; they are the leaf of {} of {} ({}).",
        summary.addresses,
        unit.total(flat),
        unit.total(summary.totals.signed),
        summary.percent(flat)
    )];
    header.extend(summary.percent_note(unit));
    let values = |flat: i64, cum: i64| {
        vec![
            Cell::Value(flat, unit),
            summary.percent_cell(flat),
            Cell::Value(cum, unit),
            summary.percent_cell(cum),
        ]
    };
    let groups = summary.groups.iter().map(|g| {
        let mut cells = values(g.flat, g.cum);
        cells.extend([
            Cell::Count(g.addresses.len()),
            Cell::Text(g.object.clone()),
            Cell::Text(g.why.clone()),
        ]);
        Row {
            cells,
            search: Some(g.object.clone()),
        }
    });
    let mut tables = vec![Table {
        id: "unknown",
        title: None,
        gap: true,
        heading: true,
        columns: GROUP_COLUMNS,
        rows: groups.collect(),
    }];
    for g in &summary.groups {
        let addresses = g.addresses.iter().map(|a| {
            let address = format!("0x{}", profile.hex_address(a.address));
            let named = a
                .named_after
                .as_ref()
                .map_or(String::new(), |n| format!("  (named after .eh_frame: {n})"));
            let mut cells = values(a.flat, a.cum);
            cells.push(Cell::Text(format!("{address}{named}")));
            Row {
                cells,
                search: Some(format!("{address} {}", g.object)),
            }
        });
        tables.push(Table {
            id: "addresses",
            title: Some(format!("{}: {}", g.object, g.why)),
            gap: true,
            heading: true,
            columns: ADDRESS_COLUMNS,
            rows: addresses.collect(),
        });
    }
    Document {
        header,
        tables,
        notes: Vec::new(),
    }
}

/// The context's unnamed addresses, grouped by object and why.
pub(crate) fn render(cx: &mut Context) -> Result<Document> {
    let summary = summarize(cx.profile, cx.value_index());
    Ok(document(cx.profile, &summary, cx.unit))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::document::write_text;

    fn write(p: &Profile, s: &Summary, unit: Unit, out: &mut Vec<u8>) -> std::io::Result<()> {
        write_text(&document(p, s, unit), out)
    }
    use crate::profile::{LocationId, Mapping, MappingId, Sample, Unknown, ValueType};

    fn profile() -> Profile {
        let mut p = Profile {
            address_bytes: 8,
            sample_types: vec![ValueType {
                kind: "samples".into(),
                unit: "count".into(),
            }],
            ..Default::default()
        };
        p.mappings.push(Mapping {
            path: "/lib/libgone.so".into(),
            ..Default::default()
        });
        let gone = Unknown::FileUnusable {
            what: "No such file".into(),
        };
        for (address, mapping, unknown) in [
            (0x10, Some(MappingId::new(0)), Some(gone.clone())),
            (0x20, Some(MappingId::new(0)), Some(gone)),
            (0x30, None, Some(Unknown::NoMapping)),
            (0x40, None, None),
        ] {
            let mut loc = Location::new(address, mapping);
            loc.unknown = unknown;
            p.locations.push(loc);
        }
        let id = LocationId::new;
        // Recursion through 0x10 counts once in its cum and its group's.
        p.samples.push(Sample::new(vec![id(0), id(3), id(0)], &[5]));
        p.samples.push(Sample::new(vec![id(3), id(1)], &[3]));
        p.samples.push(Sample::new(vec![id(2)], &[2]));
        p.samples.push(Sample::new(vec![id(3)], &[10]));
        p
    }

    #[test]
    fn groups_by_object_and_reason_with_flat_and_cum() {
        let s = summarize(&profile(), 0);
        assert_eq!(s.totals.signed, 20);
        assert_eq!(s.addresses, 4);
        assert_eq!(s.groups.len(), 2);
        let gone = &s.groups[0];
        assert_eq!(gone.object, "/lib/libgone.so");
        assert!(gone.why.contains("No such file"), "{}", gone.why);
        assert_eq!((gone.flat, gone.cum), (5, 8));
        let rows: Vec<_> = gone
            .addresses
            .iter()
            .map(|a| (a.address, a.flat, a.cum))
            .collect();
        assert_eq!(rows, [(0x10, 5, 5), (0x20, 0, 3)]);
        let outside = &s.groups[1];
        assert_eq!(outside.object, "[unknown]");
        assert_eq!((outside.flat, outside.cum), (2, 2));
    }

    #[test]
    fn writes_totals_groups_and_addresses() {
        let p = profile();
        let mut out = Vec::new();
        write(&p, &summarize(&p, 0), Unit::Samples, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(
            text.starts_with(
                "3 of 4 addresses have no name; they are the leaf of 7 samples of 20 samples (35.0%)."
            ),
            "{text}"
        );
        assert!(
            text.contains("  /lib/libgone.so: file unusable: No such file\n"),
            "{text}"
        );
        assert!(text.contains("0x0000000000000010\n"), "{text}");
    }

    /// Of a difference, shares are of the sum of |values|, as in `--text`.
    #[test]
    fn shares_of_a_difference_are_of_the_absolute_values() {
        let mut p = profile();
        p.samples[3].values[0] = -10;
        let s = summarize(&p, 0);
        assert_eq!((s.totals.signed, s.totals.percent_total()), (0, 20));
        assert_eq!(s.percent(5), "25.0%");
        let mut out = Vec::new();
        write(&p, &s, Unit::Samples, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(
            text.contains("leaf of 7 samples of 0 samples (35.0%).\nPercentages of 20 samples, the sum of |values|; values are the profiles minus the base (negative: less than in the base), Total and sum% add them with their signs\n"),
            "{text}"
        );
    }

    #[test]
    fn says_when_every_address_is_named() {
        let mut p = profile();
        for loc in &mut p.locations {
            loc.unknown = None;
        }
        let mut out = Vec::new();
        write(&p, &summarize(&p, 0), Unit::Samples, &mut out).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "Every address has a name (4 addresses).\n"
        );
    }
}
