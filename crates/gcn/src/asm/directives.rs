//! The directives an assembly file of code uses: sections, alignment, data,
//! symbols, `.amdgcn_target`, and the `.amdhsa_kernel` and
//! `.amdgpu_metadata` blocks (collected as text for the code object
//! writer).

use super::expr::Value;
use super::lexer::{Punct, Tok};
use super::parse::Cursor;
use super::{AsmErr, State};
use crate::asm::encode::Env;

/// `s_nop 0`: what LLVM pads code with.
const NOP: [u8; 4] = [0x00, 0x00, 0x80, 0xbf];

pub(super) fn directive(
    st: &mut State,
    cur: &mut Cursor,
    name: &str,
    at: u32,
) -> Result<(), AsmErr> {
    match name {
        ".text" => {
            st.other_section = false;
            cur.end()
        }
        ".section" => {
            let t = cur.tok;
            let sec = match t.tok {
                Tok::Ident(s) => s,
                Tok::Str(s) => &s[1..s.len() - 1],
                _ => return Err(AsmErr::new(t.start, "expected section name")),
            };
            st.other_section = !(sec == ".text" || sec.starts_with(".text."));
            cur.skip_statement();
            Ok(())
        }
        ".rodata" | ".data" | ".bss" => {
            st.other_section = true;
            cur.end()
        }
        ".p2align" | ".align" | ".balign" | ".p2alignw" | ".p2alignl" | ".balignw" | ".balignl" => {
            align(st, cur, name)
        }
        ".byte" | ".short" | ".hword" | ".2byte" | ".value" | ".long" | ".int" | ".4byte"
        | ".word" | ".quad" | ".8byte" => {
            let size = match name {
                ".byte" => 1,
                ".short" | ".hword" | ".2byte" | ".value" => 2,
                ".quad" | ".8byte" => 8,
                _ => 4,
            };
            loop {
                let p = cur.at();
                let e = cur.expr()?;
                let v = match st.eval(&e) {
                    Ok(Value::Abs(v)) => v,
                    _ => return Err(AsmErr::new(p, "expected absolute expression")),
                };
                if size < 8 {
                    let lo = -(1i64 << (size * 8 - 1));
                    let hi = (1i64 << (size * 8)) - 1;
                    if v < lo || v > hi {
                        return Err(AsmErr::new(p, "out of range literal value"));
                    }
                }
                emit(st, &v.to_le_bytes()[..size]);
                if !cur.eat(Punct::Comma) {
                    break;
                }
            }
            cur.end()
        }
        ".zero" | ".space" | ".skip" => {
            let p = cur.at();
            let n = abs(st, cur, p)?;
            let mut fill = 0;
            if cur.eat(Punct::Comma) {
                let p = cur.at();
                fill = abs(st, cur, p)?;
            }
            if !(0..=1 << 24).contains(&n) {
                return Err(AsmErr::new(p, "invalid number of bytes"));
            }
            emit(st, &vec![fill as u8; n as usize]);
            cur.end()
        }
        ".fill" => {
            let p = cur.at();
            let n = abs(st, cur, p)?;
            let (mut size, mut val) = (1i64, 0i64);
            if cur.eat(Punct::Comma) {
                let p = cur.at();
                size = abs(st, cur, p)?;
                if cur.eat(Punct::Comma) {
                    let p = cur.at();
                    val = abs(st, cur, p)?;
                }
            }
            if !(0..=1 << 24).contains(&n) || !(0..=8).contains(&size) {
                return Err(AsmErr::new(p, "invalid .fill"));
            }
            for _ in 0..n {
                let b = val.to_le_bytes();
                let mut v = b[..(size as usize).min(4)].to_vec();
                v.resize(size as usize, 0);
                emit(st, &v);
            }
            cur.end()
        }
        ".set" | ".equ" => {
            let t = cur.tok;
            let Tok::Ident(sym) = t.tok else {
                return Err(AsmErr::new(t.start, "expected identifier"));
            };
            cur.bump();
            if !cur.eat(Punct::Comma) {
                return Err(AsmErr::new(cur.at(), "expected comma"));
            }
            let e = cur.expr()?;
            super::assign(st, sym, t.start, e);
            cur.end()
        }
        ".amdgcn_target" => {
            let t = cur.tok;
            let Tok::Str(s) = t.tok else {
                return Err(AsmErr::new(t.start, "expected a string"));
            };
            let s = &s[1..s.len() - 1];
            // The processor must be this one (LLVM: "target must match options").
            let proc = s
                .rsplit('-')
                .next()
                .unwrap_or("")
                .split(':')
                .next()
                .unwrap_or("");
            let ok = amdgpu::target::Processor::by_name(proc)
                .map(|p| crate::Isa::from_processor(p.name) == Some(st.isa))
                .unwrap_or(false);
            if !ok {
                return Err(AsmErr::new(t.start, "target must match options"));
            }
            st.out.target = Some(s.to_string());
            cur.bump();
            cur.end()
        }
        ".amdhsa_kernel" => {
            let t = cur.tok;
            let Tok::Ident(k) = t.tok else {
                return Err(AsmErr::new(t.start, "expected symbol name"));
            };
            let body = block(st, cur, ".end_amdhsa_kernel", at)?;
            st.out.kernels.push((k.to_string(), body));
            Ok(())
        }
        ".amdgpu_metadata" => {
            let body = block(st, cur, ".end_amdgpu_metadata", at)?;
            st.out.metadata = Some(body);
            Ok(())
        }
        ".globl"
        | ".global"
        | ".weak"
        | ".local"
        | ".hidden"
        | ".protected"
        | ".type"
        | ".size"
        | ".file"
        | ".ident"
        | ".amdhsa_code_object_version"
        | ".amdgcn_hsa_code_object_version"
        | ".amdgpu_hsa_kernel"
        | ".loc"
        | ".cfi_sections"
        | ".addrsig"
        | ".p2align_nop" => {
            cur.skip_statement();
            Ok(())
        }
        _ => Err(AsmErr::new(at, format!("unknown directive `{name}`"))),
    }
}

