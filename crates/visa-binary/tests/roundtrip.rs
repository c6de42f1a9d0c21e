//! Property tests of the binary codec, driven by the opcode table.
//!
//! Random modules (declarations of every class, attributes, inputs, file-scope
//! variables, several routines) hold random instructions of every opcode and
//! sub-opcode of the table, each field filled according to its kind. Then:
//!
//! - full layout: `read(write(m)) == m`;
//! - GenX_IR 12504 layout: `write(read(write(m))) == write(m)`, and the
//!   decoded module is `m` with the fields that layout drops marked missing;
//! - every prefix of an object is rejected with an error, never a panic.

use proptest::prelude::*;
use visa::opcode::{self, Classes, Kind};
use visa::synth::Rng;
use visa::*;
use visa_binary::{expanded_fields, kept_fields, read, read_with, write, Layout, WriteOptions};

/// Every (opcode, sub-opcode) pair of the table.
fn all_forms() -> Vec<(u8, Option<u8>)> {
    let mut v = Vec::new();
    for info in opcode::OPCODES {
        if info.subops.is_empty() {
            v.push((info.opcode, None));
        } else {
            for s in info.subops {
                v.push((info.opcode, Some(s.value)));
            }
        }
    }
    v
}

fn attrs(rng: &mut Rng, names: &[&str]) -> Vec<Attribute> {
    let n = rng.below(3);
    (0..n)
        .map(|_| {
            let name = names[rng.below(names.len() as u64) as usize].to_string();
            // The stored form has no type tag: the name decides it.
            let value = if !visa_binary::is_int_attribute(&name) {
                let len = rng.below(6) as usize;
                AttrValue::Str((0..len).map(|_| b'a' + rng.below(26) as u8).collect())
            } else {
                let size = rng.below(5) as u8;
                let max = if size == 0 {
                    0
                } else {
                    (1u64 << (8 * size as u64)) - 1
                };
                AttrValue::Int {
                    size,
                    value: (rng.next_u64() & max) as u32,
                }
            };
            Attribute { name, value }
        })
        .collect()
}

fn simple(rng: &mut Rng, prefix: &str, i: usize) -> SimpleVar {
    SimpleVar {
        name: format!("{prefix}{i}"),
        num_elements: 1 + rng.below(16) as u16,
        attrs: attrs(rng, &["Input", "Output", "NoWidening"]),
    }
}

fn region(rng: &mut Rng) -> Region {
    loop {
        let r = Region(rng.below(0x1000) as u16);
        if r.is_well_formed() {
            return r;
        }
    }
}

fn modifier(rng: &mut Rng) -> Modifier {
    Modifier::from_code(rng.below(6) as u8).expect("modifier code")
}

fn data_type(rng: &mut Rng) -> DataType {
    DataType::ALL[rng.below(DataType::ALL.len() as u64) as usize]
}

/// A random valid reference to a general variable of `r`.
fn gvar(rng: &mut Rng, r: &Routine) -> u32 {
    if rng.below(4) == 0 || r.vars.is_empty() {
        PREDEFINED_VARS[rng.below(PREDEFINED_VARS.len() as u64) as usize].id
    } else {
        NUM_PREDEFINED_VARS + rng.below(r.vars.len() as u64) as u32
    }
}

