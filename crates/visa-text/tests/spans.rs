//! The source map of `parse_with_spans` / `parse_for_verifier`, and what the
//! lenient parse leaves to the verifier.

use visa_text::{parse_for_verifier, parse_with, parse_with_spans, ParseOptions, Span};

const SRC: &str = "\
.version 4.1
.kernel \"k\"
.decl VA v_type=G type=d num_elts=16 align=GRF
.decl A0 v_type=A num_elts=2
.decl P1 v_type=P num_elts=16
.input VA offset=32 size=64
.kernel_attr SimdSize=16
L1:
    add.sat (M1, 8) VA(0,0)<1> (-)VA(0,8)<8;8,1> 0x1:d
    (P1) jmp (M1, 1) L1
";

fn text(s: Span) -> &'static str {
    &SRC[s.start..s.end]
}

#[test]
fn spans_cover_declarations_instructions_and_operands() {
    let (m, map) = parse_with_spans(SRC, ParseOptions::default()).unwrap();
    assert_eq!(m, parse_with(SRC, ParseOptions::default()).unwrap());
    let r = &map.routines[0];
    assert_eq!(text(r.header), ".kernel \"k\"");
    assert_eq!(
        text(r.vars[0]),
        ".decl VA v_type=G type=d num_elts=16 align=GRF"
    );
    assert_eq!(text(r.addrs[0]), ".decl A0 v_type=A num_elts=2");
    assert_eq!(text(r.preds[0]), ".decl P1 v_type=P num_elts=16");
    assert_eq!(text(r.inputs[0]), ".input VA offset=32 size=64");
    assert_eq!(text(r.attributes[0]), ".kernel_attr SimdSize=16");
    // The default Target attribute points at the routine.
    assert_eq!(r.attributes.len(), 2);
    assert_eq!(text(r.labels[0]), "L1:");
    assert_eq!(r.insts.len(), 3);
    assert_eq!(text(r.insts[0].span), "L1:");
    let add = &r.insts[1];
    assert_eq!(
        text(add.span),
        "add.sat (M1, 8) VA(0,0)<1> (-)VA(0,8)<8;8,1> 0x1:d"
    );
    let ops: Vec<Option<&str>> = add.operands.iter().map(|o| o.map(text)).collect();
    assert_eq!(
        ops,
        [Some("VA(0,0)<1>"), Some("(-)VA(0,8)<8;8,1>"), Some("0x1:d")]
    );
    assert_eq!(text(r.insts[2].span), "(P1) jmp (M1, 1) L1");
}

#[test]
fn lenient_parse_leaves_rules_to_the_verifier() {
    let cases = [
        "    mov (M1, 1) 0x5:d VA(0,0)<0;1,0>\n",
        "    add (M1, 8) VA(0,0)<1> P1 0x1:d\n",
        "    and.sat (M1, 8) VA(0,0)<1> VA(0,0)<8;8,1> 0x1:d\n",
        "    (P1) cmp.eq (M1, 8) P1 VA(0,0)<8;8,1> 0x0:d\n",
        "    (P1) max (M1, 8) VA(0,0)<1> VA(0,0)<8;8,1> 0x0:d\n",
        "    mov (M1, 8) r[A0(0),0]<1,1>:d VA(0,0)<8;8,1>\n",
        "L2:\nL2:\n",
        "    jmp (M1, 1) NOWHERE\n",
    ];
    let head = ".version 4.1\n.kernel \"k\"\n.decl VA v_type=G type=d num_elts=16\n\
                .decl A0 v_type=A num_elts=2\n.decl P1 v_type=P num_elts=16\n";
    for body in cases {
        let src = format!("{head}{body}");
        assert!(
            parse_with(&src, ParseOptions::default()).is_err(),
            "strict parse accepts {body}"
        );
        let (m, map) = parse_for_verifier(&src, ParseOptions::default())
            .unwrap_or_else(|e| panic!("lenient parse rejects {body}: {e}"));
        assert_eq!(map.routines[0].insts.len(), m.routines[0].insts.len());
    }
    // Predicates the format cannot hold are kept for the verifier.
    let src = format!("{head}    (P1) cmp.eq (M1, 8) P1 VA(0,0)<8;8,1> 0x0:d\n");
    let (m, _) = parse_for_verifier(&src, ParseOptions::default()).unwrap();
    assert!(m.routines[0].insts[0].pred.is_some());
}
