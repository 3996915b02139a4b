#!/usr/bin/env bash
# One recording read as perf.data and as its `perf script` text (issue 62):
# wall time and peak memory of profile-analyze on each, beside `perf
# report` and `perf script` on the same recording, measured in one run.
#
#   benches/perf_script.sh [WORKDIR]     (default /tmp/profile-analyze-script-bench)
#
# The inputs, made once into WORKDIR (never committed): perf_cpp
# (testdata/programs/perf_cpp.cpp, g++ -O2 -fno-omit-frame-pointer) under
# `perf record -F 10000 -g`, its rounds raised until `perf script` prints
# at least MIN_MB (default 20) MB of text. Needs root (or
# perf_event_paranoid <= 1), linux-perf, g++, cargo, /usr/bin/time.
# Each command runs RUNS times (default 5): each figure is the median of
# its runs. The goal: the text read within 3x of the perf.data time, at
# no more than twice its peak memory. The symbol cache is off; the
# perf.data's names come from the binaries, the text's from the text.
set -euo pipefail
HERE=$(cd "$(dirname "$0")/.." && pwd)
W=${1:-/tmp/profile-analyze-script-bench}
mkdir -p "$W"
export LC_ALL=C PROFILE_ANALYZE_CACHE=off
OURS=$HERE/target/release/profile-analyze
RUNS=${RUNS:-5}
MIN_MB=${MIN_MB:-20}
cargo build --release --manifest-path "$HERE/Cargo.toml" -q

DATA=$W/perf_cpp.data
TEXT=$W/perf_cpp.script
if [ ! -s "$TEXT" ] || [ "$(du -m "$TEXT" | cut -f1)" -lt "$MIN_MB" ]; then
    g++ -g -O2 -fno-omit-frame-pointer "$HERE/testdata/programs/perf_cpp.cpp" -o "$W/perf_cpp"
    rounds=1000
    for _ in 1 2 3 4 5; do
        echo "recording $rounds rounds..." >&2
        perf record -q -F 10000 -g -o "$DATA" -- "$W/perf_cpp" "$rounds" >/dev/null 2>&1
        perf script -i "$DATA" > "$TEXT" 2>/dev/null
        mb=$(du -m "$TEXT" | cut -f1)
        [ "$mb" -ge "$MIN_MB" ] && break
        rounds=$(( rounds * (MIN_MB * 12 / 10) / (mb + 1) + 1 ))
    done
fi

# The same text four times over: as many distinct stacks, four times the
# samples; a streaming reader's memory stays where it was.
TEXT4=$W/perf_cpp.x4.script
[ -s "$TEXT4" ] && [ "$TEXT4" -nt "$TEXT" ] || cat "$TEXT" "$TEXT" "$TEXT" "$TEXT" > "$TEXT4"

# shellcheck source=benches/measure.sh
source "$HERE/benches/measure.sh"

samples=$(grep -c '^[^[:space:]]' "$TEXT")
printf 'inputs: %s (%s MB), %s (%s MB), %s samples\n\n' "$DATA" "$(du -m "$DATA" | cut -f1)" \
    "$TEXT" "$(du -m "$TEXT" | cut -f1)" "$samples"
printf '| command | time | peak memory |\n|---|---|---|\n'
declare -A T M
row() {
    local key=$1 label=$2 i times=() mems=() r
    shift 2
    for ((i = 0; i < RUNS; i++)); do
        r=$(run "$@")
        times+=("${r% *}"); mems+=("${r#* }")
    done
    T[$key]=$(printf '%s\n' "${times[@]}" | median)
    M[$key]=$(printf '%s\n' "${mems[@]}" | median)
    printf '| %s | %s s | %s MB |\n' "$label" "${T[$key]}" "$(mb "${M[$key]}")"
}
row data "profile-analyze --text perf.data" "$OURS" --text "$DATA"
row text "profile-analyze --text perf.script" "$OURS" --text "$TEXT"
row data_cum "profile-analyze --text --cum perf.data" "$OURS" --text --cum "$DATA"
row text_cum "profile-analyze --text --cum perf.script" "$OURS" --text --cum "$TEXT"
row text4 "profile-analyze --text perf.script x4 ($(du -m "$TEXT4" | cut -f1) MB)" "$OURS" --text "$TEXT4"
row report "perf report --stdio --sort sym -g none --no-children" \
    perf report -i "$DATA" --stdio --sort sym -g none --no-children
row script "perf script (the text, to /dev/null)" perf script -i "$DATA"
printf '\ntext over perf.data: time %s (--cum %s), peak memory %s (--cum %s); goal: at most 3x, 2x\n' \
    "$(ratio "${T[text]}" "${T[data]}")" "$(ratio "${T[text_cum]}" "${T[data_cum]}")" \
    "$(ratio "${M[text]}" "${M[data]}")" "$(ratio "${M[text_cum]}" "${M[data_cum]}")"
printf 'the text four times over: time %s, peak memory %s of once\n' \
    "$(ratio "${T[text4]}" "${T[text]}")" "$(ratio "${M[text4]}" "${M[text]}")"