fn vec_operand(rng: &mut Rng, r: &Routine, classes: Classes) -> VecOperand {
    // Pick a class the field accepts (state classes need a declared table).
    let mut choices = Vec::new();
    for (bit, ok) in [
        (Classes::G, true),
        (Classes::I, !r.addrs.is_empty()),
        (Classes::IMM, true),
        (Classes::A, !r.addrs.is_empty()),
        (Classes::P, !r.preds.is_empty()),
        (Classes::AO, true),
        (Classes::S, true),
    ] {
        if classes.has(bit) && ok {
            choices.push(bit);
        }
    }
    if choices.is_empty() {
        choices.push(Classes::G);
    }
    let c = choices[rng.below(choices.len() as u64) as usize];
    let m = modifier(rng);
    match c {
        Classes::I => VecOperand::Indirect {
            addr: rng.below(r.addrs.len() as u64) as u16,
            addr_offset: rng.below(16) as u8,
            imm_offset: rng.next_u64() as i16,
            ty: data_type(rng),
            region: region(rng),
            modifier: m,
        },
        Classes::IMM => {
            let ty = data_type(rng);
            let bits = if ty.is_64bit_imm() {
                rng.next_u64()
            } else {
                rng.next_u64() & 0xFFFF_FFFF
            };
            VecOperand::Immediate { ty, bits }
        }
        Classes::A => VecOperand::Address {
            addr: rng.below(r.addrs.len() as u64) as u16,
            offset: rng.below(16) as u8,
            width: rng.below(5) as u8,
            modifier: m,
        },
        Classes::P => VecOperand::Predicate {
            pred: Pred::new(
                1 + rng.below(r.preds.len() as u64) as u16,
                rng.below(2) == 1,
                PredCtrl::None,
            ),
            modifier: m,
        },
        Classes::AO => VecOperand::AddressOf {
            var: gvar(rng, r),
            offset: rng.next_u64() as i16,
            modifier: m,
        },
        Classes::S => {
            if rng.below(2) == 0 || r.samplers.is_empty() {
                VecOperand::State {
                    class: StateClass::Surface,
                    id: rng.below(NUM_PREDEFINED_SURFACES as u64 + r.surfaces.len() as u64) as u16,
                    offset: rng.below(8) as u8,
                    modifier: m,
                }
            } else {
                VecOperand::State {
                    class: StateClass::Sampler,
                    id: rng.below(r.samplers.len() as u64) as u16,
                    offset: rng.below(8) as u8,
                    modifier: m,
                }
            }
        }
        _ => VecOperand::General {
            var: gvar(rng, r),
            row: rng.below(256) as u8,
            col: rng.below(256) as u8,
            region: region(rng),
            modifier: m,
        },
    }
}

/// An instruction of the given form with every field of its layout filled.
fn instruction(rng: &mut Rng, r: &Routine, opcode: u8, subop: Option<u8>) -> Instruction {
    let info = opcode::info(opcode).expect("table opcode");
    let fields = info.layout(subop).expect("table layout");
    let mut inst = Instruction {
        opcode,
        exec: ExecCtrl(0),
        pred: Pred::NONE,
        operands: Vec::new(),
    };
    let mut count = 0u32;
    let mut mode = 0u32;
    for (i, f) in fields.iter().enumerate() {
        // A list's length is the last U8 field before it.
        let next_is_list = fields[i + 1..]
            .iter()
            .find(|n| matches!(n.kind, Kind::U8 | Kind::LabelList | Kind::RawList))
            .is_some_and(|n| n.kind != Kind::U8);
        match f.kind {
            Kind::Exec => inst.exec = ExecCtrl(rng.below(6) as u8 | (rng.below(16) as u8) << 4),
            Kind::Pred => {
                inst.pred = if r.preds.is_empty() || rng.below(2) == 0 {
                    Pred::NONE
                } else {
                    let ctrl =
                        [PredCtrl::None, PredCtrl::Any, PredCtrl::All][rng.below(3) as usize];
                    Pred::new(
                        1 + rng.below(r.preds.len() as u64) as u16,
                        rng.below(2) == 1,
                        ctrl,
                    )
                }
            }
            Kind::Dst(c) | Kind::Src(c) => inst.operands.push(Operand::Vec(vec_operand(rng, r, c))),
            Kind::Raw => inst.operands.push(Operand::Raw(RawOperand {
                var: gvar(rng, r),
                offset: rng.below(0x10000) as u16,
            })),
            Kind::U8 if next_is_list => {
                count = rng.below(5) as u32;
                inst.operands.push(Operand::Imm(count));
            }
            Kind::U8 | Kind::Surface | Kind::Sampler => {
                inst.operands.push(Operand::Imm(rng.below(0x100) as u32))
            }
            Kind::U16 => {
                let v = rng.below(0x10000) as u32;
                if f.name == "mode" {
                    mode = v;
                }
                inst.operands.push(Operand::Imm(v))
            }
            Kind::SrcIfMode(c, bit) => {
                if mode & bit as u32 != 0 {
                    inst.operands.push(Operand::Vec(vec_operand(rng, r, c)))
                }
            }
            Kind::RawIfMode(bit) => {
                if mode & bit as u32 != 0 {
                    inst.operands.push(Operand::Raw(RawOperand {
                        var: gvar(rng, r),
                        offset: rng.below(0x10000) as u16,
                    }))
                }
            }
            Kind::U32 | Kind::I32 => inst.operands.push(Operand::Imm(rng.next_u64() as u32)),
            Kind::Label => inst
                .operands
                .push(Operand::Label(rng.below(r.labels.len() as u64) as u16)),
            Kind::SubOp => inst
                .operands
                .push(Operand::Imm(subop.expect("sub-opcode form") as u32)),
            Kind::Str16 | Kind::Str32 => {
                let names = ["f", "callee", "file.cl", "x"];
                inst.operands.push(Operand::Str(
                    names[rng.below(names.len() as u64) as usize].to_string(),
                ))
            }
            Kind::LabelList => {
                for _ in 0..count {
                    inst.operands
                        .push(Operand::Label(rng.below(r.labels.len() as u64) as u16));
                }
            }
            Kind::RawList => {
                for _ in 0..count {
                    inst.operands.push(Operand::Raw(RawOperand {
                        var: gvar(rng, r),
                        offset: rng.below(0x10000) as u16,
                    }));
                }
            }
        }
    }
    inst
}

