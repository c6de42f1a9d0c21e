//! The `.amdhsa_kernel NAME` … `.end_amdhsa_kernel` directive block:
//! parsing with line:column errors, assembling into a kernel descriptor
//! as the `llvm-mc` of a given LLVM release does (14, 16 or 19: its
//! directives, defaults, required directives, per-generation validity and
//! register-count arithmetic), and printing a descriptor back as a block.
//!
//! V2's `.amd_kernel_code_t` block is printed (not parsed) by
//! [`print_amd_kernel_code`].

use crate::descriptor::{fields as f, AmdKernelCode, Field, KernelDescriptor, AKC_FIELDS};
use crate::target::{CodeObjectVersion, Llvm, Processor, TargetId};
use std::fmt::Write;

/// A directive error at a line and column (1-based).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{line}:{col}: {message}")]
pub struct DirectiveError {
    /// Line.
    pub line: usize,
    /// Column.
    pub col: usize,
    /// Message (LLVM 14's wording where it has one).
    pub message: String,
}

fn derr<T>(line: usize, col: usize, message: impl Into<String>) -> Result<T, DirectiveError> {
    Err(DirectiveError {
        line,
        col,
        message: message.into(),
    })
}

/// One `.amdhsa_*` line of a block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DirectiveLine {
    /// Name without the `.amdhsa_` prefix.
    pub name: String,
    /// Evaluated value.
    pub value: i64,
    /// Line.
    pub line: usize,
    /// Column of the directive name.
    pub col: usize,
    /// Column of the value.
    pub value_col: usize,
}

/// A parsed `.amdhsa_kernel` block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelBlock {
    /// Kernel (entry symbol) name.
    pub name: String,
    /// Line of `.amdhsa_kernel`.
    pub line: usize,
    /// Line of `.end_amdhsa_kernel`.
    pub end_line: usize,
    /// Directives in order.
    pub directives: Vec<DirectiveLine>,
}

/// A directives file: optional `.amdgcn_target` and
/// `.amdhsa_code_object_version`, then kernel blocks.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DirectivesFile {
    /// `.amdgcn_target "…"`, if present.
    pub target: Option<String>,
    /// `.amdhsa_code_object_version N`, if present.
    pub code_object_version: Option<u8>,
    /// Kernel blocks in order.
    pub kernels: Vec<KernelBlock>,
}

/// What a directive sets.
#[derive(Clone, Copy, Debug)]
enum Dest {
    /// A 32-bit byte field of the descriptor.
    Word(fn(&mut KernelDescriptor) -> &mut u32),
    /// A bit field.
    Bits(Field),
    /// A user-SGPR enable bit and how many SGPRs it adds.
    UserSgpr(Field, u32),
    UserSgprCount,
    NextFreeVgpr,
    NextFreeSgpr,
    ReserveVcc,
    ReserveFlatScratch,
    ReserveXnackMask,
    AccumOffset,
    Wave32,
    /// `KERNARG_PRELOAD_SPEC_LENGTH`: user SGPRs too.
    PreloadLength,
    /// `KERNARG_PRELOAD_SPEC_OFFSET`.
    PreloadOffset,
    /// `SHARED_VGPR_COUNT` (checked against the VGPR blocks).
    SharedVgprCount,
}

/// Generation requirement (with `llvm-mc`'s message when it fails).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Req {
    All,
    Gfx(u32),
    Gfx90a,
    /// Absolute flat scratch (not GFX940, not GFX11+).
    AbsScratch,
    /// GFX7+ and absolute flat scratch.
    Gfx7AbsScratch,
    /// Architected flat scratch.
    ArchScratch,
    /// GFX90A and the GFX940 family (after a GFX9+ check).
    Preload,
    /// GFX10 and GFX11 (LLVM 16: GFX10+).
    Gfx10Or11,
    Gfx12,
    BeforeGfx12,
}

struct Def {
    name: &'static str,
    req: Req,
    dest: Dest,
    /// The first LLVM release (of 14, 16, 19) with the directive.
    since: Llvm,
}

const fn d(name: &'static str, req: Req, dest: Dest) -> Def {
    Def {
        name,
        req,
        dest,
        since: Llvm::V14,
    }
}

const fn since(llvm: Llvm, name: &'static str, req: Req, dest: Dest) -> Def {
    Def {
        name,
        req,
        dest,
        since: llvm,
    }
}

