//! Reading fixed-width words from a byte buffer, bounded and offset-tagged.

use byteorder::{BigEndian, ByteOrder, LittleEndian};

/// Width and byte order of the words in a binary profile.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SlotFormat {
    /// 4 or 8.
    pub width: usize,
    /// True for big-endian words.
    pub big_endian: bool,
}

impl SlotFormat {
    /// The four formats a gperftools profile may use.
    pub const ALL: [SlotFormat; 4] = [
        SlotFormat {
            width: 8,
            big_endian: false,
        },
        SlotFormat {
            width: 4,
            big_endian: false,
        },
        SlotFormat {
            width: 8,
            big_endian: true,
        },
        SlotFormat {
            width: 4,
            big_endian: true,
        },
    ];
}

/// A view of a buffer as a sequence of slots of one [`SlotFormat`].
#[derive(Debug, Clone, Copy)]
pub struct Slots<'a> {
    bytes: &'a [u8],
    format: SlotFormat,
}

impl<'a> Slots<'a> {
    /// Views `bytes` as slots in `format`; a trailing partial slot is not a slot.
    pub fn new(bytes: &'a [u8], format: SlotFormat) -> Self {
        Slots { bytes, format }
    }

    /// How many whole slots the buffer holds.
    pub fn len(&self) -> usize {
        self.bytes.len() / self.format.width
    }

    /// Byte offset of slot `index`.
    pub fn offset(&self, index: usize) -> u64 {
        (index as u64).saturating_mul(self.format.width as u64)
    }

    /// The raw bytes of slots `start..start + count` (fewer at the end of the buffer).
    pub fn raw(&self, start: usize, count: usize) -> &'a [u8] {
        let width = self.format.width;
        let from = start.saturating_mul(width).min(self.bytes.len());
        let to = start
            .saturating_add(count)
            .saturating_mul(width)
            .min(self.bytes.len());
        &self.bytes[from..to]
    }

    /// Slot `index`, or `None` past the end.
    pub fn get(&self, index: usize) -> Option<u64> {
        let start = index.checked_mul(self.format.width)?;
        let b = self
            .bytes
            .get(start..start.checked_add(self.format.width)?)?;
        Some(match (self.format.width, self.format.big_endian) {
            (4, false) => u64::from(LittleEndian::read_u32(b)),
            (4, true) => u64::from(BigEndian::read_u32(b)),
            (_, false) => LittleEndian::read_u64(b),
            (_, true) => BigEndian::read_u64(b),
        })
    }
}