/// A routine with random declarations and the given instruction forms.
fn routine(rng: &mut Rng, kind: RoutineKind, name: &str, forms: &[(u8, Option<u8>)]) -> Routine {
    let mut r = Routine::new(kind, name);
    let nvars = rng.below(10) as usize;
    for i in 0..nvars {
        let ty = data_type(rng);
        let alias = if i > 0 && rng.below(3) == 0 {
            Some(Alias {
                base: NUM_PREDEFINED_VARS + rng.below(i as u64) as u32,
                offset: rng.below(64) as u16,
                scope: AliasScope::Local,
            })
        } else {
            None
        };
        r.vars.push(GeneralVar {
            name: format!("V{i}"),
            ty,
            num_elements: 1 + rng.below(64) as u16,
            align: Align::from_code(rng.below(10) as u8).expect("align code"),
            alias,
            attrs: attrs(rng, &["Input", "Output", "Input_Output"]),
        });
    }
    for i in 0..rng.below(3) as usize {
        r.addrs.push(simple(rng, "A", i));
    }
    for i in 0..rng.below(4) as usize {
        r.preds.push(simple(rng, "P", i + 1));
    }
    for i in 0..rng.below(3) as usize {
        r.samplers.push(simple(rng, "S", i));
    }
    for i in 0..rng.below(3) as usize {
        r.surfaces.push(simple(rng, "T", i + 6));
    }
    for i in 0..1 + rng.below(5) as usize {
        r.labels.push(Label {
            name: format!("L{i}"),
            kind: LabelKind::from_code(rng.below(2) as u8),
            attrs: attrs(rng, &["Scope"]),
        });
    }
    if r.is_kernel() {
        for _ in 0..rng.below(4) {
            let class = rng.below(3) as u8;
            let id = match class {
                0 => gvar(rng, &r),
                _ => rng.below(8) as u32,
            };
            r.inputs.push(Input {
                kind: class | (rng.below(8) as u8) << 3,
                id,
                offset: rng.below(256) as i16,
                size: rng.below(64) as u16,
            });
        }
    } else {
        r.input_size = rng.below(32) as u8;
        r.return_size = rng.below(12) as u8;
    }
    r.attributes = attrs(rng, &["Target", "SLMSize", "OutputAsmPath", "AsmName"]);
    for table in [&mut r.var_relocs, &mut r.func_relocs] {
        for _ in 0..rng.below(3) {
            table.push(Reloc {
                symbolic: rng.next_u64() as u16,
                resolved: rng.next_u64() as u16,
            });
        }
    }
    for &(op, sub) in forms {
        let inst = instruction(rng, &r, op, sub);
        r.insts.push(inst);
    }
    r
}

