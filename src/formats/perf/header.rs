//! The perf.data file header, checked against the file before the
//! `linux-perf-data` crate reads it: every section it names must lie in
//! the file. A file cut short (perf killed, a copy interrupted) has its
//! data section end past the file's end, and its feature sections (build
//! ids, event names), which perf writes after the data, are gone: the
//! header is then rewritten in memory to end the data at the last whole
//! record, without features, and the records before the cut are read.

use super::super::cursor::read_up_to;
use crate::error::{Error, Result};
use std::io::{Read, Seek, SeekFrom};
use std::path::Path;

/// Size of a file-mode header (`struct perf_file_header`).
pub(super) const FILE_HEADER_SIZE: usize = 104;
/// Size of a pipe-mode header (magic and size).
const PIPE_HEADER_SIZE: u64 = 16;
/// Offset of the data section's (offset, size) pair in the header.
const DATA_SECTION_AT: usize = 40;
/// Offset of the feature bitmap (256 bits) in the header.
const FEATURES_AT: usize = 72;
/// The smallest `perf_event_attr` (`PERF_ATTR_SIZE_VER0`).
const MIN_ATTR_SIZE: u64 = 64;

/// How a perf.data file is to be read.
pub(super) enum Layout {
    /// A pipe-mode stream (`perf record -o -`): metadata in records.
    Pipe,
    /// A file-mode file, with the header to read it by (the file's own,
    /// or one rewritten for a file cut short).
    File(Box<[u8; FILE_HEADER_SIZE]>),
}

/// The file's byte order, from its magic.
#[derive(Clone, Copy)]
struct Order {
    big: bool,
}

impl Order {
    fn u64(self, bytes: &[u8], at: usize) -> u64 {
        let mut b = [0u8; 8];
        b.copy_from_slice(&bytes[at..at + 8]);
        if self.big {
            u64::from_be_bytes(b)
        } else {
            u64::from_le_bytes(b)
        }
    }

    fn put_u64(self, bytes: &mut [u8], at: usize, value: u64) {
        let b = if self.big {
            value.to_be_bytes()
        } else {
            value.to_le_bytes()
        };
        bytes[at..at + 8].copy_from_slice(&b);
    }

    fn u16(self, b: [u8; 2]) -> u16 {
        if self.big {
            u16::from_be_bytes(b)
        } else {
            u16::from_le_bytes(b)
        }
    }
}

/// Checks the header of the perf.data file `reader` (of `len` bytes, when
/// known: a pipe's is not) and says how to read it; warnings for a file
/// cut short go to `warnings`.
///
/// Errors: the header is cut short, or names sections outside the file.
pub(super) fn check<R: Read + Seek>(
    path: &Path,
    reader: &mut R,
    len: u64,
    warnings: &mut Vec<String>,
) -> Result<Layout> {
    let malformed = |offset: u64, what: String| Error::Malformed {
        path: path.into(),
        offset,
        what,
    };
    let io = |e| Error::io(path, e);
    let mut header = Box::new([0u8; FILE_HEADER_SIZE]);
    reader.seek(SeekFrom::Start(0)).map_err(io)?;
    let got = read_up_to(reader, &mut header[..]).map_err(io)?;
    let order = Order {
        big: header.starts_with(b"2ELIFREP"),
    };
    if got >= 16 && order.u64(&header[..], 8) == PIPE_HEADER_SIZE {
        reader.seek(SeekFrom::Start(0)).map_err(io)?;
        return Ok(Layout::Pipe);
    }
    if got < FILE_HEADER_SIZE {
        return Err(malformed(
            got as u64,
            format!("perf.data header cut short: {got} of its {FILE_HEADER_SIZE} bytes"),
        ));
    }
    let section = |at: usize| (order.u64(&header[..], at), order.u64(&header[..], at + 8));
    let attr_size = order.u64(&header[..], 16);
    if !(MIN_ATTR_SIZE..=4096).contains(&attr_size) {
        return Err(malformed(
            16,
            format!("perf.data header: an event attribute size of {attr_size} bytes"),
        ));
    }
    for (at, name) in [(24, "attribute"), (56, "event types")] {
        let (offset, size) = section(at);
        if offset.checked_add(size).is_none_or(|end| end > len) {
            return Err(malformed(
                at as u64,
                format!(
                    "perf.data header: its {name} section ({size} bytes at {offset}) is not in the file of {len} bytes"
                ),
            ));
        }
    }
    let (data_offset, data_size) = section(DATA_SECTION_AT);
    if data_offset < FILE_HEADER_SIZE as u64 || data_offset > len {
        return Err(malformed(
            DATA_SECTION_AT as u64,
            format!(
                "perf.data header: its data section starts at byte {data_offset}, not in the file of {len} bytes"
            ),
        ));
    }
    let data_end = data_offset.checked_add(data_size);
    if data_end.is_none_or(|end| end > len) {
        let whole = whole_records(reader, order, data_offset, len).map_err(io)?;
        warnings.push(format!(
            "{}: perf.data cut short at byte {len} (its header says {data_size} bytes of records from byte {data_offset}): reporting the records before the cut, without the build ids and event names perf writes at the end",
            path.display()
        ));
        order.put_u64(&mut header[..], DATA_SECTION_AT + 8, whole - data_offset);
        header[FEATURES_AT..FEATURES_AT + 32].fill(0);
    } else if let Some(end) = data_end {
        drop_missing_features(path, reader, order, &mut header, end, len, warnings).map_err(io)?;
    }
    reader.seek(SeekFrom::Start(0)).map_err(io)?;
    Ok(Layout::File(header))
}

