#!/usr/bin/env python3
"""Writes two groups of runs of one program's CPU profile, with known effects
and noise, for comparing groups of runs (--compare_runs).

  gen_runs.py OUTDIR [--functions 200] [--runs 10] [--changed 1]
              [--effect 0.2] [--cv 0.05] [--seed 1]

Writes OUTDIR/base-N.pb.gz and OUTDIR/new-N.pb.gz (N from 1; profile.proto,
named functions, no binary needed) and OUTDIR/changed.txt (the names of the
functions whose work changed, one a line).

The program: main calls 20 stages, each stage 10 (for 200) leaf functions;
every run spends about 10 s. A leaf's mean time is Zipf-like (a few hot
functions, a long tail); in each run its time is that mean times a normal
draw of mean 1 and coefficient of variation --cv (5%: a quiet machine),
independently per function and run, and a changed function's mean is
(1 + --effect) times its base in the new group. Values are cpu nanoseconds
with samples at 100 Hz. Deterministic for a seed.
"""

import argparse
import gzip
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "testdata"))
from make_seams import field, packed  # noqa: E402

PERIOD = 10_000_000  # ns: 100 Hz
RUN_NS = 10_000_000_000


def profile(names, stacks, values):
    """profile.proto bytes: `names` the functions (id i+1), `stacks` their ids
    leaf first per sample, `values` (samples, cpu ns) per sample."""
    strings = ["", "samples", "count", "cpu", "nanoseconds"]

    def s(text):
        strings.append(text)
        return len(strings) - 1

    body = bytearray()
    body += field(1, field(1, 1) + field(2, 2))
    body += field(1, field(1, 3) + field(2, 4))
    for stack, (n, ns) in zip(stacks, values):
        body += field(2, field(1, packed(stack)) + field(2, packed([n, ns])))
    for i, name in enumerate(names):
        fid = i + 1
        body += field(4, field(1, fid) + field(3, 0x1000 + 16 * fid) + field(4, field(1, fid)))
        body += field(5, field(1, fid) + field(2, s(name)) + field(3, s(name)))
    for text in strings:
        body += field(6, text.encode())
    body += field(10, RUN_NS)
    body += field(11, field(1, 3) + field(2, 4))
    body += field(12, PERIOD)
    body += field(14, 3)
    return bytes(body)


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("outdir")
    ap.add_argument("--functions", type=int, default=200)
    ap.add_argument("--runs", type=int, default=10)
    ap.add_argument("--changed", type=int, default=1)
    ap.add_argument("--effect", type=float, default=0.2)
    ap.add_argument("--cv", type=float, default=0.05)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args(argv)
    rng = random.Random(a.seed)
    stages = max(1, a.functions // 10)
    leaves = [f"work_{i:03d}" for i in range(a.functions)]
    names = ["main"] + [f"stage_{k:02d}" for k in range(stages)] + leaves
    weights = [1.0 / (i + 1) ** 0.9 for i in range(a.functions)]
    rng.shuffle(weights)
    total = sum(weights)
    means = [RUN_NS * w / total for w in weights]
    changed = set(rng.sample(range(a.functions), a.changed))
    # ids: main 1, stages 2.., leaves after
    stacks = [[1 + stages + 1 + i, 2 + i % stages, 1] for i in range(a.functions)]
    os.makedirs(a.outdir, exist_ok=True)
    for group in ("base", "new"):
        for run in range(1, a.runs + 1):
            values = []
            for i, mean in enumerate(means):
                if group == "new" and i in changed:
                    mean *= 1 + a.effect
                ns = max(0, round(mean * rng.gauss(1.0, a.cv)))
                values.append((round(ns / PERIOD), ns))
            path = os.path.join(a.outdir, f"{group}-{run}.pb.gz")
            with open(path, "wb") as f:
                with gzip.GzipFile(fileobj=f, mode="wb", mtime=0, filename="") as z:
                    z.write(profile(names, stacks, values))
    with open(os.path.join(a.outdir, "changed.txt"), "w") as f:
        for i in sorted(changed):
            f.write(leaves[i] + "\n")


if __name__ == "__main__":
    main(sys.argv[1:])
