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

  gen_profile.py realistic PROGRAM LIBC OUT RECORDS STACKS PCS
      RECORDS records over STACKS distinct call chains and about PCS
      distinct addresses in PROGRAM (a PIE with DWARF, e.g. ripgrep) and
      LIBC, as a long profile of a real program has them: chains are walks
      down a random call graph of PROGRAM (each return address calls a few
      others), 10 to 40 frames deep, that end at a leaf instruction spread
      over the functions (a third of them in LIBC, below one to three of
      its own frames); every chain is recorded once, the rest of the
      records repeat chains with skewed (Zipf-like) weights. Deterministic.

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
    """The library's instruction addresses (not its padding), and the return
    addresses of its calls (the address after each call instruction), from
    objdump."""
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
        mnemonic = rest.split()[0]
        # Not the padding between functions, where no profiler's leaf is.
        if mnemonic not in ("int3", "nop", "nopw", "nopl", "cs", "data16", "xchg"):
            starts.append(address)
        after_call = mnemonic == "call"
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


def realistic(program, libc, out, records, distinct, pcs):
    rng = random.Random(7)
    prog_line, prog_base = mapping(0x555555554000, program)
    libc_line, libc_base = mapping(0x7F1000000000, libc)
    prog_starts, prog_returns = instructions(program)
    libc_starts, libc_returns = instructions(libc)
    # About PCS addresses: callers (return addresses) and leaves, most in
    # the program, a sixth in libc.
    def pick(pool, n, base):
        return [base + a for a in rng.sample(pool, min(n, len(pool)))]

    n_prog, n_libc = pcs * 5 // 6, pcs // 6
    callers = pick(prog_returns, n_prog * 6 // 10, prog_base)
    leaves = pick(prog_starts, n_prog * 4 // 10, prog_base)
    libc_callers = pick(libc_returns, n_libc // 2, libc_base)
    libc_leaves = pick(libc_starts, n_libc - n_libc // 2, libc_base)
    # The call graph: each caller calls 1-6 others, and reaches 1-4 leaves.
    calls = {c: rng.sample(callers, rng.randint(1, 6)) for c in callers}
    ends = {c: rng.sample(leaves, rng.randint(1, 4)) for c in callers}
    roots = rng.sample(callers, 8)
    chains, seen = [], set()
    while len(chains) < distinct:
        depth = rng.randint(10, 40)
        frame = rng.choice(roots)
        walk = [frame]
        while len(walk) < depth - 1:
            frame = rng.choice(calls[frame])
            walk.append(frame)
        if rng.random() < 1 / 3:
            walk += [rng.choice(libc_callers) for _ in range(rng.randint(1, 3))]
            walk.append(rng.choice(libc_leaves))
        else:
            walk.append(rng.choice(ends[frame]))
        chain = tuple(reversed(walk))  # leaf first
        if chain not in seen:
            seen.add(chain)
            chains.append(chain)
    weights = [1.0 / (rank + 1) ** 0.7 for rank in range(len(chains))]
    rest = rng.choices(chains, weights=weights, k=max(0, records - len(chains)))
    order = chains + rest
    rng.shuffle(order)
    used = {pc for chain in chains for pc in chain}
    print(f"{out}: {len(order)} records, {len(chains)} distinct stacks, {len(used)} distinct PCs",
          file=sys.stderr)
    header = struct.pack("<5Q", 0, 3, 0, 10000, 0)
    write(out, header, order, (prog_line + libc_line).encode())


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
    elif len(argv) == 8 and argv[1] == "realistic":
        realistic(argv[2], argv[3], argv[4], int(argv[5]), int(argv[6]), int(argv[7]))
    elif len(argv) == 6 and argv[1] == "runs":
        runs(argv[2], argv[3], int(argv[4]), int(argv[5]))
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main(sys.argv)
