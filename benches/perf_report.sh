#!/usr/bin/env bash
# profile-analyze against `perf report` on a long perf.data recording: wall
# time, peak memory and ratios, measured in one run.
#
#   benches/perf_report.sh [WORKDIR]     (default /tmp/profile-analyze-perf-bench)
#
# The inputs, made once into WORKDIR (never committed): ripgrep built with
# debug info (benches/ripgrep.sh) searching /usr with 8 threads under
# `perf record -F 20000 -g` until the recording has 10^6 samples (threads
# on both cores; -F is raised so that a run of about a minute is enough).
# Needs root (or perf_event_paranoid <= 1), linux-perf, cargo,
# /usr/bin/time. Ours and perf's are run in turn RUNS times (default 5):
# each time is the median of its runs, each ratio the median of the paired
# runs' ratios (perf's time over ours). Both name the same addresses the
# same way from the same files: perf with its own ELF/DWARF reader (libdw
# or binutils, and its kallsyms), ours in-process. The symbol cache is off.
set -euo pipefail
HERE=$(cd "$(dirname "$0")/.." && pwd)
W=${1:-/tmp/profile-analyze-perf-bench}
mkdir -p "$W"
export LC_ALL=C PROFILE_ANALYZE_CACHE=off
OURS=$HERE/target/release/profile-analyze
RUNS=${RUNS:-5}
SAMPLES=${SAMPLES:-1000000}
cargo build --release --manifest-path "$HERE/Cargo.toml" -q

# shellcheck source=benches/ripgrep.sh
source "$HERE/benches/ripgrep.sh"
ripgrep_with_debug_info "$W"
DATA=$W/rg.perf.data
PATTERN='fn [a-z_]+\(|struct|impl|[A-Z][a-z]+[0-9]'
samples_of() { perf script -i "$1" -F period 2>/dev/null | wc -l; }
if [ ! -s "$DATA" ]; then
    # Record K searches; K grows until the recording has the samples wanted
    # (a first search reads /usr from disk, the later ones from the cache).
    k=2
    for _ in 1 2 3 4; do
        echo "recording $k searches..." >&2
        perf record -q -F 20000 -g -o "$DATA" -- sh -c \
            "for i in \$(seq $k); do '$RG' -j8 -c '$PATTERN' /usr; done" >/dev/null 2>&1 || true
        n=$(samples_of "$DATA")
        [ "$n" -ge "$SAMPLES" ] && break
        k=$(( k * SAMPLES * 11 / (10 * (n + 1)) + 1 ))
    done
fi
n=$(samples_of "$DATA")

# shellcheck source=benches/measure.sh
source "$HERE/benches/measure.sh"

printf 'input: %s (%s MB), %s samples\n\n' "$DATA" "$(du -m "$DATA" | cut -f1)" "$n"
printf '| report | profile-analyze | perf report | vs perf |\n|---|---|---|---|\n'
row() {
    local label=$1 ours_args=$2 perf_args=$3 i t_ours=() m_ours=() t_perf=() m_perf=() ratios=()
    for ((i = 0; i < RUNS; i++)); do
        # shellcheck disable=SC2086
        local ours perf
        ours=$(run "$OURS" $ours_args "$DATA")
        # shellcheck disable=SC2086
        perf=$(run perf report -i "$DATA" --stdio $perf_args)
        t_ours+=("${ours% *}"); m_ours+=("${ours#* }")
        t_perf+=("${perf% *}"); m_perf+=("${perf#* }")
        ratios+=("$(python3 -c "import sys; print(float(sys.argv[1]) / max(float(sys.argv[2]), 0.005))" "${perf% *}" "${ours% *}")")
    done
    printf '| %s | %s s, %s MB | %s s, %s MB | %.1fx |\n' "$label" \
        "$(printf '%s\n' "${t_ours[@]}" | median)" "$(mb "$(printf '%s\n' "${m_ours[@]}" | median)")" \
        "$(printf '%s\n' "${t_perf[@]}" | median)" "$(mb "$(printf '%s\n' "${m_perf[@]}" | median)")" \
        "$(printf '%s\n' "${ratios[@]}" | median)"
}
row "self (--text --noinlines; --no-children)" "--text --noinlines" "--sort sym -g none --no-children"
row "self and children (--text --cum --noinlines; --children)" "--text --cum --noinlines" "--sort sym -g none --children"
row "each tool's default (--text; children and call graphs)" "--text" ""

# --call-graph dwarf: the user stacks unwound from their copies (framehop
# for us, libunwind for perf), DWARF_SAMPLES (10^5) samples of 4 KiB
# stacks (about 440 MB).
DWARF=$W/rg.dwarf.data
DWARF_SAMPLES=${DWARF_SAMPLES:-100000}
if [ ! -s "$DWARF" ] || [ "$(samples_of "$DWARF")" -lt "$DWARF_SAMPLES" ]; then
    k=2
    for _ in 1 2 3 4; do
        echo "recording $k searches with --call-graph dwarf..." >&2
        perf record -q -F 4000 --call-graph dwarf,4096 -o "$DWARF" -- sh -c \
            "for i in \$(seq $k); do '$RG' -j2 -c '$PATTERN' /usr; done" >/dev/null 2>&1 || true
        n=$(samples_of "$DWARF")
        [ "$n" -ge "$DWARF_SAMPLES" ] && break
        k=$(( k * DWARF_SAMPLES * 11 / (10 * (n + 1)) + 1 ))
    done
fi
DATA=$DWARF
printf '\ninput: %s (%s MB), %s samples, --call-graph dwarf\n\n' "$DATA" "$(du -m "$DATA" | cut -f1)" "$(samples_of "$DATA")"
printf '| report | profile-analyze | perf report | vs perf |\n|---|---|---|---|\n'
row "self and children, unwound (--text --cum --noinlines; --children --no-inline)" "--text --cum --noinlines" "--sort sym -g none --children --no-inline"
