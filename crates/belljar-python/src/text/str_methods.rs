//! The algorithms behind Python's `str` methods, over `&str` with code-point indices:
//! `repr`/`ascii` escaping, splitting, stripping, padding, case conversion, the `is*`
//! predicates, searching and replacing, and `int(str, base)` / `bin`/`oct`/`hex`
//! conversions with CPython's digit limit.

use num_bigint::{BigInt, Sign};
use num_traits::{Signed, ToPrimitive, Zero};

use super::error::{TextError, TextResult};
use super::float::transform_decimal_and_space;
use super::unicode;

// ---------------------------------------------------------------------------------------------
// repr / ascii

fn push_hex_escape(out: &mut String, c: char) {
    use std::fmt::Write;
    let cp = c as u32;
    let _ = if cp <= 0xff {
        write!(out, "\\x{cp:02x}")
    } else if cp <= 0xffff {
        write!(out, "\\u{cp:04x}")
    } else {
        write!(out, "\\U{cp:08x}")
    };
}

/// `repr(s)`: single quotes unless the text has `'` and no `"`; `\\`, `\t`, `\n`, `\r` and the
/// quote escaped; other non-printable characters as `\xhh`, `\uhhhh` or `\Uhhhhhhhh`.
pub fn str_repr(s: &str) -> String {
    let quote = str_repr_quote(s);
    let mut out = String::with_capacity(s.len() + 2);
    out.push(quote);
    push_str_repr_body(&mut out, s, quote);
    out.push(quote);
    out
}

/// The quote `repr(s)` uses: `"` when `s` has `'` and no `"`, else `'`.
pub fn str_repr_quote(s: &str) -> char {
    if s.contains('\'') && !s.contains('"') {
        '"'
    } else {
        '\''
    }
}

/// Appends the escaped characters of `s` as they appear between `repr`'s quotes (`quote` being
/// the one [`str_repr_quote`] chose for the whole string): the piece of [`str_repr`] that a
/// caller building the repr of a long string in chunks repeats.
pub fn push_str_repr_body(out: &mut String, s: &str, quote: char) {
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\t' => out.push_str("\\t"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            c if c == quote => {
                out.push('\\');
                out.push(c);
            }
            c if unicode::is_printable(c) => out.push(c),
            c => push_hex_escape(out, c),
        }
    }
}

/// Escapes every non-ASCII character of `s` as `\xhh`, `\uhhhh` or `\Uhhhhhhhh` (what
/// `ascii(x)` does to `repr(x)`).
pub fn ascii_escape(s: &str) -> String {
    if s.is_ascii() {
        return s.to_string();
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        if c.is_ascii() {
            out.push(c);
        } else {
            push_hex_escape(&mut out, c);
        }
    }
    out
}

/// `ascii(s)` for a `str`: its repr with non-ASCII characters escaped.
pub fn str_ascii(s: &str) -> String {
    ascii_escape(&str_repr(s))
}

// ---------------------------------------------------------------------------------------------
// code-point indexing helpers

/// Number of code points in `s` (Python's `len(s)`).
pub fn char_len(s: &str) -> usize {
    if s.is_ascii() {
        s.len()
    } else {
        s.chars().count()
    }
}

/// Byte offset of code point `idx` in `s` (`s.len()` if `idx` is at or past the end).
pub fn byte_offset(s: &str, idx: usize) -> usize {
    if s.is_ascii() {
        return idx.min(s.len());
    }
    s.char_indices().nth(idx).map_or(s.len(), |(b, _)| b)
}

/// Code-point index of byte offset `b` (which must be on a character boundary).
fn char_index(s: &str, b: usize) -> usize {
    if s.is_ascii() {
        b
    } else {
        s[..b].chars().count()
    }
}

/// Python's slice-index adjustment for `find`/`count`/…: `None` means the whole string,
/// negative values count from the end, and results are clamped. Returns `(start, end)`
/// in code points (`start` may exceed `end`).
pub fn adjust_indices(len: usize, start: Option<i64>, end: Option<i64>) -> (usize, usize) {
    let len_i = len as i64;
    let fix = |v: i64| -> usize {
        if v < 0 {
            (v + len_i).max(0) as usize
        } else {
            v.min(len_i) as usize
        }
    };
    let e = end.map_or(len, fix);
    let s = match start {
        None => 0,
        Some(v) if v < 0 => (v + len_i).max(0) as usize,
        Some(v) => v as usize,
    };
    (s, e)
}

/// The byte range of the code-point window `[start, end)` of `s`, or `None` when
/// `start > end` or `start > len` (where Python's searches find nothing).
fn window(s: &str, start: Option<i64>, end: Option<i64>) -> Option<(usize, usize, usize)> {
    let len = char_len(s);
    let (a, b) = adjust_indices(len, start, end);
    if a > len || a > b {
        return None;
    }
    Some((byte_offset(s, a), byte_offset(s, b), a))
}

/// `s.find(sub, start, end)`: the lowest code-point index of `sub`, or -1.
pub fn find(s: &str, sub: &str, start: Option<i64>, end: Option<i64>) -> i64 {
    let Some((a, b, ca)) = window(s, start, end) else {
        return -1;
    };
    match s[a..b].find(sub) {
        Some(pos) => (ca + char_index(&s[a..b], pos)) as i64,
        None => -1,
    }
}

/// `s.rfind(sub, start, end)`: the highest code-point index of `sub`, or -1.
pub fn rfind(s: &str, sub: &str, start: Option<i64>, end: Option<i64>) -> i64 {
    let Some((a, b, ca)) = window(s, start, end) else {
        return -1;
    };
    match s[a..b].rfind(sub) {
        Some(pos) => (ca + char_index(&s[a..b], pos)) as i64,
        None => -1,
    }
}

/// `s.count(sub, start, end)`: non-overlapping occurrences (an empty `sub` counts every
/// position, `len + 1`).
pub fn count(s: &str, sub: &str, start: Option<i64>, end: Option<i64>) -> usize {
    let Some((a, b, _)) = window(s, start, end) else {
        return 0;
    };
    let w = &s[a..b];
    if sub.is_empty() {
        return char_len(w) + 1;
    }
    w.matches(sub).count()
}

/// `s.startswith(prefix, start, end)` for one prefix.
pub fn startswith(s: &str, prefix: &str, start: Option<i64>, end: Option<i64>) -> bool {
    match window(s, start, end) {
        Some((a, b, _)) => s[a..b].starts_with(prefix),
        None => false,
    }
}

/// `s.endswith(suffix, start, end)` for one suffix.
pub fn endswith(s: &str, suffix: &str, start: Option<i64>, end: Option<i64>) -> bool {
    match window(s, start, end) {
        Some((a, b, _)) => s[a..b].ends_with(suffix),
        None => false,
    }
}

/// `s.replace(old, new, count)`; a negative `count` means all. An empty `old` inserts `new`
/// before every character and at the end. Refuses (LimitExceeded) a result longer than
/// `max_len` bytes before building it.
pub fn replace(s: &str, old: &str, new: &str, count: i64, max_len: usize) -> TextResult<String> {
    let max = if count < 0 {
        usize::MAX
    } else {
        count as usize
    };
    if max == 0 {
        return Ok(s.to_string());
    }
    let n = if old.is_empty() {
        (char_len(s) + 1).min(max)
    } else {
        s.matches(old).take(max).count()
    };
    let out_len = s.len() as u128 + n as u128 * new.len() as u128 - n as u128 * old.len() as u128;
    if out_len > max_len as u128 {
        return Err(TextError::limit(out_len, max_len));
    }
    if old.is_empty() {
        let mut out = String::with_capacity(out_len as usize);
        let mut done = 0;
        for c in s.chars() {
            if done < n {
                out.push_str(new);
                done += 1;
            }
            out.push(c);
        }
        if done < n {
            out.push_str(new);
        }
        return Ok(out);
    }
    Ok(s.replacen(old, new, n))
}

