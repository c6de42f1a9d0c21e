//! GenX_IR knows the predefined variables by number too (`V0`..`V20`, the
//! names in its dump's header comments): the same variables, no new
//! declarations.

fn ops(src: &str) -> Vec<Vec<visa::Operand>> {
    let m = visa_text::parse(src).unwrap_or_else(|e| panic!("{e:?}"));
    m.routines[0]
        .insts
        .iter()
        .map(|i| i.operands.clone())
        .collect()
}

#[test]
fn numbered_names_are_the_predefined_variables() {
    let head = ".version 4.1\n.kernel \"k\"\n.decl VD v_type=G type=ud num_elts=16 align=GRF\n";
    let by_number = format!(
        "{head}    mov (M1, 8) VD(0,0)<1> V7(0,0)<1;1,0>\n    mov (M1, 8) VD(0,0)<1> V20(0,0)<1;1,0>\n"
    );
    let by_name = format!(
        "{head}    mov (M1, 8) VD(0,0)<1> %r0(0,0)<1;1,0>\n    mov (M1, 8) VD(0,0)<1> %msg0(0,0)<1;1,0>\n"
    );
    assert_eq!(ops(&by_number), ops(&by_name));
    // Same objects too: the numbered names take no string-pool entry.
    let a = visa_text::parse(&by_number).unwrap();
    let b = visa_text::parse(&by_name).unwrap();
    assert_eq!(a, b);
    // Beyond the predefined ones, `V21` is an ordinary (here undeclared) name.
    let e = visa_text::parse(&format!(
        "{head}    mov (M1, 8) VD(0,0)<1> V21(0,0)<1;1,0>\n"
    ))
    .unwrap_err();
    assert!(
        e.message.contains("unknown variable `V21`"),
        "{}",
        e.message
    );
}
