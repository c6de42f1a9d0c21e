//! The benchmark kernel is a valid program of the requested size.

#[path = "../benches/bigkernel.rs"]
mod bigkernel;

#[test]
fn generated_kernel_is_valid_and_sized() {
    for n in [200, 20_000] {
        let src = bigkernel::kernel(n);
        let m = visa_text::parse(&src).expect("parses");
        assert_eq!(m.routines[0].insts.len(), n);
        let d = visa_verify::verify_text(&src, &visa_verify::Options::default()).unwrap();
        let shown: Vec<String> = d
            .iter()
            .take(5)
            .map(|x| visa_verify::render_human(x, "big", Some(&src)))
            .collect();
        assert!(
            d.is_empty(),
            "{} diagnostics:\n{}",
            d.len(),
            shown.join("\n")
        );
    }
}
