//! DCPI (DIGITAL Continuous Profiling Infrastructure) profiles, major
//! version 0 (`dcpi-profile-format.txt`): an ASCII header, then chunks of
//! per-address sample counts and a footer, all little-endian `u32`s.
//!
//! Header: `key value` lines; `version pdb-<major>.<minor>`, `image`,
//! `epoch`, `platform`, `event`, `period`, `tstart` (hex), `tsize` and
//! `cpuspeed` are required exactly once (`period` is listed both as required
//! and as optional: it is accepted once and refused twice); `cpuamask`,
//! `cpuimplv`, `cpucount` and `path` are optional; other lines are kept
//! (ignored); the line `samples` (maybe padded with spaces) ends the header.
//! Chunks `offset number count*number` come in increasing, non-overlapping
//! offset order; the footer (addresses with samples, total samples) must
//! agree with them.
//!
//! The specification does not say whether count j of a chunk is for address
//! `tstart + offset + j` or, with Alpha's 4-byte instructions, `+ 4 j`:
//! `stride` chooses (default 1). Samples are single-frame stacks at image
//! (link-time) addresses, symbolized with the program given on the command
//! line. Major version 1 is undocumented and refused as such.

use super::cursor::Cursor;
use crate::error::{Error, Result};
use crate::formats::{Format, Input, ReadProfile, Reader};
use crate::profile::{Builder, Profile, ValueType};
use std::collections::HashMap;

/// The DCPI profile format.
pub(super) const FORMAT: Format = Format {
    name: "a DCPI profile",
    signature: "a header of `key value` lines with `version pdb-...`",
    needs_program: false,
    detect: |input| is_dcpi_header(input.bytes),
    read: Reader::Whole(read),
};

/// How far into a file its header's `version pdb-` line is looked for.
const DETECT_BYTES: usize = 4096;

/// Whether `bytes` start with a DCPI header: `key value` lines (keys of
/// lowercase letters, digits and `_`) in any order (dcpiformat's grammar is
/// `<header> : <line>+ <terminator>`), and among them, before the `samples`
/// line, `version pdb-...` (or `version` first).
fn is_dcpi_header(bytes: &[u8]) -> bool {
    let head = &bytes[..bytes.len().min(DETECT_BYTES)];
    for (n, line) in head.split(|&b| b == b'\n').enumerate() {
        let Ok(line) = std::str::from_utf8(line) else {
            return false;
        };
        let Some((key, value)) = line.split_once([' ', '\t']) else {
            return false;
        };
        let word = |c: char| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_';
        if key.is_empty() || !key.chars().all(word) {
            return false;
        }
        if key == "version" {
            // First, it says DCPI whatever its value (which the reader judges).
            return n == 0 || value.trim_start_matches([' ', '\t']).starts_with("pdb-");
        }
    }
    false
}

/// Whether `epoch` is a time as dcpiformat(4) writes it: `YYMMDDHHMM`.
fn is_epoch(epoch: &str) -> bool {
    let digits = epoch.as_bytes();
    if digits.len() != 10 || !digits.iter().all(u8::is_ascii_digit) {
        return false;
    }
    let part = |i: usize| (digits[i] - b'0') as u32 * 10 + (digits[i + 1] - b'0') as u32;
    (1..=12).contains(&part(2)) && (1..=31).contains(&part(4)) && part(6) < 24 && part(8) < 60
}

const REQUIRED: [&str; 9] = [
    "version", "image", "epoch", "platform", "event", "period", "tstart", "tsize", "cpuspeed",
];
const OPTIONAL: [&str; 4] = ["cpuamask", "cpuimplv", "cpucount", "path"];

