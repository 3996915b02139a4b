#!/usr/bin/env bash
# Build and profile testdata/programs/qualified.cpp (issue 29: names that
# keep their namespaces) in make.sh's staging directory,
# /tmp/profile-analyze-testdata, where the profile names it; copy the
# binary to testdata/bin and the profile to testdata/prof. The staging
# directory is removed at the end if this script made it. Go's goldens of
# it are in golden/go_flag_cases (go_flag_goldens.sh).
# Requirements: g++, google-perftools (libprofiler), binutils (nm);
# llvm-symbolizer for its golden.
set -euo pipefail
STAGE=/tmp/profile-analyze-testdata
TESTDATA="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export LC_ALL=C
unset CPUPROFILE CPUPROFILE_FREQUENCY LD_PRELOAD || true
made=false
[ -d "$STAGE" ] || { mkdir -p "$STAGE"; made=true; }
cp "$TESTDATA/programs/qualified.cpp" "$STAGE/"
cd "$STAGE"
g++ -g -O2 "-fdebug-prefix-map=$STAGE=." qualified.cpp -o qualified -Wl,--no-as-needed -lprofiler
CPUPROFILE="$STAGE/qualified.prof" CPUPROFILE_FREQUENCY=250 ./qualified >/dev/null
cp qualified "$TESTDATA/bin/qualified"
cp qualified.prof "$TESTDATA/prof/qualified.prof"
# llvm-symbolizer's names of the three functions, at their symbols'
# addresses: golden/qualified.llvm-symbolizer, `0xADDRESS NAME` lines.
if command -v llvm-symbolizer >/dev/null; then
    nm qualified | grep -E 'sort_pixels|anon_work|Grid4walk' | while read -r address _ _; do
        echo "0x$address $(llvm-symbolizer --obj=qualified "0x$address" | head -1)"
    done > "$TESTDATA/golden/qualified.llvm-symbolizer"
fi
cd /
if $made; then rm -rf "$STAGE"; fi
echo "make_qualified.sh: testdata/bin/qualified, testdata/prof/qualified.prof"
