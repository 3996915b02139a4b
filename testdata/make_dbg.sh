#!/usr/bin/env bash
# Build the debug-info layouts of testdata/dbg (issue 26): one program
# (programs/dbg_main.c) and its library (programs/dbg_lib.c, libdbg.so),
# each with an always-inlined hot helper, profiled once; then the same code
# with its debug info kept in every place a real machine keeps it.
#
#   full/         dbg, libdbg.so with their DWARF: the reference
#   debuglink/    stripped (--strip-debug) with .gnu_debuglink to the
#                 debug files next to them (dbg.debug, libdbg.so.debug)
#   dotdebug/     the same with the debug files in .debug/
#   buildid/      stripped of everything (--strip-all); the debug files
#                 under root/.build-id/ab/cdef....debug (--debug_root=root)
#   dwz/          debuglink/'s files after `dwz -m common.debug`: DWARF
#                 that refers to a supplementary file by a relative name
#   dwz-buildid/  the same, the supplementary file named by a path that
#                 does not exist and found by build id under root/
#   split/        -gsplit-dwarf (DWARF 5): the .dwo files next to the
#                 binaries (their DW_AT_comp_dir is ".": the staging
#                 directory the profile was made in)
#   dwp/          -gsplit-dwarf -gdwarf-4, packed by dwp into dbg.dwp and
#                 libdbg.so.dwp (binutils' dwp cannot pack DWARF 5)
#   zlib/         -gz=zlib
#   zstd/         full/'s sections compressed by objcopy with zstd
#   binpath/      libdbg.so as Go's PPROF_BINARY_PATH holds it
#                 (<dir>/<basename>)
#   decoy/        other builds of dbg and libdbg.so (-O1, a function more),
#                 in the same pages, which the profile's
#                 addresses do not fit; the test puts decoy/libdbg.so at
#                 the path the profile names
#
# Every variant's .text is checked to be full/'s, byte for byte, so one
# profile (dbg.prof, of full/dbg) fits them all. Everything is built and
# run in /tmp/profile-analyze-testdata-dbg, so the paths in the profile and
# in the DWARF (-fdebug-prefix-map: ".") are the same on every machine.
#
# Requirements (Debian 12): gcc, binutils (objcopy, strip, readelf, dwp),
# dwz, google-perftools (libprofiler).
set -euo pipefail

STAGE=/tmp/profile-analyze-testdata-dbg
TESTDATA="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
OUT="$TESTDATA/dbg"
LIBPROFILER=/usr/lib/x86_64-linux-gnu/libprofiler.so.0
MIN_SAMPLES=300

export LC_ALL=C
unset CPUPROFILE CPUPROFILE_FREQUENCY LD_PRELOAD || true
die() { echo "make_dbg.sh: error: $*" >&2; exit 1; }
for tool in gcc objcopy strip readelf dwz dwp cmp; do
    command -v "$tool" >/dev/null || die "missing tool: $tool"
done
[ -e "$LIBPROFILER" ] || die "missing $LIBPROFILER (install libgoogle-perftools-dev)"

rm -rf "$STAGE"
mkdir -p "$STAGE"
cp "$TESTDATA"/programs/dbg_main.c "$TESTDATA"/programs/dbg_lib.c "$STAGE"/
cd "$STAGE"

# build DIR CFLAGS...: dbg and libdbg.so into DIR, compiled here (one
# DW_AT_comp_dir for all).
build() {
    local dir=$1
    shift
    mkdir -p "$dir"
    gcc -O2 "$@" "-fdebug-prefix-map=$STAGE=." -fPIC -shared -Wl,--build-id \
        -o "$dir/libdbg.so" dbg_lib.c
    gcc -O2 "$@" "-fdebug-prefix-map=$STAGE=." -Wl,--build-id -o "$dir/dbg" dbg_main.c \
        -L"$dir" -ldbg -Wl,-rpath,'$ORIGIN' -Wl,--no-as-needed -lprofiler
}
same_code() {
    local a=$1 b=$2
    objcopy -O binary --only-section=.text "$a" a.text
    objcopy -O binary --only-section=.text "$b" b.text
    cmp -s a.text b.text || die "$b: its code differs from $a's"
    rm -f a.text b.text
}
build_id() { readelf -n "$1" | sed -n 's/.*Build ID: //p'; }

build full -g
build split -g -gsplit-dwarf
build dwp -g -gdwarf-4 -gsplit-dwarf
build zlib -g -gz=zlib
mkdir -p decoy
gcc -O1 -g -DDECOY "-fdebug-prefix-map=$STAGE=." -fPIC -shared -Wl,--build-id \
    -o decoy/libdbg.so dbg_lib.c
gcc -O1 -g -DDECOY "-fdebug-prefix-map=$STAGE=." -Wl,--build-id -o decoy/dbg dbg_main.c \
    -Ldecoy -ldbg -Wl,-rpath,'$ORIGIN' -Wl,--no-as-needed -lprofiler