/// Reads a DCPI profile; the options' stride is the distance in bytes
/// between the addresses of consecutive counts of a chunk.
fn read(input: &Input) -> Result<ReadProfile> {
    let (path, bytes) = (input.path, input.bytes);
    let stride = input.options.dcpi_stride.max(1);
    let malformed = |offset: usize, what: String| Error::Malformed {
        path: path.into(),
        offset: offset as u64,
        what,
    };
    // --- header ---
    let mut fields: HashMap<&str, (String, usize)> = HashMap::new();
    let mut pos = 0;
    let body = loop {
        let Some(end) = bytes[pos..].iter().position(|&b| b == b'\n') else {
            return Err(malformed(pos, "header without its `samples` line".into()));
        };
        let line = std::str::from_utf8(&bytes[pos..pos + end])
            .map_err(|_| malformed(pos, "header line is not text".into()))?;
        let line_start = pos;
        pos += end + 1;
        if line.trim_end_matches([' ', '\t']) == "samples" {
            break pos;
        }
        let (key, value) = line
            .split_once([' ', '\t'])
            .map(|(k, v)| (k, v.trim_start_matches([' ', '\t'])))
            .filter(|(k, v)| !k.is_empty() && !v.is_empty())
            .ok_or_else(|| {
                malformed(
                    line_start,
                    format!("header line {line:?} is not `key value`"),
                )
            })?;
        if REQUIRED.contains(&key) || OPTIONAL.contains(&key) {
            let key = REQUIRED
                .iter()
                .chain(&OPTIONAL)
                .find(|k| **k == key)
                .expect("listed");
            if fields
                .insert(key, (value.to_string(), line_start))
                .is_some()
            {
                return Err(malformed(
                    line_start,
                    format!("header line `{key}` repeated"),
                ));
            }
        }
        // Unknown lines are kept by tools that rewrite profiles; we ignore them.
    };
    for key in REQUIRED {
        if !fields.contains_key(key) {
            return Err(malformed(body, format!("header has no `{key}` line")));
        }
    }
    let field = |key: &str| &fields[key];
    let (version, at) = field("version");
    let Some((major, minor)) = version
        .strip_prefix("pdb-")
        .and_then(|v| v.split_once('.'))
        .filter(|(a, b)| {
            !a.is_empty()
                && !b.is_empty()
                && (a.bytes().chain(b.bytes())).all(|c| c.is_ascii_digit())
        })
    else {
        return Err(malformed(
            *at,
            format!("version {version:?} is not pdb-<major>.<minor>"),
        ));
    };
    match major.parse::<u32>() {
        Ok(0) => {}
        Ok(1) => {
            return Err(malformed(
                *at,
                format!(
                    "version pdb-{major}.{minor}: major version 1's binary format is undocumented"
                ),
            ));
        }
        _ => {
            return Err(malformed(
                *at,
                format!("unknown version pdb-{major}.{minor}"),
            ));
        }
    }
    let (epoch, at) = field("epoch");
    if !is_epoch(epoch) {
        return Err(malformed(
            *at,
            format!(
                "epoch {:?} is not a time YYMMDDHHMM",
                crate::profile::clip(epoch, 40)
            ),
        ));
    }
    let hex = |key: &str| -> Result<u64> {
        let (v, at) = field(key);
        u64::from_str_radix(v, 16).map_err(|_| malformed(*at, format!("`{key}` {v:?} is not hex")))
    };
    let number = |key: &str| -> Result<u64> {
        let (v, at) = field(key);
        v.parse()
            .map_err(|_| malformed(*at, format!("`{key}` {v:?} is not a number")))
    };
    let tstart = hex("tstart")?;
    let tsize = number("tsize")?;
    if tstart.checked_add(tsize).is_none() {
        return Err(malformed(
            field("tsize").1,
            format!("image {tstart:#x} of {tsize} bytes runs past the end of the address space"),
        ));
    }
    let period = number("period")?;
    number("cpuspeed")?;
    // `<hex_digit>+`, of any length: real ids have 20 digits (the image's
    // creation time, then 6 more), more than 64 bits; kept as text.
    let (image, at) = field("image");
    if image.is_empty() || !image.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(malformed(*at, format!("`image` {image:?} is not hex")));
    }

    // --- chunks and footer ---
    let data = &bytes[body..];
    if data.len() < 8 {
        return Err(malformed(body, "no room for the footer (8 bytes)".into()));
    }
    let footer = data.len() - 8;
    // Every offset read is checked against the footer's position first.
    let cursor = Cursor::new(data, false);
    let word = |at: usize| cursor.word_at(at, 4).unwrap_or(0) as u32;
    let mut builder = Builder::new(Profile {
        address_bytes: 8,
        link_time_addresses: true,
        sample_types: vec![ValueType::new("samples", "count")],
        period_type: ValueType::new(&field("event").0, "count"),
        period: i64::try_from(period).unwrap_or(i64::MAX),
        ..Profile::default()
    });
    let (mut addresses_with_samples, mut total) = (0u64, 0u64);
    let mut next_free: u64 = 0; // first offset a chunk may start at
    let mut at = 0;
    while at < footer {
        if footer - at < 8 {
            return Err(malformed(body + at, "chunk header cut short".into()));
        }
        let (offset, number) = (u64::from(word(at)), u64::from(word(at + 4)));
        if offset < next_free {
            return Err(malformed(
                body + at,
                format!("chunk at offset {offset:#x} overlaps or precedes the previous one"),
            ));
        }
        let counts_bytes = number
            .checked_mul(4)
            .filter(|n| *n <= (footer - at - 8) as u64);
        let Some(counts_bytes) = counts_bytes else {
            return Err(malformed(
                body + at,
                format!("chunk of {number} counts runs past the footer"),
            ));
        };
        let span = number.saturating_mul(stride);
        if offset.saturating_add(span) > tsize {
            return Err(malformed(
                body + at,
                format!("chunk at offset {offset:#x} with {number} counts runs past tsize {tsize}"),
            ));
        }
        for j in 0..number {
            let count = u64::from(word(at + 8 + 4 * j as usize));
            if count == 0 {
                continue;
            }
            addresses_with_samples += 1;
            total += count;
            let location = builder.location(tstart + offset + j * stride);
            builder.add(vec![location], &[count as i64]);
        }
        // Offsets increase strictly and ranges do not overlap.
        next_free = offset + span.max(1);
        at += 8 + counts_bytes as usize;
    }
    let (want_addresses, want_total) = (u64::from(word(footer)), u64::from(word(footer + 4)));
    if (want_addresses, want_total) != (addresses_with_samples, total) {
        return Err(malformed(
            body + footer,
            format!(
                "footer says {want_addresses} addresses with {want_total} samples; the chunks have {addresses_with_samples} with {total}"
            ),
        ));
    }
    Ok(ReadProfile {
        profile: builder.finish(),
        warnings: Vec::new(),
        names: None,
    })
}
