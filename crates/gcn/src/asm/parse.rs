//! Statements of an assembly file: labels, assignments, directives and
//! instructions, whose operands are parsed into [`Item`]s (registers,
//! numbers, expressions, symbolic operands, `name:value` modifiers) with
//! their byte ranges. Which item is which operand of which instruction is
//! decided by the encoder (`encode.rs`), as LLVM's matcher does.

use super::expr::{BinOp, Expr, UnOp, MAX_DEPTH};
use super::lexer::{Lexer, Punct, Tok, Token};
use super::AsmErr;
use crate::operand::{Reg, RegFile, SpecialSrc};
use crate::Isa;

/// One parsed statement.
pub(crate) enum Stmt<'a> {
    /// `name:`.
    Label(&'a str, u32),
    /// `name = expr` (also `.set name, expr`).
    Assign(&'a str, u32, Expr),
    /// A directive: name, its offset, and the tokens of its arguments
    /// (already lexed: the directive handler reads them).
    Directive(&'a str, u32),
    /// An instruction.
    Inst,
    /// Nothing (an empty line or a comment).
    Empty,
}

/// Source operand modifiers as written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Mods {
    /// `-x` (a negation modifier: before a register, `|` or `abs`).
    pub neg: bool,
    /// `neg(x)`.
    pub neg_fn: bool,
    /// `|x|`.
    pub abs: bool,
    /// `abs(x)`.
    pub abs_fn: bool,
    /// `sext(x)`.
    pub sext: bool,
}

impl Mods {
    pub fn any(&self) -> bool {
        self.neg || self.neg_fn || self.abs || self.abs_fn || self.sext
    }
    pub fn any_neg(&self) -> bool {
        self.neg || self.neg_fn
    }
    pub fn any_abs(&self) -> bool {
        self.abs || self.abs_fn
    }
}

/// An argument of a symbolic operand (`hwreg(HW_REG_MODE, 0, 1)`).
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Arg<'a> {
    Expr(Expr),
    Ident(&'a str),
    Str(&'a str),
}

/// A value of an operand.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Val<'a> {
    Reg(Reg),
    Special(SpecialSrc),
    Off,
    /// An integer expression.
    Expr(Expr),
    Float(f64),
    /// A lone identifier: a symbol, or a keyword the instruction knows
    /// (`mrt0`, `attr0.x`, `glc`, `vcc` as written...).
    Ident(&'a str),
    /// `name(args)`: `hwreg`, `sendmsg`, `gpr_idx`, `swizzle`, ...
    Call(&'a str, Vec<(Arg<'a>, u32)>),
    /// `s_waitcnt` counters: name, value, offset of the name.
    Counters(Vec<(&'a str, Expr, u32)>),
    /// A register list `[v1, v5, v[2]]` whose registers are not
    /// consecutive (GFX10 image addresses).
    RegList(Vec<(Reg, u32)>),
}

/// The value of a `name:value` modifier.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum ModVal<'a> {
    Expr(Expr),
    List(Vec<(Expr, u32)>),
    Ident(&'a str),
    Call(&'a str, Vec<(Arg<'a>, u32)>),
}

/// One operand or modifier of an instruction line.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Item<'a> {
    /// Byte range in the source.
    pub start: u32,
    pub end: u32,
    pub kind: ItemKind<'a>,
    /// The operand was written as a register list `[...]` (GFX10 image
    /// addresses: `[v4, v5]` is the NSA form even when consecutive).
    pub list: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub(crate) enum ItemKind<'a> {
    /// An operand: modifiers, value, offset of the value.
    Op(Mods, Val<'a>, u32),
    /// `name:value`: name, value, offset of the value.
    Mod(&'a str, ModVal<'a>, u32),
}

/// A token cursor with two tokens of lookahead.
pub(crate) struct Cursor<'a> {
    pub lx: Lexer<'a>,
    pub tok: Token<'a>,
    la: [Option<Token<'a>>; 2],
    pub src: &'a str,
}

impl<'a> Cursor<'a> {
    pub fn new(src: &'a str) -> Self {
        let mut lx = Lexer::new(src);
        let tok = lx.next();
        Cursor {
            lx,
            tok,
            la: [None, None],
            src,
        }
    }

    pub fn bump(&mut self) -> Token<'a> {
        let t = self.tok;
        self.tok = match self.la[0].take() {
            Some(x) => {
                self.la[0] = self.la[1].take();
                x
            }
            None => self.lx.next(),
        };
        t
    }

    pub fn peek(&mut self, n: usize) -> Token<'a> {
        for i in 0..=n {
            if self.la[i].is_none() {
                let t = if i == 0 {
                    self.lx.next()
                } else {
                    if self.la[0].is_none() {
                        self.la[0] = Some(self.lx.next());
                    }
                    self.lx.next()
                };
                self.la[i] = Some(t);
            }
        }
        self.la[n].unwrap()
    }

    /// Continue lexing at byte offset `pos` (after a block read as text).
    pub fn reset_to(&mut self, pos: usize) {
        self.lx.set_pos(pos);
        self.la = [None, None];
        self.tok = self.lx.next();
    }

    pub fn is(&self, p: Punct) -> bool {
        self.tok.tok == Tok::P(p)
    }

    pub fn eat(&mut self, p: Punct) -> bool {
        if self.is(p) {
            self.bump();
            true
        } else {
            false
        }
    }

    pub fn at_eol(&self) -> bool {
        self.tok.tok == Tok::Eol
    }

    /// Skip the rest of the statement (after an error).
    pub fn skip_statement(&mut self) {
        while !self.at_eol() {
            self.bump();
        }
    }

    pub fn err<T>(&self, at: u32, msg: impl Into<String>) -> Result<T, AsmErr> {
        Err(AsmErr::new(at, msg))
    }

    pub fn expect(&mut self, p: Punct, what: &str) -> Result<Token<'a>, AsmErr> {
        if self.is(p) {
            Ok(self.bump())
        } else {
            self.err(self.tok.start, format!("expected {what}"))
        }
    }

    /// Byte offset where the current token starts.
    pub fn at(&self) -> u32 {
        self.tok.start
    }

    // ---- expressions ----

    /// A full expression.
    pub fn expr(&mut self) -> Result<Expr, AsmErr> {
        self.expr_prec(0, 0)
    }

    fn binop(&self) -> Option<BinOp> {
        Some(match self.tok.tok {
            Tok::P(p) => match p {
                Punct::PipePipe => BinOp::LOr,
                Punct::AmpAmp => BinOp::LAnd,
                Punct::EqEq => BinOp::Eq,
                Punct::BangEq | Punct::LtGt => BinOp::Ne,
                Punct::Lt => BinOp::Lt,
                Punct::LtEq => BinOp::Le,
                Punct::Gt => BinOp::Gt,
                Punct::GtEq => BinOp::Ge,
                Punct::Plus => BinOp::Add,
                Punct::Minus => BinOp::Sub,
                Punct::Pipe => BinOp::Or,
                Punct::Bang => BinOp::OrNot,
                Punct::Caret => BinOp::Xor,
                Punct::Amp => BinOp::And,
                Punct::Star => BinOp::Mul,
                Punct::Slash => BinOp::Div,
                Punct::Percent => BinOp::Mod,
                Punct::LtLt => BinOp::Shl,
                Punct::GtGt => BinOp::Shr,
                _ => return None,
            },
            _ => return None,
        })
    }

    fn expr_prec(&mut self, min: u8, depth: usize) -> Result<Expr, AsmErr> {
        let mut lhs = self.primary(depth)?;
        self.expr_rest(&mut lhs, min, depth)?;
        Ok(lhs)
    }

    /// Continue an expression whose first primary is `lhs`, taking binary
    /// operators of precedence above `min`.
    pub fn expr_rest(&mut self, lhs: &mut Expr, min: u8, depth: usize) -> Result<(), AsmErr> {
        while let Some(op) = self.binop() {
            let p = op.precedence();
            if p <= min {
                break;
            }
            self.bump();
            let mut rhs = self.primary(depth)?;
            while let Some(op2) = self.binop() {
                if op2.precedence() <= p {
                    break;
                }
                self.expr_rest(&mut rhs, p, depth + 1)?;
            }
            let l = std::mem::replace(lhs, Expr::Num(0));
            *lhs = Expr::Bin(op, Box::new(l), Box::new(rhs));
        }
        Ok(())
    }

    /// A primary expression: number, symbol, `.`, `(expr)`, unary operator.
    pub fn primary(&mut self, depth: usize) -> Result<Expr, AsmErr> {
        if depth > MAX_DEPTH {
            return self.err(self.at(), "expression nested too deeply");
        }
        let t = self.tok;
        match t.tok {
            Tok::Int(Some(v)) => {
                self.bump();
                Ok(Expr::Num(v as i64))
            }
            Tok::Int(None) => self.err(t.start, "invalid decimal number"),
            Tok::Ident(".") => {
                self.bump();
                Ok(Expr::Dot)
            }
            Tok::Ident(name) => {
                self.bump();
                Ok(Expr::Sym(name.to_string(), t.start))
            }
            Tok::P(Punct::LParen) => {
                self.bump();
                let e = self.expr_prec(0, depth + 1)?;
                self.expect(Punct::RParen, "')' in expression")?;
                Ok(e)
            }
            Tok::P(Punct::Minus)
            | Tok::P(Punct::Tilde)
            | Tok::P(Punct::Bang)
            | Tok::P(Punct::Plus) => {
                self.bump();
                let op = match t.tok {
                    Tok::P(Punct::Minus) => UnOp::Neg,
                    Tok::P(Punct::Tilde) => UnOp::Not,
                    Tok::P(Punct::Bang) => UnOp::LNot,
                    _ => UnOp::Plus,
                };
                let e = self.primary(depth + 1)?;
                Ok(Expr::Un(op, Box::new(e)))
            }
            _ => self.err(t.start, "unknown token in expression"),
        }
    }
}

