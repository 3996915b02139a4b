#!/usr/bin/env bash
# Time to first page of the web interface: profile-analyze --http against Go
# pprof -http, from starting the server until a page's first 200 response is
# fully received, with the server's peak memory and ratios.
#
#   benches/web_first_page.sh [WORKDIR]      (default /tmp/profile-analyze-bench)
#
# Inputs, in WORKDIR (kept between runs, never committed; see compare_all.sh):
#   rg           ripgrep built with full debug info (built if missing, ~5 min)
#   real163.prof the issue's input: 768,000 records (163 MB) over 200,000
#                distinct stacks and 20,000 PCs in ripgrep and libc
#                (gen_profile.py realistic, as compare_all.sh's real1m.prof;
#                generated if missing)
#   real1m.prof  the same with 1,000,000 records (212 MB), measured if present
# Pages, each a cold start of the server (ours: --http=127.0.0.1:0, its URL
# read from its stdout; Go's: -http on a free port), polled with curl every
# ~20 ms until a 200 is received:
#   default page  ours /  (the top table)    Go /ui/ (the graph, what / redirects to)
#   graph         ours /graph                Go /ui/
#   top           ours /top                  Go /ui/top
#   flame graph   ours /flamegraph.svg       Go /ui/flamegraph (the HTML page
#                 (what /flamegraph frames)  with the flame graph's data)
# Go's /ui/ is measured once per run and compared with both ours / and
# ours /graph. "ready" is when the server announced its URL (polled, ~20 ms).
# Peak RSS is the server's VmHWM just before it is killed (its children, such
# as dot or llvm-symbolizer, not included). The external tools each server ran
# (dot, llvm-symbolizer, addr2line, nm, objdump, c++filt) go through logging
# wrappers put first in its PATH: "tools" is the median seconds spent in each.
# Ours and Go's are run in turn RUNS times (default 3): each time is the
# median of its runs, each ratio (Go / ours) the median of the paired runs'
# ratios. A page not received within TIMEOUT seconds (default 120), or whose
# server's RSS passes MAX_RSS_MB (default the lesser of 8192 and half the
# available memory), is given up (the server killed) and not tried again on
# that input. ONLY=REGEX measures only the inputs whose file name matches.
# Ours runs without the symbol cache (cold), unless WARM=1: then with one
# filled by a --text run of each input before (Go pprof has no cache).
# Needs: cargo, python3, binutils, curl, graphviz (dot); Go pprof from
# `pprof`, `go-pprof` or GO_PPROF=/path (without it, or with GO_PPROF=none,
# only ours is measured). OURS=/path/to/profile-analyze measures that build
# instead of building this checkout's (to compare two builds, run each).
set -euo pipefail
HERE=$(cd "$(dirname "$0")/.." && pwd)
W=${1:-/tmp/profile-analyze-bench}
mkdir -p "$W"
export LC_ALL=C
OURS=${OURS:-}
GO=${GO_PPROF:-$(command -v pprof || command -v go-pprof || true)}
[ "$GO" = none ] && GO=
RUNS=${RUNS:-3}
TIMEOUT=${TIMEOUT:-120}
export PROFILE_ANALYZE_CACHE=off
MAX_RSS_MB=${MAX_RSS_MB:-$(awk '/MemAvailable/ { m = int($2 / 2048); print (m < 8192 ? m : 8192) }' /proc/meminfo)}

if [ -z "$OURS" ]; then
    cargo build --release --manifest-path "$HERE/Cargo.toml" -q
    OURS=$HERE/target/release/profile-analyze
fi

# --- inputs ----------------------------------------------------------------
# shellcheck source=benches/ripgrep.sh
source "$HERE/benches/ripgrep.sh"
ripgrep_with_debug_info "$W"
LIBC=$(readlink -f /lib/x86_64-linux-gnu/libc.so.6)
if [ ! -s "$W/real163.prof" ]; then
    # 222 bytes a record on average: 768,000 records make 163 MB (du -m).
    python3 "$HERE/benches/gen_profile.py" realistic "$RG" "$LIBC" "$W/real163.prof.tmp" 768000 200000 20000
    mv "$W/real163.prof.tmp" "$W/real163.prof"
