//! LSC encodings that the corpus cannot hold (GenX_IR prints them in a form
//! it cannot parse back), measured with `GenX_IR -platform DG2 -binary`.

use visa::Platform;
use visa_binary::Layout;

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
