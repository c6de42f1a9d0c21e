//! The assembler: LLVM 14's AMDGPU assembly text to machine code, with the
//! encodings `llvm-mc-14 -show-encoding` chooses.
//!
//! [`assemble`] reads a whole file (labels, `name = expr`, the directives
//! a file of code needs, instructions) and returns the bytes of its code;
//! [`assemble_line`] encodes one instruction. Errors carry the byte range
//! they are about and render as `file:line:col` with the source line and a
//! caret.
//!
//! The programmatic builder, [`encode`], takes an instruction of the table
//! with structured operands and modifiers (as [`Inst::operands`] and
//! [`Inst::modifiers`] give them) and returns the instruction.

mod directives;
mod encode;
mod expr;
pub(crate) mod gen;
mod lexer;
mod num;
mod parse;
mod tables;
pub(crate) mod types;

use std::collections::HashMap;
use std::fmt;

use crate::{Inst, Isa};
use encode::{Env, FixKind};
use expr::{EvalError, Expr, SymVal, Value};
use parse::{Cursor, Item, Stmt};

pub use builder::{encode, opcode_by_name, BuildError, Builder, EncodeError};

mod builder;

/// An error (or warning) of the assembler at a byte range of the source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct AsmErr {
    /// Byte offset, or `u32::MAX` for "the instruction".
    pub at: u32,
    pub msg: String,
}

impl AsmErr {
    pub fn new(at: u32, msg: impl Into<String>) -> Self {
        AsmErr {
            at,
            msg: msg.into(),
        }
    }
}

/// A located diagnostic.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{line}:{col}: {message}")]
pub struct AsmError {
    /// 1-based line.
    pub line: usize,
    /// 1-based column (characters).
    pub col: usize,
    /// What is wrong.
    pub message: String,
    /// Byte offset in the source.
    pub offset: usize,
    /// A warning rather than an error.
    pub warning: bool,
}

impl AsmError {
    fn at(src: &str, offset: usize, message: String, warning: bool) -> Self {
        let offset = offset.min(src.len());
        let mut o = offset;
        while o > 0 && !src.is_char_boundary(o) {
            o -= 1;
        }
        let before = &src[..o];
        let line = before.bytes().filter(|&b| b == b'\n').count() + 1;
        let ls = before.rfind('\n').map_or(0, |i| i + 1);
        let col = before[ls..].chars().count() + 1;
        AsmError {
            line,
            col,
            message,
            offset: o,
            warning,
        }
    }

    /// The diagnostic as xvisa prints them: the message, `file:line:col`,
    /// the source line and a caret.
    pub fn render(&self, file: &str, src: &str) -> String {
        let mut s = String::new();
        let kind = if self.warning { "warning" } else { "error" };
        let text = src.lines().nth(self.line - 1).unwrap_or("");
        let gutter = self.line.to_string().len();
        let _ = fmt::Write::write_fmt(
            &mut s,
            format_args!(
                "{kind}: {}\n  --> {file}:{}:{}\n{:gutter$} |\n{} | {}\n{:gutter$} | {}^",
                self.message,
                self.line,
                self.col,
                "",
                self.line,
                text.replace('\t', " "),
                "",
                " ".repeat(self.col - 1)
            ),
        );
        s
    }
}

/// The result of assembling a file.
#[derive(Clone, Debug, Default)]
pub struct Assembly {
    /// The code (`.text`).
    pub code: Vec<u8>,
    /// Labels and their offsets in the code, in definition order.
    pub labels: Vec<(String, u64)>,
    /// Warnings (LLVM's, such as a 64-bit float literal losing its low bits).
    pub warnings: Vec<AsmError>,
    /// The `.amdgcn_target` string, if any.
    pub target: Option<String>,
    /// `.amdhsa_kernel` blocks, as text (name, directives).
    pub kernels: Vec<(String, String)>,
    /// The `.amdgpu_metadata` text, if any.
    pub metadata: Option<String>,
}

#[derive(Clone, Debug)]
enum Sym {
    Abs(i64),
    Label(u64),
    /// Assigned an expression that had no value yet (evaluated at use).
    Expr(Expr),
}

pub(crate) struct State<'a> {
    isa: Isa,
    src: &'a str,
    code: Vec<u8>,
    syms: HashMap<String, Sym>,
    labels: Vec<(String, u64)>,
    /// Offset of the instruction being assembled (the value of `.`).
    pc: u64,
    fixups: Vec<Fixup>,
    errors: Vec<AsmError>,
    warnings: Vec<AsmError>,
    out: Assembly,
    /// In a section other than `.text` (bytes go nowhere).
    other_section: bool,
}

