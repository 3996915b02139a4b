#!/usr/bin/env bash
# Build, run and gprof the static -pg program programs/gmon_static.c
# (issue 29: gprof leaves its profiling runtime, mcount and the others of
# binutils' default_excluded_list, out of its reports and totals). Writes
# bin/gmon_static, prof/gmon_static.gmon and the goldens
# golden/gmon_static.gprof-flat (gprof -b -p) and .gprof-graph (gprof -b -q).
# Requirements: gcc with a static libc (libc6-dev), binutils (gprof).
set -euo pipefail
TESTDATA="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT
export LC_ALL=C
cd "$STAGE"
gcc -pg -static -O1 -g "-fdebug-prefix-map=$STAGE=." -o gmon_static "$TESTDATA/programs/gmon_static.c"
./gmon_static >/dev/null
cp gmon_static "$TESTDATA/bin/gmon_static"
cp gmon.out "$TESTDATA/prof/gmon_static.gmon"
gprof -b -p gmon_static gmon.out > "$TESTDATA/golden/gmon_static.gprof-flat"
gprof -b -q gmon_static gmon.out > "$TESTDATA/golden/gmon_static.gprof-graph"
echo "make_gmon_static.sh: $(grep -c . "$TESTDATA/golden/gmon_static.gprof-flat") flat lines"
