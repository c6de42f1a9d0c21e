//! A generator of large, valid vISA kernels for benchmarks: a SKL SIMD16
//! kernel with inputs, aliases, predicates, address variables, goto/jmp
//! control flow, subroutine calls and surface messages, in the shapes IGC
//! emits. Deterministic for a given instruction count.

use std::fmt::Write;

/// A kernel of exactly `n` instructions (labels and `.function` count).
pub fn kernel(n: usize) -> String {
    let mut s = String::new();
    let _ = writeln!(s, ".version 4.1\n.kernel \"big\"");
    let vars = 64;
    for i in 0..vars {
        let ty = ["d", "ud", "f", "w"][i % 4];
        let n = if ty == "w" { 32 } else { 16 };
        let _ = writeln!(s, ".decl X{i} v_type=G type={ty} num_elts={n} align=GRF");
    }
    for i in 0..vars / 4 {
        let _ = writeln!(
            s,
            ".decl AL{i} v_type=G type=ud num_elts=16 align=GRF alias=<X{}, 0>",
            4 * i
        );
    }
    let _ = writeln!(s, ".decl Q0 v_type=G type=q num_elts=16 align=GRF");
    let _ = writeln!(s, ".decl ARG0 v_type=G type=d num_elts=8 align=GRF");
    let _ = writeln!(s, ".decl ARG1 v_type=G type=ud num_elts=2 align=dword");
    for i in 1..=8 {
        let _ = writeln!(s, ".decl P{i} v_type=P num_elts=16");
    }
    let _ = writeln!(s, ".decl A0 v_type=A num_elts=16");
    let _ = writeln!(s, ".decl T6 v_type=T num_elts=1");
    let _ = writeln!(s, ".input ARG0 offset=32 size=32");
    let _ = writeln!(s, ".input ARG1 offset=64 size=8");
    let _ = writeln!(s, ".kernel_attr SimdSize=16");
    let mut rng = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move |m: usize| {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        (rng % m as u64) as usize
    };
    // Subroutines take the last 5% of the instructions.
    let nsubs = 8;
    let sub_len = (n / 20 / nsubs).max(3);
    let main_len = n.saturating_sub(sub_len * nsubs).max(2);
    let mut count = 0;
    let mut label = 0;
    let _ = writeln!(s, ".function \"main\"");
    count += 1;
    let body = |s: &mut String, next: &mut dyn FnMut(usize) -> usize| {
        let d = next(16) * 4; // a d-typed variable
        let u = d + 1;
        let f = d + 2;
        let w = d + 3;
        let a = next(16) * 4;
        let b = next(16) * 4;
        let p = 1 + next(8);
        let m = if next(2) == 0 { "M1" } else { "M1_NM" };
        match next(14) {
            0 => writeln!(
                s,
                "    add ({m}, 16) X{d}(0,0)<1> X{a}(0,0)<1;1,0> X{b}(0,0)<1;1,0>"
            ),
            1 => writeln!(s, "    mul ({m}, 16) X{d}(0,0)<1> X{a}(0,0)<1;1,0> 0x3:d"),
            2 => writeln!(
                s,
                "    mad ({m}, 16) X{f}(0,0)<1> X{}(0,0)<1;1,0> X{}(0,0)<1;1,0> 0x3f800000:f",
                a + 2,
                b + 2
            ),
            3 => writeln!(s, "    mov ({m}, 16) X{f}(0,0)<1> X{a}(0,0)<1;1,0>"),
            4 => writeln!(
                s,
                "    cmp.lt ({m}, 16) P{p} X{a}(0,0)<1;1,0> X{b}(0,0)<1;1,0>"
            ),
            5 => writeln!(
                s,
                "    (P{p}) sel ({m}, 16) X{d}(0,0)<1> X{a}(0,0)<1;1,0> 0x0:d"
            ),
            6 => writeln!(
                s,
                "    and ({m}, 16) X{u}(0,0)<1> X{}(0,0)<1;1,0> 0xff:ud",
                a + 1
            ),
            7 => writeln!(s, "    shl ({m}, 16) X{d}(0,0)<1> X{a}(0,0)<1;1,0> 0x2:d"),
            8 => writeln!(s, "    add (M1, 8) X{w}(0,0)<2> X{w}(0,0)<16;8,2> 0x1:w"),
            9 => writeln!(s, "    mov (M1_NM, 1) X{d}(0,3)<1> ARG0(0,2)<0;1,0>"),
            10 => writeln!(
                s,
                "    (P{p}) add ({m}, 16) AL{}(0,0)<1> AL{}(0,0)<1;1,0> (-)X{u}(0,0)<1;1,0>",
                next(16),
                next(16)
            ),
            11 => writeln!(s, "    mov (M1, 16) Q0(0,0)<1> X{a}(0,0)<1;1,0>"),
            12 => writeln!(s, "    addr_add (M1_NM, 1) A0(0)<1> &X{a} 0x4:uw"),
            _ => writeln!(s, "    mov (M1, 16) X{d}(0,0)<1> r[A0(0),0]<8;8,1>:d"),
        }
    };
    while count < main_len - 1 {
        let left = main_len - 1 - count;
        if left >= 4 && count % 40 == 39 {
            // A forward divergent branch over one instruction, and a label.
            let p = 1 + next(8);
            let _ = writeln!(s, "    (P{p}) goto (M1, 16) L{label}");
            let _ = body(&mut s, &mut next);
            let _ = writeln!(s, "L{label}:");
            label += 1;
            count += 3;
        } else if left >= 3 && count % 97 == 96 {
            let _ = writeln!(s, "    movs (M1_NM, 1) T6(0) 0x0:ud");
            let _ = writeln!(
                s,
                "    gather4_scaled.R (M1, 16) T6 0x0:ud AL{}.0 X{}.0",
                next(16),
                next(16) * 4
            );
            count += 2;
        } else if left >= 2 && count % 211 == 210 {
            let _ = writeln!(s, "    call (M1, 16) S{}", next(nsubs));
            count += 1;
        } else {
            let _ = body(&mut s, &mut next);
            count += 1;
        }
    }
    let _ = writeln!(s, "    ret (M1, 1)");
    count += 1;
    for k in 0..nsubs {
        let _ = writeln!(s, ".function \"S{k}\"");
        count += 1;
        let len = if k + 1 == nsubs {
            n - count
        } else {
            sub_len - 1
        };
        for _ in 0..len.saturating_sub(1) {
            let _ = body(&mut s, &mut next);
            count += 1;
        }
        let _ = writeln!(s, "    ret (M1, 16)");
        count += 1;
    }
    s
}
