//! `sorted` and `list.sort`'s engine: key computation, then a stable sort of the positions.
//!
//! Keys that are all of one builtin kind whose order needs no user code (ints, strs, floats
//! without NaN, ints and floats mixed below 2**53, or flat tuples whose every column is one of
//! those) form a total order, so they go to the standard library's stable adaptive sort
//! (`slice::sort_by`, a merge sort that finds and merges the input's runs, as CPython's
//! timsort does). Anything else — user `__lt__`, NaN, mixed types that may not compare — goes
//! through [`merge_sort`], which only asks "less than", stops at the first error and never
//! sees an inconsistent answer (the standard library's sorts may panic on one).

use std::cmp::Ordering;

use crate::compile::code::CmpOp;
use crate::values::Value;
use crate::vm::{PyResult, Vm};

/// Stable bottom-up merge sort of `idx` by `less(a, b)` ("`a` sorts before `b`"), stopping at
/// the first error. Unlike the standard library's sorts it never sees an inconsistent order
/// (a comparison that failed or ran out of time ends the sort instead of answering), and it
/// asks only "less than", as CPython's `list.sort` does.
fn merge_sort<E>(
    idx: &mut Vec<usize>,
    mut less: impl FnMut(usize, usize) -> Result<bool, E>,
) -> Result<(), E> {
    let n = idx.len();
    let mut buf = idx.clone();
    let mut width = 1;
    while width < n {
        let mut i = 0;
        while i < n {
            let mid = (i + width).min(n);
            let end = (i + 2 * width).min(n);
            let (mut l, mut r, mut k) = (i, mid, i);
            while l < mid && r < end {
                if less(idx[r], idx[l])? {
                    buf[k] = idx[r];
                    r += 1;
                } else {
                    buf[k] = idx[l];
                    l += 1;
                }
                k += 1;
            }
            buf[k..k + (mid - l)].copy_from_slice(&idx[l..mid]);
            k += mid - l;
            buf[k..k + (end - r)].copy_from_slice(&idx[r..end]);
            i = end;
        }
        std::mem::swap(idx, &mut buf);
        width *= 2;
    }
    Ok(())
}

/// How the values of one column (all the keys, or the `j`-th items of tuple keys) compare
/// without user code, when they all can.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Col {
    /// Ints (and bools) only: compared as `i64`.
    Int,
    /// Floats without NaN, and ints below 2**53 in magnitude: compared as `f64` (exact).
    Num,
    /// Strs only: compared by code point (UTF-8 byte order is code point order).
    Str,
}

/// What a scan of one column has seen.
#[derive(Clone, Copy, Default)]
struct Seen {
    int: bool,
    big: bool,
    float: bool,
    str: bool,
    other: bool,
}

impl Seen {
    fn add(&mut self, v: &Value) {
        match v {
            Value::Int(i) => {
                self.int = true;
                self.big |= i.unsigned_abs() >= 1 << 53;
            }
            Value::Bool(_) => self.int = true,
            Value::Float(f) if !f.is_nan() => self.float = true,
            Value::Str(_) => self.str = true,
            _ => self.other = true,
        }
    }

    /// The column's comparison, when its values form a total order without user code.
    fn col(self) -> Option<Col> {
        match self {
            Seen { other: true, .. } => None,
            Seen {
                str: true,
                int: false,
                float: false,
                ..
            } => Some(Col::Str),
            Seen { str: true, .. } => None,
            Seen {
                float: true,
                big: true,
                ..
            } => None,
            Seen { float: true, .. } => Some(Col::Num),
            _ => Some(Col::Int),
        }
    }
}

/// The order of the keys when it needs no user code and is total: one column for scalar
/// keys, one per position for tuple keys (`None` otherwise).
enum Plan {
    Scalar(Col),
    Tuples(Vec<Col>),
}

fn plan(keys: &[Value]) -> Option<Plan> {
    if let Some(Value::Tuple(_)) = keys.first() {
        let mut cols: Vec<Seen> = Vec::new();
        for k in keys {
            let Value::Tuple(t) = k else {
                return None;
            };
            if t.len() > cols.len() {
                cols.resize(t.len(), Seen::default());
            }
            for (s, v) in cols.iter_mut().zip(t.iter()) {
                s.add(v);
            }
            if cols.iter().any(|s| s.other) {
                return None;
            }
        }
        return cols
            .into_iter()
            .map(Seen::col)
            .collect::<Option<Vec<Col>>>()
            .map(Plan::Tuples);
    }
    let mut seen = Seen::default();
    for k in keys {
        seen.add(k);
        if seen.other {
            return None;
        }
    }
    seen.col().map(Plan::Scalar)
}