/// The `.amdhsa_` directives of LLVM 14, 16 and 19 (measured with each
/// release's `llvm-mc`), in the order [`print_block`] writes them.
static DEFS: &[Def] = &[
    d(
        "group_segment_fixed_size",
        Req::All,
        Dest::Word(|k| &mut k.group_segment_fixed_size),
    ),
    d(
        "private_segment_fixed_size",
        Req::All,
        Dest::Word(|k| &mut k.private_segment_fixed_size),
    ),
    d(
        "kernarg_size",
        Req::All,
        Dest::Word(|k| &mut k.kernarg_size),
    ),
    d("user_sgpr_count", Req::All, Dest::UserSgprCount),
    d(
        "user_sgpr_private_segment_buffer",
        Req::AbsScratch,
        Dest::UserSgpr(f::PRIVATE_SEGMENT_BUFFER, 4),
    ),
    d(
        "user_sgpr_dispatch_ptr",
        Req::All,
        Dest::UserSgpr(f::DISPATCH_PTR, 2),
    ),
    d(
        "user_sgpr_queue_ptr",
        Req::All,
        Dest::UserSgpr(f::QUEUE_PTR, 2),
    ),
    d(
        "user_sgpr_kernarg_segment_ptr",
        Req::All,
        Dest::UserSgpr(f::KERNARG_SEGMENT_PTR, 2),
    ),
    d(
        "user_sgpr_dispatch_id",
        Req::All,
        Dest::UserSgpr(f::DISPATCH_ID, 2),
    ),
    d(
        "user_sgpr_flat_scratch_init",
        Req::AbsScratch,
        Dest::UserSgpr(f::FLAT_SCRATCH_INIT, 2),
    ),
    d(
        "user_sgpr_private_segment_size",
        Req::All,
        Dest::UserSgpr(f::PRIVATE_SEGMENT_SIZE, 1),
    ),
    since(
        Llvm::V19,
        "user_sgpr_kernarg_preload_length",
        Req::Preload,
        Dest::PreloadLength,
    ),
    since(
        Llvm::V19,
        "user_sgpr_kernarg_preload_offset",
        Req::Preload,
        Dest::PreloadOffset,
    ),
    d("wavefront_size32", Req::Gfx(10), Dest::Wave32),
    since(
        Llvm::V16,
        "uses_dynamic_stack",
        Req::All,
        Dest::Bits(f::USES_DYNAMIC_STACK),
    ),
    d(
        "system_sgpr_private_segment_wavefront_offset",
        Req::AbsScratch,
        Dest::Bits(f::PRIVATE_SEGMENT_WAVEFRONT_OFFSET),
    ),
    d(
        "enable_private_segment",
        Req::ArchScratch,
        Dest::Bits(f::ENABLE_PRIVATE_SEGMENT),
    ),
    d(
        "system_sgpr_workgroup_id_x",
        Req::All,
        Dest::Bits(f::WORKGROUP_ID_X),
    ),
    d(
        "system_sgpr_workgroup_id_y",
        Req::All,
        Dest::Bits(f::WORKGROUP_ID_Y),
    ),
    d(
        "system_sgpr_workgroup_id_z",
        Req::All,
        Dest::Bits(f::WORKGROUP_ID_Z),
    ),
    d(
        "system_sgpr_workgroup_info",
        Req::All,
        Dest::Bits(f::WORKGROUP_INFO),
    ),
    d(
        "system_vgpr_workitem_id",
        Req::All,
        Dest::Bits(f::VGPR_WORKITEM_ID),
    ),
    d("next_free_vgpr", Req::All, Dest::NextFreeVgpr),
    d("next_free_sgpr", Req::All, Dest::NextFreeSgpr),
    d("accum_offset", Req::Gfx90a, Dest::AccumOffset),
    d("reserve_vcc", Req::All, Dest::ReserveVcc),
    d(
        "reserve_flat_scratch",
        Req::Gfx7AbsScratch,
        Dest::ReserveFlatScratch,
    ),
    d("reserve_xnack_mask", Req::Gfx(8), Dest::ReserveXnackMask),
    d(
        "float_round_mode_32",
        Req::All,
        Dest::Bits(f::FLOAT_ROUND_MODE_32),
    ),
    d(
        "float_round_mode_16_64",
        Req::All,
        Dest::Bits(f::FLOAT_ROUND_MODE_16_64),
    ),
    d(
        "float_denorm_mode_32",
        Req::All,
        Dest::Bits(f::FLOAT_DENORM_MODE_32),
    ),
    d(
        "float_denorm_mode_16_64",
        Req::All,
        Dest::Bits(f::FLOAT_DENORM_MODE_16_64),
    ),
    d("dx10_clamp", Req::BeforeGfx12, Dest::Bits(f::DX10_CLAMP)),
    d("ieee_mode", Req::BeforeGfx12, Dest::Bits(f::IEEE_MODE)),
    since(
        Llvm::V19,
        "round_robin_scheduling",
        Req::Gfx12,
        Dest::Bits(f::WG_RR_EN),
    ),
    d("fp16_overflow", Req::Gfx(9), Dest::Bits(f::FP16_OVFL)),
    d("tg_split", Req::Gfx90a, Dest::Bits(f::TG_SPLIT)),
    d(
        "workgroup_processor_mode",
        Req::Gfx(10),
        Dest::Bits(f::WGP_MODE),
    ),
    d("memory_ordered", Req::Gfx(10), Dest::Bits(f::MEM_ORDERED)),
    d(
        "forward_progress",
        Req::Gfx(10),
        Dest::Bits(f::FWD_PROGRESS),
    ),
    since(
        Llvm::V16,
        "shared_vgpr_count",
        Req::Gfx10Or11,
        Dest::SharedVgprCount,
    ),
    d(
        "exception_fp_ieee_invalid_op",
        Req::All,
        Dest::Bits(f::EXC_INVALID),
    ),
    d(
        "exception_fp_denorm_src",
        Req::All,
        Dest::Bits(f::EXC_DENORM_SRC),
    ),
    d(
        "exception_fp_ieee_div_zero",
        Req::All,
        Dest::Bits(f::EXC_DIV_ZERO),
    ),
    d(
        "exception_fp_ieee_overflow",
        Req::All,
        Dest::Bits(f::EXC_OVERFLOW),
    ),
    d(
        "exception_fp_ieee_underflow",
        Req::All,
        Dest::Bits(f::EXC_UNDERFLOW),
    ),
    d(
        "exception_fp_ieee_inexact",
        Req::All,
        Dest::Bits(f::EXC_INEXACT),
    ),
    d(
        "exception_int_div_zero",
        Req::All,
        Dest::Bits(f::EXC_INT_DIV_ZERO),
    ),
];

/// Names of the directives `llvm`'s `llvm-mc` accepts for `p` (without
/// the `.amdhsa_` prefix).
pub fn directive_names(p: &Processor, llvm: Llvm) -> Vec<&'static str> {
    DEFS.iter()
        .filter(|d| d.since <= llvm && req_check(d.req, p, llvm).is_ok())
        .map(|d| d.name)
        .collect()
}

/// Whether directive requirement `r` holds on `p`, else `llvm-mc`'s message.
fn req_check(r: Req, p: &Processor, llvm: Llvm) -> Result<(), String> {
    let arch = p.has_architected_flat_scratch();
    let fail = |m: &str| Err(m.to_string());
    match r {
        Req::All => Ok(()),
        Req::Gfx(n) if p.major < n => Err(format!("directive requires gfx{n}+")),
        Req::Gfx(_) => Ok(()),
        Req::Gfx90a if !p.has_accum_offset() => fail("directive requires gfx90a+"),
        Req::Gfx90a => Ok(()),
        Req::AbsScratch if arch => fail("directive is not supported with architected flat scratch"),
        Req::AbsScratch => Ok(()),
        Req::Gfx7AbsScratch if p.major < 7 => fail("directive requires gfx7+"),
        Req::Gfx7AbsScratch => req_check(Req::AbsScratch, p, llvm),
        Req::ArchScratch if !arch => {
            fail("directive is not supported without architected flat scratch")
        }
        Req::ArchScratch => Ok(()),
        Req::Preload if p.major < 9 => fail("directive requires gfx9+"),
        Req::Preload if !p.has_kernarg_preload() => fail("directive requires gfx90a+"),
        Req::Preload => Ok(()),
        Req::Gfx10Or11 if llvm <= Llvm::V16 && p.major < 10 => fail("directive requires gfx10+"),
        Req::Gfx10Or11 if llvm > Llvm::V16 && !(10..12).contains(&p.major) => {
            fail("directive requires gfx10 or gfx11")
        }
        Req::Gfx10Or11 => Ok(()),
        Req::Gfx12 if p.major < 12 => fail("directive requires gfx12+"),
        Req::Gfx12 => Ok(()),
        Req::BeforeGfx12 if p.major >= 12 => fail("directive unsupported on gfx12+"),
        Req::BeforeGfx12 => Ok(()),
    }
}

