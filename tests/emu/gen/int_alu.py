# Independent Python model of the vISA integer semantics used to compute the
# expectations of tests/emu/int_alu.visaasm.
M32=0xffffffff
def s32(v): v&=M32; return v-(1<<32) if v>>31 else v
def s16(v): v&=0xffff; return v-(1<<16) if v>>15 else v
X=[0x12345678,0xdeadbeef,0,0xffffffff,0x80000000,1,0x7fffffff,0x00f0f000]
Y=[3,0xfffffffd,31,32,0x80000001,0x1234,0xfffffff0,17]
W=[4,8,0,31,16,1,5,12]
O=[0,4,3,1,16,31,30,8]
out=[]  # (name, dst type, exec, values)
def bfe(w,o,x,signed):
    w&=31;o&=31
    if w==0: return 0
    f=(x>>o)&((1<<w)-1)
    if signed and f>>(w-1)&1: f-= 1<<w
    return f&M32
def bfi(w,o,y,x):
    w&=31;o&=31; m=(((1<<w)-1)<<o)&M32
    return ((y<<o)&m)|(x&~m&M32)
def fbh_u(x):
    if x==0: return M32
    return 32-x.bit_length()
def fbh_s(x):
    if x in (0,M32): return M32
    if x>>31: x=~x&M32
    return 32-x.bit_length()
def fbl(x):
    if x==0: return M32
    return (x&-x).bit_length()-1
def rol(x,s,w=32):
    m=(1<<w)-1; s&=w-1; x&=m
    return ((x<<s)|(x>>(w-s)))&m if s else x
def ror(x,s,w=32): return rol(x,(-s)&(w-1),w)
rows=[]
rows.append(("bfe (M1, 8) R(0,0)<1> W(0,0)<1;1,0> O(0,0)<1;1,0> X(0,0)<1;1,0>",[bfe(w,o,x,False) for w,o,x in zip(W,O,X)]))
rows.append(("bfe (M1, 8) RD(1,0)<1> WD(0,0)<1;1,0> OD(0,0)<1;1,0> XD(0,0)<1;1,0>",[bfe(w,o,x,True) for w,o,x in zip(W,O,X)]))
rows.append(("bfi (M1, 8) R(2,0)<1> W(0,0)<1;1,0> O(0,0)<1;1,0> Y(0,0)<1;1,0> X(0,0)<1;1,0>",[bfi(w,o,y,x) for w,o,y,x in zip(W,O,Y,X)]))
rows.append(("bfrev (M1, 8) R(3,0)<1> X(0,0)<1;1,0>",[int(format(x,'032b')[::-1],2) for x in X]))
rows.append(("cbit (M1, 8) R(4,0)<1> X(0,0)<1;1,0>",[bin(x).count('1') for x in X]))
rows.append(("fbl (M1, 8) R(5,0)<1> X(0,0)<1;1,0>",[fbl(x) for x in X]))
rows.append(("fbh (M1, 8) R(6,0)<1> X(0,0)<1;1,0>",[fbh_u(x) for x in X]))
rows.append(("fbh (M1, 8) RD(7,0)<1> XD(0,0)<1;1,0>",[fbh_s(x) for x in X]))
rows.append(("lzd (M1, 8) R(8,0)<1> X(0,0)<1;1,0>",[32-x.bit_length() for x in X]))
rows.append(("rol (M1, 8) R(9,0)<1> X(0,0)<1;1,0> Y(0,0)<1;1,0>",[rol(x,y) for x,y in zip(X,Y)]))
rows.append(("ror (M1, 8) R(10,0)<1> X(0,0)<1;1,0> Y(0,0)<1;1,0>",[ror(x,y) for x,y in zip(X,Y)]))
rows.append(("avg (M1, 8) RD(11,0)<1> XD(0,0)<1;1,0> YD(0,0)<1;1,0>",[((s32(x)+s32(y)+1)>>1)&M32 for x,y in zip(X,Y)]))
rows.append(("avg (M1, 8) R(12,0)<1> X(0,0)<1;1,0> Y(0,0)<1;1,0>",[((x+y+1)>>1)&M32 for x,y in zip(X,Y)]))
rows.append(("mulh (M1, 8) RD(13,0)<1> XD(0,0)<1;1,0> YD(0,0)<1;1,0>",[((s32(x)*s32(y))>>32)&M32 for x,y in zip(X,Y)]))
rows.append(("mulh (M1, 8) R(14,0)<1> X(0,0)<1;1,0> Y(0,0)<1;1,0>",[((x*y)>>32)&M32 for x,y in zip(X,Y)]))
mw=[x*y+w for x,y,w in zip(X,Y,W)]
rows.append(("madw (M1, 8) R(15,0)<1> X(0,0)<1;1,0> Y(0,0)<1;1,0> W(0,0)<1;1,0>",[v&M32 for v in mw]))
rows.append((None,[(v>>32)&M32 for v in mw]))
rows.append(("addc (M1, 8) R(17,0)<1> R(18,0)<1> X(0,0)<1;1,0> Y(0,0)<1;1,0>",[(x+y)&M32 for x,y in zip(X,Y)]))
rows.append((None,[(x+y)>>32 for x,y in zip(X,Y)]))
rows.append(("subb (M1, 8) R(19,0)<1> R(20,0)<1> X(0,0)<1;1,0> Y(0,0)<1;1,0>",[(x-y)&M32 for x,y in zip(X,Y)]))
rows.append((None,[1 if x<y else 0 for x,y in zip(X,Y)]))
rows.append(("add3 (M1, 8) RD(21,0)<1> XD(0,0)<1;1,0> YD(0,0)<1;1,0> 0x7:d",[(s32(x)+s32(y)+7)&M32 for x,y in zip(X,Y)]))
rows.append(("bfn.x96 (M1, 8) R(22,0)<1> X(0,0)<1;1,0> Y(0,0)<1;1,0> O(0,0)<1;1,0>",[x^y^o for x,y,o in zip(X,Y,O)]))
rows.append(("bfn.xe8 (M1, 8) R(23,0)<1> X(0,0)<1;1,0> Y(0,0)<1;1,0> O(0,0)<1;1,0>",[(x&y)|(x&o)|(y&o) for x,y,o in zip(X,Y,O)]))
def dp(a,b,c,signed):
    acc=a
    for k in range(4):
        p=(b>>8*k)&255;q=(c>>8*k)&255
        if signed:
            p-= 256 if p>127 else 0; q-= 256 if q>127 else 0
        acc+=p*q
    return acc&M32
