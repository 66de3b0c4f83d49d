//! The Unicode 14.0 character database as CPython 3.11's `unicodedata` holds it: per-character
//! properties, decompositions, numeric values, names (stored ones decoded from the word-coded
//! [`tables::NAMES`], algorithmic ones computed) and the reverse lookup of names, aliases and
//! named sequences. Everything here is plain data access over the generated [`tables`]; the
//! Python-facing functions are in `modules/unicodedata.rs`, normalization in
//! [`super::normalize`].

use std::collections::HashMap;
use std::sync::OnceLock;

use super::tables as t;

/// The property record of code point `cp`: `[category, combining, bidirectional,
/// east_asian_width, flags]` (indexes into the `tables` name lists, flags `tables::MIRRORED`
/// and the quick-check bits).
pub fn record(cp: u32) -> &'static [u8; 5] {
    let cp = cp.min(0x10FFFF) as usize;
    let shift = t::RECORD_SHIFT;
    let block = t::RECORD_INDEX1[cp >> shift] as usize;
    let i = t::RECORD_INDEX2[(block << shift) + (cp & ((1 << shift) - 1))];
    &t::RECORDS[i as usize]
}

/// The general category (`unicodedata.category`), `"Cn"` for unassigned code points.
pub fn category(cp: u32) -> &'static str {
    t::CATEGORIES[record(cp)[0] as usize]
}

/// The canonical combining class (`unicodedata.combining`).
pub fn combining(cp: u32) -> u8 {
    record(cp)[1]
}

/// The bidirectional class (`unicodedata.bidirectional`), `""` when there is none.
pub fn bidirectional(cp: u32) -> &'static str {
    t::BIDIRECTIONALS[record(cp)[2] as usize]
}

/// The East Asian width (`unicodedata.east_asian_width`).
pub fn east_asian_width(cp: u32) -> &'static str {
    t::EAST_ASIAN_WIDTHS[record(cp)[3] as usize]
}

/// Whether the character is mirrored in bidirectional text (`unicodedata.mirrored`).
pub fn mirrored(cp: u32) -> bool {
    record(cp)[4] & t::MIRRORED != 0
}

/// The decomposition of `cp` from the database: the prefix index into
/// `tables::DECOMP_PREFIXES` (0: canonical) and the code points; None when there is none
/// (Hangul syllables included: theirs is algorithmic and `decomposition()` shows none).
pub fn decomposition(cp: u32) -> Option<(usize, &'static [u32])> {
    let i = t::DECOMP_INDEX
        .binary_search_by_key(&cp, |&(c, _)| c)
        .ok()?;
    let start = t::DECOMP_INDEX[i].1 as usize;
    let head = t::DECOMP_DATA[start] as usize;
    let count = head & 0xFF;
    Some((head >> 8, &t::DECOMP_DATA[start + 1..start + 1 + count]))
}

/// `unicodedata.decomposition(c)`: `"<compat> 0020 0301"`, `""` for none.
pub fn decomposition_string(cp: u32) -> String {
    let Some((prefix, cps)) = decomposition(cp) else {
        return String::new();
    };
    let mut out = String::from(t::DECOMP_PREFIXES[prefix]);
    for c in cps {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(&format!("{c:04X}"));
    }
    out
}

/// The decimal, digit and numeric values of `cp` (`None` where it has none).
pub fn numeric(cp: u32) -> (Option<u32>, Option<u32>, Option<f64>) {
    match t::NUMERIC.binary_search_by_key(&cp, |&(c, ..)| c) {
        Ok(i) => {
            let (_, dec, dig, num) = t::NUMERIC[i];
            (u32::try_from(dec).ok(), u32::try_from(dig).ok(), Some(num))
        }
        Err(_) => (None, None, None),
    }
}

// ---- Hangul syllables (Unicode chapter 3.12), named and decomposed algorithmically ----

/// First Hangul syllable.
pub const S_BASE: u32 = 0xAC00;
/// First leading consonant jamo.
pub const L_BASE: u32 = 0x1100;
/// First vowel jamo.
pub const V_BASE: u32 = 0x1161;
/// One before the first trailing consonant jamo.
pub const T_BASE: u32 = 0x11A7;
/// Number of leading consonants.
pub const L_COUNT: u32 = 19;
/// Number of vowels.
pub const V_COUNT: u32 = 21;
/// Number of trailing consonants, plus one for none.
pub const T_COUNT: u32 = 28;
/// Number of syllables per leading consonant.
pub const N_COUNT: u32 = V_COUNT * T_COUNT;
/// Number of syllables.
pub const S_COUNT: u32 = L_COUNT * N_COUNT;

