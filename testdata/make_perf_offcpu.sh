#!/usr/bin/env bash
# Rebuild the off-CPU fixtures (issue 66): a program that computes for
# about 0.1 s of CPU in `compute`, then sleeps 200 ms in `wait_here`, five
# times (1.00 s off the CPU under wait_here), recorded with the scheduler's
# switch-out tracepoint and the CPU clock, its user stacks copied for
# unwinding (no frame pointers needed):
#
#   perf_offcpu (programs/perf_offcpu.c, C, -O2)
#     perf/perf_offcpu.data     perf record -e sched:sched_switch -e cpu-clock
#                               -F 999 --call-graph dwarf,2048
#     perf/perf_offcpu.sw.data  the same with --switch-events (the switch-in
#                               records)
#     golden/perf/perf_offcpu.self   perf report --stdio --sort sym -g none
#                               --no-children (each event apart)
#
# Built and run in /tmp/profile-analyze-perf-offcpu (the path the
# recordings name); the binary is kept in testdata/perf/bin.  Needs root,
# linux-perf, gcc.
set -euo pipefail

STAGE=/tmp/profile-analyze-perf-offcpu
TESTDATA="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export LC_ALL=C
export PERF_BUILDID_DIR="$STAGE/buildid"
die() { echo "make_perf_offcpu.sh: error: $*" >&2; exit 1; }
for tool in perf gcc; do
    command -v "$tool" >/dev/null || die "missing tool: $tool"
done

rm -rf "$STAGE"
mkdir -p "$STAGE"
cp "$TESTDATA"/programs/perf_offcpu.c "$STAGE"/
cd "$STAGE"
set -x
gcc -g -O2 "-fdebug-prefix-map=$STAGE=." perf_offcpu.c -o perf_offcpu
events=(-e sched:sched_switch -e cpu-clock -F 999 --call-graph dwarf,2048)
perf record -q "${events[@]}" -o perf_offcpu.data -- ./perf_offcpu >/dev/null
perf record -q "${events[@]}" --switch-events -o perf_offcpu.sw.data -- ./perf_offcpu >/dev/null
{ set +x; } 2>/dev/null

perf report -i perf_offcpu.data --stdio --sort sym -g none --no-children \
    > perf_offcpu.self 2>/dev/null
n=$(perf script -i perf_offcpu.data -F event 2>/dev/null | grep -c sched_switch || true)
[ "$n" -ge 10 ] || die "only $n switches"

cp perf_offcpu.data perf_offcpu.sw.data "$TESTDATA/perf/"
cp perf_offcpu "$TESTDATA/perf/bin/"
cp perf_offcpu.self "$TESTDATA/golden/perf/"
# The kallsyms lines that name the recordings' kernel addresses, added to
# those the other perf fixtures keep (testdata/trim_kallsyms.py).
kernel_id=$(perf buildid-list -i perf_offcpu.data 2>/dev/null | awk '$2 == "[kernel.kallsyms]" {print $1}')
if [ -n "$kernel_id" ]; then
    kallsyms="$PERF_BUILDID_DIR/[kernel.kallsyms]/$kernel_id/kallsyms"
    [ -f "$kallsyms" ] || kallsyms=/proc/kallsyms
    mkdir -p "$TESTDATA/perf/buildid/[kernel.kallsyms]/$kernel_id"
    for r in perf_offcpu.data perf_offcpu.sw.data; do perf script -i "$r" 2>/dev/null; done |
        "$TESTDATA/trim_kallsyms.py" "$kallsyms" \
            "$TESTDATA/perf/buildid/[kernel.kallsyms]/$kernel_id/kallsyms"
fi
echo "make_perf_offcpu.sh: $n switches"
