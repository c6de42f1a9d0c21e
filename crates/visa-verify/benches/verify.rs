//! The verifier's cost next to `xvisa asm` on a 20 000-instruction kernel.
//!
//! `cargo bench -p visa-verify`; the kernel comes from `bigkernel.rs`
//! (`cargo run --release -p visa-verify --example bigkernel -- 20000 > big.visaasm`
//! writes it for hyperfine).

use criterion::{black_box, criterion_group, criterion_main, Criterion};

#[path = "bigkernel.rs"]
mod bigkernel;

fn bench(c: &mut Criterion) {
    let src = bigkernel::kernel(20_000);
    let popts = visa_text::ParseOptions::default();
    let opts = visa_verify::Options::default();
    let m = visa_text::parse_with(&src, popts).expect("generated kernel parses");
    assert_eq!(m.routines[0].insts.len(), 20_000);
    assert!(
        visa_verify::verify(&m, &opts).is_empty(),
        "generated kernel is valid"
    );
    let wopts = visa_binary::WriteOptions {
        layout: visa_binary::Layout::Genx12504,
        gen_binaries: Vec::new(),
    };
    let mut g = c.benchmark_group("20k");
    g.sample_size(30);
    // What `xvisa asm` does between reading the file and writing the object.
    g.bench_function("asm (parse + write)", |b| {
        b.iter(|| {
            let m = visa_text::parse_with(black_box(&src), popts).unwrap();
            visa_binary::write(&m, &wopts).unwrap()
        })
    });
    // `xvisa asm` with verification: the same plus the checks on the IR.
    g.bench_function("asm + verify", |b| {
        b.iter(|| {
            let m = visa_text::parse_with(black_box(&src), popts).unwrap();
            assert!(visa_verify::verify(&m, &opts).is_empty());
            visa_binary::write(&m, &wopts).unwrap()
        })
    });
    // The checks alone.
    g.bench_function("verify (IR)", |b| {
        b.iter(|| visa_verify::verify(black_box(&m), &opts))
    });
    // `xvisa verify` end to end: lenient parse with spans, checks, locations.
    g.bench_function("verify_text (parse + verify)", |b| {
        b.iter(|| visa_verify::verify_text(black_box(&src), &opts).unwrap())
    });
    g.finish();

    // The shared generator (`visa::synth`), the same measurement.
    let ms = visa::synth::kernel(20_000, 1);
    let src_s = visa_text::print_module(&ms);
    let ms = visa_text::parse_with(&src_s, popts).expect("synth kernel parses");
    assert!(
        visa_verify::verify(&ms, &opts).is_empty(),
        "synth kernel is valid"
    );
    let mut g = c.benchmark_group("20k-synth");
    g.sample_size(30);
    g.bench_function("asm (parse + write)", |b| {
        b.iter(|| {
            let m = visa_text::parse_with(black_box(&src_s), popts).unwrap();
            visa_binary::write(&m, &wopts).unwrap()
        })
    });
    g.bench_function("verify (IR)", |b| {
        b.iter(|| visa_verify::verify(black_box(&ms), &opts))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
