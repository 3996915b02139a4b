#!/usr/bin/env bash
# Go pprof's outputs for the seams of issue 40 (tests/it/seams.rs), into
# golden/seams/: -list and -disasm of the Go runtime profile
# prof/go_prof.cpu.pb.gz (whose locations carry lines), -traces/-text of
# the profiles make_seams.py crafts, and Go's cleaned source paths. Rerunnable: every golden is rewritten.
#
# Go pprof runs with no binary where it searches (an empty
# PPROF_BINARY_PATH) unless the case names one.
#
# Requirements: go-pprof (Go's pprof), binutils (objdump, for -disasm).
set -euo pipefail

TESTDATA="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
OUT="$TESTDATA/golden/seams"
export LC_ALL=C
command -v go-pprof >/dev/null || { echo "seam_goldens.sh: go-pprof missing" >&2; exit 1; }
NOBIN=$(mktemp -d)
trap 'rm -rf "$NOBIN"' EXIT
mkdir -p "$OUT"

P="$TESTDATA/prof"
GO_PROF="$TESTDATA/bin/go_prof"
SOURCES="-source_path=$TESTDATA/programs"
# <golden> <go-pprof arguments...>
while read -r golden args; do
    case "$golden" in ''|'#'*) continue ;; esac
    # shellcheck disable=SC2086  # the arguments are words on purpose
    (cd "$TESTDATA" && PPROF_BINARY_PATH="$NOBIN" go-pprof $args) > "$OUT/$golden" 2>/dev/null \
        || { echo "seam_goldens.sh: failed: $golden $args" >&2; exit 1; }
    [ -s "$OUT/$golden" ] || { echo "seam_goldens.sh: empty: $golden" >&2; exit 1; }
done <<CASES
go_prof.hashBytes.list        -list=main.hashBytes $SOURCES $GO_PROF $P/go_prof.cpu.pb.gz
go_prof.runWorker.list        -list=main.runWorker $SOURCES $GO_PROF $P/go_prof.cpu.pb.gz
go_prof.hashBytes.disasm      -disasm=main.hashBytes $GO_PROF $P/go_prof.cpu.pb.gz
go_prof.runWorkerA.disasm     -disasm=main.runWorkerA $GO_PROF $P/go_prof.cpu.pb.gz
go_prof.doubled.traces        -traces $P/go_prof.doubled.pb.gz
go_prof.doubled.text          -text -nodefraction=0 $P/go_prof.doubled.pb.gz
go_prof.no_lines.traces       -traces $P/go_prof.no_lines.pb.gz
go_prof.no_lines.text         -text -nodefraction=0 $P/go_prof.no_lines.pb.gz
kernel_frame.traces           -traces $P/kernel_frame.pb.gz
kernel_frame.text             -text $P/kernel_frame.pb.gz
kernel_frame.zeros.traces     -traces $P/kernel_frame.zeros.pb.gz
inlined_frames.outer.list     -list=main.outer $SOURCES $P/inlined_frames.pb.gz
inlined_frames.inner.list     -list=main.inner $SOURCES $P/inlined_frames.pb.gz
inlined_frames.outer.noinlines.list -list=main.outer -noinlines $SOURCES $P/inlined_frames.pb.gz
c_pie_O0.lines.traces         -traces -lines $TESTDATA/bin/c_pie_O0 $P/c_pie_O0.prof
c_pie_O0.files.tree           -tree -files $TESTDATA/bin/c_pie_O0 $P/c_pie_O0.prof
CASES
echo "seam_goldens.sh: goldens written to $OUT"