// ---------------------------------------------------------------------------------------------
// split / partition / strip

/// `s.split()` / `s.split(None, maxsplit)`: runs of whitespace separate, empty strings never
/// appear; a negative `maxsplit` means no limit.
pub fn split_whitespace(s: &str, maxsplit: i64) -> Vec<&str> {
    let mut out = Vec::new();
    let _ = split_whitespace_each(s, maxsplit, &mut |p| {
        out.push(p);
        Ok::<(), std::convert::Infallible>(())
    });
    out
}

/// [`split_whitespace`] handing each part to `push` as it is found, so a caller can count
/// what it builds against a budget and stop early with `push`'s error.
pub fn split_whitespace_each<'a, E>(
    s: &'a str,
    maxsplit: i64,
    push: &mut dyn FnMut(&'a str) -> Result<(), E>,
) -> Result<(), E> {
    let mut left = if maxsplit < 0 { i64::MAX } else { maxsplit };
    let mut rest = s;
    while left > 0 {
        left -= 1;
        rest = rest.trim_start_matches(unicode::is_space);
        if rest.is_empty() {
            return Ok(());
        }
        match rest.find(unicode::is_space) {
            Some(i) => {
                push(&rest[..i])?;
                rest = &rest[i..];
            }
            None => return push(rest),
        }
    }
    let rest = rest.trim_start_matches(unicode::is_space);
    if !rest.is_empty() {
        push(rest)?;
    }
    Ok(())
}

/// `s.rsplit()` / `s.rsplit(None, maxsplit)`: like [`split_whitespace`], counting from the right.
pub fn rsplit_whitespace(s: &str, maxsplit: i64) -> Vec<&str> {
    let mut out = Vec::new();
    let _ = rsplit_whitespace_each(s, maxsplit, &mut |p| {
        out.push(p);
        Ok::<(), std::convert::Infallible>(())
    });
    out.reverse();
    out
}

/// [`rsplit_whitespace`] handing each part to `push` as it is found, last part first (the
/// caller reverses).
pub fn rsplit_whitespace_each<'a, E>(
    s: &'a str,
    maxsplit: i64,
    push: &mut dyn FnMut(&'a str) -> Result<(), E>,
) -> Result<(), E> {
    let mut left = if maxsplit < 0 { i64::MAX } else { maxsplit };
    let mut rest = s;
    while left > 0 {
        left -= 1;
        rest = rest.trim_end_matches(unicode::is_space);
        if rest.is_empty() {
            return Ok(());
        }
        match rest.rfind(unicode::is_space) {
            Some(i) => {
                let w = rest[i..].chars().next().map_or(1, char::len_utf8);
                push(&rest[i + w..])?;
                rest = &rest[..i + w];
            }
            None => return push(rest),
        }
    }
    let rest = rest.trim_end_matches(unicode::is_space);
    if !rest.is_empty() {
        push(rest)?;
    }
    Ok(())
}

fn empty_separator() -> TextError {
    TextError::value("empty separator")
}

/// `s.split(sep, maxsplit)` with an explicit separator (`ValueError: empty separator` if
/// `sep` is empty); a negative `maxsplit` means no limit.
pub fn split_sep<'a>(s: &'a str, sep: &str, maxsplit: i64) -> TextResult<Vec<&'a str>> {
    let mut out = Vec::new();
    split_sep_each(s, sep, maxsplit, false, &mut |p| {
        out.push(p);
        Ok::<(), TextError>(())
    })?;
    Ok(out)
}

/// `s.rsplit(sep, maxsplit)` with an explicit separator, matching from the right.
pub fn rsplit_sep<'a>(s: &'a str, sep: &str, maxsplit: i64) -> TextResult<Vec<&'a str>> {
    let mut out = Vec::new();
    split_sep_each(s, sep, maxsplit, true, &mut |p| {
        out.push(p);
        Ok::<(), TextError>(())
    })?;
    out.reverse();
    Ok(out)
}

/// [`split_sep`] (or, with `from_right`, [`rsplit_sep`] with its parts last first) handing each
/// part to `push` as it is found, so a caller can count what it builds against a budget.
pub fn split_sep_each<'a, E: From<TextError>>(
    s: &'a str,
    sep: &str,
    maxsplit: i64,
    from_right: bool,
    push: &mut dyn FnMut(&'a str) -> Result<(), E>,
) -> Result<(), E> {
    if sep.is_empty() {
        return Err(empty_separator().into());
    }
    let n = if maxsplit < 0 {
        usize::MAX
    } else {
        (maxsplit as u64).saturating_add(1).min(usize::MAX as u64) as usize
    };
    // A one-byte separator (ASCII) searches as a char, with `memchr`, instead of setting up
    // a substring search per call.
    if let &[b] = sep.as_bytes() {
        let c = b as char;
        return if from_right {
            s.rsplitn(n, c).try_for_each(push)
        } else {
            s.splitn(n, c).try_for_each(push)
        };
    }
    if from_right {
        s.rsplitn(n, sep).try_for_each(push)
    } else {
        s.splitn(n, sep).try_for_each(push)
    }
}

/// Python's line boundaries for `splitlines`: `\n \r \v \f \x1c \x1d \x1e \x85 \u2028 \u2029`
/// (and `\r\n` as one).
pub fn is_linebreak(c: char) -> bool {
    matches!(
        c,
        '\n' | '\r'
            | '\x0b'
            | '\x0c'
            | '\x1c'
            | '\x1d'
            | '\x1e'
            | '\u{85}'
            | '\u{2028}'
            | '\u{2029}'
    )
}

/// `s.splitlines(keepends)`.
pub fn splitlines(s: &str, keepends: bool) -> Vec<&str> {
    let mut out = Vec::new();
    let _ = splitlines_each(s, keepends, &mut |p| {
        out.push(p);
        Ok::<(), std::convert::Infallible>(())
    });
    out
}

/// [`splitlines`] handing each line to `push` as it is found.
pub fn splitlines_each<'a, E>(
    s: &'a str,
    keepends: bool,
    push: &mut dyn FnMut(&'a str) -> Result<(), E>,
) -> Result<(), E> {
    let mut start = 0;
    let mut it = s.char_indices().peekable();
    while let Some((i, c)) = it.next() {
        if !is_linebreak(c) {
            continue;
        }
        let mut end = i + c.len_utf8();
        if c == '\r' && matches!(it.peek(), Some(&(_, '\n'))) {
            it.next();
            end += 1;
        }
        push(if keepends {
            &s[start..end]
        } else {
            &s[start..i]
        })?;
        start = end;
    }
    if start < s.len() {
        push(&s[start..])?;
    }
    Ok(())
}

/// `s.partition(sep)`: `(before, sep, after)`, or `(s, "", "")` when absent.
pub fn partition<'a>(s: &'a str, sep: &str) -> TextResult<(&'a str, &'a str, &'a str)> {
    if sep.is_empty() {
        return Err(empty_separator());
    }
    Ok(match s.find(sep) {
        Some(i) => (&s[..i], &s[i..i + sep.len()], &s[i + sep.len()..]),
        None => (s, "", ""),
    })
}