fn strip_comment(line: &str) -> &str {
    let mut end = line.len();
    let b = line.as_bytes();
    let mut in_str = false;
    for i in 0..b.len() {
        match b[i] {
            b'"' => in_str = !in_str,
            b';' | b'#' if !in_str => {
                end = i;
                break;
            }
            b'/' if !in_str && b.get(i + 1) == Some(&b'/') => {
                end = i;
                break;
            }
            _ => {}
        }
    }
    &line[..end]
}

/// Parse a directives file.
pub fn parse_file(text: &str) -> Result<DirectivesFile, DirectiveError> {
    let mut file = DirectivesFile::default();
    let mut current: Option<KernelBlock> = None;
    for (n, raw) in text.lines().enumerate() {
        let line = n + 1;
        let body = strip_comment(raw);
        let trimmed = body.trim_start();
        let col = body.len() - trimmed.len() + 1;
        let trimmed = trimmed.trim_end();
        if trimmed.is_empty() {
            continue;
        }
        let (word, rest) = match trimmed.find([' ', '\t']) {
            Some(i) => (&trimmed[..i], trimmed[i..].trim_start()),
            None => (trimmed, ""),
        };
        let rest_col = col + trimmed.len() - rest.len();
        match (&mut current, word) {
            (None, ".amdhsa_kernel") => {
                if rest.is_empty() || rest.contains([' ', '\t', ',']) {
                    return derr(line, rest_col, "expected a kernel name");
                }
                current = Some(KernelBlock {
                    name: rest.to_string(),
                    line,
                    end_line: line,
                    directives: Vec::new(),
                });
            }
            (None, ".amdgcn_target") => {
                let s = rest
                    .strip_prefix('"')
                    .and_then(|r| r.strip_suffix('"'))
                    .ok_or(())
                    .or_else(|_| derr(line, rest_col, "expected a quoted target ID"))?;
                file.target = Some(s.to_string());
            }
            (None, ".amdhsa_code_object_version") => {
                let v = eval(rest, line, rest_col)?;
                if !(2..=6).contains(&v) {
                    return derr(line, rest_col, "code object version must be 2 to 6");
                }
                file.code_object_version = Some(v as u8);
            }
            // Section and alignment directives around the blocks (as in
            // `co inspect --descriptors` output) place nothing here.
            (None, ".text" | ".rodata" | ".section" | ".p2align" | ".align") => {}
            (None, w) => {
                return derr(
                    line,
                    col,
                    format!("unexpected `{w}` outside an .amdhsa_kernel block"),
                )
            }
            (Some(b), ".end_amdhsa_kernel") => {
                b.end_line = line;
                file.kernels.push(current.take().unwrap());
            }
            (Some(b), w) => {
                let Some(name) = w.strip_prefix(".amdhsa_") else {
                    return derr(
                        line,
                        col,
                        format!("expected an .amdhsa_ directive, found `{w}`"),
                    );
                };
                if rest.is_empty() {
                    return derr(line, rest_col, "expected an absolute expression");
                }
                let value = eval(rest, line, rest_col)?;
                b.directives.push(DirectiveLine {
                    name: name.to_string(),
                    value,
                    line,
                    col,
                    value_col: rest_col,
                });
            }
        }
    }
    if let Some(b) = current {
        return derr(b.line, 1, "missing .end_amdhsa_kernel");
    }
    Ok(file)
}

/// Evaluate an absolute integer expression: literals (decimal, `0x` hex,
/// `0b` binary, leading-zero octal), unary `- ~ + !`, binary `* / % + - << >>
/// & ^ |` and parentheses. Symbols are not supported.
pub fn eval(text: &str, line: usize, col: usize) -> Result<i64, DirectiveError> {
    let mut p = Expr {
        s: text.as_bytes(),
        i: 0,
        line,
        col,
        depth: 0,
    };
    let v = p.binary(0)?;
    p.ws();
    if p.i != p.s.len() {
        return derr(line, col + p.i, "unexpected token in expression");
    }
    Ok(v)
}

struct Expr<'a> {
    s: &'a [u8],
    i: usize,
    line: usize,
    col: usize,
    /// Nesting of parentheses and unary operators, bounded so hostile
    /// input cannot exhaust the stack.
    depth: usize,
}

const MAX_EXPR_DEPTH: usize = 64;

