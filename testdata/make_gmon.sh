#!/usr/bin/env bash
# Rebuild the gmon.out fixtures: programs/gmon_tree.c built with `gcc -pg`
# as a PIE and as a non-PIE executable, programs/gmon_cycles.c and
# programs/gmon_oneline.c as PIEs, programs/gmon_clone.c at -O2 (GCC
# clones that gprof skips), programs/gmon_cpp.cpp (C++ at -O2),
# programs/gmon_templates.cpp (C++ names hard to demangle, at -O0) and
# programs/gmon_thread_cycle.c (a cycle nobody outside it calls), run
# once each (about a second), and GNU gprof's flat profile and call graph of
# each (`gprof -b -p`, `-b -q`), and its line-by-line flat profile (`-b -l -p`).
#
#   testdata/bin/{gmon_tree_pie,gmon_tree_nopie,gmon_cycles,gmon_oneline,gmon_clone,gmon_cpp,gmon_templates,gmon_thread_cycle}
#   testdata/prof/<program>.gmon
#   testdata/golden/<program>.gprof-flat   gprof -b -p
#   testdata/golden/<program>.gprof-graph  gprof -b -q
#   testdata/golden/<program>.gprof-lines  gprof -b -l -p
#   testdata/golden/<program>.gprof-counts gprof -b -l -C
#   testdata/prof/gmon_cycles_rate1024.gmon  gmon_cycles.gmon at 1024 Hz,
#                                          and its golden .gprof-{flat,graph}
#   testdata/golden/<program>.gprof-{flat,graph}.<F|E>-<name>...
#                                          gprof -b -p/-q with -F and -E
#                                          (gprof_filter_goldens.sh, cases
#                                          in gprof_filters.cases)
#   testdata/prof/gmon_cycles_blocks.gmon  gmon_cycles.gmon with basic-block
#                                          counts (add_blocks.py: gcc no
#                                          longer writes them), and its
#                                          golden .gprof-counts
#
# Requirements: gcc, g++, binutils (gprof, nm, objdump), python3.
set -euo pipefail

STAGE=/tmp/profile-analyze-testdata-gmon
TESTDATA="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export LC_ALL=C

rm -rf "$STAGE"
mkdir -p "$STAGE"
cp "$TESTDATA"/programs/{gmon_tree,gmon_cycles,gmon_oneline,gmon_clone,gmon_thread_cycle}.c "$STAGE/"
cp "$TESTDATA"/programs/{gmon_cpp,gmon_templates}.cpp "$STAGE/"
cd "$STAGE"
FLAGS=(-pg -g -O1 "-fdebug-prefix-map=$STAGE=.")
gcc "${FLAGS[@]}" gmon_tree.c -o gmon_tree_pie
gcc "${FLAGS[@]}" -no-pie -fno-pie gmon_tree.c -o gmon_tree_nopie
gcc "${FLAGS[@]}" gmon_cycles.c -o gmon_cycles
gcc "${FLAGS[@]}" gmon_oneline.c -o gmon_oneline
gcc "${FLAGS[@]}" -O2 gmon_clone.c -o gmon_clone
g++ "${FLAGS[@]}" -O2 gmon_cpp.cpp -o gmon_cpp
g++ "${FLAGS[@]}" -O0 gmon_templates.cpp -o gmon_templates
gcc "${FLAGS[@]}" gmon_thread_cycle.c -o gmon_thread_cycle -lpthread
for p in gmon_tree_pie gmon_tree_nopie gmon_cycles gmon_oneline gmon_clone gmon_cpp gmon_templates gmon_thread_cycle; do
    rm -f gmon.out
    "./$p" >/dev/null
    mv gmon.out "$p.gmon"
    gprof -b -p "./$p" "$p.gmon" > "$p.gprof-flat"
    gprof -b -q "./$p" "$p.gmon" > "$p.gprof-graph"
    gprof -b -l -p "./$p" "$p.gmon" > "$p.gprof-lines"
    gprof -b -l -C "./$p" "$p.gmon" > "$p.gprof-counts"
    cp "$p" "$TESTDATA/bin/"
    cp "$p.gmon" "$TESTDATA/prof/"
    cp "$p.gprof-flat" "$p.gprof-graph" "$p.gprof-lines" "$p.gprof-counts" "$TESTDATA/golden/"
done
# gmon_cycles.gmon with its profiling rate set to 1024 Hz (a tick that is
# no whole number of nanoseconds), and gprof's flat profile and call graph.
python3 -c 'import struct, sys; d = bytearray(open(sys.argv[1], "rb").read()); struct.pack_into("<I", d, 41, 1024); open(sys.argv[2], "wb").write(d)' \
    gmon_cycles.gmon gmon_cycles_rate1024.gmon
gprof -b -p ./gmon_cycles gmon_cycles_rate1024.gmon > gmon_cycles_rate1024.gprof-flat
gprof -b -q ./gmon_cycles gmon_cycles_rate1024.gmon > gmon_cycles_rate1024.gprof-graph
cp gmon_cycles_rate1024.gmon "$TESTDATA/prof/"
cp gmon_cycles_rate1024.gprof-flat gmon_cycles_rate1024.gprof-graph "$TESTDATA/golden/"
python3 "$TESTDATA/add_blocks.py" ./gmon_cycles gmon_cycles.gmon gmon_cycles_blocks.gmon spin fib
gprof -b -l -C ./gmon_cycles gmon_cycles_blocks.gmon > gmon_cycles_blocks.gprof-counts
cp gmon_cycles_blocks.gmon "$TESTDATA/prof/"
cp gmon_cycles_blocks.gprof-counts "$TESTDATA/golden/"
# gprof's -F and -E reports of the fixtures (gprof_filters.cases).
"$TESTDATA/gprof_filter_goldens.sh"
echo "gmon fixtures written to $TESTDATA"
