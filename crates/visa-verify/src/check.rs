//! The checks, routine by routine. Every lookup into the IR is checked: the
//! IR may come from a binary object with any ids and codes in it.

use visa::opcode::{Group, Kind};
use visa::props::{props, Mods, Props, Sat};
use visa::*;
use visa_text::Ctx;

use crate::{Diagnostic, Options, Rule, Site};

const OP_SUBROUTINE: u8 = 0x30;
const OP_LABEL: u8 = 0x31;
const OP_JMP: u8 = 0x32;
const OP_CALL: u8 = 0x33;
const OP_RET: u8 = 0x34;
const OP_MOV: u8 = 0x29;
const OP_CMP: u8 = 0x2C;
const OP_GOTO: u8 = 0x6C;
const OP_SWITCHJMP: u8 = 0x69;
const OP_FCALL: u8 = 0x67;
const OP_IFCALL: u8 = 0x4F;
const OP_FILE: u8 = 0x51;
const OP_LOC: u8 = 0x52;
/// Predefined variables programs may alias: %r0, %arg, %retval.
const ALIASABLE_PREDEFINED: [u32; 3] = [7, 8, 9];
const R0: u32 = 7;
const ARG: u32 = 8;
const RETVAL: u32 = 9;

pub(crate) fn routine(
    m: &Module,
    ri: usize,
    r: &Routine,
    opts: &Options,
    out: &mut Vec<Diagnostic>,
) {
    let grf = opts.platform.grf_size();
    let mut cx = Cx {
        m,
        r,
        ri,
        opts,
        grf,
        p: Ctx {
            r,
            grf,
            label_suffix: false,
        },
        out,
        simd: simd_size(r),
        arg_grfs: size_attr(r, "ArgSize", r.input_size),
        retval_grfs: size_attr(r, "RetValSize", r.return_size),
        pieces: 1,
    };
    cx.decls();
    cx.inputs();
    cx.attributes();
    for (i, inst) in r.insts.iter().enumerate() {
        cx.inst(i, inst);
    }
    cx.flow();
}

fn simd_size(r: &Routine) -> Option<u32> {
    r.attributes
        .iter()
        .find_map(|a| match (&a.name[..], &a.value) {
            ("SimdSize", AttrValue::Int { value, .. }) if r.is_kernel() => Some(*value),
            _ => None,
        })
}

/// A routine's %arg/%retval size in GRFs: the attribute, else a function's
/// declared size when it has one.
fn size_attr(r: &Routine, name: &str, declared: u8) -> Option<u32> {
    let attr = r
        .attributes
        .iter()
        .find_map(|a| match (&a.name[..], &a.value) {
            (n, AttrValue::Int { value, .. }) if n == name => Some(*value),
            _ => None,
        });
    attr.or((!r.is_kernel() && declared != 0).then_some(declared as u32))
}

struct Cx<'a> {
    m: &'a Module,
    r: &'a Routine,
    ri: usize,
    opts: &'a Options,
    grf: u32,
    p: Ctx<'a>,
    out: &'a mut Vec<Diagnostic>,
    simd: Option<u32>,
    arg_grfs: Option<u32>,
    retval_grfs: Option<u32>,
    /// How many equal channel groups the current instruction executes as.
    pieces: u32,
}

/// Where a variable's storage is, as far as the implementation note lets us
/// know: the root variable's size and the byte offset inside it.
struct Placement {
    root_size: u32,
    offset: u32,
}

impl<'a> Cx<'a> {
    fn report(&mut self, rule: Rule, site: Site, message: String) {
        self.out.push(Diagnostic {
            rule,
            routine: self.ri,
            routine_name: self.r.name.clone(),
            site,
            message,
            location: None,
        });
    }

    fn at(index: usize, operand: usize) -> Site {
        Site::Inst {
            index,
            operand: Some(operand),
        }
    }

