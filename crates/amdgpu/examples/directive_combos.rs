//! Writes the generated directive combinations for the oracle scripts:
//! `cargo run -p amdgpu --example directive_combos -- OUTDIR` writes
//! `OUTDIR/manifest.tsv` and one `OUTDIR/<id>.s` per case (assemblable by
//! llvm-mc-14).

#[path = "../tests/common/combos.rs"]
mod combos;

fn main() {
    let dir = std::env::args()
        .nth(1)
        .expect("usage: directive_combos OUTDIR");
    std::fs::create_dir_all(&dir).expect("create OUTDIR");
    let cs = combos::generate(combos::COUNT);
    std::fs::write(format!("{dir}/manifest.tsv"), combos::manifest(&cs)).expect("write manifest");
    for c in &cs {
        let s = format!(
            ".text\n.p2align 8\nk:\n  s_endpgm\n.rodata\n.p2align 6\n{}",
            c.block
        );
        std::fs::write(format!("{dir}/{}.s", c.id), s).expect("write case");
    }
}
