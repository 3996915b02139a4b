#!/usr/bin/env bash
# Symbolized profiles (`--raw`, perl pprof's format) for tests/it/raw.rs:
#   testdata/raw/<name>.perl.raw   perl pprof's --raw of a fixture profile
#   testdata/raw/<name>.ours.raw   our --raw of the same
#   testdata/raw/<name>.ours.raw.perl.text
#                                  perl pprof's --text of ours: perl reads it
# Run from anywhere after `cargo build`; needs google-pprof, and the staging
# directory of make_multi.sh (the profiles name their binaries there; this
# script copies the committed ones back into it).
set -euo pipefail

TESTDATA="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
OURS="${OURS:-$TESTDATA/../target/debug/profile-analyze}"
STAGE=/tmp/profile-analyze-testdata-multi
export LC_ALL=C
command -v google-pprof >/dev/null || { echo "make_raw.sh: google-pprof missing" >&2; exit 1; }
mkdir -p "$STAGE" "$TESTDATA/raw"
cp "$TESTDATA"/bin/{cpu_multi,heap_prog} "$TESTDATA"/prof/cpu_multi.a1.prof \
   "$TESTDATA"/prof/heap_prog.0002.heap "$STAGE/"
cd "$STAGE"
# name|program|profile|perl's flags for its --raw and --text
for c in "cpu_multi.a1|cpu_multi|cpu_multi.a1.prof|" \
         "heap_prog.0002|heap_prog|heap_prog.0002.heap|--inuse_space"; do
    IFS='|' read -r name program profile flags <<<"$c"
    # shellcheck disable=SC2086  # flags are words on purpose
    google-pprof --raw $flags "./$program" "$profile" > "$TESTDATA/raw/$name.perl.raw" 2>/dev/null
    "$OURS" --raw "./$program" "$profile" > "$TESTDATA/raw/$name.ours.raw"
    # shellcheck disable=SC2086
    google-pprof --text $flags "$TESTDATA/raw/$name.ours.raw" \
        > "$TESTDATA/raw/$name.ours.raw.perl.text" 2>/dev/null
done
echo "make_raw.sh: symbolized profiles and perl's reports of ours in $TESTDATA/raw"