/// `s.rpartition(sep)`: split at the last `sep`, or `("", "", s)` when absent.
pub fn rpartition<'a>(s: &'a str, sep: &str) -> TextResult<(&'a str, &'a str, &'a str)> {
    if sep.is_empty() {
        return Err(empty_separator());
    }
    Ok(match s.rfind(sep) {
        Some(i) => (&s[..i], &s[i..i + sep.len()], &s[i + sep.len()..]),
        None => ("", "", s),
    })
}

/// `s.strip(chars)`: `None` strips whitespace, `Some(set)` strips any character in `set`.
pub fn strip<'a>(s: &'a str, chars: Option<&str>) -> &'a str {
    rstrip(lstrip(s, chars), chars)
}

/// `s.lstrip(chars)`.
pub fn lstrip<'a>(s: &'a str, chars: Option<&str>) -> &'a str {
    match chars {
        None => s.trim_start_matches(unicode::is_space),
        Some(set) => s.trim_start_matches(|c| set.contains(c)),
    }
}

/// `s.rstrip(chars)`.
pub fn rstrip<'a>(s: &'a str, chars: Option<&str>) -> &'a str {
    match chars {
        None => s.trim_end_matches(unicode::is_space),
        Some(set) => s.trim_end_matches(|c| set.contains(c)),
    }
}

// ---------------------------------------------------------------------------------------------
// padding

fn check_len(chars: u128, bytes_hint: u128, max_len: usize) -> TextResult<()> {
    let need = chars.max(bytes_hint);
    if need > max_len as u128 {
        return Err(TextError::limit(need, max_len));
    }
    Ok(())
}

fn pad(s: &str, left: usize, right: usize, fill: char) -> String {
    let mut out = String::with_capacity(s.len() + (left + right) * fill.len_utf8());
    out.extend(std::iter::repeat_n(fill, left));
    out.push_str(s);
    out.extend(std::iter::repeat_n(fill, right));
    out
}

/// `s.center(width, fill)` with CPython's odd-margin rule (`'ab'.center(5, '*') == '**ab*'`).
/// Widths over `max_len` are refused before allocating.
pub fn center(s: &str, width: i64, fill: char, max_len: usize) -> TextResult<String> {
    let len = char_len(s) as i64;
    if width <= len {
        return Ok(s.to_string());
    }
    check_len(width as u128, width as u128, max_len)?;
    let marg = width - len;
    let left = marg / 2 + (marg & width & 1);
    Ok(pad(s, left as usize, (marg - left) as usize, fill))
}

/// `s.ljust(width, fill)`.
pub fn ljust(s: &str, width: i64, fill: char, max_len: usize) -> TextResult<String> {
    let len = char_len(s) as i64;
    if width <= len {
        return Ok(s.to_string());
    }
    check_len(width as u128, width as u128, max_len)?;
    Ok(pad(s, 0, (width - len) as usize, fill))
}

/// `s.rjust(width, fill)`.
pub fn rjust(s: &str, width: i64, fill: char, max_len: usize) -> TextResult<String> {
    let len = char_len(s) as i64;
    if width <= len {
        return Ok(s.to_string());
    }
    check_len(width as u128, width as u128, max_len)?;
    Ok(pad(s, (width - len) as usize, 0, fill))
}

/// `s.zfill(width)`: pads with zeros after a leading sign.
pub fn zfill(s: &str, width: i64, max_len: usize) -> TextResult<String> {
    let len = char_len(s) as i64;
    if width <= len {
        return Ok(s.to_string());
    }
    check_len(width as u128, width as u128, max_len)?;
    let fill = (width - len) as usize;
    let mut out = String::with_capacity(width as usize + s.len());
    let rest = match s.chars().next() {
        Some(c @ ('+' | '-')) => {
            out.push(c);
            &s[1..]
        }
        _ => s,
    };
    out.extend(std::iter::repeat_n('0', fill));
    out.push_str(rest);
    Ok(out)
}

/// `s.expandtabs(tabsize)`: tabs to spaces up to the next multiple of `tabsize` (columns reset
/// at `\n` and `\r`; a `tabsize` ≤ 0 deletes tabs). Refuses results over `max_len`.
pub fn expandtabs(s: &str, tabsize: i64, max_len: usize) -> TextResult<String> {
    let mut total: u128 = 0;
    let mut col: u128 = 0;
    for c in s.chars() {
        if c == '\t' {
            if tabsize > 0 {
                let incr = tabsize as u128 - col % tabsize as u128;
                col += incr;
                total += incr;
            }
        } else {
            total += c.len_utf8() as u128;
            col += 1;
            if c == '\n' || c == '\r' {
                col = 0;
            }
        }
    }
    check_len(total, total, max_len)?;
    let mut out = String::with_capacity(total as usize);
    let mut col: usize = 0;
    for c in s.chars() {
        if c == '\t' {
            if tabsize > 0 {
                let incr = tabsize as usize - col % tabsize as usize;
                out.extend(std::iter::repeat_n(' ', incr));
                col += incr;
            }
        } else {
            out.push(c);
            col += 1;
            if c == '\n' || c == '\r' {
                col = 0;
            }
        }
    }
    Ok(out)
}

// ---------------------------------------------------------------------------------------------
// case

/// The final-sigma rule: lowercase of U+03A3 at code-point position `i` of `chars`.
fn sigma_lower(chars: &[char], i: usize) -> char {
    let mut j = i;
    let mut before_cased = false;
    while j > 0 {
        j -= 1;
        if !unicode::is_case_ignorable(chars[j]) {
            before_cased = unicode::is_cased(chars[j]);
            break;
        }
    }
    let mut final_sigma = before_cased;
    if final_sigma {
        let mut k = i + 1;
        while k < chars.len() && unicode::is_case_ignorable(chars[k]) {
            k += 1;
        }
        final_sigma = k == chars.len() || !unicode::is_cased(chars[k]);
    }
    if final_sigma { '\u{3c2}' } else { '\u{3c3}' }
}

fn push_lower_at(chars: &[char], i: usize, out: &mut String) {
    if chars[i] == '\u{3a3}' {
        out.push(sigma_lower(chars, i));
    } else {
        unicode::push_lower(chars[i], out);
    }
}

/// `s.lower()` with full mappings and the final-sigma rule.
pub fn lower(s: &str) -> String {
    if s.is_ascii() {
        return s.to_ascii_lowercase();
    }
    let chars: Vec<char> = s.chars().collect();
    let mut out = String::with_capacity(s.len());
    for i in 0..chars.len() {
        push_lower_at(&chars, i, &mut out);
    }
    out
}

/// `s.upper()` with full mappings (`'ß'.upper() == 'SS'`).
pub fn upper(s: &str) -> String {
    if s.is_ascii() {
        return s.to_ascii_uppercase();
    }
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        unicode::push_upper(c, &mut out);
    }
    out
}

/// `s.casefold()`.
pub fn casefold(s: &str) -> String {
    if s.is_ascii() {
        return s.to_ascii_lowercase();
    }
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        unicode::push_fold(c, &mut out);
    }
    out
}

