//! Refusals name what they refuse: a kernel the finalizer cannot compile
//! gets a message locating the cause, not the first instruction.

use visa_finalize::driver::{self, Request};
use visa_finalize::target::Target;

/// An `.input` over the payload's local ids (16 bits per channel) into a
/// variable of 32-bit elements is refused at the `.input`, not at `$0`
/// (the prologue that fills it runs before the first instruction).
#[test]
fn local_id_input_refusal_names_the_input() {
    let src = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/corpus/handwritten/functions-multi.visaasm"
    ))
    .expect("corpus file");
    let platform = visa::Platform::Tgllp;
    let module =
        visa_text::parse_with(&src, visa_text::ParseOptions { platform }).expect("kernel parses");
    let t = Target::new("gfx900", false, 4).unwrap();
    let req = Request {
        module: &module,
        kernel: Some("producer"),
        platform,
        simd: None,
        zebin: None,
    };
    let e = match driver::finalize(&req, &t) {
        Ok(_) => panic!("the local-id input is refused"),
        Err(e) => e,
    };
    let m = e.to_string();
    assert!(e.at.is_none(), "no instruction location: {m}");
    assert!(
        m.starts_with(
            "producer: `.input VA offset=64 size=64` (payload byte 64: the local ids in y, \
             16 bits per channel): "
        ),
        "{m}"
    );
}
