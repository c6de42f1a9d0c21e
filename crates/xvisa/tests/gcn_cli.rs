//! `xvisa gcn dis` and `xvisa co dis` end to end. `co dis` output is
//! compared with fixtures that `scripts/gcn/codis-check.py --fixtures`
//! wrote after checking them live: instruction text equal to
//! `llvm-objdump-14 -d`, re-assembled by `llvm-mc-14` (16 for V5) into the same code
//! bytes, descriptors and metadata, linked by `ld.lld-14 -shared`
//! (`scripts/ci.d/60-gcn.sh` repeats that check).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn xvisa(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_xvisa"))
        .args(args)
        .output()
        .unwrap()
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

fn tmp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("xvisa-gcn-cli-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d.join(name)
}

fn hex(s: &str) -> Vec<u8> {
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap())
        .collect()
}

/// The records of a decoder fixture that LLVM decoded as one whole
/// instruction filling the start of the record: (bytes, text).
fn fixture_insts(cpu: &str) -> Vec<(Vec<u8>, String)> {
    let f = root().join(format!("crates/gcn/tests/fixtures/{cpu}.txt"));
    let text = std::fs::read_to_string(f).unwrap();
    let mut out = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let mut p = line.splitn(3, '\t');
        let rec = hex(p.next().unwrap());
        let Ok(len) = p.next().unwrap().parse::<usize>() else {
            continue;
        };
        if len > 0 {
            out.push((rec[..len].to_vec(), p.next().unwrap_or("").to_string()));
        }
    }
    out
}

#[test]
fn gcn_dis_prints_llvm_text_for_a_stream() {
    for cpu in ["gfx900", "gfx906", "gfx908", "gfx90a"] {
        let insts = fixture_insts(cpu);
        assert!(insts.len() > 1000, "{cpu}: {}", insts.len());
        let bin = tmp(&format!("{cpu}.bin"));
        let out = tmp(&format!("{cpu}.s"));
        let bytes: Vec<u8> = insts.iter().flat_map(|(b, _)| b.clone()).collect();
        std::fs::write(&bin, &bytes).unwrap();
        let o = xvisa(&["gcn", "dis", s(&bin), "--mcpu", cpu, "-o", s(&out)]);
        assert_eq!(
            o.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&o.stderr)
        );
        let text = std::fs::read_to_string(&out).unwrap();
        let mut lines = text.lines();
        assert_eq!(lines.next(), Some("\t.text"));
        let got: Vec<&str> = lines.collect();
        assert_eq!(got.len(), insts.len(), "{cpu}");
        for (g, (b, want)) in got.iter().zip(&insts) {
            assert_eq!(
                g.strip_prefix('\t'),
                Some(want.as_str()),
                "{cpu}: bytes {b:02x?}"
            );
        }
    }
}