/// `s.title()`: titlecase after an uncased character, lowercase after a cased one.
pub fn title(s: &str) -> String {
    let chars: Vec<char> = s.chars().collect();
    let mut out = String::with_capacity(s.len());
    let mut prev_cased = false;
    for i in 0..chars.len() {
        if prev_cased {
            push_lower_at(&chars, i, &mut out);
        } else {
            unicode::push_title(chars[i], &mut out);
        }
        prev_cased = unicode::is_cased(chars[i]);
    }
    out
}

/// `s.capitalize()`: the first character titlecased, the rest lowercased.
pub fn capitalize(s: &str) -> String {
    let chars: Vec<char> = s.chars().collect();
    let mut out = String::with_capacity(s.len());
    for i in 0..chars.len() {
        if i == 0 {
            unicode::push_title(chars[0], &mut out);
        } else {
            push_lower_at(&chars, i, &mut out);
        }
    }
    out
}

/// `s.swapcase()`: uppercase letters lowered (with final sigma), lowercase ones uppered.
pub fn swapcase(s: &str) -> String {
    let chars: Vec<char> = s.chars().collect();
    let mut out = String::with_capacity(s.len());
    for i in 0..chars.len() {
        let c = chars[i];
        if unicode::is_upper(c) {
            push_lower_at(&chars, i, &mut out);
        } else if unicode::is_lower(c) {
            unicode::push_upper(c, &mut out);
        } else {
            out.push(c);
        }
    }
    out
}

// ---------------------------------------------------------------------------------------------
// predicates

fn all_nonempty(s: &str, f: impl Fn(char) -> bool) -> bool {
    !s.is_empty() && s.chars().all(f)
}

/// `s.isdigit()`.
pub fn isdigit(s: &str) -> bool {
    all_nonempty(s, unicode::is_digit)
}

/// `s.isdecimal()`.
pub fn isdecimal(s: &str) -> bool {
    all_nonempty(s, unicode::is_decimal)
}

/// `s.isnumeric()`.
pub fn isnumeric(s: &str) -> bool {
    all_nonempty(s, unicode::is_numeric)
}

/// `s.isalpha()`.
pub fn isalpha(s: &str) -> bool {
    all_nonempty(s, unicode::is_alpha)
}

/// `s.isalnum()`.
pub fn isalnum(s: &str) -> bool {
    all_nonempty(s, unicode::is_alnum)
}

/// `s.isspace()`.
pub fn isspace(s: &str) -> bool {
    all_nonempty(s, unicode::is_space)
}

/// `s.isascii()` (true for the empty string).
pub fn isascii(s: &str) -> bool {
    s.is_ascii()
}

/// `s.isprintable()` (true for the empty string).
pub fn isprintable(s: &str) -> bool {
    s.chars().all(unicode::is_printable)
}

/// `s.isidentifier()`: XID_Start or `_`, then XID_Continue (keywords count as identifiers).
pub fn isidentifier(s: &str) -> bool {
    let mut it = s.chars();
    match it.next() {
        Some(c) if unicode::is_xid_start(c) => it.all(unicode::is_xid_continue),
        _ => false,
    }
}

/// `s.isupper()`: at least one cased character and no lowercase or titlecase ones.
pub fn isupper(s: &str) -> bool {
    let mut cased = false;
    for c in s.chars() {
        if unicode::is_lower(c) || unicode::is_title(c) {
            return false;
        }
        cased |= unicode::is_upper(c);
    }
    cased
}

/// `s.islower()`: at least one cased character and no uppercase or titlecase ones.
pub fn islower(s: &str) -> bool {
    let mut cased = false;
    for c in s.chars() {
        if unicode::is_upper(c) || unicode::is_title(c) {
            return false;
        }
        cased |= unicode::is_lower(c);
    }
    cased
}

/// `s.istitle()`: uppercase/titlecase only after uncased characters, lowercase only after
/// cased ones, and at least one cased character.
pub fn istitle(s: &str) -> bool {
    let mut cased = false;
    let mut prev_cased = false;
    for c in s.chars() {
        if unicode::is_upper(c) || unicode::is_title(c) {
            if prev_cased {
                return false;
            }
            prev_cased = true;
            cased = true;
        } else if unicode::is_lower(c) {
            if !prev_cased {
                return false;
            }
            prev_cased = true;
            cased = true;
        } else {
            prev_cased = false;
        }
    }
    cased
}

// ---------------------------------------------------------------------------------------------
// int <-> str

/// CPython's default `sys.get_int_max_str_digits()`.
pub const DEFAULT_MAX_STR_DIGITS: usize = 4300;

/// An integer parsed from text: small values stay machine integers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParsedInt {
    /// Fits in an `i64`.
    Small(i64),
    /// Does not fit in an `i64`.
    Big(BigInt),
}

impl ParsedInt {
    /// The value as a `BigInt`.
    pub fn to_bigint(&self) -> BigInt {
        match self {
            ParsedInt::Small(v) => BigInt::from(*v),
            ParsedInt::Big(b) => b.clone(),
        }
    }
}

fn digit_value(b: u8) -> u32 {
    match b {
        b'0'..=b'9' => (b - b'0') as u32,
        b'a'..=b'z' => (b - b'a') as u32 + 10,
        b'A'..=b'Z' => (b - b'A') as u32 + 10,
        _ => 99,
    }
}

/// Truncates `text` to its first `n` code points (CPython's `%.200R`).
fn truncate_chars(text: &str, n: usize) -> &str {
    &text[..byte_offset(text, n)]
}

/// The common case of `int(text)` without scanning for spaces, underscores, Unicode digits
/// or a prefix: an optional sign and 1 to 18 ASCII digits (always inside the i64 range).
/// None for anything else, which the general parser then handles.
fn parse_plain_decimal(b: &[u8]) -> Option<i64> {
    let (negative, digits) = match b {
        [b'-', rest @ ..] => (true, rest),
        [b'+', rest @ ..] => (false, rest),
        _ => (false, b),
    };
    if digits.is_empty() || digits.len() > 18 {
        return None;
    }
    let mut v: i64 = 0;
    for &c in digits {
        if !c.is_ascii_digit() {
            return None;
        }
        v = v * 10 + (c - b'0') as i64;
    }
    Some(if negative { -v } else { v })
}

