//! Parsed values of the instruction families whose syntax is irregular
//! (sampler, dataport, sends, render-target writes, ...), the located errors
//! for malformed variants, and a no-panic sweep over truncated instructions.
//! The encodings asserted here were measured on GenX_IR 1.0.12504.6 (see the
//! hand-written corpus, which checks the same values byte for byte).

use visa::{Instruction, Operand, Platform, RawOperand, VecOperand};
use visa_text::{parse_with, ParseError, ParseOptions};

const DECLS: &str = "\
.decl VA v_type=G type=ud num_elts=128 align=GRF
.decl VB v_type=G type=ud num_elts=128 align=GRF
.decl VF v_type=G type=f num_elts=128 align=GRF
.decl VQ v_type=G type=uq num_elts=32 align=GRF
.decl VS v_type=G type=ud num_elts=8 align=GRF
.decl VW v_type=G type=uw num_elts=16 align=GRF
.decl P1 v_type=P num_elts=16
.decl S0 v_type=S num_elts=1
.decl T6 v_type=T num_elts=1
";

fn src(inst: &str) -> String {
    format!(".version 4.1\n.kernel \"k\"\n{DECLS}    {inst}\n    ret (M1, 1)\n")
}

fn parse_on(inst: &str, platform: Platform) -> Result<Instruction, ParseError> {
    let m = parse_with(&src(inst), ParseOptions { platform })?;
    Ok(m.routines[0].insts[0].clone())
}

fn one(inst: &str) -> Instruction {
    parse_on(inst, Platform::Skl).unwrap_or_else(|e| panic!("`{inst}`: {}", e.message))
}

/// The error for `inst`, with the column (1-based, in the instruction line)
/// where it points.
fn error(inst: &str) -> (String, usize) {
    match parse_on(inst, Platform::Skl) {
        Ok(i) => panic!("`{inst}` parsed: {i:?}"),
        Err(e) => {
            let line = DECLS.lines().count() + 3;
            assert_eq!(
                e.line, line,
                "`{inst}`: error on line {} ({})",
                e.line, e.message
            );
            (e.message, e.col - 4)
        }
    }
}

fn imms(i: &Instruction) -> Vec<u32> {
    i.operands.iter().filter_map(Operand::as_imm).collect()
}

fn raw(var: u32, offset: u16) -> Operand {
    Operand::Raw(RawOperand { var, offset })
}

// Variable ids: 32 predefined, then the declarations in order.
const VA: u32 = 32;
const VB: u32 = 33;
const VF: u32 = 34;

#[test]
fn channel_masks() {
    // Enabled-channel bits R=1 G=2 B=4 A=8, in any letter case.
    assert_eq!(
        imms(&one("sample.rgba (16) S0 T6 VF.0 VF.64 VF.128 VA.0"))[0],
        0x1F
    );
    assert_eq!(
        imms(&one(
            "gather4_typed.GA (M1, 8) T6 VB.0 %null.0 %null.0 %null.0 VA.0"
        ))[0],
        0xA
    );
    assert_eq!(
        imms(&one("gather4_scaled.RB (M1, 16) T6 0x0:ud VB.0 VA.0"))[0],
        0x5
    );
    // sample4 keeps the index of its single channel.
    let i = one("sample4.B (M1, 16) 0x0:uw S0 T6 VA.0 VF.0 VF.64");
    assert_eq!(imms(&i)[..2], [8, 2]);
    let (m, col) = error("sample4.RG (M1, 16) 0x0:uw S0 T6 VA.0 VF.0 VF.64");
    assert!(m.contains("only one of R, G, B, A"), "{m}");
    assert_eq!(col, 8);
    let (m, col) = error("gather4_typed.AR (M1, 8) T6 VB.0 %null.0 %null.0 %null.0 VA.0");
    assert!(m.contains("RGBA order"), "{m}");
    assert_eq!(col, 14);
}

