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

impl SlotFormat {
    /// The slot that `bytes` (exactly one slot wide) hold.
    pub fn word(self, bytes: &[u8]) -> u64 {
        Cursor::new(bytes, self.big_endian)
            .word_at(0, self.width)
            .unwrap_or(0)
    }

    /// The slots of `bytes`, in order (a trailing partial slot is not one).
    pub fn words(self, bytes: &[u8]) -> impl Iterator<Item = u64> + '_ {
        bytes.chunks_exact(self.width).map(move |w| self.word(w))
    }
}

/// Slots of one [`SlotFormat`] read in sequence from a stream through a
/// buffer of its own, so that a file is read once, front to back, never
/// held whole, and each record is looked at where it was read into.
pub struct SlotStream<R> {
    inner: R,
    format: SlotFormat,
    buf: Vec<u8>,
    /// The bytes read but not yet taken: `buf[start..end]`.
    start: usize,
    end: usize,
    /// The offset in the stream of `buf[start]`.
    pos: u64,
}

impl<R: std::io::Read> SlotStream<R> {
    /// Reads slots of `format` from `inner`, which is at byte 0.
    pub fn new(inner: R, format: SlotFormat) -> Self {
        SlotStream {
            inner,
            format,
            buf: vec![0; 1 << 20],
            start: 0,
            end: 0,
            pos: 0,
        }
    }

    /// The byte offset of the next slot.
    pub fn pos(&self) -> u64 {
        self.pos
    }

    /// Takes up to `n` slots and returns their bytes: fewer than `n` only
    /// at the end of the stream, where a partial slot is dropped.
    pub fn take(&mut self, n: usize) -> std::io::Result<&[u8]> {
        let want = n.saturating_mul(self.format.width);
        if self.end - self.start < want {
            self.fill(want)?;
        }
        let have = (self.end - self.start).min(want);
        let got = have - have % self.format.width;
        let from = self.start;
        self.start += got;
        self.pos += got as u64;
        Ok(&self.buf[from..from + got])
    }

    /// Reads until `want` bytes are buffered or the stream ends.
    fn fill(&mut self, want: usize) -> std::io::Result<()> {
        if self.buf.len() - self.start < want {
            self.buf.copy_within(self.start..self.end, 0);
            self.end -= self.start;
            self.start = 0;
            if self.buf.len() < want {
                self.buf.resize(want, 0);
            }
        }
        while self.end - self.start < want {
            match self.inner.read(&mut self.buf[self.end..]) {
                Ok(0) => break,
                Ok(k) => self.end += k,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
        Ok(())
    }

    /// The rest of the stream, from the first slot not taken.
    pub fn into_rest(self) -> impl std::io::Read {
        let SlotStream {
            inner,
            mut buf,
            start,
            end,
            ..
        } = self;
        buf.truncate(end);
        buf.drain(..start);
        std::io::Read::chain(std::io::Cursor::new(buf), inner)
    }
}

/// Fills as much of `buf` as the stream has (fewer bytes only at its end);
/// returns how much.
pub(super) fn read_up_to(source: &mut dyn std::io::Read, buf: &mut [u8]) -> std::io::Result<usize> {
    let mut filled = 0;
    while filled < buf.len() {
        match source.read(&mut buf[filled..]) {
            Ok(0) => break,
            Ok(k) => filled += k,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(filled)
}
