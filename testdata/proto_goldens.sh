#!/bin/sh
# Records Go pprof's `-text` of our `--proto` output of testdata profiles
# (testdata/golden/proto/<profile>.go.txt): tests/it/proto.rs compares our
# `--text` of each profile with these numbers, per function, so Go's reading
# of our proto is checked where Go pprof is not installed.
# Run from the repository root after `cargo build`; needs go-pprof (Go's
# `go tool pprof`, or github.com/google/pprof) on PATH.
set -eu
bin=${PROFILE_ANALYZE:-target/debug/profile-analyze}
pprof=${GO_PPROF:-go-pprof}
out=testdata/golden/proto
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
mkdir -p "$out"
for profile in testdata/prof/*.prof testdata/prof/*.heap testdata/prof/*.growth \
    testdata/prof/*.heap_v2 testdata/prof/*.dcpi; do
    file=$(basename "$profile")
    program=testdata/bin/${file%%.*}
    unit=
    case $file in *.heap | *.growth | *.heap_v2) unit=-unit=B ;; esac
    "$bin" --proto --lib_prefix=testdata/bin "$program" "$profile" >"$tmp"
    "$pprof" -text -nodecount=1000000 -nodefraction=0 -edgefraction=0 $unit "$tmp" 2>/dev/null | sed 1d >"$out/$file.go.txt"
done

# perf.data recordings (testdata/make_perf.sh): Go's -text in nanoseconds
# without inline frames (testdata/golden/perf/<recording>.go.txt), for
# tests/it/perf.rs.
for data in testdata/perf/*.data; do
    name=$(basename "$data" .data)
    PERF_BUILDID_DIR=testdata/perf/buildid PPROF_BINARY_PATH=testdata/perf/bin \
        "$bin" --proto "$data" >"$tmp"
    "$pprof" -text -noinlines -unit=ns -nodecount=1000000 -nodefraction=0 -edgefraction=0 \
        "$tmp" 2>/dev/null | sed 1d >"testdata/golden/perf/$name.go.txt"
done
