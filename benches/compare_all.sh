#!/usr/bin/env bash
# profile-analyze against perl pprof (google-pprof) and Go pprof on big inputs:
# wall time, peak memory and ratios, all measured in one run.
#
#   benches/compare_all.sh [WORKDIR]      (default /tmp/profile-analyze-bench)
#
# Inputs are generated into WORKDIR (kept between runs, never committed):
#   rg        ripgrep built with full debug info (cargo install, ~5 min)
#   rg.prof   a real gperftools profile of it (searching /usr, 250 Hz)
#   rg1m.prof 1,000,000 records replicated from rg.prof (~150 MB): few
#             distinct stacks, many records
#   real1m.prof  the realistic long profile: 1,000,000 records over 200,000
#             distinct stacks and 20,000 distinct PCs in ripgrep and libc,
#             10 to 40 frames deep (gen_profile.py realistic)
#   py20k.prof / py400k.prof  20,000 records over 5,000 PCs and 400,000
#             records over 20,000 PCs, 30 deep, inside a libpython with
#             DWARF (a pyenv build: set LIBPYTHON and PYTHON to choose)
# Needs: cargo, python3, binutils, google-perftools (google-pprof and
# libprofiler), /usr/bin/time; Go pprof is used when `pprof`, `go-pprof` or
# GO_PPROF=/path is available. Ours and Go's are run in turn RUNS times
# (default 5): each time is the median of its runs, each ratio the median of
# the paired runs' ratios. perl's is a single run (it takes minutes);
# SKIP_PERL=1 leaves it out; ONLY=REGEX measures only the rows whose input
# matches.
set -euo pipefail
HERE=$(cd "$(dirname "$0")/.." && pwd)
W=${1:-/tmp/profile-analyze-bench}
mkdir -p "$W"
export LC_ALL=C
LIBPROFILER=/usr/lib/x86_64-linux-gnu/libprofiler.so.0
OURS=$HERE/target/release/profile-analyze
GO=${GO_PPROF:-$(command -v pprof || command -v go-pprof || true)}
RUNS=${RUNS:-5}
# Every row but the warm ones runs cold: no symbol cache.
export PROFILE_ANALYZE_CACHE=off

cargo build --release --manifest-path "$HERE/Cargo.toml" -q

# --- inputs ----------------------------------------------------------------
# shellcheck source=benches/ripgrep.sh
source "$HERE/benches/ripgrep.sh"
ripgrep_with_debug_info "$W"
if [ ! -s "$W/rg.prof" ]; then
    echo "profiling ripgrep..." >&2
    LD_PRELOAD=$LIBPROFILER CPUPROFILE="$W/rg.prof" CPUPROFILE_FREQUENCY=250 \
        "$RG" -j1 -c 'fn [a-z_]+\(|struct|impl' /usr/share /usr/lib >/dev/null 2>&1 || true
fi
[ -s "$W/rg1m.prof" ] || python3 "$HERE/benches/gen_profile.py" replicate "$W/rg.prof" "$W/rg1m.prof" 1000000
LIBC=$(readlink -f /lib/x86_64-linux-gnu/libc.so.6)
[ -s "$W/real1m.prof" ] || python3 "$HERE/benches/gen_profile.py" realistic "$RG" "$LIBC" "$W/real1m.prof" 1000000 200000 20000

LIBPYTHON=${LIBPYTHON:-$(ls -d "$HOME"/.pyenv/versions/3.1[2-9]*/lib/libpython3.*.so.1.0 2>/dev/null | head -1 || true)}
PYTHON=${PYTHON:-$(ls "$(dirname "${LIBPYTHON:-/x}")"/../bin/python3.[0-9]* 2>/dev/null | grep -v config | head -1 || true)}
if [ -n "$LIBPYTHON" ] && [ -n "$PYTHON" ]; then
    [ -s "$W/py20k.prof" ] || python3 "$HERE/benches/gen_profile.py" synthetic "$PYTHON" "$LIBPYTHON" "$W/py20k.prof" 20000 5000
    [ -s "$W/py400k.prof" ] || python3 "$HERE/benches/gen_profile.py" synthetic "$PYTHON" "$LIBPYTHON" "$W/py400k.prof" 400000 20000
else
    echo "no libpython with DWARF found (set LIBPYTHON and PYTHON): skipping those inputs" >&2
fi

# --- measure ---------------------------------------------------------------
# shellcheck source=benches/measure.sh
source "$HERE/benches/measure.sh"

