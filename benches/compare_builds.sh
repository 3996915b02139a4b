#!/usr/bin/env bash
# Two builds of profile-analyze, report by report: for a refactor's
# acceptance, every report of every testdata profile must be the same.
#
#   benches/compare_builds.sh OLD_BINARY NEW_BINARY
#
# Runs both binaries (from the repository root, with relative paths, so the
# outputs name the same files) over:
#   * testdata/prof/*.prof, each with testdata/bin/<name> as the program and
#     --lib_prefix=testdata/bin --source_path=testdata/programs;
#   * testdata/prof/*.gmon, each with its program (testdata/bin/<name>, but
#     gmon_cycles for gmon_cycles_blocks and gmon_cycles_rate1024; see
#     testdata/README.md and tests/it/gmon.rs).
#   * testdata/prof/*.dcpi, each with testdata/bin/<name> (made by
#     testdata/make_dcpi.py; tests/it/dcpi.rs writes more at run time);
#   * testdata/prof/heap_prog.* (heap, growth, heap_v2) with
#     testdata/bin/heap_prog, the other heap and contention profiles and the
#     profile.proto files (*.pb.gz) with no program;
#   * testdata/perf/*.data (perf.data, their kallsyms in
#     testdata/perf/buildid) and *.script (perf script's text);
# and, for each, these reports:
#   --text, --text --cum, --dot, --callgrind, each at --functions, --lines,
#   --addresses and --files; --list=. and --disasm=. (granularity does not
#   apply to them); --text and --dot with --focus=main and with --ignore=main;
#   every other report of the command table that writes to stdout once
#   (--stacks, --traces, --tree, --peek=main, --json, --raw, --proto,
#   --tags, --collapsed, --flamegraph, --icicle, --dump, --unknown, --svg);
#   for gmon files also --gprof_flat, --gprof_graph and --gprof_counts, each
#   with and without --gprof_symbols, and with --focus=main and
#   --ignore=main (these differ on purpose since the architecture issue:
#   the filters now apply as gprof's -F and -E; they are counted apart).
# Each run's stdout and exit status are compared byte for byte (stderr is
# not: warnings may be reworded). Prints one line per differing run, then
# `N runs, M identical, K differ`; exits 1 if any differ, 2 on a usage error.
# A run is stopped after RUN_TIMEOUT seconds (default 300; exit status 124).
# KEEP=DIR keeps both outputs of each differing run in DIR for a diff;
# VERBOSE=1 names, on stderr, the runs the old build fails (the count is
# printed before the summary: their stdout is empty, they compare little).
set -uo pipefail

