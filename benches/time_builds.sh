#!/usr/bin/env bash
# Two builds of profile-analyze, timed on --text: is the new one slower?
#
#   benches/time_builds.sh OLD_BINARY NEW_BINARY [WORKDIR]
#
# For each input, runs `--text PROGRAM PROFILE` RUNS times per binary
# (default 10), alternating old, new, old, new... so that a change of load
# on the machine hits both alike, and prints the median wall time of each
# and their ratio (new / old; below 1 is faster). Output is discarded.
#
# Inputs, in WORKDIR (default /tmp/profile-analyze-bench, the directory of
# benches/compare_all.sh, whose inputs these are; kept between runs):
#   rg.prof, rg1m.prof  ripgrep and 1,000,000 records over it, used when
#                       compare_all.sh has made them (it builds ripgrep with
#                       cargo install and profiles it with libprofiler: this
#                       script does neither);
#   tdata1m.prof        else, 1,000,000 records replicated from
#                       testdata/prof/shlib.prof (benches/gen_profile.py):
#                       the same shape as rg1m.prof from what is at hand;
#   py20k.prof, py400k.prof  synthetic records inside a libpython with DWARF
#                       (made here if missing, as compare_all.sh does; a
#                       pyenv build, or set LIBPYTHON and PYTHON), skipped
#                       when there is none;
# and every testdata/prof/*.prof with its program (small: start-up costs).
# Needs python3 and binutils (nm, readelf) to make the generated inputs.
set -euo pipefail

if [ $# -lt 2 ] || [ $# -gt 3 ]; then
    echo "usage: $0 OLD_BINARY NEW_BINARY [WORKDIR]" >&2
    exit 2
fi
abs() { (cd "$(dirname "$1")" && echo "$PWD/$(basename "$1")"); }
OLD=$(abs "$1")
NEW=$(abs "$2")
for b in "$OLD" "$NEW"; do
    [ -x "$b" ] || { echo "$0: $b: not an executable" >&2; exit 2; }
done
HERE=$(cd "$(dirname "$0")/.." && pwd)
W=${3:-/tmp/profile-analyze-bench}
RUNS=${RUNS:-10}
mkdir -p "$W"
export LC_ALL=C
cd "$HERE"

# --- inputs ----------------------------------------------------------------
inputs=() # "label|program|profile|extra flags"
if [ -s "$W/rg.prof" ] && [ -x "$W/rg/bin/rg" ]; then
    inputs+=("ripgrep|$W/rg/bin/rg|$W/rg.prof|")
    [ -s "$W/rg1m.prof" ] && inputs+=("1M records over ripgrep|$W/rg/bin/rg|$W/rg1m.prof|")
else
    echo "no ripgrep profile in $W (benches/compare_all.sh makes it): using testdata's" >&2
    if [ ! -s "$W/tdata1m.prof" ]; then
        echo "replicating testdata/prof/shlib.prof to 1M records..." >&2
        python3 benches/gen_profile.py replicate testdata/prof/shlib.prof "$W/tdata1m.prof" 1000000
    fi
    inputs+=("1M records over shlib|testdata/bin/shlib|$W/tdata1m.prof|--lib_prefix=testdata/bin")
fi

LIBPYTHON=${LIBPYTHON:-$(ls -d "$HOME"/.pyenv/versions/3.1[2-9]*/lib/libpython3.*.so.1.0 2>/dev/null | head -1 || true)}
PYTHON=${PYTHON:-$(ls "$(dirname "${LIBPYTHON:-/x}")"/../bin/python3.[0-9]* 2>/dev/null | grep -v config | head -1 || true)}
if [ -n "$LIBPYTHON" ] && [ -n "$PYTHON" ]; then
    [ -s "$W/py20k.prof" ] || python3 benches/gen_profile.py synthetic "$PYTHON" "$LIBPYTHON" "$W/py20k.prof" 20000 5000
    [ -s "$W/py400k.prof" ] || python3 benches/gen_profile.py synthetic "$PYTHON" "$LIBPYTHON" "$W/py400k.prof" 400000 20000
    inputs+=("20k records, 5k PCs, $(basename "$LIBPYTHON")|$PYTHON|$W/py20k.prof|")
    inputs+=("400k records, 20k PCs, $(basename "$LIBPYTHON")|$PYTHON|$W/py400k.prof|")
else
    echo "no libpython with DWARF found (set LIBPYTHON and PYTHON): skipping those inputs" >&2
fi

for profile in testdata/prof/*.prof; do
    name=$(basename "$profile" .prof)
    # cpu_multi.a1.prof is a profile of cpu_multi.
    inputs+=("testdata $name|testdata/bin/${name%%.*}|$profile|--lib_prefix=testdata/bin")
done

# --- measure ---------------------------------------------------------------
# seconds BINARY ARGS...: wall time of one run, in seconds.
seconds() {
    local start end
    start=$EPOCHREALTIME
    "$@" >/dev/null 2>&1 </dev/null || true
    end=$EPOCHREALTIME
    awk -v s="$start" -v e="$end" 'BEGIN { printf "%.4f\n", e - s }'
}
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

printf '| input | old (median of %s) | new (median of %s) | new / old |\n' "$RUNS" "$RUNS"
printf '|---|---|---|---|\n'
for entry in "${inputs[@]}"; do
    IFS='|' read -r label program profile extra <<<"$entry"
    # shellcheck disable=SC2206 # extra is zero or more flags
    flags=(--text $extra)
    # One untimed run each: warms the page cache, and a build that fails
    # on the input is named (its time would mean nothing).
    for b in "$OLD" "$NEW"; do
        "$b" "${flags[@]}" "$program" "$profile" >/dev/null 2>&1 </dev/null ||
            echo "$0: $b fails on $label (exit $?): its time means nothing" >&2
    done
    old_times=() new_times=()
    for _ in $(seq "$RUNS"); do
        old_times+=("$(seconds "$OLD" "${flags[@]}" "$program" "$profile")")
        new_times+=("$(seconds "$NEW" "${flags[@]}" "$program" "$profile")")
    done
    old=$(printf '%s\n' "${old_times[@]}" | median)
    new=$(printf '%s\n' "${new_times[@]}" | median)
    ratio=$(python3 -c "import sys; a, b = float(sys.argv[1]), float(sys.argv[2]); print(f'{b / a:.3f}' if a > 0 else '-')" "$old" "$new")
    printf '| %s | %.3f s | %.3f s | %s |\n' "$label" "$old" "$new" "$ratio"
done
