//! Decode loop timing on a file of code (development aid).
fn main() {
    let a: Vec<String> = std::env::args().collect();
    let isa = gcn::Isa::from_processor(&a[1]).unwrap();
    let bytes = std::fs::read(&a[2]).unwrap();
    let reps: usize = a.get(3).map(|s| s.parse().unwrap()).unwrap_or(100);
    let t = std::time::Instant::now();
    let (mut n, mut e) = (0usize, 0usize);
    for _ in 0..reps {
        let mut d = gcn::Decoder::new(isa, &bytes);
        while let Some(r) = d.next() {
            match r {
                Ok(_) => n += 1,
                Err(_) => {
                    e += 1;
                    d.skip_bytes(4);
                }
            }
        }
    }
    let dt = t.elapsed().as_secs_f64();
    println!(
        "{} insts, {} errors, {:.1} MB/s, {:.1} ns/inst",
        n,
        e,
        (bytes.len() * reps) as f64 / dt / 1e6,
        dt * 1e9 / (n + e) as f64
    );
}