fi
INPUTS=("$W/real163.prof")
if [ -n "${WARM:-}" ]; then
    export PROFILE_ANALYZE_CACHE=$W/symbol-cache
    rm -rf "$PROFILE_ANALYZE_CACHE"
    "$OURS" --text "$RG" "$W/real163.prof" >/dev/null
    [ ! -s "$W/real1m.prof" ] || "$OURS" --text "$RG" "$W/real1m.prof" >/dev/null
fi
[ -s "$W/real1m.prof" ] && INPUTS+=("$W/real1m.prof")

# --- the servers' external tools, logged ----------------------------------
TMP=$(mktemp -d)
SERVER=
cleanup() {
    if [ -n "$SERVER" ]; then kill -- "-$SERVER" 2>/dev/null || true; fi
    rm -rf "$TMP"
}
trap cleanup EXIT
mkdir "$TMP/bin"
for tool in dot llvm-symbolizer addr2line nm objdump c++filt; do
    real=$(command -v "$tool" || true)
    [ -n "$real" ] || continue
    # Logs "start NAME MICROSECONDS" and "end NAME MICROSECONDS" around it.
    cat >"$TMP/bin/$tool" <<EOF
#!/usr/bin/env bash
echo "start $tool \${EPOCHREALTIME/./}" >>"$TMP/tools.log"
"$real" "\$@"
rc=\$?
echo "end $tool \${EPOCHREALTIME/./}" >>"$TMP/tools.log"
exit \$rc
EOF
    chmod +x "$TMP/bin/$tool"
done

# --- measure ---------------------------------------------------------------
free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# measure ours|go PATH PROFILE: one cold start of the server on PROFILE until
# PATH's first 200 is fully received. Prints "status seconds ready_seconds
# peak_rss_kb tools" (status ok, timeout, rss, died; tools "name=seconds,...").
measure() {
    local tool=$1 path=$2 prof=$3
    local url="" port="" t0 now ready="" status="" t_end="" rss=0 hwm=0 key value
    local curl_pid="" result code when announce
    : >"$TMP/tools.log"
    : >"$TMP/out"
    t0=${EPOCHREALTIME/./}
    if [ "$tool" = ours ]; then
        PATH=$TMP/bin:$PATH setsid "$OURS" --http=127.0.0.1:0 --no_browser "$RG" "$prof" \
            >"$TMP/out" 2>"$TMP/err" &
        announce=$TMP/out
    else
        port=$(free_port)
        PATH=$TMP/bin:$PATH setsid "$GO" -http="127.0.0.1:$port" -no_browser "$RG" "$prof" \
            >"$TMP/out" 2>"$TMP/err" &
        announce=$TMP/err
        url=http://127.0.0.1:$port
    fi
    SERVER=$!
    while :; do
        now=${EPOCHREALTIME/./}
        if [ -z "$ready" ] && grep -q 'Serving web UI on' "$announce"; then
            ready=$now
            [ -n "$url" ] || url=$(grep -o 'http://[^[:space:]]*' "$announce" | head -1)
        fi
        if [ -n "$url" ] && [ -z "$curl_pid" ]; then
            # The time is taken when curl has received the whole body.
            (
                code=$(curl -s -o /dev/null -w '%{http_code}' --max-time "$TIMEOUT" "$url$path" || true)
                echo "$code ${EPOCHREALTIME/./}"
            ) >"$TMP/curl" &
            curl_pid=$!
        elif [ -n "$curl_pid" ] && ! kill -0 "$curl_pid" 2>/dev/null; then
            wait "$curl_pid" || true
            curl_pid=""
            read -r code when <"$TMP/curl" || true
            if [ "${code:-}" = 200 ]; then
                status=ok t_end=$when
                break
            fi
        fi
        if ! kill -0 "$SERVER" 2>/dev/null; then status=died; break; fi
        while read -r key value _; do
            [ "$key" = VmRSS: ] && rss=$value
        done 2>/dev/null <"/proc/$SERVER/status" || true
        if ((rss > MAX_RSS_MB * 1024)); then status=rss; break; fi
        if ((now - t0 > TIMEOUT * 1000000)); then status=timeout; break; fi
        sleep 0.02
    done
    while read -r key value _; do
        [ "$key" = VmHWM: ] && hwm=$value
    done 2>/dev/null <"/proc/$SERVER/status" || true
    kill -- "-$SERVER" 2>/dev/null || true
    wait "$SERVER" 2>/dev/null || true
    SERVER=
    if [ -n "$curl_pid" ]; then
        kill "$curl_pid" 2>/dev/null || true
        wait "$curl_pid" 2>/dev/null || true
    fi
    [ -n "$t_end" ] || t_end=${EPOCHREALTIME/./}
    [ -n "$ready" ] || ready=$t_end
    printf '%s %s %s %s %s\n' "$status" \
        "$(awk -v a="$t0" -v b="$t_end" 'BEGIN { printf "%.2f", (b - a) / 1e6 }')" \
        "$(awk -v a="$t0" -v b="$ready" 'BEGIN { printf "%.2f", (b - a) / 1e6 }')" \
        "$hwm" "$(tools_spent "$t_end")"
}