# Each run starts with its inputs in the page cache: this machine's kernel
# pages out what a long run of the other tool left unread (DAMON's reclaim),
# and a run that read them back from disk measured the disk.
warm() {
    cat "$@" "$LIBC" ${LIBPYTHON:+"$LIBPYTHON"} >/dev/null 2>&1 || true
}

printf '| input | report | profile-analyze | google-pprof (perl) | Go pprof | vs perl | vs Go |\n'
printf '|---|---|---|---|---|---|---|\n'
row() {
    local input=$1 label=$2 bin=$3 prof=$4; shift 4
    # ONLY=REGEX measures only the rows whose input matches.
    [[ -z "${ONLY:-}" || "$input" =~ $ONLY ]] || return 0
    local goflags=() i ours go
    for f in "$@"; do goflags+=("-${f#--}"); done
    local t_ours=() m_ours=() t_go=() m_go=() ratios=()
    for ((i = 0; i < RUNS; i++)); do
        warm "$bin" "$prof"
        ours=$(run "$OURS" "$@" "$bin" "$prof")
        t_ours+=("${ours% *}"); m_ours+=("${ours#* }")
        if [ -n "$GO" ]; then
            warm "$bin" "$prof"
            go=$(run "$GO" "${goflags[@]}" "$bin" "$prof")
            t_go+=("${go% *}"); m_go+=("${go#* }")
            ratios+=("$(python3 -c "import sys; a,b=float(sys.argv[1]),float(sys.argv[2]); print(a/max(b,0.005))" "${go% *}" "${ours% *}")")
        fi
    done
    local ours_t ours_m go_cell="-" go_ratio="-" perl_cell="-" perl_ratio="-"
    ours_t=$(printf '%s\n' "${t_ours[@]}" | median)
    ours_m=$(printf '%s\n' "${m_ours[@]}" | median)
    if [ -n "$GO" ]; then
        go_cell="$(printf '%s\n' "${t_go[@]}" | median) s, $(mb "$(printf '%s\n' "${m_go[@]}" | median)") MB"
        go_ratio="$(printf '%s\n' "${ratios[@]}" | median | xargs printf '%.1fx')"
    fi
    if [ -z "${SKIP_PERL:-}" ]; then
        local perl
        perl=$(run google-pprof "$@" "$bin" "$prof")
        perl_cell="${perl% *} s, $(mb "${perl#* }") MB"
        perl_ratio=$(ratio "${perl% *}" "$ours_t")
    fi
    printf '| %s | %s | %s s, %s MB | %s | %s | %s | %s |\n' \
        "$input" "$label" "$ours_t" "$(mb "$ours_m")" "$perl_cell" "$go_cell" "$perl_ratio" "$go_ratio"
}

row "ripgrep ($(du -mL "$RG" | cut -f1) MB, debug info)" "--text" "$RG" "$W/rg.prof" --text
# warm_row INPUT LABEL BIN PROF FLAGS...: ours with a symbol cache filled
# by one run before (Go pprof has none: its times are cold).
warm_row() {
    local cache=$W/symbol-cache
    rm -rf "$cache"
    PROFILE_ANALYZE_CACHE=$cache "$OURS" "${@:5}" "$3" "$4" >/dev/null 2>&1 || true
    PROFILE_ANALYZE_CACHE=$cache SKIP_PERL=1 row "$1 (warm symbol cache)" "${@:2}"
}
warm_row "ripgrep" "--text" "$RG" "$W/rg.prof" --text
row "ripgrep" "--list=teddy.*find" "$RG" "$W/rg.prof" "--list=teddy.*find"
row "ripgrep" "--disasm=teddy.*find" "$RG" "$W/rg.prof" "--disasm=teddy.*find"
row "1M records ($(du -mL "$W/rg1m.prof" | cut -f1) MB) over ripgrep, 123 stacks" "--text" "$RG" "$W/rg1m.prof" --text
row "realistic: 1M records ($(du -mL "$W/real1m.prof" | cut -f1) MB), 200k stacks, 20k PCs over ripgrep and libc" "--text" "$RG" "$W/real1m.prof" --text
warm_row "realistic" "--text" "$RG" "$W/real1m.prof" --text
if [ -s "$W/py20k.prof" ]; then
    row "20k records, 5k PCs, $(basename "$LIBPYTHON")" "--text" "$PYTHON" "$W/py20k.prof" --text
    row "400k records, 20k PCs, $(basename "$LIBPYTHON")" "--text" "$PYTHON" "$W/py400k.prof" --text
fi
