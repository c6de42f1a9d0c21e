//! Printer: IR to `.visaasm` in the reference's canonical layout.
//!
//! The layout is the one `GenX_IR -dumpcommonisa` prints: the version and
//! kernel lines, the commented table of predefined variables, declarations by
//! class, inputs, kernel attributes, then instructions with the instruction
//! id in a `/// $N` comment at column 81. Where the reference's own output
//! would lose information or not parse again, the printer keeps the
//! information instead; each such place says so.

use visa::*;

use crate::syntax;

/// Printing options.
#[derive(Clone, Copy, Debug)]
pub struct PrintOptions {
    /// Print the commented header of predefined variables.
    pub predefined_header: bool,
    /// Print `/// $N` instruction ids.
    pub inst_ids: bool,
    /// Target platform (its GRF size appears in `&V[off]` offsets).
    pub platform: Platform,
    /// Print exactly as `GenX_IR -dumpcommonisa` does: subroutine labels as
    /// `name_<id>`, the first instruction on the last header line, and its
    /// other forms that lose information or do not parse again (each is
    /// marked where the printer makes it). The output is then byte-identical
    /// to GenX_IR's, but no longer a fixed point: every re-print appends
    /// another label suffix.
    pub genx_label_suffix: bool,
}

impl Default for PrintOptions {
    fn default() -> Self {
        PrintOptions {
            predefined_header: true,
            inst_ids: true,
            platform: Platform::Skl,
            genx_label_suffix: false,
        }
    }
}

/// Name lookups for one routine.
pub struct Ctx<'a> {
    /// The routine being printed.
    pub r: &'a Routine,
    /// GRF size in bytes of the target platform (byte offsets of `&V[off]`).
    pub grf: u32,
    /// Print as GenX_IR does (`name_<id>` subroutine labels and its other
    /// lossy forms; see `PrintOptions::genx_label_suffix`).
    pub label_suffix: bool,
}

impl Ctx<'_> {
    /// Name of general variable `id` (`V<id>` for ids with no declaration).
    pub fn var_name(&self, id: u32) -> String {
        self.r
            .var_name(id)
            .map_or_else(|| format!("V{id}"), str::to_string)
    }

    /// Name of address variable `i`. GenX_IR's dump (`label_suffix`) names
    /// address variables, predicates, samplers and surfaces by index
    /// (`A0`, `P1`, `S0`, `T6`, ...) whatever they were declared as.
    pub fn addr_name(&self, i: u16) -> String {
        match self.r.addrs.get(i as usize) {
            Some(v) if !self.label_suffix => v.name.clone(),
            _ => format!("A{i}"),
        }
    }

    /// Name of predicate `id` (1-based).
    pub fn pred_name(&self, id: u16) -> String {
        match (id as usize)
            .checked_sub(1)
            .and_then(|i| self.r.preds.get(i))
        {
            Some(v) if !self.label_suffix => v.name.clone(),
            _ => format!("P{id}"),
        }
    }

    /// Name of surface `id` (predefined surfaces first).
    pub fn surface_name(&self, id: u32) -> String {
        if id < NUM_PREDEFINED_SURFACES {
            return PREDEFINED_SURFACES[id as usize].to_string();
        }
        match self.r.surfaces.get((id - NUM_PREDEFINED_SURFACES) as usize) {
            Some(v) if !self.label_suffix => v.name.clone(),
            _ => format!("T{id}"),
        }
    }

    /// Name of sampler `id`.
    pub fn sampler_name(&self, id: u32) -> String {
        if id == BINDLESS_SAMPLER {
            return "S31".to_string();
        }
        match self.r.samplers.get(id as usize) {
            Some(v) if !self.label_suffix => v.name.clone(),
            _ => format!("S{id}"),
        }
    }

    /// Name of label `id` (`L<id>` if out of range).
    pub fn label_name(&self, id: u16) -> String {
        match self.r.labels.get(id as usize) {
            None => format!("L{id}"),
            Some(l) if self.label_suffix && l.kind == LabelKind::Subroutine => {
                format!("{}_{id}", l.name)
            }
            Some(l) => l.name.clone(),
        }
    }
}

/// A name where the grammar takes an identifier or a string: the bare name
/// when it lexes back as an identifier, else a string literal.
pub(crate) fn name_or_literal(s: &str) -> String {
    if crate::lexer::is_ident_word(s) {
        s.to_string()
    } else {
        string_literal(s.as_bytes())
    }
}

