#!/usr/bin/env python3
# Writes the verifier's invalid-program suite, tests/verify/cases/NN-name.visaasm,
# from the table below: each case breaks exactly one rule; '@@' marks the line
# the verifier must report (the file's second line records rule and line).
# Usage: scripts/verify/make-cases.py  (then scripts/verify/genx-verdicts.sh --write)
import os
ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '../..'))
OUT=os.path.join(ROOT, 'tests/verify/cases')
BASE_DECLS='''.decl VA v_type=G type=d num_elts=16 align=GRF
.decl VB v_type=G type=d num_elts=16 align=GRF
.decl VC v_type=G type=d num_elts=32 align=GRF
.decl VU v_type=G type=ud num_elts=16 align=GRF
.decl VU2 v_type=G type=ud num_elts=16 align=GRF
.decl VF v_type=G type=f num_elts=16 align=GRF
.decl VF2 v_type=G type=f num_elts=16 align=GRF
.decl P1 v_type=P num_elts=16
.decl P2 v_type=P num_elts=16
.decl A0 v_type=A num_elts=2
.decl SURF v_type=T num_elts=1'''
cases=[]
def case(name, rule, body, platform='SKL', decls=BASE_DECLS, attrs='.kernel_attr SimdSize=16', kernel=True, why=''):
    cases.append((name, rule, body, platform, decls, attrs, kernel, why))

def K(body): return body
# --- regions
case('region-width-zero','region-parameters','    add (M1, 8) VA(0,0)<1> VB(0,0)<8;0,1> 0x1:d @@')
case('region-width-exceeds-exec','region-width','    add (M1, 4) VA(0,0)<1> VB(0,0)<8;8,1> 0x1:d @@')
case('dst-stride-zero','dst-horizontal-stride','    add (M1, 8) VA(0,0)<0> VB(0,0)<8;8,1> 0x1:d @@')
case('src-spans-three-grfs','region-grf-span','    mov (M1, 8) VA(0,0)<1> VC(0,4)<16;8,2> @@')
case('dst-spans-three-grfs','region-grf-span','    mov (M1, 8) VC(0,6)<2> VA(0,0)<8;8,1> @@')
case('half-spans-three-grfs','region-grf-span','    mov (M1, 16) VA(0,0)<1> VC(0,4)<0;8,2> @@')
case('multi-address-dst','multi-address-dst','    mov (M1, 2) r[A0(0),0]<1,1>:d VA(0,0)<2;2,1> @@')
case('src-out-of-bounds','region-out-of-bounds','    add (M1, 16) VA(0,0)<1> VB(1,0)<1;1,0> 0x1:d @@')
case('dst-out-of-bounds','region-out-of-bounds','    mov (M1, 16) VB(1,0)<1> VA(0,0)<1;1,0> @@')
case('column-offset-crosses-grf','column-offset','    mov (M1, 1) VA(0,0)<1> VC(0,8)<0;1,0> @@')
case('indirect-offset-range','indirect-offset','    mov (M1, 8) VA(0,0)<1> r[A0(0),600]<8;8,1>:d @@')
case('indirect-packed-type','indirect-type','    mov (M1, 8) VA(0,0)<1> r[A0(0),0]<8;8,1>:v @@')
case('address-operand-past-end','address-operand-bounds','    addr_add (M1, 1) A0(2)<1> A0(0)<1> 0x4:uw @@')
case('multi-address-too-few-addresses','address-operand-bounds','    mov (M1, 8) VA(0,0)<1> r[A0(0),0]<1,0>:d @@')
case('raw-operand-past-end','raw-operand-bounds','    gather4_scaled.R (M1, 16) SURF 0x0:ud VB.128 VA.0 @@')
case('raw-operand-unaligned','raw-operand-alignment','    gather4_scaled.R (M1, 16) SURF 0x0:ud VC.4 VA.0 @@')
case('state-operand-past-end','state-operand-bounds','    movs (M1_NM, 1) SURF(1) 0x0:ud @@')
# --- operands
case('predicate-source-in-add','operand-class','    add (M1, 8) VA(0,0)<1> P1 0x1:d @@')
case('address-source-in-mul','operand-class','    mul (M1, 2) VA(0,0)<1> A0(0)<2> 0x1:d @@')
case('immediate-destination','immediate-destination','    mov (M1, 1) 0x5:d VA(0,0)<0;1,0> @@')
case('modifier-on-address','modifier-class','    addr_add (M1, 1) A0(0)<1> (-)A0(1)<1> 0x4:uw @@')
case('not-modifier-on-add','not-modifier','    add (M1, 8) VA(0,0)<1> (~)VB(0,0)<8;8,1> 0x1:d @@')
case('negate-on-bfrev','source-modifier','    bfrev (M1, 8) VU(0,0)<1> (-)VU2(0,0)<8;8,1> @@')
case('abs-on-and','source-modifier','    and (M1, 8) VA(0,0)<1> (abs)VB(0,0)<8;8,1> 0x1:d @@')
case('oword-offset-not-scalar','scalar-operand','    oword_ld (2) SURF VU(0,0)<1;1,0> VB.0 @@')
case('and-mixes-predicate-and-general','predicate-operands','    and (M1, 16) P1 P2 VA(0,0)<1;1,0> @@')
case('predicated-predicate-logic','predicate-operands','    (P1) or (M1, 16) P2 P1 P2 @@')
# --- types
case('int-and-float-sources','execution-type','    add (M1, 8) VF(0,0)<1> VF2(0,0)<8;8,1> VA(0,0)<8;8,1> @@')
case('float-exec-int-dst','float-destination-type','    add (M1, 8) VA(0,0)<1> VF(0,0)<8;8,1> VF2(0,0)<8;8,1> @@')
case('sin-on-integers','supported-type','    sin (M1, 8) VA(0,0)<1> VB(0,0)<8;8,1> @@')
case('bfrev-on-signed','supported-type','    bfrev (M1, 8) VA(0,0)<1> VB(0,0)<8;8,1> @@')
case('v-immediate-with-float','packed-immediate','    add (M1, 8) VF(0,0)<1> VF2(0,0)<8;8,1> 0x12345678:v @@')
case('uv-immediate-with-signed','packed-immediate','    add (M1, 8) VA(0,0)<1> VB(0,0)<8;8,1> 0x12345678:uv @@')
case('sat-on-and','saturation','    and.sat (M1, 8) VA(0,0)<1> VA(0,0)<8;8,1> VB(0,0)<8;8,1> @@')
case('sat-on-integer-div','saturation','    div.sat (M1, 8) VA(0,0)<1> VA(0,0)<8;8,1> VB(0,0)<8;8,1> @@')
case('bool-variable','variable-type','    ret (M1, 1)', decls=BASE_DECLS+'\n.decl VX v_type=G type=bool num_elts=8 @@')
case('mov-predicate-to-signed','mov-predicate','    mov (M1, 1) VA(0,0)<1> P1 @@')
# --- exec size and masks
case('bfe-simd2','exec-size','    bfe (M1, 2) VA(0,0)<1> VA(0,0)<2;2,1> VB(0,0)<2;2,1> VB(0,0)<2;2,1> @@')
case('jmp-simd8','exec-size','''L1:
    jmp (M1, 8) L1 @@''')
