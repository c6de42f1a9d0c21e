//! Integer expressions of the assembly syntax (LLVM MC's GNU flavour: 64-bit
//! wrapping arithmetic, `>>` logical, comparisons give -1 for true).

/// Binary operators, with their precedence (higher binds tighter).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum BinOp {
    LOr,
    LAnd,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    Add,
    Sub,
    Or,
    OrNot,
    Xor,
    And,
    Mul,
    Div,
    Mod,
    Shl,
    Shr,
}

impl BinOp {
    pub fn precedence(self) -> u8 {
        match self {
            BinOp::LOr => 1,
            BinOp::LAnd => 2,
            BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => 3,
            BinOp::Add | BinOp::Sub => 4,
            BinOp::Or | BinOp::OrNot | BinOp::Xor | BinOp::And => 5,
            BinOp::Mul | BinOp::Div | BinOp::Mod | BinOp::Shl | BinOp::Shr => 6,
        }
    }
}

/// Unary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum UnOp {
    Neg,
    Not,
    LNot,
    Plus,
}

/// An expression tree. Symbols are byte ranges of the source (names are
/// looked up when the expression is evaluated).
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Expr {
    Num(i64),
    /// A symbol: name and its byte offset in the source.
    Sym(String, u32),
    /// `.`: the address of the current instruction.
    Dot,
    Un(UnOp, Box<Expr>),
    Bin(BinOp, Box<Expr>, Box<Expr>),
}

/// What a symbol stands for while an expression is evaluated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SymVal {
    /// An absolute value.
    Abs(i64),
    /// A label: byte offset in the code.
    Label(u64),
}

/// The result of evaluating an expression.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Value {
    /// An absolute value.
    Abs(i64),
    /// A value relative to the code's start (labels, `.`): offset.
    Rel(i64),
}

/// Why an expression has no value yet or at all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum EvalError {
    /// A symbol that is not (yet) defined, and its offset.
    Undefined(String, u32),
    /// An operation on addresses that gives no address or number.
    NotAbsolute,
    /// Division by zero.
    DivZero,
}

/// Maximum nesting depth the parser accepts (recursion bound).
pub(crate) const MAX_DEPTH: usize = 64;

impl Expr {
    /// Evaluate with symbol values from `lookup` and `dot` as the value of `.`.
    pub fn eval(
        &self,
        lookup: &dyn Fn(&str) -> Option<SymVal>,
        dot: u64,
    ) -> Result<Value, EvalError> {
        Ok(match self {
            Expr::Num(n) => Value::Abs(*n),
            Expr::Dot => Value::Rel(dot as i64),
            Expr::Sym(name, at) => match lookup(name) {
                Some(SymVal::Abs(v)) => Value::Abs(v),
                Some(SymVal::Label(o)) => Value::Rel(o as i64),
                None => return Err(EvalError::Undefined(name.clone(), *at)),
            },
            Expr::Un(op, e) => {
                let Value::Abs(v) = e.eval(lookup, dot)? else {
                    return Err(EvalError::NotAbsolute);
                };
                Value::Abs(match op {
                    UnOp::Neg => v.wrapping_neg(),
                    UnOp::Not => !v,
                    UnOp::LNot => (v == 0) as i64,
                    UnOp::Plus => v,
                })
            }
            Expr::Bin(op, a, b) => {
                let a = a.eval(lookup, dot)?;
                let b = b.eval(lookup, dot)?;
                match (op, a, b) {
                    (BinOp::Add, Value::Rel(x), Value::Abs(y))
                    | (BinOp::Add, Value::Abs(y), Value::Rel(x)) => Value::Rel(x.wrapping_add(y)),
                    (BinOp::Sub, Value::Rel(x), Value::Abs(y)) => Value::Rel(x.wrapping_sub(y)),
                    (BinOp::Sub, Value::Rel(x), Value::Rel(y)) => Value::Abs(x.wrapping_sub(y)),
                    (_, Value::Abs(x), Value::Abs(y)) => Value::Abs(binop(*op, x, y)?),
                    _ => return Err(EvalError::NotAbsolute),
                }
            }
        })
    }
}

fn binop(op: BinOp, x: i64, y: i64) -> Result<i64, EvalError> {
    let t = |c: bool| if c { -1 } else { 0 };
    Ok(match op {
        BinOp::LOr => (x != 0 || y != 0) as i64,
        BinOp::LAnd => (x != 0 && y != 0) as i64,
        BinOp::Eq => t(x == y),
        BinOp::Ne => t(x != y),
        BinOp::Lt => t(x < y),
        BinOp::Le => t(x <= y),
        BinOp::Gt => t(x > y),
        BinOp::Ge => t(x >= y),
        BinOp::Add => x.wrapping_add(y),
        BinOp::Sub => x.wrapping_sub(y),
        BinOp::Or => x | y,
        BinOp::OrNot => x | !y,
        BinOp::Xor => x ^ y,
        BinOp::And => x & y,
        BinOp::Mul => x.wrapping_mul(y),
        BinOp::Div => {
            if y == 0 {
                return Err(EvalError::DivZero);
            }
            x.wrapping_div(y)
        }
        BinOp::Mod => {
            if y == 0 {
                return Err(EvalError::DivZero);
            }
            x.wrapping_rem(y)
        }
        BinOp::Shl => x.wrapping_shl(y as u32),
        BinOp::Shr => ((x as u64).wrapping_shr(y as u32)) as i64,
    })
}