#[test]
fn sampler_simd_and_formats() {
    // (16) sets bit 4; (32) is read as SIMD8, as the reference does.
    assert_eq!(
        imms(&one("load.RG (16) T6 VB.0 VB.64 VB.128 VA.0"))[0],
        0x13
    );
    assert_eq!(
        imms(&one("load.RG (32) T6 VB.0 VB.64 VB.128 VA.0"))[0],
        0x03
    );
    assert_eq!(imms(&one("load.RG T6 VB.0 VB.64 VB.128 VA.0"))[0], 0x03);
    let (m, _) = error("load.RG (4) T6 VB.0 VB.64 VB.128 VA.0");
    assert!(m.contains("SIMD mode"), "{m}");
    let i = one("sample_unorm.R.8-downsampled S0 T6 0x0:f 0x0:f 0x0:f 0x0:f VA.0");
    assert_eq!(imms(&i)[..3], [0x31, 0, 6]);
    let (m, col) = error("sample_unorm.R.4-full S0 T6 0x0:f 0x0:f 0x0:f 0x0:f VA.0");
    assert!(m.contains("unknown output format"), "{m}");
    assert_eq!(col, 15);
    let (m, _) = error(
        "avs.R T6 S0 0x0:f 0x0:f 0x0:f 0x0:f 0x0:f 0x0:uw 0x0:uw AVS_8_FULL 0x0:f AVS_8x4 0x0:ub VA.0",
    );
    assert!(m.contains("AVS execution mode"), "{m}");
}

#[test]
fn sampler_3d_sub_ops() {
    // Sub-opcode word: operation in the low byte, pixel null mask bit 8,
    // CPS bit 9; `.divS` leaves no trace.
    let cases = [
        ("sample_d_c.R (M1, 16) 0x0:uw S0 T6 VA.0 VF.0", 20),
        ("sample_lz.R (M1, 16) 0x0:uw S0 T6 VA.0 VF.0", 24),
        ("sample_c_lz.R (M1, 16) 0x0:uw S0 T6 VA.0 VF.0", 25),
        (
            "sample_b.pixel_null_mask.cps.divS.R (M1, 16) 0x0:uw S0 T6 VA.0 VF.0",
            0x301,
        ),
        ("sample_c.divS.R (M1, 16) 0x0:uw S0 T6 VA.0 VF.0", 3),
        ("load_mcs.R (M1, 16) 0x0:uw T6 VA.0 VB.0", 29),
        ("load_2dms_w.R (M1, 16) 0x0:uw T6 VA.0 VB.0", 28),
        (
            "load_lz.pixel_null_mask.R (M1, 16) 0x0:uw T6 VA.0 VB.0",
            0x11A,
        ),
        ("sample4_po_c.A (M1, 16) 0x0:uw S0 T6 VA.0 VF.0", 18),
    ];
    for (text, word) in cases {
        assert_eq!(imms(&one(text))[0], word, "{text}");
    }
    // Parameter count and list.
    let i = one("sample_d.R (M1, 16) 0x0:uw S0 T6 VA.0 VF.0 VF.64 %null.0");
    assert_eq!(i.operands[6], Operand::Imm(3));
    assert_eq!(i.operands[7..], [raw(VF, 0), raw(VF, 64), raw(0, 0)]);
    // Flags only in the grammar's order, cps and divS only on sample forms.
    let (m, col) = error("sample_3d.cps.pixel_null_mask.R (M1, 16) 0x0:uw S0 T6 VA.0 VF.0");
    assert!(m.contains("in this order"), "{m}");
    assert_eq!(col, 14);
    let (m, _) = error("load_3d.cps.R (M1, 16) 0x0:uw T6 VA.0 VB.0");
    assert!(m.contains("unexpected `.cps`"), "{m}");
    let (m, _) = error("sample_3d (M1, 16) 0x0:uw S0 T6 VA.0 VF.0");
    assert!(m.contains("channel mask"), "{m}");
    // info_3d sub-ops: sampleinfo has no lod operand.
    assert_eq!(one("resinfo.RGBA (M1, 16) T6 VB.0 VA.0").operands.len(), 5);
    let i = one("sampleinfo.RA (M1, 8) T6 VA.0");
    assert_eq!(
        i.operands,
        [
            Operand::Imm(11),
            Operand::Imm(9),
            Operand::Imm(6),
            raw(VA, 0)
        ]
    );
}

