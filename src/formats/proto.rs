//! pprof's `profile.proto` (google/pprof `proto/profile.proto`), gzip
//! compressed (as Go's runtime/pprof, net/http/pprof and pprof itself write
//! it) or plain: the reader into the model (the writer of `--proto` is
//! [`crate::report::proto`]).
//!
//! The messages are in [`messages`], written as prost-build would generate
//! them. A profile whose locations have lines (Go's, or ours) is read
//! symbolized: its functions come from the proto, and the symbolizer leaves
//! those locations alone; locations without lines are symbolized from the
//! binaries, as a gperftools profile's.
//!
//! Detection: gzip's magic `1f 8b 08` (no other format is gzip), or, for a
//! plain proto, a first field that is a sample type (key byte `0x0a`, as
//! every writer puts `sample_type` first) followed by top-level fields
//! whose numbers and wire types are the proto's, up to the end of the bytes
//! (a prefix may end inside a field). The format comes after every format
//! with a magic number or a header line, so it claims none of their files;
//! BSD's `gmon.out` (tried last) starts with an address, whose low byte is
//! not `0x0a` for any aligned text start.
//!
//! `drop_frames` and `keep_frames` are Go's: a frame whose function name
//! fully matches `drop_frames` (and not `keep_frames`) is dropped with every
//! frame on its leaf side, looking from the root and not before the first
//! frame that does not match (Go's `Profile.Prune`, which Go pprof applies
//! as it reads a profile). Our [`Profile::drop_frames`] has perl's meaning
//! (matching frames are removed wherever they are, the rest kept), so the
//! proto's is applied here, as the profile is read, and the model's is left
//! empty.

mod error;
pub mod messages;

use super::{Format, Input, ReadProfile, Reader};
use crate::error::{Error, Result};
use crate::profile::{
    Builder, Function, FunctionId, Label, LabelValue, Line, Listing, Location, LocationId, Mapping,
    MappingId, Profile, SharedStr, ValueType, check_path, shared,
};
use error::ProtoError;
use prost::Message;
use std::collections::HashMap;
use std::io::Read;

/// pprof's profile.proto.
pub(super) const FORMAT: Format = Format {
    name: "a pprof profile.proto",
    signature: "gzip magic 1f 8b, or a protobuf whose first field is a sample type",
    needs_program: false,
    detect,
    read: Reader::Whole(read),
};

/// The largest profile decompressed: past it the file is refused.
pub const MAX_DECOMPRESSED: u64 = 1 << 30;

const GZIP_MAGIC: [u8; 3] = [0x1f, 0x8b, 0x08];

/// The most memory decoding a profile.proto may take, as
/// `decoded_bytes` estimates it: a message of a few bytes decodes to a
/// struct of tens, so the decompressed size alone does not bound it.
pub const MAX_DECODED: u64 = 4 << 30;

/// How many times its own size a profile.proto may become, decompressed
/// or decoded (past [`EXPANSION_FLOOR`]): real profiles compress to a
/// tenth or so and decode to a few times their bytes; a gzip bomb of
/// 200 KB decompressed to 100 MB of packed numbers, 800 MB decoded.
pub const MAX_EXPANSION: u64 = 256;

/// What any profile.proto may take, decompressed or decoded, however
/// small: the bound [`MAX_EXPANSION`] starts from.
pub const EXPANSION_FLOOR: u64 = 32 << 20;

/// The most a file of `len` bytes may decompress or decode to.
fn expansion_budget(len: usize) -> u64 {
    (len as u64)
        .saturating_mul(MAX_EXPANSION)
        .max(EXPANSION_FLOOR)
}

/// An upper bound on the memory decoding `bytes` takes: each top-level
/// field a message struct of at most 128 bytes, each field of a sample or
/// location one of at most 64 (a label, a line, a number), and each byte
/// of their packed numbers a number of 8 bytes. The walk stops where the
/// wire format breaks (decoding then fails).
fn decoded_bytes(bytes: &[u8]) -> u64 {
    let mut total = 0u64;
    walk_fields(bytes, |field, value| {
        total += 128;
        if let (2 | 4, Some(inner)) = (field, value) {
            walk_fields(inner, |_, value| {
                total += 64 + 8 * value.map_or(0, |v| v.len() as u64);
            });
        }
        if let (13, Some(packed)) = (field, value) {
            total += 8 * packed.len() as u64;
        }
        // A string is copied out of the bytes.
        if let (6, Some(string)) = (field, value) {
            total += string.len() as u64;
        }
    });
    total
}

