#!/usr/bin/env bash
# Rebuild the perf script fixtures of issue 62 (called by make_perf.sh; it
# can also run alone: it adds its files to testdata/perf and
# testdata/golden/perf and leaves the others as they are).
#
#   perf_inline (programs/perf_inline.c, gcc -O2 -fno-omit-frame-pointer):
#               helpers inlined two deep, and fresh pages touched
#     perf/perf_inline.dwarf.data    perf record --call-graph dwarf,1024 -F 2000
#     perf/perf_inline.dwarf.script  perf script: `(inlined)` frames (perf 6.1
#                                    adds them to the stacks it unwinds)
#     perf/perf_inline.G.script      perf script -G: no call chains
#     perf/perf_inline.noperiod.script
#                                    perf script -F comm,pid,tid,time,event,ip,sym,dso
#     perf/perf_inline.data          perf record -F 4000 (no -g)
#     perf/perf_inline.script        perf script: one line per sample
#     perf/perf_two.data             perf record -g -e cpu-clock -e page-faults
#     perf/perf_faults.data          perf record -g -e page-faults -c 100 (a fixed period)
#   perf_rust_names (programs/perf_rust_names.rs, rustc -O, v0 mangling,
#               frame pointers, debug info stripped): Rust names with
#               their generic arguments, as perf demangles them
#     perf/perf_rust_names.data      perf record -F 4000 -g
#
# For each recording R: perf/R.script (perf script -i R.data), and
#   golden/perf/R.self       perf report --stdio --sort dso,sym -g none --no-children -n
#   golden/perf/R.children   the same with --children
# (of the dwarf recording with perf's inline frames: perf report adds them
# to the stacks it unwinds, as perf script prints them).
#
# Needs root (perf_event_paranoid), linux-perf, gcc, rustc.
set -euo pipefail

STAGE=/tmp/profile-analyze-perf/script
TESTDATA="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export LC_ALL=C
export PERF_BUILDID_DIR="$STAGE/buildid"
die() { echo "make_perf_script.sh: error: $*" >&2; exit 1; }
for tool in perf gcc rustc; do
    command -v "$tool" >/dev/null || die "missing tool: $tool"
done

rm -rf "$STAGE"
mkdir -p "$STAGE"
cp "$TESTDATA"/programs/perf_inline.c "$TESTDATA"/programs/perf_rust_names.rs "$STAGE"/
cd "$STAGE"

set -x
gcc -g -O2 -fno-omit-frame-pointer "-fdebug-prefix-map=$STAGE=." perf_inline.c -o perf_inline
rustc --edition 2021 --crate-name perf_rust_names -g -O -C force-frame-pointers=yes \
    -C symbol-mangling-version=v0 -C panic=abort -C strip=debuginfo \
    "--remap-path-prefix=$STAGE=." perf_rust_names.rs -o perf_rust_names

perf record -q -F 2000 --call-graph dwarf,1024 -o perf_inline.dwarf.data -- ./perf_inline
perf record -q -F 4000 -o perf_inline.data -- ./perf_inline
perf record -q -F 4000 -g -e cpu-clock -e page-faults -o perf_two.data -- ./perf_inline
perf record -q -c 100 -g -e page-faults -o perf_faults.data -- ./perf_inline
perf record -q -F 4000 -g -o perf_rust_names.data -- ./perf_rust_names >/dev/null
perf script -i perf_inline.dwarf.data -G > perf_inline.G.script 2>/dev/null
perf script -i perf_inline.dwarf.data -F comm,pid,tid,time,event,ip,sym,dso \
    > perf_inline.noperiod.script 2>/dev/null
{ set +x; } 2>/dev/null

mkdir -p goldens
for r in perf_inline.dwarf perf_inline perf_two perf_faults perf_rust_names; do
    perf script -i "$r.data" > "$r.script" 2>/dev/null
    perf report -i "$r.data" --stdio --sort dso,sym -g none --no-children -n > "goldens/$r.self" 2>/dev/null
    perf report -i "$r.data" --stdio --sort dso,sym -g none --children -n > "goldens/$r.children" 2>/dev/null
    n=$(grep -c '^ *[^[:space:]]' "$r.script" || true)
    [ "$n" -ge 200 ] || die "$r: only $n samples"
done
grep -q '(inlined)' perf_inline.dwarf.script || die "perf_inline.dwarf: no inlined frames"
grep -q 'page-faults' perf_two.script && grep -q 'cpu-clock' perf_two.script \
    || die "perf_two: an event is missing"
grep -q 'RawTable<(u64, u64)>>::reserve_rehash' perf_rust_names.script || die "perf_rust_names: no v0 names"

# The kallsyms lines that name the recorded kernel addresses (as make_perf.sh
# keeps them, under this kernel's build id).
kernel_id=$(perf buildid-list -i perf_two.data 2>/dev/null | awk '$2 == "[kernel.kallsyms]" {print $1}')
[ -n "$kernel_id" ] || die "no kernel build id in the recordings"
kallsyms="$PERF_BUILDID_DIR/[kernel.kallsyms]/$kernel_id/kallsyms"
[ -f "$kallsyms" ] || kallsyms=/proc/kallsyms

# --- copy back ----------------------------------------------------------------
cp perf_inline perf_rust_names "$TESTDATA/perf/bin/"
cp ./*.data ./*.script "$TESTDATA/perf/"
chmod 644 "$TESTDATA"/perf/*.data
cp goldens/* "$TESTDATA/golden/perf/"
mkdir -p "$TESTDATA/perf/buildid/[kernel.kallsyms]/$kernel_id"
cat ./*.script | "$TESTDATA/trim_kallsyms.py" "$kallsyms" \
    "$TESTDATA/perf/buildid/[kernel.kallsyms]/$kernel_id/kallsyms"
echo "make_perf_script.sh: done"
