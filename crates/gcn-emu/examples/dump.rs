// debugging aid: run a corpus case and print an output buffer
#[path = "../tests/corpus/mod.rs"]
mod corpus;
fn main() {
    let a: Vec<String> = std::env::args().collect();
    let c = corpus::cases(Some(&a[1]), Some(&a[2])).remove(0);
    let bytes = std::fs::read(&c.code_object).unwrap();
    match corpus::run_with(&c, &bytes, true) {
        Ok(out) => {
            let i: usize = a[3].parse().unwrap();
            let b = &out.iter().find(|o| o.0 == i).unwrap().1;
            let words: Vec<u32> = b
                .chunks(4)
                .take(64)
                .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
                .collect();
            println!("{:?}", words);
        }
        Err(e) => println!("error: {e}"),
    }
}
