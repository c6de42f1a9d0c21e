//! Development tool: measures, instruction by instruction, how many layout
//! fields an object written by GenX_IR holds, and compares with our rule.
//!
//! `cargo run -p visa-binary --example calibrate -- X.visaasm X.isa [PLATFORM]`

use visa_binary::{
    expanded_fields, instruction_chunks, kept_fields, string_pool, Layout, StringIndex,
};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let src = std::fs::read_to_string(&args[1]).expect("visaasm");
    let isa = std::fs::read(&args[2]).expect("isa");
    let platform = args
        .get(3)
        .and_then(|p| visa::Platform::from_name(p))
        .unwrap_or(visa::Platform::Skl);
    let m = visa_text::parse_with(&src, visa_text::ParseOptions { platform }).expect("parse");
    // Locate each routine's instruction area by re-encoding its header.
    for r in &m.routines {
        let (obj, _) = visa_binary::routine_object(r, Layout::Full).expect("encode");
        let Some(start) = find(&isa, &obj[..obj.len().min(64)]) else {
            println!("routine {}: header not found in the object", r.name);
            continue;
        };
        let pool = string_pool(r);
        let mut idx = StringIndex::new(r, &pool);
        let err = |m: String| visa_binary::WriteError::TooManyBinaries.to_string() + &m;
        let chunks: Vec<Vec<Vec<u8>>> = r
            .insts
            .iter()
            .map(|i| {
                instruction_chunks(i, &mut idx, &|m| {
                    let _ = err(m);
                    visa_binary::WriteError::TooManyBinaries
                })
                .expect("chunks")
                .into_iter()
                .map(|c| c.expect("present"))
                .collect()
            })
            .collect();
        let full: usize = chunks.iter().flatten().map(Vec::len).sum();
        let code_start = start + obj.len() - full;
        let code = &isa[code_start..(code_start + full).min(isa.len())];
        let mut ks = vec![0usize; chunks.len()];
        let mut deepest = 0;
        if !solve(code, 0, &chunks, 0, &mut ks, &mut deepest) {
            let n = deepest;
            let inst = &r.insts[n];
            println!(
                "routine {}: no consistent truncation found; stuck at #{n} {} {:?}",
                r.name,
                visa::op_info(inst.opcode).map_or("?", |i| i.mnemonic),
                chunks[n]
            );
            continue;
        }
        for (n, inst) in r.insts.iter().enumerate() {
            let info = visa::op_info(inst.opcode).expect("op");
            let fields = expanded_fields(inst).unwrap();
            let pred = kept_fields(inst, Layout::Genx12504);
            let names: Vec<&str> = fields.iter().map(|f| f.name).collect();
            let mark = if pred == ks[n] { "ok " } else { "BAD" };
            let sub = if info.subops.is_empty() {
                String::new()
            } else {
                format!(".{}", inst.operands[0].as_imm().unwrap_or(0))
            };
            println!(
                "{mark} #{n} {}{} kept {} of {} (rule {}) [{}]",
                info.mnemonic,
                sub,
                ks[n],
                fields.len(),
                pred,
                names.join(",")
            );
        }
    }
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// Depth-first search for field counts that reproduce `code`.
fn solve(
    code: &[u8],
    pos: usize,
    chunks: &[Vec<Vec<u8>>],
    i: usize,
    ks: &mut [usize],
    deepest: &mut usize,
) -> bool {
    *deepest = (*deepest).max(i);
    if i == chunks.len() {
        return code[pos..].iter().all(|&b| b == 0);
    }
    let c = &chunks[i];
    if code.get(pos) != Some(&c[0][0]) {
        return false;
    }
    let mut p = pos + 1;
    let mut candidates = vec![(0usize, p)];
    for (k, f) in c.iter().enumerate().skip(1) {
        if code.get(p..p + f.len()) != Some(f.as_slice()) {
            break;
        }
        p += f.len();
        candidates.push((k, p));
    }
    for (k, p) in candidates.into_iter().rev() {
        ks[i] = k;
        if solve(code, p, chunks, i + 1, ks, deepest) {
            return true;
        }
    }
    false
}
