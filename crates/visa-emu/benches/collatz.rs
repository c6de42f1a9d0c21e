//! Emulator throughput in work-items per second on corpus kernels as ocloc
//! compiled them for SKL: the compute-heavy, divergent Collatz loop (64-bit
//! arithmetic, goto re-convergence) and a tiled matrix product (SLM,
//! barriers, float multiply-add).
//!
//! `cargo bench -p visa-emu --bench collatz`; the comparison with oclgrind
//! and pocl is `benches/compare.py`.

use std::path::{Path, PathBuf};

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use visa_emu::{ArgValue, Device, Program, Zebin};

fn corpus(p: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/corpus/ocl/skl")
        .join(p)
}

fn load(visaasm: &str) -> Program {
    let src = std::fs::read_to_string(corpus(visaasm)).unwrap();
    let m = visa_text::parse_with(
        &src,
        visa_text::ParseOptions {
            platform: visa::Platform::Skl,
        },
    )
    .unwrap();
    Program::new(&m, visa::Platform::Skl).unwrap()
}

fn bench(c: &mut Criterion) {
    // Collatz step counts for 1..=65536.
    let prog = load("collatz/collatz_simd16.visaasm");
    let zb = Zebin::parse(&std::fs::read(corpus("collatz/collatz.bin")).unwrap()).unwrap();
    let zk = zb.kernel("collatz").unwrap();
    let n = 65536u32;
    let mut g = c.benchmark_group("collatz-skl-simd16");
    g.sample_size(10);
    g.throughput(Throughput::Elements(n as u64));
    g.bench_function("65536 work-items", |b| {
        b.iter(|| {
            let mut dev = Device::new();
            let out = dev.zeros(4 * n as usize);
            let args = [
                ArgValue::Buffer(out),
                ArgValue::Bytes(1u64.to_le_bytes().to_vec()),
            ];
            let l = visa_emu::bind(&mut dev, &zb, zk, &args, [n, 1, 1], [64, 1, 1], 1).unwrap();
            dev.launch(&prog, &l).unwrap();
            dev.read(out)
        })
    });
    g.finish();

    // C = A * B for 128x128 floats in 8x8 tiles through SLM.
    let prog = load("matmul/matmul_tiled_simd32.visaasm");
    let zb = Zebin::parse(&std::fs::read(corpus("matmul/matmul.bin")).unwrap()).unwrap();
    let zk = zb.kernel("matmul_tiled").unwrap();
    let (m, k) = (128u32, 128u32);
    let a: Vec<u8> = (0..m * k)
        .flat_map(|i| ((i % 7) as f32).to_le_bytes())
        .collect();
    let mut g = c.benchmark_group("matmul-tiled-skl");
    g.sample_size(10);
    g.throughput(Throughput::Elements((m * m) as u64));
    g.bench_function("128x128", |b| {
        b.iter(|| {
            let mut dev = Device::new();
            let (ba, bb) = (dev.buffer(&a), dev.buffer(&a));
            let out = dev.zeros((4 * m * m) as usize);
            let args = [
                ArgValue::Buffer(ba),
                ArgValue::Buffer(bb),
                ArgValue::Buffer(out),
                ArgValue::Bytes((m as i32).to_le_bytes().to_vec()),
                ArgValue::Bytes((m as i32).to_le_bytes().to_vec()),
                ArgValue::Bytes((k as i32).to_le_bytes().to_vec()),
            ];
            let l = visa_emu::bind(&mut dev, &zb, zk, &args, [m, m, 1], [8, 8, 1], 2).unwrap();
            dev.launch(&prog, &l).unwrap();
            dev.read(out)
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
