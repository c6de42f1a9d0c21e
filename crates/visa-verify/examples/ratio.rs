//! The verifier's cost next to `xvisa asm`'s parse and write, as the best
//! of 30 alternating runs each (robust on a shared machine), on the generated
//! 20 000-instruction kernel and on the shared `visa::synth` kernel:
//! `cargo run --release -p visa-verify --example ratio`.

#[path = "../benches/bigkernel.rs"]
mod bigkernel;

use std::time::Instant;

/// Best times of `a` and `b` over 30 rounds, the two alternating in each
/// round: this machine's speed drifts in phases, and timing one after the
/// other would put them in different phases.
fn best_pair(a: &mut dyn FnMut(), b: &mut dyn FnMut()) -> (f64, f64) {
    let time = |f: &mut dyn FnMut()| {
        let t = Instant::now();
        f();
        t.elapsed().as_secs_f64() * 1e3
    };
    (0..30).fold((f64::MAX, f64::MAX), |(x, y), _| {
        (x.min(time(&mut *a)), y.min(time(&mut *b)))
    })
}

fn main() {
    let popts = visa_text::ParseOptions::default();
    let opts = visa_verify::Options::default();
    let w = visa_binary::WriteOptions {
        layout: visa_binary::Layout::Genx12504,
        gen_binaries: Vec::new(),
    };
    let kernels = [
        ("bigkernel", bigkernel::kernel(20_000)),
        (
            "visa::synth",
            visa_text::print_module(&visa::synth::kernel(20_000, 1)),
        ),
    ];
    for (name, src) in kernels {
        let m = visa_text::parse_with(&src, popts).expect("parses");
        let (asm, verify) = best_pair(
            &mut || {
                let m = visa_text::parse_with(&src, popts).expect("parses");
                std::hint::black_box(visa_binary::write(&m, &w).expect("writes"));
            },
            &mut || {
                std::hint::black_box(visa_verify::verify(&m, &opts));
            },
        );
        println!(
            "{name}: asm (parse + write) {asm:.2} ms, verify {verify:.2} ms: +{:.1}%",
            verify / asm * 100.0
        );
    }
}
