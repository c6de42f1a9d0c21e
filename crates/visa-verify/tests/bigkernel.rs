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

#[test]
fn shared_synthetic_kernels_verify_clean() {
    for seed in 1..=4 {
        let m = visa::synth::kernel(3000, seed);
        let d = visa_verify::verify(&m, &visa_verify::Options::default());
        let shown: Vec<String> = d.iter().take(5).map(|x| x.message.clone()).collect();
        assert!(
            d.is_empty(),
            "seed {seed}: {} diagnostics: {shown:?}",
            d.len()
        );
    }
}