#[test]
fn atomic_ops() {
    let op = |t: &str| imms(&one(t))[0];
    assert_eq!(op("dword_atomic.add (M1, 8) T6 VB.0 VA.0 %null.0 VA.32"), 0);
    assert_eq!(
        op("dword_atomic.maxsint (M1, 8) T6 VB.0 VA.0 %null.0 VA.32"),
        12
    );
    // fmax..fsub follow the unassigned 14 and 15.
    assert_eq!(
        op("dword_atomic.fmax (M1, 8) T6 VB.0 VF.0 %null.0 VF.32"),
        16
    );
    assert_eq!(
        op("dword_atomic.fcmpwr (M1, 8) T6 VB.0 VF.0 VF.32 VF.64"),
        18
    );
    assert_eq!(
        op("dword_atomic.fsub (M1, 8) T6 VB.0 VF.0 %null.0 VF.32"),
        20
    );
    assert_eq!(
        op("dword_atomic.inc.16 (M1, 8) T6 VB.0 %null.0 %null.0 VA.0"),
        0x22
    );
    assert_eq!(
        imms(&one(
            "svm_atomic.cmpxchg.64 (M1, 8) VQ.0 VQ.64 VQ.128 VQ.192"
        ))[1],
        0x47
    );
    assert_eq!(
        imms(&one("svm_atomic.add.32 (M1, 8) VQ.0 VA.0 VB.0 %null.0"))[1],
        0
    );
    // svm_atomic text puts dst before the sources; the object after.
    let i = one("svm_atomic.add (M1, 8) VQ.0 VA.0 VB.0 %null.0");
    assert_eq!(
        i.operands[2..],
        [raw(35, 0), raw(VB, 0), raw(0, 0), raw(VA, 0)]
    );
    let (m, col) = error("dword_atomic.predec (M1, 8) T6 VB.0 VA.0 %null.0 VA.32");
    assert!(m.contains("unknown atomic operation"), "{m}");
    assert_eq!(col, 13);
    let (m, _) = error("dword_atomic.add.64 (M1, 8) T6 VB.0 VA.0 %null.0 VA.32");
    assert!(m.contains("unsupported atomic width"), "{m}");
}

#[test]
fn raw_sends_descriptors() {
    let i = one("raw_sends.15.2.1.1 (M1, 16) 0x4a:ud 0x4104000:ud VA.0 VB.0 VF.0");
    // modifiers, src0 len, src1 len, dst len, SFID
    assert_eq!(imms(&i), [0, 2, 1, 1, 15]);
    assert!(matches!(
        i.operands[5],
        Operand::Vec(VecOperand::Immediate { bits: 0x4a, .. })
    ));
    assert!(matches!(
        i.operands[6],
        Operand::Vec(VecOperand::Immediate {
            bits: 0x4104000,
            ..
        })
    ));
    // eot sets bit 1, sendc bit 0 and has no SFID.
    assert_eq!(
        imms(&one(
            "raw_sends_eot.7.1.0.0 (M1, 8) VS(0,1)<0;1,0> VS(0,0)<0;1,0> VA.0 %null.0 %null.0"
        ))[0],
        2
    );
    assert_eq!(
        imms(&one(
            "raw_sendsc_eot.1.0.0 (M1, 8) 0xa:ud 0x2004000:ud VA.0 %null.0 %null.0"
        )),
        [3, 1, 0, 0, 0]
    );
    // Counts keep their low 8 bits, as the reference does.
    assert_eq!(
        imms(&one(
            "raw_sends.271.1.0.0 (M1, 8) 0xa:ud 0x2004000:ud VA.0 %null.0 %null.0"
        ))[4],
        15
    );
    let i = one("raw_sendc (M1, 16) 0x8000000a 1 0 VS(0,0)<0;1,0> VA.0 %null.0");
    assert_eq!(imms(&i), [1, 0x8000000a, 1, 0]);
    let (m, _) = error("raw_sends.1.1.1 (M1, 8) 0xa:ud 0x2004000:ud VA.0 %null.0 %null.0");
    assert!(m.contains("needs 4 numeric suffixes"), "{m}");
    let (m, col) = error("raw_send (M1, 16) 10 1 0 0x2004000:ud VA.0 %null.0");
    assert!(m.contains("hexadecimal"), "{m}");
    assert_eq!(col, 19);
}