impl Expr<'_> {
    fn ws(&mut self) {
        while self.i < self.s.len() && (self.s[self.i] == b' ' || self.s[self.i] == b'\t') {
            self.i += 1;
        }
    }
    fn fail<T>(&self, m: &str) -> Result<T, DirectiveError> {
        derr(self.line, self.col + self.i, m)
    }
    fn op(&mut self) -> Option<(&'static str, u8)> {
        self.ws();
        let rest = &self.s[self.i..];
        for (tok, prec) in [
            ("<<", 4),
            (">>", 4),
            ("*", 6),
            ("/", 6),
            ("%", 6),
            ("+", 5),
            ("-", 5),
            ("&", 3),
            ("^", 2),
            ("|", 1),
        ] {
            if rest.starts_with(tok.as_bytes()) {
                return Some((tok, prec));
            }
        }
        None
    }
    fn binary(&mut self, min: u8) -> Result<i64, DirectiveError> {
        let mut lhs = self.unary()?;
        while let Some((tok, prec)) = self.op() {
            if prec < min {
                break;
            }
            let at = self.i;
            self.i += tok.len();
            let rhs = self.binary(prec + 1)?;
            lhs = match tok {
                "*" => lhs.wrapping_mul(rhs),
                "/" | "%" => {
                    if rhs == 0 {
                        return derr(self.line, self.col + at, "division by zero");
                    }
                    if tok == "/" {
                        lhs.wrapping_div(rhs)
                    } else {
                        lhs.wrapping_rem(rhs)
                    }
                }
                "+" => lhs.wrapping_add(rhs),
                "-" => lhs.wrapping_sub(rhs),
                "<<" => lhs.wrapping_shl(rhs as u32),
                ">>" => lhs.wrapping_shr(rhs as u32),
                "&" => lhs & rhs,
                "^" => lhs ^ rhs,
                _ => lhs | rhs,
            };
        }
        Ok(lhs)
    }
    fn unary(&mut self) -> Result<i64, DirectiveError> {
        self.depth += 1;
        if self.depth > MAX_EXPR_DEPTH {
            return self.fail("expression nested too deeply");
        }
        let r = self.unary_inner();
        self.depth -= 1;
        r
    }
    fn unary_inner(&mut self) -> Result<i64, DirectiveError> {
        self.ws();
        let Some(&c) = self.s.get(self.i) else {
            return self.fail("expected an absolute expression");
        };
        match c {
            b'-' => {
                self.i += 1;
                Ok(self.unary()?.wrapping_neg())
            }
            b'+' => {
                self.i += 1;
                self.unary()
            }
            b'~' => {
                self.i += 1;
                Ok(!self.unary()?)
            }
            b'!' => {
                self.i += 1;
                Ok((self.unary()? == 0) as i64)
            }
            b'(' => {
                self.i += 1;
                let v = self.binary(0)?;
                self.ws();
                if self.s.get(self.i) != Some(&b')') {
                    return self.fail("expected `)`");
                }
                self.i += 1;
                Ok(v)
            }
            b'0'..=b'9' => {
                let start = self.i;
                while self.i < self.s.len() && self.s[self.i].is_ascii_alphanumeric() {
                    self.i += 1;
                }
                let tok = std::str::from_utf8(&self.s[start..self.i]).unwrap();
                let lower = tok.to_ascii_lowercase();
                let parsed = if let Some(h) = lower.strip_prefix("0x") {
                    u64::from_str_radix(h, 16)
                } else if let Some(b) = lower.strip_prefix("0b") {
                    u64::from_str_radix(b, 2)
                } else if lower.len() > 1 && lower.starts_with('0') {
                    u64::from_str_radix(&lower[1..], 8)
                } else {
                    lower.parse::<u64>()
                };
                match parsed {
                    Ok(v) => Ok(v as i64),
                    Err(_) => derr(
                        self.line,
                        self.col + start,
                        format!("invalid number `{tok}`"),
                    ),
                }
            }
            _ => self.fail("expected an absolute expression (symbols are not supported)"),
        }
    }
}

/// The descriptor `llvm`'s assembler starts from before applying a block.
pub fn default_descriptor(target: &TargetId, llvm: Llvm) -> KernelDescriptor {
    let p = target.processor;
    let mut kd = KernelDescriptor::default();
    kd.set(f::FLOAT_DENORM_MODE_16_64, 3);
    if p.major < 12 {
        // GFX12 reuses these bits (WG_RR_EN, DISABLE_PERF).
        kd.set(f::DX10_CLAMP, 1);
        kd.set(f::IEEE_MODE, 1);
    }
    kd.set(f::WORKGROUP_ID_X, 1);
    if p.major >= 10 {
        // Native WGP mode (no `cumode` in a target ID) and in-order memory counters.
        kd.set(f::WGP_MODE, 1);
        kd.set(f::MEM_ORDERED, 1);
        if llvm >= Llvm::V19 {
            // LLVM 19 writes the native wave32 of the default subtarget.
            kd.set(f::WAVEFRONT_SIZE32, 1);
        }
    }
    kd
}

/// Assemble a block into a descriptor for `target`, as the `llvm-mc` that
/// `--descriptors` names for the target and version does
/// ([`Llvm::for_target`]). The entry offset is left zero (a relocation
/// supplies it).
pub fn assemble(
    block: &KernelBlock,
    target: &TargetId,
    version: CodeObjectVersion,
) -> Result<KernelDescriptor, DirectiveError> {
    assemble_as(block, target, Llvm::for_target(target.processor, version).0)
}

