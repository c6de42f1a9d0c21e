//! Profiling aid: parses the generated 20 000-instruction kernel repeatedly.

// Same allocator as the xvisa CLI (see the workspace Cargo.toml).
#[global_allocator]
static ALLOC: mimalloc::MiMalloc = mimalloc::MiMalloc;
fn main() {
    let text = visa_text::print_module(&visa::synth::kernel(20_000, 1));
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(20);
    let t = std::time::Instant::now();
    for _ in 0..n {
        std::hint::black_box(visa_text::parse(&text).unwrap());
    }
    let dt = t.elapsed().as_secs_f64() / n as f64;
    eprintln!(
        "{} bytes, {:.2} ms/parse, {:.1} MB/s",
        text.len(),
        dt * 1e3,
        text.len() as f64 / dt / 1e6
    );
}
