//! The `decimal` module against the General Decimal Arithmetic test cases (`*.decTest`, Mike
//! Cowlishaw's IBM suite that CPython's `test_decimal` runs), read from CPython's own test
//! package: `python3` says where it is (Debian installs it with `libpython3.11-testsuite`).
//! The files are not copied into this repository.
//!
//! Each file becomes one Python program run by `belljar_python::run_script`: the directives
//! set a `Context` (precision, rounding, exponent limits, clamp), each case converts its
//! operands with `Decimal(v, ctx)` (`create_decimal` for `tosci`/`toeng`, as `test_decimal`
//! does), calls the context method with all traps off, and prints the result and the flags
//! raised. The test compares both with the case's expected result and conditions and fails
//! on any difference not listed in `SKIP` (each entry with its reason), exactly as
//! `test_decimal.IBMTestCases` reads the files (quotes, comments, `#` lines skipped,
//! `rescale` skipped).
//!
//! `BELLJAR_DECTEST_FILTER=add` runs only the files whose name contains the text;
//! `BELLJAR_DECTEST_ALL=1` lists every difference (not only the first 60).

use std::collections::BTreeSet;
use std::path::PathBuf;
use std::process::Command;
use std::time::Duration;

use belljar_python::{Limits, run_script};

/// Cases not run, with the reason. The first group is `test_decimal`'s own skip list for the
/// C implementation (which this module follows).
const SKIP: &[(&str, &str)] = &[
    (
        "scbx164",
        "test_decimal: implementation-specific scaleb limits",
    ),
    (
        "scbx165",
        "test_decimal: implementation-specific scaleb limits",
    ),
    (
        "expx901",
        "test_decimal: decNumber's extra restrictions on exp's context",
    ),
    (
        "expx902",
        "test_decimal: decNumber's extra restrictions on exp's context",
    ),
    (
        "expx903",
        "test_decimal: decNumber's extra restrictions on exp's context",
    ),
    (
        "expx905",
        "test_decimal: decNumber's extra restrictions on exp's context",
    ),
    (
        "lnx901",
        "test_decimal: decNumber's extra restrictions on ln's context",
    ),
    (
        "lnx902",
        "test_decimal: decNumber's extra restrictions on ln's context",
    ),
    (
        "lnx903",
        "test_decimal: decNumber's extra restrictions on ln's context",
    ),
    (
        "lnx905",
        "test_decimal: decNumber's extra restrictions on ln's context",
    ),
    (
        "logx901",
        "test_decimal: decNumber's extra restrictions on log10's context",
    ),
    (
        "logx902",
        "test_decimal: decNumber's extra restrictions on log10's context",
    ),
    (
        "logx903",
        "test_decimal: decNumber's extra restrictions on log10's context",
    ),
    (
        "logx905",
        "test_decimal: decNumber's extra restrictions on log10's context",
    ),
    (
        "powx1183",
        "test_decimal: decNumber's extra restrictions on power's operands",
    ),
    (
        "powx1184",
        "test_decimal: decNumber's extra restrictions on power's operands",
    ),
    (
        "powx4001",
        "test_decimal: decNumber's extra restrictions on power's context",
    ),
    (
        "powx4002",
        "test_decimal: decNumber's extra restrictions on power's context",
    ),
    (
        "powx4003",
        "test_decimal: decNumber's extra restrictions on power's context",
    ),
    (
        "powx4005",
        "test_decimal: decNumber's extra restrictions on power's context",
    ),
    (
        "powx4008",
        "test_decimal: decNumber's extra restrictions on power's context",
    ),
    (
        "powx4010",
        "test_decimal: decNumber's extra restrictions on power's context",
    ),
    (
        "powx4012",
        "test_decimal: decNumber's extra restrictions on power's context",
    ),
    (
        "powx4014",
        "test_decimal: decNumber's extra restrictions on power's context",
    ),
    (
        "pwsx803",
        "test_decimal (C): the status has additional Subnormal, Underflow",
    ),
    (
        "pwsx805",
        "test_decimal (C): the status has additional Subnormal, Underflow",
    ),
    (
        "powx4302",
        "test_decimal (C): correct rounding, skipped for decNumber too",
    ),
    (
        "powx4303",
        "test_decimal (C): correct rounding, skipped for decNumber too",
    ),
    (
        "powx4342",
        "test_decimal (C): correct rounding, skipped for decNumber too",
    ),
    (
        "powx4343",
        "test_decimal (C): correct rounding, skipped for decNumber too",
    ),
    (
        "pwmx325",
        "test_decimal (C): bugs.python.org/issue7049 (three-argument power)",
    ),
    (
        "pwmx326",
        "test_decimal (C): bugs.python.org/issue7049 (three-argument power)",
    ),
];

