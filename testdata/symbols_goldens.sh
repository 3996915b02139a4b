#!/usr/bin/env bash
# perl pprof's --symbols golden (issue 27): golden/cpp_inline.symbols.in
# holds cpp_inline.prof's executable mappings (the program's path written
# @BIN@/cpp_inline) and every address of its stacks, then one address in no
# mapping; golden/cpp_inline.symbols is what `google-pprof --symbols` prints
# for it with @BIN@ = testdata/bin. Requirements: google-pprof, binutils,
# libc6-dbg; profile-analyze built (its --raw lists the addresses).
set -euo pipefail
TESTDATA="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
OURS="$TESTDATA/../target/debug/profile-analyze"
export LC_ALL=C
IN="$TESTDATA/golden/cpp_inline.symbols.in"
{
    strings -n 3 "$TESTDATA/prof/cpp_inline.prof" | grep ' r-xp ' \
        | sed 's|/tmp/profile-analyze-testdata/cpp_inline$|@BIN@/cpp_inline|'
    "$OURS" --raw "$TESTDATA/bin/cpp_inline" "$TESTDATA/prof/cpp_inline.prof" 2>/dev/null \
        | sed -n 's/^\(0x[0-9a-f]*\) .*/\1/p'
    echo 0x10
} > "$IN"
sed "s|@BIN@|$TESTDATA/bin|" "$IN" \
    | (cd "$TESTDATA/bin" && google-pprof --symbols ./cpp_inline 2>/dev/null) \
    > "$TESTDATA/golden/cpp_inline.symbols"
echo "symbols_goldens.sh: $(wc -l < "$TESTDATA/golden/cpp_inline.symbols") names"