    /// The operand as quoted in messages, printed only when a message is.
    fn q<'q>(&self, v: &'q VecOperand) -> Quote<'q>
    where
        'a: 'q,
    {
        Quote {
            r: self.r,
            grf: self.grf,
            o: Opnd::Vec(v),
        }
    }

    fn var_type(&self, id: u32) -> Option<(DataType, u32)> {
        if id == R0 {
            // %r0 is the first GRF: 8 dwords on 32-byte GRFs, 16 on PVC
            // (where IGC aliases 64 bytes of it).
            return Some((DataType::UD, self.grf / 4));
        }
        self.r.var_type(id)
    }

    fn general(&self, id: u32) -> Option<&GeneralVar> {
        id.checked_sub(NUM_PREDEFINED_VARS)
            .and_then(|i| self.r.vars.get(i as usize))
    }

    /// Follows an alias chain to its root (bounded: loops are reported by
    /// `alias-base`, here they just stop the walk).
    fn placement(&self, id: u32) -> Option<Placement> {
        let mut cur = id;
        let mut offset = 0u32;
        for _ in 0..=self.r.vars.len() {
            let Some(v) = self.general(cur) else {
                let (ty, n) = self.var_type(cur)?;
                return Some(Placement {
                    root_size: ty.size() * n,
                    offset,
                });
            };
            match v.alias {
                Some(a) if a.scope == AliasScope::Local => {
                    offset = offset.saturating_add(a.offset as u32);
                    cur = a.base;
                }
                _ => {
                    return Some(Placement {
                        root_size: v.size(),
                        offset,
                    })
                }
            }
        }
        None
    }

    /// "Less than 4K bytes", written for 32-byte GRFs (128 GRFs); it scales
    /// with the GRF: IGC's PVC output declares 4 KiB variables.
    fn max_var_size(&self) -> u32 {
        4096 * self.grf / 32
    }

    // ------------------------------------------------------------ declarations

    fn decls(&mut self) {
        let r = self.r;
        let platform = self.opts.platform;
        for (i, v) in r.vars.iter().enumerate() {
            let site = Site::Var(i);
            let allowed = matches!(
                v.ty,
                DataType::UD
                    | DataType::D
                    | DataType::UW
                    | DataType::W
                    | DataType::UB
                    | DataType::B
                    | DataType::UQ
                    | DataType::Q
                    | DataType::DF
                    | DataType::HF
                    | DataType::F
                    | DataType::BF
            );
            if !allowed {
                self.report(
                    Rule::VariableType,
                    site,
                    format!(
                        "`{}` has type {}, which a general variable cannot have",
                        v.name, v.ty
                    ),
                );
            } else if v.ty == DataType::BF && platform < Platform::XeHpSdv {
                self.report(
                    Rule::PlatformType,
                    site,
                    format!("`{}` has type bf, which {platform} does not have", v.name),
                );
            }
            if !(1..=4096).contains(&v.num_elements) {
                self.report(
                    Rule::ElementCount,
                    site,
                    format!(
                        "`{}` has {} elements; a general variable has 1 to 4096",
                        v.name, v.num_elements
                    ),
                );
            } else if v.size() >= self.max_var_size() {
                self.report(
                    Rule::VariableSize,
                    site,
                    format!(
                        "`{}` is {} bytes ({} x {}); a general variable must be smaller than {} bytes",
                        v.name,
                        v.size(),
                        v.num_elements,
                        v.ty,
                        self.max_var_size()
                    ),
                );
            }
            if let Some(a) = v.alias {
                self.alias(i, v, a);
            }
            for at in &v.attrs {
                if let ("Scope", AttrValue::Int { value, .. }) = (&at.name[..], &at.value) {
                    if *value > 1 {
                        self.report(
                            Rule::AttributeValue,
                            site,
                            format!(
                                "`{}` has Scope={value}; valid values are 0 (kernel) and 1 (subroutine)",
                                v.name
                            ),
                        );
                    }
                }
            }
        }
        for (i, a) in r.addrs.iter().enumerate() {
            if !(1..=16).contains(&a.num_elements) {
                self.report(
                    Rule::ElementCount,
                    Site::Addr(i),
                    format!(
                        "address variable `{}` has {} elements; the legal range is 1 to 16",
                        a.name, a.num_elements
                    ),
                );
            }
        }
        for (i, p) in r.preds.iter().enumerate() {
            if ![1, 2, 4, 8, 16, 32].contains(&p.num_elements) {
                self.report(
                    Rule::ElementCount,
                    Site::Pred(i),
                    format!(
                        "predicate `{}` has {} elements; legal counts are 1, 2, 4, 8, 16 and 32",
                        p.name, p.num_elements
                    ),
                );
            }
        }
        let states = r
            .samplers
            .iter()
            .enumerate()
            .map(|(i, s)| (Site::Sampler(i), s))
            .chain(
                r.surfaces
                    .iter()
                    .enumerate()
                    .map(|(i, s)| (Site::Surface(i), s)),
            );
        let zero: Vec<(Site, String)> = states
            .filter(|(_, s)| s.num_elements == 0)
            .map(|(site, s)| (site, s.name.clone()))
            .collect();
        for (site, name) in zero {
            self.report(Rule::ElementCount, site, format!("`{name}` has 0 elements"));
        }
        let limits = [
            (
                r.vars.len() + NUM_PREDEFINED_VARS as usize,
                65536,
                "general",
                0,
            ),
            (r.addrs.len(), 4096, "address", 1),
            (r.preds.len() + 1, 4096, "predicate", 2),
            (r.samplers.len(), 32, "sampler", 3),
            (
                r.surfaces.len() + NUM_PREDEFINED_SURFACES as usize,
                256,
                "surface",
                4,
            ),
        ];
        for (n, max, what, k) in limits {
            if n > max {
                let site = match k {
                    0 => Site::Var(max - NUM_PREDEFINED_VARS as usize),
                    1 => Site::Addr(max),
                    2 => Site::Pred(max - 1),
                    3 => Site::Sampler(max),
                    _ => Site::Surface(max - NUM_PREDEFINED_SURFACES as usize),
                };
                self.report(
                    Rule::DeclCount,
                    site,
                    format!("{n} {what} variables; at most {max} may be declared (predefined ones included)"),
                );
            }
        }
    }

    fn alias(&mut self, i: usize, v: &GeneralVar, a: Alias) {
        let site = Site::Var(i);
        let id = NUM_PREDEFINED_VARS + i as u32;
        let base_size = match a.scope {
            AliasScope::Global => match self.m.file_vars.get(a.base as usize) {
                Some(fv) => DataType::from_code(fv.bit_properties & 0xF)
                    .map(|t| t.size() * fv.num_elements as u32),
                None => {
                    self.report(
                        Rule::AliasBase,
                        site,
                        format!(
                            "`{}` aliases file-scope variable {}, which does not exist",
                            v.name, a.base
                        ),
                    );
                    return;
                }
            },
            AliasScope::Local => {
                if a.base == id {
                    self.report(
                        Rule::AliasBase,
                        site,
                        format!("`{}` is an alias of itself", v.name),
                    );
                    return;
                }
                if a.base < NUM_PREDEFINED_VARS && !ALIASABLE_PREDEFINED.contains(&a.base) {
                    let name = self.r.var_name(a.base).unwrap_or("a reserved variable");
                    self.report(
                        Rule::AliasBase,
                        site,
                        format!(
                            "`{}` aliases `{name}`, which cannot be aliased (only %r0, %arg and %retval can)",
                            v.name
                        ),
                    );
                    return;
                }
                if self.placement(id).is_none() {
                    self.report(
                        Rule::AliasBase,
                        site,
                        format!(
                            "the alias chain of `{}` loops or names a missing variable",
                            v.name
                        ),
                    );
                    return;
                }
                self.var_type(a.base).map(|(t, n)| t.size() * n)
            }
        };
        let base_name = match a.scope {
            AliasScope::Global => self
                .m
                .file_vars
                .get(a.base as usize)
                .map_or(String::new(), |f| f.name.clone()),
            AliasScope::Local => self.p.var_name(a.base),
        };
        if !(a.offset as u32).is_multiple_of(v.ty.size()) {
            self.report(
                Rule::AliasAlign,
                site,
                format!(
                    "`{}` is an alias at byte offset {} of `{base_name}`, not aligned to its type {} ({} bytes)",
                    v.name,
                    a.offset,
                    v.ty,
                    v.ty.size()
                ),
            );
        }
        if let Some(bs) = base_size {
            let end = a.offset as u32 + v.size();
            if end > bs {
                self.report(
                    Rule::AliasBounds,
                    site,
                    format!(
                        "`{}` covers bytes {}..{end} of `{base_name}`, which has only {bs} bytes",
                        v.name, a.offset
                    ),
                );
            }
        }
    }

    fn inputs(&mut self) {
        let r = self.r;
        let grf = self.grf as i64;
        let mut seen_implicit = false;
        let mut ranges: Vec<(i64, i64, usize)> = Vec::new();
        for (i, inp) in r.inputs.iter().enumerate() {
            let site = Site::Input(i);
            if i == 256 {
                self.report(
                    Rule::InputCount,
                    site,
                    format!(
                        "{} inputs; a kernel may declare at most 256",
                        r.inputs.len()
                    ),
                );
            }
            let Some(class) = inp.class().filter(|_| inp.kind & 4 == 0) else {
                self.report(
                    Rule::InputKind,
                    site,
                    format!(
                        "input kind 0x{:02x} has an invalid class or the reserved bit 2 set",
                        inp.kind
                    ),
                );
                continue;
            };
            if !r.is_kernel() {
                self.report(
                    Rule::InputKind,
                    site,
                    format!(
                        "function `{}` declares an input; functions receive arguments in %arg",
                        r.name
                    ),
                );
                continue;
            }
            let name = self.input_name(inp, class);
            if inp.provenance() != 0 {
                seen_implicit = true;
            } else if seen_implicit {
                self.report(
                    Rule::InputKind,
                    site,
                    format!(
                        "user input `{name}` follows an implicit input; user inputs come first"
                    ),
                );
            }
            let (elem, natural) = match class {
                InputClass::General => match self.var_type(inp.id) {
                    Some((t, n)) => (t.size(), t.size() * n),
                    None => {
                        self.report(
                            Rule::OperandClass,
                            site,
                            format!(
                                "input names general variable V{}, which is not declared",
                                inp.id
                            ),
                        );
                        continue;
                    }
                },
                InputClass::Sampler | InputClass::Surface => {
                    (4, 4 * self.state_count(class, inp.id))
                }
            };
            if inp.size as u32 != natural {
                self.report(
                    Rule::InputSize,
                    site,
                    format!(
                        "input `{name}` has size={} but the variable is {natural} bytes",
                        inp.size
                    ),
                );
            }
            if class == InputClass::General
                && self.general(inp.id).is_some_and(|v| v.alias.is_some())
            {
                self.report(
                    Rule::InputAlias,
                    site,
                    format!(
                        "input `{name}` is an alias; input variables must have their own storage"
                    ),
                );
            }
            let off = inp.offset as i64;
            let size = inp.size as i64;
            if off < 0 || off % elem as i64 != 0 {
                self.report(
                    Rule::InputAlign,
                    site,
                    format!("input `{name}` at offset {off} is not aligned to its element size ({elem} bytes)"),
                );
            } else if size >= grf && off % grf != 0 {
                self.report(
                    Rule::InputAlign,
                    site,
                    format!("input `{name}` is {size} bytes (a GRF or more) but offset {off} is not GRF-aligned ({grf} bytes)"),
                );
            } else if class == InputClass::General
                && size > 0
                && size < grf
                && off / grf != (off + size - 1) / grf
            {
                self.report(
                    Rule::InputGrf,
                    site,
                    format!("input `{name}` (offset {off}, {size} bytes) crosses a GRF boundary"),
                );
            }
            if let Some(&(o, e, j)) = ranges.iter().find(|&&(o, e, _)| off < e && o < off + size) {
                let other = self.input_name_at(j);
                self.report(
                    Rule::InputOverlap,
                    site,
                    format!("input `{name}` (bytes {off}..{}) overlaps input `{other}` (bytes {o}..{e})", off + size),
                );
            }
            if size > 0 {
                ranges.push((off, off + size, i));
            }
        }
    }

    fn input_name(&self, inp: &Input, class: InputClass) -> String {
        match class {
            InputClass::General => self.p.var_name(inp.id),
            InputClass::Sampler => self.p.sampler_name(inp.id),
            InputClass::Surface => self.p.surface_name(inp.id),
        }
    }

    fn input_name_at(&self, i: usize) -> String {
        let inp = &self.r.inputs[i];
        inp.class()
            .map_or(String::new(), |c| self.input_name(inp, c))
    }

    fn state_count(&self, class: InputClass, id: u32) -> u32 {
        match class {
            InputClass::Sampler => self
                .r
                .samplers
                .get(id as usize)
                .map_or(1, |s| s.num_elements as u32),
            _ => id
                .checked_sub(NUM_PREDEFINED_SURFACES)
                .and_then(|i| self.r.surfaces.get(i as usize))
                .map_or(1, |s| s.num_elements as u32),
        }
    }

    fn attributes(&mut self) {
        let r = self.r;
        for (i, a) in r.attributes.iter().enumerate() {
            let AttrValue::Int { value, .. } = a.value else {
                continue;
            };
            // SimdSize and Target are not attributes of the specification
            // (GenX_IR's parser checks Target).
            let ok = match a.name.as_str() {
                "SLMSize" => value <= 64,
                "ArgSize" => value <= 32,
                "RetValSize" => value <= 12,
                _ => true,
            };
            if !ok {
                let valid = match a.name.as_str() {
                    "SLMSize" => "0 to 64 (KiB)",
                    "ArgSize" => "0 to 32 (GRFs)",
                    _ => "0 to 12 (GRFs)",
                };
                self.report(
                    Rule::AttributeValue,
                    Site::Attribute(i),
                    format!("attribute {}={value}; valid values are {valid}", a.name),
                );
            }
        }
    }

    // ------------------------------------------------------------ instructions

    fn inst(&mut self, idx: usize, inst: &Instruction) {
        let whole = Site::Inst {
            index: idx,
            operand: None,
        };
        let platform = self.opts.platform;
        let Some(info) = visa::op_info(inst.opcode) else {
            self.report(
                Rule::PlatformInstruction,
                whole,
                format!("opcode 0x{:02x} is not a vISA instruction", inst.opcode),
            );
            return;
        };
        let subop = if info.subops.is_empty() {
            None
        } else {
            inst.operands
                .first()
                .and_then(Operand::as_imm)
                .map(|v| v as u8)
        };
        let bad = &[Field {
            name: "?",
            kind: Kind::SubOp,
        }][..];
        let sub_fields: &[Field] = match subop {
            None if info.subops.is_empty() => &[],
            Some(v) if !info.subops.is_empty() => info.subop(v).map_or(bad, |so| so.fields),
            _ => bad,
        };
        if std::ptr::eq(sub_fields, bad) {
            self.report(
                Rule::PlatformInstruction,
                whole,
                format!("`{}` has no sub-operation {:?}", info.mnemonic, subop),
            );
            return;
        }
        // The layout without allocating: the row's fields, then the sub-op's.
        let layout = || info.fields.iter().chain(sub_fields);
        let mnemonic = subop
            .and_then(|s| info.subop(s))
            .map_or(info.mnemonic, |s| s.mnemonic);
        if !info.on(platform) {
            self.report(
                Rule::PlatformInstruction,
                whole,
                format!("`{mnemonic}` does not exist on {platform}"),
            );
        }
        let pr = props(inst.opcode);
        let has_exec = layout().any(|f| f.kind == Kind::Exec);
        let has_pred = layout().any(|f| f.kind == Kind::Pred);
        let exec = if has_exec {
            self.exec(idx, inst, mnemonic, &pr)
        } else {
            1
        };
        let mask = inst.exec.mask();
        if inst.pred.is_some() {
            if !has_pred {
                self.report(
                    Rule::Predication,
                    whole,
                    format!("`{mnemonic}` cannot be predicated: its format has no predicate field"),
                );
            } else {
                self.pred_var(whole, inst.pred, mask, exec, "predicate");
            }
        }

        self.pieces = self.pieces(exec);
        // Operands in field order; lists take the count of the field before.
        let mut k = 0usize;
        let mut last_count = 0u32;
        let alu = matches!(
            info.group,
            Group::Alu
                | Group::Logic
                | Group::AluCarry
                | Group::Mov
                | Group::MinMax
                | Group::Sel
                | Group::Cmp
                | Group::Bfn
                | Group::MathMacro
        );
        let mut dsts = Few::new();
        let mut srcs = Few::new();
        for f in layout().filter(|f| f.kind.is_operand()) {
            let n = match f.kind {
                Kind::LabelList | Kind::RawList => last_count as usize,
                _ => 1,
            };
            for _ in 0..n {
                let Some(op) = inst.operands.get(k) else {
                    break;
                };
                let site = Self::at(idx, k);
                match (f.kind, op) {
                    (Kind::U8, Operand::Imm(v)) => last_count = *v,
                    (Kind::Dst(c), Operand::Vec(v)) if self.dst(site, inst, c, v, exec, mask) => {
                        dsts.push((k, v));
                    }
                    (Kind::Src(c), Operand::Vec(v)) => {
                        let scalar = pr.scalars.contains(&f.name);
                        if self.src(site, inst, c, v, exec, mask, scalar, &pr, mnemonic) {
                            srcs.push((k, v));
                        }
                    }
                    (Kind::Raw | Kind::RawList, Operand::Raw(ro)) => {
                        self.raw(site, ro, f.name.starts_with("dst"));
                    }
                    (Kind::Label | Kind::LabelList, Operand::Label(l))
                        if *l as usize >= self.r.labels.len() =>
                    {
                        self.report(
                            Rule::LabelUndefined,
                            site,
                            format!("label index {l} is not declared"),
                        );
                    }
                    _ => {}
                }
                k += 1;
            }
        }
        if alu {
            self.types(idx, inst, mnemonic, &pr, dsts.as_slice(), srcs.as_slice());
        }
        if matches!(inst.opcode, OP_FCALL | OP_IFCALL) {
            self.fcall(idx, inst, layout());
        }
    }

    /// Rule 6 read per native instruction: an instruction of execution
    /// size 16 or 32 may be executed as two halves (IGC's own SIMD32 dword,
    /// SIMD16 qword and SIMD16 stride-2 dword instructions rely on it), and
    /// each half must keep every operand within two adjacent GRFs; smaller
    /// instructions are checked whole.
    fn pieces(&self, exec: u32) -> u32 {
        if exec >= 16 {
            2
        } else {
            1
        }
    }

    /// Checks exec size and mask; returns the channel count (1 if invalid).
    fn exec(&mut self, idx: usize, inst: &Instruction, mn: &str, pr: &Props) -> u32 {
        let whole = Site::Inst {
            index: idx,
            operand: None,
        };
        let Some(size) = inst.exec.size() else {
            self.report(
                Rule::ExecSize,
                whole,
                format!("execution size code {} is not valid", inst.exec.0 & 0xF),
            );
            return 1;
        };
        let n = size.count();
        if !pr.sizes.allows(n) {
            let list: Vec<String> = pr.sizes.list().iter().map(|c| c.to_string()).collect();
            self.report(
                Rule::ExecSize,
                whole,
                format!(
                    "`{mn}` with execution size {n}; it accepts {}",
                    list.join(", ")
                ),
            );
        }
        let mask = inst.exec.mask();
        let off = mask.first_channel();
        if !off.is_multiple_of(n) {
            self.report(
                Rule::MaskAlign,
                whole,
                format!(
                    "mask control {} starts at channel {off}, not aligned to the execution size {n}",
                    mask.name()
                ),
            );
        } else if let Some(simd) = self.simd.filter(|&s| s > 1) {
            if !mask.no_mask && off + n > simd {
                self.report(
                    Rule::MaskSimd,
                    whole,
                    format!(
                        "({}, {n}) covers channels {off}..{} but the kernel dispatches SIMD{simd}",
                        mask.name(),
                        off + n
                    ),
                );
            }
        }
        n
    }

    fn pred_var(&mut self, site: Site, pred: Pred, mask: MaskCtrl, exec: u32, what: &str) {
        let id = pred.id();
        if pred.0 & 0x1000 != 0 || (pred.0 >> 13) & 3 == 3 {
            self.report(
                Rule::PredicateSize,
                site,
                format!("{what} field 0x{:04x} has reserved bits set", pred.0),
            );
            return;
        }
        let Some(pv) = (id as usize)
            .checked_sub(1)
            .and_then(|i| self.r.preds.get(i))
        else {
            self.report(
                Rule::PredicateSize,
                site,
                format!("{what} P{id} is not declared"),
            );
            return;
        };
        let need = mask.first_channel() + exec;
        if (pv.num_elements as u32) < need {
            self.report(
                Rule::PredicateSize,
                site,
                format!(
                    "{what} `{}` has {} elements but ({}, {exec}) uses elements {}..{need}",
                    pv.name,
                    pv.num_elements,
                    mask.name(),
                    mask.first_channel()
                ),
            );
        }
    }

    /// Checks a destination; returns whether it may take part in type checks.
    fn dst(
        &mut self,
        site: Site,
        inst: &Instruction,
        c: Classes,
        v: &VecOperand,
        exec: u32,
        mask: MaskCtrl,
    ) -> bool {
        let q = self.q(v);
        if let VecOperand::Immediate { .. } = v {
            self.report(
                Rule::ImmDst,
                site,
                format!("immediate {q} is the destination; an immediate may only be a source"),
            );
            return false;
        }
        if !c.has(class_bit(v)) {
            self.report(
                Rule::OperandClass,
                site,
                format!(
                    "destination {q} is {}; this field accepts {}",
                    class_name(v),
                    classes_text(c)
                ),
            );
            return false;
        }
        match v {
            VecOperand::General { var, region, .. } => {
                if !self.declared(site, *var, q) {
                    return false;
                }
                if *var != 0 && *var < NUM_PREDEFINED_VARS {
                    let writable = PREDEFINED_VARS
                        .get(*var as usize)
                        .is_some_and(|p| p.writable);
                    if !writable {
                        self.report(
                            Rule::PredefinedWrite,
                            site,
                            format!("destination {q} writes a read-only predefined variable"),
                        );
                        return false;
                    }
                }
                let Some(h) = region_part(region.0 >> 8) else {
                    self.bad_region(site, q);
                    return false;
                };
                if h == Some(0) || h.is_none() {
                    self.report(
                        Rule::DstStride,
                        site,
                        format!("destination {q} has horizontal stride 0"),
                    );
                    return false;
                }
                let hs = h.unwrap_or(1);
                let mut buf = [0u32; 32];
                let elems = &mut buf[..exec.min(32) as usize];
                for (i, e) in elems.iter_mut().enumerate() {
                    *e = i as u32 * hs;
                }
                self.general_access(site, v, q, elems, *var == 0);
                self.arg_retval(site, v, elems, q);
            }
            VecOperand::Indirect {
                addr,
                addr_offset,
                imm_offset,
                ty,
                region,
                ..
            } => {
                let (Some(vs), Some(w), Some(h)) = (
                    region_part(region.0),
                    region_part(region.0 >> 4),
                    region_part(region.0 >> 8),
                ) else {
                    self.bad_region(site, q);
                    return false;
                };
                if vs.is_none() && w.is_some() {
                    self.report(
                        Rule::MultiAddressDst,
                        site,
                        format!("destination {q} is a multi-address indirect operand (no vertical stride)"),
                    );
                    return false;
                }
                if h == Some(0) || h.is_none() {
                    self.report(
                        Rule::DstStride,
                        site,
                        format!("destination {q} has horizontal stride 0"),
                    );
                    return false;
                }
                self.indirect_common(site, *addr, *addr_offset, *imm_offset, *ty, q, 1);
            }
            VecOperand::Address { addr, offset, .. } => {
                self.address(site, *addr, *offset as u32, exec.min(16), q);
            }
            VecOperand::Predicate { pred, .. } => {
                self.pred_var(site, *pred, mask, exec, "destination");
            }
            VecOperand::State {
                class, id, offset, ..
            } => self.state(site, *class, *id, *offset, q),
            _ => {}
        }
        let _ = inst;
        true
    }

    fn declared(&mut self, site: Site, var: u32, q: Quote<'_>) -> bool {
        let reserved = (PREDEFINED_VARS.len() as u32..NUM_PREDEFINED_VARS).contains(&var);
        if reserved {
            self.report(
                Rule::PredefinedWrite,
                site,
                format!("{q} uses V{var}, a reserved predefined variable id"),
            );
            return false;
        }
        if self.var_type(var).is_none() {
            self.report(
                Rule::OperandClass,
                site,
                format!("{q} names general variable V{var}, which is not declared"),
            );
            return false;
        }
        true
    }

    fn bad_region(&mut self, site: Site, q: Quote<'_>) {
        self.report(
            Rule::RegionParameters,
            site,
            format!("{q} has a region nibble with an undefined code"),
        );
    }

    /// Bounds, column offset and GRF span of a general operand reaching the
    /// given element offsets (relative to its first element).
    fn general_access(
        &mut self,
        site: Site,
        v: &VecOperand,
        q: Quote<'_>,
        elems: &[u32],
        null: bool,
    ) {
        let VecOperand::General { var, row, col, .. } = v else {
            return;
        };
        if null {
            return;
        }
        let Some((ty, n)) = self.var_type(*var) else {
            return;
        };
        let ts = ty.size();
        let grf = self.grf;
        if *col as u32 * ts >= grf {
            self.report(
                Rule::ColumnOffset,
                site,
                format!(
                    "{q}: column offset {col} ({} bytes of {ty}) crosses the GRF boundary ({grf} bytes)",
                    *col as u32 * ts
                ),
            );
            return;
        }
        let first = *row as u32 * (grf / ts) + *col as u32;
        let last = first + elems.iter().copied().max().unwrap_or(0);
        if last >= n {
            self.report(
                Rule::RegionBounds,
                site,
                format!("{q} reaches element {last} but the variable has {n} elements"),
            );
            return;
        }
        let Some(pl) = self.placement(*var) else {
            return;
        };
        if pl.root_size < grf {
            // Placed inside one GRF by the implementation note.
            return;
        }
        let group = (elems.len() / self.pieces.max(1) as usize).max(1);
        for (gi, chunk) in elems.chunks(group).enumerate() {
            let mut lo = u32::MAX;
            let mut hi = 0;
            for &e in chunk {
                let b = pl.offset + (first + e) * ts;
                lo = lo.min(b / grf);
                hi = hi.max((b + ts - 1) / grf);
            }
            if hi > lo + 1 {
                let part = if self.pieces > 1 {
                    format!(" (channels {}..{})", gi * group, (gi + 1) * group)
                } else {
                    String::new()
                };
                self.report(
                    Rule::GrfSpan,
                    site,
                    format!(
                        "{q}{part} spans {} GRFs ({} to {} of its storage); an operand may span at most two adjacent GRFs",
                        hi - lo + 1,
                        lo,
                        hi
                    ),
                );
                return;
            }
        }
    }

    fn arg_retval(&mut self, site: Site, v: &VecOperand, elems: &[u32], q: Quote<'_>) {
        let VecOperand::General { var, row, col, .. } = v else {
            return;
        };
        let (limit, what) = match *var {
            ARG => (self.arg_grfs, "ArgSize"),
            RETVAL => (self.retval_grfs, "RetValSize"),
            _ => return,
        };
        let Some(limit) = limit else {
            return;
        };
        let ts = 4;
        let first = *row as u32 * self.grf + *col as u32 * ts;
        let last = first + elems.iter().copied().max().unwrap_or(0) * ts + ts;
        if last > limit.saturating_mul(self.grf) {
            self.report(
                Rule::ArgRetvalBounds,
                site,
                format!(
                    "{q} reaches byte {} but the routine's {what} is {limit} GRFs",
                    last - 1
                ),
            );
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn indirect_common(
        &mut self,
        site: Site,
        addr: u16,
        addr_offset: u8,
        imm_offset: i16,
        ty: DataType,
        q: Quote<'_>,
        addrs_used: u32,
    ) {
        if !(-512..=511).contains(&imm_offset) {
            self.report(
                Rule::IndirectOffset,
                site,
                format!("{q}: indirect offset {imm_offset} is outside [-512, 511]"),
            );
        }
        if ty.is_packed() || ty == DataType::Bool {
            self.report(
                Rule::IndirectType,
                site,
                format!("{q}: an indirect operand cannot have type {ty}"),
            );
        } else if ty == DataType::BF && self.opts.platform < Platform::XeHpSdv {
            let platform = self.opts.platform;
            self.report(
                Rule::PlatformType,
                site,
                format!("{q}: {platform} has no bf type"),
            );
        }
        self.address(site, addr, addr_offset as u32, addrs_used, q);
    }

    fn address(&mut self, site: Site, addr: u16, offset: u32, width: u32, q: Quote<'_>) {
        let Some(a) = self.r.addrs.get(addr as usize) else {
            self.report(
                Rule::OperandClass,
                site,
                format!("{q} names address variable A{addr}, which is not declared"),
            );
            return;
        };
        if offset + width > a.num_elements as u32 {
            self.report(
                Rule::AddressBounds,
                site,
                format!(
                    "{q} uses address elements {offset}..{} but `{}` has {}",
                    offset + width,
                    a.name,
                    a.num_elements
                ),
            );
        }
    }

    fn state(&mut self, site: Site, class: StateClass, id: u16, offset: u8, q: Quote<'_>) {
        let (count, what) = match class {
            StateClass::Surface => {
                if (id as u32) < NUM_PREDEFINED_SURFACES {
                    (Some(1), "surface")
                } else {
                    (
                        self.r
                            .surfaces
                            .get(id as usize - NUM_PREDEFINED_SURFACES as usize)
                            .map(|s| s.num_elements as u32),
                        "surface",
                    )
                }
            }
            StateClass::Sampler => (
                if id as u32 == BINDLESS_SAMPLER {
                    Some(1)
                } else {
                    self.r
                        .samplers
                        .get(id as usize)
                        .map(|s| s.num_elements as u32)
                },
                "sampler",
            ),
        };
        let Some(count) = count else {
            self.report(
                Rule::OperandClass,
                site,
                format!("{q} names {what} {id}, which is not declared"),
            );
            return;
        };
        if offset as u32 >= count {
            self.report(
                Rule::StateBounds,
                site,
                format!("{q}: element {offset} of a {what} variable with {count} elements"),
            );
        }
    }

    /// Checks a source; returns whether it may take part in type checks.
    #[allow(clippy::too_many_arguments)]
    fn src(
        &mut self,
        site: Site,
        inst: &Instruction,
        c: Classes,
        v: &VecOperand,
        exec: u32,
        mask: MaskCtrl,
        scalar: bool,
        pr: &Props,
        mn: &str,
    ) -> bool {
        let q = self.q(v);
        if !c.has(class_bit(v)) {
            self.report(
                Rule::OperandClass,
                site,
                format!(
                    "source {q} is {}; this field accepts {}",
                    class_name(v),
                    classes_text(c)
                ),
            );
            return false;
        }
        let m = v.modifier();
        if !matches!(m, Modifier::None | Modifier::Sat) {
            if !matches!(v, VecOperand::General { .. } | VecOperand::Indirect { .. }) {
                self.report(
                    Rule::ModifierClass,
                    site,
                    format!("source {q} is {} and carries a modifier; only general and indirect operands may", class_name(v)),
                );
                return false;
            }
            if m == Modifier::Not {
                if pr.mods != Mods::Logic {
                    self.report(
                        Rule::NotModifier,
                        site,
                        format!("`(~)` on {q}: the not modifier is allowed only on and, or, xor and not, not `{mn}`"),
                    );
                    return false;
                }
            } else if pr.mods != Mods::Arith {
                self.report(
                    Rule::SourceModifier,
                    site,
                    format!("`{mn}` does not accept the arithmetic modifier on {q}"),
                );
                return false;
            }
        }
        match v {
            VecOperand::General { var, region, .. } => {
                if !self.declared(site, *var, q) {
                    return false;
                }
                let (Some(vs), Some(w), Some(h)) = (
                    region_part(region.0),
                    region_part(region.0 >> 4),
                    region_part(region.0 >> 8),
                ) else {
                    self.bad_region(site, q);
                    return false;
                };
                let (Some(vs), Some(w), Some(h)) = (vs, w, h) else {
                    self.report(
                        Rule::RegionParameters,
                        site,
                        format!("{q}: a general source needs a full <VertStride;Width,HorzStride> region"),
                    );
                    return false;
                };
                if !self.region_values(site, q, w, exec) {
                    return false;
                }
                if scalar && (vs, w, h) != (0, 1, 0) {
                    self.report(
                        Rule::ScalarOperand,
                        site,
                        format!("{q} must be a scalar: region <0;1,0>"),
                    );
                    return false;
                }
                let mut buf = [0u32; 32];
                let elems = &mut buf[..(exec / w * w).min(32) as usize];
                for (c, e) in elems.iter_mut().enumerate() {
                    let c = c as u32;
                    *e = c / w * vs + c % w * h;
                }
                self.general_access(site, v, q, elems, *var == 0);
                self.arg_retval(site, v, elems, q);
            }
            VecOperand::Indirect {
                addr,
                addr_offset,
                imm_offset,
                ty,
                region,
                ..
            } => {
                let (Some(vs), Some(w), Some(h)) = (
                    region_part(region.0),
                    region_part(region.0 >> 4),
                    region_part(region.0 >> 8),
                ) else {
                    self.bad_region(site, q);
                    return false;
                };
                let mut addrs = 1;
                if let Some(w) = w {
                    if !self.region_values(site, q, w, exec) {
                        return false;
                    }
                    if vs.is_none() {
                        // Multi-address: one address per row.
                        addrs = (exec / w).max(1);
                    }
                }
                if scalar && !(vs == Some(0) && w == Some(1) && h == Some(0)) {
                    self.report(
                        Rule::ScalarOperand,
                        site,
                        format!("{q} must be a scalar: region <0;1,0>"),
                    );
                    return false;
                }
                self.indirect_common(site, *addr, *addr_offset, *imm_offset, *ty, q, addrs);
            }
            VecOperand::Address {
                addr,
                offset,
                width,
                ..
            } => {
                let Some(w) = addr_width(*width).filter(|w| w.count() <= 16) else {
                    self.report(
                        Rule::AddressBounds,
                        site,
                        format!("{q}: address width code {width} is not 1, 2, 4, 8 or 16"),
                    );
                    return false;
                };
                self.address(site, *addr, *offset as u32, w.count(), q);
            }
            VecOperand::Predicate { pred, .. } => {
                self.pred_var(site, *pred, mask, exec, "source");
            }
            VecOperand::State {
                class, id, offset, ..
            } => self.state(site, *class, *id, *offset, q),
            VecOperand::AddressOf { var, .. } => {
                if self.var_type(*var).is_none() {
                    self.report(
                        Rule::OperandClass,
                        site,
                        format!("{q} names general variable V{var}, which is not declared"),
                    );
                }
            }
            VecOperand::Immediate { ty, .. } => {
                if *ty == DataType::Bool {
                    self.report(
                        Rule::OperandClass,
                        site,
                        format!("immediate {q} has type bool, which immediates cannot have"),
                    );
                    return false;
                }
                if *ty == DataType::BF && self.opts.platform < Platform::XeHpSdv {
                    let platform = self.opts.platform;
                    self.report(
                        Rule::PlatformType,
                        site,
                        format!("{q}: {platform} has no bf type"),
                    );
                }
            }
        }
        let _ = inst;
        true
    }

    fn region_values(&mut self, site: Site, q: Quote<'_>, w: u32, exec: u32) -> bool {
        if w == 0 || w > 16 {
            self.report(
                Rule::RegionParameters,
                site,
                format!("{q}: width {w} is not one of 1, 2, 4, 8, 16"),
            );
            return false;
        }
        if w > exec {
            self.report(
                Rule::RegionWidth,
                site,
                format!("{q}: width {w} exceeds the execution size {exec}"),
            );
            return false;
        }
        true
    }

    fn raw(&mut self, site: Site, ro: &RawOperand, is_dst: bool) {
        if ro.var == 0 {
            return;
        }
        let q = Quote {
            r: self.r,
            grf: self.grf,
            o: Opnd::Raw(ro),
        };
        if !self.declared(site, ro.var, q) {
            return;
        }
        if is_dst && ro.var < NUM_PREDEFINED_VARS {
            let writable = PREDEFINED_VARS
                .get(ro.var as usize)
                .is_some_and(|p| p.writable);
            if !writable {
                self.report(
                    Rule::PredefinedWrite,
                    site,
                    format!("destination {q} writes a read-only predefined variable"),
                );
                return;
            }
        }
        let Some((ty, n)) = self.var_type(ro.var) else {
            return;
        };
        let size = ty.size() * n;
        if ro.offset as u32 >= size {
            self.report(
                Rule::RawBounds,
                site,
                format!(
                    "{q}: byte offset {} is outside the variable ({size} bytes)",
                    ro.offset
                ),
            );
            return;
        }
        if let Some(pl) = self.placement(ro.var) {
            let start = pl.offset + ro.offset as u32;
            if !start.is_multiple_of(self.grf) {
                self.report(
                    Rule::RawAlign,
                    site,
                    format!(
                        "{q} starts at byte {start} of its storage, not on a GRF boundary ({} bytes)",
                        self.grf
                    ),
                );
            }
        }
    }

    fn operand_type(&self, v: &VecOperand) -> Option<DataType> {
        match v {
            VecOperand::General { var, .. } => self.var_type(*var).map(|(t, _)| t),
            VecOperand::Indirect { ty, .. } | VecOperand::Immediate { ty, .. } => Some(*ty),
            VecOperand::Predicate { .. } => Some(DataType::Bool),
            VecOperand::Address { .. } => Some(DataType::UW),
            _ => None,
        }
    }

    fn types(
        &mut self,
        idx: usize,
        inst: &Instruction,
        mn: &str,
        pr: &Props,
        dsts: &[(usize, &VecOperand)],
        srcs: &[(usize, &VecOperand)],
    ) {
        let whole = Site::Inst {
            index: idx,
            operand: None,
        };
        // Logic on predicates: every operand a predicate, no predication.
        let any_pred = dsts
            .iter()
            .chain(srcs)
            .any(|(_, v)| matches!(v, VecOperand::Predicate { .. }));
        if pr.mods == Mods::Logic && any_pred {
            if let Some(&(k, v)) = dsts
                .iter()
                .chain(srcs)
                .find(|(_, v)| !matches!(v, VecOperand::Predicate { .. }))
            {
                let q = self.q(v);
                self.report(
                    Rule::PredicateOperands,
                    Self::at(idx, k),
                    format!("`{mn}` on predicates has non-predicate operand {q}"),
                );
            } else if inst.pred.is_some() {
                self.report(
                    Rule::PredicateOperands,
                    whole,
                    format!("`{mn}` on predicate operands cannot be predicated"),
                );
            }
            return;
        }
        // mov from a predicate.
        if inst.opcode == OP_MOV {
            if let Some((_, VecOperand::Predicate { pred, .. })) = srcs.first() {
                let bits = (pred.id() as usize)
                    .checked_sub(1)
                    .and_then(|i| self.r.preds.get(i))
                    .map_or(1, |p| p.num_elements as u32);
                if let Some(&(k, d)) = dsts.first() {
                    let dt = self.operand_type(d);
                    let ok = matches!(dt, Some(DataType::UB | DataType::UW | DataType::UD))
                        && dt.is_some_and(|t| t.size() * 8 >= bits);
                    let q = self.q(d);
                    if !ok {
                        self.report(
                            Rule::MovPredicate,
                            Self::at(idx, k),
                            format!("mov from a {bits}-element predicate to {q}: the destination must be ub, uw or ud and at least {bits} bits"),
                        );
                    } else if d.modifier() == Modifier::Sat || inst.pred.is_some() {
                        self.report(
                            Rule::MovPredicate,
                            whole,
                            "a mov from a predicate can be neither predicated nor saturated"
                                .to_string(),
                        );
                    }
                }
                return;
            }
        }
        // Saturation.
        let info = visa::op_info(inst.opcode);
        if let Some(&(k, d)) = dsts.first() {
            if d.modifier() == Modifier::Sat {
                let dt = self.operand_type(d);
                let ok = info.is_some_and(|i| i.sat)
                    && match pr.sat {
                        Sat::No => false,
                        Sat::Yes => true,
                        Sat::Float => dt.is_some_and(|t| t.is_float()),
                    };
                if !ok {
                    let q = self.q(d);
                    let why = if pr.sat == Sat::Float {
                        " (only with a floating-point destination)"
                    } else {
                        ""
                    };
                    self.report(
                        Rule::Saturation,
                        Self::at(idx, k),
                        format!("`{mn}.sat` on {q}: `{mn}` does not support saturation{why}"),
                    );
                }
            }
        }
        // Packed immediates, execution type, destination type, supported types.
        let mut typed = [(0usize, &NO_OPERAND, DataType::UD); FEW];
        let mut nt = 0;
        for &(k, v) in srcs {
            if matches!(v, VecOperand::Predicate { .. } | VecOperand::Address { .. }) {
                continue;
            }
            if let (Some(t), Some(slot)) = (self.operand_type(v), typed.get_mut(nt)) {
                *slot = (k, v, t);
                nt += 1;
            }
        }
        let src_types = &typed[..nt];
        let exec_of = |t: DataType| match t {
            DataType::V => DataType::W,
            DataType::UV => DataType::UW,
            DataType::VF => DataType::F,
            t => t,
        };
        for &(k, v, t) in src_types {
            if !t.is_packed() {
                continue;
            }
            let others: Vec<DataType> = src_types
                .iter()
                .filter(|(_, _, o)| !o.is_packed())
                .map(|x| x.2)
                .collect();
            let compatible = others.iter().all(|&o| match t {
                DataType::V => o.is_signed_int(),
                DataType::UV => o.is_int() && !o.is_signed_int(),
                _ => o == DataType::F,
            });
            if !compatible {
                let q = self.q(v);
                let want = match t {
                    DataType::V => "signed integer",
                    DataType::UV => "unsigned integer",
                    _ => "f",
                };
                self.report(
                    Rule::PackedImmediate,
                    Self::at(idx, k),
                    format!("packed immediate {q} needs a {want} execution type"),
                );
                return;
            }
        }
        let n_float = src_types.iter().filter(|x| exec_of(x.2).is_float()).count();
        let first_float = src_types.iter().find(|x| exec_of(x.2).is_float());
        if n_float != 0 && n_float != src_types.len() {
            let &(k, v, t) = src_types
                .iter()
                .find(|x| !exec_of(x.2).is_float())
                .expect("an integer source");
            let f = first_float.map_or(DataType::F, |x| x.2);
            let q = self.q(v);
            self.report(
                Rule::ExecutionType,
                Self::at(idx, k),
                format!("source {q} has integer type {t} but another source is {f}: sources must share one execution type"),
            );
            return;
        }
        let exec_float = first_float.map(|x| exec_of(x.2));
        if let Some(&(k, v, t)) = src_types
            .iter()
            .find(|x| exec_of(x.2).is_float() && Some(exec_of(x.2)) != exec_float)
        {
            let q = self.q(v);
            self.report(
                Rule::ExecutionType,
                Self::at(idx, k),
                format!(
                    "source {q} is {t} but another source is {}: float sources must share one type",
                    exec_float.map_or("?", |t| t.name())
                ),
            );
            return;
        }
        if let (Some(et), Some(&(k, d))) = (exec_float, dsts.first()) {
            let dt = self.operand_type(d);
            if inst.opcode != OP_MOV && inst.opcode != OP_CMP && dt.is_some_and(|t| t != et) {
                let q = self.q(d);
                self.report(
                    Rule::FloatDst,
                    Self::at(idx, k),
                    format!(
                        "destination {q} is {} but the execution type is {et}; a float execution type needs the same destination type",
                        dt.map_or("?", |t| t.name())
                    ),
                );
                return;
            }
        }
        if let Some(types) = pr.types {
            let all = dsts
                .iter()
                .filter(|_| inst.opcode != OP_CMP)
                .map(|&(k, v)| (k, v))
                .chain(src_types.iter().map(|&(k, v, _)| (k, v)));
            for (k, v) in all {
                if matches!(v, VecOperand::Predicate { .. }) {
                    continue;
                }
                let Some(t) = self.operand_type(v) else {
                    continue;
                };
                if !types.contains(&exec_of(t)) {
                    let q = self.q(v);
                    let list: Vec<&str> = types.iter().map(|t| t.name()).collect();
                    self.report(
                        Rule::SupportedType,
                        Self::at(idx, k),
                        format!("{q} has type {t}; `{mn}` supports {}", list.join(", ")),
                    );
                    return;
                }
            }
        }
    }

    fn fcall<'f>(
        &mut self,
        idx: usize,
        inst: &Instruction,
        layout: impl Iterator<Item = &'f Field>,
    ) {
        let mut arg = None;
        let mut ret = None;
        let mut callee = None;
        for (f, op) in layout.filter(|f| f.kind.is_operand()).zip(&inst.operands) {
            match (f.name, op) {
                ("arg_size", Operand::Imm(v)) => arg = Some(*v),
                ("return_size", Operand::Imm(v)) => ret = Some(*v),
                ("function", Operand::Str(name)) => callee = Some(name.as_str()),
                _ => {}
            }
        }
        let whole = Site::Inst {
            index: idx,
            operand: None,
        };
        for (val, max, attr, what) in [
            (arg, 32, self.arg_grfs, "argument"),
            (ret, 12, self.retval_grfs, "return value"),
        ] {
            let Some(val) = val else { continue };
            let limit = attr.map_or(max, |a| a.min(max));
            if val > limit {
                self.report(
                    Rule::FcallSizes,
                    whole,
                    format!("call passes a {what} of {val} GRFs; at most {limit} are allowed here"),
                );
                return;
            }
        }
        // "It is an error if <arg_size> and <return_size> do not match the
        // callee's declared values" (FCALL), when the callee is in this module.
        let Some(f) = callee.and_then(|n| {
            self.m
                .routines
                .iter()
                .find(|r| !r.is_kernel() && r.name == n)
        }) else {
            return;
        };
        for (val, declared, what) in [
            (arg, size_attr(f, "ArgSize", f.input_size), "an argument"),
            (
                ret,
                size_attr(f, "RetValSize", f.return_size),
                "return value",
            ),
        ] {
            if let (Some(v), Some(d)) = (val, declared) {
                if v != d {
                    self.report(
                        Rule::FcallSizes,
                        whole,
                        format!(
                            "fcall passes {what} of {v} GRFs but `{}` declares {d}",
                            f.name
                        ),
                    );
                    return;
                }
            }
        }
    }

    // ------------------------------------------------------------ control flow

    fn flow(&mut self) {
        let r = self.r;
        let nl = r.labels.len();
        // Definitions.
        let mut def: Vec<Option<usize>> = vec![None; nl];
        for (i, inst) in r.insts.iter().enumerate() {
            if matches!(inst.opcode, OP_LABEL | OP_SUBROUTINE) {
                let Some(l) = inst.operands.first().and_then(Operand::as_label) else {
                    continue;
                };
                match def.get_mut(l as usize) {
                    Some(Some(_)) => {
                        let name = &r.labels[l as usize].name;
                        self.report(
                            Rule::LabelOnce,
                            Site::Inst {
                                index: i,
                                operand: None,
                            },
                            format!("label `{name}` is defined again"),
                        );
                    }
                    Some(d) => *d = Some(i),
                    None => {}
                }
            }
        }
        // Sections: the entry, then one per subroutine.
        let entry_is_sub = r
            .insts
            .iter()
            .find(|i| !matches!(i.opcode, OP_FILE | OP_LOC))
            .is_some_and(|i| i.opcode == OP_SUBROUTINE);
        let mut section = vec![0usize; r.insts.len()];
        let mut starts: Vec<usize> = Vec::new();
        let mut cur = 0;
        let mut seen_first = false;
        for (i, inst) in r.insts.iter().enumerate() {
            if inst.opcode == OP_SUBROUTINE {
                if entry_is_sub && !seen_first {
                    seen_first = true;
                } else {
                    starts.push(i);
                    cur = starts.len();
                }
            }
            section[i] = cur;
        }
        // Each subroutine ends with ret.
        for (s, &start) in starts.iter().enumerate() {
            let end = starts.get(s + 1).copied().unwrap_or(r.insts.len());
            let last = (start..end)
                .rev()
                .find(|&i| !matches!(r.insts[i].opcode, OP_FILE | OP_LOC));
            if last.is_none_or(|i| r.insts[i].opcode != OP_RET) {
                let name = self.sub_name(start);
                self.report(
                    Rule::SubroutineRet,
                    Site::Inst {
                        index: start,
                        operand: None,
                    },
                    format!("subroutine `{name}` does not end with ret"),
                );
            }
        }
        // Targets and the call graph.
        let mut calls: Vec<Vec<(usize, usize)>> = vec![Vec::new(); starts.len() + 1];
        for (i, inst) in r.insts.iter().enumerate() {
            let branch = matches!(inst.opcode, OP_JMP | OP_GOTO | OP_SWITCHJMP);
            let call = inst.opcode == OP_CALL;
            if !branch && !call {
                continue;
            }
            for (k, op) in inst.operands.iter().enumerate() {
                let Some(l) = op.as_label() else { continue };
                let Some(label) = r.labels.get(l as usize) else {
                    continue;
                };
                let site = Self::at(i, k);
                let Some(target) = def[l as usize] else {
                    self.report(
                        Rule::LabelUndefined,
                        site,
                        format!("label `{}` is never defined", label.name),
                    );
                    continue;
                };
                if branch {
                    if label.kind != LabelKind::Block {
                        self.report(
                            Rule::BranchTarget,
                            site,
                            format!("`{}` is a subroutine label; jmp, goto and switchjmp target block labels", label.name),
                        );
                    } else if section[target] != section[i] {
                        self.report(
                            Rule::BranchCrossing,
                            site,
                            format!(
                                "branch to `{}` {} a subroutine",
                                label.name,
                                if section[i] == 0 { "enters" } else { "leaves" }
                            ),
                        );
                    }
                } else if label.kind != LabelKind::Subroutine {
                    self.report(
                        Rule::CallTarget,
                        site,
                        format!(
                            "`{}` is a block label; call targets subroutine labels",
                            label.name
                        ),
                    );
                } else if let Some(s) = starts.iter().position(|&st| st == target) {
                    calls[section[i]].push((s + 1, i));
                }
            }
        }
        // Recursion: a call edge that closes a cycle among subroutines.
        let n = calls.len();
        let mut state = vec![0u8; n];
        let mut reported = vec![false; r.insts.len()];
        for s in 1..n {
            if state[s] == 0 {
                self.dfs(s, &calls, &mut state, &mut reported, &starts);
            }
        }
    }

    fn dfs(
        &mut self,
        root: usize,
        calls: &[Vec<(usize, usize)>],
        state: &mut [u8],
        reported: &mut [bool],
        starts: &[usize],
    ) {
        // Iterative to bound stack use on deep call chains.
        let mut stack = vec![(root, 0usize)];
        state[root] = 1;
        while let Some(&mut (s, ref mut next)) = stack.last_mut() {
            if let Some(&(t, at)) = calls[s].get(*next) {
                *next += 1;
                match state[t] {
                    0 => {
                        state[t] = 1;
                        stack.push((t, 0));
                    }
                    1 if !reported[at] => {
                        reported[at] = true;
                        let name = self.sub_name(starts[t - 1]);
                        self.report(
                            Rule::Recursion,
                            Self::at(at, 0),
                            format!("call to `{name}` is recursive: `{name}` is already on this call chain"),
                        );
                    }
                    _ => {}
                }
            } else {
                state[s] = 2;
                stack.pop();
            }
        }
    }

    fn sub_name(&self, start: usize) -> String {
        self.r
            .insts
            .get(start)
            .and_then(|i| i.operands.first())
            .and_then(Operand::as_label)
            .and_then(|l| self.r.labels.get(l as usize))
            .map_or_else(|| "?".to_string(), |l| l.name.clone())
    }
}

