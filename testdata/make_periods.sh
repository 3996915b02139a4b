#!/usr/bin/env bash
# Two CPU profiles of one program at different sampling periods (issue 41):
# c_pie_O0 run twice in make.sh's staging directory, at
# CPUPROFILE_FREQUENCY=1000 (a 1 ms period in the header; the kernel here
# ticks at 250 Hz, so fewer samples come than the header says) and 250
# (4 ms). Summed or one as the other's base, their sample counts mix
# periods; their cpu time does not. The Go goldens of the sum and the
# difference are cases of golden/go_flag_cases (go_flag_goldens.sh).
#
# Requirements: google-perftools (libprofiler, linked into c_pie_O0 by make.sh).
set -euo pipefail
TESTDATA="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
STAGE=/tmp/profile-analyze-testdata
# A staging directory made here is removed at the end: the tests expect the
# profiles' own paths not to exist.
if [ ! -e "$STAGE" ]; then
    trap 'rm -rf "$STAGE"' EXIT
fi
mkdir -p "$STAGE"
cp "$TESTDATA/bin/c_pie_O0" "$TESTDATA/bin/libhot.so" "$STAGE/" 2>/dev/null || cp "$TESTDATA/bin/c_pie_O0" "$STAGE/"
cd "$STAGE"
unset CPUPROFILE CPUPROFILE_FREQUENCY LD_PRELOAD || true
for hz in 1000 250; do
    rm -f "c_pie_O0.hz$hz.prof"
    CPUPROFILE="c_pie_O0.hz$hz.prof" CPUPROFILE_FREQUENCY=$hz ./c_pie_O0 >/dev/null
    [ -s "c_pie_O0.hz$hz.prof" ] || { echo "make_periods.sh: no profile at $hz Hz" >&2; exit 1; }
    cp "c_pie_O0.hz$hz.prof" "$TESTDATA/prof/"
done
echo "make_periods.sh: testdata/prof/c_pie_O0.hz1000.prof and c_pie_O0.hz250.prof written"
