//! LSC instructions: parsed values (sub-opcode, data shape, address fields),
//! printed forms, and located errors for malformed input.

use visa::{DataType, Instruction, Operand, Platform, RawOperand, Region, VecOperand};
use visa_text::{parse_with, print_module_with, ParseError, ParseOptions, PrintOptions};

const HEADER: &str = ".version 4.1
.kernel \"k\"
.decl VA v_type=G type=uq num_elts=32 align=GRF
.decl VB v_type=G type=ud num_elts=32 align=GRF
.decl VC v_type=G type=ud num_elts=32 align=GRF
.decl VD v_type=G type=d num_elts=256 align=GRF
.decl VS v_type=G type=ud num_elts=8 align=GRF
.decl P1 v_type=P num_elts=16
.decl SURF v_type=T num_elts=1
";
// Variable ids: predefined 0..31, then VA = 32, VB, VC, VD, VS = 36.
const VA: u32 = 32;
const VB: u32 = 33;
const VC: u32 = 34;
const VD: u32 = 35;
const VS: u32 = 36;

fn src(line: &str) -> String {
    format!("{HEADER}    {line}\n")
}

fn opts() -> ParseOptions {
    ParseOptions {
        platform: Platform::Dg2,
    }
}

/// Parses one instruction line.
fn inst(line: &str) -> Instruction {
    let m = parse_with(&src(line), opts()).unwrap_or_else(|e| panic!("{line}: {e}"));
    m.routines[0].insts[0].clone()
}

/// The error for one instruction line.
fn error(line: &str) -> ParseError {
    match parse_with(&src(line), opts()) {
        Ok(_) => panic!("`{line}` parsed"),
        Err(e) => e,
    }
}

/// Checks an error's message and its column within the instruction line
/// (the line starts with four spaces; `col` counts from 1 there).
fn assert_error(line: &str, col: usize, msg: &str) {
    let e = error(line);
    assert_eq!(e.line, HEADER.lines().count() + 1, "{line}: {e}");
    assert_eq!(e.col, col + 4, "{line}: {e}");
    assert!(
        e.message.contains(msg),
        "{line}: `{}` lacks `{msg}`",
        e.message
    );
}

/// The printed instruction (without the id comment).
fn printed(line: &str) -> String {
    let m = parse_with(&src(line), opts()).unwrap_or_else(|e| panic!("{line}: {e}"));
    let text = print_module_with(
        &m,
        PrintOptions {
            predefined_header: false,
            inst_ids: false,
            platform: Platform::Dg2,
            ..Default::default()
        },
    );
    text.lines().last().expect("line").trim_start().to_string()
}

fn imms(i: &Instruction, n: usize) -> Vec<u32> {
    i.operands[..n]
        .iter()
        .map(|o| o.as_imm().expect("primitive"))
        .collect()
}

fn raw(var: u32, offset: u16) -> Operand {
    Operand::Raw(RawOperand { var, offset })
}

fn ud(v: u32) -> Operand {
    Operand::Vec(VecOperand::imm(DataType::UD, v as u64))
}

fn reg(var: u32, row: u8, col: u8) -> Operand {
    Operand::Vec(VecOperand::General {
        var,
        row,
        col,
        region: Region::src(0, 1, 0).unwrap(),
        modifier: visa::Modifier::None,
    })
}

#[test]
fn untyped_load_fields() {
    let i = inst("lsc_load.ugm.ca.uc (M5, 16) VD.64:d32x4 bti(0x4)[VB+0x10]:a32");
    assert_eq!(i.opcode, 0x89);
    assert_eq!(i.exec.0, 0x44);
    // sub-op, sfid, L1, L3, addr type, scale, offset, addr size, data size,
    // order, elems, chmask (the same union as elems)
    assert_eq!(imms(&i, 12), [0, 0, 2, 1, 4, 1, 0x10, 2, 3, 1, 4, 4]);
    assert_eq!(
        i.operands[12..],
        [ud(4), raw(VD, 64), raw(VB, 0), raw(0, 0), raw(0, 0)]
    );
}

