#!/usr/bin/env bash
# Regenerate the reference outputs of golden/go_flag_cases (Go pprof's
# -hide, -show, -show_from, -prune_from, -noinlines and -filefunctions) from
# the committed binaries and profiles, with go-pprof (Go's pprof).  See the
# header of golden/go_flag_cases for the format.
#
# The profiles name the binaries and libraries by the paths they had when
# they were made (the staging directory of make.sh): the committed files are
# copied back into it and go-pprof runs there.  (The profiles of
# make_multi.sh name another directory; Go takes the program from the
# command line and the system libraries from where they are.)
#
# Requirements: go-pprof, binutils (addr2line, nm, objdump), libc6-dbg.
set -euo pipefail

STAGE=/tmp/profile-analyze-testdata
TESTDATA="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
CASES="$TESTDATA/golden/go_flag_cases"
export LC_ALL=C

command -v go-pprof >/dev/null || { echo "go_flag_goldens.sh: go-pprof missing" >&2; exit 1; }
# A staging directory made here is removed at the end: profile-analyze's
# tests expect the profiles' own paths not to exist (they find the
# libraries with --lib_prefix, or say what is missing).
if [ ! -e "$STAGE" ]; then
    trap 'rm -rf "$STAGE"' EXIT
fi
mkdir -p "$STAGE"
cp "$TESTDATA"/bin/* "$TESTDATA"/prof/* "$TESTDATA"/programs/* "$STAGE"/
# Program `-`: no binary on the command line, and none where Go pprof
# searches ($PPROF_BINARY_PATH): an empty directory.
NOBIN="$STAGE/no-binaries"
rm -rf "$NOBIN"
mkdir -p "$NOBIN"
cd "$STAGE"

n=0
while read -r line; do
    case "$line" in ''|'#'*) continue ;; esac
    # <golden> go <program> <flags...> -- <profiles...>
    read -r golden tool program rest <<<"$line"
    [ "$tool" = go ] || { echo "go_flag_goldens.sh: not a go case: $line" >&2; exit 1; }
    rest=" $rest"
    flags=${rest%% -- *}
    flags=${flags# }
    profiles=${rest#* -- }
    [ "$flags" != "$rest" ] && [ -n "$profiles" ] || { echo "go_flag_goldens.sh: no -- in: $line" >&2; exit 1; }
    out="$TESTDATA/golden/$golden"
    # shellcheck disable=SC2086  # flags and profiles are words on purpose
    if [ "$program" = "-" ]; then
        PPROF_BINARY_PATH="$NOBIN" go-pprof $flags $profiles > "$out" 2>/dev/null
    else
        go-pprof $flags "./$program" $profiles > "$out" 2>/dev/null
    fi || { echo "go_flag_goldens.sh: failed: $line" >&2; exit 1; }
    [ -s "$out" ] || { echo "go_flag_goldens.sh: empty output: $line" >&2; exit 1; }
    n=$((n + 1))
done < "$CASES"
echo "go_flag_goldens.sh: $n goldens written to $TESTDATA/golden"
