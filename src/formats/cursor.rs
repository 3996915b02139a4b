//! The one bounded reader of binary profiles: words of 1 to 8 bytes in
//! either byte order, read at an offset or in sequence, never past the end.

/// A position in a byte buffer whose words have one byte order.
#[derive(Debug, Clone, Copy)]
pub struct Cursor<'a> {
    bytes: &'a [u8],
    /// The offset of the next sequential read.
    pub pos: usize,
    big_endian: bool,
}

impl<'a> Cursor<'a> {
    /// A cursor at the start of `bytes`.
    pub fn new(bytes: &'a [u8], big_endian: bool) -> Self {
        Cursor {
            bytes,
            pos: 0,
            big_endian,
        }
    }

    /// The `n`-byte word (`n` <= 8) at `at`, or `None` past the end.
    pub fn word_at(&self, at: usize, n: usize) -> Option<u64> {
        let b = self.bytes.get(at..at.checked_add(n)?)?;
        // The common widths in one load.
        if let Ok(w) = <[u8; 8]>::try_from(b) {
            return Some(match self.big_endian {
                true => u64::from_be_bytes(w),
                false => u64::from_le_bytes(w),
            });
        }
        if let Ok(w) = <[u8; 4]>::try_from(b) {
            return Some(u64::from(match self.big_endian {
                true => u32::from_be_bytes(w),
                false => u32::from_le_bytes(w),
            }));
        }
        let mut v = 0u64;
        for i in 0..n {
            let byte = if self.big_endian { b[i] } else { b[n - 1 - i] };
            v = (v << 8) | u64::from(byte);
        }
        Some(v)
    }

    /// The next `n` bytes, or `None` (and no move) past the end.
    pub fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        let end = self.pos.checked_add(n)?;
        let b = self.bytes.get(self.pos..end)?;
        self.pos = end;
        Some(b)
    }

    /// The next `n`-byte word.
    pub fn word(&mut self, n: usize) -> Option<u64> {
        let v = self.word_at(self.pos, n)?;
        self.pos += n;
        Some(v)
    }

    /// The next 32-bit word.
    pub fn u32(&mut self) -> Option<u32> {
        self.word(4).map(|v| v as u32)
    }
}

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
    cursor: Cursor<'a>,
    format: SlotFormat,
}

impl<'a> Slots<'a> {
    /// Views `bytes` as slots in `format`; a trailing partial slot is not a slot.
    pub fn new(bytes: &'a [u8], format: SlotFormat) -> Self {
        Slots {
            bytes,
            cursor: Cursor::new(bytes, format.big_endian),
            format,
        }
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
        let width = self.format.width;
        self.cursor.word_at(index.checked_mul(width)?, width)
    }
}