#[derive(Clone, Copy)]
enum Opnd<'q> {
    Vec(&'q VecOperand),
    Raw(&'q RawOperand),
}

/// An operand quoted in a message: `` `V(0,4)<16;8,2>` ``.
#[derive(Clone, Copy)]
struct Quote<'q> {
    r: &'q Routine,
    grf: u32,
    o: Opnd<'q>,
}

impl std::fmt::Display for Quote<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let ctx = Ctx {
            r: self.r,
            grf: self.grf,
            label_suffix: false,
        };
        let t = match self.o {
            Opnd::Vec(v) => ctx.vec(v),
            Opnd::Raw(r) => ctx.raw(r),
        };
        write!(f, "`{}`", t.trim_start())
    }
}

/// At most this many operands take part in type checks (ALU instructions have up to six).
const FEW: usize = 8;
static NO_OPERAND: VecOperand = VecOperand::Immediate {
    ty: DataType::UD,
    bits: 0,
};

/// A short list of operands, without allocating.
struct Few<'v> {
    items: [(usize, &'v VecOperand); FEW],
    len: usize,
}

impl<'v> Few<'v> {
    fn new() -> Few<'v> {
        Few {
            items: [(0, &NO_OPERAND); FEW],
            len: 0,
        }
    }

    fn push(&mut self, x: (usize, &'v VecOperand)) {
        if let Some(slot) = self.items.get_mut(self.len) {
            *slot = x;
            self.len += 1;
        }
    }

    fn as_slice(&self) -> &[(usize, &'v VecOperand)] {
        &self.items[..self.len]
    }
}

/// A region nibble: `Some(None)` absent, `Some(Some(v))` a value, `None` undefined code.
fn region_part(code: u16) -> Option<Option<u32>> {
    region_value(code & 0xF).ok()
}

fn class_bit(v: &VecOperand) -> Classes {
    match v {
        VecOperand::General { .. } => Classes::G,
        VecOperand::Address { .. } => Classes::A,
        VecOperand::Predicate { .. } => Classes::P,
        VecOperand::Indirect { .. } => Classes::I,
        VecOperand::AddressOf { .. } => Classes::AO,
        VecOperand::Immediate { .. } => Classes::IMM,
        VecOperand::State { .. } => Classes::S,
    }
}

fn class_name(v: &VecOperand) -> &'static str {
    match v {
        VecOperand::General { .. } => "a general operand",
        VecOperand::Address { .. } => "an address operand",
        VecOperand::Predicate { .. } => "a predicate operand",
        VecOperand::Indirect { .. } => "an indirect operand",
        VecOperand::AddressOf { .. } => "an address-of operand",
        VecOperand::Immediate { .. } => "an immediate",
        VecOperand::State { .. } => "a state operand",
    }
}

fn classes_text(c: Classes) -> String {
    let mut v = Vec::new();
    for (bit, n) in [
        (Classes::G, "general"),
        (Classes::I, "indirect"),
        (Classes::IMM, "immediate"),
        (Classes::A, "address"),
        (Classes::P, "predicate"),
        (Classes::AO, "address-of"),
        (Classes::S, "state"),
    ] {
        if c.has(bit) {
            v.push(n);
        }
    }
    v.join(", ")
}
