#!/usr/bin/env bash
# Rebuild the Linux perf fixtures (issue 42): programs recorded with
# `perf record -g` (frame-pointer call chains), and perf's own reports of
# them as goldens.
#
#   perf_cpp    (programs/perf_cpp.cpp, C++, -O2 -fno-omit-frame-pointer, PIE)
#     perf/perf_cpp.data        perf record -F 4000 -g
#     perf/perf_cpp.pipe.data   the same program, perf record -o - (pipe mode)
#     perf/perf_cpp.z.data      the same program, perf record -z (zstd)
#   perf_multi  (programs/perf_multi.c + perf_multi_exec_b.c, C, -O0 -no-pie)
#     perf/perf_multi.data      a parent, a forked child, and a child that
#                               execs perf_multi_exec_b: two programs at
#                               the same addresses in different processes
#   perf_lib    (programs/perf_lib_main.c + perf_lib_work.c -> libperfwork.so)
#     perf/perf_lib.data        most samples in the shared library
#   perf_rust   (programs/perf_rust.rs, rustc -O -C force-frame-pointers=yes,
#               its debug info stripped: named by its symbols)
#     perf/perf_rust.data
#   without frame pointers, recorded with --call-graph dwarf (issue 43):
#     perf/perf_cpp.dwarf.data   perf_cpp_nofp (programs/perf_cpp.cpp, g++ -O2)
#     perf/perf_rust.dwarf.data  perf_rust_nofp (rustc -O, debug info stripped)
#     perf/perf_lib.dwarf.data   perf_lib and libperfwork.so (their .eh_frame)
#   frames named from outside the programs (issue 64; `make_perf.sh names`
#   remakes these alone, leaving the others as they are):
#     perf/perf_jitmap.data   perf_jitmap.c: JIT code in anonymous memory,
#                             named by the /tmp/perf-PID.map it writes
#                             (kept as perf/bin/perf-PID.map)
#     perf/perf_jitdump.data  perf_jitdump.c: JIT code described in a
#                             jitdump file (jit-PID.dump, mmapped PROT_EXEC),
#                             recorded with -k mono, then `perf inject --jit`
#                             (its jitted-PID-N.so files kept in perf/bin)
#     perf/perf_names.data    perf_names.c: the vdso (its image kept in
#                             perf/buildid/[vdso]/<build-id>/vdso, as perf's
#                             cache keeps it), libc's read and malloc
#     perf/perf_ifunc.data    perf_ifunc.c: calls through an IRELATIVE PLT
#                             stub (golden/perf/perf_ifunc.objdump: objdump's
#                             name of the stub; perf 6.1 names it `_init`)
#     perf/perf_deep.dwarf.data  perf_deep.c, gcc -O1, --call-graph dwarf,2048:
#                             a recursion deeper than the stack copy
#     perf/perf_events.data   perf_ifunc, two events (-e task-clock -e
#                             page-faults): golden/perf/perf_events.counts
#                             keeps perf report's sample and event counts
#
# For each recording R:
#   perf/R.script     `perf script -i R` (also an input: perf script text)
#   golden/perf/R.self       perf report --stdio --sort dso,sym -g none --no-children
#   golden/perf/R.children   the same with --children (not of the pipe recording)
#   (the dwarf recordings' with --no-inline: perf adds inline frames to
#   the chains it unwinds)
#
# perf's build-id cache is written to the staging directory
# ($PERF_BUILDID_DIR), not ~/.debug; testdata/perf/buildid keeps the part
# of the kernel's kallsyms that names the recorded kernel addresses, under
# perf's layout ([kernel.kallsyms]/<build-id>/kallsyms).
#
# Everything is built and run in /tmp/profile-analyze-perf (the paths the
# recordings name).  Needs root (perf_event_paranoid), linux-perf, gcc,
# g++, rustc, python3.  GCC -O2 gives leaf functions no frame (their
# caller is then missing from the chains, for perf as for us);
# perf_multi is built -O0, so that every function has one.
set -euo pipefail

