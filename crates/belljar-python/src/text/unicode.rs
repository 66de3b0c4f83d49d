//! Per-character Unicode properties and full case mappings exactly as CPython 3.11 sees them
//! (tables generated from CPython itself, see `gen_unicode_tables.py`).

use super::unicode_tables as t;

fn flags(c: char) -> u16 {
    let cp = c as u32;
    match t::FLAG_RUNS.binary_search_by(|&(lo, hi, _)| {
        if hi < cp {
            std::cmp::Ordering::Less
        } else if lo > cp {
            std::cmp::Ordering::Greater
        } else {
            std::cmp::Ordering::Equal
        }
    }) {
        Ok(i) => t::FLAG_RUNS[i].2,
        Err(_) => 0,
    }
}

/// `c.isalpha()` for one character (general category L*).
pub fn is_alpha(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_alphabetic();
    }
    flags(c) & t::ALPHA != 0
}

/// `c.isdecimal()` for one character (general category Nd).
pub fn is_decimal(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_digit();
    }
    flags(c) & t::DECIMAL != 0
}

/// `c.isdigit()` for one character (has a digit value).
pub fn is_digit(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_digit();
    }
    flags(c) & t::DIGIT != 0
}

/// `c.isnumeric()` for one character (has a numeric value).
pub fn is_numeric(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_digit();
    }
    flags(c) & t::NUMERIC != 0
}

/// `c.isalnum()` for one character: alpha, decimal, digit or numeric.
pub fn is_alnum(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_alphanumeric();
    }
    flags(c) & (t::ALPHA | t::DECIMAL | t::DIGIT | t::NUMERIC) != 0
}

/// `c.isspace()` for one character (CPython's `Py_UNICODE_ISSPACE`, which also includes
/// `\x1c`–`\x1f`).
pub fn is_space(c: char) -> bool {
    if c.is_ascii() {
        return matches!(
            c,
            '\t' | '\n' | '\x0b' | '\x0c' | '\r' | '\x1c'..='\x1f' | ' '
        );
    }
    flags(c) & t::SPACE != 0
}

/// `c.isprintable()` for one character (what `repr` leaves unescaped).
pub fn is_printable(c: char) -> bool {
    if c.is_ascii() {
        return (' '..='~').contains(&c);
    }
    flags(c) & t::PRINTABLE != 0
}

/// May `c` start an identifier (XID_Start or `_`)?
pub fn is_xid_start(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_alphabetic() || c == '_';
    }
    flags(c) & t::XID_START != 0
}

/// May `c` continue an identifier (XID_Continue)?
pub fn is_xid_continue(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_alphanumeric() || c == '_';
    }
    flags(c) & t::XID_CONTINUE != 0
}

/// `c.isupper()` for one character (the Uppercase property).
pub fn is_upper(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_uppercase();
    }
    flags(c) & t::UPPER != 0
}

/// `c.islower()` for one character (the Lowercase property).
pub fn is_lower(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_lowercase();
    }
    flags(c) & t::LOWER != 0
}

/// Is `c` a titlecase letter (general category Lt)?
pub fn is_title(c: char) -> bool {
    !c.is_ascii() && flags(c) & t::TITLE != 0
}

/// The Unicode `Cased` property.
pub fn is_cased(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_alphabetic();
    }
    flags(c) & t::CASED != 0
}

/// The Unicode `Case_Ignorable` property (used by the final-sigma rule of `lower()`).
pub fn is_case_ignorable(c: char) -> bool {
    if c.is_ascii() {
        return matches!(c, '\'' | '.' | ':' | '^' | '`');
    }
    flags(c) & t::CASE_IGNORABLE != 0
}

/// The decimal digit value of `c` (`unicodedata.decimal`), for ASCII and non-ASCII digits.
pub fn decimal_value(c: char) -> Option<u32> {
    if c.is_ascii() {
        return c.to_digit(10);
    }
    let cp = c as u32;
    let i = t::DECIMAL_RUNS.partition_point(|&(lo, _, _)| lo <= cp);
    if i == 0 {
        return None;
    }
    let (lo, hi, v) = t::DECIMAL_RUNS[i - 1];
    (cp <= hi).then(|| v as u32 + (cp - lo))
}