/// Statement-level parsing.
impl<'a> Cursor<'a> {
    /// Parse the start of the next statement. For an instruction, its
    /// mnemonic is returned through `mnemonic` and the items are appended to
    /// `items`; directives leave the cursor at their first argument.
    pub fn statement(
        &mut self,
        isa: Isa,
        mnemonic: &mut (&'a str, u32),
        items: &mut Vec<Item<'a>>,
    ) -> Result<Stmt<'a>, AsmErr> {
        let t = self.tok;
        match t.tok {
            Tok::Eol => Ok(Stmt::Empty),
            Tok::Ident(name) => {
                let next = self.peek(0);
                if next.tok == Tok::P(Punct::Colon) {
                    self.bump();
                    self.bump();
                    return Ok(Stmt::Label(name, t.start));
                }
                if next.tok == Tok::P(Punct::Eq) {
                    self.bump();
                    self.bump();
                    let e = self.expr()?;
                    self.end()?;
                    return Ok(Stmt::Assign(name, t.start, e));
                }
                if name.starts_with('.') {
                    self.bump();
                    return Ok(Stmt::Directive(name, t.start));
                }
                self.bump();
                *mnemonic = (name, t.start);
                items.clear();
                while !self.at_eol() {
                    let it = self.item(isa)?;
                    items.push(it);
                    self.eat(Punct::Comma);
                }
                Ok(Stmt::Inst)
            }
            _ => self.err(t.start, "unexpected token at start of statement"),
        }
    }