#[test]
fn gcn_dis_reports_bad_words_and_processors() {
    // s_endpgm, a word that is no gfx900 instruction, then two stray bytes.
    let bin = tmp("bad.bin");
    std::fs::write(&bin, [0x00, 0x00, 0x81, 0xbf, 0xff, 0xff, 0xff, 0xff, 1, 2]).unwrap();
    let o = xvisa(&["gcn", "dis", s(&bin), "--mcpu", "gfx900"]);
    assert_eq!(o.status.code(), Some(1));
    let out = String::from_utf8(o.stdout).unwrap();
    assert_eq!(
        out,
        "\t.text\n\ts_endpgm\n\t.long 0xffffffff\n\t.byte 0x01\n\t.byte 0x02\n"
    );
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(err.contains("offset 0x4:"), "{err}");
    assert!(err.contains("offset 0x8:"), "{err}");
    let o = xvisa(&["gcn", "dis", s(&bin), "--mcpu", "gfx1200"]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(
        err.contains("unknown or unsupported processor `gfx1200`"),
        "{err}"
    );
    // An output file that cannot be written.
    let o = xvisa(&[
        "gcn",
        "dis",
        s(&bin),
        "--mcpu",
        "gfx900",
        "-o",
        "/nonexistent/x.s",
    ]);
    assert_eq!(o.status.code(), Some(2));
}

/// Every committed `co dis` fixture: the object it names disassembles to
/// exactly that text.
#[test]
fn co_dis_matches_checked_fixtures() {
    let dir = root().join("tests/corpus/gcn-dis");
    let list = std::fs::read_to_string(dir.join("objects.txt")).unwrap();
    let mut n = 0;
    for rel in list
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
    {
        let obj = root().join(rel);
        let name = rel.replace('/', "__");
        let want = std::fs::read_to_string(dir.join(format!("{name}.s")))
            .unwrap_or_else(|e| panic!("{name}.s: {e}"));
        let o = xvisa(&["co", "dis", s(&obj)]);
        assert_eq!(
            o.status.code(),
            Some(0),
            "{rel}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        let got = String::from_utf8(o.stdout).unwrap();
        if got != want {
            let k = got
                .lines()
                .zip(want.lines())
                .position(|(a, b)| a != b)
                .unwrap_or(0);
            panic!(
                "{rel}: line {}: got `{}`, fixture `{}`",
                k + 1,
                got.lines().nth(k).unwrap_or(""),
                want.lines().nth(k).unwrap_or("")
            );
        }
        n += 1;
    }
    assert!(n >= 100, "only {n} fixtures");
}

#[test]
fn co_dis_labels_branches_and_writes_the_pieces() {
    let f = root().join("tests/corpus/gcn/gfx900/collatz.co");
    let out = tmp("collatz.s");
    let o = xvisa(&["co", "dis", s(&f), "-o", s(&out)]);
    assert_eq!(o.status.code(), Some(0));
    assert!(o.stdout.is_empty());
    let text = std::fs::read_to_string(&out).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[1],
        "// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx900 --amdhsa-code-object-version=4 -filetype=obj"
    );
    assert!(lines.contains(&"\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx900\""));
    assert!(lines.contains(&"collatz:"));
    // `s_cbranch_execz 28` at 0x50 jumps to 0x50 + 4 + 28 * 4 = 0xc4.
    assert!(lines.contains(&"\ts_cbranch_execz .Lc4"), "{text}");
    assert!(lines.contains(&".Lc4:"));
    assert!(lines.contains(&".amdhsa_kernel collatz"));
    assert!(lines.contains(&"\t.amdgpu_metadata"));
    assert!(lines.contains(&"\t.end_amdgpu_metadata"));
}

#[test]
fn co_dis_errors() {
    let bad = tmp("bad.co");
    std::fs::write(&bad, b"not an ELF file at all, just text").unwrap();
    let o = xvisa(&["co", "dis", s(&bad)]);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(err.contains("offset 0"), "{err}");
    // A processor the instruction table does not have (RDNA3).
    let f = root().join("tests/amdgpu/corpus-new/basic-gfx1100-v5-llvm16.co");
    let o = xvisa(&["co", "dis", s(&f)]);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(
        err.contains("no instruction table for processor gfx1100"),
        "{err}"
    );
    let o = xvisa(&["co", "dis", "/nonexistent.co"]);
    assert_eq!(o.status.code(), Some(2));
}

/// The 64 bytes a `co dis` data descriptor (`NAME.kd:` followed by
/// `.long`/`.quad`/`.short` lines) assembles to, the `.quad` relocation
/// counted as 0.
fn data_descriptor(asm: &str, kd: &str) -> Option<Vec<u8>> {
    let mut lines = asm.lines().skip_while(|l| *l != format!("{kd}:"));
    lines.next()?;
    let mut out = Vec::new();
    for l in lines {
        let l = l.split(" //").next().unwrap().trim();
        let (dir, args) = l.split_once(' ')?;
        let width = match dir {
            ".long" => 4,
            ".short" => 2,
            ".quad" => 8,
            _ => break,
        };
        for a in args.split(',').map(str::trim) {
            let v = if dir == ".quad" {
                assert_eq!(a, format!("{}@rel64-{kd}", &kd[..kd.len() - 3]));
                0
            } else {
                u64::from_str_radix(a.trim_start_matches("0x"), 16).unwrap()
            };
            out.extend_from_slice(&v.to_le_bytes()[..width]);
        }
        if out.len() >= 64 {
            break;
        }
    }
    Some(out)
}

/// GFX10 descriptors with a GRANULATED_WAVEFRONT_SGPR_COUNT no `llvm-mc`
/// directive gives are written as data: the data is the descriptor's
/// bytes (all but the relocated entry offset), and the symbol is
/// declared as `.amdhsa_kernel` would declare it.
#[test]
fn co_dis_writes_unreproducible_gfx10_descriptors_as_data() {
    let mut n = 0;
    for rel in [
        "tests/corpus/gcn/gfx1030/collatz.co",
        "tests/corpus/gcn/gfx1030-w64/loops.co",
        "tests/amdgpu/corpus/lds-gfx1030-v3.o",
        "tests/amdgpu/corpus/basic-gfx1010-v3.co",
    ] {
        let path = root().join(rel);
        let data = std::fs::read(&path).unwrap();
        let co = amdgpu::elf::CodeObject::parse(&data).unwrap();
        let o = xvisa(&["co", "dis", s(&path)]);
        assert_eq!(o.status.code(), Some(0), "{rel}");
        let asm = String::from_utf8(o.stdout).unwrap();
        for k in &co.kernels {
            let amdgpu::elf::Descriptor::Kd(kd) = &k.descriptor else {
                panic!("{rel}: not a V3+ descriptor")
            };
            let kdn = &k.descriptor_symbol;
            let block = asm.contains(&format!("\n.amdhsa_kernel {}\n", k.name));
            if kd.compute_pgm_rsrc1 & 0x3c0 == 0 {
                // llvm-mc's 0: the block.
                assert!(block, "{rel}: {kdn} has no .amdhsa_kernel block");
                assert!(data_descriptor(&asm, kdn).is_none(), "{rel}: {kdn}");
                continue;
            }
            let got = data_descriptor(&asm, kdn)
                .unwrap_or_else(|| panic!("{rel}: {kdn} is not written as data"));
            let mut want = kd.to_bytes().to_vec();
            want[16..24].fill(0);
            assert_eq!(got, want, "{rel}: {kdn}");
            for d in [
                format!("\t.type {kdn},@object\n"),
                format!("\t.size {kdn}, 64\n"),
                format!("\t.globl {kdn}\n"),
                format!("\t.protected {kdn}\n"),
            ] {
                assert!(asm.contains(&d), "{rel}: no `{}`", d.trim());
            }
            assert!(!block, "{rel}: {kdn} written twice");
            n += 1;
        }
    }
    assert!(n >= 8, "{n} descriptors");
}

/// GFX6/GFX7 assemble as `llvm-mc-14 -show-encoding` does (bytes from
/// it): SMRD's 8-bit immediate offset, GFX7's literal offset (GFX6 has
/// none: an error with its line and column), a VOP3B scalar destination.
#[test]
fn gcn_asm_gfx601_gfx700() {
    let src = tmp("si.s");
    std::fs::write(
        &src,
        "s_load_dword s4, s[0:1], 0x9\ns_load_dword s4, s[0:1], 0x100\nv_add_i32_e64 v0, s[10:11], s2, 1\ns_endpgm\n",
    )
    .unwrap();
    let out = tmp("si.bin");
    let o = xvisa(&["gcn", "asm", s(&src), "--mcpu", "gfx700", "-o", s(&out)]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert_eq!(
        std::fs::read(&out).unwrap(),
        [
            0x09, 0x01, 0x02, 0xc0, 0xff, 0x00, 0x02, 0xc0, 0x00, 0x01, 0x00, 0x00, 0x00, 0x0a,
            0x4a, 0xd2, 0x02, 0x02, 0x01, 0x00, 0x00, 0x00, 0x81, 0xbf
        ]
    );
    let o = xvisa(&["gcn", "asm", s(&src), "--mcpu", "gfx601", "-o", s(&out)]);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("si.s:2:"), "{err}");
}

/// GFX6/GFX7 buffers: `addr64` is printed where llvm-mc-14 accepts it
/// (before `offset:`; the bytes below are llvm-mc-14 -show-encoding's for
/// the two lines), and a word mixing addr64 with offen, a form LLVM has no
/// syntax for, is reported invalid instead of printed.
#[test]
fn gcn_dis_gfx700_addr64_reassembles() {
    let bin = tmp("addr64.bin");
    let mut bytes = vec![
        0x0c, 0x80, 0x30, 0xe0, 0x04, 0x01, 0x19, 0x18, 0x0c, 0xc0, 0x11, 0xe8, 0x04, 0xf4, 0xd9,
        0x18,
    ];
    std::fs::write(&bin, &bytes).unwrap();
    let o = xvisa(&["gcn", "dis", s(&bin), "--mcpu", "gfx700"]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "\t.text\n\tbuffer_load_dword v1, v[4:5], s[100:103], s24 addr64 offset:12\n\ttbuffer_load_format_xy v[244:245], v[4:5], s[100:103], s24 format:[BUF_DATA_FORMAT_16] addr64 offset:12 glc slc tfe\n"
    );
    // The same MUBUF word with offen set as well (bit 12).
    bytes.truncate(8);
    bytes[1] |= 0x10;
    std::fs::write(&bin, &bytes).unwrap();
    let o = xvisa(&["gcn", "dis", s(&bin), "--mcpu", "gfx700"]);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("offset 0x0: invalid"), "{err}");
}

