//! GFX10 lane-mask operands in both wavefront sizes, round trip against
//! LLVM 14 without the oracle: `tests/lanes/<processor>.txt` holds, for
//! every instruction whose wave32 and wave64 records differ (VOPC and
//! VOP3B scalar destinations, `v_cndmask_b32`'s select, the carries of
//! `v_*_co_ci_u32`, implicit `vcc`/`vcc_lo`), lines in both spellings and
//! mixed, with what `llvm-mc-14 -show-encoding` answered and the text
//! `llvm-objdump-14 -d` printed for those bytes (`--mattr=+wavefrontsize64`
//! for the `w64` modes). `scripts/gcn/lanes.py write CPU` regenerates them;
//! `scripts/ci.d/60-gcn-asm.sh` re-checks them live. Every line must give
//! the same bytes (or be refused by both), and the bytes must print as
//! `llvm-objdump-14` printed them: text -> bytes -> text.

fn unhex(s: &str) -> Vec<u8> {
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap())
        .collect()
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

struct Counts {
    lines: usize,
    accepted: usize,
    /// Accepted lines in the other mode's spelling (a 32-bit register for
    /// a wave64 lane mask, `vcc_lo` in wave64).
    mnemonics: std::collections::BTreeSet<String>,
    /// Accepted lines whose bytes LLVM's disassembler does not decode.
    undecodable: usize,
}

fn check(cpu: &str, failures: &mut Vec<String>) -> Counts {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/lanes");
    let text = std::fs::read_to_string(format!("{dir}/{cpu}.txt"))
        .unwrap_or_else(|e| panic!("{dir}/{cpu}.txt: {e}"));
    let isa = gcn::Isa::from_processor(cpu).unwrap_or_else(|| panic!("{cpu}: not in the table"));
    let mut c = Counts {
        lines: 0,
        accepted: 0,
        mnemonics: Default::default(),
        undecodable: 0,
    };
    let mut s = String::new();
    for row in text.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = row.split('\t').collect();
        let (src, want) = (f[0], f[1]);
        c.lines += 1;
        let got = gcn::assemble_line(isa, src);
        if want == "!" {
            if let Ok(i) = got {
                failures.push(format!(
                    "{cpu}: `{src}`: llvm-mc-14 refuses it ({}), xvisa gives {}",
                    f[2],
                    hex(&i
                        .words()
                        .iter()
                        .flat_map(|w| w.to_le_bytes())
                        .collect::<Vec<_>>())
                ));
            }
            continue;
        }
        c.accepted += 1;
        c.mnemonics
            .insert(src.split(' ').next().unwrap().to_string());
        let printed = f[2];
        match got {
            Err(e) => failures.push(format!(
                "{cpu}: `{src}`: llvm-mc-14 gives {want}, xvisa refuses it: {}",
                e.message
            )),
            Ok(i) => {
                let b: Vec<u8> = i.words().iter().flat_map(|w| w.to_le_bytes()).collect();
                if hex(&b) != want {
                    failures.push(format!(
                        "{cpu}: `{src}`: llvm-mc-14 gives {want}, xvisa {}",
                        hex(&b)
                    ));
                }
            }
        }
        // The oracle's bytes back to text (`.long`: words LLVM does not
        // decode, such as an SDWA compare into `vcc_hi` in wave64).
        s.clear();
        match gcn::decode(isa, &unhex(want)) {
            Err(gcn::DecodeError::Invalid { .. }) if printed.starts_with(".long ") => {
                c.undecodable += 1;
            }
            Ok(i) => {
                i.print(isa, &mut s);
                if s != printed {
                    failures.push(format!(
                        "{cpu}: {want}: llvm-objdump-14 prints `{printed}`, xvisa `{s}`"
                    ));
                }
            }
            Err(e) => failures.push(format!(
                "{cpu}: {want}: llvm-objdump-14 prints `{printed}`, xvisa: {e:?}"
            )),
        }
    }
    c
}

