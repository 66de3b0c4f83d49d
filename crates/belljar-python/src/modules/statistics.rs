//! `statistics`, written in Python (`py/statistics.py`): CPython 3.11's results over exact
//! fractions, run in the module's own namespace. The exact sums its functions start from
//! (`_sum`, `_ss`) have a native core, `_exact_sum`, which adds ints and floats exactly as
//! dyadic rationals and hands every other value's ratio back to the Python code.

use num_bigint::BigInt;
use num_traits::Zero;

use super::registry::ModuleDef;
use crate::builtins::args::{Args, Method, Sig};
use crate::values::Value;
use crate::vm::{PyResult, Vm};

/// The `statistics` module.
pub static MODULE: ModuleDef = ModuleDef {
    functions: &[&EXACT_SUM],
    python: Some(include_str!("py/statistics.py")),
    ..ModuleDef::empty("statistics")
};

static EXACT_SUM: Method = Method::function(Sig::pos("_exact_sum", 3, 3), exact_sum);

/// An exact sum of numbers `m * 2**e`: `acc * 2**exp`.
#[derive(Default)]
struct Dyadic {
    acc: BigInt,
    exp: i64,
}

impl Dyadic {
    fn add(&mut self, m: BigInt, e: i64) {
        if self.acc.is_zero() {
            self.acc = m;
            self.exp = e;
        } else if e >= self.exp {
            self.acc += m << (e - self.exp) as usize;
        } else {
            self.acc = (std::mem::take(&mut self.acc) << (self.exp - e) as usize) + m;
            self.exp = e;
        }
    }

    /// `(numerator, denominator)`, not reduced.
    fn ratio(self) -> (Value, Value) {
        if self.exp >= 0 {
            (
                Value::from_big(self.acc << self.exp as usize),
                Value::Int(1),
            )
        } else {
            (
                Value::from_big(self.acc),
                Value::from_big(BigInt::from(1) << (-self.exp) as usize),
            )
        }
    }
}

/// A finite float as `(m, e)` with `f == m * 2**e` exactly.
fn float_parts(f: f64) -> (i64, i64) {
    let bits = f.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i64;
    let fraction = (bits & ((1 << 52) - 1)) as i64;
    let (m, e) = if biased == 0 {
        (fraction, -1074)
    } else {
        (fraction | (1 << 52), biased - 1075)
    };
    let tz = if m == 0 { 0 } else { m.trailing_zeros() as i64 };
    let m = m >> tz;
    (if f < 0.0 { -m } else { m }, e + tz)
}

/// `_exact_sum(data, ratio, squares)`: one pass over `data` for `_sum` and `_ss`. Returns
/// `(types, num, den, count, rest, sq_num, sq_den)`: the type of each run of equally typed
/// items (as `groupby(data, type)` sees them), the exact sum `num/den` of the items that are
/// ints, bools or finite floats, the number of items, `rest` the `ratio(x)` pairs of every
/// other item (infinities and NaNs as `(x, None)`, as `ratio` gives them), and with
/// `squares` the exact sum of the squares of the summed items (else 0/1).
fn exact_sum(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let (data, ratio) = (a.arg(0), a.arg(1));
    let squares = vm.truthy(a.arg(2))?;
    let it = vm.iter(data)?;
    let mut types: Vec<Value> = Vec::new();
    let mut last: Option<std::rc::Rc<crate::values::Class>> = None;
    let (mut sum, mut sq) = (Dyadic::default(), Dyadic::default());
    let mut rest = Vec::new();
    let mut count: i64 = 0;
    while let Some(x) = vm.next(&it)? {
        count += 1;
        if count % 4096 == 0 {
            vm.check_limits()?;
        }
        let t = vm.types.type_of(&x);
        if !last.as_ref().is_some_and(|l| std::rc::Rc::ptr_eq(l, &t)) {
            types.push(Value::Class(t.clone()));
            last = Some(t);
        }
        let (m, e) = match x {
            Value::Int(i) => (i, 0),
            Value::Bool(b) => (b as i64, 0),
            Value::Float(f) if f.is_finite() => float_parts(f.get()),
            x => {
                let r = vm.call(ratio, vec![x], vec![])?;
                let pair = vm.unpack(&r, 2)?;
                vm.push_item(&mut rest, Value::tuple(pair))?;
                continue;
            }
        };
        sum.add(BigInt::from(m), e);
        if squares {
            sq.add(BigInt::from(m as i128 * m as i128), 2 * e);
        }
    }
    let (num, den) = sum.ratio();
    let (sq_num, sq_den) = sq.ratio();
    Ok(Value::tuple(vec![
        Value::list(types),
        num,
        den,
        Value::Int(count),
        Value::list(rest),
        sq_num,
        sq_den,
    ]))
}