/// Assemble a block as `llvm`'s `llvm-mc` does.
pub fn assemble_as(
    block: &KernelBlock,
    target: &TargetId,
    llvm: Llvm,
) -> Result<KernelDescriptor, DirectiveError> {
    let p = target.processor;
    let mut kd = default_descriptor(target, llvm);
    let mut seen: Vec<&str> = Vec::new();
    let mut implied_user_sgprs = 0u32;
    let mut explicit_user_sgprs: Option<(u32, &DirectiveLine)> = None;
    let mut next_free_vgpr: Option<(u32, &DirectiveLine)> = None;
    let mut next_free_sgpr: Option<(u32, &DirectiveLine)> = None;
    let mut accum: Option<(u32, &DirectiveLine)> = None;
    let mut wave32: Option<bool> = None;
    let mut preload_length = 0u32;
    let mut preload_offset = 0u32;
    let mut shared_vgprs = 0u32;
    let mut vcc = true;
    let mut flat = true;
    let xnack = target.xnack.on_or_any();
    for dl in &block.directives {
        let Some(def) = DEFS.iter().find(|d| d.name == dl.name && d.since <= llvm) else {
            return derr(dl.line, dl.col, "unknown .amdhsa_kernel directive");
        };
        if seen.contains(&def.name) {
            return derr(dl.line, dl.col, ".amdhsa_ directives cannot be repeated");
        }
        seen.push(def.name);
        if let Err(m) = req_check(def.req, p, llvm) {
            return derr(dl.line, dl.col, m);
        }
        let v = dl.value;
        let range_err = || DirectiveError {
            line: dl.line,
            col: dl.value_col,
            message: "value out of range".into(),
        };
        let bit = |v: i64| -> Result<bool, DirectiveError> {
            match v {
                0 => Ok(false),
                1 => Ok(true),
                _ => Err(range_err()),
            }
        };
        match def.dest {
            Dest::Word(get) => {
                if !(0..=u32::MAX as i64).contains(&v) {
                    return Err(range_err());
                }
                *get(&mut kd) = v as u32;
            }
            Dest::Bits(field) => {
                if v < 0 || v as u64 > field.max() {
                    return Err(range_err());
                }
                kd.set(field, v as u32);
            }
            Dest::UserSgpr(field, n) => {
                if bit(v)? {
                    implied_user_sgprs += n;
                }
                kd.set(field, v as u32);
            }
            Dest::UserSgprCount => {
                if !(0..=u32::MAX as i64).contains(&v) {
                    return Err(range_err());
                }
                explicit_user_sgprs = Some((v as u32, dl));
            }
            Dest::Wave32 => {
                let w = bit(v)?;
                wave32 = Some(w);
                kd.set(f::WAVEFRONT_SIZE32, w as u32);
            }
            Dest::NextFreeVgpr => {
                if !(0..=u32::MAX as i64).contains(&v) {
                    return Err(range_err());
                }
                next_free_vgpr = Some((v as u32, dl));
            }
            Dest::NextFreeSgpr => {
                if !(0..=u32::MAX as i64).contains(&v) {
                    return Err(range_err());
                }
                next_free_sgpr = Some((v as u32, dl));
            }
            Dest::ReserveVcc => vcc = bit(v)?,
            Dest::ReserveFlatScratch => flat = bit(v)?,
            Dest::ReserveXnackMask => {
                if bit(v)? != xnack {
                    return derr(
                        dl.line,
                        dl.col,
                        ".amdhsa_reserve_xnack_mask does not match target id",
                    );
                }
            }
            Dest::AccumOffset => {
                if !(4..=256).contains(&v) || v % 4 != 0 {
                    return derr(
                        dl.line,
                        dl.value_col,
                        "accum_offset should be in range [4..256] in increments of 4",
                    );
                }
                accum = Some((v as u32, dl));
            }
            Dest::PreloadLength => {
                if !(0..=16).contains(&v) {
                    return Err(range_err());
                }
                kd.set(f::KERNARG_PRELOAD_SPEC_LENGTH, v as u32);
                implied_user_sgprs += v as u32;
                preload_length = v as u32;
            }
            Dest::PreloadOffset => {
                if v < 0 || v as u64 > f::KERNARG_PRELOAD_SPEC_OFFSET.max() {
                    return Err(range_err());
                }
                kd.set(f::KERNARG_PRELOAD_SPEC_OFFSET, v as u32);
                preload_offset = v as u32;
            }
            Dest::SharedVgprCount => {
                if v < 0 || v as u64 > f::SHARED_VGPR_COUNT.max() {
                    return Err(range_err());
                }
                kd.set(f::SHARED_VGPR_COUNT, v as u32);
                shared_vgprs = v as u32;
            }
        }
    }
    let end = block.end_line;
    let Some((nfv, vline)) = next_free_vgpr else {
        return derr(end, 1, ".amdhsa_next_free_vgpr directive is required");
    };
    let Some((nfs, sline)) = next_free_sgpr else {
        return derr(end, 1, ".amdhsa_next_free_sgpr directive is required");
    };
    if p.has_accum_offset() && accum.is_none() {
        return derr(end, 1, ".amdhsa_accum_offset directive is required");
    }
    // SGPR blocks.
    let max_sgprs = p.addressable_sgprs();
    let sgpr_range = || derr(sline.line, sline.value_col, "value out of range");
    let num_sgprs = if p.major >= 10 {
        0
    } else {
        if p.major >= 8 && !p.has_sgpr_init_bug() && nfs > max_sgprs {
            return sgpr_range();
        }
        let total = nfs.saturating_add(p.extra_sgprs(vcc, flat, xnack));
        if (p.major <= 7 || p.has_sgpr_init_bug()) && total > max_sgprs {
            return sgpr_range();
        }
        if p.has_sgpr_init_bug() {
            96
        } else {
            total
        }
    };
    // VGPR blocks: an absent .amdhsa_wavefront_size32 counts as wave32 on
    // GFX10 (llvm-mc's default subtarget) for the granule, without setting the bit.
    let w32 = wave32.unwrap_or(p.major >= 10);
    let vg = p.vgpr_encoding_granule(w32);
    let vgpr_blocks = nfv.max(1).div_ceil(vg) - 1;
    let sgpr_blocks = num_sgprs.max(1).div_ceil(p.sgpr_encoding_granule()) - 1;
    if vgpr_blocks > 63 {
        return derr(vline.line, vline.value_col, "value out of range");
    }
    if sgpr_blocks > 15 {
        return sgpr_range();
    }
    kd.set(f::VGPR_COUNT, vgpr_blocks);
    kd.set(f::SGPR_COUNT, sgpr_blocks);
    if llvm >= Llvm::V19 && (10..12).contains(&p.major) {
        if shared_vgprs != 0 && wave32 == Some(true) {
            return derr(
                end,
                1,
                "shared_vgpr_count directive not valid on wavefront size 32",
            );
        }
        if shared_vgprs * 2 + vgpr_blocks > 63 {
            return derr(
                end,
                1,
                "shared_vgpr_count*2 + compute_pgm_rsrc1.GRANULATED_WORKITEM_VGPR_COUNT cannot exceed 63",
            );
        }
    }
    if preload_length != 0
        && kd.kernarg_size != 0
        && u64::from(preload_length + preload_offset) * 4 > u64::from(kd.kernarg_size)
    {
        return derr(
            end,
            1,
            "Kernarg preload length + offset is larger than the kernarg segment size",
        );
    }
    if let Some((a, aline)) = accum {
        if u64::from(a) > u64::from(nfv.max(1)).next_multiple_of(4) {
            return derr(
                aline.line,
                aline.col,
                "accum_offset exceeds total VGPR allocation",
            );
        }
        kd.set(f::ACCUM_OFFSET, a / 4 - 1);
    }
    let user = match explicit_user_sgprs {
        Some((n, l)) => {
            if n < implied_user_sgprs {
                return derr(
                    l.line,
                    l.col,
                    "amdgpu_user_sgpr_count smaller than than implied by enabled user SGPRs",
                );
            }
            if n > 31 {
                return derr(end, 1, "too many user SGPRs enabled");
            }
            n
        }
        None => implied_user_sgprs,
    };
    kd.set(f::USER_SGPR_COUNT, user);
    Ok(kd)
}

