//! Development aid for the decoder: `decode_corpus dump DIR...` prints every
//! instruction (offset, opcode, length, words, text) or error of the `.text`
//! of every code object under the directories, for before/after comparisons
//! of decoder changes; `decode_corpus loop N DIR...` decodes those sections
//! N times (for `perf record`) and prints the throughput.
use std::path::{Path, PathBuf};

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut ps: Vec<_> = rd.filter_map(|e| e.ok()).map(|e| e.path()).collect();
    ps.sort();
    for p in ps {
        if p.is_dir() {
            walk(&p, out);
        } else if matches!(p.extension().and_then(|e| e.to_str()), Some("co" | "o")) {
            out.push(p);
        }
    }
}

fn sections(dirs: &[String]) -> Vec<(PathBuf, gcn::Isa, Vec<u8>)> {
    let mut files = Vec::new();
    for d in dirs {
        walk(Path::new(d), &mut files);
    }
    let mut out = Vec::new();
    for p in files {
        let data = std::fs::read(&p).unwrap();
        let Ok(co) = amdgpu::elf::CodeObject::parse(&data) else {
            continue;
        };
        let Some(isa) = gcn::Isa::from_processor(co.target.processor.name) else {
            continue;
        };
        for s in &co.sections {
            if s.name == ".text" && s.size > 0 {
                let b = &data[s.offset as usize..(s.offset + s.size) as usize];
                out.push((p.clone(), isa, b.to_vec()));
            }
        }
    }
    out
}

fn main() {
    let a: Vec<String> = std::env::args().collect();
    match a.get(1).map(String::as_str) {
        Some("dump") => {
            use std::io::Write;
            let mut o = std::io::BufWriter::new(std::io::stdout().lock());
            for (p, isa, b) in sections(&a[2..]) {
                writeln!(o, "# {} {}", p.display(), isa.name()).unwrap();
                let mut d = gcn::Decoder::new(isa, &b);
                while let Some(r) = d.next() {
                    match r {
                        Ok((at, i)) => writeln!(
                            o,
                            "{at} {} {} {:08x?} {}",
                            i.opcode.index(),
                            i.len(),
                            i.words(),
                            i.display(isa)
                        )
                        .unwrap(),
                        Err(e) => {
                            writeln!(o, "{e}").unwrap();
                            d.skip_bytes(4);
                        }
                    }
                }
            }
        }
        Some("loop") => {
            let reps: usize = a[2].parse().unwrap();
            let code = sections(&a[3..]);
            let total: usize = code.iter().map(|c| c.2.len()).sum();
            let t = std::time::Instant::now();
            let mut n = 0usize;
            for _ in 0..reps {
                for (_, isa, bytes) in &code {
                    let mut d = gcn::Decoder::new(*isa, bytes);
                    while let Some(r) = d.next() {
                        match r {
                            Ok((_, i)) => n += i.opcode.index(),
                            Err(_) => d.skip_bytes(4),
                        }
                    }
                }
            }
            let dt = t.elapsed().as_secs_f64();
            println!(
                "{} bytes x {reps}: {:.1} MiB/s ({n})",
                total,
                (total * reps) as f64 / dt / (1 << 20) as f64
            );
        }
        _ => eprintln!("usage: decode_corpus dump DIR... | loop N DIR..."),
    }
}
