//! Writes the benchmark kernel: `bigkernel [INSTRUCTIONS]` (default 20000) to stdout.

#[path = "../benches/bigkernel.rs"]
mod bigkernel;

fn main() {
    let n = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(20_000);
    print!("{}", bigkernel::kernel(n));
}