/// `int(s, base)` for a `str`: `base` is 0 (prefix decides, no leading zeros) or 2..=36;
/// surrounding whitespace, `+`/`-`, `0x`/`0o`/`0b` prefixes (matching `base`), single
/// underscores between digits (and after a prefix), non-ASCII decimal digits. Non-power-of-two
/// bases refuse more than `max_str_digits` digits (0 = unlimited) with CPython's message.
pub fn parse_int(s: &str, base: u32, max_str_digits: usize) -> TextResult<ParsedInt> {
    if base == 10 {
        if let Some(i) = parse_plain_decimal(s.as_bytes()) {
            return Ok(ParsedInt::Small(i));
        }
    }
    if base == 1 || base > 36 {
        return Err(TextError::value("int() base must be >= 2 and <= 36, or 0"));
    }
    let invalid = || {
        TextError::value(format!(
            "invalid literal for int() with base {base}: {}",
            truncate_chars(&str_repr(s), 200)
        ))
    };
    let t = transform_decimal_and_space(s).ok_or_else(invalid)?;
    let mut b = t.as_bytes();
    let is_space = |c: u8| matches!(c, b' ' | b'\t' | b'\n' | b'\r' | b'\x0b' | b'\x0c');
    while let [c, rest @ ..] = b {
        if !is_space(*c) {
            break;
        }
        b = rest;
    }
    let mut negative = false;
    if let [c @ (b'+' | b'-'), rest @ ..] = b {
        negative = *c == b'-';
        b = rest;
    }
    let mut radix = base;
    let mut error_if_nonzero = false;
    let lower1 = b.get(1).map(u8::to_ascii_lowercase);
    if radix == 0 {
        radix = if b.first() != Some(&b'0') {
            10
        } else {
            match lower1 {
                Some(b'x') => 16,
                Some(b'o') => 8,
                Some(b'b') => 2,
                _ => {
                    error_if_nonzero = true;
                    10
                }
            }
        };
    }
    if b.first() == Some(&b'0')
        && matches!(
            (radix, lower1),
            (16, Some(b'x')) | (8, Some(b'o')) | (2, Some(b'b'))
        )
    {
        b = &b[2..];
        if b.first() == Some(&b'_') {
            b = &b[1..];
        }
    }
    if b.first() == Some(&b'_') {
        return Err(invalid());
    }
    // Scan digits and single underscores.
    let mut digits: Vec<u8> = Vec::with_capacity(b.len());
    let mut i = 0;
    let mut prev = 0u8;
    while i < b.len() && (digit_value(b[i]) < radix || b[i] == b'_') {
        if b[i] == b'_' {
            if prev == b'_' {
                return Err(invalid());
            }
        } else {
            digits.push(b[i]);
        }
        prev = b[i];
        i += 1;
    }
    if prev == b'_' {
        return Err(invalid());
    }
    if !radix.is_power_of_two() && max_str_digits > 0 && digits.len() > max_str_digits {
        return Err(TextError::value(format!(
            "Exceeds the limit ({max_str_digits} digits) for integer string conversion: value has {} digits; use sys.set_int_max_str_digits() to increase the limit",
            digits.len()
        )));
    }
    if digits.is_empty() {
        return Err(invalid());
    }
    if !b[i..].iter().all(|&c| is_space(c)) {
        return Err(invalid());
    }
    let value = if digits.len() <= 12 {
        let mut v: i64 = 0;
        for &d in &digits {
            v = v * radix as i64 + digit_value(d) as i64;
        }
        ParsedInt::Small(if negative { -v } else { v })
    } else {
        let mut big = BigInt::parse_bytes(&digits, radix).ok_or_else(invalid)?;
        if negative {
            big = -big;
        }
        match big.to_i64() {
            Some(v) => ParsedInt::Small(v),
            None => ParsedInt::Big(big),
        }
    };
    if error_if_nonzero && value != ParsedInt::Small(0) {
        return Err(invalid());
    }
    Ok(value)
}

/// `str(n)` for a big int with CPython's digit limit (0 = unlimited): more than
/// `max_str_digits` decimal digits is `ValueError: Exceeds the limit (4300 digits) for
/// integer string conversion; use sys.set_int_max_str_digits() to increase the limit`,
/// decided before converting when the size alone proves it.
pub fn int_to_decimal(n: &BigInt, max_str_digits: usize) -> TextResult<String> {
    let err = || {
        TextError::value(format!(
            "Exceeds the limit ({max_str_digits} digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit"
        ))
    };
    if max_str_digits > 0 {
        // Digits of a number with `bits` bits are at least floor((bits-1)·log10 2) + 1.
        let bits = n.bits();
        if bits > 0 {
            let min_digits = ((bits - 1) as f64 * std::f64::consts::LOG10_2).floor() as u64 + 1;
            if min_digits > max_str_digits as u64 + 1 {
                return Err(err());
            }
        }
    }
    let s = n.to_string();
    let ndigits = s.len() - usize::from(n.sign() == Sign::Minus);
    if max_str_digits > 0 && ndigits > max_str_digits {
        return Err(err());
    }
    Ok(s)
}

/// `bin(n)`, `oct(n)`, `hex(n)` for an `i64` (see [`int_to_base`]).
pub fn i64_to_base(n: i64, base: u32, prefix: bool) -> String {
    let m = n.unsigned_abs();
    let digits = match base {
        2 => format!("{m:b}"),
        8 => format!("{m:o}"),
        16 => format!("{m:x}"),
        _ => m.to_string(),
    };
    let p = match (prefix, base) {
        (true, 2) => "0b",
        (true, 8) => "0o",
        (true, 16) => "0x",
        _ => "",
    };
    format!("{}{p}{digits}", if n < 0 { "-" } else { "" })
}

/// `repr(b)` for `bytes`: `b'...'` (or `b"..."` when it has `'` and no `"`), with `\t \n \r
/// \\`, the quote, and bytes outside `0x20..0x7f` as `\xhh`.
pub fn bytes_repr(b: &[u8]) -> String {
    let quote = bytes_repr_quote(b);
    let mut out = String::with_capacity(b.len() + 3);
    out.push('b');
    out.push(quote);
    push_bytes_repr_body(&mut out, b, quote);
    out.push(quote);
    out
}

/// The quote `repr(b)` uses for bytes: `"` when `b` has `'` and no `"`, else `'`.
pub fn bytes_repr_quote(b: &[u8]) -> char {
    if b.contains(&b'\'') && !b.contains(&b'"') {
        '"'
    } else {
        '\''
    }
}

/// Appends the escaped bytes of `b` as they appear between `repr`'s quotes (`quote` from
/// [`bytes_repr_quote`] over the whole value): the repeated piece of [`bytes_repr`].
pub fn push_bytes_repr_body(out: &mut String, b: &[u8], quote: char) {
    use std::fmt::Write;
    for &c in b {
        match c {
            b'\\' => out.push_str("\\\\"),
            b'\t' => out.push_str("\\t"),
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            c if c as char == quote => {
                out.push('\\');
                out.push(c as char);
            }
            0x20..=0x7e => out.push(c as char),
            c => {
                let _ = write!(out, "\\x{c:02x}");
            }
        }
    }
}