/// Print a descriptor as an `.amdhsa_kernel` block that `llvm`'s
/// `llvm-mc` re-assembles into the same bytes (the entry offset aside),
/// using only the directives that release has. Fields that no directive
/// of that release can set, and register counts no directive values
/// reproduce, are returned as warnings (and written as comments in the
/// block).
pub fn print_block(
    name: &str,
    kd: &KernelDescriptor,
    target: &TargetId,
    llvm: Llvm,
) -> (String, Vec<String>) {
    let p = target.processor;
    let mut warnings = Vec::new();
    let mut s = format!(".amdhsa_kernel {name}\n");
    let mut line = |n: &str, v: u64| {
        let _ = writeln!(s, "  .amdhsa_{n} {v}");
    };
    let xnack = target.xnack.on_or_any();
    let wave32 = p.major >= 10 && kd.get(f::WAVEFRONT_SIZE32) == 1;
    // Register counts: choose next_free_* and reservations that give the
    // stored granulated counts.
    let vg = p.vgpr_encoding_granule(if p.major >= 10 { wave32 } else { false });
    let nfv = (kd.get(f::VGPR_COUNT) + 1) * vg;
    let g = kd.get(f::SGPR_COUNT);
    let mut sgpr_choice = None;
    if p.major >= 10 {
        if g != 0 {
            warnings.push(format!(
                "GRANULATED_WAVEFRONT_SGPR_COUNT is {g}; GFX{} assemblers always write 0",
                p.major
            ));
        }
        sgpr_choice = Some((0u32, false, false));
    } else if p.has_sgpr_init_bug() {
        if g != 11 {
            warnings.push(format!(
                "GRANULATED_WAVEFRONT_SGPR_COUNT is {g}; with the SGPR init bug assemblers always write 11"
            ));
        }
        sgpr_choice = Some((0, false, false));
    } else {
        // Architected flat scratch has no .amdhsa_reserve_flat_scratch: the
        // assembler always reserves it.
        let flat_options: &[bool] = if p.has_architected_flat_scratch() || p.major < 7 {
            &[true]
        } else {
            &[false, true]
        };
        'search: for &flat in flat_options {
            for vcc in [false, true] {
                let extra = p.extra_sgprs(vcc, flat, xnack);
                let hi = (g + 1) * 8;
                if hi < extra {
                    continue;
                }
                let max_n = if p.major >= 8 {
                    p.addressable_sgprs()
                } else {
                    p.addressable_sgprs().saturating_sub(extra)
                };
                let n = (hi - extra).min(max_n);
                let total = n + extra;
                if total.max(1).div_ceil(8) - 1 == g {
                    sgpr_choice = Some((n, vcc, flat));
                    break 'search;
                }
            }
        }
        if sgpr_choice.is_none() {
            warnings.push(format!(
                "GRANULATED_WAVEFRONT_SGPR_COUNT {g} cannot be produced by .amdhsa_next_free_sgpr on {}",
                p.name
            ));
            sgpr_choice = Some((0, false, false));
        }
    }
    let (nfs, vcc, flat) = sgpr_choice.unwrap();
    let tool = llvm.llvm_mc();
    // What llvm-mc-19 refuses for SHARED_VGPR_COUNT (GFX10/GFX11).
    let shared = kd.get(f::SHARED_VGPR_COUNT);
    let shared_refused = llvm >= Llvm::V19
        && (10..12).contains(&p.major)
        && shared != 0
        && (wave32 || shared * 2 + kd.get(f::VGPR_COUNT) > 63);
    let mut user_implied = 0;
    let mut settable = vec![
        f::VGPR_COUNT,
        f::SGPR_COUNT,
        f::USER_SGPR_COUNT,
        f::WAVEFRONT_SIZE32,
        f::ACCUM_OFFSET,
    ];
    for d in DEFS
        .iter()
        .filter(|d| d.since <= llvm && req_check(d.req, p, llvm).is_ok())
    {
        match d.dest {
            Dest::Word(get) => {
                let mut k = *kd;
                line(d.name, *get(&mut k) as u64)
            }
            Dest::Bits(field) => {
                settable.push(field);
                line(d.name, kd.get(field) as u64)
            }
            Dest::UserSgpr(field, n) => {
                settable.push(field);
                user_implied += kd.get(field) * n;
                line(d.name, kd.get(field) as u64)
            }
            Dest::UserSgprCount => line(d.name, kd.get(f::USER_SGPR_COUNT) as u64),
            Dest::Wave32 => line(d.name, kd.get(f::WAVEFRONT_SIZE32) as u64),
            Dest::NextFreeVgpr => line(d.name, nfv as u64),
            Dest::NextFreeSgpr => line(d.name, nfs as u64),
            Dest::ReserveVcc => line(d.name, vcc as u64),
            Dest::ReserveFlatScratch => line(d.name, flat as u64),
            Dest::ReserveXnackMask => line(d.name, xnack as u64),
            Dest::AccumOffset => line(d.name, ((kd.get(f::ACCUM_OFFSET) + 1) * 4) as u64),
            Dest::PreloadLength => {
                settable.push(f::KERNARG_PRELOAD_SPEC_LENGTH);
                user_implied += kd.get(f::KERNARG_PRELOAD_SPEC_LENGTH);
                line(d.name, kd.get(f::KERNARG_PRELOAD_SPEC_LENGTH) as u64)
            }
            Dest::PreloadOffset => {
                settable.push(f::KERNARG_PRELOAD_SPEC_OFFSET);
                line(d.name, kd.get(f::KERNARG_PRELOAD_SPEC_OFFSET) as u64)
            }
            Dest::SharedVgprCount => {
                if shared_refused {
                    warnings.push(format!(
                        "SHARED_VGPR_COUNT is {shared}, which {tool} refuses here (wavefront size 32, or twice it plus the VGPR blocks over 63)"
                    ));
                    line(d.name, 0)
                } else {
                    settable.push(f::SHARED_VGPR_COUNT);
                    line(d.name, shared as u64)
                }
            }
        }
    }
    if kd.get(f::USER_SGPR_COUNT) < user_implied {
        warnings.push(format!(
            "USER_SGPR_COUNT {} is less than the {user_implied} SGPRs the enabled user SGPRs need",
            kd.get(f::USER_SGPR_COUNT)
        ));
    }
    let preload = kd.get(f::KERNARG_PRELOAD_SPEC_LENGTH) + kd.get(f::KERNARG_PRELOAD_SPEC_OFFSET);
    if settable.contains(&f::KERNARG_PRELOAD_SPEC_LENGTH)
        && kd.get(f::KERNARG_PRELOAD_SPEC_LENGTH) != 0
        && kd.kernarg_size != 0
        && u64::from(preload) * 4 > u64::from(kd.kernarg_size)
    {
        warnings.push(format!(
            "kernarg preload ends at byte {}, past KERNARG_SIZE {}: {tool} refuses that",
            preload * 4,
            kd.kernarg_size
        ));
    }
    for field in KernelDescriptor::fields_for(p) {
        if kd.get(field) != 0
            && !settable.contains(&field)
            && !shared_refused_field(field, shared_refused)
        {
            warnings.push(format!(
                "{} is {} but no directive of {tool} sets it",
                field.name,
                kd.get(field)
            ));
        }
    }
    for (reg, bits) in kd.reserved_bits(p) {
        warnings.push(format!("reserved bits 0x{bits:08x} set in {reg:?}"));
    }
    if kd.reserved0 != [0; 4] || kd.reserved1 != [0; 20] || kd.reserved2 != [0; 4] {
        warnings.push("reserved descriptor bytes are not zero".into());
    }
    for w in &warnings {
        let _ = writeln!(s, "  // warning: {w}");
    }
    s.push_str(".end_amdhsa_kernel\n");
    (s, warnings)
}