/// The context method a test operation names (`test_decimal`'s `NameAdapter`).
fn method_name(op: &str) -> String {
    let m = match op {
        "and" => "logical_and",
        "apply" => "_apply",
        "class" => "number_class",
        "comparesig" => "compare_signal",
        "comparetotal" => "compare_total",
        "comparetotmag" => "compare_total_mag",
        "copy" => "copy_decimal",
        "copyabs" => "copy_abs",
        "copynegate" => "copy_negate",
        "copysign" => "copy_sign",
        "divideint" => "divide_int",
        "invert" => "logical_invert",
        "iscanonical" => "is_canonical",
        "isfinite" => "is_finite",
        "isinfinite" => "is_infinite",
        "isnan" => "is_nan",
        "isnormal" => "is_normal",
        "isqnan" => "is_qnan",
        "issigned" => "is_signed",
        "issnan" => "is_snan",
        "issubnormal" => "is_subnormal",
        "iszero" => "is_zero",
        "maxmag" => "max_mag",
        "minmag" => "min_mag",
        "nextminus" => "next_minus",
        "nextplus" => "next_plus",
        "nexttoward" => "next_toward",
        "or" => "logical_or",
        "reduce" => "normalize",
        "remaindernear" => "remainder_near",
        "samequantum" => "same_quantum",
        "squareroot" => "sqrt",
        "toeng" => "to_eng_string",
        "tointegral" => "to_integral_value",
        "tointegralx" => "to_integral_exact",
        "tosci" => "to_sci_string",
        "xor" => "logical_xor",
        other => other,
    };
    m.to_string()
}

/// The signal a condition name of the test files raises.
fn signal_of(cond: &str) -> Option<&'static str> {
    Some(match cond.to_ascii_lowercase().as_str() {
        "clamped" => "Clamped",
        "conversion_syntax"
        | "division_impossible"
        | "division_undefined"
        | "invalid_context"
        | "invalid_operation" => "InvalidOperation",
        "division_by_zero" => "DivisionByZero",
        "inexact" => "Inexact",
        "overflow" => "Overflow",
        "rounded" => "Rounded",
        "subnormal" => "Subnormal",
        "underflow" => "Underflow",
        _ => return None,
    })
}

/// One test case.
struct Case {
    id: String,
    line: String,
    method: String,
    operands: Vec<String>,
    expected: String,
    flags: BTreeSet<&'static str>,
}

/// A line of a file that does something.
enum Item {
    /// A Python statement setting the context.
    Directive(String),
    /// A case.
    Case(Case),
}

/// `test_decimal`'s `FixQuotes`.
fn fix_quotes(v: &str) -> String {
    v.replace("''", "\u{1}")
        .replace("\"\"", "\u{2}")
        .replace(['\'', '"'], "")
        .replace('\u{1}', "'")
        .replace('\u{2}', "\"")
}

fn py_str(s: &str) -> String {
    let mut out = String::from("'");
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\'' => out.push_str("\\'"),
            c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                out.push_str(&format!("\\x{:02x}", c as u32))
            }
            c => out.push(c),
        }
    }
    out.push('\'');
    out
}

