//! The `.amdhsa_kernel NAME` … `.end_amdhsa_kernel` directive block:
//! parsing with line:column errors, assembling into a kernel descriptor
//! with LLVM 14's defaults, required directives, per-generation validity
//! and register-count arithmetic, and printing a descriptor back as a block.
//!
//! V2's `.amd_kernel_code_t` block is printed (not parsed) by
//! [`print_amd_kernel_code`].

use crate::descriptor::{fields as f, AmdKernelCode, Field, KernelDescriptor, AKC_FIELDS};
use crate::target::{CodeObjectVersion, Processor, TargetId};
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
}

/// Generation requirement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Req {
    All,
    Gfx(u32),
    Gfx90a,
}

struct Def {
    name: &'static str,
    req: Req,
    dest: Dest,
}

const fn d(name: &'static str, req: Req, dest: Dest) -> Def {
    Def { name, req, dest }
}

/// LLVM 14's `.amdhsa_` directives, in the order [`print_block`] writes them.
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
        Req::All,
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
        Req::All,
        Dest::UserSgpr(f::FLAT_SCRATCH_INIT, 2),
    ),
    d(
        "user_sgpr_private_segment_size",
        Req::All,
        Dest::UserSgpr(f::PRIVATE_SEGMENT_SIZE, 1),
    ),
    d("wavefront_size32", Req::Gfx(10), Dest::Wave32),
    d(
        "system_sgpr_private_segment_wavefront_offset",
        Req::All,
        Dest::Bits(f::PRIVATE_SEGMENT_WAVEFRONT_OFFSET),
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
        Req::Gfx(7),
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
    d("dx10_clamp", Req::All, Dest::Bits(f::DX10_CLAMP)),
    d("ieee_mode", Req::All, Dest::Bits(f::IEEE_MODE)),
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

/// Names of the directives valid for `p` (without the `.amdhsa_` prefix).
pub fn directive_names(p: &Processor) -> Vec<&'static str> {
    DEFS.iter()
        .filter(|d| req_ok(d.req, p))
        .map(|d| d.name)
        .collect()
}