/// Clears the bits of the feature sections that are not in the file (with
/// a warning), so that the reader reads only those that are. The table
/// of sections lists the features in the order of their bits: once one
/// is missing, it and all after it are dropped (the entries before stay
/// where the reader looks for them).
fn drop_missing_features<R: Read + Seek>(
    path: &Path,
    reader: &mut R,
    order: Order,
    header: &mut [u8; FILE_HEADER_SIZE],
    table: u64,
    len: u64,
    warnings: &mut Vec<String>,
) -> std::io::Result<()> {
    reader.seek(SeekFrom::Start(table))?;
    let mut entry = [0u8; 16];
    let mut dropped = 0;
    for bit in 0..256 {
        // The bitmap is 4 words in the file's byte order.
        let byte = if order.big {
            FEATURES_AT + (bit / 64) * 8 + 7 - (bit % 64) / 8
        } else {
            FEATURES_AT + bit / 8
        };
        let mask = 1u8 << (bit % 8);
        if header[byte] & mask == 0 {
            continue;
        }
        let fits = dropped == 0 && read_up_to(reader, &mut entry)? == entry.len() && {
            let (offset, size) = (order.u64(&entry, 0), order.u64(&entry, 8));
            offset.checked_add(size).is_some_and(|end| end <= len)
        };
        if !fits {
            header[byte] &= !mask;
            dropped += 1;
        }
    }
    if dropped > 0 {
        warnings.push(format!(
            "{}: {dropped} of its header's feature sections (build ids, event names...) are not in the file: read without them",
            path.display()
        ));
    }
    Ok(())
}

/// The end of the last whole record at or after `from` in a file of `len`
/// bytes, following the records' sizes.
fn whole_records<R: Read + Seek>(
    reader: &mut R,
    order: Order,
    from: u64,
    len: u64,
) -> std::io::Result<u64> {
    let mut at = from;
    let mut head = [0u8; 8];
    loop {
        reader.seek(SeekFrom::Start(at))?;
        if read_up_to(reader, &mut head)? < head.len() {
            return Ok(at);
        }
        let size = u64::from(order.u16([head[6], head[7]]));
        if size < 8 || at + size > len {
            return Ok(at);
        }
        at += size;
    }
}

/// A reader whose first bytes are `header` instead of the file's (a
/// header rewritten by [`check`]).
pub(super) struct WithHeader<R> {
    inner: R,
    header: Box<[u8; FILE_HEADER_SIZE]>,
    at: u64,
}

impl<R: Read + Seek> WithHeader<R> {
    /// `inner` read with `header` in place of its own.
    pub(super) fn new(inner: R, header: Box<[u8; FILE_HEADER_SIZE]>) -> Self {
        WithHeader {
            inner,
            header,
            at: 0,
        }
    }
}

impl<R: Read + Seek> Read for WithHeader<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if let Some(rest) = self
            .header
            .get(self.at as usize..)
            .filter(|r| !r.is_empty())
        {
            let n = rest.len().min(buf.len());
            buf[..n].copy_from_slice(&rest[..n]);
            self.at += n as u64;
            if self.at == FILE_HEADER_SIZE as u64 {
                self.inner.seek(SeekFrom::Start(self.at))?;
            }
            return Ok(n);
        }
        let n = self.inner.read(buf)?;
        self.at += n as u64;
        Ok(n)
    }
}

impl<R: Read + Seek> Seek for WithHeader<R> {
    fn seek(&mut self, pos: SeekFrom) -> std::io::Result<u64> {
        self.at = self.inner.seek(pos)?;
        Ok(self.at)
    }
}