const JAMO_L: [&str; 19] = [
    "G", "GG", "N", "D", "DD", "R", "M", "B", "BB", "S", "SS", "", "J", "JJ", "C", "K", "T", "P",
    "H",
];
const JAMO_V: [&str; 21] = [
    "A", "AE", "YA", "YAE", "EO", "E", "YEO", "YE", "O", "WA", "WAE", "OE", "YO", "U", "WEO", "WE",
    "WI", "YU", "EU", "YI", "I",
];
const JAMO_T: [&str; 28] = [
    "", "G", "GG", "GS", "N", "NJ", "NH", "D", "L", "LG", "LM", "LB", "LS", "LT", "LP", "LH", "M",
    "B", "BS", "S", "SS", "NG", "J", "C", "K", "T", "P", "H",
];

/// CPython's `find_syllable`: the longest jamo name of `table` that starts `s` (case-sensitive),
/// as `(index, length)`; `None` when none does (an empty name always does).
fn find_syllable(s: &[u8], table: &[&str]) -> Option<(usize, usize)> {
    let mut best: Option<(usize, usize)> = None;
    for (i, j) in table.iter().enumerate() {
        if best.is_some_and(|(_, len)| j.len() <= len) {
            continue;
        }
        if s.starts_with(j.as_bytes()) {
            best = Some((i, j.len()));
        }
    }
    best
}

// ---- names ----

/// The prefixes of the names computed from the code point, with their ranges.
fn algorithmic() -> [(&'static str, &'static [(u32, u32)]); 4] {
    [
        ("CJK UNIFIED IDEOGRAPH-", &t::CJK_UNIFIED_IDEOGRAPH),
        (
            "CJK COMPATIBILITY IDEOGRAPH-",
            &t::CJK_COMPATIBILITY_IDEOGRAPH,
        ),
        (
            "KHITAN SMALL SCRIPT CHARACTER-",
            &t::KHITAN_SMALL_SCRIPT_CHARACTER,
        ),
        ("NUSHU CHARACTER-", &t::NUSHU_CHARACTER),
    ]
}

fn in_ranges(ranges: &[(u32, u32)], cp: u32) -> bool {
    ranges.iter().any(|&(lo, hi)| (lo..=hi).contains(&cp))
}

/// Value of a word-code character: the digit, plus 64 for a continuation digit; 255: none.
const DIGITS: [u8; 128] = {
    let mut d = [255u8; 128];
    let f = t::FINAL.as_bytes();
    let mut i = 0;
    while i < f.len() {
        d[f[i] as usize] = i as u8;
        i += 1;
    }
    let c = t::CONT.as_bytes();
    let mut i = 0;
    while i < c.len() {
        d[c[i] as usize] = 64 + i as u8;
        i += 1;
    }
    d
};

/// The decoded lookup structures, built once per process on the first name lookup.
struct NameIndex {
    /// The words, by index.
    words: Vec<&'static str>,
    /// Word to index.
    word_index: HashMap<&'static str, u32>,
    /// Encoded stored name (a slice of `tables::NAMES`) to code point.
    by_code: HashMap<&'static str, u32>,
}

fn index() -> &'static NameIndex {
    static INDEX: OnceLock<NameIndex> = OnceLock::new();
    INDEX.get_or_init(|| {
        let words: Vec<&'static str> = t::WORDS.split(' ').collect();
        debug_assert_eq!(words.len(), t::WORD_COUNT);
        let word_index = words
            .iter()
            .enumerate()
            .map(|(i, w)| (*w, i as u32))
            .collect();
        let mut codes = t::NAMES.split_terminator(' ');
        let mut by_code = HashMap::with_capacity(40_000);
        for &(first, count, _) in t::NAME_RUNS.iter() {
            for cp in first..first + count as u32 {
                if let Some(code) = codes.next() {
                    by_code.insert(code, cp);
                }
            }
        }
        NameIndex {
            words,
            word_index,
            by_code,
        }
    })
}

/// Appends the words of one encoded name to `out`, separated by spaces.
fn decode_name(code: &str, words: &[&str], out: &mut String) {
    let mut n = 0usize;
    for b in code.bytes() {
        let d = DIGITS[(b & 0x7F) as usize];
        if d >= 64 {
            n = n * 46 + (d - 64) as usize + 1;
        } else {
            if !out.is_empty() {
                out.push(' ');
            }
            out.push_str(words.get(n * 46 + d as usize).copied().unwrap_or(""));
            n = 0;
        }
    }
}