fn req_ok(r: Req, p: &Processor) -> bool {
    match r {
        Req::All => true,
        Req::Gfx(n) => p.major >= n,
        Req::Gfx90a => p.is_gfx90a(),
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

/// The descriptor LLVM 14's assembler starts from before applying a block.
pub fn default_descriptor(target: &TargetId) -> KernelDescriptor {
    let p = target.processor;
    let mut kd = KernelDescriptor::default();
    kd.set(f::FLOAT_DENORM_MODE_16_64, 3);
    kd.set(f::DX10_CLAMP, 1);
    kd.set(f::IEEE_MODE, 1);
    kd.set(f::WORKGROUP_ID_X, 1);
    if p.major >= 10 {
        // Native WGP mode (no `cumode` in a target ID) and in-order memory counters.
        kd.set(f::WGP_MODE, 1);
        kd.set(f::MEM_ORDERED, 1);
    }
    kd
}

/// Assemble a block into a descriptor for `target`, as `llvm-mc` 14 does.
/// The entry offset is left zero (a relocation supplies it).
pub fn assemble(
    block: &KernelBlock,
    target: &TargetId,
    _version: CodeObjectVersion,
) -> Result<KernelDescriptor, DirectiveError> {
    let p = target.processor;
    let mut kd = default_descriptor(target);
    let mut seen: Vec<&str> = Vec::new();
    let mut implied_user_sgprs = 0u32;
    let mut explicit_user_sgprs: Option<(u32, &DirectiveLine)> = None;
    let mut next_free_vgpr: Option<(u32, &DirectiveLine)> = None;
    let mut next_free_sgpr: Option<(u32, &DirectiveLine)> = None;
    let mut accum: Option<(u32, &DirectiveLine)> = None;
    let mut wave32: Option<bool> = None;
    let mut vcc = true;
    let mut flat = true;
    let xnack = target.xnack.on_or_any();
    for dl in &block.directives {
        let Some(def) = DEFS.iter().find(|d| d.name == dl.name) else {
            return derr(dl.line, dl.col, "unknown .amdhsa_kernel directive");
        };
        if seen.contains(&def.name) {
            return derr(dl.line, dl.col, ".amdhsa_ directives cannot be repeated");
        }
        seen.push(def.name);
        match def.req {
            Req::Gfx(n) if p.major < n => {
                return derr(dl.line, dl.col, format!("directive requires gfx{n}+"))
            }
            Req::Gfx90a if !p.is_gfx90a() => {
                return derr(dl.line, dl.col, "directive requires gfx90a+")
            }
            _ => {}
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
        }
    }
    let end = block.end_line;
    let Some((nfv, vline)) = next_free_vgpr else {
        return derr(end, 1, ".amdhsa_next_free_vgpr directive is required");
    };
    let Some((nfs, sline)) = next_free_sgpr else {
        return derr(end, 1, ".amdhsa_next_free_sgpr directive is required");
    };
    if p.is_gfx90a() && accum.is_none() {
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

/// Print a descriptor as an `.amdhsa_kernel` block that `llvm-mc` 14
/// re-assembles into the same bytes (the entry offset aside). Fields that
/// no directive can set, and register counts no directive values reproduce,
/// are returned as warnings (and written as comments in the block).
pub fn print_block(name: &str, kd: &KernelDescriptor, target: &TargetId) -> (String, Vec<String>) {
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
                "GRANULATED_WAVEFRONT_SGPR_COUNT is {g}; GFX10 assemblers always write 0"
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
        let flat_options: &[bool] = if p.major >= 7 {
            &[false, true]
        } else {
            &[true]
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
    let mut user_implied = 0;
    for d in DEFS.iter().filter(|d| req_ok(d.req, p)) {
        match d.dest {
            Dest::Word(get) => {
                let mut k = *kd;
                line(d.name, *get(&mut k) as u64)
            }
            Dest::Bits(field) => line(d.name, kd.get(field) as u64),
            Dest::UserSgpr(field, n) => {
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
        }
    }
    if kd.get(f::USER_SGPR_COUNT) < user_implied {
        warnings.push(format!(
            "USER_SGPR_COUNT {} is less than the {user_implied} SGPRs the enabled user SGPRs need",
            kd.get(f::USER_SGPR_COUNT)
        ));
    }
    for field in [
        f::PRIORITY,
        f::PRIV,
        f::DEBUG_MODE,
        f::BULKY,
        f::CDBG_USER,
        f::TRAP_HANDLER,
        f::EXC_ADDRESS_WATCH,
        f::EXC_MEMORY,
        f::GRANULATED_LDS_SIZE,
    ] {
        if kd.get(field) != 0 {
            warnings.push(format!(
                "{} is {} but no directive sets it",
                field.name,
                kd.get(field)
            ));
        }
    }
    if p.major < 9 && kd.get(f::FP16_OVFL) != 0 {
        warnings.push("FP16_OVFL is set on a processor before GFX9".into());
    }
    if p.major >= 10 && !p.is_gfx90a() && kd.get(f::SHARED_VGPR_COUNT) != 0 {
        warnings.push("SHARED_VGPR_COUNT is set but LLVM 14 has no directive for it".into());
    }
    for (reg, bits) in kd.reserved_bits(p) {
        warnings.push(format!("reserved bits 0x{bits:08x} set in {reg:?}"));
    }
    if kd.reserved0 != [0; 4] || kd.reserved1 != [0; 20] || kd.reserved2 != [0; 4] {
        warnings.push("reserved descriptor bytes are not zero".into());
    }
    if kd.kernarg_preload != 0 {
        warnings.push("kernarg preload bytes (58..60) are set; LLVM 14 has no directive".into());
    }
    for w in &warnings {
        let _ = writeln!(s, "  // warning: {w}");
    }
    s.push_str(".end_amdhsa_kernel\n");
    (s, warnings)
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
        for p in crate::target::PROCESSORS.iter().filter(|p| p.major >= 6) {
            let t = TargetId::new(p);
            let mut body = String::from(".amdhsa_next_free_vgpr 9\n.amdhsa_next_free_sgpr 17\n");
            if p.is_gfx90a() {
                body += ".amdhsa_accum_offset 8\n";
            }
            let k = kd(&t.to_v4_string(), &body).unwrap();
            let (text, warnings) = print_block("k", &k, &t);
            assert!(warnings.is_empty(), "{}: {warnings:?}", p.name);
            let back = assemble(
                &parse_file(&text).unwrap().kernels[0],
                &t,
                CodeObjectVersion(4),
            )
            .unwrap();
            assert_eq!(back, k, "{}:\n{text}", p.name);
        }
    }
}
