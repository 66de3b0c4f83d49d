//! Exhaustive checks of the tables against python3 (CPython 3.11): every code point's
//! properties, name, decomposition, numeric values and single-character normalizations, the
//! reverse lookup of every name, and the normalizations of 30,000 pseudo-random strings of
//! combining characters, jamo and composites.

use super::normalize::{self, Form};
use super::ucd;
use std::process::{Command, Stdio};

fn python(script: &str) -> String {
    let child = Command::new("python3")
        .arg("-c")
        .arg(script)
        .stdout(Stdio::piped())
        .spawn()
        .expect("python3 is the reference and must be installed");
    let out = child.wait_with_output().expect("python3 ran");
    assert!(out.status.success(), "python3 failed");
    String::from_utf8(out.stdout).expect("utf-8")
}

fn hex(cps: impl IntoIterator<Item = u32>) -> String {
    cps.into_iter()
        .map(|c| format!("{c:X}"))
        .collect::<Vec<_>>()
        .join(" ")
}

fn norm(s: &str, form: Form) -> String {
    normalize::normalize(s, form).unwrap_or_else(|| s.to_string())
}

fn fmt_num(v: f64) -> String {
    // Python's repr of the floats numeric() returns (all have short exact forms).
    if v == v.trunc() && v.abs() < 1e16 {
        format!("{v:.1}")
    } else {
        format!("{v:?}")
    }
}

const PROPS: &str = r#"
import unicodedata as u, sys
out = []
for cp in range(0x110000):
    if 0xD800 <= cp < 0xE000:
        continue
    c = chr(cp)
    f = [u.name(c, ''), u.category(c), u.bidirectional(c), str(u.combining(c)),
         str(u.mirrored(c)), u.east_asian_width(c), u.decomposition(c),
         str(u.decimal(c, '')), str(u.digit(c, '')), repr(u.numeric(c, ''))]
    for form in ('NFC', 'NFD', 'NFKC', 'NFKD'):
        f.append(' '.join('%X' % ord(x) for x in u.normalize(form, c)))
    out.append('|'.join(f))
sys.stdout.write('\n'.join(out) + '\n')
"#;

#[test]
fn every_code_point_matches_cpython() {
    let reference = python(PROPS);
    let mut lines = reference.lines();
    let mut mismatches = Vec::new();
    for cp in (0..0x110000u32).filter(|c| !(0xD800..0xE000).contains(c)) {
        let c = char::from_u32(cp).unwrap().to_string();
        let (dec, dig, num) = ucd::numeric(cp);
        let mut f = vec![
            ucd::name(cp).unwrap_or_default(),
            ucd::category(cp).to_string(),
            ucd::bidirectional(cp).to_string(),
            ucd::combining(cp).to_string(),
            (ucd::mirrored(cp) as u8).to_string(),
            ucd::east_asian_width(cp).to_string(),
            ucd::decomposition_string(cp),
            dec.map(|d| d.to_string()).unwrap_or_default(),
            dig.map(|d| d.to_string()).unwrap_or_default(),
            num.map(fmt_num).unwrap_or_else(|| "''".to_string()),
        ];
        for form in [Form::Nfc, Form::Nfd, Form::Nfkc, Form::Nfkd] {
            f.push(hex(norm(&c, form).chars().map(|c| c as u32)));
        }
        let mine = f.join("|");
        let theirs = lines.next().unwrap_or("");
        if mine != theirs && mismatches.len() < 20 {
            mismatches.push(format!("U+{cp:04X}\n  mine:   {mine}\n  python: {theirs}"));
        }
    }
    assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));
}