/// Encodes a string literal as the reference does.
pub fn string_literal(bytes: &[u8]) -> String {
    let mut s = String::from("\"");
    for &c in bytes {
        match c {
            7 => s += "\\a",
            8 => s += "\\b",
            0x1B => s += "\\e",
            0x0C => s += "\\f",
            b'\n' => s += "\\n",
            b'\r' => s += "\\r",
            b'\t' => s += "\\t",
            0x0B => s += "\\v",
            b'\'' => s += "\\'",
            b'"' => s += "\\\"",
            b'\\' => s += "\\\\",
            c if (0x20..0x7F).contains(&c) => s.push(c as char),
            // Always two digits: `\x0` followed by `a` would read back as
            // `\x0a` (found by fuzzing).
            c => s += &format!("\\x{c:02x}"),
        }
    }
    s.push('"');
    s
}

/// A `.kernel_attr` line. By default in a form that parses back to the same
/// stored bytes (`KernelAttrKind` says how each name is stores them): an
/// integer in 4 bytes as a number, no value as the bare name, other sizes as
/// a string that the reference stores as those bytes ([`kernel_attr_value`]).
/// With `genx`, as GenX_IR's dump prints it: flags and names it does not
/// support bare, a missing integer value as 1, integers of other sizes as
/// numbers, `Target` 0 and 1 as `"cm"` and `"3d"`.
fn attr_text(a: &Attribute, genx: bool) -> String {
    let kind = KernelAttrKind::of(&a.name);
    let mut s = format!(".kernel_attr {}", a.name);
    let target = |v: u32| match v {
        0 => Some("\"cm\""),
        1 => Some("\"3d\""),
        2 => Some("\"cs\""),
        _ => None,
    };
    match (&a.value, genx) {
        (_, true) if matches!(kind, KernelAttrKind::Bool | KernelAttrKind::Unsupported) => {}
        (AttrValue::Int { size: 0, .. }, true) if kind == KernelAttrKind::Int => s += "=1",
        (AttrValue::Int { size, value }, true)
            if kind == KernelAttrKind::Target && (*size == 1 || *size == 4) =>
        {
            match target(*value).filter(|_| *value < 2) {
                Some(t) => s += &format!("={t}"),
                None => s += &format!("={}", *value as i32),
            }
        }
        (AttrValue::Int { size: 4, value }, true) => s += &format!("={}", *value as i32),
        (AttrValue::Int { value, .. }, true) => s += &format!("={value}"),
        (AttrValue::Str(b), true) => s += &format!("={}", string_literal(b)),
        (_, false) => {
            s += &kernel_attr_value(a).unwrap_or_else(|| match &a.value {
                // No text gives these bytes: the number (stored in 4 bytes).
                AttrValue::Int { value, .. } => format!("={}", *value as i32),
                AttrValue::Str(b) => format!("={}", string_literal(b)),
            })
        }
    }
    s
}

/// The text after a `.kernel_attr` name (`=` and the value, or nothing)
/// that the reference stores as `a`'s bytes, if there is one: it keeps
/// strings up to their first NUL, flags as 1 and unsupported names as zeros
/// (`KernelAttrKind`).
pub fn kernel_attr_value(a: &Attribute) -> Option<String> {
    let kind = KernelAttrKind::of(&a.name);
    let bytes = a.value.bytes();
    let n = bytes.len();
    let no_nul = !bytes.contains(&0);
    match (&a.value, kind) {
        (_, KernelAttrKind::Crash) => None,
        (_, KernelAttrKind::Path) if n > 0 && no_nul => {
            Some(format!("={}", string_literal(&bytes)))
        }
        (_, KernelAttrKind::Path) => None,
        (AttrValue::Int { size: 0, .. }, KernelAttrKind::Target) => None,
        (AttrValue::Int { size: 0, .. }, _) | (AttrValue::Str(_), _) if n == 0 => {
            Some(String::new())
        }
        (AttrValue::Int { size: 1, value }, KernelAttrKind::Target) => match value {
            0 => Some("=\"cm\"".to_string()),
            1 => Some("=\"3d\"".to_string()),
            2 => Some("=\"cs\"".to_string()),
            _ => None,
        },
        (AttrValue::Int { size: 4, value }, KernelAttrKind::Target | KernelAttrKind::Int) => {
            Some(format!("={}", *value as i32))
        }
        (_, KernelAttrKind::Int) if n <= 4 && no_nul => {
            let v = u32::from_le_bytes({
                let mut b = [0u8; 4];
                b[..n].copy_from_slice(&bytes);
                b
            });
            Some(format!("={} // = {v}", string_literal(&bytes)))
        }
        (_, KernelAttrKind::Bool) if bytes[0] == 1 && bytes[1..].iter().all(|&b| b == 0) => {
            Some(if n == 4 {
                "=1".to_string()
            } else if n < 4 {
                format!("=\"{}\"", "1".repeat(n))
            } else {
                return None;
            })
        }
        (_, KernelAttrKind::Unsupported) if bytes.iter().all(|&b| b == 0) => Some(if n == 4 {
            "=0".to_string()
        } else {
            format!("=\"{}\"", "0".repeat(n))
        }),
        _ => None,
    }
}

