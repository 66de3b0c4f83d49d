//! Methods of `str`, `str.format` included.

use std::rc::Rc;

use super::kwarg;
use crate::values::function::Kwargs;
use crate::values::{PyStr, Value};
use crate::vm::{ExcKind, PyErr, PyResult, Vm};

/// The names of str methods.
pub const METHODS: &[&str] = &[
    "join",
    "split",
    "rsplit",
    "splitlines",
    "strip",
    "lstrip",
    "rstrip",
    "upper",
    "lower",
    "title",
    "capitalize",
    "swapcase",
    "casefold",
    "startswith",
    "endswith",
    "find",
    "rfind",
    "index",
    "rindex",
    "count",
    "replace",
    "format",
    "format_map",
    "isdigit",
    "isalpha",
    "isalnum",
    "isspace",
    "isupper",
    "islower",
    "istitle",
    "isnumeric",
    "isdecimal",
    "isidentifier",
    "isascii",
    "isprintable",
    "center",
    "ljust",
    "rjust",
    "zfill",
    "partition",
    "rpartition",
    "encode",
    "expandtabs",
    "removeprefix",
    "removesuffix",
    "translate",
    "__len__",
    "__contains__",
    "__getitem__",
    "__add__",
    "__mul__",
    "__eq__",
    "__lt__",
];

fn arg_str<'a>(v: &'a Value, what: &str) -> PyResult<&'a str> {
    match v {
        Value::Str(s) => Ok(&s.s),
        o => Err(PyErr::type_err(format!(
            "{what}must be str, not {}",
            o.type_name()
        ))),
    }
}

fn opt_str(args: &[Value], i: usize) -> PyResult<Option<&str>> {
    match args.get(i) {
        None | Some(Value::None) => Ok(None),
        Some(Value::Str(s)) => Ok(Some(&s.s)),
        Some(o) => Err(PyErr::type_err(format!(
            "must be str or None, not {}",
            o.type_name()
        ))),
    }
}

fn s(v: String) -> Value {
    Value::string(v)
}

fn char_range(vm: &Vm, p: &PyStr, args: &[Value], from: usize) -> PyResult<(usize, usize)> {
    let n = p.char_len as i64;
    let get = |i: usize, d: i64| -> PyResult<i64> {
        match args.get(i) {
            None | Some(Value::None) => Ok(d),
            Some(v) => vm.index_of(v, "slice"),
        }
    };
    let mut a = get(from, 0)?;
    let mut b = get(from + 1, n)?;
    if a < 0 {
        a = (a + n).max(0);
    }
    if b < 0 {
        b = (b + n).max(0);
    }
    let a = a.min(n) as usize;
    let b = b.min(n) as usize;
    Ok((p.byte_offset(a), p.byte_offset(b.max(a))))
}

fn strip_chars<'a>(text: &'a str, chars: Option<&str>, left: bool, right: bool) -> &'a str {
    let f = |c: char| match chars {
        Some(cs) => cs.contains(c),
        None => c.is_whitespace(),
    };
    let mut t = text;
    if left {
        t = t.trim_start_matches(f);
    }
    if right {
        t = t.trim_end_matches(f);
    }
    t
}

/// `str.split()` on whitespace, built under the memory budget.
fn split_ws(vm: &Vm, text: &str, maxsplit: i64) -> PyResult<Vec<Value>> {
    let mut out = Vec::new();
    let mut rest = text.trim_start();
    let mut n = 0;
    while !rest.is_empty() {
        if maxsplit >= 0 && n >= maxsplit {
            vm.push_item(&mut out, Value::str(rest))?;
            return Ok(out);
        }
        match rest.find(char::is_whitespace) {
            Some(i) => {
                vm.push_item(&mut out, Value::str(&rest[..i]))?;
                rest = rest[i..].trim_start();
                n += 1;
            }
            None => {
                vm.push_item(&mut out, Value::str(rest))?;
                break;
            }
        }
    }
    Ok(out)
}

