//! ELF files: mapping them into memory, their loadable segments, and turning a
//! runtime address of a mapping into the file's own (link-time) address.

use crate::error::{Error, Result};
use crate::profile::Mapping;
use elsa::sync::FrozenVec;
use memmap2::Mmap;
use object::{Object, ObjectSegment};
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};

/// Owns the bytes of every file opened during symbolization (mapped files and
/// decompressed sections), so that parsed views can borrow them. It may be
/// added to from several threads: an object's DWARF is read when first
/// asked for, by a report as well.
#[derive(Default)]
pub struct Store {
    maps: FrozenVec<Box<Mmap>>,
    buffers: FrozenVec<Vec<u8>>,
}

impl Store {
    /// Maps the file at `path` into memory.
    ///
    /// Errors: it cannot be opened, or is not a regular file (a directory,
    /// a pipe, a device such as `/dev/zero`).
    pub fn map(&self, path: &Path) -> std::io::Result<&[u8]> {
        // Not blocked by a named pipe that no one writes to.
        let file = std::fs::OpenOptions::new()
            .read(true)
            .custom_flags(libc::O_NONBLOCK)
            .open(path)?;
        let kind = file.metadata()?.file_type();
        if !kind.is_file() {
            let what = match kind.is_dir() {
                true => "is a directory, not an ELF file",
                false => "is not a regular file (a pipe or a device), not an ELF file",
            };
            return Err(std::io::Error::new(std::io::ErrorKind::InvalidInput, what));
        }
        // SAFETY: the map is read-only and lives as long as the store, and
        // every read of the bytes is bounds-checked by `object`/`gimli`: a
        // file rewritten in place by another process can only give wrong
        // names (a rebuild replaces the file: the map keeps the old one).
        // A file truncated under the map makes the next access to a page
        // past its new end raise SIGBUS; the `profile-analyze` command turns
        // that signal into a one-line error (binaries are mapped, not read,
        // because a report touches a small part of a large debug file).
        let map = unsafe { Mmap::map(&file)? };
        Ok(&self.maps.push_get(Box::new(map))[..])
    }

    /// Keeps `bytes` alive as long as the store.
    pub fn keep(&self, bytes: Vec<u8>) -> &[u8] {
        self.buffers.push_get(bytes)
    }
}

/// zlib's largest compression ratio: a compressed section that claims more
/// than this many bytes per byte of its data is refused rather than
/// decompressed (its claim is allocated before it is decompressed).
const MAX_COMPRESSION_RATIO: u64 = 1032;

/// The bytes of `section`, decompressed into `store` when compressed; empty
/// when they cannot be read, or when a compressed section claims more than
/// [`MAX_COMPRESSION_RATIO`] times its size (as its header says, to no
/// bound).
pub(crate) fn section_bytes<'a>(
    section: &impl object::ObjectSection<'a>,
    store: &'a Store,
) -> &'a [u8] {
    let Ok(compressed) = section.compressed_data() else {
        return &[];
    };
    if compressed.format != object::CompressionFormat::None
        && compressed.uncompressed_size
            > (compressed.data.len() as u64).saturating_mul(MAX_COMPRESSION_RATIO)
    {
        return &[];
    }
    match compressed.decompress() {
        Ok(std::borrow::Cow::Borrowed(b)) => b,
        Ok(std::borrow::Cow::Owned(v)) => store.keep(v),
        Err(_) => &[],
    }
}

/// A loadable segment of an ELF file.
#[derive(Debug, Clone, Copy)]
pub struct Segment {
    /// Link-time virtual address.
    pub address: u64,
    /// Size in memory.
    pub size: u64,
    /// Offset in the file.
    pub file_offset: u64,
    /// Size in the file.
    pub file_size: u64,
    /// Alignment (the page size it was linked for).
    pub align: u64,
}

impl Segment {
    fn page(&self) -> u64 {
        self.align.max(0x1000)
    }

    /// The file offset at which a mapping of this segment starts.
    fn mapped_offset(&self) -> u64 {
        self.file_offset - self.file_offset % self.page()
    }

    /// True when a mapping at file offset `offset` covers this segment.
    fn holds_offset(&self, offset: u64) -> bool {
        self.mapped_offset() <= offset
            && offset < self.file_offset.saturating_add(self.file_size.max(1))
    }
}

/// An opened ELF file.
pub struct Binary<'a> {
    /// Where it was read from.
    pub path: PathBuf,
    /// Its parsed form.
    pub object: object::File<'a>,
    /// Its executable loadable segments.
    pub code: Vec<Segment>,
    data: &'a [u8],
}

