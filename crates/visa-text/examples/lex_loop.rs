//! Profiling aid: tokenizes the generated 20 000-instruction kernel repeatedly.
fn main() {
    let text = visa_text::print_module(&visa::synth::kernel(20_000, 1));
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(20);
    let mut toks = 0;
    for _ in 0..n {
        toks = std::hint::black_box(visa_text::token_count(&text));
    }
    eprintln!("{} bytes, {toks} tokens", text.len());
}
