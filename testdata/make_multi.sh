#!/usr/bin/env bash
# Rebuild the fixtures for several profiles at once, differences between
# profiles, heap, growth and contention profiles (issue 22):
#
#   heap_prog   (programs/heap_prog.cpp, C++, linked with libtcmalloc.so.4)
#     prof/heap_prog.0001.heap  prof/heap_prog.0002.heap
#                 HEAPPROFILE=heap_prog dumps (`@ heapprofile`, not sampled)
#     prof/heap_prog.heap_v2    MallocExtension::GetHeapSample() with
#                               TCMALLOC_SAMPLE_PARAMETER=524288
#                               (`@ heap_v2/524288`, one line per object)
#     prof/heap_prog.growth     MallocExtension::GetHeapGrowthStacks()
#                               (`@ growth`)
#   go_block    (programs/go_block.go, Go, -trimpath, plain DWARF)
#     prof/go_block.contention  runtime/pprof block profile, debug=1
#                               (`--- contention:`, cycles/second=)
#     prof/go_block.heap        runtime/pprof heap profile, debug=1
#                               (`@ heap/1048576`: the v1 heap header)
#   cpu_multi   (programs/cpu_multi.c, C, -O0, PIE, -lprofiler)
#     prof/cpu_multi.a1.prof ... a4.prof   4 runs of workload `a`
#     prof/cpu_multi.b1.prof  b2.prof      2 runs of workload `b`
#                 every run has its own load address (ASLR; checked)
#   gmon_multi  (programs/gmon_multi.c, C, -O1 -pg)
#     prof/gmon_multi.1.gmon  gmon_multi.2.gmon   runs with inputs 1 and 2
#     prof/gmon_multi.sum.gmon                    `gprof -s` of the two
#   golden/multi-system-libs.buildid   `path build-id` of every system
#                                      library the profiles map
#
# and then the goldens of golden/multi_cases (multi_goldens.sh).
#
# Everything is built and run in the fixed staging directory
# /tmp/profile-analyze-testdata-multi (paths recorded in the profiles and,
# through -fdebug-prefix-map / -trimpath, in the debug info do not depend
# on where the repository is).  Sampling makes every run different: the
# binaries, profiles and goldens are always replaced together.
#
# Requirements (Debian 12): gcc, g++, golang-go (1.19), google-perftools,
# libgoogle-perftools-dev (libtcmalloc.so.4, libprofiler, the headers),
# binutils (gprof, readelf), libc6-dbg, go-pprof (Go's pprof) for the goldens.
set -euo pipefail

STAGE=/tmp/profile-analyze-testdata-multi
TESTDATA="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
PROGRAMS="$TESTDATA/programs"
LIBTCMALLOC=/usr/lib/x86_64-linux-gnu/libtcmalloc.so.4
MIN_SAMPLES=100

export LC_ALL=C
unset CPUPROFILE CPUPROFILE_FREQUENCY HEAPPROFILE HEAP_PROFILE_ALLOCATION_INTERVAL \
      HEAP_PROFILE_INUSE_INTERVAL HEAP_PROFILE_TIME_INTERVAL TCMALLOC_SAMPLE_PARAMETER \
      LD_PRELOAD GOFLAGS || true

die() { echo "make_multi.sh: error: $*" >&2; exit 1; }

for tool in gcc g++ go gprof google-pprof readelf strings; do
    command -v "$tool" >/dev/null || die "missing tool: $tool"
done
[ -e "$LIBTCMALLOC" ] || die "missing $LIBTCMALLOC (install libgoogle-perftools4)"
[ -e /usr/include/gperftools/malloc_extension.h ] || die "missing gperftools headers (install libgoogle-perftools-dev)"

rm -rf "$STAGE"
mkdir -p "$STAGE"
cp "$PROGRAMS"/{heap_prog.cpp,go_block.go,cpu_multi.c,gmon_multi.c} "$STAGE"/
cd "$STAGE"

CFLAGS_COMMON=(-g "-fdebug-prefix-map=$STAGE=.")

set -x
# --- build -----------------------------------------------------------------
g++ "${CFLAGS_COMMON[@]}" -O1 heap_prog.cpp -o heap_prog "$LIBTCMALLOC"
gcc "${CFLAGS_COMMON[@]}" -O0 cpu_multi.c -o cpu_multi -Wl,--no-as-needed -lprofiler
gcc "${CFLAGS_COMMON[@]}" -O1 -pg gmon_multi.c -o gmon_multi
# Go: no absolute paths (-trimpath), DWARF left uncompressed, nothing stripped.
env GOCACHE="$STAGE/gocache" GOPATH="$STAGE/gopath" CGO_ENABLED=0 \
    go build -trimpath -ldflags=-compressdwarf=false -o go_block go_block.go
{ set +x; } 2>/dev/null
rm -rf "$STAGE/gocache" "$STAGE/gopath"

# --- heap_prog: HEAPPROFILE dumps --------------------------------------------
# A dump every 20 MB allocated (the program allocates about 45 MB): 0001 and
# 0002; the dump at exit (0003) is not kept.  No dump on in-use growth.
echo "+ heap_prog under HEAPPROFILE"
HEAPPROFILE=heap_prog HEAP_PROFILE_ALLOCATION_INTERVAL=20000000 \
    HEAP_PROFILE_INUSE_INTERVAL=1000000000000 ./heap_prog
