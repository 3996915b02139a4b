#!/usr/bin/env bash
# Rebuild the demangling fixtures: lists of C++ symbols and what GNU's
# demangler (libiberty's cplus_demangle with DMGL_PARAMS | DMGL_ANSI, as gprof,
# perf, gdb and Go pprof's demangler print them) makes of each.
#
#   testdata/demangle/libstdcxx.syms      every C++ symbol libstdc++.so.6 exports
#   testdata/demangle/testdata.syms       every C++ symbol of testdata/bin
#   testdata/demangle/system-sample.syms  kept as is: 740 symbols of a Debian
#                                         system's libraries (LLVM, clang, node,
#                                         v8...), 400 of them ones the crates.io
#                                         cpp_demangle 0.5.1 printed unlike GNU
#   testdata/demangle/<set>.gnu           GNU's demangling, line for line
#   testdata/demangle/<set>.cxxfilt       c++filt's (DMGL_VERBOSE: std::string
#                                         and the streams spelled out)
#
# Requirements: libiberty-dev, gcc, binutils (nm, c++filt).
set -euo pipefail

TESTDATA="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
OUT="$TESTDATA/demangle"
STAGE=/tmp/profile-analyze-testdata-demangle
export LC_ALL=C

rm -rf "$STAGE"
mkdir -p "$STAGE" "$OUT"
cat > "$STAGE/gnu_demangle.c" <<'C'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <libiberty/demangle.h>
int main(void)
{
    static char line[1 << 16];
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\n")] = 0;
        char *d = cplus_demangle(line, DMGL_PARAMS | DMGL_ANSI);
        puts(d ? d : line);
        free(d);
    }
    return 0;
}
C
gcc -O2 "$STAGE/gnu_demangle.c" -o "$STAGE/gnu_demangle" -liberty

c_symbols() { sed 's/@.*//' | grep '^_Z' | grep -v '17h[0-9a-f]\{16\}E' | sort -u; }
nm -D --defined-only "$(gcc -print-file-name=libstdc++.so.6)" | awk '{print $NF}' | c_symbols > "$OUT/libstdcxx.syms"
for bin in "$TESTDATA"/bin/*; do nm -a "$bin" 2>/dev/null || true; done | awk '{print $NF}' | c_symbols > "$OUT/testdata.syms"
for set in libstdcxx testdata system-sample; do
    "$STAGE/gnu_demangle" < "$OUT/$set.syms" > "$OUT/$set.gnu"
    c++filt < "$OUT/$set.syms" > "$OUT/$set.cxxfilt"
done
wc -l "$OUT"/*.syms
