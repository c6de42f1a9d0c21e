//! Encode and decode throughput on the generated 20 000-instruction kernel,
//! in the reference's truncated layout and in the full layout (decoding with
//! the layout given, and found as `dis` finds it).

// Same allocator as the xvisa CLI (see the workspace Cargo.toml).
#[global_allocator]
static ALLOC: mimalloc::MiMalloc = mimalloc::MiMalloc;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use visa_binary::{Layout, WriteOptions};

fn bench(c: &mut Criterion) {
    let m = visa::synth::kernel(20_000, 1);
    for (name, layout) in [("genx", Layout::Genx12504), ("full", Layout::Full)] {
        let opts = WriteOptions {
            layout,
            gen_binaries: Vec::new(),
        };
        let bytes = visa_binary::write(&m, &opts).unwrap();
        let mut g = c.benchmark_group(format!("binary-20k-{name}"));
        g.throughput(Throughput::Bytes(bytes.len() as u64));
        g.bench_function("encode", |b| {
            b.iter(|| visa_binary::write(std::hint::black_box(&m), &opts).unwrap())
        });
        g.bench_function("decode", |b| {
            b.iter(|| visa_binary::read_with(std::hint::black_box(&bytes), Some(layout)).unwrap())
        });
        // As `dis` and `verify` read: both layouts tried, the one that
        // explains every byte kept.
        g.bench_function("decode-detect", |b| {
            b.iter(|| visa_binary::read(std::hint::black_box(&bytes)).unwrap())
        });
        g.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