#[test]
fn render_target_writes() {
    // Operands the mode asks for, in the reference's order; SI is parsed
    // and dropped, as the reference does.
    let i = one("rt_write_3d.<Z><RTI> (M1, 16) T6 VB.0 0x3:ud VF.0 VF.64 VF.128 VF.192 VF.256");
    assert_eq!(i.operands[0], Operand::Imm(0x24));
    assert_eq!(i.operands.len(), 9);
    let i = one("rt_write_3d.<SI><CPS> (M1, 8) T6 VB.0 VS(0,1)<0;1,0> VS(0,2)<0;1,0> VF.0 VF.32 VF.64 VF.96");
    assert_eq!(i.operands[0], Operand::Imm(0x100));
    assert_eq!(i.operands.len(), 8);
    // Unknown tags are ignored; `CM` counts anywhere in the option.
    assert_eq!(
        one("rt_write_3d.<FOO><XCMY> (M1, 8) T6 VB.0 VF.0 VF.32 VF.64 VF.96").operands[0],
        Operand::Imm(0x400)
    );
    let (m, _) = error("rt_write_3d.<A> (M1, 8) T6 VB.0 VF.0 VF.32 VF.64 VF.96");
    assert!(m.contains("missing operands: A"), "{m}");
    let (m, col) = error("rt_write_3d.<RTI> (M1, 8) T6 VB.0 VF.0 VF.32 VF.64 VF.96 VF.128");
    assert!(
        m.contains("render target index operand must be a general or immediate"),
        "{m}"
    );
    assert_eq!(col, 35);
}

#[test]
fn barriers_fences_and_lifetimes() {
    // nbarrier mode bit 0 is signal; a wait repeats its id as thread count.
    let i = parse_on("nbarrier.wait 0x2:ud", Platform::Pvc).unwrap();
    assert_eq!(i.operands[0], Operand::Imm(0));
    assert_eq!(i.operands[1], i.operands[2]);
    let i = parse_on("nbarrier.signal 0x1:ud 0x10:ud", Platform::Pvc).unwrap();
    assert_eq!(i.operands[0], Operand::Imm(1));
    assert_eq!(imms(&one("fence_local.CRL1")), [0x20 | 8 | 16 | 64]);
    assert_eq!(imms(&one("fence_sw")), [0x80]);
    let (m, col) = error("fence_global.R");
    assert!(m.contains("channel mask"), "{m}");
    assert_eq!(col, 13);
    let (m, _) = error("fence_global.IE");
    assert!(m.contains("invalid fence options"), "{m}");
    // Lifetime: bit 0 end, class in bits 4-5 (predicate ids count from 1).
    assert_eq!(imms(&one("lifetime.end P1")), [0x21, 1]);
    assert_eq!(imms(&one("lifetime.start VB")), [0, VB]);
}