fn decl_attrs(attrs: &[Attribute]) -> String {
    if attrs.is_empty() {
        return String::new();
    }
    // Declarations take their attributes in `attrs={...}`.
    let parts: Vec<String> = attrs
        .iter()
        .map(|a| match &a.value {
            AttrValue::Int { size: 0, .. } => a.name.clone(),
            AttrValue::Int { value, .. } => format!("{}={}", a.name, *value as i32),
            AttrValue::Str(b) => format!("{}={}", a.name, string_literal(b)),
        })
        .collect();
    format!(" attrs={{{}}}", parts.join(","))
}

/// Prints a whole module.
pub fn print_module(m: &Module) -> String {
    print_module_with(m, PrintOptions::default())
}

/// Prints a whole module with options.
pub fn print_module_with(m: &Module, opts: PrintOptions) -> String {
    let mut out = String::new();
    if m.routines.is_empty() {
        // A file holding only its version: printed, so that it parses again
        // (the version line is otherwise written above the first routine).
        out.push_str(&format!(".version {}.{}\n", m.major, m.minor));
    }
    for (i, r) in m.routines.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        print_routine(&mut out, m, r, opts);
    }
    out
}

/// Prints one routine in the canonical layout (declarations by class).
pub fn print_routine(out: &mut String, m: &Module, r: &Routine, opts: PrintOptions) {
    let ctx = Ctx {
        r,
        grf: opts.platform.grf_size(),
        label_suffix: opts.genx_label_suffix,
    };
    header(out, m, r, opts);
    for i in 0..r.vars.len() {
        out.push_str(&decl_line(&ctx, Decl::Var(i)));
    }
    for i in 0..r.addrs.len() {
        out.push_str(&decl_line(&ctx, Decl::Addr(i)));
    }
    for i in 0..r.preds.len() {
        out.push_str(&decl_line(&ctx, Decl::Pred(i)));
    }
    for i in 0..r.samplers.len() {
        out.push_str(&decl_line(&ctx, Decl::Sampler(i)));
    }
    for i in 0..r.surfaces.len() {
        out.push_str(&decl_line(&ctx, Decl::Surface(i)));
    }
    for inp in &r.inputs {
        out.push_str(&input_line(&ctx, inp));
    }
    for a in &r.attributes {
        // The reference skips 1-byte integer attributes equal to 0 but still
        // prints the line break; printing them keeps the attribute.
        out.push('\n');
        out.push_str(&attr_text(a, opts.genx_label_suffix));
    }
    instructions(out, &ctx, &r.insts, 0, opts, true);
}

/// A declaration of one of the routine's tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Decl {
    Var(usize),
    Addr(usize),
    Pred(usize),
    Sampler(usize),
    Surface(usize),
}