#[test]
fn every_name_looks_up_its_character() {
    let mut n = 0;
    for cp in 0..0x110000u32 {
        if let Some(name) = ucd::name(cp) {
            n += 1;
            match ucd::lookup(name.as_bytes()) {
                Some(ucd::Found::Char(c)) => assert_eq!(c, cp, "{name}"),
                _ => panic!("{name} does not look up U+{cp:04X}"),
            }
            if n % 97 == 0 {
                let lower = name.to_ascii_lowercase();
                let found =
                    matches!(ucd::lookup(lower.as_bytes()), Some(ucd::Found::Char(c)) if c == cp);
                // CPython computes these two kinds of names only in upper case.
                let refused = name.starts_with("HANGUL SYLLABLE ")
                    || name.starts_with("CJK UNIFIED IDEOGRAPH-");
                assert_eq!(found, !refused, "{lower}");
            }
        }
    }
    assert_eq!(n, 138_552, "names in Unicode 14.0 as CPython 3.11 has them");
}

const STRINGS: &str = r#"
import unicodedata as u, random, sys
pool = [chr(c) for c in range(0x110000)
        if not 0xD800 <= c < 0xE000 and (u.combining(chr(c)) or u.decomposition(chr(c)))]
pool += [chr(c) for c in range(0x1100, 0x1200)] + [chr(c) for c in range(0xAC00, 0xAC40)]
pool += list('aeiouAEIOU ') * 50
rng = random.Random(14)
out = []
for i in range(30000):
    s = ''.join(rng.choice(pool) for _ in range(rng.randint(1, 9)))
    f = [' '.join('%X' % ord(x) for x in s)]
    for form in ('NFC', 'NFD', 'NFKC', 'NFKD'):
        f.append(' '.join('%X' % ord(x) for x in u.normalize(form, s)))
        f.append(str(int(u.is_normalized(form, s))))
    out.append('|'.join(f))
sys.stdout.write('\n'.join(out) + '\n')
"#;

#[test]
fn normalization_of_strings_matches_cpython() {
    let reference = python(STRINGS);
    let mut mismatches = Vec::new();
    for line in reference.lines() {
        let input: String = line
            .split('|')
            .next()
            .unwrap()
            .split(' ')
            .map(|h| char::from_u32(u32::from_str_radix(h, 16).unwrap()).unwrap())
            .collect();
        let mut f = vec![hex(input.chars().map(|c| c as u32))];
        for form in [Form::Nfc, Form::Nfd, Form::Nfkc, Form::Nfkd] {
            f.push(hex(norm(&input, form).chars().map(|c| c as u32)));
            f.push((normalize::is_normalized(&input, form) as u8).to_string());
        }
        let mine = f.join("|");
        if mine != line && mismatches.len() < 20 {
            mismatches.push(format!("  mine:   {mine}\n  python: {line}"));
        }
    }
    assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));
}

#[test]
fn aliases_and_named_sequences() {
    let run = |name: &str| match ucd::lookup(name.as_bytes()) {
        Some(ucd::Found::Char(c)) => hex([c]),
        Some(ucd::Found::Sequence(s)) => hex(s.iter().copied()),
        None => "-".into(),
    };
    let names = [
        "LATIN CAPITAL LETTER GHA",
        "BYTE ORDER MARK",
        "line feed",
        "KEYCAP NUMBER SIGN",
        "LATIN SMALL LETTER R WITH TILDE",
        "NO SUCH THING",
        "TANGUT IDEOGRAPH-17000",
        "HANGUL SYLLABLE GAGG",
    ];
    let script = format!(
        "import unicodedata as u\nfor n in {names:?}:\n    try: print(' '.join('%X' % ord(x) for x in u.lookup(n)))\n    except KeyError: print('-')\n"
    );
    let reference = python(&script);
    let mine: Vec<String> = names.iter().map(|n| run(n)).collect();
    assert_eq!(mine.join("\n") + "\n", reference);
    // `\N{...}` takes aliases but not named sequences.
    assert_eq!(ucd::lookup_char("KEYCAP NUMBER SIGN"), None);
    assert_eq!(ucd::lookup_char("byte order mark"), Some('\u{feff}'));
}
