//! Layout statistics over `.visaasm` files: `cargo run --example stats -- FILES`.

use visa_finalize::decode::{decode_routine, Op};
use visa_finalize::layout::{choose, fit, Fit, Layout};
use visa_finalize::uses::{ins_uses, Use};
use visa_finalize::vars::Vars;

fn main() {
    let mut unsupported = std::collections::BTreeMap::<String, usize>::new();
    let mut total_irr = 0;
    for path in std::env::args().skip(1) {
        let text = std::fs::read_to_string(&path).unwrap();
        let m = match visa_text::parse(&text) {
            Ok(m) => m,
            Err(e) => {
                println!("{path}: parse error {e:?}");
                continue;
            }
        };
        let grf = if path.contains("/pvc/") || path.contains("pvc") {
            64
        } else {
            32
        };
        for r in &m.routines {
            let w = r
                .attributes
                .iter()
                .find(|a| a.name == "SimdSize")
                .and_then(|a| match &a.value {
                    visa::AttrValue::Int { value, .. } => Some(*value),
                    visa::AttrValue::Str(s) => std::str::from_utf8(s).ok()?.trim().parse().ok(),
                })
                .unwrap_or(16);
            let vars = match Vars::new(r, grf) {
                Ok(v) => v,
                Err(e) => {
                    println!("{path}: {e}");
                    continue;
                }
            };
            let insts = decode_routine(r, &vars);
            for i in &insts {
                if let Op::Unsupported(why) = &i.op {
                    *unsupported.entry(why.clone()).or_default() += 1;
                }
            }
            let l = choose(&vars, &insts, w);
            let (mut sc, mut ln, mut mem) = (0, 0, 0);
            for x in &l.of {
                match x {
                    Layout::Scalar => sc += 1,
                    Layout::Lane { .. } => ln += 1,
                    Layout::Memory { .. } => mem += 1,
                    _ => {}
                }
            }
            total_irr += l.irregular;
            println!(
                "{path} {} simd{w}: scalar {sc} lane {ln} memory {mem} irregular {}",
                r.name, l.irregular
            );
            if l.irregular > 0 && std::env::var("SHOW").is_ok() {
                let ctx = visa_text::Ctx {
                    r,
                    grf,
                    label_suffix: false,
                };
                for ins in &insts {
                    for u in ins_uses(ins, grf) {
                        if let Use::Acc { acc, .. } = u {
                            if fit(l.of[acc.root as usize], &acc) == Fit::Irregular {
                                println!(
                                    "   {:?} {}  :: {}",
                                    l.of[acc.root as usize],
                                    vars.roots[acc.root as usize].name,
                                    visa_text::print_instruction(&ctx, &r.insts[ins.idx]).trim()
                                );
                            }
                        }
                    }
                }
            }
        }
    }
    println!("total irregular {total_irr}");
    for (k, v) in unsupported {
        println!("unsupported {v}: {k}");
    }
}