fn as_i64(v: &Value) -> i64 {
    match v {
        Value::Int(i) => *i,
        Value::Bool(b) => *b as i64,
        _ => 0,
    }
}

fn as_f64(v: &Value) -> f64 {
    match v {
        Value::Float(f) => f.get(),
        other => as_i64(other) as f64,
    }
}

/// Two values of a column planned as `col`.
#[inline]
fn cmp_col(col: Col, x: &Value, y: &Value) -> Ordering {
    match col {
        Col::Int => as_i64(x).cmp(&as_i64(y)),
        Col::Num => as_f64(x).partial_cmp(&as_f64(y)).unwrap_or(Ordering::Equal),
        Col::Str => match (x, y) {
            (Value::Str(x), Value::Str(y)) => x.s.cmp(&y.s),
            _ => Ordering::Equal,
        },
    }
}

/// Two keys under `plan` (tuples: the first column that differs decides, then the length).
fn cmp_planned(plan: &Plan, x: &Value, y: &Value) -> Ordering {
    match plan {
        Plan::Scalar(col) => cmp_col(*col, x, y),
        Plan::Tuples(cols) => {
            let (Value::Tuple(x), Value::Tuple(y)) = (x, y) else {
                return Ordering::Equal;
            };
            for ((col, p), q) in cols.iter().zip(x.iter()).zip(y.iter()) {
                match cmp_col(*col, p, q) {
                    Ordering::Equal => {}
                    o => return o,
                }
            }
            x.len().cmp(&y.len())
        }
    }
}

/// A key's first one or two columns encoded as integers whose order is the key's
/// (`heads`), with the key's position: what the sort moves and mostly compares.
#[derive(Clone, Copy)]
struct Entry {
    h1: u64,
    h2: u64,
    i: usize,
}

/// An int as a `u64` of the same order.
fn enc_int(i: i64) -> u64 {
    (i as u64) ^ (1 << 63)
}

/// A float (not NaN) as a `u64` of the same order; `-0.0` and `0.0` are one value.
fn enc_float(f: f64) -> u64 {
    let bits = (f + 0.0).to_bits();
    if bits >> 63 == 1 {
        !bits
    } else {
        bits | (1 << 63)
    }
}

/// A str's first 8 bytes, big-endian, zero-padded: different prefixes order the strs as
/// the strs do; equal ones say nothing.
fn enc_str_prefix(s: &str) -> u64 {
    let b = s.as_bytes();
    let mut buf = [0u8; 8];
    let n = b.len().min(8);
    buf[..n].copy_from_slice(&b[..n]);
    u64::from_be_bytes(buf)
}

/// A value of a column planned as `col` as its head (exact for numbers, a prefix for strs).
fn head(col: Col, v: &Value) -> u64 {
    match col {
        Col::Int => enc_int(as_i64(v)),
        Col::Num => enc_float(as_f64(v)),
        Col::Str => match v {
            Value::Str(s) => enc_str_prefix(&s.s),
            _ => 0,
        },
    }
}