/// Calls `f` with the number of each field of the message `bytes` and,
/// for a length-delimited one, its bytes.
fn walk_fields<'a>(bytes: &'a [u8], mut f: impl FnMut(u64, Option<&'a [u8]>)) {
    let mut at = 0;
    while let Some((key, next)) = varint(bytes, at) {
        at = match key & 7 {
            0 => match varint(bytes, next) {
                Some((_, next)) => next,
                None => return,
            },
            1 => next + 8,
            5 => next + 4,
            2 => {
                let Some((len, start)) = varint(bytes, next) else {
                    return;
                };
                let Some(end) = usize::try_from(len)
                    .ok()
                    .and_then(|len| start.checked_add(len))
                    .filter(|&end| end <= bytes.len())
                else {
                    return;
                };
                f(key >> 3, Some(&bytes[start..end]));
                at = end;
                continue;
            }
            _ => return,
        };
        if at > bytes.len() {
            return;
        }
        f(key >> 3, None);
    }
}

fn detect(input: &Input) -> bool {
    input.bytes.starts_with(&GZIP_MAGIC) || plain_protobuf(input.bytes)
}

/// True when `bytes` start with a `sample_type` field and every top-level
/// field up to their end (the last may be cut) has one of the proto's
/// field numbers with its wire type.
fn plain_protobuf(bytes: &[u8]) -> bool {
    if bytes.first() != Some(&0x0a) {
        return false;
    }
    let mut at = 0;
    while at < bytes.len() {
        let Some((key, next)) = varint(bytes, at) else {
            return true; // cut inside the key
        };
        at = next;
        let (field, wire) = (key >> 3, key & 7);
        let expected = match field {
            1..=6 | 11 => 2,
            7..=10 | 12 | 14 | 15 => 0,
            13 if wire == 0 || wire == 2 => wire,
            _ => return false,
        };
        if wire != expected {
            return false;
        }
        let Some((value, next)) = varint(bytes, at) else {
            return true;
        };
        at = next;
        if wire == 2 {
            match usize::try_from(value).ok().and_then(|n| at.checked_add(n)) {
                Some(end) => at = end,
                None => return false,
            }
        }
    }
    true
}

/// The varint at `at`, and where the bytes after it start; `None` when the
/// bytes end inside it or it is longer than ten bytes.
fn varint(bytes: &[u8], mut at: usize) -> Option<(u64, usize)> {
    let mut value = 0u64;
    for shift in (0..70).step_by(7) {
        let byte = *bytes.get(at)?;
        at += 1;
        value |= u64::from(byte & 0x7f).checked_shl(shift).unwrap_or(0);
        if byte & 0x80 == 0 {
            return Some((value, at));
        }
    }
    None
}

fn read(input: &Input) -> Result<ReadProfile> {
    let malformed = |what: String| Error::Malformed {
        path: input.path.into(),
        offset: 0,
        what,
    };
    let decompressed;
    let budget = expansion_budget(input.bytes.len());
    let bytes = if input.bytes.starts_with(&GZIP_MAGIC) {
        let mut out = Vec::new();
        let limit = MAX_DECOMPRESSED.min(budget);
        flate2::read::MultiGzDecoder::new(input.bytes)
            .take(limit + 1)
            .read_to_end(&mut out)
            .map_err(|e| malformed(format!("gzip data does not decompress: {e}")))?;
        if out.len() as u64 > MAX_DECOMPRESSED {
            return Err(malformed(format!(
                "decompresses to more than {} MiB",
                MAX_DECOMPRESSED >> 20
            )));
        }
        if out.len() as u64 > limit {
            return Err(malformed(format!(
                "decompresses to more than {} MiB, {MAX_EXPANSION} times its size (a compression bomb?)",
                limit >> 20
            )));
        }
        decompressed = out;
        &decompressed[..]
    } else {
        input.bytes
    };
    let needs = decoded_bytes(bytes);
    if needs > budget && needs <= MAX_DECODED {
        return Err(malformed(format!(
            "decoding it could take {} MiB of memory, more than {MAX_EXPANSION} times its size ({} MiB)",
            needs >> 20,
            budget >> 20
        )));
    }
    if needs > MAX_DECODED {
        return Err(malformed(format!(
            "decoding it could take {} MiB of memory, more than the {} MiB allowed",
            needs >> 20,
            MAX_DECODED >> 20
        )));
    }
    let message = messages::Profile::decode(bytes)
        .map_err(|e| malformed(format!("not a pprof profile.proto: {e}")))?;
    let profile = convert(&message).map_err(|what| malformed(format!("profile.proto: {what}")))?;
    Ok(ReadProfile {
        profile,
        warnings: Vec::new(),
        names: None,
    })
}