impl<'a> Binary<'a> {
    /// Opens and parses the ELF file at `path`.
    pub fn open(path: &Path, store: &'a Store) -> Result<Self> {
        let data = store.map(path).map_err(|e| Error::io(path, e))?;
        Self::parse(path, data)
    }

    /// Parses the ELF file `data`, read from `path` (or named so).
    pub fn parse(path: &Path, data: &'a [u8]) -> Result<Self> {
        if !data.starts_with(b"\x7fELF") {
            return Err(Error::binary(path, "not an ELF file"));
        }
        let object = object::File::parse(data)
            .map_err(|e| Error::binary(path, format!("unreadable ELF file: {e}")))?;
        let code = object
            .segments()
            .filter(|s| match s.flags() {
                object::SegmentFlags::Elf { p_flags, .. } => p_flags.0 & object::elf::PF_X.0 != 0,
                _ => false,
            })
            .map(|s| {
                let (file_offset, file_size) = s.file_range();
                Segment {
                    address: s.address(),
                    size: s.size(),
                    file_offset,
                    file_size,
                    align: s.align(),
                }
            })
            .collect();
        Ok(Binary {
            path: path.to_path_buf(),
            object,
            code,
            data,
        })
    }

    /// The code segment that a mapping at file offset `offset` maps.
    fn segment_for(&self, offset: u64) -> Option<&Segment> {
        self.code.iter().find(|s| s.holds_offset(offset))
    }

    /// Checks that `mapping` (the profile's main program) can be this binary:
    /// an executable segment sits at the mapping's file offset, and the
    /// mapping has exactly the page-rounded length of that segment.
    pub fn check_fits(&self, mapping: &Mapping) -> Result<()> {
        let describe = || {
            format!(
                "does not match the profile's main program {} (mapped {:#x}-{:#x} at file offset {:#x})",
                mapping.path, mapping.start, mapping.limit, mapping.offset
            )
        };
        let Some(segment) = self.segment_for(mapping.offset) else {
            return Err(Error::binary(
                &self.path,
                format!("{}: no executable segment at that offset", describe()),
            ));
        };
        let page = segment.page();
        // A damaged file's segment or profile's mapping may wrap around.
        let mapped_len = segment
            .file_offset
            .saturating_add(segment.size)
            .div_ceil(page)
            .saturating_mul(page)
            - segment.mapped_offset();
        let mapping_len = mapping.limit.wrapping_sub(mapping.start);
        if mapping.offset != segment.mapped_offset() || mapping_len != mapped_len {
            return Err(Error::binary(
                &self.path,
                format!(
                    "{}: its code segment would be mapped at offset {:#x} for {:#x} bytes",
                    describe(),
                    segment.mapped_offset(),
                    mapped_len
                ),
            ));
        }
        Ok(())
    }

    /// The mappings this binary would have if loaded at its link addresses.
    pub fn link_time_mappings(&self) -> Vec<Mapping> {
        self.code
            .iter()
            .map(|s| Mapping {
                start: s.address,
                limit: s.address.saturating_add(s.size),
                offset: s.file_offset,
                path: self.path.display().to_string(),
                build_id: None,
                is_main: true,
            })
            .collect()
    }

    /// Turns a runtime `address` inside `mapping` into this file's link-time address.
    pub fn file_address(&self, mapping: &Mapping, address: u64) -> u64 {
        let file_offset = address
            .wrapping_sub(mapping.start)
            .wrapping_add(mapping.offset);
        match self.segment_for(mapping.offset).or(self.code.first()) {
            Some(s) => file_offset
                .wrapping_sub(s.file_offset)
                .wrapping_add(s.address),
            None => file_offset,
        }
    }

    /// The GNU build id, when the file has one.
    pub fn build_id(&self) -> Option<&'a [u8]> {
        self.object.build_id().ok().flatten()
    }

    /// The file name and CRC-32 in `.gnu_debuglink`, when the file has one.
    pub fn debuglink(&self) -> Option<(&'a [u8], u32)> {
        self.object.gnu_debuglink().ok().flatten()
    }

    /// The file name and build id in `.gnu_debugaltlink` (dwz's
    /// supplementary file), when the file has one.
    pub fn debugaltlink(&self) -> Option<(&'a [u8], &'a [u8])> {
        self.object.gnu_debugaltlink().ok().flatten()
    }

    /// The whole file's bytes.
    pub fn data(&self) -> &'a [u8] {
        self.data
    }

    /// True when the file carries DWARF debugging information.
    pub fn has_dwarf(&self) -> bool {
        use object::ObjectSection;
        self.object
            .section_by_name(".debug_info")
            .is_some_and(|s| s.size() > 0)
    }
}