    /// Expect the end of the statement.
    pub fn end(&mut self) -> Result<(), AsmErr> {
        if self.at_eol() {
            Ok(())
        } else {
            self.err(self.at(), "unexpected token")
        }
    }

    /// One operand or modifier.
    fn item(&mut self, isa: Isa) -> Result<Item<'a>, AsmErr> {
        let start = self.at();
        // name:value
        if let Tok::Ident(name) = self.tok.tok {
            if self.peek(0).tok == Tok::P(Punct::Colon) {
                self.bump();
                self.bump();
                let vstart = self.at();
                // `dim:2D`: an integer and a name written together (LLVM
                // reads them as one name).
                if name == "dim" {
                    if let (Tok::Int(_), Tok::Ident(_)) = (self.tok.tok, self.peek(0).tok) {
                        if self.tok.end == self.peek(0).start {
                            let (a, b) = (self.tok.start, self.peek(0).end);
                            self.bump();
                            self.bump();
                            return Ok(Item {
                                start,
                                end: self.prev_end(),
                                kind: ItemKind::Mod(
                                    name,
                                    ModVal::Ident(&self.src[a as usize..b as usize]),
                                    vstart,
                                ),
                                list: false,
                            });
                        }
                    }
                }
                let v = self.mod_value()?;
                return Ok(Item {
                    start,
                    end: self.prev_end(),
                    kind: ItemKind::Mod(name, v, vstart),
                    list: false,
                });
            }
        }
        let mut m = Mods::default();
        // `-` is a modifier before a register, `|` or `abs`; otherwise part
        // of the number.
        if self.is(Punct::Minus) {
            let n = self.peek(0);
            let neg_mod = match n.tok {
                Tok::P(Punct::Pipe) => true,
                Tok::Ident(id) => id == "abs" || self.ident_is_register(isa, id),
                Tok::P(Punct::LBrack) => true,
                _ => false,
            };
            if neg_mod {
                self.bump();
                m.neg = true;
            }
        }
        let mut close = 0u8; // bit 0: `|`, bit 1: abs(, bit 2: neg(, bit 3: sext(
                             // LLVM's order: a negation (`-` or `neg(`), then an absolute value
                             // (`|` or `abs(`), then `sext(`.
        if !m.neg && self.tok.tok == Tok::Ident("neg") && self.peek(0).tok == Tok::P(Punct::LParen)
        {
            self.bump();
            self.bump();
            m.neg_fn = true;
            close |= 4;
        }
        if self.is(Punct::Pipe) {
            self.bump();
            m.abs = true;
            close |= 1;
        } else if self.tok.tok == Tok::Ident("abs") && self.peek(0).tok == Tok::P(Punct::LParen) {
            self.bump();
            self.bump();
            m.abs_fn = true;
            close |= 2;
        }
        if self.tok.tok == Tok::Ident("sext") && self.peek(0).tok == Tok::P(Punct::LParen) {
            self.bump();
            self.bump();
            m.sext = true;
            close |= 8;
        }
        if matches!(self.tok.tok, Tok::Ident("neg" | "abs"))
            && self.peek(0).tok == Tok::P(Punct::LParen)
        {
            return self.err(self.at(), "failed parsing operand.");
        }
        let vstart = self.at();
        let list = self.is(Punct::LBrack);
        let v = self.value(isa, m.abs)?;
        // Close in reverse order of opening: sext(, then |, abs(, neg(.
        if close & 8 != 0 {
            self.expect(Punct::RParen, "closing parentheses")?;
        }
        if close & 1 != 0 {
            self.expect(Punct::Pipe, "vertical bar")?;
        }
        if close & 2 != 0 {
            self.expect(Punct::RParen, "closing parentheses")?;
        }
        if close & 4 != 0 {
            self.expect(Punct::RParen, "closing parentheses")?;
        }
        Ok(Item {
            start,
            end: self.prev_end(),
            kind: ItemKind::Op(m, v, vstart),
            list,
        })
    }

    fn prev_end(&self) -> u32 {
        // The end of the previous token: the start of the current one,
        // backing over spaces.
        let mut e = self.tok.start as usize;
        let b = self.src.as_bytes();
        while e > 0 && matches!(b[e - 1], b' ' | b'\t' | b',') {
            e -= 1;
        }
        e as u32
    }

    fn ident_is_register(&self, isa: Isa, id: &str) -> bool {
        register_name(isa, id).is_some() || matches!(id, "v" | "s" | "a" | "ttmp" | "acc")
    }

    /// The value of an operand (after its modifiers). `in_abs`: inside
    /// `|...|`, where `|` ends the value, so a number is a primary.
    fn value(&mut self, isa: Isa, in_abs: bool) -> Result<Val<'a>, AsmErr> {
        let t = self.tok;
        match t.tok {
            Tok::Ident(id) => {
                // Registers.
                if let Some(r) = self.register(isa)? {
                    return Ok(r);
                }
                let next = self.peek(0);
                if next.tok == Tok::P(Punct::LParen) {
                    if matches!(
                        id,
                        "vmcnt"
                            | "expcnt"
                            | "lgkmcnt"
                            | "vscnt"
                            | "vmcnt_sat"
                            | "expcnt_sat"
                            | "lgkmcnt_sat"
                    ) {
                        return self.counters();
                    }
                    if matches!(
                        id,
                        "hwreg" | "sendmsg" | "gpr_idx" | "swizzle" | "lit" | "dpp8"
                    ) {
                        self.bump();
                        self.bump();
                        let args = self.call_args()?;
                        return Ok(Val::Call(id, args));
                    }
                }
                if id == "off" {
                    self.bump();
                    return Ok(Val::Off);
                }
                if let Some(s) = special_src(isa, id) {
                    // The aperture and POPS sources are GFX9's (LLVM 14
                    // on GFX8: "register not available on this GPU").
                    if isa.generation() < 9
                        && matches!(
                            s,
                            SpecialSrc::SharedBase
                                | SpecialSrc::SharedLimit
                                | SpecialSrc::PrivateBase
                                | SpecialSrc::PrivateLimit
                                | SpecialSrc::PopsExitingWaveId
                        )
                    {
                        return self.err(t.start, "register not available on this GPU");
                    }
                    self.bump();
                    return Ok(Val::Special(s));
                }
                // A lone identifier, or an expression starting with one.
                let is_binop = self.peek_is_binop(in_abs);
                if !is_binop {
                    self.bump();
                    return Ok(Val::Ident(id));
                }
                let e = if in_abs {
                    self.primary(0)?
                } else {
                    self.expr()?
                };
                Ok(Val::Expr(e))
            }
            Tok::P(Punct::LBrack) => self.reg_list(isa),
            Tok::Float(f) => {
                self.bump();
                Ok(Val::Float(f))
            }
            Tok::P(Punct::Minus) if matches!(self.peek(0).tok, Tok::Float(_)) => {
                self.bump();
                let Tok::Float(f) = self.bump().tok else {
                    unreachable!()
                };
                Ok(Val::Float(-f))
            }
            _ => {
                let e = if in_abs {
                    self.primary(0)?
                } else {
                    self.expr()?
                };
                Ok(Val::Expr(e))
            }
        }
    }

    fn peek_is_binop(&mut self, in_abs: bool) -> bool {
        let n = self.peek(0);
        match n.tok {
            Tok::P(p) => {
                matches!(
                    p,
                    Punct::PipePipe
                        | Punct::AmpAmp
                        | Punct::EqEq
                        | Punct::BangEq
                        | Punct::LtGt
                        | Punct::Lt
                        | Punct::LtEq
                        | Punct::Gt
                        | Punct::GtEq
                        | Punct::Plus
                        | Punct::Minus
                        | Punct::Bang
                        | Punct::Caret
                        | Punct::Amp
                        | Punct::Star
                        | Punct::Slash
                        | Punct::Percent
                        | Punct::LtLt
                        | Punct::GtGt
                ) || (p == Punct::Pipe && !in_abs)
            }
            _ => false,
        }
    }

    /// `vmcnt(0) & lgkmcnt(1)`, `vmcnt(0), expcnt(0)`, `vmcnt(0) lgkmcnt(0)`.
    fn counters(&mut self) -> Result<Val<'a>, AsmErr> {
        let mut v = Vec::new();
        loop {
            let t = self.tok;
            let Tok::Ident(name) = t.tok else { break };
            if !matches!(
                name,
                "vmcnt"
                    | "expcnt"
                    | "lgkmcnt"
                    | "vmcnt_sat"
                    | "expcnt_sat"
                    | "lgkmcnt_sat"
                    | "vscnt"
            ) {
                break;
            }
            if self.peek(0).tok != Tok::P(Punct::LParen) {
                break;
            }
            self.bump();
            self.bump();
            let e = self.expr()?;
            self.expect(Punct::RParen, "a closing parenthesis")?;
            v.push((name, e, t.start));
            // Separators: `&` or `,` (when another counter follows).
            if self.is(Punct::Amp) {
                self.bump();
                continue;
            }
            if self.is(Punct::Comma) {
                if let Tok::Ident(n) = self.peek(0).tok {
                    if n.ends_with("cnt") || n.ends_with("cnt_sat") {
                        self.bump();
                        continue;
                    }
                }
            }
        }
        Ok(Val::Counters(v))
    }

    /// Arguments of `name(...)` after the `(`: expressions, identifiers,
    /// strings, up to the `)`.
    fn call_args(&mut self) -> Result<Vec<(Arg<'a>, u32)>, AsmErr> {
        let mut args = Vec::new();
        if self.eat(Punct::RParen) {
            return Ok(args);
        }
        loop {
            let at = self.at();
            let t = self.tok.tok;
            let a = match t {
                Tok::Str(s) => {
                    self.bump();
                    Arg::Str(s)
                }
                Tok::Ident(id)
                    if matches!(
                        self.peek(0).tok,
                        Tok::P(Punct::Comma) | Tok::P(Punct::RParen)
                    ) =>
                {
                    self.bump();
                    Arg::Ident(id)
                }
                _ => Arg::Expr(self.expr()?),
            };
            args.push((a, at));
            if self.eat(Punct::Comma) {
                continue;
            }
            self.expect(Punct::RParen, "a closing parenthesis")?;
            return Ok(args);
        }
    }

    /// The value after `name:`.
    fn mod_value(&mut self) -> Result<ModVal<'a>, AsmErr> {
        match self.tok.tok {
            Tok::P(Punct::LBrack) => {
                self.bump();
                let mut v = Vec::new();
                if self.eat(Punct::RBrack) {
                    return Ok(ModVal::List(v));
                }
                loop {
                    let at = self.at();
                    v.push((self.expr()?, at));
                    if self.eat(Punct::Comma) {
                        continue;
                    }
                    self.expect(Punct::RBrack, "a closing square bracket")?;
                    return Ok(ModVal::List(v));
                }
            }
            Tok::Ident(id) => {
                if self.peek(0).tok == Tok::P(Punct::LParen) {
                    self.bump();
                    self.bump();
                    let args = self.call_args()?;
                    return Ok(ModVal::Call(id, args));
                }
                if self.peek_is_binop(false) {
                    return Ok(ModVal::Expr(self.expr()?));
                }
                self.bump();
                Ok(ModVal::Ident(id))
            }
            _ => Ok(ModVal::Expr(self.expr()?)),
        }
    }

    // ---- registers ----

    /// A register at the cursor (`v1`, `v[2:3]`, `vcc`, `ttmp[4:7]`,
    /// `[v1,v2]`...), or `None` if the identifier names none.
    fn register(&mut self, isa: Isa) -> Result<Option<Val<'a>>, AsmErr> {
        let t = self.tok;
        let Tok::Ident(id) = t.tok else {
            return Ok(None);
        };
        if let Some(r) = register_name(isa, id) {
            self.bump();
            return match r {
                Ok(r) => Ok(Some(Val::Reg(r))),
                Err(msg) => self.err(t.start, msg),
            };
        }
        // `v[...]`, `s[...]`...
        let file = match id {
            "v" => RegFile::Vgpr,
            "s" => RegFile::Sgpr,
            "a" | "acc" if super::has_agprs(isa) => RegFile::Agpr,
            "ttmp" => RegFile::Ttmp,
            _ => return Ok(None),
        };
        if self.peek(0).tok != Tok::P(Punct::LBrack) {
            return Ok(None);
        }
        self.bump();
        self.bump();
        let e1 = self.expr()?;
        let lo = const_value(&e1).ok_or_else(|| AsmErr::new(t.start, "invalid register index"))?;
        let hi = if self.eat(Punct::Colon) {
            let e2 = self.expr()?;
            const_value(&e2).ok_or_else(|| AsmErr::new(t.start, "invalid register index"))?
        } else {
            lo
        };
        self.expect(Punct::RBrack, "a closing square bracket")?;
        if hi < lo {
            return self.err(
                t.start,
                "first register index should not exceed second index",
            );
        }
        let r = check_reg(isa, file, lo, hi - lo + 1).map_err(|m| AsmErr::new(t.start, m))?;
        Ok(Some(Val::Reg(r)))
    }

    /// `[v1, v2, v3]` (consecutive: one range) or `[vcc_lo, vcc_hi]`.
    fn reg_list(&mut self, isa: Isa) -> Result<Val<'a>, AsmErr> {
        let start = self.at();
        self.bump();
        let mut regs: Vec<(Reg, u32)> = Vec::new();
        loop {
            let at = self.at();
            match self.register(isa)? {
                Some(Val::Reg(r)) => regs.push((r, at)),
                _ => return self.err(at, "expected a register"),
            }
            if self.eat(Punct::Comma) {
                continue;
            }
            self.expect(Punct::RBrack, "a closing square bracket")?;
            break;
        }
        // Consecutive single registers of one file form a range.
        let first = regs[0].0;
        let consecutive = regs.iter().enumerate().all(|(i, (r, _))| {
            r.file == first.file && r.count == 1 && r.index as usize == first.index as usize + i
        });
        if regs.len() == 1 {
            return Ok(Val::Reg(first));
        }
        if consecutive
            && matches!(
                first.file,
                RegFile::Vgpr | RegFile::Sgpr | RegFile::Agpr | RegFile::Ttmp
            )
        {
            match check_reg(isa, first.file, first.index as i64, regs.len() as i64) {
                Ok(r) => return Ok(Val::Reg(r)),
                // No range of that size (9 to 13 VGPRs): still a GFX10 image's
                // NSA address list, as llvm-mc-14 takes it.
                Err(_) if first.file == RegFile::Vgpr && regs.len() <= 13 => {}
                Err(m) => return Err(AsmErr::new(start, m)),
            }
        }
        // [vcc_lo, vcc_hi] and friends.
        if regs.len() == 2
            && regs[0].0.file == regs[1].0.file
            && regs[0].0.count == 1
            && regs[0].0.index == 0
            && regs[1].0.index == 1
        {
            return Ok(Val::Reg(Reg {
                file: first.file,
                index: 0,
                count: 2,
            }));
        }
        Ok(Val::RegList(regs))
    }
}