/// The name of `cp` (`unicodedata.name`), None when it has none.
pub fn name(cp: u32) -> Option<String> {
    if (S_BASE..S_BASE + S_COUNT).contains(&cp) {
        let s = cp - S_BASE;
        let (l, v, tt) = (s / N_COUNT, (s % N_COUNT) / T_COUNT, s % T_COUNT);
        return Some(format!(
            "HANGUL SYLLABLE {}{}{}",
            JAMO_L[l as usize], JAMO_V[v as usize], JAMO_T[tt as usize]
        ));
    }
    for (prefix, ranges) in algorithmic() {
        if in_ranges(ranges, cp) {
            return Some(format!("{prefix}{cp:04X}"));
        }
    }
    let run = t::NAME_RUNS.partition_point(|&(first, _, _)| first <= cp);
    let (first, count, first_name) = *t::NAME_RUNS.get(run.checked_sub(1)?)?;
    if cp >= first + count as u32 {
        return None;
    }
    let k = first_name as usize + (cp - first) as usize;
    let start = t::NAME_CHECKPOINTS[k / 32] as usize;
    let code = t::NAMES[start..].split(' ').nth(k % 32)?;
    let mut out = String::new();
    decode_name(code, &index().words, &mut out);
    Some(out)
}

/// The maximum length in bytes of a name `lookup` considers (CPython's `NAME_MAXLEN`).
pub const NAME_MAXLEN: usize = 256;

/// What a name stands for.
pub enum Found {
    /// One character (a name or an alias).
    Char(u32),
    /// A named sequence.
    Sequence(&'static [u32]),
}

/// Looks a character name up as CPython's `_getcode` does: Hangul syllables and CJK unified
/// ideographs computed (only in upper case), then stored names, aliases and named sequences
/// (case-insensitively for ASCII letters).
pub fn lookup(name: &[u8]) -> Option<Found> {
    if let Some(rest) = name.strip_prefix(b"HANGUL SYLLABLE ") {
        let (l, n1) = find_syllable(rest, &JAMO_L)?;
        let (v, n2) = find_syllable(&rest[n1..], &JAMO_V)?;
        let (tt, n3) = find_syllable(&rest[n1 + n2..], &JAMO_T)?;
        if n1 + n2 + n3 != rest.len() {
            return None;
        }
        let cp = S_BASE + (l as u32 * V_COUNT + v as u32) * T_COUNT + tt as u32;
        return Some(Found::Char(cp));
    }
    if let Some(hex) = name.strip_prefix(b"CJK UNIFIED IDEOGRAPH-") {
        if hex.len() != 4 && hex.len() != 5 {
            return None;
        }
        let mut v = 0u32;
        for &b in hex {
            v = v * 16
                + match b {
                    b'0'..=b'9' => (b - b'0') as u32,
                    b'A'..=b'F' => (b - b'A' + 10) as u32,
                    _ => return None,
                };
        }
        return in_ranges(&t::CJK_UNIFIED_IDEOGRAPH, v).then_some(Found::Char(v));
    }
    let upper: Vec<u8> = name.iter().map(|b| b.to_ascii_uppercase()).collect();
    let upper = std::str::from_utf8(&upper).ok()?;
    for (prefix, ranges) in algorithmic().into_iter().skip(1) {
        if let Some(hex) = upper.strip_prefix(prefix) {
            if let Ok(cp) = u32::from_str_radix(hex, 16) {
                if in_ranges(ranges, cp) && format!("{cp:04X}") == hex {
                    return Some(Found::Char(cp));
                }
            }
        }
    }
    let idx = index();
    let mut code = String::new();
    let mut ok = true;
    for w in upper.split(' ') {
        let Some(&i) = idx.word_index.get(w) else {
            ok = false;
            break;
        };
        let mut digits = vec![t::FINAL.as_bytes()[i as usize % 46]];
        let mut n = i as usize / 46;
        while n > 0 {
            n -= 1;
            digits.push(t::CONT.as_bytes()[n % 46]);
            n /= 46;
        }
        code.extend(digits.iter().rev().map(|&b| b as char));
    }
    if ok {
        if let Some(&cp) = idx.by_code.get(code.as_str()) {
            return Some(Found::Char(cp));
        }
    }
    if let Ok(i) = t::ALIASES.binary_search_by_key(&upper, |&(a, _)| a) {
        return Some(Found::Char(t::ALIASES[i].1));
    }
    if let Ok(i) = t::NAMED_SEQUENCES.binary_search_by_key(&upper, |&(a, _)| a) {
        return Some(Found::Sequence(t::NAMED_SEQUENCES[i].1));
    }
    None
}

/// The character a `\N{name}` escape names: a name or an alias, not a named sequence.
pub fn lookup_char(name: &str) -> Option<char> {
    if name.len() > NAME_MAXLEN {
        return None;
    }
    match lookup(name.as_bytes())? {
        Found::Char(cp) => char::from_u32(cp),
        Found::Sequence(_) => None,
    }
}