/// The refused SHARED_VGPR_COUNT has its own warning.
fn shared_refused_field(field: Field, refused: bool) -> bool {
    refused && field == f::SHARED_VGPR_COUNT
}

/// Print an `amd_kernel_code_t` as a `.amd_kernel_code_t` block (V2), with
/// warnings for non-zero bytes no field covers.
pub fn print_amd_kernel_code(akc: &AmdKernelCode) -> (String, Vec<String>) {
    let mut s = String::from(".amd_kernel_code_t\n");
    for (name, loc) in AKC_FIELDS {
        let _ = writeln!(s, "  {name} = {}", akc.get(*loc));
    }
    let warnings = akc.unprintable();
    for w in &warnings {
        let _ = writeln!(s, "  // warning: {w} cannot be written in this block");
    }
    s.push_str(".end_amd_kernel_code_t\n");
    (s, warnings)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kd(cpu: &str, body: &str) -> Result<KernelDescriptor, DirectiveError> {
        let text = format!(".amdhsa_kernel k\n{body}\n.end_amdhsa_kernel\n");
        let file = parse_file(&text)?;
        assemble(
            &file.kernels[0],
            &TargetId::parse(cpu).unwrap(),
            CodeObjectVersion(4),
        )
    }

    // Expected words below were produced by llvm-mc-14 (see scripts/amdgpu).
    #[test]
    fn sgpr_arithmetic_matches_llvm() {
        let r = |cpu, n| {
            kd(
                cpu,
                &format!(".amdhsa_next_free_vgpr 1\n.amdhsa_next_free_sgpr {n}"),
            )
            .map(|k| k.compute_pgm_rsrc1)
        };
        assert_eq!(r("gfx600", 21), Ok(0x00ac00c0));
        assert_eq!(r("gfx801", 20), Ok(0x00ac00c0));
        assert_eq!(r("gfx801", 102), Ok(0x00ac0340));
        assert!(r("gfx801", 104).is_err());
        assert_eq!(r("gfx802", 1), Ok(0x00ac02c0));
        assert!(r("gfx802", 91).is_err());
        assert_eq!(r("gfx1030", 106), Ok(0x60ac0000));
        assert!(r("gfx700", 102).is_err());
    }

    #[test]
    fn vgpr_granules() {
        let r = |cpu, body: &str| {
            kd(cpu, &format!(".amdhsa_next_free_sgpr 1\n{body}")).map(|k| k.compute_pgm_rsrc1 & 63)
        };
        assert_eq!(r("gfx900", ".amdhsa_next_free_vgpr 5"), Ok(1));
        assert_eq!(r("gfx1010", ".amdhsa_next_free_vgpr 5"), Ok(0));
        assert_eq!(
            r(
                "gfx1010",
                ".amdhsa_next_free_vgpr 5\n.amdhsa_wavefront_size32 0"
            ),
            Ok(1)
        );
        assert_eq!(
            r(
                "gfx90a",
                ".amdhsa_next_free_vgpr 300\n.amdhsa_accum_offset 256"
            ),
            Ok(37)
        );
        assert!(r("gfx900", ".amdhsa_next_free_vgpr 257").is_err());
    }

    #[test]
    fn errors_have_llvm_wording_and_location() {
        let e = kd(
            "gfx900",
            ".amdhsa_next_free_vgpr 1\n.amdhsa_next_free_vgpr 2",
        )
        .unwrap_err();
        assert_eq!((e.line, e.col), (3, 1));
        assert_eq!(e.message, ".amdhsa_ directives cannot be repeated");
        let e = kd("gfx900", ".amdhsa_next_free_sgpr 1").unwrap_err();
        assert_eq!(e.message, ".amdhsa_next_free_vgpr directive is required");
        let e = kd("gfx803", "  .amdhsa_fp16_overflow 1").unwrap_err();
        assert_eq!(
            (e.line, e.col, e.message.as_str()),
            (2, 3, "directive requires gfx9+")
        );
        let e = kd("gfx900", ".amdhsa_dx10_clamp 2").unwrap_err();
        assert_eq!((e.col, e.message.as_str()), (20, "value out of range"));
        let e = parse_file(".amdhsa_kernel k\n.amdhsa_ieee_mode 1 +\n").unwrap_err();
        assert_eq!(e.line, 2);
    }

    #[test]
    fn expressions() {
        assert_eq!(eval("2+3*4", 1, 1), Ok(14));
        assert_eq!(eval("010", 1, 1), Ok(8));
        assert_eq!(eval("0b101", 1, 1), Ok(5));
        assert_eq!(eval("(1<<4)|1", 1, 1), Ok(17));
        assert!(eval("foo", 1, 1).is_err());
        assert!(eval("1/0", 1, 1).is_err());
        let deep = format!("{}1{}", "(".repeat(10_000), ")".repeat(10_000));
        assert_eq!(
            eval(&deep, 1, 1).unwrap_err().message,
            "expression nested too deeply"
        );
        assert!(eval(&"-".repeat(10_000), 1, 1).is_err());
    }

    #[test]
    fn print_then_assemble_is_identity_for_defaults() {
        // Every processor, with every release of 14, 16, 19 that knows it.
        for p in crate::target::PROCESSORS.iter().filter(|p| p.major >= 6) {
            let t = TargetId::new(p);
            let mut body = String::from(".amdhsa_next_free_vgpr 9\n.amdhsa_next_free_sgpr 17\n");
            if p.has_accum_offset() {
                body += ".amdhsa_accum_offset 8\n";
            }
            let block =
                parse_file(&format!(".amdhsa_kernel k\n{body}.end_amdhsa_kernel\n")).unwrap();
            for llvm in [Llvm::V14, Llvm::V16, Llvm::V19, Llvm::Later] {
                if llvm < p.llvm {
                    continue;
                }
                let k = assemble_as(&block.kernels[0], &t, llvm).unwrap();
                let (text, warnings) = print_block("k", &k, &t, llvm);
                assert!(warnings.is_empty(), "{} {llvm:?}: {warnings:?}", p.name);
                let back = assemble_as(&parse_file(&text).unwrap().kernels[0], &t, llvm).unwrap();
                assert_eq!(back, k, "{} {llvm:?}:\n{text}", p.name);
            }
        }
    }

    /// Descriptor fields of newer generations that a release's directives
    /// cannot set are warnings naming that release's llvm-mc.
    #[test]
    fn fields_without_a_directive_are_warnings() {
        let gfx900 = TargetId::parse("gfx900").unwrap();
        let mut k = kd(
            "gfx900",
            ".amdhsa_next_free_vgpr 1\n.amdhsa_next_free_sgpr 1",
        )
        .unwrap();
        k.set(f::USES_DYNAMIC_STACK, 1);
        let (text, w) = print_block("k", &k, &gfx900, Llvm::V14);
        assert_eq!(
            w,
            ["USES_DYNAMIC_STACK is 1 but no directive of llvm-mc-14 sets it"]
        );
        assert!(
            text.contains("  // warning: USES_DYNAMIC_STACK is 1"),
            "{text}"
        );
        let (text, w) = print_block("k", &k, &gfx900, Llvm::V16);
        assert!(w.is_empty(), "{w:?}");
        assert!(text.contains(".amdhsa_uses_dynamic_stack 1"));
        // Kernarg preload: llvm-mc-19's directives, refused before.
        let gfx942 = TargetId::parse("gfx942").unwrap();
        let block = parse_file(".amdhsa_kernel k\n.amdhsa_next_free_vgpr 1\n.amdhsa_next_free_sgpr 1\n.amdhsa_accum_offset 4\n.amdhsa_user_sgpr_kernarg_preload_length 3\n.amdhsa_user_sgpr_kernarg_preload_offset 2\n.end_amdhsa_kernel\n").unwrap();
        let k = assemble_as(&block.kernels[0], &gfx942, Llvm::V19).unwrap();
        // llvm-mc-19: rsrc2 0x86 (3 user SGPRs), preload word 0x0103.
        assert_eq!((k.compute_pgm_rsrc2, k.kernarg_preload), (0x86, 0x0103));
        let e = assemble_as(&block.kernels[0], &gfx942, Llvm::V16).unwrap_err();
        assert_eq!(e.message, "unknown .amdhsa_kernel directive");
        let gfx940 = TargetId::parse("gfx940").unwrap();
        let (_, w) = print_block("k", &k, &gfx940, Llvm::V16);
        assert_eq!(
            w,
            [
                "KERNARG_PRELOAD_SPEC_LENGTH is 3 but no directive of llvm-mc-16 sets it",
                "KERNARG_PRELOAD_SPEC_OFFSET is 2 but no directive of llvm-mc-16 sets it"
            ]
        );
        // GFX11 rsrc3 fields no release up to 19 has a directive for.
        let gfx1100 = TargetId::parse("gfx1100").unwrap();
        let mut k = kd(
            "gfx1100",
            ".amdhsa_next_free_vgpr 1\n.amdhsa_next_free_sgpr 1",
        )
        .unwrap();
        k.set(f::INST_PREF_SIZE_GFX11, 5);
        k.set(f::IMAGE_OP, 1);
        let (_, w) = print_block("k", &k, &gfx1100, Llvm::V16);
        assert_eq!(
            w,
            [
                "INST_PREF_SIZE is 5 but no directive of llvm-mc-16 sets it",
                "IMAGE_OP is 1 but no directive of llvm-mc-16 sets it"
            ]
        );
    }

    /// Directive availability per release and generation, with llvm-mc's
    /// messages (measured with llvm-mc-14, -16 and -19).
    #[test]
    fn directives_per_release() {
        let check = |cpu: &str, llvm: Llvm, body: &str| {
            let text = format!(".amdhsa_kernel k\n.amdhsa_next_free_vgpr 1\n.amdhsa_next_free_sgpr 1\n{body}\n.end_amdhsa_kernel\n");
            let t = TargetId::parse(cpu).unwrap();
            assemble_as(&parse_file(&text).unwrap().kernels[0], &t, llvm).map_err(|e| e.message)
        };
        let msg = |cpu, llvm, body| check(cpu, llvm, body).unwrap_err();
        assert_eq!(
            msg("gfx900", Llvm::V14, ".amdhsa_uses_dynamic_stack 1"),
            "unknown .amdhsa_kernel directive"
        );
        assert!(check("gfx900", Llvm::V16, ".amdhsa_uses_dynamic_stack 1").is_ok());
        assert_eq!(
            msg(
                "gfx1100",
                Llvm::V16,
                ".amdhsa_user_sgpr_private_segment_buffer 1"
            ),
            "directive is not supported with architected flat scratch"
        );
        assert_eq!(
            msg("gfx900", Llvm::V16, ".amdhsa_enable_private_segment 1"),
            "directive is not supported without architected flat scratch"
        );
        assert_eq!(
            msg("gfx1200", Llvm::V19, ".amdhsa_dx10_clamp 1"),
            "directive unsupported on gfx12+"
        );
        assert_eq!(
            msg("gfx1100", Llvm::V19, ".amdhsa_round_robin_scheduling 1"),
            "directive requires gfx12+"
        );
        assert_eq!(
            msg("gfx900", Llvm::V16, ".amdhsa_shared_vgpr_count 1"),
            "directive requires gfx10+"
        );
        assert_eq!(
            msg("gfx1200", Llvm::V19, ".amdhsa_shared_vgpr_count 1"),
            "directive requires gfx10 or gfx11"
        );
        assert_eq!(
            msg(
                "gfx1030",
                Llvm::V19,
                ".amdhsa_user_sgpr_kernarg_preload_length 1"
            ),
            "directive requires gfx90a+"
        );
        assert_eq!(
            msg(
                "gfx803",
                Llvm::V19,
                ".amdhsa_user_sgpr_kernarg_preload_length 1"
            ),
            "directive requires gfx9+"
        );
        assert_eq!(
            msg(
                "gfx1100",
                Llvm::V19,
                ".amdhsa_shared_vgpr_count 3\n.amdhsa_wavefront_size32 1"
            ),
            "shared_vgpr_count directive not valid on wavefront size 32"
        );
        // llvm-mc-16 lets that through.
        assert!(check(
            "gfx1100",
            Llvm::V16,
            ".amdhsa_shared_vgpr_count 3\n.amdhsa_wavefront_size32 1"
        )
        .is_ok());
        // Defaults measured: GFX12 has no DX10_CLAMP/IEEE_MODE; LLVM 19 sets wave32.
        let t = TargetId::parse("gfx1200").unwrap();
        let d = default_descriptor(&t, Llvm::V19);
        assert_eq!(
            (d.compute_pgm_rsrc1, d.kernel_code_properties),
            (0x600c0000, 0x400)
        );
        let t = TargetId::parse("gfx1100").unwrap();
        assert_eq!(default_descriptor(&t, Llvm::V16).kernel_code_properties, 0);
    }
}