fn header(out: &mut String, m: &Module, r: &Routine, opts: PrintOptions) {
    // One `.version` line, above the first routine: the reference's grammar
    // reads it only at the top of a file (it writes one file per routine).
    if m.routines.first().is_none_or(|f| std::ptr::eq(f, r)) {
        out.push_str(&format!(".version {}.{}\n", m.major, m.minor));
    }
    // (The reference replaces `.` in names by spaces here, which loses the name.)
    out.push_str(if r.is_kernel() {
        ".kernel "
    } else {
        ".global_function "
    });
    out.push_str(&string_literal(r.name.as_bytes()));
    out.push('\n');
    if r.is_kernel() {
        // Every function of the module, one a line under the kernel line.
        for f in m.routines.iter().filter(|f| !f.is_kernel()) {
            out.push_str(".funcdecl ");
            out.push_str(&string_literal(f.name.as_bytes()));
            out.push('\n');
        }
    }
    if opts.predefined_header {
        out.push_str("\n/// VISA Predefined Variables");
        for v in PREDEFINED_VARS.iter() {
            out.push_str(&format!("\n// .decl V{} v_type=G v_name={}", v.id, v.name));
        }
        for (i, s) in PREDEFINED_SURFACES.iter().enumerate() {
            out.push_str(&format!("\n// .decl T{i} v_type=T v_name={s}"));
        }
        out.push('\n');
    }
}

fn decl_line(ctx: &Ctx, d: Decl) -> String {
    let r = ctx.r;
    let mut out = String::new();
    match d {
        Decl::Var(i) => {
            let v = &r.vars[i];
            out.push_str(&format!(
                "\n.decl {} v_type=G type={} num_elts={}",
                v.name,
                v.ty.name(),
                v.num_elements
            ));
            if v.align != Align::Byte {
                out.push_str(&format!(" align={}", v.align.name()));
            }
            if let Some(a) = v.alias {
                out.push_str(&format!(" alias=<{}, {}>", ctx.var_name(a.base), a.offset));
            }
            out.push_str(&decl_attrs(&v.attrs));
        }
        Decl::Addr(i) => {
            let a = &r.addrs[i];
            out.push_str(&format!(
                "\n.decl {} v_type=A num_elts={}",
                ctx.addr_name(i as u16),
                a.num_elements
            ));
            out.push_str(&decl_attrs(&a.attrs));
        }
        Decl::Pred(i) => {
            let p = &r.preds[i];
            out.push_str(&format!(
                "\n.decl {} v_type=P num_elts={}",
                ctx.pred_name(i as u16 + 1),
                p.num_elements
            ));
            out.push_str(&decl_attrs(&p.attrs));
        }
        // `v_name` is the declared name (the reference's dump keeps it there
        // when it renames the variable by index).
        Decl::Sampler(i) => {
            let s = &r.samplers[i];
            out.push_str(&format!(
                "\n.decl {} v_type=S num_elts={} v_name={}",
                if ctx.label_suffix {
                    format!("S{i}")
                } else {
                    s.name.clone()
                },
                s.num_elements,
                s.name
            ));
            out.push_str(&decl_attrs(&s.attrs));
        }
        Decl::Surface(i) => {
            let s = &r.surfaces[i];
            out.push_str(&format!(
                "\n.decl {} v_type=T num_elts={} v_name={}",
                if ctx.label_suffix {
                    format!("T{}", i as u32 + NUM_PREDEFINED_SURFACES)
                } else {
                    s.name.clone()
                },
                s.num_elements,
                s.name
            ));
            out.push_str(&decl_attrs(&s.attrs));
        }
    }
    out
}

fn input_line(ctx: &Ctx, inp: &Input) -> String {
    let r = ctx.r;
    let name = match inp.class() {
        Some(InputClass::Sampler) => ctx.sampler_name(inp.id),
        Some(InputClass::Surface) => ctx.surface_name(inp.id),
        _ => ctx.var_name(inp.id),
    };
    if !r.is_kernel() {
        format!("\n.parameter {} size={}", name, inp.size)
    } else if inp.provenance() == 0 {
        format!("\n.input {} offset={} size={}", name, inp.offset, inp.size)
    } else {
        format!(
            "\n.implicit_{} {} offset={} size={}",
            implicit_input_name(inp.provenance()),
            name,
            inp.offset,
            inp.size
        )
    }
}

