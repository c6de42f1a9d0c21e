//! Compare xvisa's decoding of fixed-size records with the oracle's answers.
//!
//! Usage: check PROCESSOR RECORD_BYTES RECORDS EXPECTED [MAX_SHOWN]
//! EXPECTED has one line per record as scripts/gcn/llvm-dis.c prints it:
//! `N\ttext` (N = bytes, 0 = invalid) or `C` (LLVM crashed). Prints counts
//! and the first differences; exit status 1 if any record differs.
use std::io::{BufRead, BufReader};

fn main() {
    let a: Vec<String> = std::env::args().collect();
    if a.len() < 5 {
        eprintln!("usage: check PROCESSOR RECORD_BYTES RECORDS EXPECTED [MAX_SHOWN]");
        std::process::exit(2);
    }
    let isa = gcn::Isa::from_processor(&a[1]).expect("unknown processor");
    let size: usize = a[2].parse().unwrap();
    let recs = std::fs::read(&a[3]).unwrap();
    let exp = BufReader::new(std::fs::File::open(&a[4]).unwrap());
    let max_shown: usize = a.get(5).map(|s| s.parse().unwrap()).unwrap_or(20);
    let (mut n, mut valid, mut invalid, mut crash, mut bad) = (0u64, 0u64, 0u64, 0u64, 0u64);
    // Records the table refuses as unsupported (GFX9-encoded VOP3P words
    // on GFX10): not compared, counted apart, per reason.
    let mut unsupported = 0u64;
    let mut why = std::collections::BTreeMap::<&str, u64>::new();
    let mut s = String::new();
    for (i, line) in exp.lines().enumerate() {
        let line = line.unwrap();
        let rec = &recs[i * size..(i + 1) * size];
        n += 1;
        if line == "C" {
            crash += 1;
            continue;
        }
        let (len, text) = line.split_once('\t').unwrap();
        let len: usize = len.parse().unwrap();
        s.clear();
        let got = match gcn::decode(isa, rec) {
            Ok(inst) => {
                inst.print(isa, &mut s);
                (inst.len(), s.as_str())
            }
            Err(gcn::DecodeError::Unsupported { what, .. }) => {
                unsupported += 1;
                *why.entry(what).or_default() += 1;
                continue;
            }
            Err(_) => (0, ""),
        };
        if len == 0 {
            invalid += 1;
        } else {
            valid += 1;
        }
        if got != (len, text) {
            bad += 1;
            if bad as usize <= max_shown {
                let hex: Vec<String> = rec
                    .chunks(4)
                    .map(|c| format!("{:08x}", u32::from_le_bytes([c[0], c[1], c[2], c[3]])))
                    .collect();
                println!(
                    "{} llvm: {}\t{}\n{} ours: {}\t{}",
                    hex.join(" "),
                    len,
                    text,
                    " ".repeat(hex.join(" ").len()),
                    got.0,
                    got.1
                );
            }
        }
    }
    println!(
        "{}: {n} records: {valid} valid, {invalid} invalid, {crash} LLVM crashes; {bad} differ{}",
        a[1],
        if unsupported > 0 {
            let w: Vec<String> = why.iter().map(|(k, v)| format!("{v} {k}")).collect();
            format!(
                " ({unsupported} refused as unsupported, not compared: {})",
                w.join(", ")
            )
        } else {
            String::new()
        }
    );
    if bad > 0 {
        std::process::exit(1);
    }
}
