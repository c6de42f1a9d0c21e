//! Writes the generated benchmark kernel as text:
//! `cargo run --release -p xvisa --example synth -- 20000 > synth.visaasm`
fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(20_000);
    let seed: u64 = std::env::args()
        .nth(2)
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    print!("{}", visa_text::print_module(&visa::synth::kernel(n, seed)));
}
