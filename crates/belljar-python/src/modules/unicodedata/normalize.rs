//! Unicode normalization (NFC, NFD, NFKC, NFKD) as CPython 3.11's `unicodedata.normalize`
//! computes it: full recursive decomposition (Hangul syllables algorithmically), canonical
//! ordering of each run of combining characters (a stable sort by combining class, which is
//! what CPython's insertion sort does), then for the composed forms CPython's composition loop
//! (Hangul L+V(+T) composition of decomposed jamo, and the canonical pairs of
//! [`tables::COMPOSITIONS`], which were taken from CPython with its composition exclusions).
//! A quick check over the per-character "yes" flags returns the input untouched when it is
//! certainly normalized, as CPython does.

use super::tables as t;
use super::ucd::{self, L_BASE, L_COUNT, S_BASE, S_COUNT, T_BASE, T_COUNT, V_BASE, V_COUNT};

/// A normalization form.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Form {
    /// Canonical decomposition, then canonical composition.
    Nfc,
    /// Canonical decomposition.
    Nfd,
    /// Compatibility decomposition, then canonical composition.
    Nfkc,
    /// Compatibility decomposition.
    Nfkd,
}

impl Form {
    /// The form named `name` (`"NFC"`, ...), as `normalize`'s first argument.
    pub fn parse(name: &str) -> Option<Form> {
        Some(match name {
            "NFC" => Form::Nfc,
            "NFD" => Form::Nfd,
            "NFKC" => Form::Nfkc,
            "NFKD" => Form::Nfkd,
            _ => return None,
        })
    }

    fn yes_flag(self) -> u8 {
        match self {
            Form::Nfc => t::NFC_YES,
            Form::Nfd => t::NFD_YES,
            Form::Nfkc => t::NFKC_YES,
            Form::Nfkd => t::NFKD_YES,
        }
    }

    fn compat(self) -> bool {
        matches!(self, Form::Nfkc | Form::Nfkd)
    }
}

/// CPython's quick check in its "yes only" mode: true when `s` is certainly in `form` (ASCII,
/// or combining classes in order and every character's quick-check property "yes").
pub fn quick_check_yes(s: &str, form: Form) -> bool {
    if s.is_ascii() {
        return true;
    }
    let flag = form.yes_flag();
    let mut prev = 0u8;
    for c in s.chars() {
        let rec = ucd::record(c as u32);
        let ccc = rec[1];
        if ccc != 0 && prev > ccc {
            return false;
        }
        prev = ccc;
        if rec[4] & flag == 0 {
            return false;
        }
    }
    true
}

/// Appends the full decomposition of `c` to `out` (compatibility mappings too when `compat`).
fn decompose(c: u32, compat: bool, out: &mut Vec<u32>) {
    let mut stack = vec![c];
    while let Some(code) = stack.pop() {
        if (S_BASE..S_BASE + S_COUNT).contains(&code) {
            let s = code - S_BASE;
            out.push(L_BASE + s / (V_COUNT * T_COUNT));
            out.push(V_BASE + (s % (V_COUNT * T_COUNT)) / T_COUNT);
            if !s.is_multiple_of(T_COUNT) {
                out.push(T_BASE + s % T_COUNT);
            }
            continue;
        }
        match ucd::decomposition(code) {
            Some((prefix, cps)) if prefix == 0 || compat => stack.extend(cps.iter().rev()),
            _ => out.push(code),
        }
    }
}

/// The decomposed, canonically ordered code points of `s`.
fn nfd(s: &str, compat: bool) -> Vec<u32> {
    let mut out = Vec::with_capacity(s.len());
    for c in s.chars() {
        decompose(c as u32, compat, &mut out);
    }
    // Stable-sort every run of non-starters by combining class.
    let mut i = 0;
    while i < out.len() {
        if ucd::combining(out[i]) == 0 {
            i += 1;
            continue;
        }
        let start = i;
        while i < out.len() && ucd::combining(out[i]) != 0 {
            i += 1;
        }
        if i - start > 1 {
            out[start..i].sort_by_key(|&c| ucd::combining(c));
        }
    }
    out
}

fn is_first(c: u32) -> bool {
    let i = t::COMPOSITIONS.partition_point(|&(f, _, _)| f < c);
    t::COMPOSITIONS.get(i).is_some_and(|&(f, _, _)| f == c)
}

fn compose_pair(a: u32, b: u32) -> Option<u32> {
    t::COMPOSITIONS
        .binary_search_by(|&(f, s, _)| (f, s).cmp(&(a, b)))
        .ok()
        .map(|i| t::COMPOSITIONS[i].2)
}

/// CPython's `nfc_nfkc` composition loop over decomposed, ordered input.
fn compose(input: &[u32]) -> Vec<u32> {
    let len = input.len();
    let mut output = Vec::with_capacity(len);
    let mut skipped = vec![false; len];
    let mut i = 0;
    while i < len {
        if skipped[i] {
            i += 1;
            continue;
        }
        let code = input[i];
        if (L_BASE..L_BASE + L_COUNT).contains(&code)
            && i + 1 < len
            && (V_BASE..V_BASE + V_COUNT).contains(&input[i + 1])
        {
            let mut code = S_BASE + ((code - L_BASE) * V_COUNT + (input[i + 1] - V_BASE)) * T_COUNT;
            i += 2;
            if i < len && T_BASE < input[i] && input[i] < T_BASE + T_COUNT {
                code += input[i] - T_BASE;
                i += 1;
            }
            output.push(code);
            continue;
        }
        if !is_first(code) {
            output.push(code);
            i += 1;
            continue;
        }
        let mut current = code;
        let mut comb = 0u8;
        let mut i1 = i + 1;
        while i1 < len {
            let code1 = input[i1];
            let comb1 = ucd::combining(code1);
            if comb != 0 {
                if comb1 == 0 {
                    break;
                }
                if comb >= comb1 {
                    // Blocked.
                    i1 += 1;
                    continue;
                }
            }
            match compose_pair(current, code1) {
                Some(composed) => {
                    current = composed;
                    skipped[i1] = true;
                    i1 += 1;
                    if !is_first(current) {
                        break;
                    }
                }
                _ => {
                    if comb1 == 0 {
                        break;
                    }
                    comb = comb1;
                    i1 += 1;
                }
            }
        }
        output.push(current);
        i += 1;
    }
    output
}

/// `unicodedata.normalize(form, s)`; None when `s` is certainly normalized already (the caller
/// returns its argument, as CPython does).
pub fn normalize(s: &str, form: Form) -> Option<String> {
    if s.is_empty() || quick_check_yes(s, form) {
        return None;
    }
    let decomposed = nfd(s, form.compat());
    let cps = match form {
        Form::Nfc | Form::Nfkc => compose(&decomposed),
        Form::Nfd | Form::Nfkd => decomposed,
    };
    Some(cps.into_iter().filter_map(char::from_u32).collect())
}

/// `unicodedata.is_normalized(form, s)`.
pub fn is_normalized(s: &str, form: Form) -> bool {
    match normalize(s, form) {
        None => true,
        Some(n) => n == s,
    }
}