#[test]
fn dropped_modifiers_and_media_modes() {
    // `.mod` is accepted and dropped by the reference on loads and gathers.
    assert_eq!(imms(&one("oword_ld.mod (4) T6 0x0:ud VA.0"))[..2], [2, 0]);
    assert_eq!(
        imms(&one("gather.4 (M1, 16) .mod T6 0x0:ud VB.0 VA.0"))[..3],
        [2, 0, 1]
    );
    let (m, _) = error("oword_st.mod (4) T6 0x0:ud VA.0");
    assert!(m.contains("unexpected suffix `.mod`"), "{m}");
    // media modes: bottom_mod is 5, a missing plane is 0.
    assert_eq!(
        imms(&one("media_ld.bottom_mod (4,4) T6 0x0:ud 0x0:ud VA.0")),
        [5, 6, 0, 4, 4]
    );
    assert_eq!(
        imms(&one("media_st.top (4,4) T6 2 0x0:ud 0x0:ud VA.0")),
        [2, 6, 2, 4, 4]
    );
    let (m, _) = error("svm_block_ld.unaligned (4) 0x0:uq VA.0");
    assert!(m.contains("unexpected suffix `.unaligned`"), "{m}");
}

#[test]
fn instructions_without_text_form() {
    for (inst, word) in [
        ("bf_cvt (M1, 16) VF(0,0)<1> VF(0,0)<1;1,0>", "bf_cvt"),
        (
            "invm (M1, 8) VF(0,0)<1> P1 VF(0,0)<1;1,0> VF(0,0)<1;1,0>",
            "invm",
        ),
        ("rsqtm (M1, 8) VF(0,0)<1> P1 VF(0,0)<1;1,0>", "rsqtm"),
        ("vme_idm T6 VA.0 VA.64 VB.0", "vme_idm"),
        ("rt_read (M1, 16) T6 VA.0", "rt_read"),
        ("fccall (M1, 1) somewhere", "fccall"),
    ] {
        let (m, col) = error(inst);
        assert!(m.contains(word) && m.contains("reference"), "{m}");
        assert_eq!(col, 1, "{inst}");
    }
}

#[test]
fn arithmetic_forms_the_reference_mishandles() {
    // add3.o without its overflow predicate crashes GenX_IR.
    let (m, col) = error("add3.o (M1, 16) VA(0,0)<1> VA(0,0)<1;1,0> VA(0,0)<1;1,0> 0x1:ud");
    assert!(m.contains("overflow predicate"), "{m}");
    assert_eq!(col, 1);
    let i = one("(P1) add3.o (M1, 16) VA(0,0)<1> VA(0,0)<1;1,0> VA(0,0)<1;1,0> 0x1:ud");
    assert_eq!(i.opcode, 0x92);
    assert_eq!(i.pred.id(), 1);
    // srnd's predicate would be dropped by the reference.
    let (m, _) = error("(P1) srnd (M1_NM, 16) VF(0,0)<1> VF(0,0)<1;1,0> VF(0,0)<1;1,0>");
    assert!(m.contains("cannot be predicated"), "{m}");
    // bfn keeps the low byte of its hex control.
    let i = one("bfn.x1fe (M1, 16) VA(0,0)<1> VA(0,0)<1;1,0> VA(0,0)<1;1,0> 0x5:ud");
    assert_eq!(i.operands[4], Operand::Imm(0xFE));
    let (m, _) = error("bfn.q5 (M1, 16) VA(0,0)<1> VA(0,0)<1;1,0> VA(0,0)<1;1,0> 0x5:ud");
    assert!(m.contains("function control"), "{m}");
    // Lifetimes name declared variables, not %builtins.
    let (m, col) = error("lifetime.start %arg");
    assert!(m.contains("variable name"), "{m}");
    assert_eq!(col, 16);
    // dpas: W (src1) then A (src2) precision, depth and repeat count.
    let i = parse_on(
        "dpas.u4.s8.8.3 (M1, 8) VA.0 VA.0 VB.0 VB(1,0)",
        Platform::Dg2,
    )
    .unwrap();
    assert_eq!(i.operands[4], Operand::Imm(5 | 8 << 8 | 8 << 16 | 3 << 24));
}

