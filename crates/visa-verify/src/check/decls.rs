//! Declarations: variables, aliases, inputs and attributes.

use super::*;

impl Cx<'_> {
    pub(super) fn decls(&mut self) {
        let r = self.r;
        let platform = self.opts.platform;
        for (i, v) in r.vars.iter().enumerate() {
            let site = Site::Var(i);
            let allowed = matches!(
                v.ty,
                DataType::UD
                    | DataType::D
                    | DataType::UW
                    | DataType::W
                    | DataType::UB
                    | DataType::B
                    | DataType::UQ
                    | DataType::Q
                    | DataType::DF
                    | DataType::HF
                    | DataType::F
                    | DataType::BF
            );
            if !allowed {
                self.report(
                    Rule::VariableType,
                    site,
                    format!(
                        "`{}` has type {}, which a general variable cannot have",
                        v.name, v.ty
                    ),
                );
            } else if v.ty == DataType::BF && platform < Platform::XeHpSdv {
                self.report(
                    Rule::PlatformType,
                    site,
                    format!("`{}` has type bf, which {platform} does not have", v.name),
                );
            }
            if !(1..=4096).contains(&v.num_elements) {
                self.report(
                    Rule::ElementCount,
                    site,
                    format!(
                        "`{}` has {} elements; a general variable has 1 to 4096",
                        v.name, v.num_elements
                    ),
                );
            } else if v.size() >= self.max_var_size() {
                self.report(
                    Rule::VariableSize,
                    site,
                    format!(
                        "`{}` is {} bytes ({} x {}); a general variable must be smaller than {} bytes",
                        v.name,
                        v.size(),
                        v.num_elements,
                        v.ty,
                        self.max_var_size()
                    ),
                );
            }
            if let Some(a) = v.alias {
                self.alias(i, v, a);
            }
            for at in &v.attrs {
                if let ("Scope", AttrValue::Int { value, .. }) = (&at.name[..], &at.value) {
                    if *value > 1 {
                        self.report(
                            Rule::AttributeValue,
                            site,
                            format!(
                                "`{}` has Scope={value}; valid values are 0 (kernel) and 1 (subroutine)",
                                v.name
                            ),
                        );
                    }
                }
            }
        }
        for (i, a) in r.addrs.iter().enumerate() {
            if !(1..=16).contains(&a.num_elements) {
                self.report(
                    Rule::ElementCount,
                    Site::Addr(i),
                    format!(
                        "address variable `{}` has {} elements; the legal range is 1 to 16",
                        a.name, a.num_elements
                    ),
                );
            }
        }
        for (i, p) in r.preds.iter().enumerate() {
            if ![1, 2, 4, 8, 16, 32].contains(&p.num_elements) {
                self.report(
                    Rule::ElementCount,
                    Site::Pred(i),
                    format!(
                        "predicate `{}` has {} elements; legal counts are 1, 2, 4, 8, 16 and 32",
                        p.name, p.num_elements
                    ),
                );
            }
        }
        let states = r
            .samplers
            .iter()
            .enumerate()
            .map(|(i, s)| (Site::Sampler(i), s))
            .chain(
                r.surfaces
                    .iter()
                    .enumerate()
                    .map(|(i, s)| (Site::Surface(i), s)),
            );
        let zero: Vec<(Site, String)> = states
            .filter(|(_, s)| s.num_elements == 0)
            .map(|(site, s)| (site, s.name.clone()))
            .collect();
        for (site, name) in zero {
            self.report(Rule::ElementCount, site, format!("`{name}` has 0 elements"));
        }
        let limits = [
            (
                r.vars.len() + NUM_PREDEFINED_VARS as usize,
                65536,
                "general",
                0,
            ),
            (r.addrs.len(), 4096, "address", 1),
            (r.preds.len() + 1, 4096, "predicate", 2),
            (r.samplers.len(), 32, "sampler", 3),
            (
                r.surfaces.len() + NUM_PREDEFINED_SURFACES as usize,
                256,
                "surface",
                4,
            ),
        ];
        for (n, max, what, k) in limits {
            if n > max {
                let site = match k {
                    0 => Site::Var(max - NUM_PREDEFINED_VARS as usize),
                    1 => Site::Addr(max),
                    2 => Site::Pred(max - 1),
                    3 => Site::Sampler(max),
                    _ => Site::Surface(max - NUM_PREDEFINED_SURFACES as usize),
                };
                self.report(
                    Rule::DeclCount,
                    site,
                    format!("{n} {what} variables; at most {max} may be declared (predefined ones included)"),
                );
            }
        }
    }

    pub(super) fn alias(&mut self, i: usize, v: &GeneralVar, a: Alias) {
        let site = Site::Var(i);
        let id = NUM_PREDEFINED_VARS + i as u32;
        let base_size = match a.scope {
            AliasScope::Global => match self.m.file_vars.get(a.base as usize) {
                Some(fv) => DataType::from_code(fv.bit_properties & 0xF)
                    .map(|t| t.size() * fv.num_elements as u32),
                None => {
                    self.report(
                        Rule::AliasBase,
                        site,
                        format!(
                            "`{}` aliases file-scope variable {}, which does not exist",
                            v.name, a.base
                        ),
                    );
                    return;
                }
            },
            AliasScope::Local => {
                if a.base == id {
                    self.report(
                        Rule::AliasBase,
                        site,
                        format!("`{}` is an alias of itself", v.name),
                    );
                    return;
                }
                if a.base < NUM_PREDEFINED_VARS && !ALIASABLE_PREDEFINED.contains(&a.base) {
                    let name = self.r.var_name(a.base).unwrap_or("a reserved variable");
                    self.report(
                        Rule::AliasBase,
                        site,
                        format!(
                            "`{}` aliases `{name}`, which cannot be aliased (only %r0, %arg and %retval can)",
                            v.name
                        ),
                    );
                    return;
                }
                if self.placement(id).is_none() {
                    self.report(
                        Rule::AliasBase,
                        site,
                        format!(
                            "the alias chain of `{}` loops or names a missing variable",
                            v.name
                        ),
                    );
                    return;
                }
                self.var_type(a.base).map(|(t, n)| t.size() * n)
            }
        };
        let base_name = match a.scope {
            AliasScope::Global => self
                .m
                .file_vars
                .get(a.base as usize)
                .map_or(String::new(), |f| f.name.clone()),
            AliasScope::Local => self.p.var_name(a.base),
        };
        if !(a.offset as u32).is_multiple_of(v.ty.size()) {
            self.report(
                Rule::AliasAlign,
                site,
                format!(
                    "`{}` is an alias at byte offset {} of `{base_name}`, not aligned to its type {} ({} bytes)",
                    v.name,
                    a.offset,
                    v.ty,
                    v.ty.size()
                ),
            );
        }
        if let Some(bs) = base_size {
            let end = a.offset as u32 + v.size();
            if end > bs {
                self.report(
                    Rule::AliasBounds,
                    site,
                    format!(
                        "`{}` covers bytes {}..{end} of `{base_name}`, which has only {bs} bytes",
                        v.name, a.offset
                    ),
                );
            }
        }
    }

    pub(super) fn inputs(&mut self) {
        let r = self.r;
        let grf = self.grf as i64;
        let mut seen_implicit = false;
        let mut ranges: Vec<(i64, i64, usize)> = Vec::new();
        for (i, inp) in r.inputs.iter().enumerate() {
            let site = Site::Input(i);
            if i == 256 {
                self.report(
                    Rule::InputCount,
                    site,
                    format!(
                        "{} inputs; a kernel may declare at most 256",
                        r.inputs.len()
                    ),
                );
            }
            let Some(class) = inp.class().filter(|_| inp.kind & 4 == 0) else {
                self.report(
                    Rule::InputKind,
                    site,
                    format!(
                        "input kind 0x{:02x} has an invalid class or the reserved bit 2 set",
                        inp.kind
                    ),
                );
                continue;
            };
            let name = self.input_name(inp, class);
            if inp.provenance() != 0 {
                seen_implicit = true;
            } else if seen_implicit {
                self.report(
                    Rule::InputKind,
                    site,
                    format!(
                        "user input `{name}` follows an implicit input; user inputs come first"
                    ),
                );
            }
            let (elem, natural) = match class {
                InputClass::General => match self.var_type(inp.id) {
                    Some((t, n)) => (t.size(), t.size() * n),
                    None => {
                        self.report(
                            Rule::OperandClass,
                            site,
                            format!(
                                "input names general variable V{}, which is not declared",
                                inp.id
                            ),
                        );
                        continue;
                    }
                },
                InputClass::Sampler | InputClass::Surface => {
                    (4, 4 * self.state_count(class, inp.id))
                }
            };
            if inp.size as u32 != natural {
                self.report(
                    Rule::InputSize,
                    site,
                    format!(
                        "input `{name}` has size={} but the variable is {natural} bytes",
                        inp.size
                    ),
                );
            }
            if class == InputClass::General
                && self.general(inp.id).is_some_and(|v| v.alias.is_some())
            {
                self.report(
                    Rule::InputAlias,
                    site,
                    format!(
                        "input `{name}` is an alias; input variables must have their own storage"
                    ),
                );
            }
            if !r.is_kernel() {
                // A function's `.parameter`s have no payload offset: the
                // placement rules below are about the kernel's payload.
                continue;
            }
            let off = inp.offset as i64;
            let size = inp.size as i64;
            if off < 0 || off % elem as i64 != 0 {
                self.report(
                    Rule::InputAlign,
                    site,
                    format!("input `{name}` at offset {off} is not aligned to its element size ({elem} bytes)"),
                );
            } else if size >= grf && off % grf != 0 {
                self.report(
                    Rule::InputAlign,
                    site,
                    format!("input `{name}` is {size} bytes (a GRF or more) but offset {off} is not GRF-aligned ({grf} bytes)"),
                );
            } else if class == InputClass::General
                && size > 0
                && size < grf
                && off / grf != (off + size - 1) / grf
            {
                self.report(
                    Rule::InputGrf,
                    site,
                    format!("input `{name}` (offset {off}, {size} bytes) crosses a GRF boundary"),
                );
            }
            if let Some(&(o, e, j)) = ranges.iter().find(|&&(o, e, _)| off < e && o < off + size) {
                let other = self.input_name_at(j);
                self.report(
                    Rule::InputOverlap,
                    site,
                    format!("input `{name}` (bytes {off}..{}) overlaps input `{other}` (bytes {o}..{e})", off + size),
                );
            }
            if size > 0 {
                ranges.push((off, off + size, i));
            }
        }
    }

    pub(super) fn input_name(&self, inp: &Input, class: InputClass) -> String {
        match class {
            InputClass::General => self.p.var_name(inp.id),
            InputClass::Sampler => self.p.sampler_name(inp.id),
            InputClass::Surface => self.p.surface_name(inp.id),
        }
    }

    pub(super) fn input_name_at(&self, i: usize) -> String {
        let inp = &self.r.inputs[i];
        inp.class()
            .map_or(String::new(), |c| self.input_name(inp, c))
    }

    pub(super) fn state_count(&self, class: InputClass, id: u32) -> u32 {
        match class {
            InputClass::Sampler => self
                .r
                .samplers
                .get(id as usize)
                .map_or(1, |s| s.num_elements as u32),
            _ => id
                .checked_sub(NUM_PREDEFINED_SURFACES)
                .and_then(|i| self.r.surfaces.get(i as usize))
                .map_or(1, |s| s.num_elements as u32),
        }
    }

    pub(super) fn attributes(&mut self) {
        let r = self.r;
        for (i, a) in r.attributes.iter().enumerate() {
            let AttrValue::Int { value, .. } = a.value else {
                continue;
            };
            let ok = match a.name.as_str() {
                // "the dispatch SIMD size (one of 8/16/32)" (3 Execution Model).
                "SimdSize" => [8, 16, 32].contains(&value),
                "SLMSize" => value <= 64,
                // The assembler's targets: cm, 3d, cs.
                "Target" => value <= 2,
                "ArgSize" => value <= 32,
                "RetValSize" => value <= 12,
                _ => true,
            };
            if !ok {
                let valid = match a.name.as_str() {
                    "SimdSize" => "8, 16 or 32",
                    "SLMSize" => "0 to 64 (KiB)",
                    "Target" => "0 (cm), 1 (3d) or 2 (cs)",
                    "ArgSize" => "0 to 32 (GRFs)",
                    _ => "0 to 12 (GRFs)",
                };
                self.report(
                    Rule::AttributeValue,
                    Site::Attribute(i),
                    format!("attribute {}={value}; valid values are {valid}", a.name),
                );
            }
        }
    }
}
