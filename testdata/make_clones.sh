#!/usr/bin/env bash
# Build and profile the clones fixture (issue 29: one rule for the names of
# GCC's copies of functions) in make.sh's staging directory,
# /tmp/profile-analyze-testdata, where the profile names it; copy the
# binary to testdata/bin and the profile to testdata/prof. The staging
# directory is removed at the end if this script made it. Go's goldens of
# it are in golden/go_flag_cases (go_flag_goldens.sh).
#
# programs/clones.c (C) and programs/clones_cpp.cpp (C++) are compiled at
# -O2; programs/clones_lto.c four times with -flto (as C and as C++, with
# -DTU=1 and -DTU=2), linked with -flto-partition=one: one program with
# each kind of clone, .part.N, .isra.N, .constprop.N, .cold and
# .lto_priv.N, in C and in C++. The script checks with nm that each is
# there, and with google-pprof that each has samples.
#
# -no-pie: GCC's -flto -g leaves symbols of its early debug info in the
# program (`clones_lto.c.fb4bf04e`, NOTYPE, in .debug_info, valued at
# offsets in it); in a PIE those values fall among the code's addresses,
# and perl and Go pprof, which read nm, name code after them. At 0x400000
# the code is far above them, and the reference tools name what we name.
#
# Requirements: gcc, g++, google-perftools (libprofiler, google-pprof),
# binutils (nm); llvm-symbolizer for its golden.
set -euo pipefail
STAGE=/tmp/profile-analyze-testdata
TESTDATA="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export LC_ALL=C
unset CPUPROFILE CPUPROFILE_FREQUENCY LD_PRELOAD || true
made=false
[ -d "$STAGE" ] || { mkdir -p "$STAGE"; made=true; }
cp "$TESTDATA"/programs/clones.c "$TESTDATA"/programs/clones_cpp.cpp \
    "$TESTDATA"/programs/clones_lto.c "$STAGE/"
cd "$STAGE"
FLAGS=(-g -O2 -fno-pie "-fdebug-prefix-map=$STAGE=.")
gcc "${FLAGS[@]}" -c clones.c -o clones.o
g++ "${FLAGS[@]}" -c clones_cpp.cpp -o clones_cpp.o
for tu in 1 2; do
    gcc "${FLAGS[@]}" -flto -DTU=$tu -c clones_lto.c -o clones_lto_c$tu.o
    g++ "${FLAGS[@]}" -flto -DTU=$tu -x c++ -c clones_lto.c -o clones_lto_cpp$tu.o
done
g++ "${FLAGS[@]}" -no-pie -flto -flto-partition=one clones.o clones_cpp.o \
    clones_lto_c1.o clones_lto_c2.o clones_lto_cpp1.o clones_lto_cpp2.o \
    -o clones -Wl,--no-as-needed -lprofiler 2>/dev/null
# Each clone's symbol, as nm names it.
CLONES=(
    msort.part.0 scale_by.isra.0 mix_rounds.constprop.0 validate.cold
    lto_step.lto_priv.0 lto_step.lto_priv.1
    _ZN3geoL9sort_rowsEPjS0_m.part.0 _ZNK3geo5Shape4areaEm.isra.0
    _ZN3geoL5blendImEET_S1_S1_.constprop.0 _ZN3geo6verifyEm.cold
    _ZN3geoL8lto_stepEm.lto_priv.0 _ZN3geoL8lto_stepEm.lto_priv.1
)
for symbol in "${CLONES[@]}"; do
    nm clones | grep -q " t $symbol\$" || { echo "make_clones.sh: no $symbol in clones" >&2; exit 1; }
done
CPUPROFILE="$STAGE/clones.prof" CPUPROFILE_FREQUENCY=250 ./clones >/dev/null
# Each clone has samples of its own (perl pprof names them as nm does).
if command -v google-pprof >/dev/null; then
    flat=$(google-pprof --text ./clones clones.prof 2>/dev/null)
    for name in msort.part.0 scale_by.isra.0 mix_rounds.constprop.0 validate.cold \
        lto_step.lto_priv.0 lto_step.lto_priv.1 'geo::sort_rows \[clone .part.0\]' \
        'geo::Shape::area \[clone .isra.0\]' 'geo::blend \[clone .constprop.0\]' \
        'geo::verify \[clone .cold\]' 'geo::lto_step \[clone .lto_priv.0\]' \
        'geo::lto_step \[clone .lto_priv.1\]'; do
        grep -Eq "^ +[1-9][0-9]* .*% $name\$" <<<"$flat" \
            || { echo "make_clones.sh: no samples in $name" >&2; exit 1; }
    done
fi
cp clones "$TESTDATA/bin/clones"
cp clones.prof "$TESTDATA/prof/clones.prof"
# llvm-symbolizer's names of the clones, at their symbols' addresses:
# golden/clones.llvm-symbolizer, `0xADDRESS NAME` lines.
if command -v llvm-symbolizer >/dev/null; then
    for symbol in "${CLONES[@]}"; do
        address=$(nm clones | grep " t $symbol\$" | cut -d' ' -f1)
        echo "0x$address $(llvm-symbolizer --obj=clones "0x$address" | head -1)"
    done > "$TESTDATA/golden/clones.llvm-symbolizer"
fi
cd /
if $made; then rm -rf "$STAGE"; fi
echo "make_clones.sh: testdata/bin/clones, testdata/prof/clones.prof"
