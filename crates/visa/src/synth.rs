//! Deterministic generator of large, valid kernels (benchmarks, tests).
//!
//! The kernels use the regular instruction groups with every operand form
//! (regions, indirect access, immediates, predicates, source modifiers,
//! saturation), block labels with forward and backward `goto`/`jmp`, and
//! surface loads and stores, so the reference assembler accepts them.

use crate::module::*;
use crate::operand::*;
use crate::types::*;

/// A small xorshift generator: reproducible without dependencies.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// Seeded generator (seed 0 is replaced by a constant).
    pub fn new(seed: u64) -> Rng {
        Rng(if seed == 0 {
            0x9E37_79B9_7F4A_7C15
        } else {
            seed
        })
    }

    /// Next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    /// Uniform in `0..n` (n > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }
}

fn gen(var: u32, row: u8, col: u8, region: Region, modifier: Modifier) -> Operand {
    Operand::Vec(VecOperand::General {
        var,
        row,
        col,
        region,
        modifier,
    })
}

/// Builds a kernel of about `n` instructions.
pub fn kernel(n: usize, seed: u64) -> Module {
    let mut rng = Rng::new(seed);
    let mut r = Routine::new(RoutineKind::Kernel, "synth");
    let types = [
        DataType::D,
        DataType::UD,
        DataType::F,
        DataType::W,
        DataType::UW,
        DataType::HF,
    ];
    // 8 variables of each type, two GRFs each: few enough for the
    // reference to allocate registers for all of them at once.
    for (ti, ty) in types.iter().enumerate() {
        for k in 0..8 {
            r.vars.push(GeneralVar {
                name: format!("V{}_{k}", ty.name()),
                ty: *ty,
                num_elements: (64 / ty.size()) as u16,
                align: Align::Grf,
                alias: None,
                attrs: Vec::new(),
            });
            let _ = ti;
        }
    }
    let var_of = |ti: usize, k: u64| NUM_PREDEFINED_VARS + (ti as u32) * 8 + k as u32;
    r.addrs.push(SimpleVar {
        name: "A0".into(),
        num_elements: 2,
        attrs: Vec::new(),
    });
    for p in 1..=4 {
        r.preds.push(SimpleVar {
            name: format!("P{p}"),
            num_elements: 16,
            attrs: Vec::new(),
        });
    }
    r.surfaces.push(SimpleVar {
        name: "T6".into(),
        num_elements: 1,
        attrs: Vec::new(),
    });
    let nlabels = (n / 64).max(2);
    for l in 0..nlabels {
        r.labels.push(Label {
            name: format!("L{l}"),
            kind: if l == 0 {
                LabelKind::Subroutine
            } else {
                LabelKind::Block
            },
            attrs: Vec::new(),
        });
    }
    r.attributes.push(Attribute::int("Target", 1, 1));
    let e16 = ExecCtrl::new(ExecSize::S16, MaskCtrl::M1);
    let e8 = ExecCtrl::new(ExecSize::S8, MaskCtrl::M1);
    let src_r = Region::src(1, 1, 0).expect("region");
    let scal = Region::src(0, 1, 0).expect("region");
    let d1 = Region::dst(1).expect("region");
    r.insts.push(Instruction {
        opcode: 0x30,
        exec: ExecCtrl(0),
        pred: Pred::NONE,
        operands: vec![Operand::Label(0)],
    });
    let mut next_label = 1usize;
    let per_label = (n / nlabels).max(1);
    while r.insts.len() < n {
        if r.insts.len().is_multiple_of(per_label) && next_label < nlabels {
            r.insts.push(Instruction {
                opcode: 0x31,
                exec: ExecCtrl(0),
                pred: Pred::NONE,
                operands: vec![Operand::Label(next_label as u16)],
            });
            next_label += 1;
            continue;
        }
        let ti = rng.below(types.len() as u64) as usize;
        let ty = types[ti];
        let float = ty.is_float();
        let dst = var_of(ti, rng.below(8));
        let s0 = var_of(ti, rng.below(8));
        let s1 = var_of(ti, rng.below(8));
        let pred = if rng.below(8) == 0 {
            Pred::new(1 + rng.below(4) as u16, rng.below(2) == 1, PredCtrl::None)
        } else {
            Pred::NONE
        };
        let exec = if ty.size() == 4 { e16 } else { e8 };
        let imm = |rng: &mut Rng| {
            let bits = if float {
                if ty == DataType::HF {
                    0x3C00
                } else {
                    (1.0f32 + rng.below(100) as f32).to_bits() as u64
                }
            } else {
                rng.below(1000)
            };
            Operand::Vec(VecOperand::Immediate { ty, bits })
        };
        let m = if rng.below(6) == 0 && ty != DataType::UD && ty != DataType::UW {
            Modifier::Neg
        } else {
            Modifier::None
        };
        match rng.below(12) {
            0..=3 => {
                // add/mul/sel/min-like binary arithmetic
                let op = [0x01u8, 0x10, 0x2A, 0x01][rng.below(4) as usize];
                let sat = if float && rng.below(4) == 0 {
                    Modifier::Sat
                } else {
                    Modifier::None
                };
                let second = if rng.below(3) == 0 {
                    imm(&mut rng)
                } else {
                    gen(s1, 0, 0, src_r, Modifier::None)
                };
                r.insts.push(Instruction {
                    opcode: op,
                    exec,
                    pred,
                    operands: vec![gen(dst, 0, 0, d1, sat), gen(s0, 0, 0, src_r, m), second],
                });
            }
            4 => {
                r.insts.push(Instruction {
                    opcode: 0x0C,
                    exec,
                    pred,
                    operands: if float {
                        vec![
                            gen(dst, 0, 0, d1, Modifier::None),
                            gen(s0, 0, 0, src_r, m),
                            gen(s1, 0, 0, scal, Modifier::None),
                            gen(s0, 0, 0, src_r, Modifier::None),
                        ]
                    } else {
                        vec![
                            gen(dst, 0, 0, d1, Modifier::None),
                            gen(s0, 0, 0, src_r, Modifier::None),
                            gen(s1, 0, 0, scal, Modifier::None),
                            gen(s0, 0, 0, src_r, Modifier::None),
                        ]
                    },
                });
            }
            5 => {
                // logic / shifts on integers, conversions on floats
                if float {
                    let ui = 1; // UD
                    r.insts.push(Instruction {
                        opcode: 0x29,
                        exec,
                        pred,
                        operands: vec![
                            gen(var_of(ui, rng.below(8)), 0, 0, d1, Modifier::None),
                            gen(s0, 0, 0, src_r, Modifier::None),
                        ],
                    });
                } else {
                    let op = [0x20u8, 0x21, 0x22, 0x24, 0x25][rng.below(5) as usize];
                    r.insts.push(Instruction {
                        opcode: op,
                        exec,
                        pred,
                        operands: vec![
                            gen(dst, 0, 0, d1, Modifier::None),
                            gen(s0, 0, 0, src_r, Modifier::None),
                            imm(&mut rng),
                        ],
                    });
                }
            }
            6 => {
                r.insts.push(Instruction {
                    opcode: 0x2C,
                    exec,
                    pred: Pred::NONE,
                    operands: vec![
                        Operand::Imm(rng.below(6) as u32),
                        Operand::Vec(VecOperand::Predicate {
                            pred: Pred(1 + rng.below(4) as u16),
                            modifier: Modifier::None,
                        }),
                        gen(s0, 0, 0, src_r, Modifier::None),
                        gen(s1, 0, 0, src_r, Modifier::None),
                    ],
                });
            }
            7 => {
                // strided and 2-D regions
                let reg = [
                    Region::src(8, 8, 1),
                    Region::src(16, 8, 2),
                    Region::src(2, 1, 0),
                    Region::src(0, 1, 0),
                ][rng.below(4) as usize]
                    .expect("region");
                r.insts.push(Instruction {
                    opcode: 0x29,
                    exec: e8,
                    pred,
                    operands: vec![
                        gen(dst, 0, 0, d1, Modifier::None),
                        gen(s0, 0, 0, reg, Modifier::None),
                    ],
                });
            }
            8 => {
                // address arithmetic and an indirect read
                r.insts.push(Instruction {
                    opcode: 0x28,
                    exec: ExecCtrl::new(ExecSize::S1, MaskCtrl::M1_NM),
                    pred: Pred::NONE,
                    operands: vec![
                        Operand::Vec(VecOperand::Address {
                            addr: 0,
                            offset: 0,
                            width: 0,
                            modifier: Modifier::None,
                        }),
                        gen(s0, 0, 0, scal, Modifier::None),
                        Operand::Vec(VecOperand::Immediate {
                            ty: DataType::UW,
                            bits: 4 * rng.below(8),
                        }),
                    ],
                });
                r.insts.push(Instruction {
                    opcode: 0x29,
                    exec,
                    pred: Pred::NONE,
                    operands: vec![
                        gen(dst, 0, 0, d1, Modifier::None),
                        Operand::Vec(VecOperand::Indirect {
                            addr: 0,
                            addr_offset: 0,
                            imm_offset: 0,
                            ty,
                            region: src_r,
                            modifier: Modifier::None,
                        }),
                    ],
                });
            }
            9 if ty == DataType::UD || ty == DataType::D || ty == DataType::F => {
                // surface load / store
                let store = rng.below(2) == 1;
                r.insts.push(Instruction {
                    opcode: if store { 0x75 } else { 0x74 },
                    exec: e16,
                    pred: Pred::NONE,
                    operands: vec![
                        Operand::Imm(1),
                        Operand::Imm(0),
                        Operand::Imm(NUM_PREDEFINED_SURFACES),
                        Operand::Vec(VecOperand::Immediate {
                            ty: DataType::UD,
                            bits: 0,
                        }),
                        Operand::Raw(RawOperand {
                            var: var_of(1, rng.below(8)),
                            offset: 0,
                        }),
                        Operand::Raw(RawOperand {
                            var: dst,
                            offset: 0,
                        }),
                    ],
                });
            }
            10 if next_label > 1 || next_label < nlabels => {
                // goto to a block label, forward if possible
                let target = if next_label < nlabels {
                    next_label + rng.below((nlabels - next_label) as u64) as usize
                } else {
                    1 + rng.below((next_label - 1) as u64) as usize
                };
                r.insts.push(Instruction {
                    opcode: 0x6C,
                    exec: e16,
                    pred: Pred::new(1 + rng.below(4) as u16, true, PredCtrl::None),
                    operands: vec![Operand::Label(target as u16)],
                });
            }
            _ => {
                // unary math on floats, bit counting on integers
                let op = if float {
                    if ty == DataType::HF {
                        0x19
                    } else {
                        [0x08u8, 0x0B, 0x17, 0x18, 0x19, 0x1A, 0x1B][rng.below(7) as usize]
                    }
                } else {
                    0x23
                };
                r.insts.push(Instruction {
                    opcode: op,
                    exec,
                    pred,
                    operands: vec![
                        gen(dst, 0, 0, d1, Modifier::None),
                        gen(s0, 0, 0, src_r, Modifier::None),
                    ],
                });
            }
        }
    }
    while next_label < nlabels {
        r.insts.push(Instruction {
            opcode: 0x31,
            exec: ExecCtrl(0),
            pred: Pred::NONE,
            operands: vec![Operand::Label(next_label as u16)],
        });
        next_label += 1;
    }
    r.insts.push(Instruction {
        opcode: 0x34,
        exec: ExecCtrl::new(ExecSize::S1, MaskCtrl::M1),
        pred: Pred::NONE,
        operands: vec![],
    });
    let mut m = Module::new();
    m.routines.push(r);
    m
}