/// Prints instructions `first..` of `insts` (ids count from `first`).
/// `after_header` says the text so far ends with a header line, not a newline.
fn instructions(
    out: &mut String,
    ctx: &Ctx,
    insts: &[Instruction],
    first: usize,
    opts: PrintOptions,
    after_header: bool,
) {
    if after_header {
        match insts.first() {
            // The reference prints the first non-label instruction on the last
            // header line; a line break keeps the text parseable.
            Some(i) if i.opcode != 0x31 && i.opcode != 0x30 && !ctx.label_suffix => out.push('\n'),
            Some(_) => {}
            None => out.push('\n'),
        }
    }
    for (n, inst) in insts.iter().enumerate() {
        let id = first + n;
        let text = syntax::print_instruction(ctx, inst);
        match inst.opcode {
            0x31 => {
                out.push('\n');
                out.push_str(&text);
                out.push('\n');
            }
            0x30 => {
                out.push_str("    \n");
                out.push_str(&text);
                out.push('\n');
            }
            _ => {
                let mut line = String::from("    ");
                line.push_str(&text);
                if opts.inst_ids && !matches!(inst.opcode, 0x51 | 0x52) {
                    let pad = 80usize.saturating_sub(line.chars().count());
                    line.push_str(&" ".repeat(pad));
                    line.push_str(&format!(" /// ${id}"));
                }
                out.push_str(&line);
                out.push('\n');
            }
        }
    }
}

/// Appends a declaration, input or attribute line (`text` starts with its
/// line break, the header's convention) to a body whose lines so far follow
/// the header's convention (`started` false) or end with their line break
/// (after the first instruction).
fn push_line(body: &mut String, text: &str, started: bool) {
    if started {
        body.push_str(text.trim_start_matches('\n'));
        body.push('\n');
    } else {
        body.push_str(text);
    }
}

/// Prints one routine with declarations, attributes and instructions ordered
/// so that the reference assembler recreates the string pool in the order
/// recorded in `string_order` (used by the disassembler: re-assembly is exact).
/// Where that order would use a name before its declaration (objects IGC
/// built in memory, or a placeholder operand), the declaration is printed
/// just before the first instruction that needs it: text must declare first.
/// Returns whether the pool order was kept (false: some declaration moved,
/// and the text re-assembles with another string-pool order).
pub fn print_routine_preserving(
    out: &mut String,
    m: &Module,
    r: &Routine,
    opts: PrintOptions,
) -> bool {
    let ctx = Ctx {
        r,
        grf: opts.platform.grf_size(),
        label_suffix: opts.genx_label_suffix,
    };
    header(out, m, r, opts);
    let mut decl_of: std::collections::HashMap<&str, Decl> = std::collections::HashMap::new();
    for (i, v) in r.vars.iter().enumerate() {
        decl_of.entry(&v.name).or_insert(Decl::Var(i));
    }
    for (i, v) in r.addrs.iter().enumerate() {
        decl_of.entry(&v.name).or_insert(Decl::Addr(i));
    }
    for (i, v) in r.preds.iter().enumerate() {
        decl_of.entry(&v.name).or_insert(Decl::Pred(i));
    }
    for (i, v) in r.samplers.iter().enumerate() {
        decl_of.entry(&v.name).or_insert(Decl::Sampler(i));
    }
    for (i, v) in r.surfaces.iter().enumerate() {
        decl_of.entry(&v.name).or_insert(Decl::Surface(i));
    }
    // First instruction that mentions each label or string.
    let mut first_use: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    for (n, inst) in r.insts.iter().enumerate() {
        for o in &inst.operands {
            let name = match o {
                Operand::Label(l) => r.labels.get(*l as usize).map(|l| l.name.clone()),
                Operand::Str(s) => Some(s.clone()),
                _ => None,
            };
            if let Some(name) = name {
                first_use.entry(name).or_insert(n);
            }
        }
    }
    let mut e = Emitter {
        ctx: &ctx,
        opts,
        body: String::new(),
        printed: Default::default(),
        inputs_done: 0,
        cursor: 0,
        started: false,
        moved: false,
    };
    let mut attr_printed = vec![false; r.attributes.len()];
    let skip: std::collections::HashSet<&str> = std::iter::once(r.name.as_str())
        .chain(PREDEFINED_VARS.iter().map(|v| v.name))
        .chain(PREDEFINED_SURFACES)
        .chain(std::iter::once("S31"))
        .collect();
    // Pool entries that instructions' string operands own (the parser adds
    // one per operand): the instruction that adds each.
    let mut owner: std::collections::HashMap<u32, usize> = std::collections::HashMap::new();
    let mut k = 0usize;
    for (n, inst) in r.insts.iter().enumerate() {
        for o in &inst.operands {
            if let Operand::Str(_) = o {
                if let Some(&p) = r.string_refs.get(k) {
                    owner.insert(p, n);
                }
                k += 1;
            }
        }
    }
    for (pos, name) in r.string_order.iter().enumerate() {
        if let Some(&j) = owner.get(&(pos as u32)) {
            e.instructions_through(j + 1);
            continue;
        }
        if skip.contains(name.as_str()) {
            continue;
        }
        if let Some(d) = decl_of.get(name.as_str()) {
            if !e.printed.contains(d) {
                e.declare(*d);
                continue;
            }
        }
        if let Some(i) = r
            .attributes
            .iter()
            .enumerate()
            .position(|(i, a)| !attr_printed[i] && &a.name == name)
        {
            attr_printed[i] = true;
            let text = format!("\n{}", attr_text(&r.attributes[i], opts.genx_label_suffix));
            push_line(&mut e.body, &text, e.started);
            continue;
        }
        if let Some(&j) = first_use.get(name.as_str()) {
            e.instructions_through(j + 1);
        }
    }
    // Whatever the pool did not order (names shared by several entries, ...).
    for d in (0..r.vars.len())
        .map(Decl::Var)
        .chain((0..r.addrs.len()).map(Decl::Addr))
        .chain((0..r.preds.len()).map(Decl::Pred))
        .chain((0..r.samplers.len()).map(Decl::Sampler))
        .chain((0..r.surfaces.len()).map(Decl::Surface))
    {
        e.declare(d);
    }
    for (i, a) in r.attributes.iter().enumerate() {
        if !attr_printed[i] {
            push_line(
                &mut e.body,
                &format!("\n{}", attr_text(a, opts.genx_label_suffix)),
                e.started,
            );
        }
    }
    e.instructions_through(r.insts.len());
    if !e.started {
        // No instruction: the header's line break still ends the text.
        instructions(&mut e.body, &ctx, &[], r.insts.len(), opts, true);
    }
    out.push_str(&e.body);
    !e.moved
}

