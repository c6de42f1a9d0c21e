//! Profiling aid: decodes the generated 20 000-instruction kernel repeatedly.

// Same allocator as the xvisa CLI (see the workspace Cargo.toml).
#[global_allocator]
static ALLOC: mimalloc::MiMalloc = mimalloc::MiMalloc;
fn main() {
    let m = visa::synth::kernel(20_000, 1);
    let bytes = visa_binary::write(&m, &visa_binary::WriteOptions::default()).unwrap();
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(20);
    let t = std::time::Instant::now();
    for _ in 0..n {
        std::hint::black_box(visa_binary::read(&bytes).unwrap());
    }
    let dt = t.elapsed().as_secs_f64() / n as f64;
    eprintln!(
        "{} bytes, {:.2} ms/decode, {:.1} MB/s",
        bytes.len(),
        dt * 1e3,
        bytes.len() as f64 / dt / 1e6
    );
}
