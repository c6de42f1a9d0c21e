//! Parser: `.visaasm` text to the IR.
//!
//! Follows the reference assembler's grammar and its semantics where they
//! affect the object it writes: names enter the string pool in the order the
//! reference creates them, sampler/surface `v_name=` is ignored, a kernel
//! without a `Target` attribute gets the default one.

// Symbol tables are probed for every operand: a fast non-cryptographic hash.
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::borrow::Cow;

use visa::*;

use crate::error::{ParseError, Span};
use crate::lexer::{Lexer, Tok, Token};
use crate::spans::{InstSpans, RoutineSpans, SourceMap};

/// Options for parsing.
#[derive(Clone, Copy, Debug)]
pub struct ParseOptions {
    /// Platform: decides the GRF size (`%sizeof(GRF)`, `&V[off]`). (LSC messages
    /// have no default SIMD width in GenX_IR 12504: their exec size is written.)
    pub platform: Platform,
}

impl Default for ParseOptions {
    fn default() -> Self {
        ParseOptions {
            platform: Platform::Skl,
        }
    }
}

/// Parses a whole `.visaasm` file.
pub fn parse(src: &str) -> Result<Module, ParseError> {
    parse_with(src, ParseOptions::default())
}

/// Parses with options.
pub fn parse_with(src: &str, opts: ParseOptions) -> Result<Module, ParseError> {
    Ok(run(src, opts, false, false)?.0)
}

/// Parses with options and also returns the source span of every
/// declaration, instruction and operand.
pub fn parse_with_spans(src: &str, opts: ParseOptions) -> Result<(Module, SourceMap), ParseError> {
    run(src, opts, false, true)
}

/// Parses for the verifier: like [`parse_with_spans`], but the checks that
/// are rules of the specification rather than of the grammar (operand
/// classes, saturation and predication where an instruction lacks them,
/// immediate or multi-address destinations, labels defined twice or never)
/// are left to the verifier, which reports them by rule name. Syntax errors
/// are still errors.
pub fn parse_for_verifier(
    src: &str,
    opts: ParseOptions,
) -> Result<(Module, SourceMap), ParseError> {
    run(src, opts, true, true)
}

fn run(
    src: &str,
    opts: ParseOptions,
    lenient: bool,
    spans: bool,
) -> Result<(Module, SourceMap), ParseError> {
    let mut p = Parser::new(src, opts);
    p.lenient = lenient;
    p.map = spans.then(SourceMap::default);
    let r = p.file();
    // A lexical error ends the token stream early; it is the real cause of
    // whatever the parser then reports.
    if let Some(e) = p.lex.error() {
        return Err(e);
    }
    r?;
    Ok((p.module, p.map.unwrap_or_default()))
}

/// What a name denotes inside a routine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Sym {
    Gen(u32),
    Addr(u16),
    Pred(u16),
    Sampler(u16),
    Surface(u16),
    #[allow(dead_code)] // VME variables have no text declaration form yet.
    Vme(u16),
}

pub(crate) struct RoutineState {
    pub routine: Routine,
    scopes: Vec<HashMap<String, Sym>>,
    labels: HashMap<String, u16>,
    label_defined: Vec<bool>,
    label_ref: Vec<Span>,
    strings: HashSet<String>,
    target_set: bool,
    spans: RoutineSpans,
}

impl RoutineState {
    fn new(kind: RoutineKind, name: &str) -> RoutineState {
        let mut st = RoutineState {
            routine: Routine::new(kind, name),
            scopes: vec![HashMap::default()],
            labels: HashMap::default(),
            label_defined: Vec::new(),
            label_ref: Vec::new(),
            strings: Default::default(),
            target_set: false,
            spans: RoutineSpans::default(),
        };
        // The reference interns these names first, in this order.
        st.intern(name);
        for v in PREDEFINED_VARS.iter() {
            st.intern(v.name);
            st.scopes[0].insert(v.name.to_string(), Sym::Gen(v.id));
            // The reference also knows them by number, `V0`..`V20` (its
            // dump's header comments), and refuses to declare those names;
            // they take no string-pool entry.
            st.scopes[0].insert(format!("V{}", v.id), Sym::Gen(v.id));
        }
        for (i, s) in PREDEFINED_SURFACES.iter().enumerate() {
            st.intern(s);
            st.scopes[0].insert(s.to_string(), Sym::Surface(i as u16));
        }
        st.intern("S31");
        st.scopes[0].insert("S31".to_string(), Sym::Sampler(BINDLESS_SAMPLER as u16));
        st
    }

    pub(crate) fn intern(&mut self, s: &str) {
        if !self.strings.contains(s) {
            self.strings.insert(s.to_string());
            self.routine.string_order.push(s.to_string());
        }
    }

    /// Adds a pool entry for a string operand of an instruction: the
    /// reference adds one per operand, without looking for an equal entry.
    pub(crate) fn push_string(&mut self, s: &str) {
        let at = self.routine.string_order.len() as u32;
        self.routine.string_order.push(s.to_string());
        self.routine.string_refs.push(at);
    }

    pub(crate) fn lookup(&self, name: &str) -> Option<Sym> {
        self.scopes.iter().rev().find_map(|s| s.get(name).copied())
    }
}

pub(crate) struct Parser<'a> {
    pub src: &'a str,
    /// Positioned after `next2` if it is there, else after `next`.
    lex: Lexer<'a>,
    /// The current token and, once something looked one further, the next.
    next: Token<'a>,
    next2: Option<Token<'a>>,
    prev: Span,
    pub opts: ParseOptions,
    module: Module,
    pub cur: Option<RoutineState>,
    seen_version: bool,
    /// Leave specification rules to the verifier (see [`parse_for_verifier`]).
    pub lenient: bool,
    /// Spans of finished routines, when requested.
    map: Option<SourceMap>,
    /// Vector and raw operands of the current instruction with their spans.
    op_spans: Vec<(Operand, Span)>,
    /// Start offset of the current instruction.
    inst_start: usize,
    /// Nesting of the integer expression being parsed (parentheses, unary
    /// operators, `?:`), bounded by [`MAX_EXPR_DEPTH`].
    depth: u32,
}

/// Deepest expression nesting accepted: the expression parser recurses, and
/// hostile input must get a located error, not exhaust the stack. A level
/// takes about 1.3 KiB of stack in a release build and 10 KiB in a debug
/// build, so 64 levels fit a 2 MiB thread stack either way. GenX_IR's
/// grammar has no limit; IGC's output never nests more than a few levels.
pub const MAX_EXPR_DEPTH: u32 = 64;

/// The result of parsing an instruction head: mnemonic and attached suffixes.
pub(crate) struct Head<'a> {
    pub name: &'a str,
    pub suffixes: Vec<(Cow<'a, str>, Span)>,
    pub span: Span,
    pub pred: Pred,
}

type R<T> = Result<T, ParseError>;

impl<'a> Parser<'a> {
    fn new(src: &'a str, opts: ParseOptions) -> Parser<'a> {
        let mut lex = Lexer::new(src);
        let first = lex.next_token();
        Parser {
            src,
            lex,
            next: first,
            next2: None,
            prev: first.span,
            opts,
            module: Module::new(),
            cur: None,
            seen_version: false,
            lenient: false,
            map: None,
            op_spans: Vec::new(),
            inst_start: 0,
            depth: 0,
        }
    }

    // ---------------------------------------------------------------- tokens

    #[inline]
    pub fn peek(&self) -> &Tok<'a> {
        &self.next.tok
    }