struct Fixup {
    kind: FixKind,
    expr: Expr,
    /// Where the instruction starts and where the patched bytes are.
    inst: u64,
    at: u64,
    len: u64,
    src: u32,
}

impl Env for State<'_> {
    fn eval(&self, e: &Expr) -> Result<Value, EvalError> {
        let depth = std::cell::Cell::new(0u32);
        self.eval_depth(e, &depth)
    }
}

impl State<'_> {
    fn eval_depth(&self, e: &Expr, depth: &std::cell::Cell<u32>) -> Result<Value, EvalError> {
        if depth.get() > 64 {
            return Err(EvalError::NotAbsolute);
        }
        depth.set(depth.get() + 1);
        let lookup = |name: &str| -> Option<SymVal> {
            match self.syms.get(name)? {
                Sym::Abs(v) => Some(SymVal::Abs(*v)),
                Sym::Label(o) => Some(SymVal::Label(*o)),
                Sym::Expr(x) => match self.eval_depth(x, depth) {
                    Ok(Value::Abs(v)) => Some(SymVal::Abs(v)),
                    Ok(Value::Rel(o)) => Some(SymVal::Label(o as u64)),
                    Err(_) => None,
                },
            }
        };
        let r = e.eval(&lookup, self.pc);
        depth.set(depth.get() - 1);
        r
    }

    fn error(&mut self, at: u32, inst_start: u32, msg: String) {
        let off = if at == u32::MAX { inst_start } else { at };
        self.errors
            .push(AsmError::at(self.src, off as usize, msg, false));
    }
}

/// Assemble a file of GCN assembly for `isa`.
pub fn assemble(isa: Isa, src: &str) -> Result<Assembly, Vec<AsmError>> {
    let mut st = State {
        isa,
        src,
        code: Vec::new(),
        syms: HashMap::new(),
        labels: Vec::new(),
        pc: 0,
        fixups: Vec::new(),
        errors: Vec::new(),
        warnings: Vec::new(),
        out: Assembly::default(),
        other_section: false,
    };
    let mut cur = Cursor::new(src);
    let mut items: Vec<Item> = Vec::new();
    loop {
        if cur.at_eol() && cur.lx.at_end() {
            break;
        }
        let stmt_start = cur.at();
        let mut mnem = ("", 0u32);
        match cur.statement(isa, &mut mnem, &mut items) {
            Ok(Stmt::Empty) => {}
            Ok(Stmt::Label(name, at)) => {
                if st.syms.contains_key(name) {
                    st.error(at, at, "invalid symbol redefinition".to_string());
                } else {
                    let off = st.code.len() as u64;
                    st.syms.insert(name.to_string(), Sym::Label(off));
                    st.labels.push((name.to_string(), off));
                }
                // A label may be followed by a statement on the same line.
                continue;
            }
            Ok(Stmt::Assign(name, at, e)) => assign(&mut st, name, at, e),
            Ok(Stmt::Directive(name, at)) => {
                if let Err(e) = directives::directive(&mut st, &mut cur, name, at) {
                    st.error(e.at, at, e.msg);
                    cur.skip_statement();
                }
            }
            Ok(Stmt::Inst) => {
                st.pc = st.code.len() as u64;
                if st.other_section {
                    st.error(
                        mnem.1,
                        mnem.1,
                        "instructions are only assembled in .text".into(),
                    );
                } else {
                    match encode::assemble(isa, mnem.0, mnem.1, &items, &st) {
                        Ok(e) => {
                            let start = st.code.len() as u64;
                            for w in e.inst.words() {
                                st.code.extend_from_slice(&w.to_le_bytes());
                            }
                            if let Some((kind, expr, at)) = e.fixup {
                                let (off, len) = match kind {
                                    FixKind::Branch => (start, 2),
                                    FixKind::Literal => (start + e.inst.len() as u64 - 4, 4),
                                };
                                st.fixups.push(Fixup {
                                    kind,
                                    expr,
                                    inst: start,
                                    at: off,
                                    len,
                                    src: at,
                                });
                            }
                            if let Some((at, msg)) = e.warning {
                                st.warnings.push(AsmError::at(src, at as usize, msg, true));
                            }
                        }
                        Err(e) => st.error(e.at, mnem.1, e.msg),
                    }
                }
            }
            Err(e) => {
                st.error(e.at, stmt_start, e.msg);
                cur.skip_statement();
            }
        }
        if !cur.at_eol() {
            let at = cur.at();
            st.error(at, at, "unexpected token".into());
            cur.skip_statement();
        }
        cur.bump();
    }
    if let Some(at) = cur.lx.unterminated_comment {
        st.errors
            .push(AsmError::at(src, at, "unterminated comment".into(), false));
    }
    resolve_fixups(&mut st);
    if !st.errors.is_empty() {
        st.errors.sort_by_key(|e| e.offset);
        return Err(st.errors);
    }
    let mut out = std::mem::take(&mut st.out);
    out.code = st.code;
    out.labels = st.labels;
    out.warnings = st.warnings;
    Ok(out)
}