/// The state of [`print_routine_preserving`]: what has been printed so far.
struct Emitter<'a, 'b> {
    ctx: &'a Ctx<'b>,
    opts: PrintOptions,
    body: String,
    printed: std::collections::HashSet<Decl>,
    inputs_done: usize,
    /// Instructions printed so far.
    cursor: usize,
    /// Whether an instruction has been printed (lines then end with their
    /// line break instead of starting with it).
    started: bool,
    /// Whether a declaration was printed ahead of its pool position.
    moved: bool,
}

impl Emitter<'_, '_> {
    /// Prints declaration `d` (after its alias base) unless already printed,
    /// then every input whose variable is now declared.
    fn declare(&mut self, d: Decl) {
        if self.printed.contains(&d) {
            return;
        }
        self.printed.insert(d);
        if let Decl::Var(i) = d {
            if let Some(a) = self.ctx.r.vars[i].alias {
                if let Some(b) = a.base.checked_sub(NUM_PREDEFINED_VARS) {
                    if (b as usize) < self.ctx.r.vars.len() {
                        self.declare(Decl::Var(b as usize));
                    }
                }
            }
        }
        push_line(&mut self.body, &decl_line(self.ctx, d), self.started);
        self.inputs();
    }

    /// Prints the inputs, in order, as far as their variables are declared.
    fn inputs(&mut self) {
        let r = self.ctx.r;
        while let Some(inp) = r.inputs.get(self.inputs_done) {
            let ready = match inp.class() {
                Some(InputClass::General) | None => {
                    inp.id < NUM_PREDEFINED_VARS
                        || self
                            .printed
                            .contains(&Decl::Var((inp.id - NUM_PREDEFINED_VARS) as usize))
                }
                Some(InputClass::Sampler) => self.printed.contains(&Decl::Sampler(inp.id as usize)),
                Some(InputClass::Surface) => {
                    inp.id < NUM_PREDEFINED_SURFACES
                        || self
                            .printed
                            .contains(&Decl::Surface((inp.id - NUM_PREDEFINED_SURFACES) as usize))
                }
            };
            if !ready {
                break;
            }
            push_line(&mut self.body, &input_line(self.ctx, inp), self.started);
            self.inputs_done += 1;
        }
    }

