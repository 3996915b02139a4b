#!/bin/sh
# Fills fuzz/corpus/<target>/ with the testdata fixtures each target starts
# from. Run from the repository root: fuzz/seed.sh
set -e
cd "$(dirname "$0")"
t=../testdata
seed() { target=$1; shift; mkdir -p corpus/$target; cp "$@" corpus/$target/; }
seed gperftools $t/prof/*.prof $t/dbg/dbg.prof
seed heap $t/prof/*.heap $t/prof/heap_prog.growth $t/prof/heap_prog.heap_v2
seed contention $t/prof/*.contention
seed gmon $t/prof/*.gmon
seed dcpi $t/prof/*.dcpi
seed proto $t/prof/*.pb.gz
for f in $t/prof/*.pb.gz; do gzip -dc "$f" > corpus/proto/$(basename "$f" .gz); done
seed symbolized $t/raw/*.raw
seed elf $t/bin/c_pie_O0 $t/bin/c_pie_O0.strip-debug $t/bin/gmon_tree_nopie \
    $t/bin/gmon_cycles_i386 $t/bin/libhot.so $t/dbg/split/dbg $t/dbg/dwz/dbg.debug
cp $t/dbg/zlib/dbg corpus/elf/dbg_zlib; cp $t/dbg/zstd/dbg corpus/elf/dbg_zstd
seed pipeline $t/prof/c_pie_O0.prof $t/prof/shlib.prof $t/prof/gmon_tree_nopie.gmon \
    $t/prof/c_pie_O0.dcpi $t/prof/go_block.heap $t/prof/go_block.contention \
    $t/prof/heap_prog.0001.heap $t/prof/go_prof.cpu.pb.gz $t/raw/cpu_multi.a1.ours.raw
mkdir -p corpus/demangle
for f in $t/demangle/*.syms; do split -l 50 "$f" corpus/demangle/$(basename "$f" .syms).; done
seed perf $t/perf/*.data
seed perf_script $t/perf/*.script
seed perf_zstd $t/perf/perf_cpp.z.data $t/perf/perf_cpp.pipe.data
cp -r seeds/. corpus/
