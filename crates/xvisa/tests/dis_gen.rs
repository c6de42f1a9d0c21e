//! `xvisa dis` reports and extracts the GEN binaries an object embeds, from
//! the header alone: extraction works even when the code does not decode.

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).to_path_buf()
}

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("xvisa-dis-gen-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

const OBJECT: &str = "tests/corpus/handwritten/alu.genx.isa";

#[test]
fn extracts_the_embedded_gen_binary() {
    let data = std::fs::read(root().join(OBJECT)).unwrap();
    let obj = visa_binary::read(&data).unwrap();
    assert_eq!(
        obj.gen_binaries.len(),
        1,
        "the fixture embeds one GEN binary"
    );
    let (k, g) = &obj.gen_binaries[0];
    let kernel = obj
        .module
        .routines
        .iter()
        .filter(|r| r.is_kernel())
        .nth(*k)
        .unwrap();
    let plat = visa::Platform::from_gen_code(g.platform).unwrap().name();

    let dir = scratch("ok");
    let out = Command::new(env!("CARGO_BIN_EXE_xvisa"))
        .current_dir(root())
        .args(["dis", OBJECT, "-o"])
        .arg(dir.join("alu.visaasm"))
        .arg("--extract-gen")
        .arg(dir.join("gen"))
        .output()
        .unwrap();
    assert!(out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    let report = format!(
        "kernel `{}` embeds a GEN binary for {plat}, {} bytes",
        kernel.name,
        g.data.len()
    );
    assert!(stderr.contains(&report), "stderr: {stderr}");
    let file = dir.join("gen").join(format!("{}.{plat}.gen", kernel.name));
    assert_eq!(std::fs::read(&file).unwrap(), g.data);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn extracts_even_when_the_code_does_not_decode() {
    let mut data = std::fs::read(root().join(OBJECT)).unwrap();
    let view = visa_binary::ObjectView::parse(&data).unwrap();
    let k = &view.kernels[0];
    let blob = k.gen_binaries[0].data.to_vec();
    let plat = visa::Platform::from_gen_code(k.gen_binaries[0].platform)
        .unwrap()
        .name();
    let name = k.name_str().into_owned();
    // Cut the kernel object's string pool count to garbage: the header still
    // reads, the routine does not.
    let at = k.offset as usize;
    drop(view);
    data[at..at + 4].copy_from_slice(&u32::MAX.to_le_bytes());
    assert!(visa_binary::read(&data).is_err());

    let dir = scratch("bad");
    let input = dir.join("bad.isa");
    std::fs::write(&input, &data).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_xvisa"))
        .arg("dis")
        .arg(&input)
        .arg("-o")
        .arg(dir.join("bad.visaasm"))
        .arg("--extract-gen")
        .arg(dir.join("gen"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "the code does not decode");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("kernel[0]"), "located error: {stderr}");
    let file = dir.join("gen").join(format!("{name}.{plat}.gen"));
    assert_eq!(std::fs::read(&file).unwrap(), blob);
    let _ = std::fs::remove_dir_all(&dir);
}
