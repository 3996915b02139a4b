#!/usr/bin/env bash
# Compare profile-analyze with GNU gprof on one gmon.out: each of gprof's
# reports next to ours, and the wall time of each (same run, same machine).
#   benches/compare_gprof.sh PROGRAM GMON [flags...]
# Flags go to profile-analyze (e.g. --gprof_symbols, to credit GCC's clones
# as gprof does). Reports compared:
#   flat    gprof -b -p     vs --gprof_flat
#   graph   gprof -b -q     vs --gprof_graph
#   counts  gprof -b -l -C  vs --gprof_counts (sorted: gprof's own order of
#           these lines is not stable; C++ names compared demangled)
# Prints "same" or the first lines that differ; ", ties" when the lines
# are the same but for the order of some (and so for index numbers).
# Needs gprof (binutils) and builds profile-analyze in release mode if
# needed.
set -euo pipefail
bin=$1 gmon=$2; shift 2
here=$(cd "$(dirname "$0")/.." && pwd)
ours=$here/target/release/profile-analyze
[ -x "$ours" ] || cargo build --release --manifest-path "$here/Cargo.toml" -q
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export LC_ALL=C

timed() { # timed NAME COMMAND... : output to $tmp/NAME, seconds to $tmp/NAME.t
    local name=$1; shift
    local t0 t1
    t0=$(date +%s.%N); "$@" >"$tmp/$name" 2>/dev/null || true; t1=$(date +%s.%N)
    echo "$t1 - $t0" | bc >"$tmp/$name.t"
}

report() { # report NAME GPROF_FLAGS OUR_FLAG FILTER [our flags...]
    local name=$1 theirs=$2 flag=$3 filter=$4
    shift 4
    # shellcheck disable=SC2086
    timed "$name.ref" gprof $theirs "$bin" "$gmon"
    timed "$name.ours" "$ours" "$flag" "$@" "$bin" "$gmon"
    eval "$filter" <"$tmp/$name.ref" >"$tmp/$name.ref.f"
    eval "$filter" <"$tmp/$name.ours" >"$tmp/$name.ours.f"
    if cmp -s "$tmp/$name.ref.f" "$tmp/$name.ours.f"; then
        result=same
    else
        result="DIFF ($( (diff "$tmp/$name.ref.f" "$tmp/$name.ours.f" || true) | grep -c '^[<>]') lines)"
        # The same lines but for their order (and so their index numbers)?
        strip() { sed 's/\[[0-9]*\]//g' "$1" | sort; }
        if cmp -s <(strip "$tmp/$name.ref.f") <(strip "$tmp/$name.ours.f"); then
            result="$result, ties"
        fi
    fi
    printf '%-7s %-22s gprof %6.3fs  profile-analyze %6.3fs\n' "$name" "$result" \
        "$(cat "$tmp/$name.ref.t")" "$(cat "$tmp/$name.ours.t")"
    (diff "$tmp/$name.ref.f" "$tmp/$name.ours.f" || true) | head -6 | cut -c1-160
}

report flat "-b -p" --gprof_flat "cat" "$@"
report graph "-b -q" --gprof_graph "cat" "$@"
report counts "-b -l -C" --gprof_counts "sed 's|^\./\./|./|' | c++filt | sort" "$@"
