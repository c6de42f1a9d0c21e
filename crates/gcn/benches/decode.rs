//! Decode throughput on real code: the `.text` of the committed corpus code
//! objects, each decoded with its processor's ISA variant.
use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};

fn corpus() -> Vec<(gcn::Isa, Vec<u8>)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/amdgpu/corpus");
    let mut out = Vec::new();
    let mut names: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| matches!(p.extension().and_then(|e| e.to_str()), Some("co" | "o")))
        .collect();
    names.sort();
    for p in names {
        let data = std::fs::read(&p).unwrap();
        let co = match amdgpu::elf::CodeObject::parse(&data) {
            Ok(c) => c,
            Err(_) => continue,
        };
        let Some(isa) = gcn::Isa::from_processor(co.target.processor.name) else {
            continue;
        };
        for s in &co.sections {
            if s.name == ".text" && s.size > 0 {
                let b = &data[s.offset as usize..(s.offset + s.size) as usize];
                out.push((isa, b.to_vec()));
            }
        }
    }
    out
}

fn bench(c: &mut Criterion) {
    let code = corpus();
    // Repeat the corpus to a few MB so the loop dominates.
    let total: usize = code.iter().map(|(_, b)| b.len()).sum();
    let reps = (4 << 20) / total.max(1) + 1;
    let mut g = c.benchmark_group("decode");
    g.throughput(Throughput::Bytes((total * reps) as u64));
    g.bench_function("corpus", |b| {
        b.iter(|| {
            let mut n = 0usize;
            for _ in 0..reps {
                for (isa, bytes) in &code {
                    let mut d = gcn::Decoder::new(*isa, bytes);
                    while let Some(r) = d.next() {
                        match r {
                            Ok((_, i)) => n += i.opcode.index(),
                            Err(_) => {
                                d.skip_bytes(4);
                            }
                        }
                    }
                }
            }
            black_box(n)
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