for d in 0001 0002; do
    head -1 "heap_prog.$d.heap" | grep -q '@ heapprofile$' || die "heap_prog.$d.heap: no heapprofile header"
done
rm -f heap_prog.0003.heap

# --- heap_prog: sampled heap and growth stacks -------------------------------
# The sample is random: run until every kept allocation site has at least one
# sampled object (Node 48 B, matrix 512 KiB, calloc table 256 KiB, realloc'd
# log 2 MiB).
ok=
for try in $(seq 1 40); do
    rm -f heap_prog.heap_v2 heap_prog.growth
    TCMALLOC_SAMPLE_PARAMETER=524288 ./heap_prog sample
    head -1 heap_prog.heap_v2 | grep -q '@ heap_v2/524288$' || die "heap_prog.heap_v2: no heap_v2/524288 header"
    head -1 heap_prog.growth | grep -q '@ growth$' || die "heap_prog.growth: no growth header"
    missing=
    for size in 48 524288 262144 2097152; do
        grep -qE "^ *1: +$size \[" heap_prog.heap_v2 || missing="$missing $size"
    done
    if [ -z "$missing" ]; then ok=1; echo "+ heap_prog sample: try $try has every site"; break; fi
done
[ -n "$ok" ] || die "heap_prog.heap_v2: no run sampled every site"

# --- go_block ----------------------------------------------------------------
echo "+ go_block"
# The heap profile is sampled: run until no stack has all its objects freed
# (a `0: 0 [...]` line, which perl pprof's v1 unsampling divides by: it dies)
# and in-use differs from allocated in the header (so that Go reads the four
# sample types).
ok=
for try in $(seq 1 40); do
    rm -f go_block.contention go_block.heap
    ./go_block
    head -1 go_block.contention | grep -q '^--- contention:$' || die "go_block.contention: no header"
    sed -n 2p go_block.contention | grep -q '^cycles/second=[0-9]*$' || die "go_block.contention: no cycles/second"
    head -1 go_block.heap | grep -qE '^heap profile: .* @ heap/[0-9]+$' || die "go_block.heap: no heap/RATE header"
    if ! grep -qE '^0: 0 ' go_block.heap &&
       ! head -1 go_block.heap | grep -qE '^heap profile: ([0-9]+): ([0-9]+) \[\1: \2\]'; then
        ok=1; echo "+ go_block: try $try"; break
    fi
done
[ -n "$ok" ] || die "go_block.heap: every run has a stack with nothing in use"

# --- cpu_multi: 6 CPU profiles of one PIE --------------------------------------
for r in a1 a2 a3 a4 b1 b2; do
    echo "+ cpu_multi ${r:0:1} -> cpu_multi.$r.prof"
    CPUPROFILE="cpu_multi.$r.prof" CPUPROFILE_FREQUENCY=100 ./cpu_multi "${r:0:1}"
    [ -s "cpu_multi.$r.prof" ] || die "cpu_multi did not write cpu_multi.$r.prof"
    n=$(google-pprof --text ./cpu_multi "cpu_multi.$r.prof" 2>/dev/null | sed -n 's/^Total: \([0-9]*\) samples$/\1/p')
    [ "${n:-0}" -ge "$MIN_SAMPLES" ] || die "cpu_multi.$r.prof: only ${n:-0} samples"
    echo "  $n samples"
done
# Every run must have been loaded somewhere else.
loads=$(for r in a1 a2 a3 a4 b1 b2; do
    strings "cpu_multi.$r.prof" | awk '$NF ~ /\/cpu_multi$/ && $3 == "00000000" {split($1, a, "-"); print a[1]; exit}'
done)
echo "+ load addresses:" $loads
[ "$(echo "$loads" | sort -u | wc -l)" -eq 6 ] || die "two cpu_multi runs have the same load address (is ASLR off?)"

# --- gmon_multi ----------------------------------------------------------------
for i in 1 2; do
    rm -f gmon.out
    ./gmon_multi "$i"
    mv gmon.out "gmon_multi.$i.gmon"
done
rm -f gmon.sum
gprof -s ./gmon_multi gmon_multi.1.gmon gmon_multi.2.gmon
mv gmon.sum gmon_multi.sum.gmon

# --- build-ids of the system libraries the profiles map ---------------------
for f in heap_prog.0001.heap heap_prog.0002.heap heap_prog.heap_v2 heap_prog.growth cpu_multi.*.prof; do
    strings "$f" | grep -oE '/(usr/)?lib[^ ]*\.so[^ ]*$' || true
done | sort -u | while read -r lib; do
    [ -e "$lib" ] || continue
    echo "$lib $(readelf -n "$lib" | awk '/Build ID:/ {print $3}')"
done > multi-system-libs.buildid

# --- copy into the repository ------------------------------------------------
mkdir -p "$TESTDATA/bin" "$TESTDATA/prof" "$TESTDATA/golden"
cp heap_prog go_block cpu_multi gmon_multi "$TESTDATA/bin/"
cp heap_prog.0001.heap heap_prog.0002.heap heap_prog.heap_v2 heap_prog.growth \
   go_block.contention go_block.heap cpu_multi.*.prof \
   gmon_multi.1.gmon gmon_multi.2.gmon gmon_multi.sum.gmon "$TESTDATA/prof/"
cp multi-system-libs.buildid "$TESTDATA/golden/"
"$TESTDATA/multi_goldens.sh"
echo "multi fixtures written to $TESTDATA (staging dir $STAGE left in place)"
