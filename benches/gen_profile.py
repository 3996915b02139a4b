#!/usr/bin/env python3
"""Writes large gperftools CPU profiles for the benchmarks (benches/compare_all.sh).

  gen_profile.py replicate SRC OUT RECORDS
      RECORDS records, each the call chain of a random record of the real
      profile SRC (same mappings): many records, few distinct stacks.

  gen_profile.py synthetic PROGRAM LIBRARY OUT RECORDS PCS [DEPTH]
      RECORDS records over PCS distinct addresses inside the functions of
      LIBRARY (a shared library with DWARF, e.g. a pyenv libpython), mapped
      at 0x7f0000000000 into a process whose main program is PROGRAM. Each
      stack is DEPTH (default 30) addresses deep, callers drawn from the
      same address pool; the leaf is any address. Deterministic (seeded).

  gen_profile.py runs SRC OUTDIR COUNT RECORDS
      COUNT profiles OUTDIR/run-N.prof of RECORDS records each, drawn from
      the records of SRC (each run its own seeded draw), every mapping and
      every address moved by a page-aligned offset of its own per run, as
      ASLR loads one program at a new address each time it runs.

Needs binutils (nm, readelf) for the synthetic mode.
"""

import random
import struct
import subprocess
import sys


def read_records(path):
    data = open(path, "rb").read()
    header = struct.unpack_from("<Q", data, 8)[0]
    i = 8 * (2 + header)
    records = []
    while True:
        count, n = struct.unpack_from("<QQ", data, i)
        if count == 0 and n == 1:
            break
        records.append(struct.unpack_from("<%dQ" % n, data, i + 16))
        i += 16 + 8 * n
    return data[: 8 * (2 + header)], records, data[i + 24 :]


def write(out, header, stacks, maps):
    with open(out, "wb") as f:
        f.write(header)
        buf = bytearray()
        for pcs in stacks:
            buf += struct.pack("<QQ%dQ" % len(pcs), 1, len(pcs), *pcs)
            if len(buf) > 1 << 22:
                f.write(buf)
                buf = bytearray()
        f.write(buf)
        f.write(struct.pack("<QQQ", 0, 1, 0))
        f.write(maps)


def replicate(src, out, records):
    header, chains, maps = read_records(src)
    rng = random.Random(1)
    write(out, header, (rng.choice(chains) for _ in range(records)), maps)


def code_segment(path):
    """(file offset, vaddr, memsz) of the executable LOAD segment."""
    text = subprocess.run(["readelf", "-lW", path], capture_output=True, text=True, check=True).stdout
    for line in text.splitlines():
        f = line.split()
        if f and f[0] == "LOAD" and "E" in f[-2]:
            return int(f[1], 16), int(f[2], 16), int(f[5], 16)
    raise SystemExit(f"{path}: no executable LOAD segment")


def mapping(base, path):
    offset, vaddr, memsz = code_segment(path)
    page = 0x1000
    start = base + vaddr - vaddr % page
    end = base + vaddr + memsz
    end += -end % page
    line = "%x-%x r-xp %08x 00:00 0 %s\n" % (start, end, offset - offset % page, path)
    return line, base


def instructions(path):
    """The library's instruction addresses, and the return addresses of its
    calls (the address after each call instruction), from objdump."""
    text = subprocess.run(
        ["objdump", "-d", "--no-show-raw-insn", path], capture_output=True, text=True, check=True
    ).stdout
    starts, returns, after_call = [], [], False
    for line in text.splitlines():
        head, _, rest = line.partition(":\t")
        head = head.strip()
        if not rest or not all(c in "0123456789abcdef" for c in head):
            continue
        address = int(head, 16)
        if after_call:
            returns.append(address)
        starts.append(address)
        after_call = rest.split()[0] == "call"
    return starts, returns


def synthetic(program, library, out, records, pcs, depth):
    """Stacks as a CPU profiler records them in `library`: leaves where its
    instructions start, callers at return addresses (after its calls)."""
    rng = random.Random(1)
    prog_line, _ = mapping(0x555555554000, program)
    lib_line, base = mapping(0x7F0000000000, library)
    starts, returns = instructions(library)
    leaves = sorted(base + a for a in rng.sample(starts, min(pcs, len(starts))))
    callers = sorted(base + a for a in rng.sample(returns, min(pcs, len(returns))))
    header = struct.pack("<5Q", 0, 3, 0, 10000, 0)
    maps = (prog_line + lib_line).encode()

    def stacks():
        for _ in range(records):
            yield [rng.choice(leaves)] + [rng.choice(callers) for _ in range(depth - 1)]

    write(out, header, stacks(), maps)


def runs(src, outdir, count, records):
    import os

    header, chains, maps = read_records(src)
    lines = [l for l in maps.decode().splitlines() if l.strip()]
    spans = []
    for line in lines:
        lo, hi = (int(x, 16) for x in line.split()[0].split("-"))
        spans.append((lo, hi, line))
    os.makedirs(outdir, exist_ok=True)
    for n in range(count):
        rng = random.Random(1000 + n)
        shifts = [rng.randrange(1, 1 << 16) * 0x1000 for _ in spans]

        def move(pc):
            for (lo, hi, _), shift in zip(spans, shifts):
                # Callers are return addresses: one past the call's end may be the limit.
                if lo <= pc <= hi:
                    return pc + shift
            return pc

        moved = []
        for (lo, hi, line), shift in zip(spans, shifts):
            rest = line.split(None, 1)[1]
            moved.append("%x-%x %s\n" % (lo + shift, hi + shift, rest))
        stacks = ([move(pc) for pc in rng.choice(chains)] for _ in range(records))
        write(os.path.join(outdir, "run-%d.prof" % n), header, stacks, "".join(moved).encode())


def main(argv):
    if len(argv) == 5 and argv[1] == "replicate":
        replicate(argv[2], argv[3], int(argv[4]))
    elif len(argv) in (7, 8) and argv[1] == "synthetic":
        depth = int(argv[7]) if len(argv) == 8 else 30
        synthetic(argv[2], argv[3], argv[4], int(argv[5]), int(argv[6]), depth)
    elif len(argv) == 6 and argv[1] == "runs":
        runs(argv[2], argv[3], int(argv[4]), int(argv[5]))
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main(sys.argv)