case('mask-m2-simd8','mask-offset-alignment','    add (M2, 8) VA(0,0)<1> VB(0,0)<8;8,1> 0x1:d @@')
case('mask-m5-simd32','mask-offset-alignment','    add (M5, 32) VC(0,0)<1> VC(0,0)<1;1,0> 0x1:d @@', attrs='.kernel_attr SimdSize=32')
case('m5-in-simd16-kernel','mask-offset-simd','    add (M5, 16) VA(0,0)<1> VB(0,0)<1;1,0> 0x1:d @@')
case('predicate-too-small','predicate-size','    (P3) add (M3, 8) VA(0,0)<1> VB(0,0)<8;8,1> 0x1:d @@', decls=BASE_DECLS+'\n.decl P3 v_type=P num_elts=8')
case('predicate-operand-too-small','predicate-size','    cmp.lt (M1, 16) P3 VA(0,0)<1;1,0> 0x0:d @@', decls=BASE_DECLS+'\n.decl P3 v_type=P num_elts=8')
case('predicated-cmp','predication','    (P1) cmp.eq (M1, 8) P2 VA(0,0)<8;8,1> 0x0:d @@')
case('predicated-max','predication','    (P1) max (M1, 8) VA(0,0)<1> VA(0,0)<8;8,1> VB(0,0)<8;8,1> @@')
# --- control flow
case('label-twice','label-defined-once','''L1:
    add (M1, 8) VA(0,0)<1> VB(0,0)<8;8,1> 0x1:d
L1: @@''')
case('jmp-to-undefined','label-undefined','    jmp (M1, 1) NOWHERE @@')
case('goto-subroutine-label','branch-target-kind','''    goto (M1, 16) sub1 @@
    ret (M1, 1)
.function "sub1"
    ret (M1, 1)''', attrs='.kernel_attr SimdSize=16', )
