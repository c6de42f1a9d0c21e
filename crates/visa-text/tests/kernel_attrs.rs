//! `.kernel_attr` values stored as GenX_IR 1.0.12504.6 stores them (the
//! measured cases it writes are the fixture
//! `tests/corpus/handwritten/kernel-attrs.*`; these are the ones its dump
//! cannot show, because it writes its outputs elsewhere or crashes).

use visa::{AttrValue, Attribute};

fn attrs(lines: &str) -> Vec<Attribute> {
    let src = format!(".version 4.1\n.kernel \"k\"\n{lines}\n    ret (M1, 1)\n");
    let m = visa_text::parse(&src).unwrap_or_else(|e| panic!("{e}"));
    m.routines[0].attributes.clone()
}

#[test]
fn asm_name_is_stored_as_output_asm_path() {
    // GenX_IR's string pool holds `OutputAsmPath` for `AsmName`.
    let a = attrs(".kernel_attr AsmName=\"out\"");
    assert_eq!(a[0].name, "OutputAsmPath");
    assert_eq!(a[0].value, AttrValue::Str(b"out".to_vec()));
}

#[test]
fn values_are_stored_in_the_measured_sizes() {
    let a = attrs(
        ".kernel_attr SLMSize=256\n.kernel_attr SimdSize=4294967295\n.kernel_attr Target=\"cs\"\n.kernel_attr Entry=\"\"",
    );
    let bytes: Vec<(String, Vec<u8>)> = a
        .iter()
        .map(|a| (a.name.clone(), a.value.bytes()))
        .collect();
    assert_eq!(
        bytes,
        [
            ("SLMSize".to_string(), vec![0, 1, 0, 0]),
            ("SimdSize".to_string(), vec![0xff; 4]),
            ("Target".to_string(), vec![2]),
            ("Entry".to_string(), vec![]),
        ]
    );
}

/// Strings are C strings in the reference: they end at the first NUL
/// (`"\x01\x00"` is stored in 1 byte; measured by assembling `dis` output of
/// a full-layout object, `scripts/ci.d/25-visa-objects.sh`), and `fmt`
/// prints stored bytes as a string that gives them back.
#[test]
fn strings_end_at_their_first_nul_and_print_back() {
    let a = attrs(
        ".kernel_attr Composable=\"\\x01\\x00\"\n.kernel_attr Entry=\"ab\"\n.kernel_attr Foo=\"abc\"\n.kernel_attr SLMSize=\"\\x20\\x00\\x01\"",
    );
    // (The default `Target` comes last.)
    let a = &a[..4];
    let bytes: Vec<Vec<u8>> = a.iter().map(|a| a.value.bytes()).collect();
    assert_eq!(bytes, [vec![1], vec![1, 0], vec![0, 0, 0], vec![0x20]]);
    let texts: Vec<String> = a
        .iter()
        .map(|a| visa_text::kernel_attr_value(a).unwrap())
        .collect();
    assert_eq!(texts, ["=\"1\"", "=\"11\"", "=\"000\"", "=\" \" // = 32"]);
    // Bytes with a NUL inside have no text form.
    let ocloc = Attribute::from_bytes("PerThreadInputSize", &[0xc0, 0]);
    assert_eq!(visa_text::kernel_attr_value(&ocloc), None);
}