#[test]
fn function_strings_repeat_in_the_pool() {
    let text = ".version 4.1\n.kernel \"k\"\n.decl VQ v_type=G type=uq num_elts=1 align=qword\n    fcall (M1, 1) f 0 0\n    faddr f VQ(0,0)<1>\n    .file \"k\"\n    ret (M1, 1)\n.global_function \"f\"\n    fcall (M1, 1) f 0 0\n    fret (M1, 1)\n";
    let m = parse_with(text, ParseOptions::default()).unwrap();
    let k = &m.routines[0];
    let pool = &k.string_order;
    let refs: Vec<&str> = k
        .string_refs
        .iter()
        .map(|&i| pool[i as usize].as_str())
        .collect();
    assert_eq!(refs, ["f", "f", "k"]);
    // The routine's own name and the FILE name are distinct entries.
    assert_eq!(pool.iter().filter(|s| *s == "k").count(), 2);
    // Call sizes keep their low 8 bits.
    let t2 = text.replace(
        "fcall (M1, 1) f 0 0\n    faddr",
        "fcall (M1, 1) f 257 3\n    faddr",
    );
    let m2 = parse_with(&t2, ParseOptions::default()).unwrap();
    assert_eq!(imms(&m2.routines[0].insts[0]), [1, 3]);
    let f = &m.routines[1];
    assert_eq!(f.string_refs, [f.string_order.len() as u32 - 2]);
    assert_eq!(f.attributes[0].name, "Target");
}

/// Every prefix of every instruction of the hand-written corpus parses or
/// fails with an error; none panics.
#[test]
fn truncated_instructions_never_panic() {
    let dir = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/corpus/handwritten"
    );
    let mut n = 0;
    for e in std::fs::read_dir(dir).unwrap().flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        if !name.ends_with(".visaasm") || name.contains(".genx.") {
            continue;
        }
        let text = std::fs::read_to_string(e.path()).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        // The declarations of the first routine, then one cut instruction.
        let first = lines
            .iter()
            .position(|l| l.starts_with("    "))
            .unwrap_or(0);
        let before = lines[..first].join("\n");
        for line in &lines {
            if !line.starts_with("    ") {
                continue;
            }
            for cut in (0..line.len()).filter(|&c| line.is_char_boundary(c)) {
                let src = format!("{before}\n{}\n", &line[..cut]);
                let _ = parse_with(
                    &src,
                    ParseOptions {
                        platform: Platform::Pvc,
                    },
                );
                n += 1;
            }
        }
    }
    assert!(n > 1000, "only {n} cases");
}

/// Forms only objects can hold: printed parseably by default and as GenX_IR
/// prints them with its verbatim option.
#[test]
fn object_only_forms() {
    let text = src("gather.4 (M1, 16) T6 0x0:ud VB.0 VA.0");
    let mut m = parse_with(&text, ParseOptions::default()).unwrap();
    let r = &mut m.routines[0];
    // Set the modifier bit the reference's parser never sets.
    r.insts[0].operands[1] = Operand::Imm(1);
    let show = |r: &visa::Routine, i: &Instruction, genx: bool| {
        visa_text::print_instruction(
            &visa_text::Ctx {
                r,
                grf: 32,
                label_suffix: genx,
            },
            i,
        )
    };
    let g = r.insts[0].clone();
    assert_eq!(
        show(r, &g, false),
        "gather.4 (M1, 16) .mod T6 0x0:ud VB.0 VA.0"
    );
    assert_eq!(
        show(r, &g, true),
        "gather.mod.4 (M1, 16).mod T6 0x0:ud VB.0 VA.0"
    );
    // VME surfaces print by index in the verbatim form.
    let vme = one("vme_sic %bss VA.0 VA.64 VB.0");
    assert_eq!(show(r, &vme, false), "vme_sic %bss  VA.0 VA.64 VB.0");
    assert_eq!(show(r, &vme, true), "vme_sic T4  VA.0 VA.64 VB.0");
    // svm_block_ld's unaligned bit.
    let mut b = one("svm_block_ld (4) 0x0:uq VA.0");
    b.operands[1] = Operand::Imm(2 | 8);
    assert_eq!(show(r, &b, false), "svm_block_ld.unaligned (4) 0x0:uq VA.0");
}
