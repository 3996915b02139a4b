#!/usr/bin/env bash
# Rebuild the gmon.out fixtures: programs/gmon_tree.c built with `gcc -pg`
# as a PIE and as a non-PIE executable, programs/gmon_cycles.c as a PIE, run
# once each (about a second), and GNU gprof's flat profile and call graph of
# each (`gprof -b -p`, `-b -q`), and its line-by-line flat profile (`-b -l -p`).
#
#   testdata/bin/{gmon_tree_pie,gmon_tree_nopie,gmon_cycles}
#   testdata/prof/<program>.gmon
#   testdata/golden/<program>.gprof-flat   gprof -b -p
#   testdata/golden/<program>.gprof-graph  gprof -b -q
#   testdata/golden/<program>.gprof-lines  gprof -b -l -p
#
# Requirements: gcc, binutils (gprof).
set -euo pipefail

STAGE=/tmp/profile-analyze-testdata-gmon
TESTDATA="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export LC_ALL=C

rm -rf "$STAGE"
mkdir -p "$STAGE"
cp "$TESTDATA/programs/gmon_tree.c" "$TESTDATA/programs/gmon_cycles.c" "$STAGE/"
cd "$STAGE"
FLAGS=(-pg -g -O1 "-fdebug-prefix-map=$STAGE=.")
gcc "${FLAGS[@]}" gmon_tree.c -o gmon_tree_pie
gcc "${FLAGS[@]}" -no-pie -fno-pie gmon_tree.c -o gmon_tree_nopie
gcc "${FLAGS[@]}" gmon_cycles.c -o gmon_cycles
for p in gmon_tree_pie gmon_tree_nopie gmon_cycles; do
    rm -f gmon.out
    "./$p" >/dev/null
    mv gmon.out "$p.gmon"
    gprof -b -p "./$p" "$p.gmon" > "$p.gprof-flat"
    gprof -b -q "./$p" "$p.gmon" > "$p.gprof-graph"
    gprof -b -l -p "./$p" "$p.gmon" > "$p.gprof-lines"
    cp "$p" "$TESTDATA/bin/"
    cp "$p.gmon" "$TESTDATA/prof/"
    cp "$p.gprof-flat" "$p.gprof-graph" "$p.gprof-lines" "$TESTDATA/golden/"
done
echo "gmon fixtures written to $TESTDATA"