fn module(seed: u64, forms: &[Vec<(u8, Option<u8>)>]) -> Module {
    let mut rng = Rng::new(seed);
    let mut m = Module::new();
    for i in 0..rng.below(3) {
        m.file_vars.push(FileVar {
            linkage: rng.below(3) as u8,
            name: format!("g{i}"),
            bit_properties: rng.below(16) as u8,
            num_elements: 1 + rng.below(100) as u16,
            attrs: (0..rng.below(3))
                .map(|_| FileAttr {
                    name: rng.next_u64() as u32,
                    value: (0..rng.below(5)).map(|_| rng.next_u64() as u8).collect(),
                })
                .collect(),
        });
    }
    for (i, f) in forms.iter().enumerate() {
        let kind = if i == 0 {
            RoutineKind::Kernel
        } else {
            RoutineKind::Function(Linkage::Global)
        };
        let r = routine(&mut rng, kind, &format!("r{i}"), f);
        m.routines.push(r);
    }
    if rng.below(3) == 0 {
        // An extern function declaration: a table entry without an object.
        let mut d = Routine::new(RoutineKind::Function(Linkage::Extern), "ext");
        d.func_relocs.push(Reloc {
            symbolic: 1,
            resolved: rng.below(4) as u16,
        });
        m.routines.push(d);
    }
    m
}

/// Drops what an object read adds (string pool order, code size).
fn normalised(mut m: Module) -> Module {
    for r in &mut m.routines {
        r.string_order.clear();
        // Pool positions of string operands, which the reader records.
        r.string_refs.clear();
        r.code_size = None;
    }
    m
}

/// `m` with every list long enough that the GenX_IR 12504 layout keeps its
/// length field. When that layout drops the length (short lists), the number
/// of fields it keeps depends on a length that is not stored, and the reader
/// can only pick a reading that is consistent and lets the rest of the code
/// decode: re-encoding gives the same bytes (tested on unmodified modules),
/// but the operands read back may differ from the ones written.
fn genx_representable(m: &Module) -> Module {
    let mut m = m.clone();
    for r in &mut m.routines {
        // GenX_IR writes linkage 0 (extern) for every function.
        if let RoutineKind::Function(_) = r.kind {
            r.kind = RoutineKind::Function(Linkage::Extern);
        }
        for inst in &mut r.insts {
            let keep = kept_fields(inst, Layout::Genx12504);
            // Fields before a list have the same index expanded or not.
            let info = visa::opcode::info(inst.opcode).expect("opcode");
            let sub = if info.subops.is_empty() {
                None
            } else {
                inst.operands[0].as_imm().map(|v| v as u8)
            };
            let layout = info.layout(sub).expect("layout");
            let (mut field_i, mut op_i) = (0usize, 0usize);
            let mut last_u8: Option<(usize, usize)> = None;
            for f in &layout {
                match f.kind {
                    Kind::Exec | Kind::Pred => field_i += 1,
                    Kind::LabelList | Kind::RawList => {
                        let (cf, co) = last_u8.expect("list after a count");
                        let n = inst.operands[co].as_imm().expect("count") as usize;
                        if cf >= keep {
                            // Grow the list until the length field is kept.
                            let one = if f.kind == Kind::LabelList {
                                Operand::Label(0)
                            } else {
                                Operand::Raw(RawOperand { var: 1, offset: 7 })
                            };
                            let mut n = n;
                            while cf >= kept_fields(inst, Layout::Genx12504) {
                                inst.operands.insert(op_i, one.clone());
                                n += 1;
                                inst.operands[co] = Operand::Imm(n as u32);
                            }
                        }
                        break;
                    }
                    _ => {
                        if f.kind == Kind::U8 {
                            last_u8 = Some((field_i, op_i));
                        }
                        field_i += 1;
                        op_i += 1;
                    }
                }
            }
        }
    }
    m
}

/// `m` with the operands the GenX_IR 12504 layout does not store marked missing.
fn truncated(m: &Module) -> Module {
    let mut m = m.clone();
    for r in &mut m.routines {
        for inst in &mut r.insts {
            let fields = expanded_fields(inst).expect("table layout");
            let keep = kept_fields(inst, Layout::Genx12504);
            let mut opnd = 0;
            for (i, f) in fields.iter().enumerate() {
                if !f.kind.is_operand() {
                    if i >= keep {
                        // Dropped exec size / predicate read back as zero.
                        match f.kind {
                            Kind::Exec => inst.exec = ExecCtrl(0),
                            _ => inst.pred = Pred::NONE,
                        }
                    }
                    continue;
                }
                if i >= keep {
                    inst.operands[opnd] = Operand::Missing;
                }
                opnd += 1;
            }
        }
    }
    m
}