#[test]
fn untyped_address_forms() {
    // No model means flat; flat and arg store the surface as 0:ud.
    let i = inst("lsc_load.slm (M1, 16) VD:d16 [VB]:a16");
    assert_eq!(imms(&i, 12), [0, 3, 0, 0, 1, 1, 0, 1, 2, 1, 1, 1]);
    assert_eq!(i.operands[12], ud(0));
    assert_eq!(
        inst("lsc_load.ugm (M1, 16) VD:d32 arg[VB]:a32").operands[4],
        Operand::Imm(5)
    );
    // Register surfaces: `V`, `V.col`, `V(row,col)`.
    let i = inst("lsc_load.ugm (M1, 16) VD:d32 ss(VS.2)[VB]:a32");
    assert_eq!(
        (i.operands[4].clone(), i.operands[12].clone()),
        (Operand::Imm(3), reg(VS, 0, 2))
    );
    let i = inst("lsc_load.ugm (M1, 16) VD:d32 bss(VS(1,3))[VB]:a32");
    assert_eq!(
        (i.operands[4].clone(), i.operands[12].clone()),
        (Operand::Imm(2), reg(VS, 1, 3))
    );
    // Immediate surfaces are C ints stored as :ud.
    assert_eq!(
        inst("lsc_load.ugm (M1, 16) VD:d32 bti(0x100000002)[VB]:a32").operands[12],
        ud(2)
    );
    // Offsets: `+ IntExpAdd` and `- IntExpPrim`, truncated to 32 bits.
    let off = |l: &str| inst(l).operands[6].as_imm().unwrap();
    assert_eq!(
        off("lsc_load.ugm (M1, 16) VD:d32 flat[VA+4*%sizeof(GRF)]:a64"),
        128
    );
    assert_eq!(
        off("lsc_load.ugm (M1, 16) VD:d32 flat[VA-(8+8)]:a64"),
        (-16i32) as u32
    );
    assert_eq!(
        off("lsc_load.ugm (M1, 16) VD:d32 flat[VA+0x100000010]:a64"),
        0x10
    );
    // Scale: `IntExpMul *` before the register.
    let i = inst("lsc_load.ugm (M1, 16) VD:d32 flat[2*2*VA]:a64");
    assert_eq!(i.operands[5], Operand::Imm(4));
    assert_eq!(
        printed("lsc_load.ugm (M1, 16) VD:d32 flat[2*2*VA-0x80000000]:a64"),
        "lsc_load.ugm (M1, 16)  VD:d32  flat[0x4*VA-0x80000000]:a64"
    );
}

#[test]
fn data_shapes() {
    let shape = |l: &str| imms(&inst(l), 12)[8..].to_vec();
    assert_eq!(
        shape("lsc_load.ugm (M1, 16) VD:u16c32h flat[VA]:a64"),
        [7, 1, 1, 1]
    );
    assert_eq!(
        shape("lsc_load.ugm (M1_NM, 1) VD:d64x64t flat[VA]:a64"),
        [4, 2, 8, 8]
    );
    assert_eq!(
        shape("lsc_load.ugm (M1, 16) VD:d8c32x3 flat[VA]:a64"),
        [5, 1, 3, 3]
    );
    // A channel mask is the same union: `.xz` on lsc_load is x8 (5).
    assert_eq!(
        shape("lsc_load_quad.ugm (M1, 16) VD:d32.xz flat[VA]:a64"),
        [3, 1, 5, 5]
    );
    assert_eq!(
        printed("lsc_load.ugm (M1, 16) VD:d32.xz flat[VA]:a64"),
        "lsc_load.ugm (M1, 16)  VD:d32x8  flat[VA]:a64"
    );
    assert_eq!(
        printed("lsc_load_quad.ugm (M1, 16) VD:d32x4 flat[VA]:a64"),
        "lsc_load_quad.ugm (M1, 16)  VD:d32.z  flat[VA]:a64"
    );
    // Union values with no vector size (GenX_IR prints `<<F?>>`) keep their
    // channel-mask spelling, which parses back to the same value.
    let p = printed("lsc_store.ugm (M1, 16) flat[VA]:a64 VD:d32.xyzw");
    assert_eq!(p, "lsc_store.ugm (M1, 16)  flat[VA]:a64  VD:d32.xyzw");
    assert_eq!(imms(&inst(&p), 12)[10], 15);
}

