#!/usr/bin/env python3
"""Append a gmon.out basic-block record (tag 2) to a copy of a gmon.out.

    add_blocks.py PROGRAM GMON_IN GMON_OUT FUNCTION...

One block per line-table row (objdump --dwarf=decodedline) inside each named
function (nm -S), with counts 1000, 1007, 1014, ...; the first block is
written twice (gprof sums repeated blocks). 64-bit little-endian programs.
"""
import re
import struct
import subprocess
import sys

program, gmon_in, gmon_out, *functions = sys.argv[1:]
ranges = []
for line in subprocess.run(["nm", "-S", program], capture_output=True, text=True, check=True).stdout.splitlines():
    f = line.split()
    if len(f) == 4 and f[3] in functions:
        start, size = int(f[0], 16), int(f[1], 16)
        ranges.append((start, start + size))
addresses = set()
decoded = subprocess.run(["objdump", "--dwarf=decodedline", program], capture_output=True, text=True, check=True).stdout
for line in decoded.splitlines():
    m = re.search(r"\s(0x[0-9a-f]+)\b", line)
    if m:
        a = int(m.group(1), 16)
        if any(lo <= a < hi for lo, hi in ranges):
            addresses.add(a)
blocks = [(a, 1000 + 7 * i) for i, a in enumerate(sorted(addresses))]
blocks.append(blocks[0])
record = bytes([2]) + struct.pack("<I", len(blocks))
record += b"".join(struct.pack("<QQ", a, c) for a, c in blocks)
with open(gmon_in, "rb") as f:
    data = f.read()
with open(gmon_out, "wb") as f:
    f.write(data + record)
