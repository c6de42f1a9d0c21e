//! In-process cost of what `xvisa co inspect` does per code object:
//! parse (ELF, notes, metadata, descriptors), print the metadata YAML and
//! the descriptor blocks. Run: `cargo bench -p amdgpu --bench inspect`.

use amdgpu::elf::CodeObject;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;

fn corpus() -> Vec<Vec<u8>> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/amdgpu/corpus");
    let mut v: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| matches!(p.extension().and_then(|e| e.to_str()), Some("co" | "o")))
        .collect();
    v.sort();
    v.iter().map(|p| std::fs::read(p).unwrap()).collect()
}

fn bench(c: &mut Criterion) {
    let files = corpus();
    let bytes: usize = files.iter().map(Vec::len).sum();
    let mut g = c.benchmark_group("corpus");
    g.throughput(Throughput::Bytes(bytes as u64));
    g.bench_function("parse", |b| {
        b.iter(|| {
            for f in &files {
                black_box(CodeObject::parse(black_box(f)).unwrap());
            }
        })
    });
    g.bench_function("parse+metadata_yaml", |b| {
        b.iter(|| {
            for f in &files {
                let co = CodeObject::parse(black_box(f)).unwrap();
                black_box(co.metadata_yaml());
            }
        })
    });
    g.bench_function("parse+descriptor_source", |b| {
        b.iter(|| {
            for f in &files {
                let co = CodeObject::parse(black_box(f)).unwrap();
                black_box(co.descriptor_source());
            }
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