fn pad_arg(args: &[Value], name: &str) -> PyResult<char> {
    match args.get(1) {
        None => Ok(' '),
        Some(Value::Str(f)) if f.char_len == 1 => Ok(f.s.chars().next().unwrap()),
        Some(Value::Str(_)) => Err(PyErr::type_err(
            "The fill character must be exactly one character long",
        )),
        Some(o) => Err(PyErr::type_err(format!(
            "{name}() argument 2 must be str, not {}",
            o.type_name()
        ))),
    }
}

fn title(t: &str) -> String {
    let mut out = String::with_capacity(t.len());
    let mut prev_cased = false;
    for c in t.chars() {
        if prev_cased {
            out.extend(c.to_lowercase());
        } else {
            out.extend(c.to_uppercase());
        }
        prev_cased = c.is_alphabetic();
    }
    out
}

/// Call str method `name`.
pub fn call(vm: &mut Vm, p: &Rc<PyStr>, name: &str, args: &[Value], kw: Kwargs) -> PyResult<Value> {
    let t: &str = &p.s;
    let nargs = |min: usize, max: usize| super::check_args(name, args, min, max);
    Ok(match name {
        "join" => {
            nargs(1, 1)?;
            let items = vm.collect(&args[0])?;
            // The result's size is known before it is built: refuse it up front when it
            // cannot fit the memory budget (docs/interpreter.md, "Limits").
            let total = items
                .iter()
                .map(|x| match x {
                    Value::Str(x) => x.s.len() as u128,
                    _ => 0,
                })
                .sum::<u128>()
                + (t.len() as u128) * (items.len().saturating_sub(1) as u128);
            vm.reserve(total)?;
            let mut out = String::with_capacity(total as usize);
            for (i, x) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(t);
                }
                match x {
                    Value::Str(x) => out.push_str(&x.s),
                    o => {
                        return Err(PyErr::type_err(format!(
                            "sequence item {i}: expected str instance, {} found",
                            o.type_name()
                        )));
                    }
                }
            }
            s(out)
        }
        "split" | "rsplit" => {
            let sep = match args.first().or_else(|| kwarg(kw, "sep")) {
                None | Some(Value::None) => None,
                Some(v) => Some(arg_str(v, "must be str or None, not ").map_err(|_| {
                    PyErr::type_err(format!("must be str or None, not {}", v.type_name()))
                })?),
            };
            let maxsplit = match args.get(1).or_else(|| kwarg(kw, "maxsplit")) {
                Some(v) => vm.index_of(v, "maxsplit")?,
                None => -1,
            };
            match sep {
                None => {
                    if name == "split" {
                        Value::list(split_ws(vm, t, maxsplit)?)
                    } else {
                        let rev: String = t.chars().rev().collect();
                        let mut parts: Vec<Value> = split_ws(vm, &rev, maxsplit)?
                            .into_iter()
                            .map(|v| match v {
                                Value::Str(x) => Value::string(x.s.chars().rev().collect()),
                                o => o,
                            })
                            .collect();
                        parts.reverse();
                        Value::list(parts)
                    }
                }
                Some("") => return Err(PyErr::value_err("empty separator")),
                Some(sep) => {
                    // Built under the memory budget: one part per separator can be far
                    // more than the string itself.
                    let parts: Vec<Value> = if maxsplit < 0 {
                        vm.gather(t.split(sep).map(Value::str))?
                    } else if name == "split" {
                        vm.gather(t.splitn(maxsplit as usize + 1, sep).map(Value::str))?
                    } else {
                        let mut v: Vec<Value> =
                            vm.gather(t.rsplitn(maxsplit as usize + 1, sep).map(Value::str))?;
                        v.reverse();
                        v
                    };
                    Value::list(parts)
                }
            }
        }
        "splitlines" => {
            let keep = match args.first().or_else(|| kwarg(kw, "keepends")) {
                Some(v) => vm.truthy(v)?,
                None => false,
            };
            let mut out = Vec::new();
            let mut start = 0;
            let b = t.as_bytes();
            let mut i = 0;
            while i < b.len() {
                let c = b[i];
                if c == b'\n' || c == b'\r' {
                    let mut end = i + 1;
                    if c == b'\r' && i + 1 < b.len() && b[i + 1] == b'\n' {
                        end = i + 2;
                    }
                    vm.push_item(
                        &mut out,
                        Value::str(if keep { &t[start..end] } else { &t[start..i] }),
                    )?;
                    start = end;
                    i = end;
                } else {
                    i += 1;
                }
            }
            if start < t.len() {
                out.push(Value::str(&t[start..]));
            }
            Value::list(out)
        }
        "strip" => s(strip_chars(t, opt_str(args, 0)?, true, true).to_string()),
        "lstrip" => s(strip_chars(t, opt_str(args, 0)?, true, false).to_string()),
        "rstrip" => s(strip_chars(t, opt_str(args, 0)?, false, true).to_string()),
        "upper" => s(t.to_uppercase()),
        "lower" => s(t.to_lowercase()),
        "casefold" => s(t.to_lowercase()),
        "title" => s(title(t)),
        "capitalize" => {
            let mut c = t.chars();
            match c.next() {
                Some(f) => s(f.to_uppercase().collect::<String>() + &c.as_str().to_lowercase()),
                None => s(String::new()),
            }
        }
        "swapcase" => s(t
            .chars()
            .flat_map(|c| {
                if c.is_uppercase() {
                    c.to_lowercase().collect::<Vec<_>>()
                } else {
                    c.to_uppercase().collect::<Vec<_>>()
                }
            })
            .collect()),
        "startswith" | "endswith" => {
            nargs(1, 3)?;
            let (a, b) = char_range(vm, p, args, 1)?;
            let sub = &t[a..b];
            let test = |x: &str| {
                if name == "startswith" {
                    sub.starts_with(x)
                } else {
                    sub.ends_with(x)
                }
            };
            match &args[0] {
                Value::Str(x) => Value::Bool(test(&x.s)),
                Value::Tuple(items) => {
                    let mut r = false;
                    for i in items.iter() {
                        if let Value::Str(x) = i {
                            if test(&x.s) {
                                r = true;
                                break;
                            }
                        } else {
                            return Err(PyErr::type_err(format!(
                                "tuple for {name} must only contain str, not {}",
                                i.type_name()
                            )));
                        }
                    }
                    Value::Bool(r)
                }
                o => {
                    return Err(PyErr::type_err(format!(
                        "{name} first arg must be str or a tuple of str, not {}",
                        o.type_name()
                    )));
                }
            }
        }
        "find" | "rfind" | "index" | "rindex" | "count" => {
            nargs(1, 3)?;
            let sub = arg_str(&args[0], "").map_err(|_| {
                PyErr::type_err(format!("must be str, not {}", args[0].type_name()))
            })?;
            let bound = |i: usize| -> PyResult<Option<i64>> {
                match args.get(i) {
                    None | Some(Value::None) => Ok(None),
                    Some(v) => vm.index_of(v, "slice").map(Some),
                }
            };
            let (start, end) = (bound(1)?, bound(2)?);
            use crate::text::str_methods as ts;
            match name {
                "count" => Value::Int(ts::count(t, sub, start, end) as i64),
                "find" => Value::Int(ts::find(t, sub, start, end)),
                "rfind" => Value::Int(ts::rfind(t, sub, start, end)),
                _ => {
                    let r = if name == "index" {
                        ts::find(t, sub, start, end)
                    } else {
                        ts::rfind(t, sub, start, end)
                    };
                    if r < 0 {
                        return Err(PyErr::value_err("substring not found"));
                    }
                    Value::Int(r)
                }
            }
        }
        "replace" => {
            nargs(2, 3)?;
            let old = arg_str(&args[0], "replace() argument 1 ")?;
            let new = arg_str(&args[1], "replace() argument 2 ")?;
            let count = match args.get(2) {
                Some(v) => vm.index_of(v, "count")?,
                None => -1,
            };
            let n = if old.is_empty() {
                p.char_len + 1
            } else {
                t.matches(old).count()
            };
            let n = if count >= 0 { n.min(count as usize) } else { n };
            vm.reserve((t.len() as u128) + (n as u128) * (new.len() as u128))?;
            if count < 0 {
                s(t.replace(old, new))
            } else {
                s(t.replacen(old, new, count as usize))
            }
        }
        "format" => s(format_str(vm, t, args, kw)?),
        "format_map" => {
            nargs(1, 1)?;
            let mut kws = Vec::new();
            for (k, v) in vm.mapping_items(&args[0])? {
                if let Value::Str(ks) = &k.value {
                    kws.push((Rc::from(ks.s.as_str()), v));
                }
            }
            s(format_str(vm, t, &[], &kws)?)
        }
        "isdigit" | "isnumeric" | "isdecimal" => {
            Value::Bool(!t.is_empty() && t.chars().all(|c| c.is_numeric()))
        }
        "isalpha" => Value::Bool(!t.is_empty() && t.chars().all(char::is_alphabetic)),
        "isalnum" => Value::Bool(!t.is_empty() && t.chars().all(char::is_alphanumeric)),
        "isspace" => Value::Bool(!t.is_empty() && t.chars().all(char::is_whitespace)),
        "isascii" => Value::Bool(t.is_ascii()),
        "isprintable" => Value::Bool(t.chars().all(|c| !c.is_control())),
        "isupper" => {
            Value::Bool(t.chars().any(char::is_uppercase) && !t.chars().any(char::is_lowercase))
        }
        "islower" => {
            Value::Bool(t.chars().any(char::is_lowercase) && !t.chars().any(char::is_uppercase))
        }
        "istitle" => Value::Bool(t.chars().any(char::is_alphabetic) && title(t) == t),
        "isidentifier" => Value::Bool(
            t.chars()
                .next()
                .is_some_and(|c| c.is_alphabetic() || c == '_')
                && t.chars().all(|c| c.is_alphanumeric() || c == '_'),
        ),
        "center" | "ljust" | "rjust" => {
            nargs(1, 2)?;
            let w = vm.index_of(&args[0], "width")?;
            let fill = pad_arg(args, name)?;
            let w = w.max(0) as usize;
            vm.reserve(w as u128 * 4)?;
            let n = p.char_len;
            if w <= n {
                s(t.to_string())
            } else {
                let total = w - n;
                let (l, r) = match name {
                    "ljust" => (0, total),
                    "rjust" => (total, 0),
                    _ => {
                        let l = total / 2 + (total & w & 1);
                        (l, total - l)
                    }
                };
                let f = |k: usize| std::iter::repeat_n(fill, k).collect::<String>();
                s(format!("{}{}{}", f(l), t, f(r)))
            }
        }
        "zfill" => {
            nargs(1, 1)?;
            let w = vm.index_of(&args[0], "width")?.max(0) as usize;
            vm.reserve(w as u128)?;
            let n = p.char_len;
            if w <= n {
                s(t.to_string())
            } else {
                let (sign, rest) = if t.starts_with(['+', '-']) {
                    t.split_at(1)
                } else {
                    ("", t)
                };
                s(format!("{sign}{}{rest}", "0".repeat(w - n)))
            }
        }
        "partition" | "rpartition" => {
            nargs(1, 1)?;
            let sep = arg_str(&args[0], "").map_err(|_| {
                PyErr::type_err(format!("must be str, not {}", args[0].type_name()))
            })?;
            if sep.is_empty() {
                return Err(PyErr::value_err("empty separator"));
            }
            let found = if name == "partition" {
                t.find(sep)
            } else {
                t.rfind(sep)
            };
            match found {
                Some(i) => Value::tuple(vec![
                    Value::str(&t[..i]),
                    Value::str(sep),
                    Value::str(&t[i + sep.len()..]),
                ]),
                None => {
                    if name == "partition" {
                        Value::tuple(vec![Value::str(t), Value::str(""), Value::str("")])
                    } else {
                        Value::tuple(vec![Value::str(""), Value::str(""), Value::str(t)])
                    }
                }
            }
        }
        "translate" => {
            nargs(1, 1)?;
            let mut out = String::new();
            for c in t.chars() {
                match vm.getitem(&args[0], &Value::Int(c as i64)) {
                    Ok(Value::None) => {}
                    Ok(Value::Int(i)) => out.push(char::from_u32(i as u32).unwrap_or(c)),
                    Ok(Value::Str(s)) => out.push_str(&s.s),
                    Ok(_) => {
                        return Err(PyErr::type_err(
                            "character mapping must return integer, None or str",
                        ));
                    }
                    Err(PyErr::New(ExcKind::KeyError | ExcKind::IndexError, _)) => out.push(c),
                    Err(e) => return Err(e),
                }
            }
            s(out)
        }
        "encode" => Value::Bytes(Rc::from(t.as_bytes().to_vec())),
        "expandtabs" => {
            let size = match args.first() {
                Some(v) => vm.index_of(v, "tabsize")?.max(0) as usize,
                None => 8,
            };
            let mut out = String::new();
            let mut col = 0;
            for c in t.chars() {
                match c {
                    '\t' => {
                        if size > 0 {
                            let n = size - col % size;
                            out.push_str(&" ".repeat(n));
                            col += n;
                        }
                    }
                    '\n' | '\r' => {
                        out.push(c);
                        col = 0;
                    }
                    c => {
                        out.push(c);
                        col += 1;
                    }
                }
            }
            s(out)
        }
        "removeprefix" => {
            nargs(1, 1)?;
            let x = arg_str(&args[0], "removeprefix() argument ")?;
            s(t.strip_prefix(x).unwrap_or(t).to_string())
        }
        "removesuffix" => {
            nargs(1, 1)?;
            let x = arg_str(&args[0], "removesuffix() argument ")?;
            s(t.strip_suffix(x).unwrap_or(t).to_string())
        }
        "__len__" => Value::Int(p.char_len as i64),
        "__contains__" => Value::Bool(vm.contains(&Value::Str(p.clone()), &args[0])?),
        "__getitem__" => vm.getitem(&Value::Str(p.clone()), &args[0])?,
        "__add__" => vm.binary(
            crate::compile::code::BinOp::Add,
            &Value::Str(p.clone()),
            &args[0],
        )?,
        "__mul__" => vm.binary(
            crate::compile::code::BinOp::Mul,
            &Value::Str(p.clone()),
            &args[0],
        )?,
        "__eq__" => Value::Bool(vm.eq(&Value::Str(p.clone()), &args[0])?),
        "__lt__" => vm.compare(
            crate::compile::code::CmpOp::Lt,
            &Value::Str(p.clone()),
            &args[0],
        )?,
        _ => {
            return Err(PyErr::msg(
                ExcKind::AttributeError,
                format!("'str' object has no attribute '{name}'"),
            ));
        }
    })
}