/// GFX10 wave64 (`--mattr +wavefrontsize64`): the decoder fixture of the
/// wave64 mode (LLVM 14's text with `-mattr=+wavefrontsize64`) as one
/// stream through `gcn dis`, then back through `gcn asm` to the same
/// bytes; the wave32 reading of the same bytes differs (`vcc_lo`, single
/// SGPRs); the feature spellings and refusals.
#[test]
fn gcn_wave64_dis_and_asm() {
    for cpu in ["gfx1030"] {
        let insts = fixture_insts(&format!("{cpu}w64"));
        assert!(insts.len() > 1000, "{cpu}: {}", insts.len());
        // Lane-mask instructions only: the rest is wave32's text.
        let insts: Vec<_> = insts
            .into_iter()
            .filter(|(_, t)| {
                t.starts_with("v_cmp")
                    || t.starts_with("v_cndmask")
                    || t.contains("_co_")
                    || t.starts_with("v_div_scale")
            })
            .collect();
        assert!(insts.len() > 100, "{cpu}: {}", insts.len());
        let bin = tmp(&format!("{cpu}w64.bin"));
        let out = tmp(&format!("{cpu}w64.s"));
        let bytes: Vec<u8> = insts.iter().flat_map(|(b, _)| b.clone()).collect();
        std::fs::write(&bin, &bytes).unwrap();
        let o = xvisa(&[
            "gcn",
            "dis",
            s(&bin),
            "--mcpu",
            cpu,
            "--mattr",
            "+wavefrontsize64",
            "-o",
            s(&out),
        ]);
        assert_eq!(
            o.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&o.stderr)
        );
        let text = std::fs::read_to_string(&out).unwrap();
        let got: Vec<&str> = text.lines().skip(1).collect();
        assert_eq!(got.len(), insts.len(), "{cpu}");
        for (g, (b, want)) in got.iter().zip(&insts) {
            assert_eq!(
                g.strip_prefix('\t'),
                Some(want.as_str()),
                "{cpu}: bytes {b:02x?}"
            );
        }
        // Wave32 reads the same bytes as other text.
        let o = xvisa(&["gcn", "dis", s(&bin), "--mcpu", cpu]);
        let w32 = String::from_utf8(o.stdout).unwrap();
        assert_ne!(w32, text, "{cpu}");
        // (A wave64 text still names `vcc_lo` as a 32-bit source.)
        assert!(
            w32.matches("vcc_lo").count() > text.matches("vcc_lo").count(),
            "{cpu}"
        );
        // Wave64 text assembles in wave64 only (examples/gcn/wave64.s: the
        // bytes of llvm-mc-14 -mattr=+wavefrontsize64 -show-encoding).
        let ex = root().join("examples/gcn/wave64.s");
        let back = tmp(&format!("{cpu}w64.back.bin"));
        let o = xvisa(&[
            "gcn",
            "asm",
            s(&ex),
            "--mcpu",
            cpu,
            "--mattr=+wavefrontsize64",
            "-o",
            s(&back),
        ]);
        assert_eq!(
            o.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&o.stderr)
        );
        assert_eq!(
            std::fs::read(&back).unwrap()[..12],
            [0x04, 0x00, 0xc4, 0xd4, 0x00, 0x1f, 0x01, 0x00, 0x02, 0x06, 0x0f, 0xd7]
        );
        let o = xvisa(&["gcn", "asm", s(&ex), "--mcpu", cpu, "-o", s(&back)]);
        assert_eq!(o.status.code(), Some(1), "{cpu}: wave64 text in wave32");
        // -wavefrontsize32 is wave64 too (LLVM's spelling).
        let o = xvisa(&[
            "gcn",
            "dis",
            s(&bin),
            "--mcpu",
            cpu,
            "--mattr=-wavefrontsize32",
        ]);
        assert_eq!(String::from_utf8(o.stdout).unwrap(), text);
        let o = xvisa(&[
            "gcn",
            "dis",
            s(&bin),
            "--mcpu",
            cpu,
            "--mattr=+wavefrontsize32",
        ]);
        assert_eq!(String::from_utf8(o.stdout).unwrap(), w32);
    }
    let bin = tmp("w64-end.bin");
    std::fs::write(&bin, [0x00, 0x00, 0x81, 0xbf]).unwrap();
    // GFX9 is wave64 only: +wavefrontsize64 is accepted, wave32 refused.
    let o = xvisa(&[
        "gcn",
        "dis",
        s(&bin),
        "--mcpu",
        "gfx900",
        "--mattr=+wavefrontsize64",
    ]);
    assert_eq!(
        String::from_utf8(o.stdout).unwrap(),
        "\t.text\n\ts_endpgm\n"
    );
    for (mattr, msg) in [
        ("+wavefrontsize32", "processor `gfx900` has no wave32 mode"),
        ("+xnack", "unsupported feature `+xnack` in --mattr"),
    ] {
        let o = xvisa(&[
            "gcn",
            "dis",
            s(&bin),
            "--mcpu",
            "gfx900",
            &format!("--mattr={mattr}"),
        ]);
        assert_eq!(o.status.code(), Some(2), "{mattr}");
        let err = String::from_utf8(o.stderr).unwrap();
        assert!(err.contains(msg), "{err}");
    }
    // The processor list of the usage error names no wave64 pseudo-processor.
    let o = xvisa(&["gcn", "dis", s(&bin), "--mcpu", "gfx1200"]);
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(err.contains("gfx1030") && !err.contains("w64"), "{err}");
    let o = xvisa(&["gcn", "dis", s(&bin), "--mcpu", "gfx1030w64"]);
    assert_eq!(o.status.code(), Some(2));
}