if [ $# -ne 2 ]; then
    echo "usage: $0 OLD_BINARY NEW_BINARY" >&2
    exit 2
fi
abs() { (cd "$(dirname "$1")" && echo "$PWD/$(basename "$1")"); }
OLD=$(abs "$1")
NEW=$(abs "$2")
for b in "$OLD" "$NEW"; do
    [ -x "$b" ] || { echo "$0: $b: not an executable" >&2; exit 2; }
done
cd "$(dirname "$0")/.."
export LC_ALL=C
TIMEOUT=${RUN_TIMEOUT:-300}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
if [ -n "${KEEP:-}" ]; then mkdir -p "$KEEP"; fi

runs=0 same=0 differ=0 failed=0 filtered_differ=0

# compare ARGS...: both binaries with ARGS; one line if they differ.
compare() {
    local old_status new_status
    timeout "$TIMEOUT" "$OLD" "$@" >"$WORK/old" 2>/dev/null </dev/null
    old_status=$?
    timeout "$TIMEOUT" "$NEW" "$@" >"$WORK/new" 2>/dev/null </dev/null
    new_status=$?
    runs=$((runs + 1))
    if [ "$old_status" != 0 ]; then
        failed=$((failed + 1))
        [ -z "${VERBOSE:-}" ] || echo "old build exited $old_status: $*" >&2
    fi
    if [ "$old_status" = "$new_status" ] && cmp -s "$WORK/old" "$WORK/new"; then
        same=$((same + 1))
        return
    fi
    if [ -n "${filtered:-}" ]; then
        filtered_differ=$((filtered_differ + 1))
        echo "differs (gprof filter, expected): $*"
        return
    fi
    differ=$((differ + 1))
    local what=""
    [ "$old_status" = "$new_status" ] || what="exit status $old_status vs $new_status; "
    if ! cmp -s "$WORK/old" "$WORK/new"; then
        what+="stdout $(wc -c <"$WORK/old") vs $(wc -c <"$WORK/new") bytes, "
        what+=$(cmp "$WORK/old" "$WORK/new" 2>&1 | head -1 | sed "s|$WORK/||g")
    fi
    echo "DIFFER: $*: ${what%; }"
    if [ -n "${KEEP:-}" ]; then
        local name
        name=$(printf '%s' "$*" | tr -c 'A-Za-z0-9._=-' '_' | cut -c1-200)
        cp "$WORK/old" "$KEEP/$name.old"
        cp "$WORK/new" "$KEEP/$name.new"
    fi
}

# reports PROGRAM PROFILE [EXTRA...]: every report of one profile.
reports() {
    local program=$1 profile=$2
    shift 2
    local g r
    for g in --functions --lines --addresses --files; do
        for r in "--text" "--text --cum" "--dot" "--callgrind"; do
            # shellcheck disable=SC2086 # $r is one or two flags
            compare $r "$g" "$@" "$program" "$profile"
        done
    done
    compare --list=. "$@" "$program" "$profile"
    compare --disasm=. "$@" "$program" "$profile"
    for r in --text --dot; do
        compare "$r" --focus=main "$@" "$program" "$profile"
        compare "$r" --ignore=main "$@" "$program" "$profile"
    done
    others "$@" "$program" "$profile"
}

# others ARGS...: every other report that writes to stdout, once.
others() {
    local r
    for r in --stacks --traces --tree --peek=main --json --raw --proto --tags \
        --collapsed --flamegraph --icicle --dump --unknown --svg; do
        compare "$r" "$@"
    done
}

for profile in testdata/prof/*.prof; do
    name=$(basename "$profile" .prof)
    # cpu_multi.a1.prof is a profile of cpu_multi.
    reports "testdata/bin/${name%%.*}" "$profile" \
        --lib_prefix=testdata/bin --source_path=testdata/programs
done

for profile in testdata/prof/*.dcpi; do
    name=$(basename "$profile" .dcpi)
    reports "testdata/bin/$name" "$profile" --source_path=testdata/programs
done
for profile in testdata/prof/*.gmon; do
    name=$(basename "$profile" .gmon)
    case $name in
        gmon_cycles_blocks | gmon_cycles_rate1024) program=testdata/bin/gmon_cycles ;;
        gmon_sum_*) program=testdata/bin/gmon_sum ;;
        *) program=testdata/bin/${name%%.*} ;;
    esac
    [ -e "$program" ] || { echo "$0: no program $program for $profile" >&2; exit 2; }
    reports "$program" "$profile" --source_path=testdata/programs
    for r in --gprof_flat --gprof_graph --gprof_counts; do
        compare "$r" "$program" "$profile"
        compare "$r" --gprof_symbols "$program" "$profile"
        for filter in --focus=main --ignore=main; do
            filtered=1 compare "$r" "$filter" "$program" "$profile"
        done
    done
done

for profile in testdata/prof/heap_prog.*; do
    reports testdata/bin/heap_prog "$profile" --source_path=testdata/programs
done
for profile in testdata/prof/go_block.* testdata/prof/*.pb.gz; do
    compare --text "$profile"
    compare --text --lines "$profile"
    compare --dot "$profile"
    others "$profile"
done
for profile in testdata/perf/*.data testdata/perf/*.script; do
    PERF_BUILDID_DIR=testdata/perf/buildid compare --text "$profile"
    PERF_BUILDID_DIR=testdata/perf/buildid compare --text --lines "$profile"
    PERF_BUILDID_DIR=testdata/perf/buildid others "$profile"
done

# Runs that fail on the old build compare little (stdout is empty).
[ "$failed" -eq 0 ] || echo "($failed runs exited non-zero with the old build; VERBOSE=1 lists them)"
note=""
[ "$filtered_differ" -eq 0 ] || note=" (and $filtered_differ gprof reports under --focus/--ignore that differ on purpose)"
echo "$runs runs, $same identical, $differ differ$note"
[ "$differ" -eq 0 ]
