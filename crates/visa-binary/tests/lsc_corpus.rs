//! The LSC corpus against its committed GenX_IR fixtures: every DG2 and PVC
//! OpenCL kernel (`tests/corpus/ocl/{dg2-g10,pvc}`) and every hand-written
//! `tests/corpus/handwritten/lsc_*.visaasm` must
//!
//! - print as GenX_IR re-prints it (`X.genx.visaasm`), up to the deviations
//!   DEVELOPERS.md documents (subroutine labels `name_<id>`, absent typed
//!   coordinates printed as `%null`),
//! - print to a fixed point, and
//! - assemble to GenX_IR's object (`X.genx.isa`) byte for byte.

use std::path::{Path, PathBuf};

use visa::Platform;
use visa_binary::{GenBinary, Layout, WriteOptions};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/corpus")
}

/// `(source, platform)` pairs to check.
fn cases() -> Vec<(PathBuf, Platform)> {
    let mut out = Vec::new();
    for (dir, p) in [("dg2-g10", Platform::Dg2), ("pvc", Platform::Pvc)] {
        let Ok(groups) = std::fs::read_dir(corpus().join("ocl").join(dir)) else {
            continue;
        };
        for g in groups.flatten() {
            let Ok(files) = std::fs::read_dir(g.path()) else {
                continue;
            };
            for f in files.flatten() {
                let name = f.file_name().to_string_lossy().to_string();
                if name.contains("_simd") && name.ends_with(".visaasm") && !name.contains(".genx.")
                {
                    out.push((f.path(), p));
                }
            }
        }
    }
    let hw = corpus().join("handwritten");
    for f in std::fs::read_dir(&hw)
        .expect("handwritten corpus")
        .flatten()
    {
        let name = f.file_name().to_string_lossy().to_string();
        if name.starts_with("lsc_") && name.ends_with(".visaasm") && !name.contains(".genx.") {
            let src = std::fs::read_to_string(f.path()).expect("read");
            let plat = src
                .lines()
                .next()
                .and_then(|l| l.strip_prefix("// platform:"))
                .and_then(|p| Platform::from_name(p.trim()))
                .unwrap_or_else(|| panic!("{name}: first line must be `// platform: NAME`"));
            out.push((f.path(), plat));
        }
    }
    out.sort();
    out
}

fn with_ext(p: &Path, ext: &str) -> PathBuf {
    let s = p.to_string_lossy();
    PathBuf::from(format!("{}.{ext}", s.trim_end_matches(".visaasm")))
}

fn is_label_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '$' | '@' | '?')
}

/// Replaces `name_<digits>` (a whole token) by `name`.
fn strip_label_id(line: &str, name: &str) -> String {
    let b = line.as_bytes();
    let mut out = String::new();
    let mut i = 0;
    while i < line.len() {
        let starts = line[i..].starts_with(name)
            && (i == 0 || !is_label_char(b[i - 1] as char))
            && b.get(i + name.len()) == Some(&b'_');
        if starts {
            let d0 = i + name.len() + 1;
            let mut d = d0;
            while d < b.len() && b[d].is_ascii_digit() {
                d += 1;
            }
            if d > d0 && b.get(d).is_none_or(|&c| !is_label_char(c as char)) {
                out.push_str(name);
                i = d;
                continue;
            }
        }
        let ch = line[i..].chars().next().expect("char");
        out.push(ch);
        i += ch.len_utf8();
    }
    out
}

/// GenX_IR's re-print with the documented deviations undone.
fn normalise(ours: &str, theirs: &str) -> String {
    let names: Vec<&str> = ours
        .lines()
        .filter_map(|l| l.strip_prefix(".function \"")?.strip_suffix('"'))
        .collect();
    let mut out = Vec::new();
    for line in theirs.split('\n') {
        let mut new = line.to_string();
        for n in &names {
            new = strip_label_id(&new, n);
        }
        if new.contains(".tgm") {
            while new.contains(", %null]:a") {
                new = new.replacen(", %null]:a", "]:a", 1);
            }
        }
        if new != line {
            // Re-pad the `/// $N` comment to column 81 as the printer does.
            if let Some(i) = new.find(" /// $") {
                let body = new[..i].trim_end().to_string();
                let id = new[i + 1..].to_string();
                let pad = 80usize.saturating_sub(body.chars().count());
                new = format!("{body}{} {id}", " ".repeat(pad));
            }
        }
        out.push(new);
    }
    out.join("\n")
}

