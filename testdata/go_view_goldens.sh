#!/usr/bin/env bash
# Regenerate the reference outputs of golden/go_view_cases (Go pprof's
# -traces, -tree, -peek, -list and -weblist, perl pprof's --text --stacks;
# -weblist writes its page to -output=/dev/stdout) from the committed
# binaries and profiles, with go-pprof (Go's pprof) and google-pprof (perl).
# See the header of golden/go_view_cases for the format. Rerunnable: every
# golden of the list is rewritten.
#
# The profiles name the binaries by the paths they had when they were made
# (the staging directories of make.sh and make_multi.sh): the committed
# files are copied back into both and every tool runs in the case's.
#
# Requirements: google-perftools (google-pprof), go-pprof, binutils
# (addr2line, nm, objdump), libc6-dbg.
set -euo pipefail

TESTDATA="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
CASES="$TESTDATA/golden/go_view_cases"
export LC_ALL=C

for tool in google-pprof go-pprof; do
    command -v "$tool" >/dev/null || { echo "go_view_goldens.sh: $tool missing" >&2; exit 1; }
done
declare -A STAGES=(
    [make]=/tmp/profile-analyze-testdata
    [multi]=/tmp/profile-analyze-testdata-multi
)
# The stages this run makes are removed when done (as go_flag_goldens.sh
# does): a library left there would be found by the tests that need it
# missing (shlib's libhot.so).
made=()
trap 'rm -rf "${made[@]}"' EXIT
for stage in "${STAGES[@]}"; do
    [ -e "$stage" ] || made+=("$stage")
    mkdir -p "$stage"
    cp "$TESTDATA"/bin/* "$TESTDATA"/prof/* "$TESTDATA"/programs/* "$stage"/
done
# Program `-` (Go only): no binary on the command line, and none where Go
# pprof searches ($PPROF_BINARY_PATH): an empty directory.
NOBIN="${STAGES[multi]}/no-binaries"
rm -rf "$NOBIN"
mkdir -p "$NOBIN"

n=0
while read -r line; do
    case "$line" in ''|'#'*) continue ;; esac
    # <golden> <tool> <stage> <program> <flags...> -- <profiles...>
    read -r golden tool stage program rest <<<"$line"
    rest=" $rest"
    flags=${rest%% -- *}
    flags=${flags# }
    profiles=${rest#* -- }
    [ "$flags" != "$rest" ] && [ -n "$profiles" ] || { echo "go_view_goldens.sh: no -- in: $line" >&2; exit 1; }
    dir=${STAGES[$stage]:-}
    [ -n "$dir" ] || { echo "go_view_goldens.sh: unknown stage $stage in: $line" >&2; exit 1; }
    out="$TESTDATA/golden/$golden"
    # shellcheck disable=SC2086  # flags and profiles are words on purpose
    case "$tool" in
        perl) (cd "$dir" && google-pprof $flags "./$program" $profiles) > "$out" 2>/dev/null ;;
        go)
            if [ "$program" = "-" ]; then
                (cd "$dir" && PPROF_BINARY_PATH="$NOBIN" go-pprof $flags $profiles) > "$out" 2>/dev/null
            else
                (cd "$dir" && go-pprof $flags "./$program" $profiles) > "$out" 2>/dev/null
            fi ;;
        *) echo "go_view_goldens.sh: unknown tool $tool in: $line" >&2; exit 1 ;;
    esac || { echo "go_view_goldens.sh: failed: $line" >&2; exit 1; }
    [ -s "$out" ] || { echo "go_view_goldens.sh: empty output: $line" >&2; exit 1; }
    n=$((n + 1))
done < "$CASES"
echo "go_view_goldens.sh: $n goldens written to $TESTDATA/golden"