# tools_spent END: seconds each logged tool ran (one still running counts
# until END), as "dot=0.31,llvm-symbolizer=6.20" ("-" if none ran).
tools_spent() {
    awk -v end="$1" '
        $1 == "start" { open[$2] = open[$2] " " $3 }
        $1 == "end" { n = split(open[$2], s, " "); spent[$2] += $3 - s[1]
                      open[$2] = ""; for (i = 2; i <= n; i++) open[$2] = open[$2] " " s[i] }
        END { for (t in open) { n = split(open[t], s, " "); for (i = 1; i <= n; i++) spent[t] += end - s[i] }
              out = ""; for (t in spent) out = out (out ? "," : "") t "=" sprintf("%.2f", spent[t] / 1e6)
              print out ? out : "-" }' "$TMP/tools.log"
}

median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
mb() { awk -v k="$1" 'BEGIN { printf "%.0f", k / 1024 }'; }
# tools_median: the median seconds of each tool over the runs, one a line of
# stdin (a run that did not start a tool counts 0 s for it).
tools_median() {
    awk '{ n = split($0, f, ",")
           for (i = 1; i <= n; i++) if (split(f[i], kv, "=") == 2) v[kv[1]] = v[kv[1]] " " kv[2] }
        END { out = ""
              for (t in v) { n = split(v[t], s, " "); while (n < NR) s[++n] = 0
                  # insertion sort, then the median
                  for (i = 2; i <= n; i++) { x = s[i]; for (j = i - 1; j >= 1 && s[j] > x; j--) s[j + 1] = s[j]; s[j + 1] = x }
                  out = out (out ? ", " : "") t " " s[int((n + 1) / 2)] }
              print out ? out : "-" }'
}

