//! The unit programs' code is what the instruction-set layer assembles:
//! for each `tests/gcn-emu/programs/NAME.s`, `gcn::assemble` of its body
//! gives the `.text` bytes of `NAME.co` (which `llvm-mc-14` built, see
//! `scripts/gcn-emu/programs.py`).

use std::path::Path;

#[test]
fn every_unit_program_assembles_to_its_code_object_text() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/gcn-emu/programs");
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "s"))
        .collect();
    names.sort();
    assert!(names.len() >= 48, "{} programs", names.len());
    let mut bad = Vec::new();
    for p in &names {
        let src = std::fs::read_to_string(p).unwrap();
        let target = src
            .lines()
            .take_while(|l| l.starts_with("//"))
            .find_map(|l| l.strip_prefix("// target:"))
            .map(|t| t.trim().to_string())
            .unwrap_or_else(|| "gfx900".into());
        // `// wave: 64` on GFX10: the wave64 mode's lane masks (`vcc`).
        let wave64 = !src
            .lines()
            .take_while(|l| l.starts_with("//"))
            .any(|l| l.strip_prefix("// wave:").is_some_and(|w| w.trim() == "32"));
        let Some(isa) = gcn::Isa::from_processor_wave(&target, wave64) else {
            bad.push(format!("{}: no instruction set for {target}", p.display()));
            continue;
        };
        let body: String = src
            .lines()
            .filter(|l| !l.starts_with("//"))
            .map(|l| format!("{l}\n"))
            .collect();
        let got = match gcn::assemble(isa, &body) {
            Ok(a) => a.code,
            Err(e) => {
                bad.push(format!("{}: {:?}", p.display(), e.first()));
                continue;
            }
        };
        let co = std::fs::read(p.with_extension("co")).unwrap();
        let obj = amdgpu::elf::CodeObject::parse(&co).unwrap();
        let t = obj.sections.iter().find(|s| s.name == ".text").unwrap();
        let want = &co[t.offset as usize..(t.offset + t.size) as usize];
        if got.as_slice() != want {
            bad.push(format!(
                "{}: {} bytes assembled, .text has {}",
                p.display(),
                got.len(),
                want.len()
            ));
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}
