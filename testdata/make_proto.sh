#!/usr/bin/env bash
# Rebuild the profile.proto fixtures (issue 23): a Go program's CPU and heap
# profiles as runtime/pprof writes them (gzip-compressed profile.proto).
#
#   go_prof   (programs/go_prof.go, Go, -trimpath, plain DWARF, static)
#     prof/go_prof.cpu.pb.gz    pprof.StartCPUProfile (100 Hz, ~2 s wall,
#                               ~3.3 s of CPU on two goroutines); samples
#                               under pprof.Do carry the string labels
#                               worker=a|b and phase=parse|render
#     prof/go_prof.heap.pb.gz   pprof.WriteHeapProfile after runtime.GC(),
#                               runtime.MemProfileRate = 512; the four sample
#                               types alloc_objects, alloc_space,
#                               inuse_objects, inuse_space; each sample has
#                               the numeric label bytes=<object size>
#
# and then the goldens of golden/multi_cases (multi_goldens.sh, which
# regenerates every multi golden from the committed files).
#
# Built and run in the fixed staging directory
# /tmp/profile-analyze-testdata-proto, so the mapping recorded in the
# profiles is /tmp/profile-analyze-testdata-proto/go_prof wherever the
# repository is (-trimpath keeps the source paths relative:
# ./go_prof.go, runtime/proc.go).  Sampling makes every run different: the
# binary, the profiles and the goldens are always replaced together.
#
# Requirements (Debian 12): golang-go (1.19), go-pprof (Go's pprof) for the
# checks and the goldens; multi_goldens.sh also needs google-pprof and gprof.
set -euo pipefail

STAGE=/tmp/profile-analyze-testdata-proto
TESTDATA="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
PROGRAMS="$TESTDATA/programs"
MIN_SAMPLES=200

export LC_ALL=C
unset GOFLAGS GODEBUG GOGC GOMAXPROCS PPROF_BINARY_PATH || true

die() { echo "make_proto.sh: error: $*" >&2; exit 1; }

for tool in go go-pprof; do
    command -v "$tool" >/dev/null || die "missing tool: $tool"
done

rm -rf "$STAGE"
mkdir -p "$STAGE"
cp "$PROGRAMS/go_prof.go" "$STAGE/"
cd "$STAGE"

set -x
# No absolute paths (-trimpath), DWARF left uncompressed, nothing stripped,
# no cgo (a static, non-PIE executable loaded at 0x400000).
env GOCACHE="$STAGE/gocache" GOPATH="$STAGE/gopath" CGO_ENABLED=0 \
    go build -trimpath -ldflags=-compressdwarf=false -o go_prof go_prof.go
{ set +x; } 2>/dev/null
rm -rf "$STAGE/gocache" "$STAGE/gopath"

# --- run -----------------------------------------------------------------------
echo "+ ./go_prof"
./go_prof
for f in go_prof.cpu.pb.gz go_prof.heap.pb.gz; do
    [ -s "$f" ] || die "go_prof did not write $f"
    [ "$(head -c 2 "$f" | od -An -tx1 | tr -d ' ')" = 1f8b ] || die "$f is not gzip-compressed"
done

# --- checks --------------------------------------------------------------------
# Enough samples, every hot function, both workers and both phases labelled.
n=$(go-pprof -raw go_prof.cpu.pb.gz 2>/dev/null |
    awk '/^Samples:/ {s = 1; next} s && /^ +[0-9]+ +[0-9]+:/ {n += $1} /^Locations/ {s = 0} END {print n + 0}')
[ "$n" -ge "$MIN_SAMPLES" ] || die "go_prof.cpu.pb.gz: only $n samples"
echo "  cpu: $n samples"
text=$(go-pprof -text -nodefraction=0 go_prof.cpu.pb.gz 2>/dev/null)
for fn in main.hashBytes main.checksum main.measureText main.blend main.leafMix \
          main.walkTree main.runWorkerA.func1 main.runWorkerB.func2 runtime/pprof.Do; do
    grep -q " $fn\$" <<<"$text" || die "go_prof.cpu.pb.gz: no $fn"
done
tags=$(go-pprof -tags go_prof.cpu.pb.gz 2>/dev/null)
for t in 'phase: Total' 'worker: Total' '): parse$' '): render$' '): a$' '): b$'; do
    grep -q -- "$t" <<<"$tags" || die "go_prof.cpu.pb.gz: -tags has no '$t'"
done
# Kept and freed sites in the heap profile.
for idx in inuse_space alloc_space; do
    text=$(go-pprof -text -nodefraction=0 -sample_index=$idx go_prof.heap.pb.gz 2>/dev/null)
    case $idx in
        inuse_space) want="main.newRecord main.buildIndex" ;;
        alloc_space) want="main.newRecord main.buildIndex main.scratchBuffer main.smallString" ;;
    esac
    for fn in $want; do
        grep -q " $fn\$" <<<"$text" || die "go_prof.heap.pb.gz: no $fn in $idx"
    done
done
text=$(go-pprof -text -nodefraction=0 -sample_index=inuse_space go_prof.heap.pb.gz 2>/dev/null)
# (smallString's 16-byte strings come from the tiny allocator: a block still
# held by the allocator's cache may keep a few hundred bytes of them in use)
! grep -qE ' main\.scratchBuffer$' <<<"$text" ||
    die "go_prof.heap.pb.gz: the freed scratch buffers are in use"
# Go reads the functions from the profile: the same report without the binary.
mv go_prof go_prof.hidden
without=$(env PPROF_BINARY_PATH=/nonexistent go-pprof -text -nodefraction=0 go_prof.cpu.pb.gz 2>/dev/null)
mv go_prof.hidden go_prof
with=$(go-pprof -text -nodefraction=0 ./go_prof go_prof.cpu.pb.gz 2>/dev/null)
[ "$without" = "$with" ] || die "go-pprof -text differs without the binary"

# --- copy into the repository ------------------------------------------------
mkdir -p "$TESTDATA/bin" "$TESTDATA/prof"
cp go_prof "$TESTDATA/bin/"
cp go_prof.cpu.pb.gz go_prof.heap.pb.gz "$TESTDATA/prof/"
"$TESTDATA/multi_goldens.sh"
echo "proto fixtures written to $TESTDATA (staging dir $STAGE left in place)"