fn assign(st: &mut State, name: &str, at: u32, e: Expr) {
    if matches!(st.syms.get(name), Some(Sym::Label(_))) {
        st.error(
            at,
            at,
            "invalid reassignment of non-absolute variable".into(),
        );
        return;
    }
    let v = match st.eval(&e) {
        Ok(Value::Abs(v)) => Sym::Abs(v),
        Ok(Value::Rel(o)) => Sym::Label(o as u64),
        Err(_) => Sym::Expr(e),
    };
    st.syms.insert(name.to_string(), v);
}

fn resolve_fixups(st: &mut State) {
    let fixups = std::mem::take(&mut st.fixups);
    for f in fixups {
        st.pc = f.inst;
        let v = match st.eval(&f.expr) {
            Ok(v) => v,
            Err(EvalError::Undefined(name, at)) => {
                st.error(
                    at,
                    f.src,
                    format!("undefined symbol `{name}` (raw machine code has no relocations)"),
                );
                continue;
            }
            Err(_) => {
                st.error(f.src, f.src, "expression has no value".into());
                continue;
            }
        };
        match f.kind {
            FixKind::Branch => {
                let Value::Rel(target) = v else {
                    st.error(f.src, f.src, "branch target is not a label".into());
                    continue;
                };
                let next = f.inst as i64 + 4;
                let d = target - next;
                if d % 4 != 0 {
                    st.error(
                        f.src,
                        f.src,
                        "branch target is not a multiple of 4 bytes away".into(),
                    );
                    continue;
                }
                let d = d / 4;
                if !(-32768..=32767).contains(&d) {
                    st.error(f.src, f.src, "branch offset is out of range".into());
                    continue;
                }
                let b = (d as i16).to_le_bytes();
                st.code[f.at as usize..f.at as usize + 2].copy_from_slice(&b);
            }
            FixKind::Literal => {
                let x = match v {
                    Value::Abs(x) => x,
                    Value::Rel(o) => o - f.at as i64,
                };
                let b = (x as u32).to_le_bytes();
                st.code[f.at as usize..(f.at + f.len) as usize].copy_from_slice(&b);
            }
        }
    }
}

/// Assemble one instruction (no labels or directives).
pub fn assemble_line(isa: Isa, line: &str) -> Result<Inst, AsmError> {
    let st = State {
        isa,
        src: line,
        code: Vec::new(),
        syms: HashMap::new(),
        labels: Vec::new(),
        pc: 0,
        fixups: Vec::new(),
        errors: Vec::new(),
        warnings: Vec::new(),
        out: Assembly::default(),
        other_section: false,
    };
    let mut cur = Cursor::new(line);
    let mut items = Vec::new();
    let mut mnem = ("", 0u32);
    let err = |at: u32, msg: String| {
        AsmError::at(
            line,
            if at == u32::MAX { 0 } else { at as usize },
            msg,
            false,
        )
    };
    match cur.statement(isa, &mut mnem, &mut items) {
        Ok(Stmt::Inst) => {}
        Ok(_) => return Err(err(0, "expected an instruction".into())),
        Err(e) => return Err(err(e.at, e.msg)),
    }
    if !cur.at_eol() {
        return Err(err(cur.at(), "unexpected token".into()));
    }
    cur.bump();
    if !(cur.at_eol() && cur.lx.at_end()) {
        return Err(err(cur.at(), "expected one line".into()));
    }
    match encode::assemble(isa, mnem.0, mnem.1, &items, &st) {
        Ok(e) => {
            if let Some((_, _, at)) = e.fixup {
                return Err(err(at, "expression has no value".into()));
            }
            Ok(e.inst)
        }
        Err(e) => Err(err(if e.at == u32::MAX { mnem.1 } else { e.at }, e.msg)),
    }
}

/// Whether a processor variant has accumulation registers (gfx908, gfx90a).
pub(crate) fn has_agprs(isa: Isa) -> bool {
    isa.processors()
        .iter()
        .any(|p| *p == "gfx908" || *p == "gfx90a")
}