/// Parse a file as `test_decimal.IBMTestCases.eval_line` does.
fn parse(text: &str) -> Result<Vec<Item>, String> {
    let mut items = Vec::new();
    for raw in text.lines() {
        let s = if raw.contains(" -> ") && !raw.starts_with("--") && !raw.starts_with("  --") {
            let mut parts = raw.splitn(3, "->");
            let left = parts.next().unwrap_or("");
            let right = parts.next().unwrap_or("");
            let right = right.split("--").next().unwrap_or("");
            format!("{left}->{right}").trim().to_string()
        } else {
            raw.split("--").next().unwrap_or("").trim().to_string()
        };
        if s.contains('#') || s.is_empty() {
            continue;
        }
        if s.contains(':') {
            let mut parts = s.splitn(2, ':');
            let name = parts.next().unwrap_or("").trim().to_lowercase();
            let value = parts.next().unwrap_or("").trim().to_lowercase();
            let stmt = match name.as_str() {
                "precision" => format!("D('prec', {value})"),
                "maxexponent" => format!("D('Emax', {value})"),
                "minexponent" => format!("D('Emin', {value})"),
                "clamp" => format!("D('clamp', {value})"),
                "rounding" => format!("D('rounding', R[{}])", py_str(&value)),
                _ => continue,
            };
            items.push(Item::Directive(stmt));
            continue;
        }
        let sides: Vec<&str> = s.split("->").collect();
        if sides.len() < 2 {
            return Err(format!("no '->' in {s:?}"));
        }
        let left: Vec<&str> = sides[0].split_whitespace().collect();
        let right: Vec<&str> = sides[1].split_whitespace().collect();
        if left.len() < 2 || right.is_empty() {
            return Err(format!("malformed case {s:?}"));
        }
        let id = left[0].to_string();
        let op = left[1].to_lowercase();
        let method = method_name(&op);
        if method == "rescale" {
            continue;
        }
        let mut operands = Vec::new();
        let mut conglomerate = String::new();
        let mut quote = false;
        for val in &left[2..] {
            if val.matches('\'').count() % 2 == 1 {
                quote = !quote;
            }
            if quote {
                conglomerate = format!("{conglomerate} {val}");
                continue;
            }
            let v = format!("{conglomerate}{val}");
            conglomerate.clear();
            operands.push(fix_quotes(&v));
        }
        let mut flags = BTreeSet::new();
        for c in &right[1..] {
            flags.insert(signal_of(c).ok_or_else(|| format!("unknown condition {c} in {s:?}"))?);
        }
        items.push(Item::Case(Case {
            id,
            line: s.clone(),
            method,
            operands,
            expected: fix_quotes(right[0]),
            flags,
        }));
    }
    Ok(items)
}

const PRELUDE: &str = r#"from decimal import *
C = Context()
C.clear_traps()
R = {'ceiling': ROUND_CEILING, 'down': ROUND_DOWN, 'floor': ROUND_FLOOR,
     'half_down': ROUND_HALF_DOWN, 'half_even': ROUND_HALF_EVEN, 'half_up': ROUND_HALF_UP,
     'up': ROUND_UP, '05up': ROUND_05UP}
SIG = [('Clamped', Clamped), ('DivisionByZero', DivisionByZero), ('Inexact', Inexact),
       ('InvalidOperation', InvalidOperation), ('Overflow', Overflow), ('Rounded', Rounded),
       ('Subnormal', Subnormal), ('Underflow', Underflow), ('FloatOperation', FloatOperation)]
def D(name, v):
    try:
        setattr(C, name, v)
    except Exception as e:
        print('directive', name + ' ' + repr(v) + ': ' + type(e).__name__, '', sep='\t')
def T(i, f, vals, conv):
    C.clear_flags()
    try:
        if conv:
            vs = [C.create_decimal(v) for v in vals]
        else:
            vs = [Decimal(v, C) for v in vals]
        r = getattr(C, f)(*vs)
        r = str(int(r)) if isinstance(r, bool) else str(r)
        print(i, r, ','.join(n for n, s in SIG if C.flags[s]), sep='\t')
    except Exception as e:
        print(i, '!' + type(e).__name__ + ': ' + str(e), '', sep='\t')
"#;

