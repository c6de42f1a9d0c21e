//! Prints decoded instructions: `cargo run --example ops -- FILE`.
fn main() {
    let a: Vec<String> = std::env::args().collect();
    let m = visa_text::parse(&std::fs::read_to_string(&a[1]).unwrap()).unwrap();
    let r = &m.routines[0];
    let vars = visa_finalize::vars::Vars::new(r, 32).unwrap();
    for (k, i) in visa_finalize::decode::decode_routine(r, &vars)
        .iter()
        .enumerate()
    {
        println!("{k} {:?} exec={} pred={:?}", i.op, i.exec, i.pred);
    }
}
