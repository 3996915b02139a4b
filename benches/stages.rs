//! Criterion benchmarks of each stage of the pipeline: read, merge (two
//! runs of one program added), symbolize, aggregate, render. Inputs are
//! loaded outside the timed loops.
//!
//! By default they run on the test data (`recursion`: deep stacks, and
//! `cpp_inline`: inline frames). To measure a big input, point
//! `BENCH_PROGRAM` and `BENCH_PROFILE` at it, e.g. the ones that
//! `benches/compare_all.sh` generates.

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use profile_analyze::formats::{ReadOptions, read_bytes};
use profile_analyze::graph::{self, Filters, GraphOptions, NodeOptions, PruneOptions};
use profile_analyze::profile::Merger;
use profile_analyze::profile::units::Unit;
use profile_analyze::report::{dot, text};
use profile_analyze::symbolize::{self, Store, SymbolizeOptions};
use std::hint::black_box;
use std::path::{Path, PathBuf};

fn inputs() -> Vec<(String, PathBuf, PathBuf)> {
    if let (Ok(program), Ok(profile)) = (
        std::env::var("BENCH_PROGRAM"),
        std::env::var("BENCH_PROFILE"),
    ) {
        let name = Path::new(&profile)
            .file_name()
            .map_or("input".into(), |n| n.to_string_lossy().into_owned());
        return vec![(name, program.into(), profile.into())];
    }
    let testdata = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata");
    ["recursion", "cpp_inline"]
        .iter()
        .map(|p| {
            (
                p.to_string(),
                testdata.join("bin").join(p),
                testdata.join("prof").join(format!("{p}.prof")),
            )
        })
        .collect()
}

fn stages(c: &mut Criterion) {
    for (name, program, profile_path) in inputs() {
        let bytes = std::fs::read(&profile_path).unwrap();
        let read_options = ReadOptions::default();
        let options = SymbolizeOptions {
            program: Some(program.clone()),
            lib_prefixes: vec![program.parent().unwrap().to_path_buf()],
            ..SymbolizeOptions::default()
        };
        let raw = read_bytes(&profile_path, &bytes, &read_options, None)
            .unwrap()
            .profile;
        let frames: u64 = raw.samples.iter().map(|s| s.stack.len() as u64).sum();

        let mut group = c.benchmark_group(format!("{name}/read"));
        group.throughput(Throughput::Bytes(bytes.len() as u64));
        group.bench_function("gperftools", |b| {
            b.iter(|| read_bytes(&profile_path, black_box(&bytes), &read_options, None).unwrap())
        });
        group.finish();

        // The same run loaded elsewhere (as under ASLR), added to it: every
        // address moves into the first layout and every stack is found again.
        let mut moved = raw.clone();
        let shift = 0x1000_0000;
        for m in &mut moved.mappings {
            m.start += shift;
            m.limit += shift;
        }
        for l in &mut moved.locations {
            l.address += shift;
        }
        let mut group = c.benchmark_group(format!("{name}/merge"));
        group.throughput(Throughput::Elements(2 * raw.samples.len() as u64));
        group.bench_function("two runs", |b| {
            b.iter_batched(
                || (raw.clone(), moved.clone()),
                |(first, second)| {
                    let mut merger = Merger::new(first);
                    merger.add(second);
                    merger.finish()
                },
                BatchSize::LargeInput,
            )
        });
        group.finish();

        let mut group = c.benchmark_group(format!("{name}/symbolize"));
        group.throughput(Throughput::Elements(raw.locations.len() as u64));
        group.sample_size(10);
        group.bench_function("addresses", |b| {
            b.iter_batched(
                || raw.clone(),
                |mut p| {
                    let store = Store::default();
                    symbolize::symbolize(&mut p, &options, &store).unwrap();
                    p
                },
                BatchSize::LargeInput,
            )
        });
        group.finish();

        let store = Store::default();
        let mut profile = raw.clone();
        symbolize::symbolize(&mut profile, &options, &store).unwrap();
        let filters = Filters::default();

        let mut group = c.benchmark_group(format!("{name}/aggregate"));
        group.throughput(Throughput::Elements(frames));
        group.bench_function("nodes", |b| {
            b.iter(|| {
                graph::build(
                    &profile,
                    GraphOptions::new(NodeOptions::default(), false),
                    &filters,
                    Unit::Samples,
                )
            })
        });
        group.bench_function("nodes+edges", |b| {
            b.iter(|| {
                graph::build(
                    &profile,
                    GraphOptions::new(NodeOptions::default(), true),
                    &filters,
                    Unit::Samples,
                )
            })
        });
        group.finish();

        let g = graph::build(
            &profile,
            GraphOptions::new(NodeOptions::default(), true),
            &filters,
            Unit::Samples,
        );
        let pruned = graph::prune(&g, &PruneOptions::default()).unwrap();
        let mut group = c.benchmark_group(format!("{name}/render"));
        group.throughput(Throughput::Elements(g.nodes.len() as u64));
        group.bench_function("text", |b| {
            b.iter(|| text::write(&g, text::SortBy::Flat, None, &mut std::io::sink()).unwrap())
        });
        group.bench_function("dot", |b| {
            b.iter(|| {
                dot::write(
                    &g,
                    &pruned,
                    "program",
                    dot::EdgeWidths::Proportional,
                    false,
                    &mut std::io::sink(),
                )
                .unwrap()
            })
        });
        group.finish();
    }
}

criterion_group!(benches, stages);
criterion_main!(benches);