rows.append(("dp4a (M1, 8) RD(24,0)<1> WD(0,0)<1;1,0> XD(0,0)<1;1,0> YD(0,0)<1;1,0>",[dp(s32(w),x,y,True) for w,x,y in zip(W,X,Y)]))
rows.append(("dp4a (M1, 8) R(25,0)<1> W(0,0)<1;1,0> X(0,0)<1;1,0> Y(0,0)<1;1,0>",[dp(w,x,y,False) for w,x,y in zip(W,X,Y)]))
rows.append(("shr (M1, 8) R(26,0)<1> X(0,0)<1;1,0> Y(0,0)<1;1,0>",[x>>(y&31) for x,y in zip(X,Y)]))
rows.append(("asr (M1, 8) RD(27,0)<1> XD(0,0)<1;1,0> Y(0,0)<1;1,0>",[(s32(x)>>(y&31))&M32 for x,y in zip(X,Y)]))
rows.append(("shl (M1, 8) R(28,0)<1> X(0,0)<1;1,0> Y(0,0)<1;1,0>",[(x<<(y&31))&M32 for x,y in zip(X,Y)]))
def tdiv(a,b):
    q=abs(a)//abs(b); return q if (a<0)==(b<0) else -q
rows.append(("div (M1, 8) RD(29,0)<1> XD(0,0)<1;1,0> YD(0,0)<1;1,0>",[tdiv(s32(x),s32(y))&M32 for x,y in zip(X,Y)]))
rows.append(("mod (M1, 8) RD(30,0)<1> XD(0,0)<1;1,0> YD(0,0)<1;1,0>",[(s32(x)-tdiv(s32(x),s32(y))*s32(y))&M32 for x,y in zip(X,Y)]))
rows.append(("div (M1, 8) R(31,0)<1> X(0,0)<1;1,0> Y(0,0)<1;1,0>",[x//y for x,y in zip(X,Y)]))
# word forms: 16 lanes over the same bytes
XW=[]; YW=[]
for x in X: XW+= [x&0xffff, x>>16]
for y in Y: YW+= [y&0xffff, y>>16]
def pack16(vs):
    r=[]
    for i in range(0,16,2): r.append((vs[i]&0xffff)|((vs[i+1]&0xffff)<<16))
    return r
rows.append(("rol (M1_NM, 16) RW(32,0)<1> XW(0,0)<1;1,0> YW(0,0)<1;1,0>",pack16([rol(x,y,16) for x,y in zip(XW,YW)])))
rows.append(("asr (M1_NM, 16) RSW(33,0)<1> XSW(0,0)<1;1,0> YW(0,0)<1;1,0>",pack16([s16(x)>>(y&31) for x,y in zip(XW,YW)])))
rows.append(("shr (M1_NM, 16) RW(34,0)<1> XW(0,0)<1;1,0> YW(0,0)<1;1,0>",pack16([x>>(y&31) for x,y in zip(XW,YW)])))
rows.append(("avg (M1_NM, 16) RSW(35,0)<1> XSW(0,0)<1;1,0> YSW(0,0)<1;1,0>",pack16([(s16(x)+s16(y)+1)>>1 for x,y in zip(XW,YW)])))
rows.append(("add3 (M1_NM, 16) RW(36,0)<1> XW(0,0)<1;1,0> YW(0,0)<1;1,0> 0xffff:uw",pack16([x+y+0xffff for x,y in zip(XW,YW)])))
rows.append(("cbit (M1_NM, 16) RW(37,0)<1> XW(0,0)<1;1,0>",pack16([bin(x).count('1') for x in XW])))
n=len(rows)
lines=[]
lines.append("// Integer ALU semantics on DG2 (32-byte GRFs), 8 dword lanes (and 16 word")
lines.append("// lanes for the word forms): bfe (UD, and D sign-extending the field as the")
lines.append("// hardware does), bfi, bfrev, cbit, fbl, fbh (UD and D), lzd, rol/ror,")
lines.append("// avg, mulh, madw (high half in the next GRF), addc/subb (carry/borrow),")
lines.append("// add3, bfn (xor3 0x96, majority 0xe8), dp4a (signed and unsigned bytes),")
lines.append("// shr/asr/shl (count: low 5 bits, 6 for Q, as the hardware; words shift at\n// 32-bit precision), div/mod (truncating).")
lines.append("// Expectations computed with an independent Python model of the spec pages.")
lines.append("// platform: DG2")
lines.append("// launch: global=8 local=8 simd=8")
def h(v): return ",".join("0x%x"%v for v in v)
lines.append("// input: IN=u32s:"+h(X+Y+W+O))
lines.append("// input: OUT=zeros:%d"%(n*32))
exp=[]
for _,v in rows: exp+=v
lines.append("// expect: OUT=u32s:"+h(exp))
lines.append(""".version 4.1
.kernel "int_alu"
.decl IN v_type=G type=uq num_elts=1
.decl OUT v_type=G type=uq num_elts=1
.decl A v_type=G type=uq num_elts=1
.decl I v_type=G type=ud num_elts=32 align=GRF
.decl X v_type=G type=ud num_elts=8 align=GRF alias=<I, 0>
.decl Y v_type=G type=ud num_elts=8 align=GRF alias=<I, 32>
.decl W v_type=G type=ud num_elts=8 align=GRF alias=<I, 64>
.decl O v_type=G type=ud num_elts=8 align=GRF alias=<I, 96>
.decl XD v_type=G type=d num_elts=8 alias=<X, 0>
.decl YD v_type=G type=d num_elts=8 alias=<Y, 0>
.decl WD v_type=G type=d num_elts=8 alias=<W, 0>
.decl OD v_type=G type=d num_elts=8 alias=<O, 0>
.decl XW v_type=G type=uw num_elts=16 alias=<X, 0>
.decl YW v_type=G type=uw num_elts=16 alias=<Y, 0>
.decl XSW v_type=G type=w num_elts=16 alias=<X, 0>
.decl YSW v_type=G type=w num_elts=16 alias=<Y, 0>""")
lines.append(".decl R v_type=G type=ud num_elts=%d align=GRF"%(n*8))
lines.append(".decl RD v_type=G type=d num_elts=%d alias=<R, 0>"%(n*8))
lines.append(".decl RW v_type=G type=uw num_elts=%d alias=<R, 0>"%(n*16))
lines.append(".decl RSW v_type=G type=w num_elts=%d alias=<R, 0>"%(n*16))
lines.append(""".function "k_0"
k_0:
    svm_block_ld (8) IN(0,0)<0;1,0> I.0""")
for t,_ in rows:
    if t: lines.append("    "+t)
for g in range(0,n,4):
    lines.append("    add (M1_NM, 1) A(0,0)<1> OUT(0,0)<0;1,0> 0x%x:uq"%(g*32))
    lines.append("    svm_block_st (%d) A(0,0)<0;1,0> R.%d"%(2*min(4,n-g),g*32))
lines.append("    ret (M1, 1)")
open(__import__("os").path.join(__import__("os").path.dirname(__file__),"..","int_alu.visaasm"),"w").write("\n".join(lines)+"\n")
print(n)
