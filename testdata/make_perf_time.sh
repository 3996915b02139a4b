#!/usr/bin/env bash
# Rebuild the time fixtures (issue 65): a program of three phases of work
# with pauses between them, recorded with `perf record -g`, and perf's own
# reports of its time ranges as goldens.
#
#   perf_phases (programs/perf_phases.c, C, -O2 -fno-omit-frame-pointer)
#     perf/perf_phases.data           perf record -F 999 -g
#     perf/perf_phases.times          perf script -F time: every sample's time,
#                                     which the heat map's cells are counted
#                                     from in the tests
#     golden/perf/perf_phases.time-25%-N   (N = 1..4) perf report --time 25%/N
#     golden/perf/perf_phases.time-range   perf report --time START,STOP: from
#                                     the first sample + 0.5 s to + 1.5 s
#     (each perf report --stdio --sort dso,sym -g none --children)
#
# Everything is built and run in /tmp/profile-analyze-perf-time (the path
# the recording names); the binary is kept in testdata/perf/bin, where the
# tests find it by PPROF_BINARY_PATH.  Needs root (perf_event_paranoid),
# linux-perf, gcc.
set -euo pipefail

STAGE=/tmp/profile-analyze-perf-time
TESTDATA="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export LC_ALL=C
export PERF_BUILDID_DIR="$STAGE/buildid"
die() { echo "make_perf_time.sh: error: $*" >&2; exit 1; }
for tool in perf gcc; do
    command -v "$tool" >/dev/null || die "missing tool: $tool"
done

rm -rf "$STAGE"
mkdir -p "$STAGE"
cp "$TESTDATA"/programs/perf_phases.c "$STAGE"/
cd "$STAGE"
set -x
gcc -g -O2 -fno-omit-frame-pointer "-fdebug-prefix-map=$STAGE=." perf_phases.c -o perf_phases
perf record -q -F 999 -g -o perf_phases.data -- ./perf_phases >/dev/null
{ set +x; } 2>/dev/null

perf script -i perf_phases.data -F time > perf_phases.times 2>/dev/null
n=$(wc -l < perf_phases.times)
[ "$n" -ge 600 ] || die "only $n samples"
report() { # golden time
    perf report -i perf_phases.data --stdio --sort dso,sym -g none --children \
        --time "$2" > "$1" 2>/dev/null
}
for i in 1 2 3 4; do
    report "perf_phases.time-25%-$i" "25%/$i"
done
first=$(head -1 perf_phases.times | tr -d ' :')
range=$(python3 -c "import sys; t = float(sys.argv[1]); print(f'{t + 0.5:.6f},{t + 1.5:.6f}')" "$first")
report perf_phases.time-range "$range"
echo "$range" > perf_phases.range

cp perf_phases.data perf_phases.times "$TESTDATA/perf/"
cp perf_phases "$TESTDATA/perf/bin/"
mkdir -p "$TESTDATA/golden/perf"
cp perf_phases.time-25%-* perf_phases.time-range perf_phases.range "$TESTDATA/golden/perf/"
# The kallsyms lines that name the recordings' kernel addresses, added to
# those the other perf fixtures keep (testdata/trim_kallsyms.py).
kernel_id=$(perf buildid-list -i perf_phases.data 2>/dev/null | awk '$2 == "[kernel.kallsyms]" {print $1}')
if [ -n "$kernel_id" ]; then
    kallsyms="$PERF_BUILDID_DIR/[kernel.kallsyms]/$kernel_id/kallsyms"
    [ -f "$kallsyms" ] || kallsyms=/proc/kallsyms
    mkdir -p "$TESTDATA/perf/buildid/[kernel.kallsyms]/$kernel_id"
    for r in perf_phases.data; do perf script -i "$r" 2>/dev/null; done |
        "$TESTDATA/trim_kallsyms.py" "$kallsyms" \
            "$TESTDATA/perf/buildid/[kernel.kallsyms]/$kernel_id/kallsyms"
fi
echo "make_perf_time.sh: $n samples; range $range"
