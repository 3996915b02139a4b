//! Each reader fixture against its dump golden (`testdata/dump/<file>.dump`):
//! the model exactly as the reader produced it, before symbolization, in
//! the layout of `--dump`. These goldens are ours (no reference tool reads
//! into this model): `UPDATE_GOLDEN=1 cargo test dumps` rewrites them, and a
//! reader change then shows as a readable diff in review.

use crate::common::testdata;
use profile_analyze::formats::{ReadOptions, read_file};
use profile_analyze::profile::dump;
use profile_analyze::symbolize::program_facts;

/// Compares the dump of `file` (under `testdata/prof`), read with the facts
/// of `program` (under `testdata/bin`) when given, with its golden.
fn check(file: &str, program: Option<&str>) {
    let path = testdata().join("prof").join(file);
    let facts = program.map(|p| program_facts(&testdata().join("bin").join(p)).unwrap());
    let read = read_file(&path, &ReadOptions::default(), facts.as_ref()).unwrap();
    let ours = dump(&read.profile);
    let golden = testdata().join("dump").join(format!("{file}.dump"));
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&golden, &ours).unwrap();
        return;
    }
    let want = std::fs::read_to_string(&golden)
        .unwrap_or_else(|e| panic!("{}: {e} (UPDATE_GOLDEN=1 makes it)", golden.display()));
    if ours != want {
        let first = ours
            .lines()
            .zip(want.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(ours.lines().count().min(want.lines().count()));
        panic!(
            "{file}: the dump differs from {} from line {}:\n ours: {:?}\n want: {:?}",
            golden.display(),
            first + 1,
            ours.lines().nth(first),
            want.lines().nth(first)
        );
    }
}

macro_rules! dumps {
    ($($test:ident: $file:literal $(with $program:literal)?;)*) => {
        $(
            #[test]
            fn $test() {
                check($file, None$(.or(Some($program)))?);
            }
        )*

        /// Every profile of `testdata/prof` has a dump test above.
        #[test]
        fn every_fixture_has_a_dump() {
            let listed = [$($file),*];
            for entry in std::fs::read_dir(testdata().join("prof")).unwrap() {
                let name = entry.unwrap().file_name().into_string().unwrap();
                assert!(listed.contains(&name.as_str()), "{name} has no dump test");
            }
        }
    };
}

dumps! {
    c_nopie_o2: "c_nopie_O2.prof";
    c_pie_o0: "c_pie_O0.prof";
    c_pie_o0_hz1000: "c_pie_O0.hz1000.prof";
    c_pie_o0_hz250: "c_pie_O0.hz250.prof";
    cpp_inline: "cpp_inline.prof";
    recursion: "recursion.prof";
    rust_legacy: "rust_legacy.prof";
    rust_v0: "rust_v0.prof";
    shlib: "shlib.prof";
    threads: "threads.prof";
    dcpi: "c_pie_O0.dcpi";
    gmon_clone: "gmon_clone.gmon" with "gmon_clone";
    gmon_cpp: "gmon_cpp.gmon" with "gmon_cpp";
    gmon_templates: "gmon_templates.gmon" with "gmon_templates";
    gmon_cycles: "gmon_cycles.gmon" with "gmon_cycles";
    gmon_cycles_blocks: "gmon_cycles_blocks.gmon" with "gmon_cycles";
    gmon_cycles_i386: "gmon_cycles_i386.gmon" with "gmon_cycles_i386";
    gmon_cycles_ppc: "gmon_cycles_ppc.gmon" with "gmon_cycles_ppc";
    gmon_cycles_rate1024: "gmon_cycles_rate1024.gmon" with "gmon_cycles";
    gmon_oneline: "gmon_oneline.gmon" with "gmon_oneline";
    gmon_sum_1: "gmon_sum_1.gmon" with "gmon_sum";
    gmon_sum_1_blocks: "gmon_sum_1_blocks.gmon" with "gmon_sum";
    gmon_sum_2: "gmon_sum_2.gmon" with "gmon_sum";
    gmon_sum_2_bsd44: "gmon_sum_2_bsd44.gmon" with "gmon_sum";
    gmon_thread_cycle: "gmon_thread_cycle.gmon" with "gmon_thread_cycle";
    gmon_tree_nopie: "gmon_tree_nopie.gmon" with "gmon_tree_nopie";
    gmon_tree_pie: "gmon_tree_pie.gmon" with "gmon_tree_pie";
    cpu_multi_a1: "cpu_multi.a1.prof";
    cpu_multi_a2: "cpu_multi.a2.prof";
    cpu_multi_a3: "cpu_multi.a3.prof";
    cpu_multi_a4: "cpu_multi.a4.prof";
    cpu_multi_b1: "cpu_multi.b1.prof";
    cpu_multi_b2: "cpu_multi.b2.prof";
    heap_prog_0001: "heap_prog.0001.heap";
    heap_prog_0002: "heap_prog.0002.heap";
    heap_prog_heap_v2: "heap_prog.heap_v2";
    heap_prog_growth: "heap_prog.growth";
    go_block_contention: "go_block.contention";
    go_block_heap: "go_block.heap";
    gmon_multi_1: "gmon_multi.1.gmon" with "gmon_multi";
    gmon_multi_2: "gmon_multi.2.gmon" with "gmon_multi";
    gmon_multi_sum: "gmon_multi.sum.gmon" with "gmon_multi";
    go_prof_cpu: "go_prof.cpu.pb.gz";
    go_prof_heap: "go_prof.heap.pb.gz";
    go_prof_doubled: "go_prof.doubled.pb.gz";
    go_prof_no_lines: "go_prof.no_lines.pb.gz";
    kernel_frame: "kernel_frame.pb.gz";
    kernel_frame_zeros: "kernel_frame.zeros.pb.gz";
    inlined_frames: "inlined_frames.pb.gz";
    qualified: "qualified.prof";
    clones: "clones.prof";
    gmon_static: "gmon_static.gmon" with "gmon_static";
}