/// The later specification's names of the zero-extending data sizes
/// (`d8u32`, `d16u32`, `d16u32h`, which IGC releases after GenX_IR 12504
/// print) read as `d8c32`, `d16c32`, `d16c32h` (codes 5, 6, 7), with vector
/// sizes, transposition and channel masks, and print in the form this
/// GenX_IR parses.
#[test]
fn later_data_size_spellings() {
    for (later, now) in [
        ("d8u32", "d8c32"),
        ("d16u32", "d16c32"),
        ("d16u32h", "d16c32h"),
        ("u8u32", "d8c32"),
        ("d8u32x4", "d8c32x4"),
        ("d16u32hx2", "d16c32hx2"),
    ] {
        let a = format!("lsc_load.ugm (M1, 16) VD:{later} flat[VA]:a64");
        let b = format!("lsc_load.ugm (M1, 16) VD:{now} flat[VA]:a64");
        assert_eq!(inst(&a), inst(&b), "{later}");
        assert_eq!(
            printed(&a),
            format!("lsc_load.ugm (M1, 16)  VD:{now}  flat[VA]:a64")
        );
    }
    assert_eq!(
        imms(
            &inst("lsc_load.ugm (M1_NM, 1) VD:d16u32x8t flat[VA]:a64"),
            12
        )[8..],
        [6, 2, 5, 5]
    );
    assert_eq!(
        inst("lsc_store_quad.ugm (M1, 16) flat[VA]:a64 VD:d8u32.xy"),
        inst("lsc_store_quad.ugm (M1, 16) flat[VA]:a64 VD:d8c32.xy")
    );
    assert_error(
        "lsc_load.ugm (M1, 16) VD:d8u16 flat[VA]:a64",
        26,
        "d8c32 (d8u32)",
    );
}

#[test]
fn caching_options() {
    let cache = |l: &str| imms(&inst(l), 4)[2..].to_vec();
    assert_eq!(
        cache("lsc_load.ugm.ri.ca (M1, 16) VD:d32 flat[VA]:a64"),
        [6, 2]
    );
    assert_eq!(
        cache("lsc_load.ugm.uc (M1, 16) VD:d32 flat[VA]:a64"),
        [1, 0]
    );
    // `.cc` is read-invalidate in this release.
    assert_eq!(
        cache("lsc_load.ugm.cc.cc (M1, 16) VD:d32 flat[VA]:a64"),
        [6, 6]
    );
    assert_eq!(
        printed("lsc_load.ugm.df.df (M1, 16) VD:d32 flat[VA]:a64"),
        "lsc_load.ugm (M1, 16)  VD:d32  flat[VA]:a64"
    );
    assert_eq!(
        printed("lsc_store.ugm.st (M1, 16) flat[VA]:a64 VD:d32"),
        "lsc_store.ugm.st.df (M1, 16)  flat[VA]:a64  VD:d32"
    );
}

#[test]
fn strided_default_pitch() {
    let pitch = |l: &str| inst(l).operands[15].clone();
    assert_eq!(
        pitch("lsc_load_strided.ugm (M1, 16) VD:d32x3 flat[VA]:a64"),
        ud(12)
    );
    assert_eq!(
        pitch("lsc_load_strided.ugm (M1, 16) VD:d8c32 flat[VA]:a64"),
        ud(4)
    );
    // A channel mask gives no vector size: the data size alone.
    assert_eq!(
        pitch("lsc_store_strided.ugm (M1, 16) flat[VA]:a64 VD:d16c32h.xyzw"),
        ud(4)
    );
    // Transposed: the data size alone.
    assert_eq!(
        pitch("lsc_load_strided.ugm (M1_NM, 1) VD:d64x8t flat[VA]:a64"),
        ud(8)
    );
    assert_eq!(
        pitch("lsc_load_strided.ugm (M1, 16) VD:d32 flat[VA, VS(0,1)]:a64"),
        reg(VS, 0, 1)
    );
    // Strided accesses store 0 as the channel mask; store data is the last field.
    let i = inst("lsc_store_strided.ugm (M1, 16) flat[VA, 0x20]:a64 VD:d32x2");
    assert_eq!(imms(&i, 12), [5, 0, 0, 0, 1, 1, 0, 3, 3, 1, 2, 0]);
    assert_eq!(
        i.operands[13..],
        [raw(0, 0), raw(VA, 0), ud(0x20), raw(VD, 0)]
    );
    assert_eq!(
        printed("lsc_store_strided.ugm (M1, 16) flat[VA]:a64 VD:d32x2"),
        "lsc_store_strided.ugm (M1, 16)  flat[VA, 0x8]:a64  VD:d32x2"
    );
}