/// Sort the positions of `keys` (which `plan` orders totally) with the standard library's
/// stable sort. Most comparisons look at the heads only: the first column's encoding, and
/// the second's when the first is a number (a str's head is only a prefix: after equal
/// prefixes the keys themselves decide).
fn sort_planned(keys: &[Value], plan: &Plan, reverse: bool) -> Vec<usize> {
    let (c1, c2, exact) = match plan {
        Plan::Scalar(col) => (*col, None, *col != Col::Str),
        Plan::Tuples(cols) => {
            let (mut lo, mut hi) = (usize::MAX, 0);
            for k in keys {
                if let Value::Tuple(t) = k {
                    lo = lo.min(t.len());
                    hi = hi.max(t.len());
                }
            }
            if lo == 0 {
                // An empty tuple has no head: the keys decide every comparison.
                let mut idx: Vec<usize> = (0..keys.len()).collect();
                idx.sort_by(|&a, &b| {
                    let (x, y) = if reverse { (b, a) } else { (a, b) };
                    cmp_planned(plan, &keys[x], &keys[y])
                });
                return idx;
            }
            let c2 = (lo >= 2 && cols[0] != Col::Str).then(|| cols[1]);
            let exact_cols = cols[..hi].iter().all(|c| *c != Col::Str);
            let exact = lo == hi && exact_cols && (hi == 1 || (hi == 2 && c2.is_some()));
            (cols[0], c2, exact)
        }
    };
    let mut entries: Vec<Entry> = keys
        .iter()
        .enumerate()
        .map(|(i, k)| {
            let (v1, v2) = match k {
                Value::Tuple(t) => (&t[0], t.get(1)),
                other => (other, None),
            };
            Entry {
                h1: head(c1, v1),
                h2: match (c2, v2) {
                    (Some(c), Some(v)) => head(c, v),
                    _ => 0,
                },
                i,
            }
        })
        .collect();
    entries.sort_by(|a, b| {
        let (a, b) = if reverse { (b, a) } else { (a, b) };
        match (a.h1, a.h2).cmp(&(b.h1, b.h2)) {
            Ordering::Equal if !exact => cmp_planned(plan, &keys[a.i], &keys[b.i]),
            o => o,
        }
    });
    entries.into_iter().map(|e| e.i).collect()
}

