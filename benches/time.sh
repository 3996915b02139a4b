#!/usr/bin/env bash
# Time (issue 65) on a long perf.data recording: a time-ranged --text
# against `perf report --time`, the heat map from the command line and the
# web's heat map page, with wall time, peak memory and ratios measured in
# one run.
#
#   benches/time.sh [WORKDIR]        (default /tmp/profile-analyze-time-bench)
#
# The input, made once into WORKDIR (never committed): benches/time_busy.c
# (two threads wandering through about 10^5 distinct call stacks 24 to 48
# frames deep, in phases with pauses) under `perf record -F 20000 -g` until
# the file is MIN_MB (default 200) MB. Needs root (or perf_event_paranoid
# <= 1), linux-perf, gcc, cargo, curl, /usr/bin/time.
#
# Measured, each RUNS times (default 3) in turn with its reference, the
# median reported, each ratio the median of the paired runs' ratios:
#   --text --time=25%/2 --noinlines   perf report --time 25%/2 --sort sym -g none --children
#                                     (children: --text's cum; without them perf
#                                     reads no call chain)
#   --heatmap                         perf script -F time (FlameScope's input: what it reads to draw one)
#   the web's /ui/heatmap page, served by a running --http (the profile
#   loaded once), and /ui/top?time=25%/2: each request's time with curl,
#   and the server's peak memory.
set -euo pipefail
HERE=$(cd "$(dirname "$0")/.." && pwd)
W=${1:-/tmp/profile-analyze-time-bench}
mkdir -p "$W"
export LC_ALL=C PROFILE_ANALYZE_CACHE=off
OURS=${OURS:-$HERE/target/release/profile-analyze}
RUNS=${RUNS:-3}
MIN_MB=${MIN_MB:-200}
[ -n "${OURS_BUILT:-}" ] || cargo build --release --manifest-path "$HERE/Cargo.toml" -q

DATA=$W/busy.data
if [ ! -s "$DATA" ] || [ "$(du -m "$DATA" | cut -f1)" -lt "$MIN_MB" ]; then
    gcc -O1 -g -fno-omit-frame-pointer -pthread "$HERE/benches/time_busy.c" -o "$W/busy"
    secs=20
    for _ in 1 2 3 4; do
        echo "recording $secs s..." >&2
        perf record -q -F 20000 -g -o "$DATA" -- "$W/busy" "$secs" >/dev/null 2>&1 || true
        mb=$(du -m "$DATA" | cut -f1)
        [ "$mb" -ge "$MIN_MB" ] && break
        secs=$(( secs * MIN_MB * 11 / (10 * (mb + 1)) + 1 ))
    done
fi

# shellcheck source=benches/measure.sh
source "$HERE/benches/measure.sh"
n=$(perf script -i "$DATA" -F period 2>/dev/null | wc -l)
printf 'input: %s (%s MB), %s samples\n\n' "$DATA" "$(du -m "$DATA" | cut -f1)" "$n"
printf '| what | profile-analyze | reference | reference / ours |\n|---|---|---|---|\n'
row() { # label "ours args" reference command...
    local label=$1 ours_args=$2 i t_ours=() m_ours=() t_ref=() m_ref=() ratios=()
    shift 2
    for ((i = 0; i < RUNS; i++)); do
        local ours ref
        # shellcheck disable=SC2086
        ours=$(run "$OURS" $ours_args "$DATA")
        ref=$(run "$@")
        t_ours+=("${ours% *}"); m_ours+=("${ours#* }")
        t_ref+=("${ref% *}"); m_ref+=("${ref#* }")
        ratios+=("$(python3 -c "import sys; print(float(sys.argv[1]) / max(float(sys.argv[2]), 0.005))" "${ref% *}" "${ours% *}")")
    done
    printf '| %s | %s s, %s MB | %s s, %s MB | %.1fx |\n' "$label" \
        "$(printf '%s\n' "${t_ours[@]}" | median)" "$(mb "$(printf '%s\n' "${m_ours[@]}" | median)")" \
        "$(printf '%s\n' "${t_ref[@]}" | median)" "$(mb "$(printf '%s\n' "${m_ref[@]}" | median)")" \
        "$(printf '%s\n' "${ratios[@]}" | median)"
}
row "--text --time=25%/2 (perf report --children --time 25%/2)" "--text --noinlines --time=25%/2" \
    perf report -i "$DATA" --stdio --sort sym -g none --children --time 25%/2
row "--text, the whole recording (perf report --children)" "--text --noinlines" \
    perf report -i "$DATA" --stdio --sort sym -g none --children
row "--heatmap (perf script -F time)" "--heatmap" perf script -i "$DATA" -F time

# The web: one server, the profile loaded once; each page timed by curl.
out=$(mktemp)
"$OURS" --http=127.0.0.1:0 --no_browser "$DATA" > "$out" 2>/dev/null &
server=$!
trap 'kill $server 2>/dev/null || true; rm -f "$out"' EXIT
for _ in $(seq 600); do grep -q 'Serving web UI on' "$out" && break; sleep 0.2; done
url=$(sed -n 's/^Serving web UI on //p' "$out")
page() { # path: the median seconds of RUNS requests
    local i times=()
    for ((i = 0; i < RUNS; i++)); do
        times+=("$(curl -s -o /dev/null -w '%{time_total}' "$url$1")")
    done
    printf '%s\n' "${times[@]}" | median
}
printf '\n| web page (profile loaded once) | seconds |\n|---|---|\n'
for path in /ui/heatmap '/ui/heatmap?time=25%25/2' '/ui/top?time=25%25/2' '/ui/flamegraph?time=25%25/2'; do
    printf '| %s | %s |\n' "$path" "$(page "$path")"
done
printf '\nserver peak memory: %s MB\n' "$(( $(awk '/VmHWM/ {print $2}' "/proc/$server/status") / 1024 ))"
