#!/usr/bin/env python3
"""Writes prof/c_pie_O0.dcpi: a DCPI v0 profile (dcpi-profile-format.txt) of
the .text of bin/c_pie_O0, with fixed counts in two chunks. There is no
DCPI tool to record one; the counts are arbitrary but stable, so that the
reader's dump golden (dump/c_pie_O0.dcpi.dump) shows what it reads."""
import struct, subprocess, pathlib

here = pathlib.Path(__file__).resolve().parent
out = subprocess.run(["readelf", "-SW", str(here / "bin/c_pie_O0")], capture_output=True, text=True).stdout
for line in out.splitlines():
    f = line.replace("[ ", "[").split()
    if len(f) > 5 and f[1] == ".text":
        tstart, tsize = int(f[3], 16), int(f[5], 16)
header = [
    "version pdb-0.07", "image 3a1b2c", "epoch 2611221200", "platform x86_64 test",
    "event cycles", "period 62976", f"tstart {tstart:x}", f"tsize {tsize}", "cpuspeed 2400",
    "path /tmp/profile-analyze-testdata/c_pie_O0",
]
text = "\n".join(header) + "\nsamples"
while (len(text) + 1) % 4:
    text += " "
data = (text + "\n").encode()
chunks = [(0x10, [3, 0, 0, 7, 1]), (0x60, [0, 2, 0, 0, 5, 9])]
addresses = total = 0
for offset, counts in chunks:
    data += struct.pack("<II", offset, len(counts)) + struct.pack(f"<{len(counts)}I", *counts)
    addresses += sum(1 for c in counts if c)
    total += sum(counts)
data += struct.pack("<II", addresses, total)
(here / "prof/c_pie_O0.dcpi").write_bytes(data)
