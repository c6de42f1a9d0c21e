//! Writes the generated directive combinations for the oracle scripts:
//! `cargo run -p amdgpu --example directive_combos -- OUTDIR` writes
//! `OUTDIR/manifest.tsv` and one `OUTDIR/<id>.s` per case (assemblable by
//! llvm-mc-14), and `OUTDIR/new/` the same for the second set (processors
//! and code object versions of llvm-mc-14, -16 and -19; the manifest's
//! fourth column is the whole llvm-mc command).

#[path = "../tests/common/combos.rs"]
mod combos;

fn main() {
    let dir = std::env::args()
        .nth(1)
        .expect("usage: directive_combos OUTDIR");
    std::fs::create_dir_all(&dir).expect("create OUTDIR");
    for (sub, cs) in [
        ("", combos::generate(combos::COUNT)),
        ("/new", combos::generate_new(combos::COUNT_NEW)),
    ] {
        let d = format!("{dir}{sub}");
        std::fs::create_dir_all(&d).expect("create OUTDIR");
        std::fs::write(format!("{d}/manifest.tsv"), combos::manifest(&cs)).expect("write manifest");
        for c in &cs {
            // s_endpgm is encoded alike on every generation.
            let s = format!(
                ".text\n.p2align 8\nk:\n  s_endpgm\n.rodata\n.p2align 6\n{}",
                c.block
            );
            std::fs::write(format!("{d}/{}.s", c.id), s).expect("write case");
        }
    }
}