case('call-block-label','call-target-kind','''L1:
    call (M1_NM, 1) L1 @@''')
case('subroutine-without-ret','subroutine-ret','''    call (M1_NM, 1) sub1
    ret (M1, 1)
.function "sub1" @@
    add (M1, 8) VA(0,0)<1> VB(0,0)<8;8,1> 0x1:d''')
case('subroutine-calls-itself','subroutine-recursion','''    call (M1_NM, 1) sub1
    ret (M1, 1)
.function "sub1"
    call (M1_NM, 1) sub1 @@
    ret (M1, 1)''')
case('subroutines-call-each-other','subroutine-recursion','''    call (M1_NM, 1) sub1
    ret (M1, 1)
.function "sub1"
    call (M1_NM, 1) sub2
    ret (M1, 1)
.function "sub2"
    call (M1_NM, 1) sub1 @@
    ret (M1, 1)''')
case('jmp-into-subroutine','branch-crosses-subroutine','''    call (M1_NM, 1) sub1
    jmp (M1, 1) INSUB @@
    ret (M1, 1)
.function "sub1"
INSUB:
    ret (M1, 1)''')
case('fcall-too-many-arg-grfs','fcall-sizes','    fcall (M1, 1) callee 33 0 @@')
case('fcall-over-argsize','fcall-sizes','    fcall (M1, 1) callee 4 0 @@', attrs='.kernel_attr SimdSize=16\n.kernel_attr ArgSize=2')
case('arg-beyond-argsize','arg-retval-bounds','    mov (M1, 8) %arg(1,0)<1> VA(0,0)<8;8,1> @@', attrs='.kernel_attr SimdSize=16\n.kernel_attr ArgSize=1')
# --- declarations
case('address-17-elements','element-count','    ret (M1, 1)', decls=BASE_DECLS+'\n.decl AX v_type=A num_elts=17 @@')
case('predicate-3-elements','element-count','    ret (M1, 1)', decls=BASE_DECLS+'\n.decl PX v_type=P num_elts=3 @@')
case('general-4097-bytes-count','element-count','    ret (M1, 1)', decls=BASE_DECLS+'\n.decl VX v_type=G type=ub num_elts=4097 @@')
case('variable-4kib','variable-size','    ret (M1, 1)', decls=BASE_DECLS+'\n.decl BIG v_type=G type=d num_elts=1024 @@')
samplers='\n'.join(f'.decl SMP{i:02d} v_type=S num_elts=1' for i in range(32))
case('33-samplers','declaration-count','    ret (M1, 1)', decls=BASE_DECLS+'\n'+samplers+'\n.decl SMP32 v_type=S num_elts=1 @@')
case('alias-misaligned','alias-alignment','    ret (M1, 1)', decls=BASE_DECLS+'\n.decl VAL v_type=G type=d num_elts=2 alias=<VB, 2> @@')
case('alias-past-base','alias-bounds','    ret (M1, 1)', decls=BASE_DECLS+'\n.decl VAL v_type=G type=d num_elts=16 alias=<VB, 4> @@')
case('alias-of-sp','alias-base','    ret (M1, 1)', decls=BASE_DECLS+'\n.decl VAL v_type=G type=ud num_elts=1 alias=<%sp, 0> @@')
case('write-group-id','predefined-write','    mov (M1, 1) %group_id_x(0,0)<1> 0x0:ud @@')
case('write-r0','predefined-write','    mov (M1, 8) %r0(0,0)<1> 0x0:ud @@')
inputs_decl='\n'.join(f'.decl I{i:03d} v_type=G type=d num_elts=1' for i in range(257))
inputs='\n'.join(f'.input I{i:03d} offset={32+4*i} size=4' + (' @@' if i==256 else '') for i in range(257))
case('257-inputs','input-count','    ret (M1, 1)', decls=BASE_DECLS+'\n'+inputs_decl+'\n'+inputs)
case('inputs-overlap','input-overlap','    ret (M1, 1)', decls=BASE_DECLS+'\n.input VA offset=32 size=64\n.input VB offset=64 size=64 @@')
case('input-misaligned','input-alignment','    ret (M1, 1)', decls=BASE_DECLS+'\n.decl VS v_type=G type=d num_elts=2\n.input VS offset=34 size=8 @@')
case('big-input-not-grf-aligned','input-alignment','    ret (M1, 1)', decls=BASE_DECLS+'\n.input VA offset=48 size=64 @@')
case('input-crosses-grf','input-grf-crossing','    ret (M1, 1)', decls=BASE_DECLS+'\n.decl VS v_type=G type=d num_elts=4\n.input VS offset=56 size=16 @@')
case('input-size-mismatch','input-size','    ret (M1, 1)', decls=BASE_DECLS+'\n.input VA offset=32 size=32 @@')
case('input-is-alias','input-alias','    ret (M1, 1)', decls=BASE_DECLS+'\n.decl VAL v_type=G type=d num_elts=8 alias=<VB, 0>\n.input VAL offset=32 size=32 @@')
case('user-input-after-implicit','input-kind','    ret (M1, 1)', decls=BASE_DECLS+'\n.decl VL v_type=G type=d num_elts=3\n.decl VS v_type=G type=d num_elts=1\n.implicit_LOCAL_SIZE VL offset=32 size=12\n.input VS offset=64 size=4 @@')
case('slm-size-65','attribute-value','    ret (M1, 1)', attrs='.kernel_attr SimdSize=16\n.kernel_attr SLMSize=65 @@')
case('retvalsize-13','attribute-value','    ret (M1, 1)', attrs='.kernel_attr SimdSize=16\n.kernel_attr RetValSize=13 @@')
case('scope-attribute-2','attribute-value','    ret (M1, 1)', decls=BASE_DECLS+'\n.decl VX v_type=G type=d num_elts=8 attrs={Scope=2} @@')
# --- platform
case('rol-on-skl','platform-instruction','    rol (M1, 8) VA(0,0)<1> VA(0,0)<8;8,1> 0x2:d @@')
case('lrp-on-tgllp','platform-instruction','    lrp (M1, 8) VF(0,0)<1> VF(0,0)<8;8,1> VF2(0,0)<8;8,1> VF(0,0)<8;8,1> @@', platform='TGLLP')
case('bf-variable-on-skl','platform-type','    ret (M1, 1)', decls=BASE_DECLS+'\n.decl VBF v_type=G type=bf num_elts=16 @@')

