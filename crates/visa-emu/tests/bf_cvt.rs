//! `bf_cvt` (opcode 0x88), which GenX_IR 1.0.12504.6 has no text form for
//! and the specification of this release no page: it reaches the emulator
//! from full-layout objects (and the Rust API). The program is written as
//! text with `fcvt` in its place, turned into `bf_cvt`, written as a
//! full-layout CISA object and read back, then run; F -> BF must round to
//! nearest even (an independent check: the nearer of the two neighbouring
//! BF values in exact f64 arithmetic, ties to the even one), BF -> F is
//! exact.

use visa_emu::{Device, Launch, Program};

const SRC: &str = r#".version 4.1
.kernel "bf_cvt"
.decl IN v_type=G type=uq num_elts=1 align=GRF
.decl OUT v_type=G type=uq num_elts=1 align=GRF
.decl BACK v_type=G type=uq num_elts=1 align=GRF
.decl F v_type=G type=f num_elts=16 align=GRF
.decl B v_type=G type=bf num_elts=32 align=GRF
.decl F2 v_type=G type=f num_elts=16 align=GRF
.function "k_0"
k_0:
    lsc_load.ugm (M1_NM, 1) F:d32x16t flat[IN]:a64
    fcvt (M1, 16) B(0,0)<1> F(0,0)<1;1,0>
    fcvt (M1, 16) F2(0,0)<1> B(0,0)<1;1,0>
    lsc_store.ugm (M1_NM, 1) flat[OUT]:a64 B:d32x8t
    lsc_store.ugm (M1_NM, 1) flat[BACK]:a64 F2:d32x16t
    ret (M1, 1)
"#;

/// The nearest BF value of a finite f32 (ties to even), by exact distance.
fn nearest_bf(x: f32) -> u16 {
    let b = x.to_bits();
    let down = (b >> 16) as u16;
    let up = down.wrapping_add(1);
    // Infinity's encoding stands for 2^128 here: IEEE rounding overflows
    // when the value is at least halfway to it.
    let v = |h: u16| {
        let f = f32::from_bits((h as u32) << 16) as f64;
        if f.is_infinite() {
            f.signum() * 2f64.powi(128)
        } else {
            f
        }
    };
    if (b & 0xffff) == 0 {
        return down;
    }
    let (dd, du) = ((x as f64 - v(down)).abs(), (v(up) - x as f64).abs());
    if dd < du || (dd == du && down & 1 == 0) {
        down
    } else {
        up
    }
}

#[test]
fn bf_cvt_from_a_full_layout_object() {
    let platform = visa::Platform::Pvc;
    let mut module = visa_text::parse_with(SRC, visa_text::ParseOptions { platform }).unwrap();
    for i in &mut module.routines[0].insts {
        if i.opcode == 0x1D {
            i.opcode = 0x88;
        }
    }
    let bytes = visa_binary::write(
        &module,
        &visa_binary::WriteOptions {
            layout: visa_binary::Layout::Full,
            ..Default::default()
        },
    )
    .unwrap();
    let module = visa_binary::read_with(&bytes, Some(visa_binary::Layout::Full))
        .unwrap()
        .module;
    assert_eq!(
        module.routines[0]
            .insts
            .iter()
            .filter(|i| i.opcode == 0x88)
            .count(),
        2
    );
    let prog = Program::new(&module, platform).unwrap();
    let xs: [u32; 16] = [
        0x3f808000,
        0x3f818000,
        0x3f808001,
        0x3f80ffff,
        0x0000_8000,
        0x0001_8000,
        0x807f_ffff,
        0x7f7f_ffff,
        0xff80_0000,
        0x8000_0000,
        0x4049_0fdb,
        0xc2f6_e979,
        0x3eaa_aaab,
        0x0080_7fff,
        0x7f7f_7fff,
        0x1234_5678,
    ];
    let input: Vec<u8> = xs.iter().flat_map(|x| x.to_le_bytes()).collect();
    let mut dev = Device::new();
    let bin = dev.buffer(&input);
    let bout = dev.zeros(64);
    let bback = dev.zeros(64);
    let mut l = Launch::new([16, 1, 1], [16, 1, 1]);
    l.simd = Some(16);
    for (n, b) in [("IN", bin), ("OUT", bout), ("BACK", bback)] {
        l.inputs
            .push((n.into(), dev.address(b).to_le_bytes().to_vec()));
    }
    dev.launch(&prog, &l).unwrap();
    let out = dev.read(bout);
    let back = dev.read(bback);
    for (k, &x) in xs.iter().enumerate() {
        let got = u16::from_le_bytes([out[2 * k], out[2 * k + 1]]);
        assert_eq!(got, nearest_bf(f32::from_bits(x)), "F -> BF of {x:#010x}");
        let b = u32::from_le_bytes(back[4 * k..4 * k + 4].try_into().unwrap());
        assert_eq!(b, (got as u32) << 16, "BF -> F of {got:#06x}");
    }
}
