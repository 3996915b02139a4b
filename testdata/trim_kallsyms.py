#!/usr/bin/env python3
"""Adds to OUT the kallsyms lines that name the kernel addresses of the
`perf script` text on stdin: for each address, the symbol at or below it
and the one after it (which ends it). OUT keeps the lines it had (the
fixture scripts each add their recordings' addresses), in address order.

    perf script -i R.data | trim_kallsyms.py KALLSYMS OUT
"""
import bisect
import sys

kallsyms, out = sys.argv[1], sys.argv[2]
syms = []
for line in open(kallsyms):
    f = line.split()
    if len(f) >= 3 and f[1] in "TtWw":
        syms.append((int(f[0], 16), line))
syms.sort(key=lambda s: s[0])  # stable: aliases keep their order (perf takes the last)
addrs = [a for a, _ in syms]
keep = set()
for line in sys.stdin:
    for f in line.split():
        if len(f) == 16 and f.startswith("ffff"):
            try:
                i = bisect.bisect_right(addrs, int(f, 16)) - 1
            except ValueError:
                continue
            if i >= 0:
                keep.update((i, i + 1))
try:
    have = set(open(out).read().splitlines(True))
except FileNotFoundError:
    have = set()
lines = {syms[i][1] for i in keep if i < len(syms)} | have
open(out, "w").writelines(sorted(lines, key=lambda l: int(l.split()[0], 16)))
