//! What a stack unwinder needs of an ELF file: the leaf that the readers
//! (perf.data's `--call-graph dwarf` unwinding, in `formats`) and the
//! symbolizer (which finds and reads the files) share, so that neither
//! imports the other.

use std::sync::Arc;

/// What a stack unwinder needs of an ELF file: its call-frame information
/// (`.eh_frame` with its `.eh_frame_hdr` index, `.debug_frame`), where its
/// sections and segments are, in the file's own addresses.
#[derive(Debug, Clone, Default)]
pub struct UnwindTables {
    /// Each executable segment: its file offset, its size in the file,
    /// and its address.
    pub segments: Vec<(u64, u64, u64)>,
    /// `.text`'s address range.
    pub text: Option<std::ops::Range<u64>>,
    /// `.got`'s address range.
    pub got: Option<std::ops::Range<u64>>,
    /// `.eh_frame`: its address range and bytes.
    pub eh_frame: Option<(std::ops::Range<u64>, Arc<[u8]>)>,
    /// `.eh_frame_hdr`: its address range and bytes.
    pub eh_frame_hdr: Option<(std::ops::Range<u64>, Arc<[u8]>)>,
    /// `.debug_frame`'s bytes (from the file or its debug file).
    pub debug_frame: Option<Arc<[u8]>>,
}

impl UnwindTables {
    /// The address in the file of what is at `file_offset`, the start of
    /// an executable mapping: a segment's offset need not be page-aligned
    /// (lld's are not), its mapping starts at the page below it.
    pub fn address_of(&self, file_offset: u64) -> Option<u64> {
        self.segments
            .iter()
            .find(|&&(offset, size, _)| {
                offset & !0xfff <= file_offset && file_offset < offset.saturating_add(size)
            })
            .map(|&(offset, _, address)| address.wrapping_add(file_offset).wrapping_sub(offset))
    }
}
