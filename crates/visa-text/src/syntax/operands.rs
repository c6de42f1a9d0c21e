//! Vector and raw operands: parsing and printing.

use visa::*;

use crate::error::{ParseError, Span};
use crate::lexer::Tok;
use crate::parse::{Parser, Sym};
use crate::print::Ctx;

type R<T> = Result<T, ParseError>;

fn class_names(c: Classes) -> String {
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

fn check_class(p: &Parser, c: Classes, have: Classes, sp: Span, role: &str) -> R<()> {
    // In lenient mode the verifier reports the class by rule name.
    if c.has(have) || p.lenient {
        Ok(())
    } else {
        p.err(
            sp,
            format!(
                "{role} cannot be {} here (allowed: {})",
                class_names(have),
                class_names(c)
            ),
        )
    }
}

/// A data type after `:`.
pub fn colon_type(p: &mut Parser) -> R<(DataType, Span)> {
    p.expect_punct(":")?;
    let sp = p.span();
    let t = match *p.peek() {
        Tok::Ident(t) => {
            p.bump();
            t
        }
        _ => return p.unexpected("a data type"),
    };
    match DataType::from_name(&t) {
        Some(ty) => Ok((ty, sp)),
        None => p.err(sp, format!("unknown data type `:{t}`")),
    }
}

fn region_err(p: &Parser, sp: Span, what: &str, allowed: &str) -> ParseError {
    ParseError::at(
        p.src,
        sp,
        format!("invalid region {what} (must be {allowed})"),
    )
}

/// `<h>` destination region.
fn dst_region(p: &mut Parser) -> R<Region> {
    p.expect_punct("<")?;
    let sp = p.span();
    let h = p.int_exp_nra()?;
    if ![0, 1, 2, 4].contains(&h) {
        return Err(region_err(
            p,
            sp.to(p.prev_span()),
            "horizontal stride",
            "0, 1, 2 or 4",
        ));
    }
    p.expect_punct(">")?;
    Ok(Region::dst(h as u32).expect("valid"))
}

/// `<h>` or, for the verifier, a multi-address `<w,h>` destination region.
fn lenient_dst_region(p: &mut Parser) -> R<Region> {
    p.expect_punct("<")?;
    let sp = p.span();
    let first = p.int_exp_nra()?;
    let mut r = Region::dst(first as u32);
    if p.eat_punct(",") {
        let h = p.int_exp_nra()?;
        r = Region::vxh(first as u32, h as u32);
    }
    p.expect_punct(">")?;
    r.ok_or_else(|| region_err(p, sp.to(p.prev_span()), "parameter", "0, 1, 2, 4, 8 or 16"))
}

/// `<v;w,h>` source region (and, for indirect operands, `<w,h>` and `<h>`).
fn src_region(p: &mut Parser, indirect: bool) -> R<Region> {
    p.expect_punct("<")?;
    let sp = p.span();
    let first = p.int_exp()?;
    let first_sp = sp.to(p.prev_span());
    if p.eat_punct(";") {
        if ![0, 1, 2, 4, 8, 16, 32].contains(&first) {
            return Err(region_err(
                p,
                first_sp,
                "vertical stride",
                "0, 1, 2, 4, 8, 16 or 32",
            ));
        }
        let wsp = p.span();
        let w = p.int_exp()?;
        if ![0, 1, 2, 4, 8, 16].contains(&w) {
            return Err(region_err(
                p,
                wsp.to(p.prev_span()),
                "width",
                "0, 1, 2, 4, 8 or 16",
            ));
        }
        p.expect_punct(",")?;
        let hsp = p.span();
        let h = p.int_exp_nra()?;
        if ![0, 1, 2, 4].contains(&h) {
            return Err(region_err(
                p,
                hsp.to(p.prev_span()),
                "horizontal stride",
                "0, 1, 2 or 4",
            ));
        }
        p.expect_punct(">")?;
        return Ok(Region::src(first as u32, w as u32, h as u32).expect("valid"));
    }
    if !indirect {
        return p.unexpected("`;` (a source region is `<VertStride;Width,HorzStride>`)");
    }
    if p.eat_punct(",") {
        if ![0, 1, 2, 4, 8, 16].contains(&first) {
            return Err(region_err(p, first_sp, "width", "0, 1, 2, 4, 8 or 16"));
        }
        let hsp = p.span();
        let h = match *p.peek() {
            Tok::Dec(v) => {
                p.bump();
                v
            }
            _ => return p.unexpected("a horizontal stride"),
        };
        if ![0, 1, 2, 4].contains(&h) {
            return Err(region_err(p, hsp, "horizontal stride", "0, 1, 2 or 4"));
        }
        p.expect_punct(">")?;
        return Ok(Region::vxh(first as u32, h as u32).expect("valid"));
    }
    if ![0, 1, 2, 4].contains(&first) {
        return Err(region_err(p, first_sp, "horizontal stride", "0, 1, 2 or 4"));
    }
    p.expect_punct(">")?;
    Ok(Region::dst(first as u32).expect("valid"))
}

/// `A0(off)` followed by `<width>`.
fn addr_access(p: &mut Parser, id: u16) -> R<(u8, u8)> {
    p.expect_punct("(")?;
    let osp = p.span();
    let off = p.int_exp()?;
    if !(0..=255).contains(&off) {
        return p.err(osp.to(p.prev_span()), "address offset must be 0..255");
    }
    p.expect_punct(")")?;
    p.expect_punct("<")?;
    let wsp = p.span();
    let w = p.int_exp_nra()?;
    let width = ExecSize::from_count(w as u32)
        .filter(|_| (1..=16).contains(&w))
        .ok_or_else(|| {
            ParseError::at(
                p.src,
                wsp.to(p.prev_span()),
                "address width must be 1, 2, 4, 8 or 16",
            )
        })?;
    p.expect_punct(">")?;
    let _ = id;
    Ok((off as u8, width.code()))
}

/// `r[A0(k), imm]`.
fn indirect_access(p: &mut Parser) -> R<(u16, u8, i16)> {
    // the `r[` token was consumed by the caller
    let (name, sp) = p.expect_name("an address variable")?;
    let id = match p.sym(name, sp)? {
        Sym::Addr(i) => i,
        _ => return p.err(sp, format!("`{name}` is not an address variable")),
    };
    p.expect_punct("(")?;
    let osp = p.span();
    let off = p.int_exp()?;
    if !(0..=255).contains(&off) {
        return p.err(osp.to(p.prev_span()), "address element must be 0..255");
    }
    p.expect_punct(")")?;
    let mut imm = 0i64;
    let isp = p.span();
    if p.eat_punct(",") {
        imm = p.int_exp()?;
        if !(-0x8000..=0x7FFF).contains(&imm) {
            return p.err(isp.to(p.prev_span()), "indirect offset out of range");
        }
    }
    p.expect_punct("]")?;
    Ok((id, off as u8, imm as i16))
}

/// A destination operand.
pub fn dst(p: &mut Parser, classes: Classes) -> R<VecOperand> {
    let sp = p.span();
    if matches!(p.peek(), Tok::Newline | Tok::Eof) {
        return p.unexpected("a destination operand (too few operands)");
    }
    match *p.peek() {
        Tok::IndLBrack => {
            check_class(p, classes, Classes::I, sp, "the destination")?;
            p.bump();
            let (addr, addr_offset, imm_offset) = indirect_access(p)?;
            // Lenient: accept a multi-address `<w,h>` region for the verifier.
            let region = if p.lenient {
                lenient_dst_region(p)?
            } else {
                dst_region(p)?
            };
            let (ty, _) = colon_type(p)?;
            Ok(VecOperand::Indirect {
                addr,
                addr_offset,
                imm_offset,
                ty,
                region,
                modifier: Modifier::None,
            })
        }
        Tok::Ident(name) | Tok::Builtin(name) => {
            let sym = p.sym(&name, sp)?;
            if let Sym::Gen(var) = sym {
                check_class(p, classes, Classes::G, sp, "the destination")?;
                if let Some((row, col, region)) = p.fast_region_after_name(true) {
                    return Ok(VecOperand::General {
                        var,
                        row,
                        col,
                        region,
                        modifier: Modifier::None,
                    });
                }
            }
            p.bump();
            match sym {
                Sym::Gen(var) => {
                    if let Some((row, col, region)) = p.fast_offset_region(true) {
                        return Ok(VecOperand::General {
                            var,
                            row,
                            col,
                            region,
                            modifier: Modifier::None,
                        });
                    }
                    let (row, col) = if p.is_punct("(") {
                        p.two_dim_offset()?
                    } else {
                        (0, 0)
                    };
                    let region = dst_region(p)?;
                    Ok(VecOperand::General {
                        var,
                        row,
                        col,
                        region,
                        modifier: Modifier::None,
                    })
                }
                Sym::Addr(addr) => {
                    check_class(p, classes, Classes::A, sp, "the destination")?;
                    let (offset, width) = addr_access(p, addr)?;
                    Ok(VecOperand::Address {
                        addr,
                        offset,
                        width,
                        modifier: Modifier::None,
                    })
                }
                Sym::Pred(id) => {
                    check_class(p, classes, Classes::P, sp, "the destination")?;
                    Ok(VecOperand::Predicate {
                        pred: Pred(id),
                        modifier: Modifier::None,
                    })
                }
                Sym::Surface(id) | Sym::Sampler(id) => {
                    check_class(p, classes, Classes::S, sp, "the destination")?;
                    state_tail(p, &name, id)
                }
                Sym::Vme(_) => p.err(sp, "VME variables cannot be operands"),
            }
        }
        Tok::Dec(_) | Tok::Hex(_) | Tok::Float(_) | Tok::Punct("-") if p.lenient => immediate(p),
        _ => p.unexpected("a destination operand"),
    }
}

fn state_tail(p: &mut Parser, name: &str, id: u16) -> R<VecOperand> {
    let class = match p.sym(name, p.prev_span())? {
        Sym::Sampler(_) => StateClass::Sampler,
        _ => StateClass::Surface,
    };
    p.expect_punct("(")?;
    let osp = p.span();
    let off = p.int_exp()?;
    if !(0..=255).contains(&off) {
        return p.err(osp.to(p.prev_span()), "offset out of bounds");
    }
    p.expect_punct(")")?;
    Ok(VecOperand::State {
        class,
        id,
        offset: off as u8,
        modifier: Modifier::None,
    })
}

/// A source operand.
pub fn src(p: &mut Parser, classes: Classes) -> R<VecOperand> {
    let sp = p.span();
    if matches!(p.peek(), Tok::Newline | Tok::Eof) {
        return p.unexpected("a source operand (too few operands)");
    }
    let mut modifier = Modifier::None;
    if let Tok::SrcMod(m) = *p.peek() {
        p.bump();
        modifier = match m {
            "(-)" => Modifier::Neg,
            "(abs)" => Modifier::Abs,
            "(-abs)" => Modifier::NegAbs,
            _ => Modifier::Not,
        };
    }
    match *p.peek() {
        Tok::IndLBrack => {
            check_class(p, classes, Classes::I, sp, "this source")?;
            p.bump();
            let (addr, addr_offset, imm_offset) = indirect_access(p)?;
            let region = src_region(p, true)?;
            let (ty, _) = colon_type(p)?;
            Ok(VecOperand::Indirect {
                addr,
                addr_offset,
                imm_offset,
                ty,
                region,
                modifier,
            })
        }
        Tok::Punct("&") if modifier == Modifier::None => {
            check_class(p, classes, Classes::AO, sp, "this source")?;
            p.bump();
            let (name, nsp) = p.expect_name("a variable")?;
            let sym = p.sym(name, nsp)?;
            let mut offset = 0i64;
            if p.eat_punct("[") {
                let osp = p.span();
                offset = p.int_exp()?;
                if offset != offset as i16 as i64 {
                    return p.err(
                        osp.to(p.prev_span()),
                        "variable address offset is too large",
                    );
                }
                p.expect_punct("]")?;
            }
            match sym {
                Sym::Gen(var) => {
                    if var < NUM_PREDEFINED_VARS {
                        return p.err(nsp, "cannot take the address of a predefined variable");
                    }
                    // The reference stores `&V[off]` as a general operand at the
                    // row and element that hold byte `off`.
                    let grf = p.opts.platform.grf_size() as i64;
                    let (ty, _) = p
                        .cur
                        .as_ref()
                        .expect("routine")
                        .routine
                        .var_type(var)
                        .expect("declared");
                    let row = offset.div_euclid(grf);
                    let col = (offset - row * grf) / ty.size() as i64;
                    Ok(VecOperand::General {
                        var,
                        row: row as u8,
                        col: col as u8,
                        region: Region::src(0, 1, 0).expect("valid"),
                        modifier: Modifier::None,
                    })
                }
                Sym::Surface(id) => Ok(VecOperand::State {
                    class: StateClass::Surface,
                    id,
                    offset: (offset / 4) as u8,
                    modifier: Modifier::None,
                }),
                _ => p.err(nsp, format!("cannot take the address of `{name}`")),
            }
        }
        Tok::Ident(name) | Tok::Builtin(name) if name != "%sizeof" && name != "%DispatchSimd" => {
            let nsp = p.span();
            let sym = p.sym(&name, nsp)?;
            if let Sym::Gen(var) = sym {
                check_class(p, classes, Classes::G, sp, "this source")?;
                if let Some((row, col, region)) = p.fast_region_after_name(false) {
                    return Ok(VecOperand::General {
                        var,
                        row,
                        col,
                        region,
                        modifier,
                    });
                }
            }
            p.bump();
            match sym {
                Sym::Gen(var) => {
                    if let Some((row, col, region)) = p.fast_offset_region(false) {
                        return Ok(VecOperand::General {
                            var,
                            row,
                            col,
                            region,
                            modifier,
                        });
                    }
                    let (row, col) = p.two_dim_offset()?;
                    let region = src_region(p, false)?;
                    Ok(VecOperand::General {
                        var,
                        row,
                        col,
                        region,
                        modifier,
                    })
                }
                Sym::Addr(addr) => {
                    check_class(p, classes, Classes::A, sp, "this source")?;
                    let (offset, width) = addr_access(p, addr)?;
                    Ok(VecOperand::Address {
                        addr,
                        offset,
                        width,
                        modifier,
                    })
                }
                Sym::Pred(id) => {
                    check_class(p, classes, Classes::P, sp, "this source")?;
                    Ok(VecOperand::Predicate {
                        pred: Pred(id),
                        modifier,
                    })
                }
                Sym::Surface(id) | Sym::Sampler(id) => {
                    check_class(p, classes, Classes::S, sp, "this source")?;
                    state_tail(p, &name, id)
                }
                Sym::Vme(_) => p.err(nsp, "VME variables cannot be operands"),
            }
        }
        _ => {
            if modifier != Modifier::None {
                return p.unexpected("a variable after the source modifier");
            }
            if !classes.has(Classes::IMM) && !p.lenient {
                if matches!(
                    p.peek(),
                    Tok::Dec(_) | Tok::Hex(_) | Tok::Float(_) | Tok::Punct("-")
                ) {
                    return check_class(p, classes, Classes::IMM, sp, "this source")
                        .map(|_| unreachable!());
                }
                return p.unexpected("a source operand");
            }
            immediate(p)
        }
    }
}

/// An immediate `value:type`.
pub fn immediate(p: &mut Parser) -> R<VecOperand> {
    let sp = p.span();
    let neg = matches!(p.peek(), Tok::Punct("-")) && matches!(p.peek_at(1), Tok::Float(_));
    if neg {
        p.bump();
    }
    if let Tok::Float(text) = *p.peek() {
        p.bump();
        let (ty, tsp) = colon_type(p)?;
        let v: f64 = text
            .parse()
            .map_err(|_| ParseError::at(p.src, sp, "malformed floating-point literal"))?;
        let v = if neg { -v } else { v };
        return match ty {
            DataType::F => Ok(VecOperand::imm(DataType::F, (v as f32).to_bits() as u64)),
            DataType::DF => Ok(VecOperand::Immediate {
                ty: DataType::DF,
                bits: v.to_bits(),
            }),
            _ => p.err(
                tsp,
                format!(
                    "a floating-point literal needs type :f or :df, not :{}",
                    ty.name()
                ),
            ),
        };
    }
    // An integer literal, possibly an expression at unary level, or raw bits of a float.
    let is_plain_lit =
        matches!(p.peek(), Tok::Dec(_) | Tok::Hex(_)) && matches!(p.peek_at(1), Tok::Punct(":"));
    let lit_is_hex = matches!(p.peek(), Tok::Hex(_));
    let neg_float_bits = matches!(p.peek(), Tok::Punct("-"))
        && matches!(p.peek_at(1), Tok::Dec(_) | Tok::Hex(_))
        && matches!(p.peek_at(2), Tok::Punct(":"));
    let v = p.exp_unary()?;
    let (ty, tsp) = colon_type(p)?;
    match ty {
        DataType::F | DataType::DF if is_plain_lit || neg_float_bits => {
            // `0x3f800000:f` and `1:f` give raw bits; `-0x...:f` negates that float.
            let lit = if neg_float_bits { v.wrapping_neg() } else { v } as u64;
            let bits = if ty == DataType::F {
                let f = f32::from_bits(lit as u32);
                (if neg_float_bits { -f } else { f }).to_bits() as u64
            } else {
                let f = f64::from_bits(lit);
                (if neg_float_bits { -f } else { f }).to_bits()
            };
            Ok(VecOperand::Immediate { ty, bits })
        }
        DataType::F | DataType::DF => p.err(tsp, "a float immediate must be a literal"),
        DataType::HF => {
            if !(is_plain_lit && lit_is_hex) {
                return p.err(
                    sp.to(tsp),
                    "a half-float immediate must be written in hexadecimal (0x3c00:hf)",
                );
            }
            if !(0..0x10000).contains(&v) {
                return p.err(sp.to(tsp), "literal too large for half float");
            }
            Ok(VecOperand::imm(DataType::HF, v as u64))
        }
        DataType::BF => p.err(
            tsp,
            "bfloat16 immediates are not supported by the assembler syntax",
        ),
        DataType::Q | DataType::UQ => Ok(VecOperand::Immediate { ty, bits: v as u64 }),
        _ => Ok(VecOperand::imm(ty, v as u32 as u64)),
    }
}

/// A raw operand `V.off`, `V.(exp)` or `%null.0`.
pub fn raw(p: &mut Parser) -> R<RawOperand> {
    if matches!(p.peek(), Tok::Newline | Tok::Eof) {
        return p.unexpected("a raw operand (too few operands)");
    }
    let (name, sp) = p.expect_name("a raw operand (variable.offset)")?;
    let var = if name == "%null" {
        0
    } else {
        match p.sym(name, sp)? {
            Sym::Gen(id) => id,
            _ => return p.err(sp, format!("`{name}` is not a general variable")),
        }
    };
    // `V.12` lexes as ident then `.`, or as `.12` never (digits after a dot are not words).
    if !p.eat_punct(".") {
        return p.unexpected("`.` and a byte offset after the raw operand");
    }
    let osp = p.span();
    let off = if p.eat_punct("(") {
        let v = p.int_exp()?;
        p.expect_punct(")")?;
        v
    } else {
        match *p.peek() {
            Tok::Dec(v) => {
                p.bump();
                v
            }
            _ => return p.unexpected("a raw operand offset"),
        }
    };
    if !(0..=0xFFFF).contains(&off) {
        return p.err(osp.to(p.prev_span()), "raw operand offset out of bounds");
    }
    if var == 0 && off != 0 {
        return p.err(osp.to(p.prev_span()), "%null must have 0 as offset");
    }
    Ok(RawOperand {
        var,
        offset: off as u16,
    })
}

/// A raw operand where a bare variable means offset 0 (LSC payloads).
pub fn raw_or_var(p: &mut Parser) -> R<RawOperand> {
    if matches!(p.peek_at(1), Tok::Punct(".")) {
        raw(p)
    } else {
        let (name, sp) = p.expect_name("a variable")?;
        if name == "%null" {
            return Ok(RawOperand { var: 0, offset: 0 });
        }
        match p.sym(name, sp)? {
            Sym::Gen(id) => Ok(RawOperand { var: id, offset: 0 }),
            _ => p.err(sp, format!("`{name}` is not a general variable")),
        }
    }
}

// ------------------------------------------------------------------ printing

impl Ctx<'_> {
    /// A vector operand with a leading space, as the reference prints it.
    pub fn vec(&self, v: &VecOperand) -> String {
        let mut s = String::from(" ");
        match v {
            VecOperand::General {
                var,
                row,
                col,
                region,
                modifier,
            } => {
                s += modifier.prefix();
                s += &self.var_name(*var);
                s += &format!("({row},{col})");
                s += &region.text();
            }
            VecOperand::Address {
                addr,
                offset,
                width,
                modifier,
            } => {
                s += modifier.prefix();
                s += &self.addr_name(*addr);
                let w = ExecSize::from_code(width & 0xF).map_or(0, |e| e.count());
                s += &format!("({offset})<{w}>");
            }
            VecOperand::Predicate { pred, modifier } => {
                s += modifier.prefix();
                s += &self.pred_name(pred.id());
            }
            VecOperand::Indirect {
                addr,
                addr_offset,
                imm_offset,
                ty,
                region,
                modifier,
            } => {
                s += modifier.prefix();
                s += &format!(
                    "r[{}({addr_offset}),{imm_offset}]{}:{}",
                    self.addr_name(*addr),
                    region.text(),
                    ty.name()
                );
            }
            VecOperand::AddressOf { var, offset, .. } => {
                s += "&";
                s += &self.var_name(*var);
                if *offset != 0 {
                    s += &format!("[{offset}]");
                }
            }
            VecOperand::Immediate { ty, bits } => {
                if ty.is_64bit_imm() {
                    s += &format!("0x{bits:x}:{}", ty.name());
                } else {
                    s += &format!("0x{:x}:{}", *bits as u32, ty.name());
                }
            }
            VecOperand::State {
                class, id, offset, ..
            } => {
                let n = match class {
                    StateClass::Surface => self.surface_name(*id as u32),
                    StateClass::Sampler => self.sampler_name(*id as u32),
                };
                s += &format!("{n}({offset})");
            }
        }
        s
    }

    /// A general or state operand printed as `&name[byte offset]` (the
    /// reference's form for the first source of `addr_add`).
    pub fn addr_of(&self, v: &VecOperand) -> String {
        match v {
            VecOperand::General {
                var,
                row,
                col,
                modifier,
                ..
            } => {
                let ts = self.r.var_type(*var).map_or(1, |(t, _)| t.size());
                let off = *col as u32 * ts + *row as u32 * self.grf;
                let mut s = format!(" {}&{}", modifier.prefix(), self.var_name(*var));
                if off != 0 {
                    s += &format!("[{off}]");
                }
                s
            }
            VecOperand::State {
                class: StateClass::Surface,
                id,
                offset,
                ..
            } => {
                let mut s = format!(" &{}", self.surface_name(*id as u32));
                if *offset != 0 {
                    s += &format!("[{}]", *offset as u32 * 4);
                }
                s
            }
            other => self.vec(other),
        }
    }

    /// A raw operand with a leading space.
    pub fn raw(&self, r: &RawOperand) -> String {
        format!(" {}.{}", self.var_name(r.var), r.offset)
    }

    /// A source vector operand field, or a placeholder (`0x0:ud`) for a field
    /// missing from an object.
    pub fn vec_op(&self, o: Option<&Operand>) -> String {
        self.src_op(o, DataType::UD)
    }

    /// A source vector operand field; a missing one prints as a zero
    /// immediate of type `ty`.
    pub fn src_op(&self, o: Option<&Operand>, ty: DataType) -> String {
        match o {
            Some(Operand::Vec(v)) => self.vec(v),
            Some(Operand::Raw(r)) => self.raw(r),
            _ => format!(" 0x0:{}", ty.name()),
        }
    }

    /// A destination vector operand field; a missing one prints as `%null`.
    pub fn dst_op(&self, o: Option<&Operand>) -> String {
        match o {
            Some(Operand::Vec(v)) => self.vec(v),
            Some(Operand::Raw(r)) => self.raw(r),
            _ => " %null(0,0)<1>".to_string(),
        }
    }

    /// The element type an operand reads or writes, when known.
    pub fn operand_type(&self, v: &VecOperand) -> Option<DataType> {
        match v {
            VecOperand::General { var, .. } => self.r.var_type(*var).map(|(t, _)| t),
            VecOperand::Indirect { ty, .. } | VecOperand::Immediate { ty, .. } => Some(*ty),
            _ => None,
        }
    }

    /// A raw operand field, or `%null.0` for a field missing from an object.
    pub fn raw_op(&self, o: Option<&Operand>) -> String {
        match o {
            Some(Operand::Raw(r)) => self.raw(r),
            Some(Operand::Vec(v)) => self.vec(v),
            _ => " %null.0".to_string(),
        }
    }
}
