//! Assembly throughput on real code, against llvm-mc-14 in the same run:
//! the `.text` of the committed corpus code objects, printed by the
//! decoder as LLVM's syntax (one file per processor variant), assembled by
//! `gcn::assemble` in-process and by `llvm-mc-14 -filetype=obj` as a
//! process (the whole process, as one uses it). Both give the same bytes
//! (checked before measuring). Branch targets print as offsets, which
//! both assemblers take as they are.
//!
//! `cargo bench -p gcn --bench asm`
use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use std::collections::BTreeMap;

/// Assembly text per ISA variant, and the code it must assemble to.
fn corpus() -> BTreeMap<String, (gcn::Isa, String, Vec<u8>)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/amdgpu/corpus");
    let mut out: BTreeMap<String, (gcn::Isa, String, Vec<u8>)> = BTreeMap::new();
    let mut names: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| matches!(p.extension().and_then(|e| e.to_str()), Some("co" | "o")))
        .collect();
    names.sort();
    for p in names {
        let data = std::fs::read(&p).unwrap();
        let Ok(co) = amdgpu::elf::CodeObject::parse(&data) else {
            continue;
        };
        let Some(isa) = gcn::Isa::from_processor(co.target.processor.name) else {
            continue;
        };
        for s in co
            .sections
            .iter()
            .filter(|s| s.name == ".text" && s.size > 0)
        {
            let bytes = &data[s.offset as usize..(s.offset + s.size) as usize];
            let e = out
                .entry(isa.name().to_string())
                .or_insert((isa, String::new(), Vec::new()));
            // Whole instructions only (stop at the first word that is none),
            // and only those whose text assembles: data after the code
            // decodes as instructions no assembler takes (a VOP2
            // v_cndmask_b32 reading an SGPR, which llvm-mc rejects too).
            let mut line = String::new();
            for r in gcn::Decoder::new(isa, bytes) {
                let Ok((o, i)) = r else { break };
                line.clear();
                i.print(isa, &mut line);
                if gcn::assemble_line(isa, &line).is_ok_and(|a| a.words() == i.words()) {
                    e.1.push('\t');
                    e.1.push_str(&line);
                    e.1.push('\n');
                    e.2.extend_from_slice(&bytes[o..o + i.len()]);
                }
            }
        }
    }
    out
}

fn llvm_mc(cpu: &str, path: &std::path::Path, obj: &std::path::Path) -> bool {
    std::process::Command::new("llvm-mc-14")
        .args([
            "-triple=amdgcn-amd-amdhsa",
            &format!("-mcpu={cpu}"),
            "-filetype=obj",
        ])
        .arg(path)
        .arg("-o")
        .arg(obj)
        .status()
        .is_ok_and(|s| s.success())
}

fn bench(c: &mut Criterion) {
    let tmp = std::env::temp_dir().join(format!("gcn-asm-bench-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    for (name, (isa, text, code)) in corpus() {
        // Repeat the code to about 1 MB of text so process start-up does
        // not dominate llvm-mc's time.
        let reps = (1 << 20) / text.len().max(1) + 1;
        let big = text.repeat(reps);
        let got = gcn::assemble(isa, &big).expect("the corpus assembles");
        assert_eq!(got.code, code.repeat(reps), "{name}: bytes");
        let mut g = c.benchmark_group(format!("asm-{name}"));
        g.throughput(Throughput::Bytes(big.len() as u64));
        g.sample_size(10);
        g.bench_function("xvisa", |b| {
            b.iter(|| black_box(gcn::assemble(isa, black_box(&big)).unwrap().code.len()))
        });
        let path = tmp.join(format!("{name}.s"));
        let obj = tmp.join(format!("{name}.o"));
        std::fs::write(&path, &big).unwrap();
        if llvm_mc(name.as_str(), &path, &obj) {
            let bin = tmp.join(format!("{name}.bin"));
            let ok = std::process::Command::new("llvm-objcopy-14")
                .args(["-O", "binary", "--only-section=.text"])
                .arg(&obj)
                .arg(&bin)
                .status()
                .is_ok_and(|s| s.success());
            assert!(ok, "llvm-objcopy-14");
            assert_eq!(
                std::fs::read(&bin).unwrap(),
                got.code,
                "{name}: llvm-mc-14's bytes"
            );
            g.bench_function("llvm-mc-14", |b| {
                b.iter(|| assert!(llvm_mc(name.as_str(), &path, &obj)))
            });
        } else {
            eprintln!("WARNING: llvm-mc-14 is not installed or failed: no comparison");
        }
        g.finish();
    }
    let _ = std::fs::remove_dir_all(&tmp);
}

criterion_group!(benches, bench);
criterion_main!(benches);