fn abs(st: &State, cur: &mut Cursor, p: u32) -> Result<i64, AsmErr> {
    let e = cur.expr()?;
    match st.eval(&e) {
        Ok(Value::Abs(v)) => Ok(v),
        _ => Err(AsmErr::new(p, "expected absolute expression")),
    }
}

fn emit(st: &mut State, b: &[u8]) {
    if !st.other_section {
        st.code.extend_from_slice(b);
    }
}

/// `.p2align N[, fill[, max]]`, `.align`/`.balign N` (bytes). Code is
/// padded with `s_nop 0` unless a fill byte is given.
fn align(st: &mut State, cur: &mut Cursor, name: &str) -> Result<(), AsmErr> {
    let p = cur.at();
    let n = abs(st, cur, p)?;
    let pow2 = name.starts_with(".p2align");
    let align = if pow2 {
        if !(0..=30).contains(&n) {
            return Err(AsmErr::new(p, "invalid alignment value"));
        }
        1u64 << n
    } else {
        if n <= 0 || n & (n - 1) != 0 || n > 1 << 30 {
            return Err(AsmErr::new(p, "alignment must be a power of 2"));
        }
        n as u64
    };
    let mut fill: Option<i64> = None;
    let mut max: Option<i64> = None;
    if cur.eat(Punct::Comma) {
        if !cur.is(Punct::Comma) {
            let p = cur.at();
            fill = Some(abs(st, cur, p)?);
        }
        if cur.eat(Punct::Comma) {
            let p = cur.at();
            max = Some(abs(st, cur, p)?);
        }
    }
    cur.end()?;
    if st.other_section {
        return Ok(());
    }
    let pos = st.code.len() as u64;
    let pad = (align - pos % align) % align;
    if let Some(m) = max {
        if pad as i64 > m {
            return Ok(());
        }
    }
    match fill {
        Some(f) => {
            let v = vec![f as u8; pad as usize];
            st.code.extend_from_slice(&v);
        }
        None => {
            if !pad.is_multiple_of(4) {
                // LLVM 14 never finishes on this: refuse it.
                return Err(AsmErr::new(
                    p,
                    "code alignment padding is not a whole number of s_nop instructions",
                ));
            }
            for _ in 0..pad / 4 {
                st.code.extend_from_slice(&NOP);
            }
        }
    }
    Ok(())
}

/// The text of a block up to its end directive (at the start of a line);
/// the cursor moves past it.
fn block(st: &State, cur: &mut Cursor, end: &str, at: u32) -> Result<String, AsmErr> {
    let src = st.src;
    // The block starts on the line after the directive.
    let start = match src[cur.at() as usize..].find('\n') {
        Some(i) => cur.at() as usize + i + 1,
        None => return Err(AsmErr::new(at, format!("no {end} for this block"))),
    };
    let mut pos = start;
    loop {
        let line_end = src[pos..].find('\n').map(|i| pos + i).unwrap_or(src.len());
        let line = src[pos..line_end].trim();
        if line == end
            || line.starts_with(&format!("{end} "))
            || line.starts_with(&format!("{end}\t"))
        {
            let body = src[start..pos].to_string();
            cur.reset_to(line_end);
            return Ok(body);
        }
        if line_end >= src.len() {
            return Err(AsmErr::new(at, format!("no {end} for this block")));
        }
        pos = line_end + 1;
    }
}
