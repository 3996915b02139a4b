#!/usr/bin/env bash
# Regenerate the reference outputs in testdata/golden from the committed
# binaries and profiles, with google-pprof, for every line of golden/cases.
#
# The profiles name the binaries and libraries by the paths they had when
# they were profiled (the staging directory of make.sh), and google-pprof
# only symbolizes them there: the committed files are copied back into it.
#
# Requirements: google-perftools (google-pprof), binutils, libc6-dbg.
set -euo pipefail

STAGE=/tmp/profile-analyze-testdata
TESTDATA="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export LC_ALL=C

command -v google-pprof >/dev/null || { echo "goldens.sh: google-pprof missing" >&2; exit 1; }
mkdir -p "$STAGE"
cp "$TESTDATA"/bin/* "$TESTDATA"/prof/* "$STAGE"/
cp "$TESTDATA"/programs/* "$STAGE"/
cd "$STAGE"

n=0
while read -r golden program flags; do
    case "$golden" in ''|'#'*) continue ;; esac
    # shellcheck disable=SC2086  # flags are words on purpose
    google-pprof $flags "./$program" "$program.prof" > "$TESTDATA/golden/$golden" 2>/dev/null || {
        echo "goldens.sh: google-pprof $flags ./$program failed" >&2
        exit 1
    }
    n=$((n + 1))
done < "$TESTDATA/golden/cases"
echo "goldens.sh: $n goldens written to $TESTDATA/golden"