/// The first difference between two modules, for readable failures.
fn first_diff(a: &Module, b: &Module) -> String {
    if a.file_vars != b.file_vars {
        return format!("file vars\n{:?}\n{:?}", a.file_vars, b.file_vars);
    }
    if a.routines.len() != b.routines.len() {
        return "routine count".into();
    }
    for (x, y) in a.routines.iter().zip(&b.routines) {
        macro_rules! cmp {
            ($f:ident) => {
                if x.$f != y.$f {
                    return format!("{}: {}\n{:?}\n{:?}", x.name, stringify!($f), x.$f, y.$f);
                }
            };
        }
        cmp!(kind);
        cmp!(name);
        cmp!(vars);
        cmp!(addrs);
        cmp!(preds);
        cmp!(labels);
        cmp!(samplers);
        cmp!(surfaces);
        cmp!(vmes);
        cmp!(inputs);
        cmp!(input_size);
        cmp!(return_size);
        cmp!(attributes);
        cmp!(var_relocs);
        cmp!(func_relocs);
        for (i, (p, q)) in x.insts.iter().zip(&y.insts).enumerate() {
            if p != q {
                return format!("{}: inst {i}\n{p:?}\n{q:?}", x.name);
            }
        }
        cmp!(insts);
    }
    String::new()
}

fn full() -> WriteOptions {
    WriteOptions {
        layout: Layout::Full,
        gen_binaries: Vec::new(),
    }
}

/// An instruction form: opcode and sub-opcode.
type Form = (u8, Option<u8>);

fn forms_strategy() -> impl Strategy<Value = (u64, Vec<Vec<Form>>)> {
    let forms = all_forms();
    let form = prop::sample::select(forms);
    (
        any::<u64>(),
        prop::collection::vec(prop::collection::vec(form, 0..24), 1..4),
    )
}

proptest! {
    // 512 cases by default; PROPTEST_CASES=N for longer runs.
    #![proptest_config(ProptestConfig::with_cases(
        std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(512)
    ))]

    #[test]
    fn full_layout_round_trips((seed, forms) in forms_strategy()) {
        let m = module(seed, &forms);
        let bytes = write(&m, &full()).expect("write full");
        let back = read_with(&bytes, Some(Layout::Full)).expect("read full");
        let checked = visa_binary::read_checked(&bytes, Some(Layout::Full)).expect("checked read");
        prop_assert!(checked.module == back.module, "fast and checked decoders disagree");
        // Without the layout given, the full reading is found.
        let found = read(&bytes).expect("layout found");
        prop_assert!(found.layout == Layout::Full && found.module == back.module, "full object not read in full");
        let back = normalised(back.module);
        prop_assert!(back == m, "{}", first_diff(&back, &m));
    }

    #[test]
    fn genx_layout_is_a_fixed_point((seed, forms) in forms_strategy()) {
        // Any module: decoding and re-encoding reproduces the bytes.
        let raw = module(seed, &forms);
        let bytes = write(&raw, &WriteOptions::default()).expect("write genx");
        let back = read_with(&bytes, Some(Layout::Genx12504)).expect("read genx");
        let again = write(&back.module, &WriteOptions::default()).expect("rewrite genx");
        prop_assert!(again == bytes, "re-encoding the decoded object changed it");
        // Without the layout given: the truncated reading, or the full one
        // when that also explains every byte (then it writes the same
        // truncated object).
        let found = read(&bytes).expect("layout found");
        if found.layout == Layout::Genx12504 {
            prop_assert!(found.module == back.module, "truncated reading differs");
        } else {
            prop_assert!(found.both_layouts, "full reading of a truncated object");
            let again = write(&found.module, &WriteOptions::default()).expect("rewrite genx");
            prop_assert!(again == bytes, "the full reading writes another truncated object");
        }
        // Lists whose length is stored: the operands read back are the ones written.
        let m = genx_representable(&raw);
        let bytes = write(&m, &WriteOptions::default()).expect("write genx");
        let back = read_with(&bytes, Some(Layout::Genx12504)).expect("read genx");
        let again = write(&back.module, &WriteOptions::default()).expect("rewrite genx");
        prop_assert!(again == bytes, "re-encoding the decoded object changed it");
        let back = normalised(back.module);
        let want = truncated(&m);
        prop_assert!(back == want, "{}", first_diff(&back, &want));
    }

    #[test]
    fn truncated_objects_are_rejected((seed, forms) in forms_strategy(), cut in any::<prop::sample::Index>()) {
        let m = module(seed, &forms);
        let bytes = write(&m, &full()).expect("write full");
        let at = cut.index(bytes.len());
        let e = read(&bytes[..at]).expect_err("a cut object must not read");
        prop_assert!(e.offset <= at, "error offset {} beyond the cut {}", e.offset, at);
    }
}