fn mapping(table: &[(u32, [u32; 3])], c: char, out: &mut String) {
    match table.binary_search_by_key(&(c as u32), |&(cp, _)| cp) {
        Ok(i) => {
            for &m in &table[i].1 {
                if m == 0 {
                    break;
                }
                out.extend(char::from_u32(m));
            }
        }
        Err(_) => out.push(c),
    }
}

/// The simple (one-to-one) lowercase of code point `c`, as CPython's `Py_UNICODE_TOLOWER`: the
/// first character of the full mapping (what the `re` engine compares case-insensitively).
pub fn simple_lower(c: u32) -> u32 {
    if c < 0x80 {
        return (c as u8).to_ascii_lowercase() as u32;
    }
    match t::LOWER_MAP.binary_search_by_key(&c, |&(cp, _)| cp) {
        Ok(i) => t::LOWER_MAP[i].1[0],
        Err(_) => c,
    }
}

/// The simple (one-to-one) uppercase of code point `c`, as CPython's `Py_UNICODE_TOUPPER`.
pub fn simple_upper(c: u32) -> u32 {
    if c < 0x80 {
        return (c as u8).to_ascii_uppercase() as u32;
    }
    match t::UPPER_MAP.binary_search_by_key(&c, |&(cp, _)| cp) {
        Ok(i) => t::UPPER_MAP[i].1[0],
        Err(_) => c,
    }
}

/// Appends the full lowercase mapping of `c` (no final-sigma context) to `out`.
pub fn push_lower(c: char, out: &mut String) {
    if c.is_ascii() {
        out.push(c.to_ascii_lowercase());
    } else {
        mapping(t::LOWER_MAP, c, out);
    }
}

/// Appends the full uppercase mapping of `c` to `out`.
pub fn push_upper(c: char, out: &mut String) {
    if c.is_ascii() {
        out.push(c.to_ascii_uppercase());
    } else {
        mapping(t::UPPER_MAP, c, out);
    }
}

/// Appends the full titlecase mapping of `c` to `out`.
pub fn push_title(c: char, out: &mut String) {
    if c.is_ascii() {
        out.push(c.to_ascii_uppercase());
    } else {
        mapping(t::TITLE_MAP, c, out);
    }
}

/// Appends the full case folding of `c` (as `str.casefold`) to `out`.
pub fn push_fold(c: char, out: &mut String) {
    if c.is_ascii() {
        out.push(c.to_ascii_lowercase());
    } else {
        mapping(t::FOLD_MAP, c, out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lower(c: char) -> String {
        let mut s = String::new();
        push_lower(c, &mut s);
        s
    }

    #[test]
    fn properties_match_cpython() {
        // Values checked with python3.11.
        assert!(is_alpha('é') && !is_alpha('1') && is_alpha('中'));
        assert!(is_decimal('٣') && !is_decimal('²') && is_digit('²') && !is_digit('½'));
        assert!(is_numeric('½') && is_numeric('一') && !is_numeric('a'));
        assert!(
            is_space('\u{85}') && is_space('\u{3000}') && is_space('\x1c') && !is_space('\u{200b}')
        );
        assert!(is_printable('é') && !is_printable('\u{ad}') && !is_printable('\u{a0}'));
        assert!(is_xid_start('é') && !is_xid_start('1') && is_xid_continue('1'));
        assert!(is_upper('Σ') && is_lower('ß') && is_title('ǅ') && !is_upper('ǅ'));
        assert!(is_lower('ª') && is_cased('ʰ') && is_case_ignorable('ʰ'));
        assert_eq!(decimal_value('٧'), Some(7));
        assert_eq!(decimal_value('𝟗'), Some(9));
        assert_eq!(decimal_value('²'), None);
    }

    #[test]
    fn mappings_match_cpython() {
        assert_eq!(lower('İ'), "i\u{307}");
        let mut s = String::new();
        push_upper('ß', &mut s);
        push_title('ǆ', &mut s);
        push_fold('ß', &mut s);
        push_upper('ﬃ', &mut s);
        assert_eq!(s, "SSǅssFFI");
    }
}
