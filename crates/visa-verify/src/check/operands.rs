//! Operands: classes, modifiers, regions, bounds and GRF spans.

use super::*;

impl Cx<'_> {
    /// Checks a destination; returns whether it may take part in type checks.
    pub(super) fn dst(
        &mut self,
        site: Site,
        c: Classes,
        v: &VecOperand,
        exec: u32,
        mask: MaskCtrl,
    ) -> bool {
        let q = self.q(v);
        if let VecOperand::Immediate { .. } = v {
            self.report(
                Rule::ImmDst,
                site,
                format!("immediate {q} is the destination; an immediate may only be a source"),
            );
            return false;
        }
        if !c.has(class_bit(v)) {
            self.report(
                Rule::OperandClass,
                site,
                format!(
                    "destination {q} is {}; this field accepts {}",
                    class_name(v),
                    classes_text(c)
                ),
            );
            return false;
        }
        match v {
            VecOperand::General { var, region, .. } => {
                if !self.declared(site, *var, &q) {
                    return false;
                }
                if *var != 0 && *var < NUM_PREDEFINED_VARS {
                    let writable = PREDEFINED_VARS
                        .get(*var as usize)
                        .is_some_and(|p| p.writable);
                    if !writable {
                        self.report(
                            Rule::PredefinedWrite,
                            site,
                            format!("destination {q} writes a read-only predefined variable"),
                        );
                        return false;
                    }
                }
                let Some(h) = region_part(region.0 >> 8) else {
                    self.bad_region(site, &q);
                    return false;
                };
                if h == Some(0) || h.is_none() {
                    self.report(
                        Rule::DstStride,
                        site,
                        format!("destination {q} has horizontal stride 0"),
                    );
                    return false;
                }
                // A destination is one row of `exec` elements.
                let shape = Shape {
                    vs: 0,
                    w: exec,
                    h: h.unwrap_or(1),
                    exec,
                };
                self.general_access(site, v, &q, shape, *var == 0);
                if matches!(*var, super::ARG | super::RETVAL) {
                    self.arg_retval(site, v, shape, &q);
                }
            }
            VecOperand::Indirect {
                addr,
                addr_offset,
                imm_offset,
                ty,
                region,
                ..
            } => {
                let (Some(vs), Some(w), Some(h)) = (
                    region_part(region.0),
                    region_part(region.0 >> 4),
                    region_part(region.0 >> 8),
                ) else {
                    self.bad_region(site, &q);
                    return false;
                };
                if vs.is_none() && w.is_some() {
                    self.report(
                        Rule::MultiAddressDst,
                        site,
                        format!("destination {q} is a multi-address indirect operand (no vertical stride)"),
                    );
                    return false;
                }
                if h == Some(0) || h.is_none() {
                    self.report(
                        Rule::DstStride,
                        site,
                        format!("destination {q} has horizontal stride 0"),
                    );
                    return false;
                }
                self.indirect_common(site, *addr, *addr_offset, *imm_offset, *ty, &q, 1);
            }
            VecOperand::Address { addr, offset, .. } => {
                self.address(site, *addr, *offset as u32, exec.min(16), &q);
            }
            VecOperand::Predicate { pred, .. } => {
                self.pred_var(site, *pred, mask, exec, "destination");
            }
            VecOperand::State {
                class, id, offset, ..
            } => self.state(site, *class, *id, *offset, &q),
            _ => {}
        }
        true
    }

    #[inline]
    pub(super) fn declared(&mut self, site: Site, var: u32, q: &Quote<'_>) -> bool {
        let reserved = (PREDEFINED_VARS.len() as u32..NUM_PREDEFINED_VARS).contains(&var);
        if !reserved && self.var_type(var).is_some() {
            return true;
        }
        self.undeclared(site, var, q, reserved);
        false
    }

    #[cold]
    fn undeclared(&mut self, site: Site, var: u32, q: &Quote<'_>, reserved: bool) {
        if reserved {
            self.report(
                Rule::PredefinedWrite,
                site,
                format!("{q} uses V{var}, a reserved predefined variable id"),
            );
        } else {
            self.report(
                Rule::OperandClass,
                site,
                format!("{q} names general variable V{var}, which is not declared"),
            );
        }
    }

    pub(super) fn bad_region(&mut self, site: Site, q: &Quote<'_>) {
        self.report(
            Rule::RegionParameters,
            site,
            format!("{q} has a region nibble with an undefined code"),
        );
    }

    /// Bounds, column offset and GRF span of a general operand reaching the
    /// given element offsets (relative to its first element).
    pub(super) fn general_access(
        &mut self,
        site: Site,
        v: &VecOperand,
        q: &Quote<'_>,
        shape: Shape,
        null: bool,
    ) {
        let VecOperand::General { var, row, col, .. } = v else {
            return;
        };
        if null {
            return;
        }
        let Some(info) = self.vars.get(*var as usize).copied().flatten() else {
            return;
        };
        let (ty, n) = (info.ty, info.n);
        let ts = ty.size();
        let grf = self.grf;
        // GRF and element sizes are powers of two: shifts, not divisions.
        let grf_shift = grf.trailing_zeros();
        if *col as u32 * ts >= grf {
            self.report(
                Rule::ColumnOffset,
                site,
                format!(
                    "{q}: column offset {col} ({} bytes of {ty}) crosses the GRF boundary ({grf} bytes)",
                    *col as u32 * ts
                ),
            );
            return;
        }
        let first = (*row as u32) * (grf >> ts.trailing_zeros()) + *col as u32;
        let (wmin, wmax) = shape.range(0, shape.exec);
        let last = first + wmax;
        if last >= n {
            self.report(
                Rule::RegionBounds,
                site,
                format!("{q} reaches element {last} but the variable has {n} elements"),
            );
            return;
        }
        let Some(pl) = info.pl else {
            return;
        };
        if pl.root_size < grf {
            // Placed inside one GRF by the implementation note.
            return;
        }
        // Each channel group reaches a part of the whole operand's range: if
        // the whole stays within two GRFs, so does every group.
        let lo = (pl.offset + (first + wmin) * ts) >> grf_shift;
        let hi = (pl.offset + (first + wmax) * ts + ts - 1) >> grf_shift;
        if hi <= lo + 1 {
            return;
        }
        let pieces = self.pieces.max(1);
        let group = (shape.exec / pieces).max(1);
        for gi in 0..pieces {
            let (emin, emax) = shape.range(gi * group, (gi + 1) * group);
            let lo = (pl.offset + (first + emin) * ts) >> grf_shift;
            let hi = (pl.offset + (first + emax) * ts + ts - 1) >> grf_shift;
            if hi > lo + 1 {
                let part = if self.pieces > 1 {
                    format!(" (channels {}..{})", gi * group, (gi + 1) * group)
                } else {
                    String::new()
                };
                self.report(
                    Rule::GrfSpan,
                    site,
                    format!(
                        "{q}{part} spans {} GRFs ({} to {} of its storage); an operand may span at most two adjacent GRFs",
                        hi - lo + 1,
                        lo,
                        hi
                    ),
                );
                return;
            }
        }
    }

    pub(super) fn arg_retval(&mut self, site: Site, v: &VecOperand, shape: Shape, q: &Quote<'_>) {
        let VecOperand::General { var, row, col, .. } = v else {
            return;
        };
        let (limit, what) = match *var {
            ARG => (self.arg_grfs, "ArgSize"),
            RETVAL => (self.retval_grfs, "RetValSize"),
            _ => return,
        };
        let Some(limit) = limit else {
            return;
        };
        let ts = 4;
        let first = *row as u32 * self.grf + *col as u32 * ts;
        let last = first + shape.range(0, shape.exec).1 * ts + ts;
        if last > limit.saturating_mul(self.grf) {
            self.report(
                Rule::ArgRetvalBounds,
                site,
                format!(
                    "{q} reaches byte {} but the routine's {what} is {limit} GRF(s)",
                    last - 1
                ),
            );
        }
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn indirect_common(
        &mut self,
        site: Site,
        addr: u16,
        addr_offset: u8,
        imm_offset: i16,
        ty: DataType,
        q: &Quote<'_>,
        addrs_used: u32,
    ) {
        if !(-512..=511).contains(&imm_offset) {
            self.report(
                Rule::IndirectOffset,
                site,
                format!("{q}: indirect offset {imm_offset} is outside [-512, 511]"),
            );
        }
        if ty.is_packed() || ty == DataType::Bool {
            self.report(
                Rule::IndirectType,
                site,
                format!("{q}: an indirect operand cannot have type {ty}"),
            );
        } else if ty == DataType::BF && self.opts.platform < Platform::XeHpSdv {
            let platform = self.opts.platform;
            self.report(
                Rule::PlatformType,
                site,
                format!("{q}: {platform} has no bf type"),
            );
        }
        self.address(site, addr, addr_offset as u32, addrs_used, q);
    }

    pub(super) fn address(
        &mut self,
        site: Site,
        addr: u16,
        offset: u32,
        width: u32,
        q: &Quote<'_>,
    ) {
        let Some(a) = self.r.addrs.get(addr as usize) else {
            self.report(
                Rule::OperandClass,
                site,
                format!("{q} names address variable A{addr}, which is not declared"),
            );
            return;
        };
        if offset + width > a.num_elements as u32 {
            self.report(
                Rule::AddressBounds,
                site,
                format!(
                    "{q} uses address elements {offset}..{} but `{}` has {}",
                    offset + width,
                    a.name,
                    a.num_elements
                ),
            );
        }
    }

    pub(super) fn state(
        &mut self,
        site: Site,
        class: StateClass,
        id: u16,
        offset: u8,
        q: &Quote<'_>,
    ) {
        let (count, what) = match class {
            StateClass::Surface => {
                if (id as u32) < NUM_PREDEFINED_SURFACES {
                    (Some(1), "surface")
                } else {
                    (
                        self.r
                            .surfaces
                            .get(id as usize - NUM_PREDEFINED_SURFACES as usize)
                            .map(|s| s.num_elements as u32),
                        "surface",
                    )
                }
            }
            StateClass::Sampler => (
                if id as u32 == BINDLESS_SAMPLER {
                    Some(1)
                } else {
                    self.r
                        .samplers
                        .get(id as usize)
                        .map(|s| s.num_elements as u32)
                },
                "sampler",
            ),
        };
        let Some(count) = count else {
            self.report(
                Rule::OperandClass,
                site,
                format!("{q} names {what} {id}, which is not declared"),
            );
            return;
        };
        if offset as u32 >= count {
            self.report(
                Rule::StateBounds,
                site,
                format!("{q}: element {offset} of a {what} variable with {count} element(s)"),
            );
        }
    }

    /// Checks a source; returns whether it may take part in type checks.
    #[allow(clippy::too_many_arguments)]
    // Inlined into the per-instruction loop: out of line it costs 2% (callgrind).
    #[inline(always)]
    pub(super) fn src(
        &mut self,
        site: Site,
        c: Classes,
        v: &VecOperand,
        exec: u32,
        mask: MaskCtrl,
        scalar: bool,
        pr: &Props,
        mn: &str,
    ) -> bool {
        let q = self.q(v);
        if !c.has(class_bit(v)) {
            self.report(
                Rule::OperandClass,
                site,
                format!(
                    "source {q} is {}; this field accepts {}",
                    class_name(v),
                    classes_text(c)
                ),
            );
            return false;
        }
        let m = v.modifier();
        if !matches!(m, Modifier::None | Modifier::Sat) {
            if !matches!(v, VecOperand::General { .. } | VecOperand::Indirect { .. }) {
                self.report(
                    Rule::ModifierClass,
                    site,
                    format!("source {q} is {} and carries a modifier; only general and indirect operands may", class_name(v)),
                );
                return false;
            }
            if m == Modifier::Not {
                if pr.mods != Mods::Logic {
                    self.report(
                        Rule::NotModifier,
                        site,
                        format!("{q}: the not modifier `(~)` is allowed only on and, or, xor and not, not on `{mn}`"),
                    );
                    return false;
                }
            } else if pr.mods != Mods::Arith {
                self.report(
                    Rule::SourceModifier,
                    site,
                    format!("`{mn}` does not accept the arithmetic modifier on {q}"),
                );
                return false;
            }
        }
        match v {
            VecOperand::General { var, region, .. } => {
                if !self.declared(site, *var, &q) {
                    return false;
                }
                let (Some(vs), Some(w), Some(h)) = (
                    region_part(region.0),
                    region_part(region.0 >> 4),
                    region_part(region.0 >> 8),
                ) else {
                    self.bad_region(site, &q);
                    return false;
                };
                let (Some(vs), Some(w), Some(h)) = (vs, w, h) else {
                    self.report(
                        Rule::RegionParameters,
                        site,
                        format!("{q}: a general source needs a full <VertStride;Width,HorzStride> region"),
                    );
                    return false;
                };
                if !self.region_values(site, &q, w, exec) {
                    return false;
                }
                if scalar && (vs, w, h) != (0, 1, 0) {
                    self.report(
                        Rule::ScalarOperand,
                        site,
                        format!("{q} must be a scalar: region <0;1,0>"),
                    );
                    return false;
                }
                let shape = Shape { vs, w, h, exec };
                self.general_access(site, v, &q, shape, *var == 0);
                if matches!(*var, super::ARG | super::RETVAL) {
                    self.arg_retval(site, v, shape, &q);
                }
            }
            VecOperand::Indirect {
                addr,
                addr_offset,
                imm_offset,
                ty,
                region,
                ..
            } => {
                let (Some(vs), Some(w), Some(h)) = (
                    region_part(region.0),
                    region_part(region.0 >> 4),
                    region_part(region.0 >> 8),
                ) else {
                    self.bad_region(site, &q);
                    return false;
                };
                let mut addrs = 1;
                if let Some(w) = w {
                    if !self.region_values(site, &q, w, exec) {
                        return false;
                    }
                    if vs.is_none() {
                        // Multi-address: one address per row.
                        addrs = (exec / w).max(1);
                    }
                }
                if scalar && !(vs == Some(0) && w == Some(1) && h == Some(0)) {
                    self.report(
                        Rule::ScalarOperand,
                        site,
                        format!("{q} must be a scalar: region <0;1,0>"),
                    );
                    return false;
                }
                self.indirect_common(site, *addr, *addr_offset, *imm_offset, *ty, &q, addrs);
            }
            VecOperand::Address {
                addr,
                offset,
                width,
                ..
            } => {
                let Some(w) = addr_width(*width).filter(|w| w.count() <= 16) else {
                    self.report(
                        Rule::AddressBounds,
                        site,
                        format!("{q}: address width code {width} is not 1, 2, 4, 8 or 16"),
                    );
                    return false;
                };
                self.address(site, *addr, *offset as u32, w.count(), &q);
            }
            VecOperand::Predicate { pred, .. } => {
                self.pred_var(site, *pred, mask, exec, "source");
            }
            VecOperand::State {
                class, id, offset, ..
            } => self.state(site, *class, *id, *offset, &q),
            VecOperand::AddressOf { var, .. } => {
                if self.var_type(*var).is_none() {
                    self.report(
                        Rule::OperandClass,
                        site,
                        format!("{q} names general variable V{var}, which is not declared"),
                    );
                }
            }
            VecOperand::Immediate { ty, .. } => {
                if *ty == DataType::Bool {
                    self.report(
                        Rule::OperandClass,
                        site,
                        format!("immediate {q} has type bool, which immediates cannot have"),
                    );
                    return false;
                }
                if *ty == DataType::BF && self.opts.platform < Platform::XeHpSdv {
                    let platform = self.opts.platform;
                    self.report(
                        Rule::PlatformType,
                        site,
                        format!("{q}: {platform} has no bf type"),
                    );
                }
            }
        }
        true
    }

    #[inline]
    pub(super) fn region_values(&mut self, site: Site, q: &Quote<'_>, w: u32, exec: u32) -> bool {
        if w == 0 || w > 16 {
            self.report(
                Rule::RegionParameters,
                site,
                format!("{q}: width {w} is not one of 1, 2, 4, 8, 16"),
            );
            return false;
        }
        if w > exec {
            self.report(
                Rule::RegionWidth,
                site,
                format!("{q}: width {w} exceeds the execution size {exec}"),
            );
            return false;
        }
        true
    }

    pub(super) fn raw(&mut self, site: Site, ro: &RawOperand, is_dst: bool) {
        if ro.var == 0 {
            return;
        }
        let q = Quote {
            r: self.r,
            grf: self.grf,
            o: Opnd::Raw(ro),
        };
        if !self.declared(site, ro.var, &q) {
            return;
        }
        if is_dst && ro.var < NUM_PREDEFINED_VARS {
            let writable = PREDEFINED_VARS
                .get(ro.var as usize)
                .is_some_and(|p| p.writable);
            if !writable {
                self.report(
                    Rule::PredefinedWrite,
                    site,
                    format!("destination {q} writes a read-only predefined variable"),
                );
                return;
            }
        }
        let Some((ty, n)) = self.var_type(ro.var) else {
            return;
        };
        let size = ty.size() * n;
        if ro.offset as u32 >= size {
            self.report(
                Rule::RawBounds,
                site,
                format!(
                    "{q}: byte offset {} is outside the variable ({size} bytes)",
                    ro.offset
                ),
            );
            return;
        }
        if let Some(pl) = self.placement(ro.var) {
            let start = pl.offset + ro.offset as u32;
            if pl.root_size < self.grf && pl.root_align < self.grf {
                self.report(
                    Rule::RawAlign,
                    site,
                    format!(
                        "{q}: its variable is smaller than a GRF and aligned to {} bytes, so it need not start on a GRF boundary",
                        pl.root_align
                    ),
                );
            } else if !start.is_multiple_of(self.grf) {
                self.report(
                    Rule::RawAlign,
                    site,
                    format!(
                        "{q} starts at byte {start} of its storage, not on a GRF boundary ({} bytes)",
                        self.grf
                    ),
                );
            }
        }
    }

    pub(super) fn operand_type(&self, v: &VecOperand) -> Option<DataType> {
        match v {
            VecOperand::General { var, .. } => self.var_type(*var).map(|(t, _)| t),
            VecOperand::Indirect { ty, .. } | VecOperand::Immediate { ty, .. } => Some(*ty),
            VecOperand::Predicate { .. } => Some(DataType::Bool),
            VecOperand::Address { .. } => Some(DataType::UW),
            _ => None,
        }
    }
}