/// The value of an expression made of numbers and operators only.
pub(crate) fn const_value(e: &Expr) -> Option<i64> {
    match e.eval(&|_| None, 0) {
        Ok(super::expr::Value::Abs(v)) => Some(v),
        _ => None,
    }
}

/// Scalar registers of a processor (`s0`...).
pub(crate) fn sgpr_count(isa: Isa) -> i64 {
    match isa.generation() {
        6 | 7 => 104,
        8 | 9 => 102,
        _ => 106,
    }
}

fn ttmp_count(isa: Isa) -> i64 {
    if isa.generation() >= 9 {
        16
    } else {
        12
    }
}

/// Check a register range and make it.
pub(crate) fn check_reg(isa: Isa, file: RegFile, lo: i64, count: i64) -> Result<Reg, &'static str> {
    let max = match file {
        RegFile::Vgpr | RegFile::Agpr => 256,
        RegFile::Sgpr => sgpr_count(isa),
        _ => ttmp_count(isa),
    };
    if !(1..=32).contains(&count) || !matches!(count, 1..=8 | 16 | 32) {
        return Err("invalid or unsupported register size");
    }
    if file == RegFile::Agpr && !super::has_agprs(isa) {
        return Err("register not available on this GPU");
    }
    if lo < 0 || lo + count > max.max(256) {
        return Err("register index is out of range");
    }
    if lo + count > max {
        return Err("register not available on this GPU");
    }
    if matches!(file, RegFile::Sgpr | RegFile::Ttmp) {
        let align = if count >= 4 { 4 } else { count.min(2) };
        if lo % align != 0 {
            return Err("invalid register alignment");
        }
    }
    Ok(Reg {
        file,
        index: lo as u16,
        count: count as u8,
    })
}

