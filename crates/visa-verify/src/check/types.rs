//! Types: execution and destination types, packed immediates, saturation, supported types.

use super::*;

impl Cx<'_> {
    pub(super) fn types(
        &mut self,
        idx: usize,
        inst: &Instruction,
        mn: &str,
        pr: &Props,
        dsts: &[(usize, &VecOperand)],
        srcs: &[(usize, &VecOperand)],
    ) {
        // Most instructions use one type throughout: nothing below can fire
        // then but saturation and the page's type list.
        if let Some(t) = self.uniform_type(dsts, srcs) {
            let saturated = dsts.iter().any(|(_, d)| d.modifier() == Modifier::Sat);
            if !saturated && pr.types.is_none_or(|ts| ts.contains(&t)) {
                return;
            }
        }
        let whole = Site::Inst {
            index: idx,
            operand: None,
        };
        // Logic on predicates: every operand a predicate, no predication.
        let any_pred = dsts
            .iter()
            .chain(srcs)
            .any(|(_, v)| matches!(v, VecOperand::Predicate { .. }));
        if pr.mods == Mods::Logic && any_pred {
            if let Some(&(k, v)) = dsts
                .iter()
                .chain(srcs)
                .find(|(_, v)| !matches!(v, VecOperand::Predicate { .. }))
            {
                let q = self.q(v);
                self.report(
                    Rule::PredicateOperands,
                    Self::at(idx, k),
                    format!("`{mn}` on predicates has non-predicate operand {q}"),
                );
            } else if inst.pred.is_some() {
                self.report(
                    Rule::PredicateOperands,
                    whole,
                    format!("`{mn}` on predicate operands cannot be predicated"),
                );
            }
            return;
        }
        // mov from a predicate.
        if inst.opcode == OP_MOV {
            if let Some((_, VecOperand::Predicate { pred, .. })) = srcs.first() {
                let bits = (pred.id() as usize)
                    .checked_sub(1)
                    .and_then(|i| self.r.preds.get(i))
                    .map_or(1, |p| p.num_elements as u32);
                if let Some(&(k, d)) = dsts.first() {
                    let dt = self.operand_type(d);
                    let ok = matches!(dt, Some(DataType::UB | DataType::UW | DataType::UD))
                        && dt.is_some_and(|t| t.size() * 8 >= bits);
                    let q = self.q(d);
                    if !ok {
                        self.report(
                            Rule::MovPredicate,
                            Self::at(idx, k),
                            format!("mov from a {bits}-element predicate to {q}: the destination must be ub, uw or ud and at least {bits} bits"),
                        );
                    } else if d.modifier() == Modifier::Sat || inst.pred.is_some() {
                        self.report(
                            Rule::MovPredicate,
                            whole,
                            "a mov from a predicate can be neither predicated nor saturated"
                                .to_string(),
                        );
                    }
                }
                return;
            }
        }
        // Saturation.
        let info = visa::op_info(inst.opcode);
        if let Some(&(k, d)) = dsts.first() {
            if d.modifier() == Modifier::Sat {
                let dt = self.operand_type(d);
                let ok = info.is_some_and(|i| i.sat)
                    && match pr.sat {
                        Sat::No => false,
                        Sat::Yes => true,
                        Sat::Float => dt.is_some_and(|t| t.is_float()),
                    };
                if !ok {
                    let q = self.q(d);
                    let why = if pr.sat == Sat::Float {
                        " (only with a floating-point destination)"
                    } else {
                        ""
                    };
                    self.report(
                        Rule::Saturation,
                        Self::at(idx, k),
                        format!("`{mn}.sat` on {q}: `{mn}` does not support saturation{why}"),
                    );
                }
            }
        }
        // Packed immediates, execution type, destination type, supported types.
        let mut typed = [(0usize, &NO_OPERAND, DataType::UD); FEW];
        let mut nt = 0;
        for &(k, v) in srcs {
            if matches!(v, VecOperand::Predicate { .. } | VecOperand::Address { .. }) {
                continue;
            }
            if let (Some(t), Some(slot)) = (self.operand_type(v), typed.get_mut(nt)) {
                *slot = (k, v, t);
                nt += 1;
            }
        }
        let src_types = &typed[..nt];
        let exec_of = |t: DataType| match t {
            DataType::V => DataType::W,
            DataType::UV => DataType::UW,
            DataType::VF => DataType::F,
            t => t,
        };
        for &(k, v, t) in src_types {
            if !t.is_packed() {
                continue;
            }
            let others: Vec<DataType> = src_types
                .iter()
                .filter(|(_, _, o)| !o.is_packed())
                .map(|x| x.2)
                .collect();
            let compatible = others.iter().all(|&o| match t {
                DataType::V => o.is_signed_int(),
                DataType::UV => o.is_int() && !o.is_signed_int(),
                _ => o == DataType::F,
            });
            if !compatible {
                let q = self.q(v);
                let want = match t {
                    DataType::V => "a signed integer",
                    DataType::UV => "an unsigned integer",
                    _ => "the f",
                };
                self.report(
                    Rule::PackedImmediate,
                    Self::at(idx, k),
                    format!("packed immediate {q} needs {want} execution type"),
                );
                return;
            }
        }
        let n_float = src_types.iter().filter(|x| exec_of(x.2).is_float()).count();
        let first_float = src_types.iter().find(|x| exec_of(x.2).is_float());
        if n_float != 0 && n_float != src_types.len() {
            let &(k, v, t) = src_types
                .iter()
                .find(|x| !exec_of(x.2).is_float())
                .expect("an integer source");
            let f = first_float.map_or(DataType::F, |x| x.2);
            let q = self.q(v);
            self.report(
                Rule::ExecutionType,
                Self::at(idx, k),
                format!("source {q} has integer type {t} but another source is {f}: sources must share one execution type"),
            );
            return;
        }
        let exec_float = first_float.map(|x| exec_of(x.2));
        if let Some(&(k, v, t)) = src_types
            .iter()
            .find(|x| exec_of(x.2).is_float() && Some(exec_of(x.2)) != exec_float)
        {
            let q = self.q(v);
            self.report(
                Rule::ExecutionType,
                Self::at(idx, k),
                format!(
                    "source {q} is {t} but another source is {}: float sources must share one type",
                    exec_float.map_or("?", |t| t.name())
                ),
            );
            return;
        }
        if let (Some(et), Some(&(k, d))) = (exec_float, dsts.first()) {
            let dt = self.operand_type(d);
            if inst.opcode != OP_MOV && inst.opcode != OP_CMP && dt.is_some_and(|t| t != et) {
                let q = self.q(d);
                self.report(
                    Rule::FloatDst,
                    Self::at(idx, k),
                    format!(
                        "destination {q} is {} but the execution type is {et}; a float execution type needs the same destination type",
                        dt.map_or("?", |t| t.name())
                    ),
                );
                return;
            }
        }
        if let Some(types) = pr.types {
            let all = dsts
                .iter()
                .filter(|_| inst.opcode != OP_CMP)
                .map(|&(k, v)| (k, v))
                .chain(src_types.iter().map(|&(k, v, _)| (k, v)));
            for (k, v) in all {
                if matches!(v, VecOperand::Predicate { .. }) {
                    continue;
                }
                let Some(t) = self.operand_type(v) else {
                    continue;
                };
                if !types.contains(&exec_of(t)) {
                    let q = self.q(v);
                    let list: Vec<&str> = types.iter().map(|t| t.name()).collect();
                    self.report(
                        Rule::SupportedType,
                        Self::at(idx, k),
                        format!("{q} has type {t}; `{mn}` supports {}", list.join(", ")),
                    );
                    return;
                }
            }
        }
    }

    /// The one type every operand has, when they are all general, indirect
    /// or non-packed immediate operands of the same type.
    fn uniform_type(
        &self,
        dsts: &[(usize, &VecOperand)],
        srcs: &[(usize, &VecOperand)],
    ) -> Option<DataType> {
        let mut t = None;
        for (_, v) in dsts.iter().chain(srcs) {
            let ty = match v {
                VecOperand::General { var, .. } => self.var_type(*var)?.0,
                VecOperand::Indirect { ty, .. } => *ty,
                VecOperand::Immediate { ty, .. } if !ty.is_packed() => *ty,
                _ => return None,
            };
            match t {
                None => t = Some(ty),
                Some(u) if u != ty => return None,
                _ => {}
            }
        }
        t.filter(|t| *t != DataType::Bool)
    }
}
