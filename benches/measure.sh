# Helpers the comparison benchmarks share (sourced, not run):
#   run CMD...      "seconds max_rss_kb" of one run of CMD (output discarded);
#                   seconds to the millisecond (/usr/bin/time's own wall time
#                   is rounded to 10 ms: a seventh of a 70 ms run)
#   median          the median of the numbers on standard input
#   ratio A B       A/B as "N.Nx"
#   mb KB           kilobytes as whole megabytes
run() {
    local out start end
    out=$(mktemp)
    start=$(date +%s%N)
    /usr/bin/time -o "$out" -f '%M' "$@" >/dev/null 2>/dev/null || true
    end=$(date +%s%N)
    awk -v a="$start" -v b="$end" -v m="$(tail -1 "$out")" 'BEGIN { printf "%.3f %s\n", (b - a) / 1e9, m }'
    rm -f "$out"
}
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
ratio() { python3 -c "import sys; a,b=float(sys.argv[1]),float(sys.argv[2]); print(f'{a/b:.1f}x' if b>0 else '-')" "$1" "$2"; }
mb() { python3 -c "import sys; print(f'{int(sys.argv[1])/1024:.0f}')" "$1"; }
