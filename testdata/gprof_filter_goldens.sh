#!/usr/bin/env bash
# GNU gprof's reports with -F and -E (--focus and --ignore) on the gmon.out
# fixtures that make_gmon.sh builds: for each line of gprof_filters.cases,
# `gprof -b <gprof's options> bin/<program> prof/<program>.gmon` into
# testdata/golden/<golden>. Run after make_gmon.sh (it reads its fixtures).
#
# Requirements: binutils (gprof).
set -euo pipefail

TESTDATA="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export LC_ALL=C
cd "$TESTDATA"

trim() { local s="$1"; s="${s#"${s%%[![:space:]]*}"}"; printf '%s' "${s%"${s##*[![:space:]]}"}"; }

while IFS='|' read -r golden program gprof_options _ours; do
    golden="$(trim "$golden")"
    case "$golden" in '' | '#'*) continue ;; esac
    program="$(trim "$program")"
    read -r -a options <<<"$gprof_options"
    echo "gprof -b ${options[*]} bin/$program prof/$program.gmon > golden/$golden"
    gprof -b "${options[@]}" "bin/$program" "prof/$program.gmon" >"golden/$golden"
done <gprof_filters.cases
echo "gprof -F/-E goldens written to $TESTDATA/golden"