/// GFX10.1 and GFX10.3 (gfx1011 and gfx1013 have gfx1010's lane-mask
/// records), in both modes; each file must
/// exercise the lane-mask instructions (a file of refusals only would
/// prove nothing).
#[test]
fn lane_masks_round_trip_against_llvm() {
    let mut failures = Vec::new();
    for cpu in ["gfx1010", "gfx1010w64", "gfx1030", "gfx1030w64"] {
        let c = check(cpu, &mut failures);
        assert!(
            c.lines > 1000 && c.accepted > 500 && c.undecodable * 10 < c.accepted,
            "{cpu}: {} lines, {} accepted, {} of them not decodable",
            c.lines,
            c.accepted,
            c.undecodable
        );
        for m in [
            "v_cndmask_b32_e64",
            "v_cndmask_b32",
            "v_add_co_ci_u32_e64",
            "v_sub_co_ci_u32_e64",
            "v_subrev_co_ci_u32_e64",
            "v_add_co_ci_u32_e32",
            "v_cmp_eq_u32_e64",
            "v_cmp_eq_u32_sdwa",
            "v_div_scale_f32",
            "v_mad_u64_u32",
            "v_add_co_u32",
        ] {
            assert!(c.mnemonics.contains(m), "{cpu}: no accepted `{m}` line");
        }
    }
    assert!(
        failures.is_empty(),
        "{} disagreements with LLVM 14:\n{}",
        failures.len(),
        failures[..failures.len().min(40)].join("\n")
    );
}

/// The lines the gap was reported with, in wave64 (llvm-mc-14 -mcpu=gfx1030
/// -mattr=+wavefrontsize64 -show-encoding, llvm-objdump-14
/// --mattr=+wavefrontsize64), and their 64-bit forms refused in wave32.
#[test]
fn wave64_takes_32_bit_selects_and_carries() {
    let w64 = gcn::Isa::from_processor_wave("gfx1030", true).unwrap();
    let w32 = gcn::Isa::from_processor_wave("gfx1030", false).unwrap();
    for (line, bytes, text) in [
        (
            "v_cndmask_b32_e64 v1, v1, v1, s1",
            "010001d501030600",
            "v_cndmask_b32_e64 v1, v1, v1, s[0:1]",
        ),
        (
            "v_add_co_ci_u32_e64 v1, s[2:3], v1, v1, s1",
            "010228d501030600",
            "v_add_co_ci_u32_e64 v1, s[2:3], v1, v1, s[0:1]",
        ),
        (
            "v_cndmask_b32 v1, v1, v1, vcc_lo",
            "01030202",
            "v_cndmask_b32_e32 v1, v1, v1, vcc",
        ),
        (
            // A mix of implicit spellings is no VOP2: VOP3 with both.
            "v_add_co_ci_u32 v1, vcc, v1, v1, vcc_lo",
            "016a28d50103aa01",
            "v_add_co_ci_u32_e64 v1, vcc, v1, v1, vcc",
        ),
        (
            "v_cmp_eq_u32_e64 s1, v1, v1",
            "0100c2d401030200",
            "v_cmp_eq_u32_e64 s[0:1], v1, v1",
        ),
    ] {
        let i = gcn::assemble_line(w64, line).unwrap_or_else(|e| panic!("{line}: {}", e.message));
        let b: Vec<u8> = i.words().iter().flat_map(|w| w.to_le_bytes()).collect();
        assert_eq!(hex(&b), bytes, "{line}");
        let mut s = String::new();
        gcn::decode(w64, &b).unwrap().print(w64, &mut s);
        assert_eq!(s, text, "{line}");
    }
    for line in [
        "v_cndmask_b32_e64 v1, v1, v1, s[2:3]",
        "v_add_co_ci_u32_e64 v1, s[2:3], v1, v1, s1",
        "v_add_co_ci_u32_e32 v1, vcc, v1, v1, vcc_lo",
        "v_cmp_eq_u32_e64 s[2:3], v1, v1",
    ] {
        assert!(
            gcn::assemble_line(w32, line).is_err(),
            "wave32 takes {line}"
        );
    }
    assert!(gcn::assemble_line(w64, "v_add_co_ci_u32_e32 v1, vcc, v1, v1, vcc_lo").is_err());
}