/// A register named by one identifier (`v7`, `s3`, `ttmp2`, `a5`, `vcc`,
/// `exec_lo`, `m0`, ...): `None` if the name is no register; `Some(Err)` if
/// it is one this processor does not have or an index out of range.
pub(crate) fn register_name(isa: Isa, id: &str) -> Option<Result<Reg, &'static str>> {
    let g = isa.generation();
    let one = |file, index| {
        Some(Ok(Reg {
            file,
            index,
            count: 1,
        }))
    };
    let two = |file| {
        Some(Ok(Reg {
            file,
            index: 0,
            count: 2,
        }))
    };
    let na = || Some(Err("register not available on this GPU"));
    match id {
        "vcc" => return two(RegFile::Vcc),
        "vcc_lo" => return one(RegFile::Vcc, 0),
        "vcc_hi" => return one(RegFile::Vcc, 1),
        "exec" => return two(RegFile::Exec),
        "exec_lo" => return one(RegFile::Exec, 0),
        "exec_hi" => return one(RegFile::Exec, 1),
        "m0" => return one(RegFile::M0, 0),
        "flat_scratch" | "flat_scratch_lo" | "flat_scratch_hi" => {
            if !(7..10).contains(&g) {
                return na();
            }
            return match id {
                "flat_scratch" => two(RegFile::FlatScratch),
                "flat_scratch_lo" => one(RegFile::FlatScratch, 0),
                _ => one(RegFile::FlatScratch, 1),
            };
        }
        "xnack_mask" | "xnack_mask_lo" | "xnack_mask_hi" => {
            if !isa.has_xnack_mask() {
                return na();
            }
            return match id {
                "xnack_mask" => two(RegFile::XnackMask),
                "xnack_mask_lo" => one(RegFile::XnackMask, 0),
                _ => one(RegFile::XnackMask, 1),
            };
        }
        "tba" | "tba_lo" | "tba_hi" | "tma" | "tma_lo" | "tma_hi" => {
            if g >= 9 {
                return na();
            }
            let f = if id.starts_with("tba") {
                RegFile::Tba
            } else {
                RegFile::Tma
            };
            return match &id[3..] {
                "" => two(f),
                "_lo" => one(f, 0),
                _ => one(f, 1),
            };
        }
        "null" => return one(RegFile::Null, 0),
        _ => {}
    }
    let (file, digits) = if let Some(d) = id.strip_prefix("ttmp") {
        (RegFile::Ttmp, d)
    } else if let Some(d) = id.strip_prefix("acc") {
        (RegFile::Agpr, d)
    } else if let Some(d) = id.strip_prefix('v') {
        (RegFile::Vgpr, d)
    } else if let Some(d) = id.strip_prefix('s') {
        (RegFile::Sgpr, d)
    } else if let Some(d) = id.strip_prefix('a') {
        (RegFile::Agpr, d)
    } else {
        return None;
    };
    if digits.is_empty() || !digits.bytes().all(|c| c.is_ascii_digit()) {
        return None;
    }
    // Without accumulation registers `a16` is a word (the image modifier).
    if file == RegFile::Agpr && !super::has_agprs(isa) {
        return None;
    }
    // A leading zero is no register name (`v01` is a symbol).
    if digits.len() > 1 && digits.starts_with('0') {
        return None;
    }
    let n: i64 = match digits.parse() {
        Ok(n) => n,
        Err(_) => return Some(Err("register index is out of range")),
    };
    Some(check_reg(isa, file, n, 1))
}

/// Special sources (`src_scc`, `shared_base`, ...) the processor has.
pub(crate) fn special_src(isa: Isa, id: &str) -> Option<SpecialSrc> {
    let g = isa.generation();
    let s = match id.strip_prefix("src_").unwrap_or(id) {
        "vccz" => SpecialSrc::Vccz,
        "execz" => SpecialSrc::Execz,
        "scc" => SpecialSrc::Scc,
        "lds_direct" => SpecialSrc::LdsDirect,
        "shared_base" => SpecialSrc::SharedBase,
        "shared_limit" => SpecialSrc::SharedLimit,
        "private_base" => SpecialSrc::PrivateBase,
        "private_limit" => SpecialSrc::PrivateLimit,
        "pops_exiting_wave_id" => SpecialSrc::PopsExitingWaveId,
        _ => return None,
    };
    let _ = g;
    Some(s)
}
