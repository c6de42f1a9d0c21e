//! Parse and print throughput on the generated 20 000-instruction kernel.

// Same allocator as the xvisa CLI (see the workspace Cargo.toml).
#[global_allocator]
static ALLOC: mimalloc::MiMalloc = mimalloc::MiMalloc;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};

fn bench(c: &mut Criterion) {
    let m = visa::synth::kernel(20_000, 1);
    let text = visa_text::print_module(&m);
    let mut g = c.benchmark_group("text-20k");
    g.throughput(Throughput::Bytes(text.len() as u64));
    g.bench_function("parse", |b| {
        b.iter(|| visa_text::parse(std::hint::black_box(&text)).unwrap())
    });
    g.bench_function("print", |b| {
        b.iter(|| visa_text::print_module(std::hint::black_box(&m)))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