fn testdata_dir() -> Result<PathBuf, String> {
    let out = Command::new("python3")
        .args([
            "-c",
            "import os, test; print(os.path.join(os.path.dirname(test.__file__), 'decimaltestdata'))",
        ])
        .output()
        .map_err(|e| format!("cannot run python3: {e}"))?;
    let dir = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
    if !out.status.success() || !dir.is_dir() {
        return Err(format!(
            "CPython's decimaltestdata directory was not found ({}); install it with \
             `apt-get install libpython3.11-testsuite` (Debian) so that \
             python3's `test` package has `decimaltestdata/`",
            dir.display()
        ));
    }
    Ok(dir)
}

#[test]
fn dectest_files() {
    let dir = match testdata_dir() {
        Ok(d) => d,
        Err(e) => panic!("{e}"),
    };
    let filter = std::env::var("BELLJAR_DECTEST_FILTER").unwrap_or_default();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("read decimaltestdata")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            name.ends_with(".decTest") && !name.starts_with('.') && name.contains(&filter)
        })
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no .decTest files in {}", dir.display());
    let skip: std::collections::HashMap<&str, &str> = SKIP.iter().copied().collect();
    let limits = Limits {
        timeout: Some(Duration::from_secs(300)),
        max_output_bytes: 64 << 20,
        ..Limits::default()
    };
    let (mut passed, mut skipped) = (0usize, 0usize);
    let mut failures: Vec<String> = Vec::new();
    for path in &files {
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or("?")
            .to_string();
        let text = std::fs::read_to_string(path).expect("read .decTest file");
        let items = match parse(&text) {
            Ok(i) => i,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        let mut src = String::from(PRELUDE);
        let mut cases: Vec<&Case> = Vec::new();
        for item in &items {
            match item {
                Item::Directive(s) => {
                    src.push_str(s);
                    src.push('\n');
                }
                Item::Case(c) => {
                    if skip.contains_key(c.id.as_str()) {
                        skipped += 1;
                        continue;
                    }
                    let conv = matches!(c.method.as_str(), "to_sci_string" | "to_eng_string");
                    let ops: Vec<String> = c.operands.iter().map(|v| py_str(v)).collect();
                    src.push_str(&format!(
                        "T({}, {}, [{}], {})\n",
                        py_str(&c.id),
                        py_str(&c.method),
                        ops.join(", "),
                        if conv { "True" } else { "False" }
                    ));
                    cases.push(c);
                }
            }
        }
        let out = run_script(&src, &name, &limits);
        let mut lines = out.stdout.lines().peekable();
        for c in &cases {
            while let Some(l) = lines.peek() {
                if l.starts_with("directive\t") {
                    failures.push(format!("{name}: {l}"));
                    lines.next();
                } else {
                    break;
                }
            }
            let Some(l) = lines.next() else {
                failures.push(format!(
                    "{name}: no output from case {} on (stderr: {})",
                    c.id,
                    out.stderr.lines().last().unwrap_or("")
                ));
                break;
            };
            let mut f = l.split('\t');
            let (id, result, flags) = (
                f.next().unwrap_or(""),
                f.next().unwrap_or(""),
                f.next().unwrap_or(""),
            );
            let got: BTreeSet<&str> = flags.split(',').filter(|s| !s.is_empty()).collect();
            let want: BTreeSet<&str> = c.flags.iter().copied().collect();
            if id != c.id || result != c.expected || got != want {
                failures.push(format!(
                    "{name}: {} -- got {result} {:?}, want {} {:?}",
                    c.line, got, c.expected, want
                ));
            } else {
                passed += 1;
            }
        }
    }
    eprintln!(
        "decTest: {} files, {passed} cases passed, {} failed, {skipped} skipped",
        files.len(),
        failures.len()
    );
    if !failures.is_empty() {
        let all = std::env::var("BELLJAR_DECTEST_ALL").is_ok();
        let shown: Vec<&String> = failures
            .iter()
            .take(if all { usize::MAX } else { 60 })
            .collect();
        panic!(
            "{} decTest cases differ (first {}):\n{}",
            failures.len(),
            shown.len(),
            shown
                .iter()
                .map(|s| s.as_str())
                .collect::<Vec<_>>()
                .join("\n")
        );
    }
}
