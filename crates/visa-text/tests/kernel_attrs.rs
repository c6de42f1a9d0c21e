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
