//! What only a binary object can hold (codes the text syntax cannot spell)
//! is reported under the rule it belongs to.

use visa::*;
use visa_verify::{verify, Options};

const BASE: &str = "\
.version 4.1
.kernel \"k\"
.decl VA v_type=G type=d num_elts=16 align=GRF
.decl VB v_type=G type=d num_elts=16 align=GRF
.decl P1 v_type=P num_elts=16
.decl A0 v_type=A num_elts=2
    add (M1, 8) VA(0,0)<1> VB(0,0)<8;8,1> 0x1:d
    ret (M1, 1)
";

fn base() -> Module {
    visa_text::parse(BASE).unwrap()
}

fn rules(m: &Module) -> Vec<&'static str> {
    verify(m, &Options::default())
        .iter()
        .map(|d| d.rule.name())
        .collect()
}

fn add(m: &mut Module) -> &mut Instruction {
    &mut m.routines[0].insts[0]
}

fn src0(m: &mut Module) -> &mut VecOperand {
    match &mut add(m).operands[1] {
        Operand::Vec(v) => v,
        _ => unreachable!(),
    }
}

#[test]
fn base_is_clean() {
    assert!(rules(&base()).is_empty());
}

#[test]
fn undefined_region_code() {
    let mut m = base();
    if let VecOperand::General { region, .. } = src0(&mut m) {
        region.0 = (region.0 & !0xF0) | (9 << 4);
    }
    assert_eq!(rules(&m), ["region-parameters"]);
}

#[test]
fn invalid_exec_size_code() {
    let mut m = base();
    add(&mut m).exec = ExecCtrl(6);
    assert_eq!(rules(&m), ["exec-size"]);
}

#[test]
fn reserved_predicate_bits_and_undeclared_predicate() {
    let mut m = base();
    add(&mut m).pred = Pred(0x1001);
    assert_eq!(rules(&m), ["predicate-size"]);
    add(&mut m).pred = Pred(7);
    assert_eq!(rules(&m), ["predicate-size"]);
}

#[test]
fn undeclared_and_reserved_variable_ids() {
    let mut m = base();
    if let VecOperand::General { var, .. } = src0(&mut m) {
        *var = 99;
    }
    assert_eq!(rules(&m), ["operand-class"]);
    if let VecOperand::General { var, .. } = src0(&mut m) {
        *var = 25;
    }
    assert_eq!(rules(&m), ["predefined-write"]);
}

#[test]
fn immediate_bool_and_address_width() {
    let mut m = base();
    add(&mut m).operands[2] = Operand::Vec(VecOperand::imm(DataType::Bool, 1));
    assert_eq!(rules(&m), ["operand-class"]);
    let mut m = base();
    m.routines[0].insts[0] = Instruction {
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
            Operand::Vec(VecOperand::Address {
                addr: 0,
                offset: 0,
                width: 5,
                modifier: Modifier::None,
            }),
            Operand::Vec(VecOperand::imm(DataType::UW, 4)),
        ],
    };
    assert_eq!(rules(&m), ["address-operand-bounds"]);
}

#[test]
fn alias_loops_and_global_scope() {
    let mut m = base();
    let vars = &mut m.routines[0].vars;
    vars[0].alias = Some(Alias {
        base: 33,
        offset: 0,
        scope: AliasScope::Local,
    });
    vars[1].alias = Some(Alias {
        base: 32,
        offset: 0,
        scope: AliasScope::Local,
    });
    assert_eq!(rules(&m), ["alias-base", "alias-base"]);
    let mut m = base();
    m.routines[0].vars[0].alias = Some(Alias {
        base: 0,
        offset: 0,
        scope: AliasScope::Global,
    });
    assert_eq!(rules(&m), ["alias-base"]);
}

#[test]
fn invalid_input_kind_and_function_parameters() {
    let mut m = base();
    m.routines[0].inputs.push(Input {
        kind: 3,
        id: 32,
        offset: 32,
        size: 64,
    });
    assert_eq!(rules(&m), ["input-kind"]);
    // A function's parameters have no payload offset: only their kind and
    // size are checked.
    let mut m = base();
    m.routines[0].kind = RoutineKind::Function(Linkage::Global);
    for _ in 0..2 {
        m.routines[0].inputs.push(Input {
            kind: 0,
            id: 32,
            offset: 0,
            size: 64,
        });
    }
    assert!(rules(&m).is_empty());
}

#[test]
fn unknown_opcode_and_sub_opcode() {
    let mut m = base();
    add(&mut m).opcode = 0xEE;
    assert_eq!(rules(&m), ["platform-instruction"]);
    let mut m = base();
    m.routines[0].insts[0] = Instruction {
        opcode: 0x4E,
        exec: ExecCtrl(0),
        pred: Pred::NONE,
        operands: vec![Operand::Imm(0x33)],
    };
    assert_eq!(rules(&m), ["platform-instruction"]);
}

#[test]
fn label_index_out_of_range() {
    let mut m = base();
    m.routines[0].insts[1] = Instruction {
        opcode: 0x32,
        exec: ExecCtrl::new(ExecSize::S1, MaskCtrl::M1),
        pred: Pred::NONE,
        operands: vec![Operand::Label(9)],
    };
    assert_eq!(rules(&m), ["label-undefined"]);
}