for v in split dwp zlib; do
    same_code full/dbg "$v/dbg"
    same_code full/libdbg.so "$v/libdbg.so"
done
ls split/*.dwo >/dev/null || die "no .dwo files in split/"
# dwp finds the .dwo files as the skeletons name them, from here.
dwp -e dwp/dbg -o dwp/dbg.dwp
dwp -e dwp/libdbg.so -o dwp/libdbg.so.dwp
rm -f dwp/*.dwo
readelf -S dwp/dbg.dwp | grep -q debug_cu_index || die "dwp/dbg.dwp has no index"
readelf -S zlib/dbg | grep -q -E '\.debug_info.* C ' || readelf -S -W zlib/dbg | grep debug_info | grep -q C \
    || die "zlib/dbg: .debug_info is not compressed"

# Profile the reference once.
for attempt in 1 2 3; do
    (cd full && CPUPROFILE="$STAGE/dbg.prof" CPUPROFILE_FREQUENCY=250 ./dbg 150000000 >/dev/null)
    samples=$(python3 - "$STAGE/dbg.prof" <<'PY'
import struct, sys
data = open(sys.argv[1], "rb").read()
words = struct.unpack_from("<%dQ" % (len(data) // 8), data)
i, total = 5, 0
while i + 2 < len(words):
    count, depth = words[i], words[i + 1]
    if count == 0 and depth == 1:
        break
    total += count
    i += 2 + depth
print(total)
PY
)
    [ "$samples" -ge "$MIN_SAMPLES" ] && break
done
[ "$samples" -ge "$MIN_SAMPLES" ] || die "dbg.prof has $samples samples"

# The stripped layouts, from full/.
for name in dbg libdbg.so; do
    mkdir -p debuglink dotdebug/.debug buildid dwz dwz-buildid zstd binpath
    objcopy --only-keep-debug "full/$name" "debuglink/$name.debug"
    objcopy --strip-debug "--add-gnu-debuglink=debuglink/$name.debug" "full/$name" "debuglink/$name"
    cp "debuglink/$name.debug" "dotdebug/.debug/$name.debug"
    cp "debuglink/$name" "dotdebug/$name"
    strip --strip-all -o "buildid/$name" "full/$name"
    id=$(build_id "full/$name")
    mkdir -p "buildid/root/.build-id/${id:0:2}"
    cp "debuglink/$name.debug" "buildid/root/.build-id/${id:0:2}/${id:2}.debug"
    cp "debuglink/$name.debug" "dwz/$name.debug"
    cp "debuglink/$name.debug" "dwz-buildid/$name.debug"
    objcopy --compress-debug-sections=zstd "full/$name" "zstd/$name"
done
cp full/libdbg.so binpath/libdbg.so
(cd dwz && dwz -m common.debug -M common.debug dbg.debug libdbg.so.debug)
(cd dwz-buildid && dwz -m common.debug -M /nonexistent/dbg-common.debug dbg.debug libdbg.so.debug)
for d in dwz dwz-buildid; do
    readelf -S "$d/dbg.debug" | grep -q gnu_debugaltlink || die "$d/dbg.debug: no .gnu_debugaltlink"
    [ "$(readelf --debug-dump=info "$d/dbg.debug" | grep -c 'alt indirect\|(alt)\|GNU_ref_alt')" -gt 0 ] \
        || readelf --debug-dump=abbrev "$d/dbg.debug" | grep -q GNU_ref_alt \
        || die "$d/dbg.debug refers to nothing in the supplementary file"
    for name in dbg libdbg.so; do
        objcopy --strip-debug "--add-gnu-debuglink=$d/$name.debug" "full/$name" "$d/$name"
    done
done
# dwz-buildid: every debug file by build id only.
common_id=$(build_id dwz-buildid/common.debug)
mkdir -p "dwz-buildid/root/.build-id/${common_id:0:2}"
mv dwz-buildid/common.debug "dwz-buildid/root/.build-id/${common_id:0:2}/${common_id:2}.debug"
for name in dbg libdbg.so; do
    id=$(build_id "full/$name")
    mkdir -p "dwz-buildid/root/.build-id/${id:0:2}"
    mv "dwz-buildid/$name.debug" "dwz-buildid/root/.build-id/${id:0:2}/${id:2}.debug"
done
readelf -S -W zstd/dbg | grep debug_info | grep -q C || die "zstd/dbg: not compressed"

rm -rf "$OUT"
mkdir -p "$OUT"
cp -a full debuglink dotdebug buildid dwz dwz-buildid split dwp zlib zstd binpath decoy dbg.prof "$OUT"/
du -sh "$OUT"
cd /
rm -rf "$STAGE" # tests put a decoy library where the profile names it
echo "make_dbg.sh: $samples samples; layouts in $OUT"