    /// The token `n` places ahead (two are kept; further ones are lexed
    /// again from a copy of the lexer, which is rare).
    pub fn peek_at(&mut self, n: usize) -> Tok<'a> {
        if n == 0 || matches!(self.next.tok, Tok::Eof) {
            return self.next.tok;
        }
        let second = match self.next2 {
            Some(t) => t,
            None => {
                let t = self.lex.next_token();
                self.next2 = Some(t);
                t
            }
        };
        match n {
            1 => second.tok,
            _ => {
                let mut t = second.tok;
                let mut l = self.lex.clone();
                for _ in 1..n {
                    if matches!(t, Tok::Eof) {
                        break;
                    }
                    t = l.next_token().tok;
                }
                t
            }
        }
    }

    #[inline]
    pub fn tok(&self) -> &Token<'a> {
        &self.next
    }

    #[inline]
    pub fn span(&self) -> Span {
        self.next.span
    }

    pub fn prev_span(&self) -> Span {
        self.prev
    }

    #[inline]
    pub fn bump(&mut self) -> Token<'a> {
        let t = self.next;
        // End of input is sticky, as the last token of a vector would be.
        if !matches!(t.tok, Tok::Eof) {
            self.prev = t.span;
            self.next = match self.next2.take() {
                Some(t) => t,
                None => self.lex.next_token(),
            };
        }
        t
    }

    /// Reads `(row,col)<v;w,h>` (or `<h>` for a destination) straight from
    /// the text when it is written in the canonical compact form with plain
    /// literals, which is how nearly every operand is printed; then resumes
    /// lexing after it. `None` (nothing consumed) for anything else, which
    /// the token path then parses (and reports errors for).
    pub fn fast_offset_region(&mut self, dst: bool) -> Option<(u8, u8, Region)> {
        if !matches!(self.next.tok, Tok::Punct("(")) {
            return None;
        }
        self.fast_region_at(self.next.span.start, dst)
    }

    /// [`Parser::fast_offset_region`] for the text right after the current
    /// token, a variable name: the `(` that follows it is never lexed.
    pub fn fast_region_after_name(&mut self, dst: bool) -> Option<(u8, u8, Region)> {
        let at = self.next.span.end;
        if self.src.as_bytes().get(at) != Some(&b'(') {
            return None;
        }
        self.fast_region_at(at, dst)
    }

    /// The compact `(row,col)<region>` whose `(` is at byte `open`.
    fn fast_region_at(&mut self, open: usize, dst: bool) -> Option<(u8, u8, Region)> {
        /// A literal of one to three digits that does not run into a word.
        #[inline(always)]
        fn num(b: &[u8], i: &mut usize) -> Option<u32> {
            let mut v = b.get(*i)?.wrapping_sub(b'0') as u32;
            if v > 9 {
                return None;
            }
            *i += 1;
            for _ in 0..2 {
                let d = b.get(*i).map_or(10, |c| c.wrapping_sub(b'0') as u32);
                if d > 9 {
                    break;
                }
                v = v * 10 + d;
                *i += 1;
            }
            match b.get(*i) {
                Some(c) if c.is_ascii_alphanumeric() => None,
                _ => Some(v),
            }
        }
        #[inline(always)]
        fn lit(b: &[u8], i: &mut usize, c: u8) -> Option<()> {
            if b.get(*i) == Some(&c) {
                *i += 1;
                Some(())
            } else {
                None
            }
        }
        /// The region nibble of a stride or width no larger than `max`.
        #[inline(always)]
        fn code(v: u32, max: u32) -> Option<u16> {
            if v > max {
                return None;
            }
            visa::operand::region_code(Some(v))
        }
        let b = self.src.as_bytes();
        let mut i = open + 1;
        let row = num(b, &mut i)?;
        lit(b, &mut i, b',')?;
        let col = num(b, &mut i)?;
        lit(b, &mut i, b')')?;
        lit(b, &mut i, b'<')?;
        let region = if dst {
            Region(code(num(b, &mut i)?, 4)? << 8)
        } else {
            let v = code(num(b, &mut i)?, 32)?;
            lit(b, &mut i, b';')?;
            let w = code(num(b, &mut i)?, 16)?;
            lit(b, &mut i, b',')?;
            let h = code(num(b, &mut i)?, 4)?;
            Region(v | w << 4 | h << 8)
        };
        lit(b, &mut i, b'>')?;
        if row > 255 || col > 255 {
            return None;
        }
        self.resume_at(i);
        Some((row as u8, col as u8, region))
    }

    /// Continues with the token at byte `i`, the text before it (from the
    /// current token on) having been read directly; its last byte counts as
    /// the previous token.
    fn resume_at(&mut self, i: usize) {
        self.prev = Span::new(i - 1, i);
        self.lex.reset_to(i);
        self.next = self.lex.next_token();
        self.next2 = None;
    }

    /// `(M1, 16)`, `(M1_NM, 1)` or `(16)` read straight from the text, as
    /// [`Parser::fast_offset_region`] does for operands.
    fn fast_exec_size(&mut self) -> Option<ExecCtrl> {
        if !matches!(self.next.tok, Tok::Punct("(")) {
            return None;
        }
        let b = self.src.as_bytes();
        let mut i = self.next.span.start + 1;
        let mut mask = MaskCtrl::M1;
        if b.get(i) == Some(&b'M') {
            let d = *b.get(i + 1)?;
            if !(b'1'..=b'8').contains(&d) {
                return None;
            }
            let nm = b.get(i + 2..i + 5) == Some(b"_NM");
            mask = MaskCtrl {
                offset: d - b'1',
                no_mask: nm,
            };
            i += if nm { 5 } else { 2 };
            if b.get(i..i + 2) != Some(b", ") {
                return None;
            }
            i += 2;
        }
        let s = i;
        let mut n = 0u32;
        while i < b.len() && b[i].is_ascii_digit() && i < s + 2 {
            n = n * 10 + (b[i] - b'0') as u32;
            i += 1;
        }
        if i == s || b.get(i) != Some(&b')') {
            return None;
        }
        let size = ExecSize::from_count(n).filter(|_| (1..=32).contains(&n))?;
        self.resume_at(i + 1);
        Some(ExecCtrl::new(size, mask))
    }

    pub fn err<T>(&self, span: Span, msg: impl Into<String>) -> R<T> {
        Err(ParseError::at(self.src, span, msg))
    }

    pub fn unexpected<T>(&self, what: &str) -> R<T> {
        let t = self.tok();
        self.err(
            t.span,
            format!("expected {what}, found {}", t.tok.describe()),
        )
    }

    pub fn is_punct(&self, p: &str) -> bool {
        // Punctuation is one to three bytes: compare inline, not via memcmp.
        matches!(self.peek(), Tok::Punct(q) if q.len() == p.len()
            && q.bytes().zip(p.bytes()).all(|(a, b)| a == b))
    }

    pub fn eat_punct(&mut self, p: &str) -> bool {
        if self.is_punct(p) {
            self.bump();
            true
        } else {
            false
        }
    }

    pub fn expect_punct(&mut self, p: &str) -> R<Span> {
        if self.is_punct(p) {
            Ok(self.bump().span)
        } else {
            self.unexpected(&format!("`{p}`"))
        }
    }

    pub fn expect_ident(&mut self, what: &str) -> R<(&'a str, Span)> {
        match *self.peek() {
            Tok::Ident(s) => {
                let sp = self.bump().span;
                Ok((s.as_str(), sp))
            }
            _ => self.unexpected(what),
        }
    }

    /// An identifier or a `%builtin`.
    pub fn expect_name(&mut self, what: &str) -> R<(&'a str, Span)> {
        match *self.peek() {
            Tok::Ident(s) | Tok::Builtin(s) => {
                let sp = self.bump().span;
                Ok((s.as_str(), sp))
            }
            _ => self.unexpected(what),
        }
    }

    pub fn expect_keyword(&mut self, kw: &str) -> R<Span> {
        match self.peek() {
            Tok::Ident(s) if s == kw => Ok(self.bump().span),
            _ => self.unexpected(&format!("`{kw}`")),
        }
    }

    fn at_line_end(&self) -> bool {
        matches!(self.peek(), Tok::Newline | Tok::Eof)
    }

    fn expect_line_end(&mut self) -> R<()> {
        if self.at_line_end() {
            Ok(())
        } else {
            self.unexpected("end of line")
        }
    }

    // ---------------------------------------------------------------- file

    fn skip_newlines(&mut self) {
        while matches!(self.peek(), Tok::Newline) {
            self.bump();
        }
    }

    fn file(&mut self) -> R<()> {
        self.skip_newlines();
        loop {
            self.skip_newlines();
            if matches!(self.peek(), Tok::Eof) {
                break;
            }
            self.statement()?;
            if !matches!(self.peek(), Tok::Eof) {
                self.expect_line_end()?;
            }
        }
        if !self.seen_version {
            return self.err(
                Span::new(0, 0),
                "missing `.version` directive at the start of the file",
            );
        }
        self.finish_routine()?;
        Ok(())
    }

    fn routine_mut(&mut self, span: Span) -> R<&mut RoutineState> {
        match self.cur.as_mut() {
            Some(r) => Ok(r),
            None => Err(ParseError::at(
                self.src,
                span,
                "this must appear inside a `.kernel` or `.global_function`",
            )),
        }
    }

    fn finish_routine(&mut self) -> R<()> {
        let Some(mut st) = self.cur.take() else {
            return Ok(());
        };
        if st.scopes.len() > 1 {
            return self.err(
                Span::new(self.src.len(), self.src.len()),
                "unclosed scope: missing `}`",
            );
        }
        for (i, def) in st.label_defined.iter().enumerate() {
            if !def && !self.lenient {
                let name = st.routine.labels[i].name.clone();
                return Err(ParseError::at(
                    self.src,
                    st.label_ref[i],
                    format!("label `{name}` is used but never defined"),
                ));
            }
        }
        if !st.target_set {
            // The reference adds the default target (3D) to kernels and
            // functions without one.
            st.intern("Target");
            st.routine.attributes.push(Attribute::int("Target", 1, 1));
            let h = st.spans.header;
            st.spans.attributes.push(h);
        }
        if let Some(map) = self.map.as_mut() {
            map.routines.push(std::mem::take(&mut st.spans));
        }
        self.module.routines.push(st.routine);
        Ok(())
    }

    fn statement(&mut self) -> R<()> {
        let t = *self.tok();
        match &t.tok {
            Tok::DotWord(d) => {
                self.bump();
                match d.as_str() {
                    "version" => self.dir_version(t.span),
                    "kernel" => self.dir_routine(RoutineKind::Kernel, t.span),
                    "global_function" => {
                        self.dir_routine(RoutineKind::Function(Linkage::Global), t.span)
                    }
                    "decl" => self.dir_decl(t.span),
                    "funcdecl" => {
                        self.expect_string("function name")?;
                        Ok(())
                    }
                    "input" => self.dir_input(t.span, 0, false),
                    "parameter" => self.dir_input(t.span, 0, true),
                    "kernel_attr" => self.dir_kernel_attr(t.span),
                    "function" => self.dir_function(t.span),
                    "file" => {
                        self.inst_start = t.span.start;
                        self.inst_at(t.span, "FILE", Vec::new(), Pred::NONE)
                    }
                    "loc" => {
                        self.inst_start = t.span.start;
                        self.inst_at(t.span, "LOC", Vec::new(), Pred::NONE)
                    }
                    s if s.starts_with("implicit") => {
                        let suffix = s.trim_start_matches("implicit").trim_start_matches('_');
                        match implicit_input_provenance(suffix) {
                            Some(p) => self.dir_input(t.span, p, false),
                            None => self.err(
                                t.span,
                                format!("unknown implicit input kind `.{s}` (expected .implicit_LOCAL_SIZE, _GROUP_COUNT, _LOCAL_ID, _UNDEFINED_<n>, ...)"),
                            ),
                        }
                    }
                    other => self.err(t.span, format!("unknown directive `.{other}`")),
                }
            }
            Tok::LabelDef(name) => {
                self.bump();
                self.define_label(name, t.span, LabelKind::Block)
            }
            Tok::Punct("{") => {
                self.bump();
                let st = self.routine_mut(t.span)?;
                st.scopes.push(HashMap::default());
                Ok(())
            }
            Tok::Punct("}") => {
                self.bump();
                let st = self.routine_mut(t.span)?;
                if st.scopes.len() <= 1 {
                    return self.err(t.span, "`}` without a matching `{`");
                }
                st.scopes.pop();
                Ok(())
            }
            _ => self.instruction(),
        }
    }

    fn expect_string(&mut self, what: &str) -> R<(String, Span)> {
        match *self.peek() {
            Tok::Str(b) => {
                let sp = self.bump().span;
                Ok((b.text(), sp))
            }
            _ => self.unexpected(what),
        }
    }

    fn ident_or_string(&mut self, what: &str) -> R<(String, Span)> {
        match *self.peek() {
            Tok::Str(b) => {
                let sp = self.bump().span;
                Ok((b.text(), sp))
            }
            Tok::Ident(s) => {
                let sp = self.bump().span;
                Ok((s.to_string(), sp))
            }
            _ => self.unexpected(what),
        }
    }

    fn dir_version(&mut self, span: Span) -> R<()> {
        // `4.1` lexes as one float-looking token.
        let (major, minor) = if let Tok::Float(t) = *self.peek() {
            let sp = self.bump().span;
            let parsed = t
                .split_once('.')
                .and_then(|(a, b)| Some((a.parse::<i64>().ok()?, b.parse::<i64>().ok()?)));
            match parsed {
                Some(v) => v,
                None => return self.err(sp, "expected a version `<major>.<minor>`"),
            }
        } else {
            let major = self.int_lit("major version")?;
            self.expect_punct(".")?;
            (major, self.int_lit("minor version")?)
        };
        if !(0..=255).contains(&major) || !(0..=255).contains(&minor) {
            return self.err(span.to(self.prev_span()), "version numbers must be 0..255");
        }
        if self.seen_version {
            return self.err(span, "duplicate `.version` directive");
        }
        self.seen_version = true;
        self.module.major = major as u8;
        self.module.minor = minor as u8;
        Ok(())
    }

    fn int_lit(&mut self, what: &str) -> R<i64> {
        match *self.peek() {
            Tok::Dec(v) | Tok::Hex(v) => {
                self.bump();
                Ok(v)
            }
            _ => self.unexpected(what),
        }
    }

    fn dir_routine(&mut self, kind: RoutineKind, span: Span) -> R<()> {
        if !self.seen_version {
            return self.err(
                self.prev_span(),
                "`.version` must come before the first kernel or function",
            );
        }
        let (name, sp) = self.ident_or_string("a kernel or function name")?;
        if name.is_empty() {
            return self.err(sp, "empty routine name");
        }
        if self.module.routines.iter().any(|r| r.name == name)
            || self.cur.as_ref().is_some_and(|c| c.routine.name == name)
        {
            return self.err(sp, format!("duplicate routine name `{name}`"));
        }
        self.finish_routine()?;
        let mut st = RoutineState::new(kind, &name);
        st.spans.header = span.to(sp);
        self.cur = Some(st);
        Ok(())
    }

    fn dir_function(&mut self, span: Span) -> R<()> {
        let (name, sp) = self.ident_or_string("a subroutine name")?;
        self.routine_mut(span)?;
        let id = self.label_id(&name, sp, LabelKind::Subroutine)?;
        self.mark_defined(id, &name, span.to(sp))?;
        self.inst_start = span.start;
        self.push_inst(Instruction {
            opcode: 0x30,
            exec: ExecCtrl(0),
            pred: Pred::NONE,
            operands: vec![Operand::Label(id)],
        });
        Ok(())
    }

    fn define_label(&mut self, name: &str, span: Span, kind: LabelKind) -> R<()> {
        self.routine_mut(span)?;
        let id = self.label_id(name, span, kind)?;
        // `.function "f"` followed by `f:` names the same subroutine once: the
        // reference emits no second label for it.
        let st = self.cur.as_ref().expect("routine");
        if let Some(last) = st.routine.insts.last() {
            if last.opcode == 0x30 && last.operands.first() == Some(&Operand::Label(id)) {
                return Ok(());
            }
        }
        self.mark_defined(id, name, span)?;
        self.inst_start = span.start;
        self.push_inst(Instruction {
            opcode: 0x31,
            exec: ExecCtrl(0),
            pred: Pred::NONE,
            operands: vec![Operand::Label(id)],
        });
        Ok(())
    }

    fn mark_defined(&mut self, id: u16, name: &str, span: Span) -> R<()> {
        let lenient = self.lenient;
        let st = self.cur.as_mut().expect("routine");
        if st.label_defined[id as usize] {
            if lenient {
                // The verifier reports the second definition.
                return Ok(());
            }
            return self.err(span, format!("label `{name}` is defined twice"));
        }
        st.label_defined[id as usize] = true;
        if let Some(s) = st.spans.labels.get_mut(id as usize) {
            *s = span;
        }
        Ok(())
    }

    /// The id of a label, creating it on first mention.
    pub fn label_id(&mut self, name: &str, span: Span, kind: LabelKind) -> R<u16> {
        let src = self.src;
        let st = self.cur.as_mut().expect("routine");
        if let Some(&id) = st.labels.get(name) {
            // A forward reference by `call`/`.function` fixes the kind.
            let l = &mut st.routine.labels[id as usize];
            if kind == LabelKind::Subroutine
                && l.kind == LabelKind::Block
                && !st.label_defined[id as usize]
            {
                l.kind = LabelKind::Subroutine;
            }
            return Ok(id);
        }
        if st.routine.labels.len() >= 0xFFFF {
            return Err(ParseError::at(src, span, "too many labels"));
        }
        let id = st.routine.labels.len() as u16;
        st.intern(name);
        st.routine.labels.push(Label {
            name: name.to_string(),
            kind,
            attrs: Vec::new(),
        });
        st.labels.insert(name.to_string(), id);
        st.label_defined.push(false);
        st.label_ref.push(span);
        st.spans.labels.push(span);
        Ok(id)
    }

    pub fn push_inst(&mut self, inst: Instruction) {
        if self.map.is_some() {
            let span = Span::new(self.inst_start, self.prev_span().end.max(self.inst_start));
            let operands = match_operand_spans(&inst.operands, &mut self.op_spans);
            let st = self.cur.as_mut().expect("routine");
            st.spans.insts.push(InstSpans { span, operands });
        }
        self.op_spans.clear();
        self.cur.as_mut().expect("routine").routine.insts.push(inst);
    }

    // ---------------------------------------------------------------- .decl

    fn eq_keyword(&mut self, kw: &str) -> R<Span> {
        let sp = self.expect_keyword(kw)?;
        self.expect_punct("=")?;
        Ok(sp)
    }

    fn at_keyword(&mut self, kw: &str) -> bool {
        matches!(self.peek(), Tok::Ident(s) if s == kw)
            && matches!(self.peek_at(1), Tok::Punct("="))
    }

    fn dir_decl(&mut self, span: Span) -> R<()> {
        self.routine_mut(span)?;
        let (name, name_sp) = self.expect_name("a variable name")?;
        if name.starts_with('%') {
            return self.err(
                name_sp,
                format!("`{name}` is predefined and cannot be declared"),
            );
        }
        self.eq_keyword("v_type")?;
        let (vt, vt_sp) = self.expect_ident("a variable class (G, A, P, S or T)")?;
        match vt {
            "G" => self.decl_general(name.to_string(), name_sp)?,
            "A" | "P" | "S" | "T" => self.decl_simple(name.to_string(), name_sp, vt)?,
            _ => {
                return self.err(
                    vt_sp,
                    format!("unknown variable class `{vt}` (expected G, A, P, S or T)"),
                )
            }
        }
        if self.map.is_some() {
            let sp = span.to(self.prev_span());
            let s = &mut self.cur.as_mut().expect("routine").spans;
            match vt {
                "G" => s.vars.push(sp),
                "A" => s.addrs.push(sp),
                "P" => s.preds.push(sp),
                "S" => s.samplers.push(sp),
                _ => s.surfaces.push(sp),
            }
        }
        Ok(())
    }

    fn check_new_name(&self, name: &str, sp: Span) -> R<()> {
        let st = self.cur.as_ref().expect("routine");
        // `%` names are refused before this: a predefined id found here was
        // reached by its `V<n>` name.
        let predefined = match st.scopes[0].get(name) {
            Some(&Sym::Gen(id)) => PREDEFINED_VARS.iter().find(|v| v.id == id),
            _ => None,
        };
        if let Some(v) = predefined {
            return self.err(
                sp,
                format!(
                    "`{name}` is the reference's numbered name of the predefined variable `{}` and cannot be declared",
                    v.name
                ),
            );
        }
        if st.scopes.last().expect("scope").contains_key(name) {
            return self.err(sp, format!("`{name}` is already declared in this scope"));
        }
        Ok(())
    }

    fn decl_general(&mut self, name: String, name_sp: Span) -> R<()> {
        self.check_new_name(&name, name_sp)?;
        self.eq_keyword("type")?;
        let (tn, tsp) = self.expect_ident("a data type")?;
        let ty = match DataType::from_name(tn) {
            Some(t) if !t.is_packed() => t,
            _ => return self.err(tsp, format!("invalid variable type `{tn}`")),
        };
        self.eq_keyword("num_elts")?;
        let ne_sp = self.span();
        let ne = self.int_exp()?;
        if !(1..=0xFFFF).contains(&ne) {
            return self.err(
                ne_sp.to(self.prev_span()),
                format!("num_elts {ne} is out of range (1..65535)"),
            );
        }
        let mut align = Align::Byte;
        if self.at_keyword("align") {
            self.eq_keyword("align")?;
            align = self.align_value()?;
        }
        let mut alias = None;
        if self.at_keyword("alias") {
            self.eq_keyword("alias")?;
            self.expect_punct("<")?;
            let (base, bsp) = self.expect_name("an alias base variable")?;
            let id = match self.cur.as_ref().expect("routine").lookup(base) {
                Some(Sym::Gen(id)) => id,
                Some(_) => {
                    return self.err(
                        bsp,
                        format!("alias base `{base}` is not a general variable"),
                    )
                }
                None => return self.err(bsp, format!("unknown variable `{base}` in alias")),
            };
            self.expect_punct(",")?;
            let osp = self.span();
            let off = self.int_exp_nra()?;
            if !(0..=0xFFFF).contains(&off) {
                return self.err(
                    osp.to(self.prev_span()),
                    "alias offset out of range (0..65535)",
                );
            }
            self.expect_punct(">")?;
            alias = Some(Alias {
                base: id,
                offset: off as u16,
                scope: AliasScope::Local,
            });
        }
        let attrs = self.decl_attrs()?;
        let st = self.cur.as_mut().expect("routine");
        let id = NUM_PREDEFINED_VARS + st.routine.vars.len() as u32;
        st.intern(&name);
        st.routine.vars.push(GeneralVar {
            name: name.clone(),
            ty,
            num_elements: ne as u16,
            align,
            alias,
            attrs,
        });
        st.scopes
            .last_mut()
            .expect("scope")
            .insert(name, Sym::Gen(id));
        Ok(())
    }

    fn align_value(&mut self) -> R<Align> {
        let sp = self.span();
        match *self.peek() {
            Tok::Ident(s) => {
                self.bump();
                Align::from_name(&s).ok_or_else(|| {
                    ParseError::at(self.src, sp, format!("invalid align value `{s}` (expected byte, word, dword, qword, oword, GRF, GRFx2, hword, wordx32 or wordx64)"))
                })
            }
            _ => {
                let v = self.int_exp()?;
                Align::from_bytes(v).ok_or_else(|| {
                    ParseError::at(
                        self.src,
                        sp.to(self.prev_span()),
                        "invalid align size (must be 1, 2, 4, 8, ..., 128)",
                    )
                })
            }
        }
    }

    fn decl_attrs(&mut self) -> R<Vec<Attribute>> {
        let mut attrs = Vec::new();
        if !self.at_keyword("attrs") {
            return Ok(attrs);
        }
        self.eq_keyword("attrs")?;
        self.expect_punct("{")?;
        loop {
            let (name, _) = self.expect_ident("an attribute name")?;
            let value = if self.eat_punct("=") {
                match *self.peek() {
                    Tok::Str(b) => {
                        self.bump();
                        AttrValue::Str(b.bytes())
                    }
                    _ => {
                        let v = self.int_exp_nra()?;
                        AttrValue::Int {
                            size: attr_int_size(name),
                            value: v as u32,
                        }
                    }
                }
            } else {
                AttrValue::Int { size: 0, value: 0 }
            };
            self.cur.as_mut().expect("routine").intern(name);
            attrs.push(Attribute {
                name: name.to_string(),
                value,
            });
            if !self.eat_punct(",") {
                break;
            }
        }
        self.expect_punct("}")?;
        Ok(attrs)
    }

    fn decl_simple(&mut self, name: String, name_sp: Span, vt: &str) -> R<()> {
        self.check_new_name(&name, name_sp)?;
        self.eq_keyword("num_elts")?;
        let ne_sp = self.span();
        let ne = self.int_exp()?;
        if !(1..=0xFFFF).contains(&ne) {
            return self.err(
                ne_sp.to(self.prev_span()),
                format!("num_elts {ne} is out of range (1..65535)"),
            );
        }
        if (vt == "S" || vt == "T") && self.at_keyword("v_name") {
            self.eq_keyword("v_name")?;
            // The reference checks the syntax but keeps the declared name.
            self.expect_name("a v_name")?;
        }
        let attrs = self.decl_attrs()?;
        let st = self.cur.as_mut().expect("routine");
        st.intern(&name);
        let var = SimpleVar {
            name: name.clone(),
            num_elements: ne as u16,
            attrs,
        };
        let sym = match vt {
            "A" => {
                st.routine.addrs.push(var);
                Sym::Addr((st.routine.addrs.len() - 1) as u16)
            }
            "P" => {
                st.routine.preds.push(var);
                Sym::Pred(st.routine.preds.len() as u16)
            }
            "S" => {
                st.routine.samplers.push(var);
                Sym::Sampler((st.routine.samplers.len() - 1) as u16)
            }
            _ => {
                st.routine.surfaces.push(var);
                Sym::Surface(
                    (NUM_PREDEFINED_SURFACES as usize + st.routine.surfaces.len() - 1) as u16,
                )
            }
        };
        st.scopes.last_mut().expect("scope").insert(name, sym);
        Ok(())
    }

    fn dir_input(&mut self, span: Span, provenance: u8, parameter: bool) -> R<()> {
        self.routine_mut(span)?;
        let (name, nsp) = self.expect_name("an input variable")?;
        let sym = self.cur.as_ref().expect("routine").lookup(name);
        let (class, id, natural) = match sym {
            Some(Sym::Gen(id)) => {
                let (ty, n) = self
                    .cur
                    .as_ref()
                    .expect("routine")
                    .routine
                    .var_type(id)
                    .expect("declared");
                (0u8, id, ty.size() * n)
            }
            Some(Sym::Sampler(i)) => (1, i as u32, 4 * self.simple_count(Sym::Sampler(i))),
            Some(Sym::Surface(i)) => (2, i as u32, 4 * self.simple_count(Sym::Surface(i))),
            Some(_) => {
                return self.err(
                    nsp,
                    format!(
                        "`{name}` cannot be an input (only general, sampler and surface variables)"
                    ),
                )
            }
            None => return self.err(nsp, format!("unknown variable `{name}`")),
        };
        let mut offset = 0i64;
        if !parameter && self.at_keyword("offset") {
            self.eq_keyword("offset")?;
            let osp = self.span();
            offset = self.int_exp()?;
            if !(-0x8000..=0x7FFF).contains(&offset) {
                return self.err(osp.to(self.prev_span()), "input offset out of range");
            }
        }
        let size = if self.at_keyword("size") {
            self.eq_keyword("size")?;
            let ssp = self.span();
            let s = self.int_exp()?;
            if !(0..=0xFFFF).contains(&s) {
                return self.err(
                    ssp.to(self.prev_span()),
                    "input size out of range (0..65535)",
                );
            }
            s as u16
        } else if parameter {
            return self.unexpected("`size=`");
        } else {
            if natural >= 0x10000 {
                return self.err(nsp, "declaration size is too large");
            }
            natural as u16
        };
        if provenance != 0 {
            self.decl_attrs()?;
        }
        let end = self.prev_span();
        let st = self.cur.as_mut().expect("routine");
        st.routine.inputs.push(Input {
            kind: class | (provenance << 3),
            id,
            offset: offset as i16,
            size,
        });
        st.spans.inputs.push(span.to(end));
        Ok(())
    }

    fn simple_count(&self, s: Sym) -> u32 {
        let r = &self.cur.as_ref().expect("routine").routine;
        match s {
            Sym::Sampler(i) => r
                .samplers
                .get(i as usize)
                .map_or(1, |v| v.num_elements as u32),
            Sym::Surface(i) => r
                .surfaces
                .get((i as u32).wrapping_sub(NUM_PREDEFINED_SURFACES) as usize)
                .map_or(1, |v| v.num_elements as u32),
            _ => 1,
        }
    }

    /// `.kernel_attr NAME[=VALUE]`, stored as GenX_IR 1.0.12504.6 stores it
    /// (`KernelAttrKind`; measured per name with integer, string and no
    /// values): what it has no answer for (it crashes, or writes a broken
    /// object) is an error at the value.
    fn dir_kernel_attr(&mut self, span: Span) -> R<()> {
        self.routine_mut(span)?;
        let (name, name_sp) = self.expect_ident("an attribute name")?;
        enum Given {
            None,
            Int(i64),
            Str(Vec<u8>),
        }
        let mut vsp = name_sp;
        let given = if self.eat_punct("=") {
            vsp = self.tok().span;
            match *self.peek() {
                Tok::Str(b) => {
                    self.bump();
                    // The reference keeps a C string: up to the first NUL.
                    let mut b = b.bytes();
                    if let Some(n) = b.iter().position(|&c| c == 0) {
                        b.truncate(n);
                    }
                    Given::Str(b)
                }
                Tok::Newline | Tok::Eof => Given::None,
                _ => Given::Int(self.int_exp()?),
            }
        } else {
            Given::None
        };
        let vsp = vsp.to(self.prev_span());
        let whole = name_sp.to(vsp);
        // An integer is a C int of the reference's lexer, kept in 4 bytes:
        // beyond 32 bits it wraps (or saturates past 64) without a word.
        let int4 = |p: &Self, v: i64| -> R<[u8; 4]> {
            if !(-(1i64 << 31)..(1i64 << 32)).contains(&v) {
                return p.err(
                    vsp,
                    format!("`{name}={v}` does not fit in the attribute's 4 bytes"),
                );
            }
            Ok((v as u32).to_le_bytes())
        };
        let at_most_4 = |p: &Self, b: &[u8]| -> R<()> {
            if b.len() > 4 {
                return p.err(
                    vsp,
                    format!("a string of {} bytes for `{name}`, which GenX_IR stores in at most 4 (it writes a broken object)", b.len()),
                );
            }
            Ok(())
        };
        let mut stored_name = name;
        let bytes: Vec<u8> = match (KernelAttrKind::of(name), given) {
            (KernelAttrKind::Crash, _) => {
                return self.err(
                    name_sp,
                    format!("GenX_IR 1.0.12504.6 crashes on the kernel attribute `{name}`"),
                )
            }
            (KernelAttrKind::Target, Given::Str(b)) => match b.as_slice() {
                b"cm" => vec![0],
                b"3d" => vec![1],
                // Later IGC releases' compute-shader target.
                b"cs" => vec![2],
                _ => {
                    return self.err(
                        vsp,
                        "invalid kernel target (expected \"cm\", \"3d\" or \"cs\")",
                    )
                }
            },
            (KernelAttrKind::Target, Given::Int(v)) => int4(self, v)?.to_vec(),
            (KernelAttrKind::Target, Given::None) => {
                return self.err(
                    whole,
                    "`.kernel_attr Target` needs a value (\"cm\", \"3d\" or \"cs\")",
                )
            }
            (KernelAttrKind::Int, Given::Int(v)) => int4(self, v)?.to_vec(),
            (KernelAttrKind::Int, Given::Str(b)) => {
                at_most_4(self, &b)?;
                b
            }
            (KernelAttrKind::Bool, Given::Int(v)) => {
                int4(self, v)?;
                vec![1, 0, 0, 0]
            }
            (KernelAttrKind::Bool, Given::Str(b)) => {
                at_most_4(self, &b)?;
                let mut v = vec![0; b.len()];
                if let Some(first) = v.first_mut() {
                    *first = 1;
                }
                v
            }
            (KernelAttrKind::Unsupported, Given::Int(v)) => {
                int4(self, v)?;
                vec![0; 4]
            }
            (KernelAttrKind::Unsupported, Given::Str(b)) => vec![0; b.len()],
            (KernelAttrKind::Path, Given::Str(b)) => {
                // `AsmName` is an alias the reference stores under this name.
                stored_name = "OutputAsmPath";
                b
            }
            (KernelAttrKind::Path, _) => {
                return self.err(
                    whole,
                    format!("`{name}` takes a string (a path: GenX_IR crashes without one, and takes an integer's bytes as the path of its outputs)"),
                )
            }
            (_, Given::None) => Vec::new(),
        };
        let end = self.prev_span();
        let st = self.cur.as_mut().expect("routine");
        if stored_name == "Target" {
            st.target_set = true;
        }
        st.intern(stored_name);
        st.routine
            .attributes
            .push(Attribute::from_bytes(stored_name, &bytes));
        st.spans.attributes.push(span.to(end));
        Ok(())
    }

    // ---------------------------------------------------------------- expressions

    /// `IntExp` of the reference grammar (with conditional and relational operators).
    pub fn int_exp(&mut self) -> R<i64> {
        if let Some(v) = self.lone_literal(|p| {
            matches!(
                p,
                "?" | "&"
                    | "^"
                    | "|"
                    | "=="
                    | "!="
                    | "<"
                    | ">"
                    | "<="
                    | ">="
                    | "<<"
                    | ">>"
                    | ">>>"
                    | "+"
                    | "-"
                    | "*"
                    | "/"
                    | "%"
            )
        }) {
            return Ok(v);
        }
        self.exp_cond()
    }

    /// `IntExpNRA`: an expression without relational operators, used where `>` may follow.
    pub fn int_exp_nra(&mut self) -> R<i64> {
        if let Some(v) =
            self.lone_literal(|p| matches!(p, "<<" | ">>" | ">>>" | "+" | "-" | "*" | "/" | "%"))
        {
            return Ok(v);
        }
        self.exp_shift()
    }

    /// Most expressions are a single literal: take it without descending the
    /// precedence levels when no operator of the grammar follows it.
    fn lone_literal(&mut self, is_op: impl Fn(&str) -> bool) -> Option<i64> {
        let v = match self.peek() {
            Tok::Dec(v) | Tok::Hex(v) => *v,
            _ => return None,
        };
        if let Tok::Punct(p) = self.peek_at(1) {
            if is_op(p) {
                return None;
            }
        }
        self.bump();
        Some(v)
    }

    fn exp_cond(&mut self) -> R<i64> {
        let c = self.exp_and()?;
        if self.eat_punct("?") {
            let a = self.exp_and()?;
            self.expect_punct(":")?;
            let b = self.nested(Self::exp_cond)?;
            return Ok(if c != 0 { a } else { b });
        }
        Ok(c)
    }

    /// Runs a recursive step of the expression parser one level deeper,
    /// refusing nesting beyond [`MAX_EXPR_DEPTH`] at the token that would
    /// exceed it.
    fn nested(&mut self, f: impl FnOnce(&mut Self) -> R<i64>) -> R<i64> {
        if self.depth >= MAX_EXPR_DEPTH {
            return self.err(
                self.span(),
                format!("expression nested more than {MAX_EXPR_DEPTH} levels deep"),
            );
        }
        self.depth += 1;
        let r = f(self);
        self.depth -= 1;
        r
    }

    // Note the reference's precedence: `&` binds loosest, then `^`, then `|`.
    fn exp_and(&mut self) -> R<i64> {
        let mut v = self.exp_xor()?;
        while self.eat_punct("&") {
            v &= self.exp_xor()?;
        }
        Ok(v)
    }

    fn exp_xor(&mut self) -> R<i64> {
        let mut v = self.exp_or()?;
        while self.eat_punct("^") {
            v ^= self.exp_or()?;
        }
        Ok(v)
    }

    fn exp_or(&mut self) -> R<i64> {
        let mut v = self.exp_cmp()?;
        while self.eat_punct("|") {
            v |= self.exp_cmp()?;
        }
        Ok(v)
    }

    fn exp_cmp(&mut self) -> R<i64> {
        let a = self.exp_rel()?;
        if self.eat_punct("==") {
            let b = self.exp_rel()?;
            return Ok((a == b) as i64);
        }
        if self.eat_punct("!=") {
            let b = self.exp_rel()?;
            return Ok((a != b) as i64);
        }
        Ok(a)
    }

    fn exp_rel(&mut self) -> R<i64> {
        let a = self.exp_shift()?;
        for (op, f) in [
            ("<", (|a, b| a < b) as fn(i64, i64) -> bool),
            (">", |a, b| a > b),
            ("<=", |a, b| a <= b),
            (">=", |a, b| a >= b),
        ] {
            if self.eat_punct(op) {
                let b = self.exp_shift()?;
                return Ok(f(a, b) as i64);
            }
        }
        Ok(a)
    }

    fn exp_shift(&mut self) -> R<i64> {
        let a = self.exp_add()?;
        if self.eat_punct("<<") {
            let b = self.exp_add()?;
            return Ok(a.wrapping_shl(b as u32));
        }
        if self.eat_punct(">>>") {
            let b = self.exp_add()?;
            return Ok(((a as u64).wrapping_shr(b as u32)) as i64);
        }
        if self.eat_punct(">>") {
            let b = self.exp_add()?;
            return Ok(a.wrapping_shr(b as u32));
        }
        Ok(a)
    }

    pub fn exp_add(&mut self) -> R<i64> {
        let mut v = self.exp_mul()?;
        loop {
            if self.eat_punct("+") {
                v = v.wrapping_add(self.exp_mul()?);
            } else if self.eat_punct("-") {
                v = v.wrapping_sub(self.exp_mul()?);
            } else {
                return Ok(v);
            }
        }
    }

    pub fn exp_mul(&mut self) -> R<i64> {
        let mut v = self.exp_unary()?;
        loop {
            let op = match self.peek() {
                Tok::Punct(p @ ("*" | "/" | "%")) => *p,
                _ => return Ok(v),
            };
            self.bump();
            let sp = self.span();
            let b = self.exp_unary()?;
            v = match op {
                "*" => v.wrapping_mul(b),
                _ if b == 0 => return self.err(sp.to(self.prev_span()), "division by 0"),
                "/" => v.wrapping_div(b),
                _ => v.wrapping_rem(b),
            };
        }
    }

    /// `IntExpUnr`: unary operators over a primary.
    pub fn exp_unary(&mut self) -> R<i64> {
        if self.eat_punct("-") {
            return Ok(self.nested(Self::exp_unary)?.wrapping_neg());
        }
        if self.eat_punct("~") {
            return Ok(!self.nested(Self::exp_unary)?);
        }
        if self.eat_punct("!") {
            return Ok((self.nested(Self::exp_unary)? == 0) as i64);
        }
        self.exp_prim()
    }

    pub fn exp_prim(&mut self) -> R<i64> {
        match *self.peek() {
            Tok::Dec(v) | Tok::Hex(v) => {
                self.bump();
                Ok(v)
            }
            Tok::Punct("(") => {
                let v = self.nested(|p| {
                    p.bump();
                    p.int_exp()
                })?;
                self.expect_punct(")")?;
                Ok(v)
            }
            Tok::Builtin(b) if b == "%sizeof" => {
                self.bump();
                let paren = self.eat_punct("(");
                let (name, sp) = self.expect_name("a declaration name or GRF")?;
                if paren {
                    self.expect_punct(")")?;
                }
                self.sizeof(name, sp)
            }
            Tok::Builtin(b) if b == "%DispatchSimd" => {
                let sp = self.bump().span;
                let st = self.routine_mut(sp)?;
                let simd =
                    st.routine
                        .attributes
                        .iter()
                        .find_map(|a| match (&a.name[..], &a.value) {
                            ("SimdSize", AttrValue::Int { value, .. }) => Some(*value as i64),
                            _ => None,
                        });
                simd.ok_or_else(|| {
                    ParseError::at(
                        self.src,
                        sp,
                        "%DispatchSimd needs a SimdSize kernel attribute before it",
                    )
                })
            }
            _ => self.unexpected("an integer expression"),
        }
    }

    fn sizeof(&mut self, name: &str, sp: Span) -> R<i64> {
        let st = self.routine_mut(sp)?;
        match st.lookup(name) {
            Some(Sym::Gen(id)) => {
                let (ty, n) = st.routine.var_type(id).expect("declared");
                Ok((ty.size() * n) as i64)
            }
            Some(Sym::Addr(i)) => Ok(2 * st.routine.addrs[i as usize].num_elements as i64),
            Some(Sym::Pred(i)) => {
                Ok(st.routine.preds[i as usize - 1].num_elements.div_ceil(8) as i64)
            }
            Some(Sym::Sampler(_)) | Some(Sym::Surface(_)) | Some(Sym::Vme(_)) => Ok(4),
            None if name == "GRF" => Ok(self.opts.platform.grf_size() as i64),
            None => self.err(sp, format!("unknown declaration `{name}` in %sizeof")),
        }
    }

    // ---------------------------------------------------------------- instructions

    fn instruction(&mut self) -> R<()> {
        let start = self.span();
        let mut pred = Pred::NONE;
        if self.is_punct("(") {
            pred = self.predicate()?;
        }
        let (name, nsp) = match *self.peek() {
            Tok::Ident(s) => (s.as_str(), self.bump().span),
            _ => return self.unexpected("an instruction, directive or label"),
        };
        let suffixes = self.suffixes();
        self.inst_start = start.start;
        self.inst_at(nsp, name, suffixes, pred)
    }

    /// Collects `.word` and `.digits` parts attached to the mnemonic.
    fn suffixes(&mut self) -> Vec<(Cow<'a, str>, Span)> {
        let mut out: Vec<(Cow<'a, str>, Span)> = Vec::new();
        loop {
            let t = *self.tok();
            if t.space_before {
                break;
            }
            match t.tok {
                Tok::DotWord(w) => {
                    self.bump();
                    out.push((Cow::Borrowed(w.as_str()), t.span));
                }
                Tok::Punct(".") => {
                    self.bump();
                    out.push((Cow::Borrowed(""), t.span));
                }
                // `.4.1` lexes as a dot and the float-looking `4.1`.
                Tok::Float(f)
                    if !out.is_empty() && f.bytes().all(|b| b.is_ascii_digit() || b == b'.') =>
                {
                    self.bump();
                    let mut parts = f.as_str().split('.');
                    let last = out.last_mut().expect("suffix");
                    last.0.to_mut().push_str(parts.next().unwrap_or(""));
                    last.1 = last.1.to(t.span);
                    for part in parts {
                        out.push((Cow::Borrowed(part), t.span));
                    }
                }
                Tok::Dec(_)
                | Tok::Ident(_)
                | Tok::Punct("-")
                | Tok::Punct("<")
                | Tok::Punct(">")
                    if !out.is_empty() =>
                {
                    self.bump();
                    let text = &self.src[t.span.start..t.span.end];
                    let last = out.last_mut().expect("suffix");
                    last.0.to_mut().push_str(text);
                    last.1 = last.1.to(t.span);
                }
                _ => break,
            }
        }
        out
    }

    fn inst_at(
        &mut self,
        span: Span,
        name: &'a str,
        suffixes: Vec<(Cow<'a, str>, Span)>,
        pred: Pred,
    ) -> R<()> {
        self.routine_mut(span)?;
        let head = Head {
            name,
            suffixes,
            span,
            pred,
        };
        let mut inst = crate::syntax::parse_instruction(self, head)?;
        if self.lenient && pred.is_some() && !inst.pred.is_some() {
            // Keep a predicate the instruction cannot take, for the verifier.
            inst.pred = pred;
        }
        self.push_inst(inst);
        Ok(())
    }

    /// `(` [`!`] PredVar [`.any`|`.all`] `)`.
    fn predicate(&mut self) -> R<Pred> {
        self.expect_punct("(")?;
        let inverse = self.eat_punct("!");
        let (name, sp) = self.expect_name("a predicate variable")?;
        let id = match self.cur.as_ref().and_then(|s| s.lookup(name)) {
            Some(Sym::Pred(id)) => id,
            Some(_) => return self.err(sp, format!("`{name}` is not a predicate variable")),
            None => return self.err(sp, format!("undefined predicate variable `{name}`")),
        };
        let mut ctrl = PredCtrl::None;
        if let Tok::DotWord(w) = *self.peek() {
            let wsp = self.bump().span;
            ctrl = match w.as_str() {
                "any" => PredCtrl::Any,
                "all" => PredCtrl::All,
                _ => {
                    return self.err(
                        wsp,
                        format!("unknown predicate control `.{w}` (expected .any or .all)"),
                    )
                }
            };
        }
        self.expect_punct(")")?;
        Ok(Pred::new(id, inverse, ctrl))
    }

    // ---------------------------------------------------------------- operand helpers

    /// Resolves a name to a symbol.
    pub fn sym(&self, name: &str, sp: Span) -> R<Sym> {
        match self.cur.as_ref().and_then(|s| s.lookup(name)) {
            Some(s) => Ok(s),
            None => self.err(sp, format!("unknown variable `{name}`")),
        }
    }

    /// A general variable by name.
    pub fn gen_var(&mut self) -> R<(u32, Span)> {
        let (name, sp) = self.expect_name("a general variable")?;
        match self.sym(name, sp)? {
            Sym::Gen(id) => Ok((id, sp)),
            _ => self.err(sp, format!("`{name}` is not a general variable")),
        }
    }

    /// `(row, col)` offsets.
    pub fn two_dim_offset(&mut self) -> R<(u8, u8)> {
        self.expect_punct("(")?;
        let rsp = self.span();
        let r = self.int_exp()?;
        if !(0..=255).contains(&r) {
            return self.err(rsp.to(self.prev_span()), "row offset must be 0..255");
        }
        self.expect_punct(",")?;
        let csp = self.span();
        let c = self.int_exp()?;
        if !(0..=255).contains(&c) {
            return self.err(csp.to(self.prev_span()), "column offset must be 0..255");
        }
        self.expect_punct(")")?;
        Ok((r as u8, c as u8))
    }

    /// `(M1, 16)` or `(16)`.
    pub fn exec_size(&mut self) -> R<ExecCtrl> {
        if let Some(e) = self.fast_exec_size() {
            return Ok(e);
        }
        let open = self.expect_punct("(")?;
        let mut mask = MaskCtrl::M1;
        if let Tok::Ident(m) = *self.peek() {
            let sp = self.bump().span;
            mask = MaskCtrl::from_name(&m).ok_or_else(|| {
                ParseError::at(
                    self.src,
                    sp,
                    format!(
                        "invalid execution mask `{m}` (expected M1..M8, M1_NM..M8_NM or NoMask)"
                    ),
                )
            })?;
            self.expect_punct(",")?;
        }
        let sp = self.span();
        let n = match *self.peek() {
            Tok::Dec(v) => {
                self.bump();
                v
            }
            _ => return self.unexpected("an execution size"),
        };
        let size = ExecSize::from_count(n as u32)
            .filter(|_| (1..=32).contains(&n))
            .ok_or_else(|| {
                ParseError::at(
                    self.src,
                    sp,
                    format!("invalid execution size {n} (expected 1, 2, 4, 8, 16 or 32)"),
                )
            })?;
        self.expect_punct(")")?;
        let _ = open;
        Ok(ExecCtrl::new(size, mask))
    }

    /// A destination vector operand of the given classes.
    pub fn dst_operand(&mut self, classes: Classes) -> R<VecOperand> {
        let start = self.span();
        let v = crate::syntax::operands::dst(self, classes)?;
        if self.map.is_some() {
            self.record_operand(Operand::Vec(v.clone()), start);
        }
        Ok(v)
    }

    /// Remembers an operand's span for the source map (callers check that
    /// one is being built, so plain parsing copies nothing).
    fn record_operand(&mut self, op: Operand, start: Span) {
        let sp = start.to(self.prev_span());
        self.op_spans.push((op, sp));
    }

    /// A source vector operand of the given classes.
    pub fn src_operand(&mut self, classes: Classes) -> R<VecOperand> {
        let start = self.span();
        let v = crate::syntax::operands::src(self, classes)?;
        if self.map.is_some() {
            self.record_operand(Operand::Vec(v.clone()), start);
        }
        Ok(v)
    }

    /// A raw operand `V.off`.
    pub fn raw_operand(&mut self) -> R<RawOperand> {
        let start = self.span();
        let r = crate::syntax::operands::raw(self)?;
        if self.map.is_some() {
            self.record_operand(Operand::Raw(r), start);
        }
        Ok(r)
    }

    /// Checks the operand count of an instruction: nothing may follow.
    pub fn end_of_operands(&mut self, mnemonic: &str) -> R<()> {
        if self.at_line_end() {
            Ok(())
        } else {
            let t = self.tok();
            self.err(
                t.span,
                format!(
                    "too many operands for `{mnemonic}`: unexpected {}",
                    t.tok.describe()
                ),
            )
        }
    }
}

/// Pairs each operand with the span it was parsed from. Syntax routines may
/// build operands in another order than the text, and set `.sat` on the
/// destination afterwards, so operands are matched by value, modifiers aside.
fn match_operand_spans(ops: &[Operand], parsed: &mut [(Operand, Span)]) -> Vec<Option<Span>> {
    fn same(a: &Operand, b: &Operand) -> bool {
        match (a, b) {
            (Operand::Vec(x), Operand::Vec(y)) if x.modifier() == y.modifier() => x == y,
            (Operand::Vec(x), Operand::Vec(y)) => {
                // Only `.sat`, set after parsing, differs; rarely taken.
                let mut y = y.clone();
                y.set_modifier(x.modifier());
                *x == y
            }
            _ => a == b,
        }
    }
    let mut used = vec![false; parsed.len()];
    ops.iter()
        .map(|op| {
            let j = (0..parsed.len()).find(|&j| !used[j] && same(op, &parsed[j].0))?;
            used[j] = true;
            Some(parsed[j].1)
        })
        .collect()
}

/// Storage sizes of integer declaration attributes (`attrs={...}`) by name.
/// Kernel attributes follow `KernelAttrKind` instead (measured again).
pub fn attr_int_size(name: &str) -> u8 {
    match name {
        // ArgSize and RetValSize are stored in 4 bytes (measured on a
        // function object GenX_IR wrote).
        "ArgSize" | "RetValSize" => 4,
        "Target" | "SLMSize" | "FESPSize" | "Scope" | "NumGRF" => 1,
        "SurfaceUsage" | "FloatingPointControl" => 1,
        _ => 4,
    }
}
