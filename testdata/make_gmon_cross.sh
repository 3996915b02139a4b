#!/usr/bin/env bash
# Rebuild the gmon.out fixtures of other word sizes and byte orders:
# programs/gmon_cycles.c built with `gcc -m32 -pg` (32-bit little-endian
# i386) and with `powerpc-linux-gnu-gcc -pg` (32-bit big-endian PowerPC, run
# under qemu-ppc), and the flat profile, call graph and execution counts of
# each from GNU gprof (for PowerPC, binutils' powerpc-linux-gnu-gprof).
#
#   testdata/bin/{gmon_cycles_i386,gmon_cycles_ppc}
#   testdata/prof/<program>.gmon
#   testdata/golden/<program>.gprof-{flat,graph,counts}
#
# Requirements (Debian): gcc-multilib, gcc-powerpc-linux-gnu, qemu-user.
set -euo pipefail

STAGE=/tmp/profile-analyze-testdata-gmon-cross
TESTDATA="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export LC_ALL=C

rm -rf "$STAGE"
mkdir -p "$STAGE"
cp "$TESTDATA/programs/gmon_cycles.c" "$STAGE/"
cd "$STAGE"
FLAGS=(-pg -g -O1 "-fdebug-prefix-map=$STAGE=.")
gcc -m32 "${FLAGS[@]}" gmon_cycles.c -o gmon_cycles_i386
powerpc-linux-gnu-gcc "${FLAGS[@]}" gmon_cycles.c -o gmon_cycles_ppc
build() { # build PROGRAM GPROF RUNNER...
    local p=$1 gprof=$2
    shift 2
    rm -f gmon.out
    "$@" "./$p" >/dev/null
    mv gmon.out "$p.gmon"
    "$gprof" -b -p "./$p" "$p.gmon" >"$p.gprof-flat"
    "$gprof" -b -q "./$p" "$p.gmon" >"$p.gprof-graph"
    "$gprof" -b -l -C "./$p" "$p.gmon" >"$p.gprof-counts"
    cp "$p" "$TESTDATA/bin/"
    cp "$p.gmon" "$TESTDATA/prof/"
    cp "$p.gprof-flat" "$p.gprof-graph" "$p.gprof-counts" "$TESTDATA/golden/"
}
build gmon_cycles_i386 gprof env
build gmon_cycles_ppc powerpc-linux-gnu-gprof qemu-ppc -L /usr/powerpc-linux-gnu
echo "cross gmon fixtures written to $TESTDATA"
