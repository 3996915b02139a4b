//! Linux perf: `perf record`'s perf.data (file and pipe mode, zstd
//! compressed records of `perf record -z` included), read with the
//! `linux-perf-data` crate, and `perf script`'s text (`script`).
//!
//! A perf.data file is read once, front to back, holding distinct stacks,
//! not the file: a regular file through a buffer (its header and feature
//! sections are read by seeking), a pipe-mode stream (`perf record -o -`)
//! as it comes. A file-mode file from a pipe is read whole first (its
//! feature sections come last). Its header is checked against the file
//! first (`header`); the records are made into the profile by `convert`.

mod convert;
mod events;
mod header;
mod offcpu;
mod ranges;
mod records;
mod samples;
pub(crate) mod script;
mod unwind;

pub use events::MAX_SAMPLE_VALUES;

use super::cursor::read_up_to;
use super::{
    Body, FactsSource, Format, MAX_READ_FROM_PIPE, ReadContext, ReadProfile, Reader, Seekable,
};
use crate::error::{Error, Result};
use header::{Layout, WithHeader};
use linux_perf_data::PerfFileReader;
use std::io::{Cursor, Read, Seek};
use std::path::Path;

/// The perf.data format.
pub(super) const FORMAT: Format = Format {
    name: "a Linux perf.data recording",
    signature: "`PERFILE2` magic",
    needs_program: false,
    detect: |input| is_perf_data(input.bytes),
    read: Reader::Streaming(read),
};

/// True when `bytes` start with perf.data's magic, in either byte order.
pub(super) fn is_perf_data(bytes: &[u8]) -> bool {
    bytes.starts_with(b"PERFILE2") || bytes.starts_with(b"2ELIFREP")
}

/// Reads a perf.data recording: seeking in a file or in memory, as it
/// comes from a pipe.
fn read(cx: &ReadContext, body: Body) -> Result<ReadProfile> {
    match body.into_seekable(cx.path)? {
        Seekable::Yes(reader, len) => read_seekable(cx.path, reader, len, cx.facts),
        Seekable::No(pipe) => {
            read_stream(cx.path, pipe.into_reader(), MAX_READ_FROM_PIPE, cx.facts)
        }
    }
}

/// Reads the perf.data file `reader` of `len` bytes.
fn read_seekable<R: Read + Seek>(
    path: &Path,
    mut reader: R,
    len: u64,
    files: &dyn FactsSource,
) -> Result<ReadProfile> {
    let mut warnings = Vec::new();
    let layout = header::check(path, &mut reader, len, &mut warnings)?;
    let profile = match layout {
        Layout::Pipe => {
            let parsed = PerfFileReader::parse_pipe(reader).map_err(|e| unreadable(path, e))?;
            convert::convert(path, parsed, files, &mut warnings)?
        }
        Layout::File(header) => {
            let reader = WithHeader::new(reader, header);
            let parsed = PerfFileReader::parse_file(reader).map_err(|e| unreadable(path, e))?;
            convert::convert(path, parsed, files, &mut warnings)?
        }
    };
    Ok(ReadProfile {
        profile,
        warnings,
        names: None,
    })
}

/// Reads a perf.data stream that cannot seek (a pipe): a pipe-mode stream
/// as it comes; a file-mode file read whole first, up to `limit` bytes.
fn read_stream(
    path: &Path,
    mut reader: impl Read,
    limit: u64,
    files: &dyn FactsSource,
) -> Result<ReadProfile> {
    let mut start = [0u8; 16];
    let got = read_up_to(&mut reader, &mut start).map_err(|e| Error::io(path, e))?;
    let big = start.starts_with(b"2ELIFREP");
    let size = <[u8; 8]>::try_from(&start[8..16]).unwrap_or_default();
    let size = if big {
        u64::from_be_bytes(size)
    } else {
        u64::from_le_bytes(size)
    };
    let head = Cursor::new(start[..got].to_vec());
    if got == start.len() && size == 16 {
        let parsed =
            PerfFileReader::parse_pipe(head.chain(reader)).map_err(|e| unreadable(path, e))?;
        let mut warnings = Vec::new();
        let profile = convert::convert(path, parsed, files, &mut warnings)?;
        return Ok(ReadProfile {
            profile,
            warnings,
            names: None,
        });
    }
    let mut bytes = start[..got].to_vec();
    reader
        .take(limit + 1 - got as u64)
        .read_to_end(&mut bytes)
        .map_err(|e| Error::io(path, e))?;
    if bytes.len() as u64 > limit {
        return Err(Error::NotProfile {
            path: path.into(),
            what: format!(
                "is a perf.data file larger than the {} MiB read from a pipe (its sections come last, so it is read whole): write it to a file first, or record with `perf record -o -`",
                limit >> 20
            ),
        });
    }
    let len = bytes.len() as u64;
    read_seekable(path, Cursor::new(bytes), len, files)
}

/// The crate's error on `path`, as one line.
fn unreadable(path: &Path, e: linux_perf_data::Error) -> Error {
    Error::Malformed {
        path: path.into(),
        offset: 0,
        what: format!("perf.data unreadable: {e}"),
    }
}