/// Every form of the table, once, in both layouts (deterministic coverage that
/// does not depend on the random sampling above).
#[test]
fn every_table_form_round_trips() {
    let forms = all_forms();
    for (k, f) in forms.iter().enumerate() {
        for seed in 1..=8u64 {
            let m = module(seed * 1000 + k as u64, &[vec![*f, *f]]);
            let bytes = write(&m, &full()).unwrap_or_else(|e| panic!("{f:?}: write: {e}"));
            let back = read_with(&bytes, Some(Layout::Full))
                .unwrap_or_else(|e| panic!("{f:?}: read: {e}"));
            let back = normalised(back.module);
            assert!(
                back == m,
                "form {f:?} seed {seed}: {}",
                first_diff(&back, &m)
            );
            let m = genx_representable(&m);
            let g = write(&m, &WriteOptions::default()).expect("write genx");
            let gb = read_with(&g, Some(Layout::Genx12504)).expect("read genx");
            let gb = normalised(gb.module);
            let want = truncated(&m);
            assert!(gb == want, "genx form {f:?}: {}", first_diff(&gb, &want));
        }
    }
    assert!(forms.len() > opcode::OPCODES.len());
}

/// Objects of the committed corpus (GenX_IR and ocloc output), sampled.
fn corpus_objects() -> Vec<(String, Vec<u8>)> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/corpus");
    let mut files = Vec::new();
    let mut stack = vec![root];
    while let Some(d) = stack.pop() {
        let Ok(rd) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "isa") {
                files.push(p);
            }
        }
    }
    files.sort();
    // Every fifth file keeps the test quick and still spans every platform.
    files
        .iter()
        .step_by(5)
        .map(|p| {
            (
                p.display().to_string(),
                std::fs::read(p).expect("corpus file"),
            )
        })
        .collect()
}

#[test]
fn mutated_corpus_objects_never_panic() {
    let objs = corpus_objects();
    assert!(objs.len() > 50, "corpus objects missing: {}", objs.len());
    let mut rng = Rng::new(7);
    let (mut rejected, mut total) = (0, 0);
    for (name, data) in &objs {
        for _ in 0..40 {
            let mut d = data.clone();
            for _ in 0..1 + rng.below(4) {
                let i = rng.below(d.len() as u64) as usize;
                d[i] = match rng.below(3) {
                    0 => rng.next_u64() as u8,
                    1 => d[i] ^ (1 << rng.below(8)),
                    _ => 0xFF,
                };
            }
            total += 1;
            if let Err(e) = read(&d) {
                rejected += 1;
                assert!(
                    e.offset <= d.len(),
                    "{name}: offset {} past the end",
                    e.offset
                );
                assert!(
                    !e.path.is_empty(),
                    "{name}: error without a structure path: {e}"
                );
            }
        }
    }
    // Most single-byte damage lands in operands and still decodes; a good
    // share must be caught by the structural checks.
    assert!(
        rejected * 10 > total,
        "only {rejected} of {total} mutations rejected"
    );
}

/// The fast instruction decoder and the checked one agree on every corpus
/// object and on damaged copies of them (same module or both an error).
#[test]
fn fast_and_checked_decoders_agree() {
    let mut rng = Rng::new(11);
    for (name, data) in corpus_objects() {
        let a = read(&data).map(|o| o.module);
        let b = visa_binary::read_checked(&data, None).map(|o| o.module);
        assert!(a == b, "{name}: decoders disagree");
        for _ in 0..20 {
            let mut d = data.clone();
            let i = rng.below(d.len() as u64) as usize;
            d[i] = rng.next_u64() as u8;
            let a = read(&d).map(|o| o.module).ok();
            let b = visa_binary::read_checked(&d, None).map(|o| o.module).ok();
            assert!(a == b, "{name} with byte {i} changed: decoders disagree");
        }
    }
}
