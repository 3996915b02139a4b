#!/usr/bin/env bash
# Regenerate the reference outputs of golden/multi_cases (several profiles,
# differences, heap, growth and contention profiles, gmon.out sums) from the
# committed binaries and profiles, with google-pprof (perl), go-pprof (Go's
# pprof) and gprof.  See the header of golden/multi_cases for the format.
#
# The profiles name the binaries by the paths they had when they were made
# (the staging directory of make_multi.sh): the committed files are copied
# back into it and every tool runs there.
#
# Requirements: google-perftools (google-pprof), go-pprof, binutils (gprof,
# addr2line, nm, objdump), libc6-dbg.
set -euo pipefail

STAGE=/tmp/profile-analyze-testdata-multi
TESTDATA="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
CASES="$TESTDATA/golden/multi_cases"
export LC_ALL=C

for tool in google-pprof go-pprof gprof; do
    command -v "$tool" >/dev/null || { echo "multi_goldens.sh: $tool missing" >&2; exit 1; }
done
mkdir -p "$STAGE"
for f in heap_prog go_block cpu_multi gmon_multi go_prof; do cp "$TESTDATA/bin/$f" "$STAGE/"; done
cp "$TESTDATA"/prof/heap_prog.* "$TESTDATA"/prof/go_block.* "$TESTDATA"/prof/cpu_multi.* \
   "$TESTDATA"/prof/gmon_multi.* "$TESTDATA"/prof/go_prof.* "$STAGE/"
cp "$TESTDATA"/programs/{heap_prog.cpp,go_block.go,cpu_multi.c,gmon_multi.c,go_prof.go} "$STAGE/"
# Program `-` (Go only): no binary on the command line, and none where Go
# pprof searches ($PPROF_BINARY_PATH, by default $HOME/pprof/binaries): an
# empty directory.  (The profiles' own path, that of the staging directory
# of make_proto.sh, may exist; Go does not need it, see testdata/README.md.)
NOBIN="$STAGE/no-binaries"
rm -rf "$NOBIN"
mkdir -p "$NOBIN"
cd "$STAGE"

n=0
while read -r line; do
    case "$line" in ''|'#'*) continue ;; esac
    # <golden> <tool> <program> <flags...> -- <profiles...>
    read -r golden tool program rest <<<"$line"
    rest=" $rest"
    flags=${rest%% -- *}
    flags=${flags# }
    profiles=${rest#* -- }
    [ "$flags" != "$rest" ] && [ -n "$profiles" ] || { echo "multi_goldens.sh: no -- in: $line" >&2; exit 1; }
    out="$TESTDATA/golden/$golden"
    # shellcheck disable=SC2086  # flags and profiles are words on purpose
    case "$tool" in
        perl)  google-pprof $flags "./$program" $profiles > "$out" 2>/dev/null ;;
        go)
            if [ "$program" = "-" ]; then
                PPROF_BINARY_PATH="$NOBIN" go-pprof $flags $profiles > "$out" 2>/dev/null
            else
                go-pprof $flags "./$program" $profiles > "$out" 2>/dev/null
            fi ;;
        gprof)
            if [ "$flags" = "-s" ]; then
                rm -f gmon.sum
                gprof -s "./$program" $profiles > /dev/null 2>&1
                mv gmon.sum "$out"
            else
                gprof $flags "./$program" $profiles > "$out" 2>/dev/null
            fi ;;
        *) echo "multi_goldens.sh: unknown tool $tool in: $line" >&2; exit 1 ;;
    esac || { echo "multi_goldens.sh: failed: $line" >&2; exit 1; }
    [ -s "$out" ] || { echo "multi_goldens.sh: empty output: $line" >&2; exit 1; }
    n=$((n + 1))
done < "$CASES"
echo "multi_goldens.sh: $n goldens written to $TESTDATA/golden"