#[test]
fn atomics_and_append_counter() {
    let i = inst("lsc_atomic_icas.slm (M1, 16) %null:d32 flat[VB+0x40]:a32 VC VD.32");
    assert_eq!(imms(&i, 1), [0x12]);
    assert_eq!(
        i.operands[13..],
        [raw(0, 0), raw(VB, 0), raw(VC, 0), raw(VD, 32)]
    );
    assert_eq!(
        inst("lsc_atomic_fcas.ugm (M1, 16) VD:d32 flat[VA]:a64 VC VB").operands[0],
        Operand::Imm(0x17)
    );
    // GenX_IR's sub-opcode table lacks the append-counter atomics: the
    // failed lookup gives lsc_load (0).
    let i = inst("lsc_apndctr_atomic_sub.ugm (M1, 16) VD:d32 bti(0x4)[VB]:a32 %null %null");
    assert_eq!(i.operands[0], Operand::Imm(0));
    assert_eq!(
        printed("lsc_apndctr_atomic_add.ugm (M1, 16) VD:d32 bti(0x4)[VB]:a32 %null %null"),
        "lsc_load.ugm (M1, 16)  VD:d32  bti(0x4)[VB]:a32"
    );
}

#[test]
fn block2d_fields() {
    let i = inst(
        "lsc_load_block2d.ugm.ca.ca (M1_NM, 1) VD:u16.2x16x8tt flat[VA,0x100,VB,VC.1,VS(0,2),7]",
    );
    assert_eq!(i.opcode, 0x89);
    // sub-op, sfid, L1, L3, data size, order, blocks, width, height, vnni
    assert_eq!(imms(&i, 10), [3, 0, 2, 2, 2, 2, 2, 16, 8, 1]);
    assert_eq!(
        i.operands[10..],
        [
            raw(VD, 0),
            reg(VA, 0, 0),
            ud(0x100),
            reg(VB, 0, 0),
            reg(VC, 0, 1),
            reg(VS, 0, 2),
            ud(7),
            raw(0, 0)
        ]
    );
    assert_eq!(
        printed("lsc_store_block2d.ugm (M1_NM, 1) flat[VA,VB,VB,VB,0xab,0] VD:d32.8x4"),
        "lsc_store_block2d.ugm (M1_NM, 1)  flat[VA, VB, VB, VB, 0xAB, 0x0]  VD:d32.8x4nn"
    );
}

