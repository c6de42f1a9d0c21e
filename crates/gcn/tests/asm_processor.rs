//! Assembler facts that depend on the processor rather than the ISA
//! variant, and GFX8 operand rules, with `llvm-mc-14 -show-encoding`'s
//! answers (measured on the gfx801, gfx802, gfx803, gfx805 and gfx810
//! processors; the whole gfx803 sweep is in `tests/asm/gfx803.txt`).

fn asm(cpu: &str, line: &str) -> Result<Vec<u8>, String> {
    let isa = gcn::Isa::from_processor(cpu).unwrap();
    gcn::assemble(isa, line)
        .map(|a| a.code)
        .map_err(|e| e[0].message.clone())
}

#[test]
fn xnack_mask_only_on_processors_with_xnack() {
    let line = "s_mov_b32 s1, xnack_mask_lo";
    for cpu in ["gfx801", "gfx810", "gfx900", "gfx906", "gfx90a"] {
        assert_eq!(asm(cpu, line), Ok(vec![0x68, 0x00, 0x81, 0xbe]), "{cpu}");
        assert!(gcn::Isa::from_processor(cpu).unwrap().has_xnack_mask());
    }
    for cpu in ["gfx802", "gfx803", "gfx805", "gfx1010", "gfx1030"] {
        assert_eq!(
            asm(cpu, line),
            Err("register not available on this GPU".into()),
            "{cpu}"
        );
    }
    // Same variant, same instructions.
    let (a, b) = (
        gcn::Isa::from_processor("gfx801").unwrap(),
        gcn::Isa::from_processor("gfx803").unwrap(),
    );
    assert_ne!(a, b);
    assert_eq!(a.base(), b.base());
    assert_eq!(a.name(), b.name());
}

#[test]
fn gfx8_operand_rules() {
    let no = |cpu: &str, line: &str, msg: &str| {
        assert_eq!(asm(cpu, line), Err(msg.to_string()), "{cpu}: {line}");
    };
    no(
        "gfx803",
        "s_mov_b32 s1, src_shared_base",
        "register not available on this GPU",
    );
    no(
        "gfx803",
        "s_mov_b32 s1, pops_exiting_wave_id",
        "register not available on this GPU",
    );
    assert_eq!(
        asm("gfx900", "s_mov_b32 s1, src_shared_base"),
        Ok(vec![0xeb, 0x00, 0x81, 0xbe])
    );
    no(
        "gfx803",
        "flat_load_ubyte v1, v[1:2] offset:1",
        "flat offset modifier is not supported on this GPU",
    );
    assert_eq!(
        asm("gfx803", "flat_load_ubyte v1, v[1:2] offset:0"),
        Ok(vec![0x00, 0x00, 0x40, 0xdc, 0x01, 0x00, 0x00, 0x01])
    );
    // Relative moves read M0 and VGPRs.
    for l in ["v_movreld_b32 v1, s0", "v_movreld_b32 v1, 65"] {
        no(
            "gfx803",
            l,
            "invalid operand (violates constant bus restrictions)",
        );
    }
    assert_eq!(
        asm("gfx803", "v_movreld_b32 v1, 1"),
        Ok(vec![0x81, 0x6c, 0x02, 0x7e])
    );
    assert!(asm("gfx803", "v_movrels_b32 v1, s0").is_err());
    // Image address sizes as on GFX9 (measured: asm-vaddr.txt).
    assert_eq!(
        asm("gfx803", "image_load v1, v[2:3], s[4:11]"),
        Ok(vec![0x00, 0x00, 0x00, 0xf0, 0x02, 0x01, 0x01, 0x00])
    );
}