/// Sort values in place with an optional key function, stably, Python's way.
pub fn sort_values(
    vm: &mut Vm,
    items: &mut Vec<Value>,
    key: Option<&Value>,
    reverse: bool,
) -> PyResult<()> {
    let keys: Vec<Value> = match key {
        Some(k) => {
            let mut ks = Vec::with_capacity(items.len());
            for (i, x) in items.iter().enumerate() {
                ks.push(vm.call1(k, x.clone())?);
                if i % 256 == 255 {
                    vm.check_deadline()?;
                }
            }
            ks
        }
        None => items.clone(),
    };
    let mut idx: Vec<usize>;
    let ordered = |a: usize, b: usize| {
        if reverse {
            (&keys[b], &keys[a])
        } else {
            (&keys[a], &keys[b])
        }
    };
    if let Some(plan) = plan(&keys) {
        // A total order: the standard library's adaptive sort is safe with it.
        idx = sort_planned(&keys, &plan, reverse);
        vm.check_deadline()?;
    } else {
        idx = (0..items.len()).collect();
        // Builtin keys (numbers, strs, tuples of them) first, without user code; any pair
        // they cannot order sends the whole sort to the general comparison. Both passes
        // check the deadline every 256 comparisons: one sort of a big list must not run past
        // the time limit (docs/interpreter.md, "Limits").
        let mut watch = vm.deadline_watch();
        let mut late = false;
        let mut probe = idx.clone();
        let fast = merge_sort(&mut probe, |a, b| {
            if watch.passed() {
                late = true;
                return Err(());
            }
            let (x, y) = ordered(a, b);
            match crate::vm::ops::fast_cmp(x, y) {
                Some(o) => Ok(o == Ordering::Less),
                None => Err(()),
            }
        });
        if late {
            vm.check_deadline()?;
        }
        if fast.is_ok() {
            idx = probe;
        } else {
            let mut n = 0u32;
            merge_sort(&mut idx, |a, b| {
                n = n.wrapping_add(1);
                if n.is_multiple_of(256) {
                    vm.check_deadline()?;
                }
                let (x, y) = ordered(a, b);
                let r = vm.compare(CmpOp::Lt, x, y)?;
                vm.truthy(&r)
            })?;
        }
    }
    let sorted: Vec<Value> = idx.into_iter().map(|i| items[i].clone()).collect();
    *items = sorted;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ints(v: &[i64]) -> Vec<Value> {
        v.iter().map(|&i| Value::Int(i)).collect()
    }

    #[test]
    fn plans() {
        assert!(matches!(
            plan(&ints(&[3, 1, 2])),
            Some(Plan::Scalar(Col::Int))
        ));
        let mixed = vec![Value::Int(1), Value::float(0.5)];
        assert!(matches!(plan(&mixed), Some(Plan::Scalar(Col::Num))));
        // Ints too big for an exact f64 with floats, NaN, strs with numbers: no plan.
        let big = vec![Value::Int(1 << 60), Value::float(0.5)];
        assert!(plan(&big).is_none());
        assert!(plan(&[Value::float(f64::NAN), Value::float(1.0)]).is_none());
        assert!(plan(&[Value::str("a"), Value::Int(1)]).is_none());
        assert!(plan(&[Value::None, Value::None]).is_none());
        // Tuples: per column; ragged lengths are fine, a mixed column is not.
        let t = |v: Vec<Value>| Value::tuple(v);
        let ok = vec![
            t(vec![Value::Int(1), Value::str("b")]),
            t(vec![Value::Int(1)]),
            t(vec![Value::float(2.0), Value::str("a"), Value::Int(3)]),
        ];
        match plan(&ok) {
            Some(Plan::Tuples(cols)) => assert_eq!(cols, vec![Col::Num, Col::Str, Col::Int]),
            _ => panic!("tuples of scalars have a plan"),
        }
        let bad = vec![t(vec![Value::Int(1)]), t(vec![Value::str("a")])];
        assert!(plan(&bad).is_none());
        let nested = vec![t(vec![t(vec![Value::Int(1)])])];
        assert!(plan(&nested).is_none());
        assert!(plan(&[t(vec![]), Value::Int(1)]).is_none());
    }

    #[test]
    fn heads_keep_the_order() {
        let ints = [i64::MIN, -5, -1, 0, 1, 7, i64::MAX];
        for w in ints.windows(2) {
            assert!(enc_int(w[0]) < enc_int(w[1]));
        }
        let floats = [
            f64::NEG_INFINITY,
            -1e300,
            -2.5,
            -1e-300,
            0.0,
            1e-300,
            3.0,
            f64::INFINITY,
        ];
        for w in floats.windows(2) {
            assert!(enc_float(w[0]) < enc_float(w[1]), "{} < {}", w[0], w[1]);
        }
        assert_eq!(enc_float(-0.0), enc_float(0.0));
        assert!(enc_str_prefix("ab") < enc_str_prefix("abc"));
        assert!(enc_str_prefix("b") > enc_str_prefix("abcdefghij"));
        assert_eq!(enc_str_prefix("abcdefgh1"), enc_str_prefix("abcdefgh2"));
    }

    #[test]
    fn planned_sorts_are_stable_and_reversible() {
        let t = |v: Vec<Value>| Value::tuple(v);
        let keys = vec![
            t(vec![Value::Int(2), Value::str("b")]),
            t(vec![Value::Int(1), Value::str("zz")]),
            t(vec![Value::Int(2), Value::str("a")]),
            t(vec![Value::Int(1), Value::str("zz")]),
            t(vec![Value::Int(1), Value::str("abcdefgh2")]),
            t(vec![Value::Int(1), Value::str("abcdefgh1")]),
        ];
        let plan = plan(&keys).expect("a plan");
        assert_eq!(sort_planned(&keys, &plan, false), vec![5, 4, 1, 3, 2, 0]);
        assert_eq!(sort_planned(&keys, &plan, true), vec![0, 2, 1, 3, 4, 5]);
        let nums = vec![
            Value::float(0.5),
            Value::Int(0),
            Value::float(-0.0),
            Value::Int(-3),
        ];
        let plan = super::plan(&nums).expect("a plan");
        assert_eq!(sort_planned(&nums, &plan, false), vec![3, 1, 2, 0]);
        assert_eq!(sort_planned(&nums, &plan, true), vec![0, 1, 2, 3]);
    }

    #[test]
    fn planned_order_is_pythons() {
        let t = |v: Vec<Value>| Value::tuple(v);
        let p = Plan::Tuples(vec![Col::Num, Col::Str]);
        let a = t(vec![Value::Int(1), Value::str("b")]);
        let b = t(vec![Value::float(1.0), Value::str("a")]);
        let c = t(vec![Value::Int(1)]);
        assert_eq!(cmp_planned(&p, &a, &b), Ordering::Greater);
        assert_eq!(cmp_planned(&p, &c, &a), Ordering::Less);
        assert_eq!(cmp_planned(&p, &c, &c), Ordering::Equal);
        let z = Plan::Scalar(Col::Num);
        assert_eq!(
            cmp_planned(&z, &Value::float(-0.0), &Value::Int(0)),
            Ordering::Equal
        );
    }
}