#[test]
fn lsc_corpus_matches_genx_ir() {
    let cases = cases();
    assert!(!cases.is_empty(), "no corpus found");
    let mut failures = Vec::new();
    for (src_path, plat) in &cases {
        let name = src_path.display().to_string();
        let src = std::fs::read_to_string(src_path).expect("read");
        let opts = visa_text::ParseOptions { platform: *plat };
        let m = match visa_text::parse_with(&src, opts) {
            Ok(m) => m,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        let popts = visa_text::PrintOptions {
            platform: *plat,
            ..Default::default()
        };
        let text = visa_text::print_module_with(&m, popts);
        if let Ok(genx) = std::fs::read_to_string(with_ext(src_path, "genx.visaasm")) {
            if text != normalise(&text, &genx) {
                failures.push(format!("{name}: printed text differs from GenX_IR's"));
            }
        }
        match visa_text::parse_with(&text, opts) {
            Ok(m2) if visa_text::print_module_with(&m2, popts) == text => {}
            _ => failures.push(format!("{name}: printing is not a fixed point")),
        }
        let (Ok(isa), Ok(dat)) = (
            std::fs::read(with_ext(src_path, "genx.isa")),
            std::fs::read(with_ext(src_path, "genx.dat")),
        ) else {
            continue;
        };
        let wopts = WriteOptions {
            layout: Layout::Genx12504,
            gen_binaries: vec![(
                0,
                GenBinary {
                    platform: plat.gen_code(),
                    data: dat,
                },
            )],
        };
        match visa_binary::write(&m, &wopts) {
            Ok(bytes) if bytes == isa => {}
            Ok(bytes) => {
                let at = bytes.iter().zip(&isa).position(|(a, b)| a != b);
                failures.push(format!(
                    "{name}: object differs from GenX_IR's (first difference at {at:?}, sizes {} and {})",
                    bytes.len(),
                    isa.len()
                ));
            }
            Err(e) => failures.push(format!("{name}: {e}")),
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} files fail:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

#[test]
fn label_ids_are_stripped_as_whole_tokens() {
    assert_eq!(
        strip_label_id("call (M1, 8) f_1_1", "f_1"),
        "call (M1, 8) f_1"
    );
    assert_eq!(strip_label_id("xf_1_2 f_12", "f_1"), "xf_1_2 f_12");
}

/// `lsc_apndctr_atomic_add.tgm` builds a typed access with sub-opcode 0,
/// which GenX_IR's typed table lacks: it writes the opcode and sub-opcode
/// only, yet sizes the instruction area by all operands but exec size and
/// predicate (58 bytes). Measured with `GenX_IR -platform DG2 -binary`.
#[test]
fn typed_sub_opcode_0_as_genx_ir_writes_it() {
    let src = ".version 4.1\n.kernel \"k\"\n\
               .decl VB v_type=G type=ud num_elts=32 align=GRF\n\
               .decl VD v_type=G type=d num_elts=256 align=GRF\n\
               BODY:\n\
               \x20   lsc_apndctr_atomic_add.tgm (M1, 8) VD:d32 bti(0x1)[VB]:a32 %null %null\n\
               \x20   ret (M1, 1)\n";
    let opts = visa_text::ParseOptions {
        platform: Platform::Dg2,
    };
    let m = visa_text::parse_with(src, opts).expect("parse");
    let (obj, _) = visa_binary::routine_object(&m.routines[0], Layout::Genx12504).expect("write");
    // label BODY (0x31, index 0), the typed access, ret; then zeros up to
    // 3 + 58 + 4 bytes.
    let mut code = vec![0x31, 0, 0, 0x8A, 0x00, 0x34];
    code.resize(3 + 58 + 4, 0);
    assert!(
        obj.ends_with(&code),
        "instruction area: {:02x?}",
        &obj[obj.len() - 70..]
    );
    // Before the code: code size, entry offset, one attribute (Target: name
    // index, size byte, value byte) and its count.
    let at = obj.len() - code.len() - (4 + 4 + 2 + 6);
    let size = u32::from_le_bytes(obj[at..at + 4].try_into().unwrap());
    assert_eq!(size as usize, code.len());
}