STAGE=/tmp/profile-analyze-perf
TESTDATA="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export LC_ALL=C
export PERF_BUILDID_DIR="$STAGE/buildid"
die() { echo "make_perf.sh: error: $*" >&2; exit 1; }
for tool in perf gcc g++ rustc python3; do
    command -v "$tool" >/dev/null || die "missing tool: $tool"
done

CFLAGS=(-g -O2 -fno-omit-frame-pointer "-fdebug-prefix-map=$STAGE=.")

# The kallsyms lines (of the table $1) that name the kernel addresses of
# the perf script text on stdin: the symbol at or below each address and
# the one after it (which ends it), written to $2 (added to what it holds).
trim_kallsyms() {
    "$TESTDATA/trim_kallsyms.py" "$1" "$2"
}

# The recordings of issue 64 (see above), made in $STAGE/names and copied
# into testdata, replacing only their own files.
make_names() {
    local dir="$STAGE/names"
    rm -rf "$dir"
    mkdir -p "$dir/jit"
    cp "$TESTDATA"/programs/perf_{jitmap,jitdump,names,ifunc,deep}.c "$dir"/
    cd "$dir"
    set -x
    gcc "${CFLAGS[@]}" perf_jitmap.c -o perf_jitmap
    gcc "${CFLAGS[@]}" perf_jitdump.c -o perf_jitdump
    gcc "${CFLAGS[@]}" perf_names.c -o perf_names
    gcc "${CFLAGS[@]}" perf_ifunc.c -o perf_ifunc
    gcc -g -O1 "-fdebug-prefix-map=$STAGE=." perf_deep.c -o perf_deep
    perf record -q -F 4000 -g -o perf_jitmap.data -- ./perf_jitmap >/dev/null
    perf record -q -k mono -F 4000 -g -o perf_jitdump.raw -- ./perf_jitdump "$dir/jit" >/dev/null
    perf inject --jit -i perf_jitdump.raw -o perf_jitdump.data
    perf record -q -F 4000 -g -o perf_names.data -- ./perf_names >/dev/null
    perf record -q -F 4000 -g -o perf_ifunc.data -- ./perf_ifunc >/dev/null
    perf record -q -F 1500 --call-graph dwarf,2048 -o perf_deep.dwarf.data -- ./perf_deep >/dev/null
    perf record -q -e task-clock/period=250000/ -e page-faults/period=1/ -o perf_events.data -- ./perf_ifunc >/dev/null
    { set +x; } 2>/dev/null
    mkdir -p goldens
    perf report -i perf_events.data --stdio --sort sym 2>/dev/null | grep -E '^# (Samples|Event count)' > goldens/perf_events.counts
    for r in perf_jitmap perf_jitdump perf_names perf_ifunc perf_deep.dwarf; do
        perf script -i "$r.data" --no-inline > "$r.script" 2>/dev/null
        perf report -i "$r.data" --stdio --sort dso,sym -g none --no-children --no-inline > "goldens/$r.self" 2>/dev/null
        perf report -i "$r.data" --stdio --sort dso,sym -g none --children --no-inline > "goldens/$r.children" 2>/dev/null
    done
    objdump -d --no-show-raw-insn perf_ifunc | grep -E '^[0-9a-f]+ <.*@plt>:$' > goldens/perf_ifunc.objdump
    grep -q 'jitted_hot_loop' goldens/perf_jitmap.self || die "perf_jitmap: perf did not name the JIT code"
    grep -q 'jitted_dump_hot' goldens/perf_jitdump.self || die "perf_jitdump: perf did not name the JIT code"
    grep -q '\[vdso\]' goldens/perf_names.self || die "perf_names: no samples in the vdso"
    grep -q 'ABS' goldens/perf_ifunc.objdump || die "perf_ifunc: objdump names no IRELATIVE stub"
    # The vdso's image, as perf's build-id cache keeps it.
    local vdso_id vdso
    vdso_id=$(perf buildid-list -i perf_names.data 2>/dev/null | awk '$2 == "[vdso]" {print $1}')
    [ -n "$vdso_id" ] || die "perf_names: no vdso build id"
    for vdso in "$PERF_BUILDID_DIR/[vdso]/$vdso_id/vdso" "$HOME/.debug/[vdso]/$vdso_id/vdso" ""; do
        [ -f "$vdso" ] && break
    done
    [ -n "$vdso" ] || die "perf_names: the vdso is not in perf's build-id cache"
    rm -rf "$TESTDATA/perf/buildid/[vdso]" "$TESTDATA"/perf/bin/perf-*.map "$TESTDATA"/perf/bin/jitted-*.so
    mkdir -p "$TESTDATA/perf/buildid/[vdso]/$vdso_id" "$TESTDATA/golden/perf"
    cp "$vdso" "$TESTDATA/perf/buildid/[vdso]/$vdso_id/vdso"
    local map
    map=/tmp/perf-"$(perf script -i perf_jitmap.data -F pid 2>/dev/null | head -1 | tr -d ' ')".map
    cp "$map" "$TESTDATA/perf/bin/"
    rm -f "$map"
    cp jit/jitted-*.so "$TESTDATA/perf/bin/"
    cp perf_jitmap.data perf_jitdump.data perf_names.data perf_ifunc.data perf_deep.dwarf.data perf_events.data "$TESTDATA/perf/"
    cp perf_jitmap perf_jitdump perf_names perf_ifunc perf_deep "$TESTDATA/perf/bin/"
    chmod 644 "$TESTDATA"/perf/*.data "$TESTDATA"/perf/bin/perf-*.map
    cp goldens/* "$TESTDATA/golden/perf/"
    # The kallsyms lines their kernel addresses need, beside the others'.
    local kernel_id kallsyms
    kernel_id=$(perf buildid-list -i perf_names.data 2>/dev/null | awk '$2 == "[kernel.kallsyms]" {print $1}')
    [ -n "$kernel_id" ] || die "no kernel build id in the recordings"
    kallsyms="$PERF_BUILDID_DIR/[kernel.kallsyms]/$kernel_id/kallsyms"
    [ -f "$kallsyms" ] || kallsyms="$HOME/.debug/[kernel.kallsyms]/$kernel_id/kallsyms"
    [ -f "$kallsyms" ] || kallsyms=/proc/kallsyms
    mkdir -p "$TESTDATA/perf/buildid/[kernel.kallsyms]/$kernel_id"
    cat ./*.script | trim_kallsyms "$kallsyms" "$TESTDATA/perf/buildid/[kernel.kallsyms]/$kernel_id/kallsyms"
    cd "$STAGE"
}

if [ "${1:-}" = names ]; then
    mkdir -p "$STAGE"
    make_names
    echo "make_perf.sh: done: the recordings of issue 64"
    exit 0
fi

rm -rf "$STAGE"
mkdir -p "$STAGE"
cp "$TESTDATA"/programs/perf_* "$STAGE"/
cd "$STAGE"

set -x
g++ "${CFLAGS[@]}" perf_cpp.cpp -o perf_cpp
gcc "${CFLAGS[@]}" -O0 -no-pie perf_multi.c -o perf_multi
gcc "${CFLAGS[@]}" -O0 -no-pie perf_multi_exec_b.c -o perf_multi_exec_b
gcc "${CFLAGS[@]}" -fPIC -shared perf_lib_work.c -o libperfwork.so
gcc "${CFLAGS[@]}" perf_lib_main.c -o perf_lib -L. -lperfwork -Wl,-rpath,'$ORIGIN'
g++ -g -O2 "-fdebug-prefix-map=$STAGE=." perf_cpp.cpp -o perf_cpp_nofp
rustc --edition 2021 --crate-name perf_rust -g -O -C panic=abort -C strip=debuginfo \
    "--remap-path-prefix=$STAGE=." perf_rust.rs -o perf_rust_nofp
rustc --edition 2021 --crate-name perf_rust -g -O -C force-frame-pointers=yes \
    -C panic=abort -C strip=debuginfo "--remap-path-prefix=$STAGE=." perf_rust.rs -o perf_rust

record() { # name output args...
    local name=$1 out=$2; shift 2
    perf record -q -F 4000 -g "$@" -o "$out" -- "./$name" >/dev/null
}
record perf_cpp perf_cpp.data
perf record -q -F 4000 -g -o - -- ./perf_cpp > perf_cpp.pipe.data
record perf_cpp perf_cpp.z.data -z
record perf_multi perf_multi.data
record perf_lib perf_lib.data
record perf_rust perf_rust.data
dwarf() { # name output args...
    local name=$1 out=$2; shift 2
    perf record -q -F 1500 --call-graph dwarf,4096 -o "$out" -- "./$name" "$@" >/dev/null
}
# 600 rounds (0.8 s): a stack the two unwinders end apart is under 0.1 points.
dwarf perf_cpp_nofp perf_cpp.dwarf.data 600
dwarf perf_rust_nofp perf_rust.dwarf.data
dwarf perf_lib perf_lib.dwarf.data
{ set +x; } 2>/dev/null

mkdir -p goldens
for r in perf_cpp perf_cpp.pipe perf_cpp.z perf_multi perf_lib perf_rust \
    perf_cpp.dwarf perf_rust.dwarf perf_lib.dwarf; do
    inline=()
    case $r in *.dwarf) inline=(--no-inline) ;; esac
    perf script -i "$r.data" "${inline[@]}" > "$r.script" 2>/dev/null
    perf report -i "$r.data" --stdio --sort dso,sym -g none --no-children "${inline[@]}" > "goldens/$r.self" 2>/dev/null
    # perf 6.1 does not add up children in a pipe-mode file (nor in what
    # perf inject makes of it): the pipe recording has self shares only.
    if [ "$r" != perf_cpp.pipe ]; then
        perf report -i "$r.data" --stdio --sort dso,sym -g none --children "${inline[@]}" > "goldens/$r.children" 2>/dev/null
    fi
    n=$(grep -c '^[^[:space:]]' "$r.script" || true)
    [ "$n" -ge 200 ] || die "$r: only $n samples"
done
grep -q 'child_work' perf_multi.script && grep -q 'exec_b_work' perf_multi.script \
    && grep -q 'parent_work' perf_multi.script || die "perf_multi: a process is missing"

# The kallsyms lines that name the recorded kernel addresses: the symbol
# at or below each address and the one after it (which ends it).
kernel_id=$(perf buildid-list -i perf_cpp.data 2>/dev/null | awk '$2 == "[kernel.kallsyms]" {print $1}')
[ -n "$kernel_id" ] || die "no kernel build id in the recordings"
kallsyms="$PERF_BUILDID_DIR/[kernel.kallsyms]/$kernel_id/kallsyms"
[ -f "$kallsyms" ] || kallsyms=/proc/kallsyms
mkdir -p "buildid/[kernel.kallsyms]/$kernel_id.trim"
cat ./*.script | trim_kallsyms "$kallsyms" "buildid/[kernel.kallsyms]/$kernel_id.trim/kallsyms"

# --- copy back ----------------------------------------------------------------
rm -rf "$TESTDATA/perf" "$TESTDATA/golden/perf"
mkdir -p "$TESTDATA/perf/bin" "$TESTDATA/perf/buildid/[kernel.kallsyms]/$kernel_id" "$TESTDATA/golden/perf"
cp perf_cpp perf_multi perf_multi_exec_b perf_lib libperfwork.so perf_rust perf_cpp_nofp perf_rust_nofp "$TESTDATA/perf/bin/"
cp ./*.data ./*.script "$TESTDATA/perf/"
chmod 644 "$TESTDATA"/perf/*.data
cp "buildid/[kernel.kallsyms]/$kernel_id.trim/kallsyms" "$TESTDATA/perf/buildid/[kernel.kallsyms]/$kernel_id/"
cp goldens/* "$TESTDATA/golden/perf/"
make_names
echo "make_perf.sh: done: $(ls "$TESTDATA/perf" | wc -l) files in testdata/perf"

# The perf script layouts and perf's events (issue 62), time (issue 65)
# and off-CPU time (issue 66): their own scripts, which add their files to
# those copied back above.
"$TESTDATA/make_perf_script.sh"
"$TESTDATA/make_perf_time.sh"
"$TESTDATA/make_perf_offcpu.sh"
