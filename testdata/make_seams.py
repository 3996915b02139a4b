#!/usr/bin/env python3
"""Writes the crafted profile.proto files of testdata/prof (issue 40).

Each is made at the protobuf wire level (no protobuf package needed), from
prof/go_prof.cpu.pb.gz (runtime/pprof's CPU profile of programs/go_prof.go)
or from nothing:

  go_prof.doubled.pb.gz     go_prof.cpu.pb.gz with every sample written
                            twice (Go pprof merges equal samples at load:
                            as many -traces blocks as the original, each
                            value doubled)
  go_prof.no_lines.pb.gz    go_prof.cpu.pb.gz with every location's lines
                            removed and the program's mapping renamed
                            /nonexistent/go_prof (Go pprof opens it without
                            the program and shows addresses)
  kernel_frame.pb.gz        main (0x401000) calling kernel_fn at
                            0xffffffff81000000, a kernel address that the
                            file names: 5 samples in kernel_fn, 3 in main
  kernel_frame.zeros.pb.gz  kernel_frame.pb.gz's samples, each written again
                            with values 0 (Go pprof drops samples of zeros)
  inlined_frames.pb.gz      main.outer with main.inner inlined into it at
                            go_prof.go:47 (inner's own line 52): 10 ms in
                            the inlined code, 40 ms at outer's line 46, one
                            stack each (Go's -list gives inner its own
                            routine and outer line 47 cum only)

Run it from anywhere; it overwrites the files. Then seam_goldens.sh.
"""

import gzip
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "prof")


def varint(n):
    n &= (1 << 64) - 1
    out = bytearray()
    while True:
        b = n & 0x7F
        n >>= 7
        if n:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)


def read_varint(buf, i):
    n = shift = 0
    while True:
        b = buf[i]
        i += 1
        n |= (b & 0x7F) << shift
        shift += 7
        if b < 0x80:
            return n, i


def fields(buf):
    """(number, wire type, raw bytes of the whole field, payload) of each field."""
    i = 0
    out = []
    while i < len(buf):
        start = i
        key, i = read_varint(buf, i)
        number, wire = key >> 3, key & 7
        if wire == 0:
            value, i = read_varint(buf, i)
            payload = value
        elif wire == 1:
            payload = buf[i : i + 8]
            i += 8
        elif wire == 2:
            n, i = read_varint(buf, i)
            payload = buf[i : i + n]
            i += n
        elif wire == 5:
            payload = buf[i : i + 4]
            i += 4
        else:
            raise ValueError(f"wire type {wire}")
        out.append((number, wire, buf[start:i], payload))
    return out


def field(number, payload):
    """A length-delimited field (bytes) or a varint field (int)."""
    if isinstance(payload, int):
        return varint(number << 3) + varint(payload)
    return varint(number << 3 | 2) + varint(len(payload)) + payload


def packed(numbers):
    return b"".join(varint(n) for n in numbers)


def write(name, body):
    os.makedirs(OUT, exist_ok=True)
    path = os.path.join(OUT, name)
    # mtime 0: the same bytes on every run.
    with open(path, "wb") as f:
        with gzip.GzipFile(fileobj=f, mode="wb", mtime=0, filename="") as z:
            z.write(body)
    print(path)


def go_prof():
    with gzip.open(os.path.join(HERE, "prof", "go_prof.cpu.pb.gz")) as f:
        return f.read()


def doubled():
    out = bytearray()
    for number, _, raw, _ in fields(go_prof()):
        out += raw
        if number == 2:  # sample
            out += raw
    write("go_prof.doubled.pb.gz", bytes(out))


def no_lines():
    top = fields(go_prof())
    strings = [p for n, _, _, p in top if n == 6]
    main_file = None
    for number, _, _, payload in top:
        if number == 3:  # the first mapping: the program
            main_file = next(p for n, _, _, p in fields(payload) if n == 5)
            break
    out = bytearray()
    seen_strings = 0
    for number, _, raw, payload in top:
        if number == 4:  # location: without its lines
            kept = b"".join(r for n, _, r, _ in fields(payload) if n != 4)
            out += field(4, kept)
        elif number == 6:
            if seen_strings == main_file:
                out += field(6, b"/nonexistent/go_prof")
            else:
                out += raw
            seen_strings += 1
        else:
            out += raw
    assert main_file and strings[main_file].endswith(b"go_prof")
    write("go_prof.no_lines.pb.gz", bytes(out))