/// `bin(n)`, `oct(n)`, `hex(n)` (base 2, 8, 16, with the `0b`/`0o`/`0x` prefix when `prefix`)
/// and the digits of format types `b`/`o`/`x` without it: `-0b101`, `0x1f`.
pub fn int_to_base(n: &BigInt, base: u32, prefix: bool) -> String {
    let p = match base {
        2 => "0b",
        8 => "0o",
        16 => "0x",
        _ => "",
    };
    let digits = if n.is_zero() {
        "0".to_string()
    } else {
        n.abs().to_str_radix(base)
    };
    let mut out = String::with_capacity(digits.len() + 3);
    if n.is_negative() {
        out.push('-');
    }
    if prefix {
        out.push_str(p);
    }
    out.push_str(&digits);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repr_and_ascii() {
        assert_eq!(str_repr("a'b\"c"), r#"'a\'b"c'"#);
        assert_eq!(str_repr("it's"), r#""it's""#);
        assert_eq!(
            str_repr("\x7f\u{80}\u{ad}\u{2028}😀\u{e0001}"),
            r"'\x7f\x80\xad\u2028😀\U000e0001'"
        );
        assert_eq!(str_repr("\t\n\r\\\0é"), r"'\t\n\r\\\x00é'");
        assert_eq!(str_ascii("é😀\u{85}"), r"'\xe9\U0001f600\x85'");
        assert_eq!(str_repr(""), "''");
    }

    #[test]
    fn find_count_replace() {
        // 'héllo wörld'.find('ö') == 7, etc. (python3.11)
        let s = "héllo wörld";
        assert_eq!(find(s, "ö", None, None), 7);
        assert_eq!(find(s, "l", Some(4), None), 9);
        assert_eq!(rfind(s, "l", None, None), 9);
        assert_eq!(rfind(s, "l", None, Some(-3)), 3);
        assert_eq!(find(s, "", Some(11), None), 11);
        assert_eq!(find(s, "", Some(12), None), -1);
        assert_eq!(find("abc", "c", Some(-1), None), 2);
        assert_eq!(find("abc", "a", Some(2), Some(1)), -1);
        assert_eq!(count("aaaa", "aa", None, None), 2);
        assert_eq!(count("abc", "", None, None), 4);
        assert_eq!(count("abc", "", Some(5), None), 0);
        assert_eq!(count("abc", "", Some(1), Some(2)), 2);
        assert!(startswith("hello", "ell", Some(1), None));
        assert!(!endswith("hello", "ll", None, Some(3)) && endswith("hello", "ll", None, Some(4)));
        assert_eq!(replace("abc", "", "-", -1, 100).unwrap(), "-a-b-c-");
        assert_eq!(replace("abc", "", "-", 2, 100).unwrap(), "-a-bc");
        assert_eq!(replace("aaa", "a", "bb", 2, 100).unwrap(), "bbbba");
        assert_eq!(replace("aaa", "a", "b", 0, 100).unwrap(), "aaa");
        assert_eq!(
            replace("a", "a", "xxxx", -1, 3).unwrap_err().kind,
            crate::text::ErrorKind::LimitExceeded
        );
    }

    #[test]
    fn splitting() {
        assert_eq!(split_whitespace("ab c\u{3000}d", -1), ["ab", "c", "d"]);
        assert_eq!(split_whitespace("a\x1cb", -1), ["a", "b"]);
        assert_eq!(split_whitespace("  a  b  c  ", 1), ["a", "b  c  "]);
        assert_eq!(split_whitespace("  a  ", 0), ["a  "]);
        assert!(split_whitespace("   ", -1).is_empty());
        assert_eq!(rsplit_whitespace("  a  b  c  ", 1), ["  a  b", "c"]);
        assert_eq!(rsplit_whitespace("  a b", 0), ["  a b"]);
        assert_eq!(rsplit_whitespace("a\u{3000}b", -1), ["a", "b"]);
        assert_eq!(split_sep("a,b,,c", ",", -1).unwrap(), ["a", "b", "", "c"]);
        assert_eq!(split_sep("a,b,,c", ",", 1).unwrap(), ["a", "b,,c"]);
        assert_eq!(split_sep("", ",", -1).unwrap(), [""]);
        assert_eq!(rsplit_sep("aaa", "aa", -1).unwrap(), ["a", ""]);
        assert_eq!(rsplit_sep("a,b,c", ",", 1).unwrap(), ["a,b", "c"]);
        assert_eq!(
            split_sep("a", "", -1).unwrap_err().message,
            "empty separator"
        );
        assert_eq!(
            splitlines("a\nb\r\nc\rd\x0be\u{2028}f\n", false),
            ["a", "b", "c", "d", "e", "f"]
        );
        assert_eq!(splitlines("a\r\n\nb", true), ["a\r\n", "\n", "b"]);
        assert!(splitlines("", false).is_empty());
        assert_eq!(partition("a=b=c", "=").unwrap(), ("a", "=", "b=c"));
        assert_eq!(rpartition("a=b=c", "=").unwrap(), ("a=b", "=", "c"));
        assert_eq!(partition("abc", "=").unwrap(), ("abc", "", ""));
        assert_eq!(rpartition("abc", "=").unwrap(), ("", "", "abc"));
        assert_eq!(strip(" \t x \u{3000}", None), "x");
        assert_eq!(strip("xxhixyx", Some("xy")), "hi");
        assert_eq!(lstrip("xxhix", Some("x")), "hix");
        assert_eq!(rstrip("xxhix", Some("")), "xxhix");
    }

    #[test]
    fn padding() {
        assert_eq!(center("abc", 6, '*', 100).unwrap(), "*abc**");
        assert_eq!(center("abc", 4, '*', 100).unwrap(), "abc*");
        assert_eq!(center("ab", 5, '*', 100).unwrap(), "**ab*");
        assert_eq!(center("ab", 7, '*', 100).unwrap(), "***ab**");
        assert_eq!(ljust("é", 3, '-', 100).unwrap(), "é--");
        assert_eq!(rjust("é", 3, '-', 100).unwrap(), "--é");
        assert_eq!(zfill("-42", 6, 100).unwrap(), "-00042");
        assert_eq!(zfill("+", 3, 100).unwrap(), "+00");
        assert_eq!(zfill("abc", 2, 100).unwrap(), "abc");
        assert_eq!(expandtabs("a\tb\n\tc", 4, 100).unwrap(), "a   b\n    c");
        assert_eq!(expandtabs("a\tb", 0, 100).unwrap(), "ab");
        assert_eq!(expandtabs("\t", 8, 100).unwrap(), "        ");
        assert!(center("x", 1_000_000_000_000, ' ', 1 << 20).is_err());
        assert!(expandtabs("\t\t", 1 << 40, 1 << 20).is_err());
    }

    #[test]
    fn case_conversions() {
        assert_eq!(title("ǆa ǆB"), "ǅa ǅb");
        assert_eq!(title("hello wORLD it's"), "Hello World It'S");
        assert_eq!(title("ﬁx"), "Fix");
        assert_eq!(lower("ΑΣ ΑΣΑ Σ"), "ας ασα σ");
        assert_eq!(lower("İ"), "i\u{307}");
        assert_eq!(capitalize("ǆungla"), "ǅungla");
        assert_eq!(capitalize("hELLO"), "Hello");
        assert_eq!(swapcase("ΑΣ"), "ας");
        assert_eq!(swapcase("Hello ǅ"), "hELLO ǅ");
        assert_eq!(upper("straße"), "STRASSE");
        assert_eq!(casefold("Straße"), "strasse");
    }

    #[test]
    fn predicates() {
        assert!(isdigit("²3") && !isdecimal("²3") && isnumeric("½一") && !isdigit(""));
        assert!(isalpha("héllo") && !isalpha("a1") && isalnum("a1½"));
        assert!(isspace(" \t\u{3000}") && !isspace(""));
        assert!(isprintable("") && !isprintable("a\n"));
        assert!(
            isidentifier("_x1")
                && isidentifier("héllo")
                && !isidentifier("1x")
                && !isidentifier("")
        );
        assert!(isupper("ABC1") && !isupper("1") && !isupper("AǅB"));
        assert!(islower("abc1") && !islower("aB"));
        assert!(
            istitle("Hello World")
                && istitle("ǅa")
                && !istitle("HeLLo")
                && !istitle("hello")
                && !istitle("")
        );
    }

    fn pi(s: &str, base: u32) -> Result<String, String> {
        parse_int(s, base, DEFAULT_MAX_STR_DIGITS)
            .map(|v| v.to_bigint().to_string())
            .map_err(|e| e.message)
    }

    #[test]
    fn int_parsing() {
        assert_eq!(
            pi("abc", 0).unwrap_err(),
            "invalid literal for int() with base 0: 'abc'"
        );
        assert_eq!(
            pi("0x", 0).unwrap_err(),
            "invalid literal for int() with base 0: '0x'"
        );
        assert_eq!(
            pi("010", 0).unwrap_err(),
            "invalid literal for int() with base 0: '010'"
        );
        assert_eq!(pi("0_0", 0).unwrap(), "0");
        assert_eq!(pi(" 0x_1f ", 16).unwrap(), "31");
        assert_eq!(pi("0x1f", 0).unwrap(), "31");
        assert_eq!(pi("-0b101", 0).unwrap(), "-5");
        assert_eq!(pi("١٢", 10).unwrap(), "12");
        assert_eq!(pi("1_0_0", 10).unwrap(), "100");
        assert_eq!(pi("zz", 36).unwrap(), "1295");
        assert_eq!(
            pi("12345678901234567890", 10).unwrap(),
            "12345678901234567890"
        );
        assert_eq!(
            pi("-9223372036854775808", 10).unwrap(),
            "-9223372036854775808"
        );
        for bad in ["1__0", "_1", "1_", "0b", "0 1", "+", "", "  ", "1x", "0x1g"] {
            assert!(
                pi(bad, 10)
                    .unwrap_err()
                    .starts_with("invalid literal for int() with base 10: "),
                "{bad}"
            );
        }
        assert_eq!(
            pi("0b", 2).unwrap_err(),
            "invalid literal for int() with base 2: '0b'"
        );
        assert_eq!(
            pi("12", 1).unwrap_err(),
            "int() base must be >= 2 and <= 36, or 0"
        );
        assert_eq!(
            pi("12", 37).unwrap_err(),
            "int() base must be >= 2 and <= 36, or 0"
        );
        let long = "x".repeat(300);
        assert_eq!(pi(&long, 10).unwrap_err().chars().count(), 240);
        let many = format!("{}x", "1".repeat(5000));
        assert_eq!(
            pi(&many, 10).unwrap_err(),
            "Exceeds the limit (4300 digits) for integer string conversion: value has 5000 digits; use sys.set_int_max_str_digits() to increase the limit"
        );
        assert!(pi(&"1".repeat(5000), 16).is_ok());
        assert_eq!(pi(&"1".repeat(300), 2).unwrap().len(), 91);
        assert!(parse_int(&"1".repeat(5000), 10, 0).is_ok());
    }

    #[test]
    fn int_to_text() {
        let big = num_traits::pow(BigInt::from(10), 4299);
        assert_eq!(int_to_decimal(&big, 4300).unwrap().len(), 4300);
        assert_eq!(int_to_decimal(&-big.clone(), 4300).unwrap().len(), 4301);
        let e = int_to_decimal(&(big * 10), 4300).unwrap_err();
        assert_eq!(
            e.message,
            "Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit"
        );
        let huge = BigInt::from(1) << 1_000_000;
        assert!(int_to_decimal(&huge, 4300).is_err());
        assert_eq!(int_to_base(&BigInt::from(-5), 2, true), "-0b101");
        assert_eq!(int_to_base(&BigInt::from(255), 16, true), "0xff");
        assert_eq!(int_to_base(&BigInt::from(8), 8, true), "0o10");
        assert_eq!(int_to_base(&BigInt::from(0), 16, false), "0");
    }

    // ---- the CPython-generated corpus (testdata/gen_str_cases.py) ----

    fn unhex(h: &str) -> String {
        if h == "-" {
            return String::new();
        }
        let bytes: Vec<u8> = (0..h.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(&h[i..i + 2], 16).unwrap())
            .collect();
        String::from_utf8(bytes).unwrap()
    }

    fn hx(s: &str) -> String {
        if s.is_empty() {
            return "-".into();
        }
        s.bytes().map(|b| format!("{b:02x}")).collect()
    }

    fn opt_i(a: &str) -> Option<i64> {
        (a != "N").then(|| a.parse().unwrap())
    }

    fn fbits(a: &str) -> f64 {
        f64::from_bits(u64::from_str_radix(&a[1..], 16).unwrap())
    }

    fn enc_list(items: &[&str]) -> String {
        format!(
            "[{}",
            items.iter().map(|s| hx(s)).collect::<Vec<_>>().join(",")
        )
    }

    fn enc_err(e: &TextError) -> String {
        let kind = match e.kind {
            crate::text::ErrorKind::ValueError => "ValueError",
            crate::text::ErrorKind::TypeError => "TypeError",
            crate::text::ErrorKind::OverflowError => "OverflowError",
            crate::text::ErrorKind::KeyError => "KeyError",
            crate::text::ErrorKind::IndexError => "IndexError",
            crate::text::ErrorKind::LimitExceeded => "LimitExceeded",
        };
        format!("E:{kind}:{}", hx(&e.message))
    }

    fn enc_bool(b: bool) -> String {
        (if b { "T" } else { "F" }).into()
    }

    fn enc_f(x: f64) -> String {
        format!("f{:x}", x.to_bits())
    }

    fn fnv(items: impl Iterator<Item = String>) -> String {
        let mut h: u64 = 0xcbf29ce484222325;
        let mut first = true;
        for item in items {
            if !first {
                h = (h ^ b',' as u64).wrapping_mul(0x100000001b3);
            }
            first = false;
            for b in item.bytes() {
                h = (h ^ b as u64).wrapping_mul(0x100000001b3);
            }
        }
        format!("{h:x}")
    }

    fn run_case(f: &[&str]) -> String {
        let name = f[0];
        let a = &f[1..];
        let s = || unhex(a[0]);
        const BIG: usize = 1 << 20;
        match name {
            "repr" => hx(&str_repr(&s())),
            "ascii" => hx(&str_ascii(&s())),
            "lower" => hx(&lower(&s())),
            "upper" => hx(&upper(&s())),
            "title" => hx(&title(&s())),
            "capitalize" => hx(&capitalize(&s())),
            "swapcase" => hx(&swapcase(&s())),
            "casefold" => hx(&casefold(&s())),
            "isdigit" => enc_bool(isdigit(&s())),
            "isdecimal" => enc_bool(isdecimal(&s())),
            "isnumeric" => enc_bool(isnumeric(&s())),
            "isalpha" => enc_bool(isalpha(&s())),
            "isalnum" => enc_bool(isalnum(&s())),
            "isspace" => enc_bool(isspace(&s())),
            "isprintable" => enc_bool(isprintable(&s())),
            "isidentifier" => enc_bool(isidentifier(&s())),
            "isupper" => enc_bool(isupper(&s())),
            "islower" => enc_bool(islower(&s())),
            "istitle" => enc_bool(istitle(&s())),
            "isascii" => enc_bool(isascii(&s())),
            "split_ws" => enc_list(&split_whitespace(&s(), a[1].parse().unwrap())),
            "rsplit_ws" => enc_list(&rsplit_whitespace(&s(), a[1].parse().unwrap())),
            "split_sep" => match split_sep(&s(), &unhex(a[1]), a[2].parse().unwrap()) {
                Ok(v) => enc_list(&v),
                Err(e) => enc_err(&e),
            },
            "rsplit_sep" => match rsplit_sep(&s(), &unhex(a[1]), a[2].parse().unwrap()) {
                Ok(v) => enc_list(&v),
                Err(e) => enc_err(&e),
            },
            "splitlines" => enc_list(&splitlines(&s(), a[1] == "T")),
            "strip" | "lstrip" | "rstrip" => {
                let chars = (a[1] != "N").then(|| unhex(a[1]));
                let text = s();
                let f = match name {
                    "strip" => strip,
                    "lstrip" => lstrip,
                    _ => rstrip,
                };
                hx(f(&text, chars.as_deref()))
            }
            "partition" | "rpartition" => {
                let text = s();
                let r = if name == "partition" {
                    partition(&text, &unhex(a[1]))
                } else {
                    rpartition(&text, &unhex(a[1]))
                };
                match r {
                    Ok((x, y, z)) => enc_list(&[x, y, z]),
                    Err(e) => enc_err(&e),
                }
            }
            "find" => find(&s(), &unhex(a[1]), opt_i(a[2]), opt_i(a[3])).to_string(),
            "rfind" => rfind(&s(), &unhex(a[1]), opt_i(a[2]), opt_i(a[3])).to_string(),
            "count" => count(&s(), &unhex(a[1]), opt_i(a[2]), opt_i(a[3])).to_string(),
            "startswith" => enc_bool(startswith(&s(), &unhex(a[1]), opt_i(a[2]), opt_i(a[3]))),
            "endswith" => enc_bool(endswith(&s(), &unhex(a[1]), opt_i(a[2]), opt_i(a[3]))),
            "replace" => {
                hx(&replace(&s(), &unhex(a[1]), &unhex(a[2]), a[3].parse().unwrap(), BIG).unwrap())
            }
            "center" | "ljust" | "rjust" => {
                let fill = unhex(a[2]).chars().next().unwrap();
                let w = a[1].parse().unwrap();
                let r = match name {
                    "center" => center(&s(), w, fill, BIG),
                    "ljust" => ljust(&s(), w, fill, BIG),
                    _ => rjust(&s(), w, fill, BIG),
                };
                hx(&r.unwrap())
            }
            "zfill" => hx(&zfill(&s(), a[1].parse().unwrap(), BIG).unwrap()),
            "expandtabs" => hx(&expandtabs(&s(), a[1].parse().unwrap(), BIG).unwrap()),
            "int" => match parse_int(&s(), a[1].parse().unwrap(), DEFAULT_MAX_STR_DIGITS) {
                Ok(v) => v.to_bigint().to_string(),
                Err(e) => enc_err(&e),
            },
            "float" => match crate::text::float::float_from_str(&s()) {
                Ok(v) => enc_f(v),
                Err(e) => enc_err(&e),
            },
            "float_repr" => hx(&crate::text::float::float_repr(fbits(a[0]))),
            "round" => match crate::text::float::float_round(fbits(a[0]), a[1].parse().unwrap()) {
                Ok(v) => enc_f(v),
                Err(e) => enc_err(&e),
            },
            "ffmt" => {
                let opts = crate::text::format_spec::FormatOptions::default();
                match crate::text::format_spec::format_float(
                    fbits(a[0]),
                    &unhex(a[1]),
                    "float",
                    &opts,
                ) {
                    Ok(v) => hx(&v),
                    Err(e) => enc_err(&e),
                }
            }
            "float_hex" => hx(&crate::text::float::float_hex(fbits(a[0]))),
            "fromhex" => match crate::text::float::float_fromhex(&s()) {
                Ok(v) => enc_f(v),
                Err(e) => enc_err(&e),
            },
            "bytes_repr" => {
                let bytes: Vec<u8> = if a[0] == "-" {
                    Vec::new()
                } else {
                    (0..a[0].len())
                        .step_by(2)
                        .map(|i| u8::from_str_radix(&a[0][i..i + 2], 16).unwrap())
                        .collect()
                };
                hx(&bytes_repr(&bytes))
            }
            "int_base_bin" | "int_base_oct" | "int_base_hex" => {
                let base = match name {
                    "int_base_bin" => 2,
                    "int_base_oct" => 8,
                    _ => 16,
                };
                let n: BigInt = a[0].parse().unwrap();
                let text = int_to_base(&n, base, true);
                if let Some(small) = n.to_i64() {
                    assert_eq!(i64_to_base(small, base, true), text);
                }
                hx(&text)
            }
            "int_round" => {
                let n: BigInt = a[0].parse().unwrap();
                crate::text::float::int_round(&n, a[1].parse().unwrap()).to_string()
            }
            "hash" => {
                let cps = || (0u32..0x110000).filter_map(char::from_u32);
                let pred = |p: fn(&str) -> bool| {
                    fnv(cps()
                        .filter(|c| p(c.encode_utf8(&mut [0; 4])))
                        .map(|c| (c as u32).to_string()))
                };
                let map = |m: fn(&str) -> String| {
                    fnv(cps().filter_map(|c| {
                        let one = c.to_string();
                        let r = m(&one);
                        (r != one).then(|| format!("{}:{r}", c as u32))
                    }))
                };
                match a[0] {
                    "isdigit" => pred(isdigit),
                    "isdecimal" => pred(isdecimal),
                    "isnumeric" => pred(isnumeric),
                    "isalpha" => pred(isalpha),
                    "isalnum" => pred(isalnum),
                    "isspace" => pred(isspace),
                    "isprintable" => pred(isprintable),
                    "isidentifier" => pred(isidentifier),
                    "isupper" => pred(isupper),
                    "islower" => pred(islower),
                    "istitle" => pred(istitle),
                    "idcontinue" => pred(|s| isidentifier(&format!("a{s}"))),
                    "lower" => map(lower),
                    "upper" => map(upper),
                    "title" => map(title),
                    "casefold" => map(casefold),
                    "capitalize" => map(capitalize),
                    "swapcase" => map(swapcase),
                    _ => fnv(cps().map(|c| str_repr(&c.to_string()))),
                }
            }
            other => panic!("unknown case {other}"),
        }
    }

    /// Every line of `testdata/str_cases.txt` (written by python3.11 via `gen_str_cases.py`),
    /// including whole-Unicode sweeps of every predicate and case mapping.
    #[test]
    fn matches_cpython_corpus() {
        let data = include_str!("testdata/str_cases.txt");
        let mut failures = Vec::new();
        let mut n = 0;
        for line in data.lines().filter(|l| !l.starts_with("hash\t")) {
            let f: Vec<&str> = line.split('\t').collect();
            let (want, args) = f.split_last().unwrap();
            let got = run_case(args);
            n += 1;
            if got != *want {
                let shown: Vec<String> = args
                    .iter()
                    .map(|a| {
                        format!(
                            "{a}={:?}",
                            std::panic::catch_unwind(|| unhex(a)).unwrap_or_default()
                        )
                    })
                    .collect();
                failures.push(format!("{shown:?}: got {got} want {want}"));
            }
        }
        assert!(n > 15000);
        assert!(
            failures.is_empty(),
            "{} failures:\n{}",
            failures.len(),
            failures[..failures.len().min(30)].join("\n")
        );
    }

    /// The `hash` lines of the corpus: digests of every predicate and case mapping over all
    /// of Unicode, and of `repr(chr(cp))` for every code point.
    #[test]
    fn unicode_sweeps_match_cpython() {
        let data = include_str!("testdata/str_cases.txt");
        let mut failures = Vec::new();
        let mut n = 0;
        for line in data.lines().filter(|l| l.starts_with("hash\t")) {
            n += 1;
            let f: Vec<&str> = line.split('\t').collect();
            if run_case(&f[..2]) != f[2] {
                failures.push(f[1].to_string());
            }
        }
        assert_eq!(n, 19);
        assert!(
            failures.is_empty(),
            "{} failures:\n{}",
            failures.len(),
            failures[..failures.len().min(30)].join("\n")
        );
    }
}