#[test]
fn typed_fields() {
    let i = inst("lsc_load_quad.tgm (M1, 8) VD:d32.xyzw bss(VS)[VB,VC]:a32");
    assert_eq!(i.opcode, 0x8A);
    // sub-op, L1, L3, addr type, addr size, data size, order, elems, chmask
    assert_eq!(imms(&i, 9), [2, 0, 0, 2, 2, 3, 1, 15, 15]);
    assert_eq!(
        i.operands[9..],
        [
            reg(VS, 0, 0),
            raw(VD, 0),
            raw(VB, 0),
            raw(VC, 0),
            raw(0, 0),
            raw(0, 0),
            raw(0, 0),
            raw(0, 0)
        ]
    );
    // GenX_IR prints absent coordinates as `%null` (which its parser
    // refuses): they are accepted, and left out when printing.
    let p = "lsc_store_quad.tgm (M1, 8)  bti(0x4)[VB, %null, %null, %null]:a32  VD:d32.xy";
    assert_eq!(
        printed(p),
        "lsc_store_quad.tgm (M1, 8)  bti(0x4)[VB]:a32  VD:d32.xy"
    );
    // Coordinate offsets are kept (GenX_IR's printer drops them).
    assert_eq!(
        printed("lsc_atomic_iadd.tgm (M1, 8) VD:d32 bti(0x1)[VB.32,VC]:a32 VD %null"),
        "lsc_atomic_iadd.tgm (M1, 8)  VD:d32  bti(0x1)[VB.32, VC]:a32  VD  %null"
    );
    let i = inst("(P1) lsc_read_state_info.tgm VD ss(VS)");
    assert_eq!((i.exec.0, i.pred.0), (0x80, 1));
    assert_eq!(imms(&i, 9), [0x1E, 0, 0, 3, 2, 3, 1, 1, 1]);
    assert_eq!(
        printed("lsc_read_state_info.tgm VD bti(3)"),
        "lsc_read_state_info.tgm  VD  bti(0x3)"
    );
}

#[test]
fn typed_sub_opcode_0() {
    // GenX_IR builds sub-opcode 0 from the append-counter mnemonics on .tgm
    // too, and prints `lsc_load.tgm`, which it cannot parse: the atomic
    // form is printed instead.
    let i = inst("lsc_apndctr_atomic_sub.tgm (M1, 8) VD:d32 bti(0x1)[VB]:a32 %null %null");
    assert_eq!((i.opcode, i.operands[0].clone()), (0x8A, Operand::Imm(0)));
    assert_eq!(
        printed("lsc_apndctr_atomic_sub.tgm (M1, 8) VD:d32 bti(0x1)[VB]:a32 %null %null"),
        "lsc_apndctr_atomic_add.tgm (M1, 8)  VD:d32  bti(0x1)[VB]:a32  %null  %null"
    );
}

#[test]
fn suffixes_may_be_spaced() {
    // GenX_IR lexes `.ugm`, `.ca`, `.none` as tokens of their own.
    assert_eq!(
        printed("lsc_load .ugm .uc .ca (M1, 16) VD:d32 flat[VA]:a64"),
        "lsc_load.ugm.uc.ca (M1, 16)  VD:d32  flat[VA]:a64"
    );
    assert_eq!(
        printed("lsc_fence .tgm .evict .gpu"),
        "lsc_fence.tgm.evict.gpu"
    );
}

#[test]
fn fence_fields() {
    let i = inst("lsc_fence.ugml.flushl3.sysacq");
    assert_eq!((i.opcode, i.exec.0, i.pred.0), (0x8B, 0x80, 0));
    assert_eq!(imms(&i, 3), [1, 5, 6]);
    assert_eq!(
        printed("lsc_fence.tgm.type6.tile"),
        "lsc_fence.tgm.type6.tile"
    );
}

#[test]
fn unaccepted_by_genx_ir_but_printable() {
    // lsc_ccs_update parses in GenX_IR (store syntax); its printer cannot
    // print it. The store form is printed here.
    assert_eq!(
        printed("lsc_ccs_update.ugm (M1, 16) flat[VA]:a64 VD:d32"),
        "lsc_ccs_update.ugm (M1, 16)  flat[VA]:a64  VD:d32"
    );
    assert_eq!(
        inst("lsc_ccs_update.ugm (M1, 16) flat[VA]:a64 VD:d32").operands[0],
        Operand::Imm(0x1D)
    );
}