# Results: R[input|tool|path|run] = "status seconds ready rss tools".
declare -A R
PAGES=("ours /" "go /ui/" "ours /graph" "go /ui/top" "ours /top" "go /ui/flamegraph" "ours /flamegraph.svg")
for prof in "${INPUTS[@]}"; do
    [[ -z "${ONLY:-}" || "$(basename "$prof")" =~ $ONLY ]] || continue
    cat "$RG" "$prof" >/dev/null # the page cache, warm for every run
    declare -A GAVE_UP=()
    for ((i = 0; i < RUNS; i++)); do
        for page in "${PAGES[@]}"; do
            tool=${page% *} path=${page#* }
            [ "$tool" = go ] && [ -z "$GO" ] && continue
            k="$prof|$tool|$path"
            [ -z "${GAVE_UP[$k]:-}" ] || continue
            R[$k|$i]=$(measure "$tool" "$path" "$prof")
            echo "run $((i + 1)): $(basename "$prof") $tool $path: ${R[$k|$i]}" >&2
            [ "${R[$k|$i]%% *}" = ok ] || GAVE_UP[$k]=1
        done
    done
    unset GAVE_UP
done

# cell INPUT TOOL PATH: "median s (ready median s), median MB" over its runs.
cell() {
    local k="$1|$2|$3" i times=() readies=() rsss=() fail="" r status t ready rss
    for ((i = 0; i < RUNS; i++)); do
        r=${R[$k|$i]:-}
        [ -n "$r" ] || continue
        read -r status t ready rss _ <<<"$r"
        if [ "$status" != ok ]; then
            fail="> $t s (gave up: $status, RSS $(mb "$rss") MB)"
            continue
        fi
        times+=("$t"); readies+=("$ready"); rsss+=("$rss")
    done
    if [ -n "$fail" ] && [ ${#times[@]} -eq 0 ]; then echo "$fail"; return; fi
    [ ${#times[@]} -gt 0 ] || { echo "-"; return; }
    printf '%s s (ready %s s), %s MB%s' "$(printf '%s\n' "${times[@]}" | median)" \
        "$(printf '%s\n' "${readies[@]}" | median)" \
        "$(mb "$(printf '%s\n' "${rsss[@]}" | median)")" "${fail:+; $fail}"
}
# ratio INPUT OURS_PATH GO_PATH: the median of the paired runs' Go / ours.
ratio() {
    local i o g os ot gs gt ratios=() lower=""
    for ((i = 0; i < RUNS; i++)); do
        o=${R[$1|ours|$2|$i]:-} g=${R[$1|go|$3|$i]:-}
        [ -n "$o" ] && [ -n "$g" ] || continue
        read -r os ot _ <<<"$o"
        read -r gs gt _ <<<"$g"
        [ "$os" = ok ] || continue
        [ "$gs" = ok ] || lower=">= "
        ratios+=("$(awk -v a="$gt" -v b="$ot" 'BEGIN { print a / (b > 0.005 ? b : 0.005) }')")
    done
    [ ${#ratios[@]} -gt 0 ] || { echo "-"; return; }
    printf '%s%.1fx' "$lower" "$(printf '%s\n' "${ratios[@]}" | median)"
}
tools() {
    local i r
    for ((i = 0; i < RUNS; i++)); do
        r=${R[$1|$2|$3|$i]:-}
        if [ -n "$r" ]; then echo "${r##* }"; fi
    done | tools_median
}

echo
echo "time to first page, cold start of the server ($RUNS runs, $(nproc) cores, timeout ${TIMEOUT} s, RSS cap ${MAX_RSS_MB} MB)"
echo
printf '| input | page: ours vs Go | profile-analyze | Go pprof | Go / ours | tools (s): ours; Go |\n'
printf '|---|---|---|---|---|---|\n'
for prof in "${INPUTS[@]}"; do
    [[ -z "${ONLY:-}" || "$(basename "$prof")" =~ $ONLY ]] || continue
    input="$(basename "$prof") ($(du -mL "$prof" | cut -f1) MB)"
    for row in "default page|/|/ui/" "graph|/graph|/ui/" "top|/top|/ui/top" "flame graph|/flamegraph.svg|/ui/flamegraph"; do
        IFS='|' read -r label ours_path go_path <<<"$row"
        go_cell="-" go_ratio="-" go_tools="-"
        if [ -n "$GO" ]; then
            go_cell=$(cell "$prof" go "$go_path")
            go_ratio=$(ratio "$prof" "$ours_path" "$go_path")
            go_tools=$(tools "$prof" go "$go_path")
        fi
        printf '| %s | %s: %s vs %s | %s | %s | %s | %s; %s |\n' "$input" "$label" "$ours_path" "$go_path" \
            "$(cell "$prof" ours "$ours_path")" "$go_cell" "$go_ratio" \
            "$(tools "$prof" ours "$ours_path")" "$go_tools"
    done
done
