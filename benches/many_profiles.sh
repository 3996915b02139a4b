#!/usr/bin/env bash
# Summing many CPU profiles of one program: does the time per MB stay flat
# from 10 to 100 to 1,000 profiles?
#
#   benches/many_profiles.sh [BINARY] [WORKDIR]
#
# Makes 1,000 profiles (benches/gen_profile.py runs: RECORDS records each,
# default 1000, drawn from py20k.prof's 20,000 deep synthetic stacks inside a
# libpython with DWARF, every run loaded at addresses of its own as under
# ASLR), then times `BINARY --text PROGRAM run-0.prof ... run-(N-1).prof`
# for N = 10, 100, 1000 (median of RUNS runs, default 3) and, unless
# SKIP_GO=1, Go pprof's `-text` on the same files. Prints per N: the MB
# read, seconds, ms per MB, that figure over N=10's (the issue asks <= 1.5
# at 1,000), and Go's seconds and its time over ours.
#
# BINARY defaults to target/release/profile-analyze. WORKDIR defaults to
# /tmp/profile-analyze-bench, where py20k.prof is (benches/time_builds.sh
# makes it from a pyenv libpython; set LIBPYTHON and PYTHON otherwise).
set -euo pipefail

HERE=$(cd "$(dirname "$0")/.." && pwd)
BIN=${1:-$HERE/target/release/profile-analyze}
W=${2:-/tmp/profile-analyze-bench}
RUNS=${RUNS:-3}
RECORDS=${RECORDS:-1000}
[ -x "$BIN" ] || { echo "$0: $BIN: not an executable (cargo build --release)" >&2; exit 2; }
mkdir -p "$W"

LIBPYTHON=${LIBPYTHON:-$(ls -d "$HOME"/.pyenv/versions/3.1[2-9]*/lib/libpython3.*.so.1.0 2>/dev/null | head -1 || true)}
PYTHON=${PYTHON:-$(ls "$(dirname "${LIBPYTHON:-/x}")"/../bin/python3.[0-9]* 2>/dev/null | grep -v config | head -1 || true)}
[ -n "$LIBPYTHON" ] && [ -n "$PYTHON" ] || { echo "$0: no libpython with DWARF (set LIBPYTHON and PYTHON)" >&2; exit 2; }
[ -s "$W/py20k.prof" ] || python3 "$HERE/benches/gen_profile.py" synthetic "$PYTHON" "$LIBPYTHON" "$W/py20k.prof" 20000 5000
RUNDIR="$W/runs-$RECORDS"
[ -s "$RUNDIR/run-999.prof" ] || python3 "$HERE/benches/gen_profile.py" runs "$W/py20k.prof" "$RUNDIR" 1000 "$RECORDS"

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
seconds() { # command... -> wall seconds of one run
    local t0 t1
    t0=$(date +%s.%N); "$@" > /dev/null 2>&1 || true; t1=$(date +%s.%N)
    echo "$t1 - $t0" | bc -l
}

printf '%6s %8s %9s %9s %8s %9s %8s\n' N MB seconds ms/MB vs_N=10 go_s go/ours
base=""
for n in 10 100 1000; do
    files=()
    for ((i = 0; i < n; i++)); do files+=("$RUNDIR/run-$i.prof"); done
    mb=$(du -cb "${files[@]}" | tail -1 | awk '{printf "%.1f", $1 / 1048576}')
    ours=$(for ((r = 0; r < RUNS; r++)); do seconds "$BIN" --text "$PYTHON" "${files[@]}"; done | median)
    per=$(echo "1000 * $ours / $mb" | bc -l)
    [ -n "$base" ] || base=$per
    go="-"; ratio="-"
    if [ "${SKIP_GO:-0}" != 1 ] && command -v go-pprof > /dev/null; then
        go=$(seconds go-pprof -text "$PYTHON" "${files[@]}")
        ratio=$(printf '%.1f' "$(echo "$go / $ours" | bc -l)")
        go=$(printf '%.2f' "$go")
    fi
    printf '%6d %8s %9.3f %9.2f %8.2f %9s %8s\n' "$n" "$mb" "$ours" "$per" "$(echo "$per / $base" | bc -l)" "$go" "$ratio"
done
