//! The hand-written GEMMs (`tests/emu/gemm/gemm_{dg2,pvc}.visaasm`: f16
//! inputs, f32 accumulation, 2-D block loads and stores, `dpas`) at
//! 256 x 256 x 256 give, bit for bit, the reference `tests/emu/gemm/gen.py`
//! computed with numpy from the DPAS page's arithmetic.

use std::path::{Path, PathBuf};

use visa_emu::{Device, Launch, Program};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/emu/gemm")
}

fn run(file: &str, platform: visa::Platform, simd: u32, tile: u32) {
    let (m, n, k) = (256u32, 256u32, 256u32);
    let src = std::fs::read_to_string(dir().join(file)).unwrap();
    // The kernel is valid vISA.
    let diags = visa_verify::verify_text(&src, &visa_verify::Options { platform }).unwrap();
    assert!(diags.is_empty(), "{file}: {}", diags[0].message);
    let module = visa_text::parse_with(&src, visa_text::ParseOptions { platform }).unwrap();
    let prog = Program::new(&module, platform).unwrap();
    let a = std::fs::read(dir().join("A.bin")).unwrap();
    let b = std::fs::read(dir().join("B.bin")).unwrap();
    let want = std::fs::read(dir().join("C.bin")).unwrap();
    assert_eq!(a.len(), (m * k * 2) as usize);
    let mut dev = Device::new();
    let (ba, bb) = (dev.buffer(&a), dev.buffer(&b));
    let bc = dev.zeros((m * n * 4) as usize);
    let mut l = Launch::new([n / tile * simd, m / tile, 1], [simd, 1, 1]);
    l.simd = Some(simd);
    for (name, buf) in [("A", ba), ("B", bb), ("C", bc)] {
        l.inputs
            .push((name.into(), dev.address(buf).to_le_bytes().to_vec()));
    }
    for (name, v) in [("M", m), ("N", n), ("K", k)] {
        l.inputs.push((name.into(), v.to_le_bytes().to_vec()));
    }
    dev.launch(&prog, &l).unwrap();
    let got = dev.read(bc);
    let bad: Vec<usize> = (0..want.len() / 4)
        .filter(|i| got[4 * i..4 * i + 4] != want[4 * i..4 * i + 4])
        .collect();
    assert!(
        bad.is_empty(),
        "{file}: {} of {} results differ from the reference, first at element {}",
        bad.len(),
        want.len() / 4,
        bad[0]
    );
}

#[test]
fn gemm_dg2_gives_the_reference() {
    run("gemm_dg2.visaasm", visa::Platform::Dg2, 8, 16);
}

#[test]
fn gemm_pvc_gives_the_reference() {
    run("gemm_pvc.visaasm", visa::Platform::Pvc, 16, 32);
}