/// The most bytes of the proto's strings copied where they are used (a
/// sample type's name, a mapping's path, ...): a string the file names by
/// index a million times would otherwise take a million copies. Names,
/// files and labels are shared, not copied, and do not count.
pub const MAX_COPIED_STRINGS: usize = 64 << 20;

/// The proto's strings, checked, each shared by every use
/// ([`SharedStr`]), with what copies of them took.
struct Strings {
    table: Vec<SharedStr>,
    copied: std::cell::Cell<usize>,
}

impl Strings {
    fn new(table: &[String]) -> Self {
        Strings {
            table: table.iter().map(|s| shared(s)).collect(),
            copied: std::cell::Cell::new(0),
        }
    }

    /// String `index`, shared.
    fn get(&self, index: i64, what: &'static str) -> std::result::Result<&SharedStr, ProtoError> {
        usize::try_from(index)
            .ok()
            .and_then(|i| self.table.get(i))
            .ok_or(ProtoError::StringIndex {
                what,
                index,
                entries: self.table.len(),
            })
    }

    /// String `index`, copied: counted against [`MAX_COPIED_STRINGS`].
    fn copy(&self, index: i64, what: &'static str) -> std::result::Result<String, ProtoError> {
        let s = self.get(index, what)?;
        let copied = self.copied.get().saturating_add(s.len());
        if copied > MAX_COPIED_STRINGS {
            return Err(ProtoError::CopiedStrings {
                what,
                index,
                bytes: s.len(),
            });
        }
        self.copied.set(copied);
        Ok(s.to_string())
    }

    /// A shared string, `None` for the empty one.
    fn optional(
        &self,
        index: i64,
        what: &'static str,
    ) -> std::result::Result<Option<SharedStr>, ProtoError> {
        let s = self.get(index, what)?;
        Ok((!s.is_empty()).then(|| s.clone()))
    }