def kernel(zeros):
    strings = [b"", b"samples", b"count", b"cpu", b"nanoseconds", b"main",
               b"kernel_fn", b"main.c", b"kernel.c", b"/nonexistent/prog"]
    s = {v: i for i, v in enumerate(strings)}
    body = bytearray()
    body += field(1, field(1, s[b"samples"]) + field(2, s[b"count"]))
    body += field(1, field(1, s[b"cpu"]) + field(2, s[b"nanoseconds"]))
    samples = [([2, 1], [5, 50_000_000]), ([1], [3, 30_000_000])]
    for stack, values in samples:
        body += field(2, field(1, packed(stack)) + field(2, packed(values)))
        if zeros:
            body += field(2, field(1, packed(stack)) + field(2, packed([0, 0])))
    body += field(3, field(1, 1) + field(2, 0x400000) + field(3, 0x500000)
                  + field(5, s[b"/nonexistent/prog"]) + field(7, 1))
    body += field(4, field(1, 1) + field(2, 1) + field(3, 0x401000)
                  + field(4, field(1, 1) + field(2, 10)))
    body += field(4, field(1, 2) + field(3, 0xFFFFFFFF81000000)
                  + field(4, field(1, 2) + field(2, 20)))
    body += field(5, field(1, 1) + field(2, s[b"main"]) + field(3, s[b"main"])
                  + field(4, s[b"main.c"]))
    body += field(5, field(1, 2) + field(2, s[b"kernel_fn"]) + field(3, s[b"kernel_fn"])
                  + field(4, s[b"kernel.c"]))
    for string in strings:
        body += field(6, string)
    body += field(11, field(1, s[b"cpu"]) + field(2, s[b"nanoseconds"]))
    body += field(12, 10_000_000)
    write("kernel_frame.zeros.pb.gz" if zeros else "kernel_frame.pb.gz", bytes(body))


def inlined_frames():
    strings = [b"", b"samples", b"count", b"cpu", b"nanoseconds",
               b"main.outer", b"main.inner", b"./go_prof.go", b"/nonexistent/prog"]
    s = {v: i for i, v in enumerate(strings)}
    body = bytearray()
    body += field(1, field(1, s[b"samples"]) + field(2, s[b"count"]))
    body += field(1, field(1, s[b"cpu"]) + field(2, s[b"nanoseconds"]))
    for stack, values in [([1], [1, 10_000_000]), ([2], [4, 40_000_000])]:
        body += field(2, field(1, packed(stack)) + field(2, packed(values)))
    body += field(3, field(1, 1) + field(2, 0x400000) + field(3, 0x500000)
                  + field(5, s[b"/nonexistent/prog"]) + field(7, 1))
    # Location 1: inner (line 52) inlined into outer at line 47.
    body += field(4, field(1, 1) + field(2, 1) + field(3, 0x401000)
                  + field(4, field(1, 2) + field(2, 52))
                  + field(4, field(1, 1) + field(2, 47)))
    body += field(4, field(1, 2) + field(2, 1) + field(3, 0x401010)
                  + field(4, field(1, 1) + field(2, 46)))
    for fid, name in [(1, b"main.outer"), (2, b"main.inner")]:
        body += field(5, field(1, fid) + field(2, s[name]) + field(3, s[name])
                      + field(4, s[b"./go_prof.go"]))
    for string in strings:
        body += field(6, string)
    body += field(11, field(1, s[b"cpu"]) + field(2, s[b"nanoseconds"]))
    body += field(12, 10_000_000)
    write("inlined_frames.pb.gz", bytes(body))


if __name__ == "__main__":
    doubled()
    no_lines()
    kernel(zeros=False)
    kernel(zeros=True)
    inlined_frames()
