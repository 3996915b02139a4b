#!/usr/bin/env python3
"""Writes fuzz/seeds/<target>/: the hostile inputs of issue 44, which took
gigabytes or printed raw control characters before they were fixed, as
seeds for the fuzz targets (fuzz/seed.sh copies them into the corpus).
tests/it/hostile/round_two.rs builds the same inputs, larger, and measures
the command's memory on them.

  proto, pipeline  label_key.pb.gz      a 64 KiB label key on 2,500 samples
                   function_name.pb.gz  400 functions sharing a 64 KiB name
                   file_name.pb.gz      1,500 functions sharing a 64 KiB file
                   deep.pb.gz           one stack of 3,000,000 frames
                   control.pb.gz        names with a newline, ESC and U+0001
  gperftools       build.prof           `$build` a thousand times per line
  heap             warn.heap            1,000 identical `%warn` lines
                   bignum.heap          a 100,000-digit count

The shared strings are 64 KiB, not the 1 MB of the tests: a report prints
a label once per sample, and 2,500 copies of 1 MB (2.6 GB written, legitimately)
take longer than the fuzzers' 30 s per input under AddressSanitizer.

Run it from anywhere; it overwrites the files.
"""

import gzip
import os
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
# The protobuf wire format, as testdata/make_seams.py writes it.
sys.path.insert(0, os.path.join(HERE, "..", "testdata"))
from make_seams import field, packed  # noqa: E402


def write(targets, name, data):
    for target in targets:
        os.makedirs(os.path.join(HERE, "seeds", target), exist_ok=True)
        with open(os.path.join(HERE, "seeds", target, name), "wb") as f:
            f.write(data)


BIG = b"k" * (1 << 16)
VALUE_TYPE = field(1, field(1, 1) + field(2, 2))


def strings(table):
    return b"".join(field(6, s) for s in table)


def location(i, function):
    line = field(4, field(1, function) + field(2, 1))
    return field(4, field(1, i) + field(3, 0x1000 + i) + line)


def function(i, name, filename):
    return field(5, field(1, i) + field(2, name) + field(3, name) + field(4, filename))


def sample(stack, value, label=b""):
    return field(2, field(1, packed(stack)) + field(2, packed([value])) + label)


def main():
    protos = ["proto", "pipeline"]
    table = [b"", b"samples", b"count", BIG, b"main", b"f.c"]
    msg = VALUE_TYPE
    for i in range(2500):
        msg += sample([1], 1, field(3, field(1, 3) + field(3, i + 1)))
    msg += location(1, 1) + function(1, 4, 5) + strings(table)
    write(protos, "label_key.pb.gz", gzip.compress(msg, mtime=0))

    msg = VALUE_TYPE
    for i in range(1, 401):
        msg += sample([i], 1) + location(i, i) + function(i, 3, 5)
    write(protos, "function_name.pb.gz", gzip.compress(msg + strings(table), mtime=0))

    msg = VALUE_TYPE
    for i in range(1, 1501):
        msg += sample([i], 1) + location(i, i) + function(i, 4, 3)
    write(protos, "file_name.pb.gz", gzip.compress(msg + strings(table), mtime=0))

    msg = VALUE_TYPE + sample([1] * 3_000_000, 1) + location(1, 1) + function(1, 4, 5)
    write(protos, "deep.pb.gz", gzip.compress(msg + strings(table), mtime=0))

    table = [b"", b"samples", b"count", b"evil\n   100 100.0% forged", b"esc\x1b[31mred", b"ctl\x01x"]
    msg = VALUE_TYPE
    for i in range(1, 4):
        msg += sample([i], 10 + i) + location(i, i) + function(i, 2 + i, 0)
    write(protos, "control.pb.gz", gzip.compress(msg + strings(table), mtime=0))

    words = struct.pack("<11Q", 0, 3, 0, 10000, 0, 1, 1, 0x400100, 0, 1, 0)
    line = b"00400000-00401000 r-xp 00000000 08:01 12 " + b"$build/" * 1000 + b"\n"
    write(["gperftools"], "build.prof", words + b"build=" + b"b" * 5000 + b"\n" + line * 3)

    heap = b"%warn the same thing\n" * 1000
    heap += b"heap profile: 1: 1 [ 1: 1] @ heapprofile\n1: 1 [1: 1] @ 0x1000\n"
    write(["heap"], "warn.heap", heap)
    heap = b"heap profile: " + b"9" * 100_000 + b": 1 [ 1: 1] @ heapprofile\n1: 1 [1: 1] @ 0x1000\n"
    write(["heap"], "bignum.heap", heap)


if __name__ == "__main__":
    main()