/// Found by the `asm` fuzz target: image data and address ranges of 16 and
/// 32 registers, past the bit sets of register counts (a shift overflow).
#[test]
fn image_ranges_beyond_the_count_sets_are_refused() {
    for cpu in ["gfx803", "gfx900", "gfx90a"] {
        for line in [
            "image_sample v[12:27], v1, s[4:11], s[4:7] dmask:0xf",
            "image_sample v[0:31], v1, s[4:11], s[4:7] dmask:0xf",
            "image_load v1, v[0:31], s[4:11]",
            "image_load v1, v[0:15], s[4:11]",
        ] {
            assert!(asm(cpu, line).is_err(), "{cpu}: {line}");
        }
    }
    let text = include_str!("fuzz/asm-shift-overflow.s");
    for isa in gcn::Isa::all() {
        let _ = gcn::assemble(isa, text);
    }
}

/// GFX10's wave64 mode (`llvm-mc-14 -mattr=+wavefrontsize64`): 64-bit lane
/// masks and `vcc`; the wave32 variant refuses them (llvm-mc-14's answers).
#[test]
fn gfx10_wave64_mode() {
    let w64 = |cpu: &str| gcn::Isa::from_processor_wave(cpu, true).unwrap();
    for cpu in ["gfx1010", "gfx1011", "gfx1012", "gfx1030"] {
        let isa = w64(cpu);
        assert!(isa.is_gfx10_wave64(), "{cpu}");
        assert_ne!(isa, gcn::Isa::from_processor(cpu).unwrap());
        assert_eq!(
            gcn::Isa::from_processor_wave(cpu, false),
            gcn::Isa::from_processor(cpu)
        );
        let enc = |line: &str| {
            gcn::assemble(isa, line)
                .map(|a| a.code)
                .map_err(|e| e[0].message.clone())
        };
        // v_cmp_eq_u32_e64 s[0:1], v0, v1 ; encoding: [0x00,0x00,0xc2,0xd4,0x00,0x03,0x02,0x00]
        assert_eq!(
            enc("v_cmp_eq_u32_e64 s[0:1], v0, v1"),
            Ok(vec![0x00, 0x00, 0xc2, 0xd4, 0x00, 0x03, 0x02, 0x00]),
            "{cpu}"
        );
        // v_cndmask_b32_e32 v4, v2, v3, vcc ; encoding: [0x02,0x07,0x08,0x02]
        assert_eq!(
            enc("v_cndmask_b32_e32 v4, v2, v3, vcc"),
            Ok(vec![0x02, 0x07, 0x08, 0x02])
        );
        // The wave32 spelling is taken too, encoded as wave32 encodes it:
        // v_cmp_eq_u32_e64 s0, v0, v1 ; encoding: [0x00,0x00,0xc2,0xd4,0x00,0x03,0x02,0x00]
        assert_eq!(
            enc("v_cmp_eq_u32_e64 s0, v0, v1"),
            Ok(vec![0x00, 0x00, 0xc2, 0xd4, 0x00, 0x03, 0x02, 0x00]),
            "{cpu}"
        );
        let inst = gcn::decode(isa, &[0x00, 0x00, 0xc2, 0xd4, 0x00, 0x03, 0x02, 0x00]).unwrap();
        assert_eq!(
            inst.display(isa).to_string(),
            "v_cmp_eq_u32_e64 s[0:1], v0, v1"
        );
        let w32 = gcn::Isa::from_processor(cpu).unwrap();
        let inst = gcn::decode(w32, &[0x00, 0x00, 0xc2, 0xd4, 0x00, 0x03, 0x02, 0x00]).unwrap();
        assert_eq!(inst.display(w32).to_string(), "v_cmp_eq_u32_e64 s0, v0, v1");
        assert!(gcn::assemble(w32, "v_cmp_eq_u32_e64 s[0:1], v0, v1").is_err());
    }
    // GFX9 is wave64 only: the same variant either way asked, no wave32.
    let g9 = gcn::Isa::from_processor("gfx900").unwrap();
    assert_eq!(gcn::Isa::from_processor_wave("gfx900", true), Some(g9));
    assert_eq!(gcn::Isa::from_processor_wave("gfx900", false), None);
    assert!(!g9.is_gfx10_wave64());
    assert!(!gcn::Isa::processor_names()
        .iter()
        .any(|p| p.ends_with("w64")));
}
