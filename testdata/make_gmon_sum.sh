#!/usr/bin/env bash
# Rebuild the fixtures of summed gmon.out files: programs/gmon_sum.c built
# with `gcc -pg` and run twice (the second run, with an argument, calls a
# function the first does not), a copy of the first run with basic-block
# counts (add_blocks.py) and a copy of the second in 4.4BSD's layout, and
# what GNU gprof makes of them: `gprof -s` (gmon.sum, byte for byte), and
# the flat profile and call graph of the two runs summed.
#
#   testdata/bin/gmon_sum
#   testdata/prof/gmon_sum_1.gmon, gmon_sum_2.gmon      the two runs
#   testdata/prof/gmon_sum_1_blocks.gmon                run 1 with blocks
#   testdata/prof/gmon_sum_2_bsd44.gmon                 run 2, 4.4BSD layout
#   testdata/golden/gmon_sum_1.gprof-sum                gprof -s prog 1
#   testdata/golden/gmon_sum_1_2.gprof-sum              gprof -s prog 1 2
#   testdata/golden/gmon_sum_2_1.gprof-sum              gprof -s prog 2 1
#   testdata/golden/gmon_sum_1_blocks_2.gprof-sum       gprof -s prog 1_blocks 2
#   testdata/golden/gmon_sum_1_blocks_2_bsd44.gprof-sum gprof -s prog 1_blocks 2_bsd44
#   testdata/golden/gmon_sum_1_2.gprof-{flat,graph}     gprof -b -p / -b -q prog 1 2
#   testdata/golden/gmon_sum_of_<profile>.gprof-sum     gprof -s of each of the
#                         committed gmon fixtures (make_gmon.sh,
#                         make_gmon_cross.sh): rerun this after those
#
# Requirements: gcc, binutils (gprof, nm, objdump), python3.
set -euo pipefail

STAGE=/tmp/profile-analyze-testdata-gmon-sum
TESTDATA="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export LC_ALL=C

rm -rf "$STAGE"
mkdir -p "$STAGE"
cp "$TESTDATA/programs/gmon_sum.c" "$STAGE/"
cd "$STAGE"
gcc -pg -g -O1 "-fdebug-prefix-map=$STAGE=." gmon_sum.c -o gmon_sum
./gmon_sum >/dev/null
mv gmon.out gmon_sum_1.gmon
./gmon_sum second >/dev/null
mv gmon.out gmon_sum_2.gmon
python3 "$TESTDATA/add_blocks.py" ./gmon_sum gmon_sum_1.gmon gmon_sum_1_blocks.gmon spin work_a
# Run 2 in 4.4BSD's layout: low and high PC, the buffer's size with the
# 40-byte header, version 0x51879, the rate, 12 spare bytes, the bins, then
# the arcs to the end, three 64-bit words each (from, self, count: BSD's
# struct rawarc, as gprof reads it).
python3 - gmon_sum_2.gmon gmon_sum_2_bsd44.gmon <<'PY'
import struct, sys
data = open(sys.argv[1], "rb").read()
pos, hist, arcs = 20, None, b""
while pos < len(data):
    tag = data[pos]
    pos += 1
    if tag == 0:
        low, high, bins, rate = struct.unpack_from("<QQII", data, pos)
        pos += 40
        hist = (low, high, bins, rate, data[pos:pos + 2 * bins])
        pos += 2 * bins
    elif tag == 1:
        frompc, selfpc, count = struct.unpack_from("<QQI", data, pos)
        arcs += struct.pack("<QQQ", frompc, selfpc, count)
        pos += 20
    else:
        sys.exit("unexpected record %d" % tag)
low, high, bins, rate, raw = hist
header = struct.pack("<QQIII", low, high, 40 + 2 * bins, 0x51879, rate) + bytes(12)
open(sys.argv[2], "wb").write(header + raw + arcs)
PY
sum() { # sum NAME GMON...
    local name=$1
    shift
    rm -f gmon.sum
    gprof -s ./gmon_sum "$@" >/dev/null
    mv gmon.sum "$name.gprof-sum"
}
sum gmon_sum_1 gmon_sum_1.gmon
sum gmon_sum_1_2 gmon_sum_1.gmon gmon_sum_2.gmon
sum gmon_sum_2_1 gmon_sum_2.gmon gmon_sum_1.gmon
sum gmon_sum_1_blocks_2 gmon_sum_1_blocks.gmon gmon_sum_2.gmon
sum gmon_sum_1_blocks_2_bsd44 gmon_sum_1_blocks.gmon gmon_sum_2_bsd44.gmon
gprof -b -p ./gmon_sum gmon_sum_1.gmon gmon_sum_2.gmon >gmon_sum_1_2.gprof-flat
gprof -b -q ./gmon_sum gmon_sum_1.gmon gmon_sum_2.gmon >gmon_sum_1_2.gprof-graph
# gprof -s of the other gmon fixtures, one file each (PowerPC's needs a
# cross gprof and is left out).
for case in gmon_tree_pie gmon_tree_nopie gmon_cycles gmon_oneline gmon_clone gmon_cpp \
    gmon_thread_cycle gmon_cycles_i386 gmon_cycles:gmon_cycles_blocks \
    gmon_cycles:gmon_cycles_rate1024; do
    program=${case%%:*}
    profile=${case#*:}
    rm -f gmon.sum
    gprof -s "$TESTDATA/bin/$program" "$TESTDATA/prof/$profile.gmon" >/dev/null
    mv gmon.sum "gmon_sum_of_$profile.gprof-sum"
done
cp gmon_sum "$TESTDATA/bin/"
cp gmon_sum_1.gmon gmon_sum_2.gmon gmon_sum_1_blocks.gmon gmon_sum_2_bsd44.gmon "$TESTDATA/prof/"
cp ./*.gprof-sum gmon_sum_1_2.gprof-flat gmon_sum_1_2.gprof-graph "$TESTDATA/golden/"
echo "summed gmon fixtures written to $TESTDATA"