    fn value_type(&self, v: &messages::ValueType) -> std::result::Result<ValueType, ProtoError> {
        Ok(ValueType {
            kind: self.copy(v.r#type, "a value type")?,
            unit: self.copy(v.unit, "a unit")?,
        })
    }
}

/// The model of a decoded profile.proto; errors say what is wrong.
fn convert(p: &messages::Profile) -> std::result::Result<Profile, ProtoError> {
    if p.string_table.first().is_none_or(|s| !s.is_empty()) {
        return Err(ProtoError::FirstString);
    }
    if p.sample_type.is_empty() {
        return Err(ProtoError::NoSampleType);
    }
    let strings = Strings::new(&p.string_table);
    let sample_types = p
        .sample_type
        .iter()
        .map(|v| strings.value_type(v))
        .collect::<std::result::Result<Vec<_>, _>>()?;
    // Go's: the type named by default_sample_type, else the last one.
    let default_name = strings.get(p.default_sample_type, "the default sample type")?;
    let default_sample_type = sample_types
        .iter()
        .position(|t| !default_name.is_empty() && *t.kind == **default_name)
        .unwrap_or(sample_types.len() - 1);
    let mut profile = Profile {
        address_bytes: 8,
        program_optional: true,
        listing: Listing::Lines,
        sample_types,
        default_sample_type,
        period_type: match &p.period_type {
            Some(v) => strings.value_type(v)?,
            None => ValueType::default(),
        },
        period: p.period,
        time_nanos: p.time_nanos,
        duration_nanos: p.duration_nanos.max(0),
        ..Profile::default()
    };

    let mut mapping_ids: HashMap<u64, MappingId> = HashMap::with_capacity(p.mapping.len());
    for (i, m) in p.mapping.iter().enumerate() {
        if m.id == 0 || mapping_ids.insert(m.id, MappingId::new(i)).is_some() {
            return Err(ProtoError::MappingId(m.id));
        }
        if m.memory_limit < m.memory_start {
            return Err(ProtoError::MappingEnds {
                id: m.id,
                start: m.memory_start,
                limit: m.memory_limit,
            });
        }
        let build_id = strings.copy(m.build_id, "a mapping's build id")?;
        let path = strings.copy(m.filename, "a mapping's file name")?;
        check_path(&path).map_err(|why| ProtoError::MappingPath { id: m.id, why })?;
        profile.mappings.push(Mapping {
            start: m.memory_start,
            limit: m.memory_limit,
            offset: m.file_offset,
            path,
            build_id: (!build_id.is_empty()).then_some(build_id),
            // Go treats the first mapping as the main binary's.
            is_main: i == 0,
        });
    }

    let mut function_ids: HashMap<u64, (FunctionId, Option<SharedStr>)> =
        HashMap::with_capacity(p.function.len());
    let mut functions: HashMap<(Function, Option<SharedStr>, i64), FunctionId> = HashMap::new();
    for f in &p.function {
        let name = strings.get(f.name, "a function's name")?;
        let function = Function {
            name: name.clone(),
            full_name: name.clone(),
            system_name: strings
                .get(f.system_name, "a function's system name")?
                .clone(),
            start: None,
        };
        let file = strings.optional(f.filename, "a function's file name")?;
        // Equal functions are one, as Go's merge makes them.
        let id = *functions
            .entry((function.clone(), file.clone(), f.start_line))
            .or_insert_with(|| profile.add_function(function));
        if f.id == 0 || function_ids.insert(f.id, (id, file)).is_some() {
            return Err(ProtoError::FunctionId(f.id));
        }
    }

    let mut location_ids: HashMap<u64, LocationId> = HashMap::with_capacity(p.location.len());
    let mut locations: HashMap<(Option<MappingId>, u64, bool, Vec<Line>), LocationId> =
        HashMap::with_capacity(p.location.len());
    for l in &p.location {
        let mapping = match l.mapping_id {
            0 => None,
            id => Some(*mapping_ids.get(&id).ok_or(ProtoError::LocationMapping {
                location: l.id,
                mapping: id,
            })?),
        };
        let n = l.line.len();
        let lines = l
            .line
            .iter()
            .enumerate()
            .map(|(depth, line)| {
                let (function, file) =
                    function_ids
                        .get(&line.function_id)
                        .ok_or(ProtoError::LineFunction {
                            location: l.id,
                            function: line.function_id,
                        })?;
                Ok(Line {
                    function: *function,
                    file: file.clone(),
                    line: u32::try_from(line.line).unwrap_or(0),
                    inlined: depth + 1 < n,
                })
            })
            .collect::<std::result::Result<Vec<_>, ProtoError>>()?;
        // Equal locations are one, as Go's merge makes them: in one
        // mapping at one offset from its start, with equal lines.
        let relative = mapping.map_or(l.address, |m| {
            l.address.wrapping_sub(profile.mapping(m).start)
        });
        let id = *locations
            .entry((mapping, relative, l.is_folded, lines))
            .or_insert_with_key(|(_, _, _, lines)| {
                profile.add_location(Location {
                    address: l.address,
                    mapping,
                    lines: lines.clone(),
                    unknown: None,
                })
            });
        if l.id == 0 || location_ids.insert(l.id, id).is_some() {
            return Err(ProtoError::LocationId(l.id));
        }
    }

    let types = profile.sample_types.len();
    let mut builder = Builder::new(profile);
    builder.reserve(p.sample.len());
    for (i, s) in p.sample.iter().enumerate() {
        if s.value.len() != types {
            return Err(ProtoError::SampleValues {
                sample: i,
                values: s.value.len(),
                types,
            });
        }
        let stack = s
            .location_id
            .iter()
            .map(|id| {
                location_ids
                    .get(id)
                    .copied()
                    .ok_or(ProtoError::SampleLocation {
                        sample: i,
                        location: *id,
                    })
            })
            .collect::<std::result::Result<Vec<_>, ProtoError>>()?;
        let labels = s
            .label
            .iter()
            .map(|l| {
                let key = strings.get(l.key, "a label's key")?.clone();
                let value = if l.str != 0 {
                    LabelValue::Str(strings.get(l.str, "a label's value")?.clone())
                } else {
                    LabelValue::Num {
                        value: l.num,
                        unit: strings.optional(l.num_unit, "a label's unit")?,
                    }
                };
                Ok(Label { key, value })
            })
            .collect::<std::result::Result<Vec<_>, ProtoError>>()?;
        // Go pprof merges at load: a sample of zeros goes, equal samples
        // (equal locations and labels) are one.
        if s.value.iter().any(|&v| v != 0) {
            builder.add_labeled(stack, &s.value, labels);
        }
    }
    let mut profile = builder.finish();
    let drop = strings.get(p.drop_frames, "drop_frames")?;
    let keep = strings.get(p.keep_frames, "keep_frames")?;
    if !drop.is_empty() {
        prune(&mut profile, drop, keep)?;
    }
    Ok(profile)
}

/// Go's `Profile.Prune` with the proto's `drop_frames` and `keep_frames`
/// (both fully matched against function names): at each location the
/// outermost line whose function is dropped goes, with the lines inside it;
/// in each sample, from the root, the first location after a kept one that
/// has such a line ends the stack there (with its remaining outer lines, or
/// without it when all of its lines went).
fn prune(profile: &mut Profile, drop: &str, keep: &str) -> std::result::Result<(), ProtoError> {
    let full = |re: &str| regex::Regex::new(&format!("^(?:{re})$")).map_err(ProtoError::FrameRegex);
    let drop = full(drop)?;
    let keep = if keep.is_empty() {
        None
    } else {
        Some(full(keep)?)
    };
    let mut prune_all = vec![false; profile.locations.len()];
    let mut prune_beneath = vec![false; profile.locations.len()];
    for (i, loc) in profile.locations.iter_mut().enumerate() {
        let functions = &profile.functions;
        let matched = loc.lines.iter().rposition(|line| {
            let name = &functions[line.function.index()].name;
            !name.is_empty()
                && drop.is_match(name)
                && !keep.as_ref().is_some_and(|k| k.is_match(name))
        });
        if let Some(at) = matched {
            prune_beneath[i] = true;
            if at + 1 == loc.lines.len() {
                prune_all[i] = true;
            } else {
                loc.lines.drain(..=at);
            }
        }
    }
    for sample in &mut profile.samples {
        let mut found_user = false;
        for i in (0..sample.stack.len()).rev() {
            let id = sample.stack[i].index();
            if !prune_all[id] && !prune_beneath[id] {
                found_user = true;
                continue;
            }
            if !found_user {
                continue;
            }
            if prune_all[id] {
                sample.stack.drain(..=i);
            } else {
                sample.stack.drain(..i);
            }
            break;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decoded_size_counts_structs_not_bytes() {
        // Empty samples: two bytes each on the wire, a struct each decoded.
        let samples = [0x12, 0x00].repeat(10);
        assert_eq!(decoded_bytes(&samples), 10 * 128);
        // A sample of three packed location ids and one label.
        let sample = [0x12, 0x09, 0x0a, 0x03, 1, 2, 3, 0x1a, 0x02, 0x08, 0x01];
        assert_eq!(decoded_bytes(&sample), 128 + (64 + 8 * 3) + (64 + 8 * 2));
        // The walk stops where the wire format breaks.
        assert_eq!(decoded_bytes(&[0x12, 0x7f, 0x00]), 0);
    }
}