#[test]
fn errors_are_located() {
    assert_error(
        "lsc_load (M1, 16) VD:d32 flat[VA]:a64",
        1,
        "needs a shared function",
    );
    assert_error(
        "lsc_load.ugx (M1, 16) VD:d32 flat[VA]:a64",
        9,
        "unknown LSC shared function `.ugx`",
    );
    assert_error(
        "lsc_load.ugm.ca.xx (M1, 16) VD:d32 flat[VA]:a64",
        16,
        "unknown caching option `.xx`",
    );
    assert_error(
        "lsc_load.ugm.ca.ca.ca (M1, 16) VD:d32 flat[VA]:a64",
        19,
        "too many caching options",
    );
    assert_error("lsc_load.ugm VD:d32 flat[VA]:a64", 14, "expected `(`");
    assert_error(
        "lsc_load.ugm (M1, 16) VD:d33 flat[VA]:a64",
        26,
        "invalid data shape `:d33`",
    );
    assert_error(
        "lsc_load.ugm (M1, 16) VD:d32x5 flat[VA]:a64",
        26,
        "invalid data shape",
    );
    assert_error(
        "lsc_load.ugm (M1, 16) VD:d32.zx flat[VA]:a64",
        29,
        "invalid channel mask `.zx`",
    );
    assert_error(
        "lsc_load.ugm (M1, 16) VD: d32 flat[VA]:a64",
        27,
        "right after `:`",
    );
    assert_error(
        "lsc_load.ugm (M1, 16) VD:d32 flat[VA]",
        38,
        "expected an address size",
    );
    assert_error(
        "lsc_load.ugm (M1, 16) VD:d32 flat[VA]:a8",
        39,
        "unknown address size `:a8`",
    );
    assert_error(
        "lsc_load.ugm (M1, 16) VD:d32 flat[%null]:a64",
        35,
        "not %null",
    );
    assert_error(
        "lsc_load.ugm (M1, 16) VD:d32 flat[VA-4-4]:a64",
        39,
        "expected `]`",
    );
    assert_error(
        "lsc_load.ugm (M1, 16) VD:d32 flat[4+VA]:a64",
        36,
        "`*` and the address register",
    );
    assert_error(
        "lsc_load.ugm (M1, 16) VD:d32 flat[VA/0]:a64",
        37,
        "expected `]`",
    );
    assert_error(
        "lsc_load.ugm (M1, 16) VD:d32 flat[8/0*VA]:a64",
        37,
        "division by 0",
    );
    assert_error(
        "lsc_load.ugm (M1, 16) VD:d32 bti(SURF)[VB]:a32",
        34,
        "not a general variable",
    );
    assert_error(
        "lsc_load.ugm (M1, 16) VD:d32 bti(VQ)[VB]:a32",
        34,
        "unknown variable `VQ`",
    );
    assert_error(
        "lsc_load.ugm (M1, 16) VD:d32 flat[VA]:a64 VB",
        43,
        "too many operands",
    );
    assert_error(
        "lsc_store.ugm (M1, 16) flat[VA]:a64",
        36,
        "expected a register",
    );
    assert_error(
        "lsc_atomic_iadd.ugm (M1, 16) VD:d32 flat[VA]:a64 VB",
        52,
        "expected a register",
    );
    assert_error(
        "lsc_load_strided.ugm (M1, 16) VD:d32 flat[VA, ]:a64",
        47,
        "expected an integer expression",
    );
    assert_error(
        "lsc_load.tgm (M1, 8) VD:d32 bti(0x1)[VB]:a32",
        1,
        "unsupported load operation for .tgm",
    );
    assert_error(
        "lsc_store_uncompressed.tgm (M1, 8) bti(0x1)[VB]:a32 VD:d32",
        1,
        "unsupported store operation for .tgm",
    );
    assert_error(
        "lsc_load_strided.tgm (M1, 8) VD:d32 bti(0x1)[VB]:a32",
        17,
        "untyped shared function",
    );
    assert_error(
        "lsc_load_quad.tgm (M1, 8) VD:d32.x flat[VB]:a32",
        36,
        "typed address model",
    );
    assert_error(
        "lsc_read_state_info.ugm VD bti(0x4)",
        20,
        "takes the typed shared function .tgm",
    );
    assert_error(
        "lsc_read_state_info.tgm (M1, 1) VD bti(0x4)",
        25,
        "expected a register",
    );
    assert_error(
        "lsc_load_block2d.ugm (M1_NM, 1) VD:d32 flat[VA,VB,VB,VB,VB,VB]",
        40,
        "expected a block shape",
    );
    assert_error(
        "lsc_load_block2d.ugm (M1_NM, 1) VD:d32.0x8 flat[VA,VB,VB,VB,VB,VB]",
        40,
        "block shape",
    );
    assert_error(
        "lsc_load_block2d.ugm (M1_NM, 1) VD:d32.8x8ttt flat[VA,VB,VB,VB,VB,VB]",
        36,
        "invalid block shape",
    );
    assert_error(
        "lsc_load_block2d.ugm (M1_NM, 1) VD:d32.8x8 bti(1)[VA,VB,VB,VB,VB,VB]",
        44,
        "expected `flat`",
    );
    assert_error(
        "lsc_load_block2d.ugm (M1_NM, 1) VD:d32.8x8 flat[VA,VB,VB,VB,VB]",
        63,
        "expected `,`",
    );
    assert_error(
        "lsc_load_block2d.ugm (M1_NM, 1) VD:d32.8x8 flat[0,VB,VB,VB,VB,VB]",
        49,
        "expected a general variable",
    );
    assert_error("lsc_fence.ugm.none", 1, "needs .<sfid>.<fence op>.<scope>");
    assert_error(
        "lsc_fence.ugm.none.system",
        19,
        "unknown fence scope `.system`",
    );
    assert_error(
        "lsc_fence.ugm.flush.gpu",
        14,
        "unknown fence operation `.flush`",
    );
    assert_error("(P1) lsc_fence.ugm.none.group", 6, "cannot be predicated");
    assert_error("lsc_fence.ugm.none.group (M1, 1)", 26, "too many operands");
    assert_error(
        "lsc_atomic_fadd.tgmx (M1, 8) VD:d32 bti(0x1)[VB]:a32 VD %null",
        16,
        "unknown LSC shared function",
    );
    assert_error(
        "lsc_frobnicate.ugm (M1, 8) VD:d32 flat[VA]:a64",
        1,
        "unknown instruction `lsc_frobnicate`",
    );
    assert_error(
        "lsc_read_state_info.tgm.uc VD bti(0x4)",
        24,
        "takes no caching options",
    );
}