/// `str.format`.
pub fn format_str(vm: &mut Vm, fmt: &str, args: &[Value], kw: Kwargs) -> PyResult<String> {
    let (mut auto, mut manual) = (0usize, false);
    format_fields(vm, fmt, args, kw, &mut auto, &mut manual, 2)
}

/// The fields of `fmt`; a nested spec (`'{:^{}}'`) continues the same automatic numbering,
/// as in CPython. `nesting` bounds the nesting.
fn format_fields(
    vm: &mut Vm,
    fmt: &str,
    args: &[Value],
    kw: Kwargs,
    auto: &mut usize,
    manual: &mut bool,
    nesting: u32,
) -> PyResult<String> {
    if nesting == 0 {
        return Err(PyErr::value_err("Max string recursion exceeded"));
    }
    let chars: Vec<char> = fmt.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '{' {
            if i + 1 < chars.len() && chars[i + 1] == '{' {
                out.push('{');
                i += 2;
                continue;
            }
            let mut depth = 1;
            let mut j = i + 1;
            while j < chars.len() {
                if chars[j] == '{' {
                    depth += 1;
                } else if chars[j] == '}' {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                j += 1;
            }
            if i + 1 == chars.len() {
                return Err(PyErr::value_err("Single '{' encountered in format string"));
            }
            if j >= chars.len() {
                return Err(PyErr::value_err("expected '}' before end of string"));
            }
            let field: String = chars[i + 1..j].iter().collect();
            i = j + 1;
            let (head, spec) = match field.find(':') {
                Some(k) => (&field[..k], &field[k + 1..]),
                None => (field.as_str(), ""),
            };
            let (name, conv) = match head.find('!') {
                Some(k) => (&head[..k], Some(&head[k + 1..])),
                None => (head, None),
            };
            // Resolve the first part of the name.
            let first_end = name.find(['.', '[']).unwrap_or(name.len());
            let first = &name[..first_end];
            let mut v = if first.is_empty() {
                if *manual {
                    return Err(PyErr::value_err(
                        "cannot switch from manual field specification to automatic field numbering",
                    ));
                }
                let at = *auto;
                let v = args.get(at).cloned().ok_or_else(|| {
                    PyErr::msg(
                        ExcKind::IndexError,
                        format!("Replacement index {at} out of range for positional args tuple"),
                    )
                })?;
                *auto += 1;
                v
            } else if let Ok(n) = first.parse::<usize>() {
                if *auto > 0 {
                    return Err(PyErr::value_err(
                        "cannot switch from automatic field numbering to manual field specification",
                    ));
                }
                *manual = true;
                args.get(n).cloned().ok_or_else(|| {
                    PyErr::msg(
                        ExcKind::IndexError,
                        format!("Replacement index {n} out of range for positional args tuple"),
                    )
                })?
            } else {
                match kwarg(kw, first) {
                    Some(v) => v.clone(),
                    None => return Err(PyErr::New(ExcKind::KeyError, vec![Value::str(first)])),
                }
            };
            // Accessors.
            let mut rest = &name[first_end..];
            while !rest.is_empty() {
                if let Some(r) = rest.strip_prefix('.') {
                    let end = r.find(['.', '[']).unwrap_or(r.len());
                    v = vm.get_attr(&v, &r[..end])?;
                    rest = &r[end..];
                } else if let Some(r) = rest.strip_prefix('[') {
                    let end = r
                        .find(']')
                        .ok_or_else(|| PyErr::value_err("Missing ']' in format string"))?;
                    let key = &r[..end];
                    let k = match key.parse::<i64>() {
                        Ok(n) => Value::Int(n),
                        Err(_) => Value::str(key),
                    };
                    v = vm.getitem(&v, &k)?;
                    rest = &r[end + 1..];
                } else {
                    break;
                }
            }
            let v = match conv {
                Some("r") => Value::string(vm.repr(&v)?),
                Some("s") => Value::string(vm.to_str(&v)?),
                Some("a") => Value::string(crate::text::str_methods::ascii_escape(&vm.repr(&v)?)),
                Some(other) => {
                    return Err(PyErr::value_err(format!(
                        "Unknown conversion specifier {other}"
                    )));
                }
                None => v,
            };
            let spec = if spec.contains('{') {
                format_fields(vm, spec, args, kw, auto, manual, nesting - 1)?
            } else {
                spec.to_string()
            };
            out.push_str(&vm.format(&v, &spec)?);
        } else if c == '}' {
            if i + 1 < chars.len() && chars[i + 1] == '}' {
                out.push('}');
                i += 2;
                continue;
            }
            return Err(PyErr::value_err("Single '}' encountered in format string"));
        } else {
            out.push(c);
            i += 1;
        }
    }
    Ok(out)
}
