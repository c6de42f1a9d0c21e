use std::collections::BTreeMap;
fn main() {
    let a: Vec<String> = std::env::args().collect();
    let isa = gcn::Isa::from_processor(&a[1]).unwrap();
    let mut seen: BTreeMap<String, String> = BTreeMap::new();
    for path in &a[2..] {
        let data = std::fs::read(path).unwrap();
        let co = amdgpu::elf::CodeObject::parse(&data).unwrap();
        let text = co.sections.iter().find(|s| s.name == ".text").unwrap();
        let bytes = &data[text.offset as usize..(text.offset + text.size) as usize];
        let mut off = 0;
        while off < bytes.len() {
            match gcn::decode(isa, &bytes[off..]) {
                Ok(i) => {
                    let name = i.opcode.name().to_string();
                    if !seen.contains_key(&name) {
                        let mut s = format!(
                            "{} [{}]  e.g. {}\n",
                            name,
                            i.opcode.family().name(),
                            i.display(isa)
                        );
                        for o in i.operands(isa) {
                            s += &format!(
                                "      op {:8} {:?} {:?} {:?}\n",
                                o.name, o.value, o.mods, o.ty
                            );
                        }
                        let m: Vec<_> = i.modifiers().collect();
                        s += &format!("      mods {:?}\n", m);
                        seen.insert(name, s);
                    }
                    off += i.len();
                }
                Err(e) => {
                    println!("{path} {:5x} ERR {e}", off);
                    off += 4;
                }
            }
        }
    }
    for v in seen.values() {
        print!("{v}");
    }
}