    /// Prints the instructions up to (not including) `end`, each after the
    /// declarations it names.
    fn instructions_through(&mut self, end: usize) {
        let r = self.ctx.r;
        while self.cursor < end.min(r.insts.len()) {
            let inst = &r.insts[self.cursor];
            for d in decls_used(r, inst) {
                if !self.printed.contains(&d) {
                    self.moved = true;
                    self.declare(d);
                }
            }
            self.inputs();
            instructions(
                &mut self.body,
                self.ctx,
                std::slice::from_ref(inst),
                self.cursor,
                self.opts,
                !self.started,
            );
            self.started = true;
            self.cursor += 1;
        }
    }
}

/// The declarations an instruction names (in operand order).
fn decls_used(r: &Routine, inst: &Instruction) -> Vec<Decl> {
    let mut out = Vec::new();
    let var = |out: &mut Vec<Decl>, v: u32| {
        if let Some(i) = v.checked_sub(NUM_PREDEFINED_VARS) {
            if (i as usize) < r.vars.len() {
                out.push(Decl::Var(i as usize));
            }
        }
    };
    let addr = |out: &mut Vec<Decl>, a: u16| {
        if (a as usize) < r.addrs.len() {
            out.push(Decl::Addr(a as usize));
        }
    };
    let pred = |out: &mut Vec<Decl>, p: u16| {
        if p >= 1 && (p as usize) <= r.preds.len() {
            out.push(Decl::Pred(p as usize - 1));
        }
    };
    let surface = |out: &mut Vec<Decl>, s: u32| {
        if let Some(i) = s.checked_sub(NUM_PREDEFINED_SURFACES) {
            if (i as usize) < r.surfaces.len() {
                out.push(Decl::Surface(i as usize));
            }
        }
    };
    let sampler = |out: &mut Vec<Decl>, s: u32| {
        if (s as usize) < r.samplers.len() {
            out.push(Decl::Sampler(s as usize));
        }
    };
    if inst.pred.is_some() {
        pred(&mut out, inst.pred.id());
    }
    let kinds = operand_kinds(inst);
    for (k, o) in inst.operands.iter().enumerate() {
        match o {
            Operand::Vec(v) => match v {
                VecOperand::General { var: v, .. } | VecOperand::AddressOf { var: v, .. } => {
                    var(&mut out, *v)
                }
                VecOperand::Address { addr: a, .. } | VecOperand::Indirect { addr: a, .. } => {
                    addr(&mut out, *a)
                }
                VecOperand::Predicate { pred: p, .. } => pred(&mut out, p.id()),
                VecOperand::State { class, id, .. } => match class {
                    StateClass::Surface => surface(&mut out, *id as u32),
                    StateClass::Sampler => sampler(&mut out, *id as u32),
                },
                VecOperand::Immediate { .. } => {}
            },
            Operand::Raw(ro) => var(&mut out, ro.var),
            Operand::Imm(v) => match kinds.get(k) {
                Some(visa::opcode::Kind::Surface) => surface(&mut out, *v),
                Some(visa::opcode::Kind::Sampler) => sampler(&mut out, *v),
                _ => {}
            },
            _ => {}
        }
    }
    out
}

/// The field kind of each operand of `inst` (lists and mode-dependent fields
/// expanded as the operands present say).
fn operand_kinds(inst: &Instruction) -> Vec<visa::opcode::Kind> {
    use visa::opcode::Kind;
    let Some(info) = visa::opcode::info(inst.opcode) else {
        return Vec::new();
    };
    let sub = if info.subops.is_empty() {
        None
    } else {
        inst.operands
            .first()
            .and_then(Operand::as_imm)
            .map(|v| v as u8)
    };
    let Some(layout) = info.layout(sub) else {
        return Vec::new();
    };
    let mut out = Vec::with_capacity(inst.operands.len());
    let mut last_count = 0u32;
    let mut mode = 0u32;
    for f in layout.iter().filter(|f| f.kind.is_operand()) {
        let n = match f.kind {
            Kind::LabelList | Kind::RawList => last_count as usize,
            Kind::SrcIfMode(_, bit) | Kind::RawIfMode(bit) => usize::from(mode & bit as u32 != 0),
            _ => 1,
        };
        for _ in 0..n {
            let Some(o) = inst.operands.get(out.len()) else {
                return out;
            };
            match (f.kind, o) {
                (Kind::U8, Operand::Imm(v)) => last_count = *v,
                (Kind::U16, Operand::Imm(v)) if f.name == "mode" => mode = *v,
                _ => {}
            }
            out.push(f.kind);
        }
    }
    out
}
