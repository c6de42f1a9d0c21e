#!/usr/bin/python3
"""Writes tests/emu/raw_send_lsc.visaasm: raw_sends/raw_send carrying LSC
messages on DG2, their descriptors encoded here from the LSC descriptor
fields (operation 5:0, address size 8:7, data size 11:9, vector size 14:12
or channel mask 15:12, transpose 15, response length 24:20, payload length
28:25, address type 30:29; the binding-table index in the extended
descriptor's 31:24; SFIDs ugm 15, slm 14), and the expected buffers
(plain data moves, computed here).

Run: /usr/bin/python3 tests/emu/gen/raw_send.py
"""
import os
import random
import struct

ROOT = os.path.join(os.path.dirname(__file__), "..")

OPS = {"load": 0x00, "load_quad": 0x02, "store": 0x04, "store_quad": 0x06,
       "iadd": 0x0C, "icas": 0x12, "fence": 0x1F}
ASIZE = {16: 1, 32: 2, 64: 3}
DSIZE = {"d8": 0, "d16": 1, "d32": 2, "d64": 3, "d8u32": 4, "d16u32": 5}
VEC = {1: 0, 2: 1, 3: 2, 4: 3, 8: 4, 16: 5, 32: 6, 64: 7}
AT = {"flat": 0, "bti": 3}


def desc(op, a=64, d="d32", vec=1, chmask=None, transpose=False, at="flat", mlen=0, rlen=0):
    v = OPS[op] | ASIZE[a] << 7 | DSIZE[d] << 9 | AT[at] << 29 | rlen << 20 | mlen << 25
    v |= (chmask << 12) if chmask is not None else VEC[vec] << 12
    if transpose:
        v |= 1 << 15
    return v