/// `xvisa finalize --target gfx1030 --wave64` encodes its wave64 code (64-bit
/// lane masks) with the wave64 table, and `co dis` reads it back in wave64.
#[test]
fn finalize_gfx1030_wave64_encodes() {
    let co = tmp("w64-final.co");
    let k = root().join("tests/emu/conv_float_to_int.visaasm");
    let o = xvisa(&[
        "finalize",
        s(&k),
        "--target",
        "gfx1030",
        "--wave64",
        "-o",
        s(&co),
    ]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let o = xvisa(&["co", "dis", s(&co)]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let text = String::from_utf8(o.stdout).unwrap();
    assert!(
        text.lines()
            .nth(1)
            .unwrap()
            .contains("-mattr=+wavefrontsize64"),
        "{text}"
    );
    assert!(text.contains(".amdhsa_wavefront_size32 0"), "{text}");
    assert!(
        !text.contains("vcc_lo") && !text.contains("exec_lo"),
        "{text}"
    );
}

/// One assembly file has one wave size: a GFX10 object whose kernels
/// disagree (one descriptor with `ENABLE_WAVEFRONT_SIZE32` set, the others
/// clear) is refused, naming the reason, rather than printed with the
/// wrong lane-mask widths for some kernels. Setting the bit in every
/// descriptor gives wave32 text (`vcc_lo`, no `-mattr` in the header).
#[test]
fn co_dis_refuses_mixed_wave_sizes() {
    use amdgpu::descriptor::fields::WAVEFRONT_SIZE32;
    let path = root().join("tests/amdgpu/corpus/multi-gfx1030-v4.co");
    let data = std::fs::read(&path).unwrap();
    let co = amdgpu::elf::CodeObject::parse(&data).unwrap();
    assert!(co.kernels.len() >= 2);
    // The file offset of each descriptor: its 64 bytes occur once.
    let mut found = Vec::new();
    for k in &co.kernels {
        let amdgpu::elf::Descriptor::Kd(kd) = &k.descriptor else {
            panic!("not a V3+ descriptor")
        };
        assert_eq!(kd.get(WAVEFRONT_SIZE32), 0, "{}: wave64 expected", k.name);
        let bytes = kd.to_bytes();
        let at: Vec<usize> = data
            .windows(bytes.len())
            .enumerate()
            .filter(|(_, w)| *w == bytes)
            .map(|(i, _)| i)
            .collect();
        assert_eq!(
            at.len(),
            1,
            "{}: descriptor bytes found {} times",
            k.name,
            at.len()
        );
        let mut wave32 = *kd;
        wave32.set(WAVEFRONT_SIZE32, 1);
        found.push((at[0], wave32.to_bytes()));
    }
    let o = xvisa(&["co", "dis", s(&path)]);
    assert_eq!(o.status.code(), Some(0));
    let w64 = String::from_utf8(o.stdout).unwrap();
    assert!(w64.contains("+wavefrontsize64"), "wave64 header expected");

    let mut mixed = data.clone();
    let (off, b) = &found[0];
    mixed[*off..*off + b.len()].copy_from_slice(b);
    let f = tmp("mixed-wave.co");
    std::fs::write(&f, &mixed).unwrap();
    let o = xvisa(&["co", "dis", s(&f)]);
    assert_eq!(o.status.code(), Some(1));
    assert!(o.stdout.is_empty(), "no partial output on refusal");
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(err.contains("kernels of both wave sizes"), "{err}");

    let mut all32 = data.clone();
    for (off, b) in &found {
        all32[*off..*off + b.len()].copy_from_slice(b);
    }
    let f = tmp("all-wave32.co");
    std::fs::write(&f, &all32).unwrap();
    let o = xvisa(&["co", "dis", s(&f)]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let w32 = String::from_utf8(o.stdout).unwrap();
    assert!(!w32.contains("wavefrontsize64"), "wave32 text expected");
    assert!(w32.contains(".amdhsa_wavefront_size32 1"));
}