/// Every instruction line of the hand-written LSC corpus, cut at every
/// character and with characters replaced, must parse or fail with an error,
/// never panic.
#[test]
fn malformed_lines_never_panic() {
    let dir =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/corpus/handwritten");
    let mut lines = Vec::new();
    for f in std::fs::read_dir(dir).expect("corpus").flatten() {
        let name = f.file_name().to_string_lossy().to_string();
        if name.starts_with("lsc_") && name.ends_with(".visaasm") && !name.contains(".genx.") {
            let text = std::fs::read_to_string(f.path()).expect("read");
            lines.extend(
                text.lines()
                    .filter(|l| l.contains("lsc_") && l.starts_with("    "))
                    .map(|l| l.trim().to_string()),
            );
        }
    }
    assert!(lines.len() > 100, "corpus lines: {}", lines.len());
    let replacements = [
        '(', ')', '[', ']', ',', ':', '.', '*', '+', '-', ' ', 'x', '0', '%', 't',
    ];
    let mut seed: u64 = 0x2545_F491_4F6C_DD1D;
    let mut checked = 0;
    for l in &lines {
        for (cut, _) in l.char_indices() {
            let _ = parse_with(&src(&l[..cut]), opts());
            checked += 1;
        }
        for _ in 0..16 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let mut chars: Vec<char> = l.chars().collect();
            let at = (seed % chars.len() as u64) as usize;
            chars[at] = replacements[(seed >> 32) as usize % replacements.len()];
            let s: String = chars.into_iter().collect();
            if let Ok(m) = parse_with(&src(&s), opts()) {
                // What parses prints to a fixed point.
                let p = PrintOptions {
                    platform: Platform::Dg2,
                    ..Default::default()
                };
                let text = print_module_with(&m, p);
                let again = parse_with(&text, opts()).expect("printed text parses");
                assert_eq!(print_module_with(&again, p), text, "{s}");
            }
            checked += 1;
        }
    }
    assert!(checked > 1000);
}
