#!/usr/bin/env bash
# Rebuild the profile-analyze test fixtures.
#
# Everything is compiled and run in the fixed staging directory
# /tmp/profile-analyze-testdata, so the paths recorded in the profiles
# (/proc/self/maps) and in the debug info are the same no matter where the
# repository is checked out.  The results are then copied into
#   testdata/bin     executables and libhot.so
#   testdata/prof    gperftools CPU profiles
#   testdata/golden  libc.buildid, system-libs.buildid, and (goldens.sh)
#                    google-pprof's output for every case of golden/cases
#
# Requirements (Debian 12): gcc, g++, rustc, google-perftools,
# libgoogle-perftools-dev, libc6-dbg, binutils.
set -euo pipefail

STAGE=/tmp/profile-analyze-testdata
TESTDATA="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
PROGRAMS="$TESTDATA/programs"
LIBPROFILER=/usr/lib/x86_64-linux-gnu/libprofiler.so.0
LIBC=/lib/x86_64-linux-gnu/libc.so.6
MIN_SAMPLES=100

export LC_ALL=C
unset CPUPROFILE CPUPROFILE_FREQUENCY LD_PRELOAD || true

die() { echo "make.sh: error: $*" >&2; exit 1; }

for tool in gcc g++ rustc google-pprof readelf nm addr2line objdump strings strip; do
    command -v "$tool" >/dev/null || die "missing tool: $tool"
done
[ -e "$LIBPROFILER" ] || die "missing $LIBPROFILER (install libgoogle-perftools-dev)"
[ -e "$LIBC" ] || die "missing $LIBC"

rm -rf "$STAGE"
mkdir -p "$STAGE"
cp "$PROGRAMS"/*.c "$PROGRAMS"/*.cpp "$PROGRAMS"/*.rs "$STAGE"/
cd "$STAGE"

CFLAGS_COMMON=(-g "-fdebug-prefix-map=$STAGE=.")
PROF_LINK=(-Wl,--no-as-needed -lprofiler)
RUSTFLAGS_COMMON=(--edition 2021 --crate-name rustprog -g -O
                  -C panic=abort -C strip=none
                  "--remap-path-prefix=$STAGE=.")

set -x
# --- build -----------------------------------------------------------------
gcc "${CFLAGS_COMMON[@]}" -O0 c_pie_O0.c -o c_pie_O0 "${PROF_LINK[@]}"
gcc "${CFLAGS_COMMON[@]}" -O2 -no-pie -fno-pie c_nopie_O2.c -o c_nopie_O2 "${PROF_LINK[@]}"
g++ "${CFLAGS_COMMON[@]}" -O2 cpp_inline.cpp cpp_inline_tu2.cpp -o cpp_inline "${PROF_LINK[@]}"
gcc "${CFLAGS_COMMON[@]}" -O2 -fPIC -shared -Wl,-soname,libhot.so shlib_hot.c -o libhot.so
gcc "${CFLAGS_COMMON[@]}" -O2 shlib.c -o shlib -L. -lhot -Wl,-rpath,'$ORIGIN' "${PROF_LINK[@]}"
gcc "${CFLAGS_COMMON[@]}" -O1 -pthread threads.c -o threads "${PROF_LINK[@]}"
gcc "${CFLAGS_COMMON[@]}" -O1 recursion.c -o recursion "${PROF_LINK[@]}"
rustc "${RUSTFLAGS_COMMON[@]}" rust_prog.rs -o rust_legacy
rustc "${RUSTFLAGS_COMMON[@]}" -C symbol-mangling-version=v0 rust_prog.rs -o rust_v0
# Stripped copies of one program, for --list/--disasm without line
# information or without a symbol table (the same profile fits them).
strip --strip-debug -o c_pie_O0.strip-debug c_pie_O0
strip --strip-all -o c_pie_O0.strip-all c_pie_O0
# C++ without DWARF: overloads named by their symbols alone.
strip --strip-debug -o cpp_inline.strip-debug cpp_inline
{ set +x; } 2>/dev/null

C_PROGS=(c_pie_O0 c_nopie_O2 cpp_inline shlib threads recursion)
RUST_PROGS=(rust_legacy rust_v0)
ALL_PROGS=("${C_PROGS[@]}" "${RUST_PROGS[@]}")

freq_for() {
    case "$1" in
        recursion) echo 250 ;;   # max useful rate: the kernel ticks at 250 Hz
        *) echo 100 ;;
    esac
}

# --- run -------------------------------------------------------------------
for p in "${ALL_PROGS[@]}"; do
    rm -f "$p.prof"
    preload=()
    case "$p" in rust_*) preload=("LD_PRELOAD=$LIBPROFILER") ;; esac
    echo "+ running $p (CPUPROFILE_FREQUENCY=$(freq_for "$p"))"
    env "${preload[@]}" CPUPROFILE="$p.prof" CPUPROFILE_FREQUENCY="$(freq_for "$p")" "./$p"
    [ -s "$p.prof" ] || die "$p did not write $p.prof"
done

# --- goldens ---------------------------------------------------------------
# (google-pprof on every case of golden/cases: goldens.sh, run below once the
# fresh binaries and profiles are in the repository)
mkdir -p golden

# GNU build-id of the libc the profiles were made with.
readelf -n "$LIBC" | awk '/Build ID:/ {print $3}' > golden/libc.buildid
[ -s golden/libc.buildid ] || die "could not read build-id of $LIBC"

# Build-ids of every other system library mapped into any profiled process.
for p in "${ALL_PROGS[@]}"; do
    strings "$p.prof" | grep -oE '/(usr/)?lib[^ ]*\.so[^ ]*$' || true
done | sort -u | while read -r lib; do
    [ -e "$lib" ] || continue
    id=$(readelf -n "$lib" | awk '/Build ID:/ {print $3}')
    echo "$lib $id"
done > golden/system-libs.buildid

# --- sanity checks ---------------------------------------------------------
for p in "${ALL_PROGS[@]}"; do
    google-pprof --text "./$p" "$p.prof" 2>/dev/null > "golden/$p.text"
    g="golden/$p.text"
    total=$(sed -n 's/^Total: \([0-9]*\) samples$/\1/p' "$g")
    [ -n "$total" ] || die "$g has no Total line"
    [ "$total" -ge "$MIN_SAMPLES" ] || die "$g: only $total samples (want >= $MIN_SAMPLES)"
    grep -qE ' main$' "$g" || die "$g: main not present"
    echo "$p: $total samples"
done

# --- copy into the repository ----------------------------------------------
rm -rf "$TESTDATA/bin" "$TESTDATA/prof"
mkdir -p "$TESTDATA/bin" "$TESTDATA/prof"
for p in "${ALL_PROGS[@]}"; do
    cp "$p" "$TESTDATA/bin/"
    cp "$p.prof" "$TESTDATA/prof/"
done
cp libhot.so c_pie_O0.strip-debug c_pie_O0.strip-all cpp_inline.strip-debug "$TESTDATA/bin/"
cp golden/libc.buildid golden/system-libs.buildid "$TESTDATA/golden/"
"$TESTDATA/goldens.sh"
echo "fixtures written to $TESTDATA (staging dir $STAGE left in place)"
