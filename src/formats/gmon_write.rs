//! The GNU `gmon.out` writer: what gprof's `-s` writes to `gmon.sum`
//! (binutils' `gmon_io.c`, `gmon_out_write`, with `hist_write_hist`,
//! `cg_write_arcs` and `bb_write_blocks`). The header (`gmon`, version 1,
//! 12 spare bytes), then every histogram (tag 0: low and high PC, bins,
//! rate, 15-byte dimension and abbreviation, 16-bit bins), every arc (tag
//! 1: from PC, self PC, 32-bit count) and, when basic-block records were
//! read, one basic-block record (tag 2: a 32-bit number of blocks, then
//! address and count pairs). Words are the program's: its pointer size and
//! byte order. Wider sums are truncated as gprof truncates them: bins to 16
//! bits, arc counts to 32, block counts and addresses to the word.
//!
//! Which arcs and blocks, in which order, is gprof's symbol table's
//! business (see `gprof::write_sum`); this writes the ones it is given.

use crate::profile::{Arc, BlockCount, Histogram, ProgramFacts};
use std::io::{self, Write};

/// Writes `histogram`'s histograms, then `arcs`, then (when `blocks` is
/// given) one basic-block record of `blocks`, in `program`'s words.
pub fn write(
    histogram: &Histogram,
    arcs: &[Arc],
    blocks: Option<&[BlockCount]>,
    program: &ProgramFacts,
    out: &mut impl Write,
) -> io::Result<()> {
    let mut w = Words {
        out: Vec::new(),
        program,
    };
    w.out.extend(b"gmon");
    w.u32(1);
    // gprof never clears its header's spare bytes; see `Histogram::last_header`.
    let (high, size) = histogram.last_header.unwrap_or((0, 0));
    w.out.extend(high.to_le_bytes());
    w.out.extend(size.to_le_bytes());
    for range in &histogram.ranges {
        w.out.push(0);
        w.pointer(range.low);
        w.pointer(range.high);
        w.u32(range.bins.len() as u32);
        w.u32(histogram.rate);
        w.out.extend(histogram.dimension);
        for &bin in &range.bins {
            w.word(u64::from(bin as u16), 2);
        }
    }
    for arc in arcs {
        w.out.push(1);
        w.pointer(arc.from);
        w.pointer(arc.to);
        w.u32(arc.count as u32);
    }
    if let Some(blocks) = blocks {
        w.out.push(2);
        w.u32(blocks.len() as u32);
        for block in blocks {
            w.pointer(block.address);
            w.pointer(block.count as u64);
        }
    }
    out.write_all(&w.out)
}

/// Bytes in the program's words.
struct Words<'p> {
    out: Vec<u8>,
    program: &'p ProgramFacts,
}

impl Words<'_> {
    /// The low `n` bytes of `value`, in the program's byte order.
    fn word(&mut self, value: u64, n: usize) {
        let bytes = if self.program.big_endian {
            value.to_be_bytes()[8 - n..].to_vec()
        } else {
            value.to_le_bytes()[..n].to_vec()
        };
        self.out.extend(bytes);
    }

    fn u32(&mut self, value: u32) {
        self.word(u64::from(value), 4);
    }

    fn pointer(&mut self, value: u64) {
        self.word(value, self.program.pointer_bytes);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::profile::HistogramRange;

    #[test]
    fn records_are_in_the_programs_words_and_truncated_as_gprofs() {
        let histogram = Histogram {
            ranges: vec![HistogramRange {
                low: 0x1000,
                high: 0x1008,
                bins: vec![1, 0x1_0002],
            }],
            last_header: Some((0x1008, 2)),
            ..Histogram::default()
        };
        let arcs = [Arc {
            from: 0x1002,
            to: 0x1004,
            count: 0x1_0000_0003,
        }];
        let blocks = [BlockCount {
            address: 0x1006,
            count: 7,
        }];
        let program = ProgramFacts {
            pointer_bytes: 4,
            big_endian: true,
            ..ProgramFacts::default()
        };
        let mut out = Vec::new();
        write(&histogram, &arcs, Some(&blocks), &program, &mut out).unwrap();
        let mut want = b"gmon\0\0\0\x01\x08\x10\0\0\0\0\0\0\x02\0\0\0".to_vec();
        want.extend(b"\0\0\0\x10\0\0\0\x10\x08\0\0\0\x02\0\0\0\x64seconds\0\0\0\0\0\0\0\0s");
        want.extend(b"\0\x01\0\x02");
        want.extend(b"\x01\0\0\x10\x02\0\0\x10\x04\0\0\0\x03");
        want.extend(b"\x02\0\0\0\x01\0\0\x10\x06\0\0\0\x07");
        assert_eq!(out, want);
    }
}