def main():
    rng = random.Random(5)
    n = 16
    inp = [rng.getrandbits(32) for _ in range(64)]
    out = [0] * 128
    # 1. SIMD16 gather d32 (a64) of IN[k], scattered back to OUT[k].
    for k in range(n):
        out[k] = inp[k]
    # 2. transposed d32x8 load of IN[8..16], stored to OUT[16..24].
    for k in range(8):
        out[16 + k] = inp[8 + k]
    # 3. quad .xz load through BTI 1 (IN) of IN[4k], IN[4k+2], stored
    #    x to OUT[32+k], z to OUT[48+k].
    for k in range(n):
        out[32 + k] = inp[4 * k]
        out[48 + k] = inp[4 * k + 2]
    # 4. atomic add of k+1 to CNT[0] by every lane: old values to OUT[64+k].
    cnt = 1000
    for k in range(n):
        out[64 + k] = cnt
        cnt += k + 1
    # 5. SLM: store IN[32+k] at 4k, load back from 4*(15-k), to OUT[80+k];
    #    raw_send (one payload: addresses then data) does the store.
    slm = [inp[32 + k] for k in range(n)]
    for k in range(n):
        out[80 + k] = slm[15 - k]
    # 6. compare-and-swap on CNT[1] (= 7): lane 0 finds 7 and writes 99;
    #    the rest find 99: old values to OUT[96+k].
    c1 = 7
    for k in range(n):
        out[96 + k] = c1
        if c1 == 7:
            c1 = 99
    cnt_final = [cnt, c1]

    d_gather = desc("load", 64, "d32", rlen=2, mlen=4)
    d_scatter = desc("store", 64, "d32", mlen=4)
    d_tload = desc("load", 64, "d32", vec=8, transpose=True, rlen=1, mlen=1)
    d_tstore = desc("store", 64, "d32", vec=8, transpose=True, mlen=1)
    d_quad = desc("load_quad", 32, "d32", chmask=0b0101, at="bti", rlen=4, mlen=2)
    d_add = desc("iadd", 64, "d32", rlen=2, mlen=4)
    d_cas = desc("icas", 64, "d32", rlen=2, mlen=4)
    d_slm_st = desc("store", 32, "d32", mlen=4)
    d_slm_ld = desc("load", 32, "d32", rlen=2, mlen=2)
    d_fence = desc("fence", 32, "d8")
    text = f"""// platform: DG2
// raw_sends and raw_send carrying LSC messages (the descriptors encoded by
// tests/emu/gen/raw_send.py from the fields IGA decodes): a SIMD16 a64
// gather and scatter, a transposed d32x8 load and store, a quad (.xz) load
// through a binding-table index, atomic iadd and icas on ugm, an SLM
// store (raw_send: addresses then data in one payload) and load, a fence.
// Regenerate with `/usr/bin/python3 tests/emu/gen/raw_send.py`.
// launch: global=16 local=16 simd=16
// input: IN=u32s:{",".join(hex(x) for x in inp)}
// input: IB=u32s:{",".join(hex(x) for x in inp)}
// surface: IB=1
// input: OUT=zeros:512
// input: CNT=u32s:1000,7
// expect: OUT=u32s:{",".join(hex(x) for x in out)}
// expect: CNT=u32s:{cnt_final[0]},{cnt_final[1]}
.version 4.1
.kernel "raw_send_lsc"
.decl OUT v_type=G type=uq num_elts=1 align=GRF
.decl CNT v_type=G type=uq num_elts=1 align=GRF
.decl IN v_type=G type=uq num_elts=1 align=GRF
.decl LX v_type=G type=uw num_elts=16 align=GRF
.decl L v_type=G type=ud num_elts=16 align=GRF
.decl A v_type=G type=uq num_elts=16 align=GRF
.decl B v_type=G type=uq num_elts=16 align=GRF
.decl O32 v_type=G type=ud num_elts=16 align=GRF
.decl D v_type=G type=ud num_elts=16 align=GRF
.decl Q v_type=G type=ud num_elts=32 align=GRF
.decl T v_type=G type=ud num_elts=8 align=GRF
.decl TA v_type=G type=uq num_elts=4 align=GRF
.decl S v_type=G type=ud num_elts=48 align=GRF
.decl SA v_type=G type=ud num_elts=16 alias=<S, 0>
.decl SD v_type=G type=ud num_elts=16 alias=<S, 64>
.decl OLD v_type=G type=ud num_elts=16 align=GRF
.decl CAS v_type=G type=ud num_elts=32 align=GRF
.input LX offset=32 size=32
.function "k_0"
k_0:
    mov (M1, 16) L(0,0)<1> LX(0,0)<1;1,0>
    shl (M1, 16) A(0,0)<1> L(0,0)<1;1,0> 0x2:ud
    mov (M1, 16) B(0,0)<1> A(0,0)<1;1,0>
    add (M1, 16) A(0,0)<1> A(0,0)<1;1,0> IN(0,0)<0;1,0>
    add (M1, 16) B(0,0)<1> B(0,0)<1;1,0> OUT(0,0)<0;1,0>
    raw_sends.15.4.0.2 (M1, 16) 0x0:ud 0x{d_gather:x}:ud A.0 %null.0 D.0
    raw_sends.15.4.2.0 (M1, 16) 0x0:ud 0x{d_scatter:x}:ud B.0 D.0 %null.0
    add (M1_NM, 1) TA(0,0)<1> IN(0,0)<0;1,0> 0x20:uq
    raw_sends.15.1.0.1 (M1_NM, 1) 0x0:ud 0x{d_tload:x}:ud TA.0 %null.0 T.0
    add (M1_NM, 1) TA(0,0)<1> OUT(0,0)<0;1,0> 0x40:uq
    raw_sends.15.1.1.0 (M1_NM, 1) 0x0:ud 0x{d_tstore:x}:ud TA.0 T.0 %null.0
    shl (M1, 16) O32(0,0)<1> L(0,0)<1;1,0> 0x4:ud
    raw_sends.15.2.0.4 (M1, 16) 0x1000000:ud 0x{d_quad:x}:ud O32.0 %null.0 Q.0
    add (M1, 16) B(0,0)<1> B(0,0)<1;1,0> 0x80:uq
    raw_sends.15.4.2.0 (M1, 16) 0x0:ud 0x{d_scatter:x}:ud B.0 Q.0 %null.0
    add (M1, 16) B(0,0)<1> B(0,0)<1;1,0> 0x40:uq
    raw_sends.15.4.2.0 (M1, 16) 0x0:ud 0x{d_scatter:x}:ud B.0 Q.64 %null.0
    mov (M1, 16) A(0,0)<1> CNT(0,0)<0;1,0>
    add (M1, 16) D(0,0)<1> L(0,0)<1;1,0> 0x1:ud
    raw_sends.15.4.2.2 (M1, 16) 0x0:ud 0x{d_add:x}:ud A.0 D.0 OLD.0
    add (M1, 16) B(0,0)<1> B(0,0)<1;1,0> 0x40:uq
    raw_sends.15.4.2.0 (M1, 16) 0x0:ud 0x{d_scatter:x}:ud B.0 OLD.0 %null.0
    add (M1, 16) A(0,0)<1> A(0,0)<1;1,0> 0x4:uq
    mov (M1, 16) CAS(0,0)<1> 0x7:ud
    mov (M1, 16) CAS(2,0)<1> 0x63:ud
    raw_sends.15.4.4.2 (M1, 16) 0x0:ud 0x{d_cas:x}:ud A.0 CAS.0 OLD.0
    add (M1, 16) B(0,0)<1> B(0,0)<1;1,0> 0x80:uq
    raw_sends.15.4.2.0 (M1, 16) 0x0:ud 0x{d_scatter:x}:ud B.0 OLD.0 %null.0
    shl (M1, 16) SA(0,0)<1> L(0,0)<1;1,0> 0x2:ud
    add (M1, 16) A(0,0)<1> IN(0,0)<0;1,0> 0x80:uq
    add (M1, 16) A(0,0)<1> A(0,0)<1;1,0> SA(0,0)<1;1,0>
    raw_sends.15.4.0.2 (M1, 16) 0x0:ud 0x{d_gather:x}:ud A.0 %null.0 SD.0
    raw_send (M1, 16) 0xe 4 0 0x{d_slm_st:x}:ud S.0 %null.0
    raw_sends.14.1.0.0 (M1_NM, 1) 0x0:ud 0x{d_fence:x}:ud S.0 %null.0 %null.0
    mov (M1, 16) D(0,0)<1> 0xf:ud
    add (M1, 16) D(0,0)<1> D(0,0)<1;1,0> (-)L(0,0)<1;1,0>
    shl (M1, 16) D(0,0)<1> D(0,0)<1;1,0> 0x2:ud
    raw_sends.14.2.0.2 (M1, 16) 0x0:ud 0x{d_slm_ld:x}:ud D.0 %null.0 OLD.0
    add (M1, 16) B(0,0)<1> B(0,0)<1;1,0> 0xffffffffffffffc0:uq
    raw_sends.15.4.2.0 (M1, 16) 0x0:ud 0x{d_scatter:x}:ud B.0 OLD.0 %null.0
    ret (M1, 1)
"""
    with open(os.path.join(ROOT, "raw_send_lsc.visaasm"), "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()


def hdc_desc(mtype, simd, disable, bti, header=False, mlen=0, rlen=0):
    """A data-port (HDC) descriptor: message type 18:14, header 19, SIMD
    mode 13:12 (1 SIMD16, 2 SIMD8), channel disable mask 11:8, BTI 7:0."""
    return (mlen << 25 | rlen << 20 | int(header) << 19 | mtype << 14
            | {16: 1, 8: 2}[simd] << 12 | disable << 8 | bti)


def hdc_main():
    """tests/emu/raw_send_hdc.visaasm: data-port untyped surface reads and
    writes (A32 through a BTI and SLM, A64 stateless, with and without a
    header) and a data cache 0 fence, on SKL."""
    rng = random.Random(6)
    inp = [rng.getrandbits(32) for _ in range(64)]
    out = [0] * 96
    # 1. SIMD16 A32 read .xy from BTI 1 (IN) at 16k: x = IN[4k], y = IN[4k+1];
    #    A32 write .xy of those to BTI 2 (OUT) at 8k -> OUT[2k], OUT[2k+1].
    for k in range(16):
        out[2 * k] = inp[4 * k]
        out[2 * k + 1] = inp[4 * k + 1]
    # 2. SIMD8 A64 read .w at IN + 16k (header present): IN[4k+3]; A64
    #    write .x to IN + 192 + 4k (IN[48+k]); A32 write .x to BTI 2 (OUT)
    #    at 128 + 4k.
    inp2 = list(inp)
    for k in range(8):
        out[32 + k] = inp[4 * k + 3]
        inp2[48 + k] = inp[4 * k + 3]
    # 3. SIMD8 SLM write .xyzw at 16k of IN[32+4k..], read back .zw of the
    #    slot of lane 7-k, written by an A32 BTI 2 write .xy at 160 + 8k.
    #    (IN as step 2 left it.)
    for k in range(8):
        out[40 + 2 * k] = inp2[32 + 4 * (7 - k) + 2]
        out[40 + 2 * k + 1] = inp2[32 + 4 * (7 - k) + 3]
    d_rd16 = hdc_desc(0x01, 16, 0b1100, 1, mlen=2, rlen=4)
    d_wr16 = hdc_desc(0x09, 16, 0b1100, 2, mlen=6)
    d_rd64 = hdc_desc(0x11, 8, 0b0111, 255, header=True, mlen=3, rlen=1)
    d_wr64 = hdc_desc(0x19, 8, 0b1110, 255, mlen=2)
    d_slmw = hdc_desc(0x09, 8, 0b0000, 254, mlen=5)
    d_wr8x = hdc_desc(0x09, 8, 0b1110, 2, mlen=1)
    d_slmr = hdc_desc(0x01, 8, 0b0011, 254, mlen=1, rlen=2)
    d_wr8 = hdc_desc(0x09, 8, 0b1100, 2, mlen=1)
    d_fence = 0x07 << 14
    text = f"""// platform: SKL
// raw_send and raw_sends carrying data-port messages (descriptors encoded
// by tests/emu/gen/raw_send.py from the fields IGA decodes): data cache 1
// untyped surface reads and writes, A32 through binding-table indices and
// SLM (254) and A64 stateless (255), SIMD8 and SIMD16, channel disable
// masks, a header before the addresses; a data cache 0 fence.
// Regenerate with `/usr/bin/python3 tests/emu/gen/raw_send.py`.
// launch: global=16 local=16 simd=16
// input: IN=u32s:{",".join(hex(x) for x in inp)}
// input: IB=u32s:{",".join(hex(x) for x in inp)}
// surface: IB=1
// input: OUT=zeros:384
// surface: OUT=2
// expect: OUT=u32s:{",".join(hex(x) for x in out)}
// expect: IN=u32s:{",".join(hex(x) for x in inp2)}
.version 4.1
.kernel "raw_send_hdc"
.decl IN v_type=G type=uq num_elts=1 align=GRF
.decl LX v_type=G type=uw num_elts=16 align=GRF
.decl L v_type=G type=ud num_elts=16 align=GRF
.decl P v_type=G type=ud num_elts=48 align=GRF
.decl D v_type=G type=ud num_elts=32 align=GRF
.decl H v_type=G type=ud num_elts=24 align=GRF
.decl HA v_type=G type=uq num_elts=8 alias=<H, 32>
.decl A v_type=G type=uq num_elts=8 align=GRF
.decl W v_type=G type=ud num_elts=8 align=GRF
.decl S v_type=G type=ud num_elts=40 align=GRF
.decl SD v_type=G type=ud num_elts=32 alias=<S, 32>
.decl R v_type=G type=ud num_elts=16 align=GRF
.input LX offset=32 size=32
.function "k_0"
k_0:
    mov (M1, 16) L(0,0)<1> LX(0,0)<1;1,0>
    shl (M1, 16) P(0,0)<1> L(0,0)<1;1,0> 0x4:ud
    raw_send (M1, 16) 0xc 2 4 0x{d_rd16:x}:ud P.0 D.0
    shl (M1, 16) P(0,0)<1> L(0,0)<1;1,0> 0x3:ud
    mov (M1, 16) P(2,0)<1> D(0,0)<1;1,0>
    mov (M1, 16) P(4,0)<1> D(2,0)<1;1,0>
    raw_send (M1, 16) 0xc 6 0 0x{d_wr16:x}:ud P.0 %null.0
    shl (M1, 8) A(0,0)<1> L(0,0)<1;1,0> 0x4:ud
    add (M1, 8) A(0,0)<1> A(0,0)<1;1,0> IN(0,0)<0;1,0>
    mov (M1, 8) HA(0,0)<1> A(0,0)<1;1,0>
    raw_sends.12.3.0.1 (M1, 8) 0x0:ud 0x{d_rd64:x}:ud H.0 %null.0 W.0
    shl (M1, 8) A(0,0)<1> L(0,0)<1;1,0> 0x2:ud
    add (M1, 8) A(0,0)<1> A(0,0)<1;1,0> IN(0,0)<0;1,0>
    add (M1, 8) A(0,0)<1> A(0,0)<1;1,0> 0xc0:uq
    raw_sends.12.2.1.0 (M1, 8) 0x0:ud 0x{d_wr64:x}:ud A.0 W.0 %null.0
    shl (M1, 8) P(0,0)<1> L(0,0)<1;1,0> 0x2:ud
    add (M1, 8) P(0,0)<1> P(0,0)<1;1,0> 0x80:ud
    raw_sends.12.1.1.0 (M1, 8) 0x0:ud 0x{d_wr8x:x}:ud P.0 W.0 %null.0
    shl (M1, 8) S(0,0)<1> L(0,0)<1;1,0> 0x4:ud
    shl (M1, 8) A(0,0)<1> L(0,0)<1;1,0> 0x4:ud
    add (M1, 8) A(0,0)<1> A(0,0)<1;1,0> IN(0,0)<0;1,0>
    add (M1, 8) A(0,0)<1> A(0,0)<1;1,0> 0x80:uq
    raw_sends.12.2.0.4 (M1, 8) 0x0:ud 0x{hdc_desc(0x11, 8, 0, 255, mlen=2, rlen=4):x}:ud A.0 %null.0 SD.0
    raw_send (M1, 8) 0xc 5 0 0x{d_slmw:x}:ud S.0 %null.0
    raw_send (M1_NM, 8) 0xa 1 0 0x{d_fence:x}:ud S.0 %null.0
    mov (M1, 8) P(0,0)<1> 0x7:ud
    add (M1, 8) P(0,0)<1> P(0,0)<1;1,0> (-)L(0,0)<1;1,0>
    shl (M1, 8) P(0,0)<1> P(0,0)<1;1,0> 0x4:ud
    raw_sends.12.1.0.2 (M1, 8) 0x0:ud 0x{d_slmr:x}:ud P.0 %null.0 R.0
    shl (M1, 8) P(0,0)<1> L(0,0)<1;1,0> 0x3:ud
    add (M1, 8) P(0,0)<1> P(0,0)<1;1,0> 0xa0:ud
    raw_sends.12.1.2.0 (M1, 8) 0x0:ud 0x{d_wr8:x}:ud P.0 R.0 %null.0
    ret (M1, 1)
"""
    with open(os.path.join(ROOT, "raw_send_hdc.visaasm"), "w") as f:
        f.write(text)


hdc_main()