# --- added later (numbers stay stable)
case('fcall-size-mismatch','fcall-sizes','''    fcall (M1_NM, 1) callee 1 0 @@
    ret (M1, 1)
.global_function "callee"
.kernel_attr ArgSize=2
.kernel_attr RetValSize=0
    fret (M1_NM, 1)''')

case('simd-size-12','attribute-value','    ret (M1, 1)', attrs='.kernel_attr SimdSize=12 @@')
case('target-5','attribute-value','    ret (M1, 1)', attrs='.kernel_attr SimdSize=16\n.kernel_attr Target=5 @@')
case('raw-operand-small-variable','raw-operand-alignment','    gather4_scaled.R (M1, 8) SURF 0x0:ud VS.0 VA.0 @@', decls=BASE_DECLS+'\n.decl VS v_type=G type=d num_elts=4 align=dword')
import glob
for f in glob.glob(OUT+'/*.visaasm'): os.remove(f)
for i,(name, rule, body, platform, decls, attrs, kernel, why) in enumerate(cases):
    head=[f'// platform: {platform}', 'EXPECT', '.version 4.1', '.kernel "k"']
    lines=head+decls.split('\n')+attrs.split('\n')+body.split('\n')
    if 'ret' not in body.split('\n')[-1] and name != 'subroutine-without-ret':
        lines.append('    ret (M1, 1)')
    # locate marker
    ln=[j for j,l in enumerate(lines) if '@@' in l]
    assert len(ln)==1,(name,ln)
    lines[ln[0]]=lines[ln[0]].replace(' @@','').replace('@@','')
    lines[1]=f'// expect: {rule} {ln[0]+1}'
    open(f'{OUT}/{i+1:02d}-{name}.visaasm','w').write('\n'.join(lines)+'\n')
print(len(cases))
