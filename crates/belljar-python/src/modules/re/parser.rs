//! The pattern parser: pattern text to a tree of SRE operations, with the semantics and the
//! error messages (and positions) of CPython 3.11's `re._parser`: escapes, classes, groups
//! (named, non-capturing, atomic, conditional), look-around, inline and scoped flags,
//! repeats (greedy, lazy, possessive), verbose mode.

use super::sre::MAXREPEAT;
use crate::text::str_methods::str_repr;

/// `re.IGNORECASE`.
pub const FLAG_IGNORECASE: u32 = 2;
/// `re.LOCALE`.
pub const FLAG_LOCALE: u32 = 4;
/// `re.MULTILINE`.
pub const FLAG_MULTILINE: u32 = 8;
/// `re.DOTALL`.
pub const FLAG_DOTALL: u32 = 16;
/// `re.UNICODE`.
pub const FLAG_UNICODE: u32 = 32;
/// `re.VERBOSE`.
pub const FLAG_VERBOSE: u32 = 64;
/// `re.DEBUG`.
pub const FLAG_DEBUG: u32 = 128;
/// `re.ASCII`.
pub const FLAG_ASCII: u32 = 256;
/// `re.TEMPLATE` (deprecated in 3.11, accepted).
pub const FLAG_TEMPLATE: u32 = 1;

const TYPE_FLAGS: u32 = FLAG_ASCII | FLAG_LOCALE | FLAG_UNICODE;
const GLOBAL_FLAGS: u32 = FLAG_DEBUG | FLAG_TEMPLATE;

/// The largest group number (`MAXGROUPS`).
const MAXGROUPS: usize = super::sre::MAXGROUPS;

/// A position code (`AT_*`), as numbered by SRE.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum At {
    /// `^`
    Beginning = 0,
    /// `\A`
    BeginningString = 2,
    /// `\b`
    Boundary = 3,
    /// `\B`
    NonBoundary = 4,
    /// `$`
    End = 5,
    /// `\Z`
    EndString = 7,
}

/// A category code (`CATEGORY_*`) before the flags pick its ASCII/Unicode/locale variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cat {
    /// `\d`
    Digit = 0,
    /// `\D`
    NotDigit = 1,
    /// `\s`
    Space = 2,
    /// `\S`
    NotSpace = 3,
    /// `\w`
    Word = 4,
    /// `\W`
    NotWord = 5,
}

/// An item of a character class.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SetItem {
    /// One character.
    Literal(u32),
    /// `lo-hi`.
    Range(u32, u32),
    /// A range matched case-insensitively beyond the BMP.
    RangeUniIgnore(u32, u32),
    /// `\d` and friends (the `u32` is the category code).
    Category(u32),
    /// `[^...]`.
    Negate,
    /// A 256-bit map.
    Charset(Vec<u32>),
    /// A chunked map of the BMP.
    BigCharset(Vec<u32>),
}

/// How a repeat takes its items.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Greed {
    /// `*`
    Max,
    /// `*?`
    Min,
    /// `*+`
    Possessive,
}

/// One operation of a parsed pattern.
#[derive(Clone, Debug)]
pub enum Node {
    /// A character.
    Literal(u32),
    /// Any character but this one.
    NotLiteral(u32),
    /// `.`
    Any,
    /// A character class.
    In(Vec<SetItem>),
    /// A position assertion.
    At(At),
    /// `a|b|c`.
    Branch(Vec<Vec<Node>>),
    /// A repeat of `item` between `min` and `max` times.
    Repeat {
        /// Greedy, lazy or possessive.
        greed: Greed,
        /// Fewest repetitions.
        min: usize,
        /// Most repetitions (`MAXREPEAT`: no limit).
        max: usize,
        /// What repeats.
        item: Vec<Node>,
    },
    /// A group (capturing when `group` is set) or a scoped-flags group.
    Sub {
        /// The group number.
        group: Option<usize>,
        /// Flags turned on inside.
        add: u32,
        /// Flags turned off inside.
        del: u32,
        /// The contents.
        p: Vec<Node>,
    },
    /// `(?>...)`.
    Atomic(Vec<Node>),
    /// Look-ahead (`behind` false) or look-behind, positive or negative.
    Assert {
        /// `(?!...)`/`(?<!...)`.
        negative: bool,
        /// Look-behind.
        behind: bool,
        /// The contents.
        p: Vec<Node>,
    },
    /// `\1`, `(?P=name)`.
    GroupRef(usize),
    /// `(?(1)yes|no)`.
    GroupRefExists {
        /// The group tested.
        group: usize,
        /// Matched when the group did.
        yes: Vec<Node>,
        /// Matched otherwise.
        no: Option<Vec<Node>>,
    },
}

/// A parse failure: CPython's message and the position `re.error` reports.
#[derive(Debug)]
pub enum ParseError {
    /// `re.error(msg, pattern, pos)`.
    Re(String, usize),
    /// `ValueError` (flag conflicts found after parsing).
    Value(String),
    /// `OverflowError` (a repeat count past `MAXREPEAT`).
    Overflow(String),
    /// `RecursionError`: groups nested deeper than CPython's recursive parser can go.
    Recursion,
}

/// How deep groups may nest: CPython's recursive parser fails with `RecursionError` past
/// 495 levels (two parser frames per level under the default recursion limit); the parser,
/// the width computation and the compiler here recurse once per level too, so the same
/// bound keeps them off the end of the Rust stack.
const MAX_NESTING: usize = 495;

pub(super) type PResult<T> = Result<T, ParseError>;

/// What the parser found: the tree and what the compiler and the `Pattern` need.
pub struct Parsed {
    /// The operations.
    pub nodes: Vec<Node>,
    /// The final flags (those given, the inline global ones, and `UNICODE` for str patterns).
    pub flags: u32,
    /// Group count including group 0.
    pub groups: usize,
    /// Named groups in the order they were defined.
    pub groupdict: Vec<(String, usize)>,
    /// `(min, max)` width of each closed group (index 0 unused).
    pub groupwidths: Vec<(usize, usize)>,
}

/// One token: a character or an escape (`\` and the character after it).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Tok {
    /// The character (after the backslash for an escape).
    pub(super) c: u32,
    /// Whether it is an escape.
    pub(super) esc: bool,
}

impl Tok {
    pub(super) fn len(&self) -> usize {
        if self.esc { 2 } else { 1 }
    }
    pub(super) fn is(&self, ch: char) -> bool {
        !self.esc && self.c == ch as u32
    }
    pub(super) fn text(&self) -> String {
        let mut s = String::new();
        if self.esc {
            s.push('\\');
        }
        s.push(char::from_u32(self.c).unwrap_or('\u{fffd}'));
        s
    }
}

/// The tokenizer over a pattern or a replacement template.
pub(super) struct Source<'a> {
    chars: &'a [u32],
    istext: bool,
    index: usize,
    pub(super) next: Option<Tok>,
}

pub(super) fn is_digit(t: Option<Tok>) -> bool {
    matches!(t, Some(t) if !t.esc && (b'0' as u32..=b'9' as u32).contains(&t.c))
}
pub(super) fn is_octdigit(c: u32) -> bool {
    (b'0' as u32..=b'7' as u32).contains(&c)
}
fn is_hexdigit(c: u32) -> bool {
    char::from_u32(c).is_some_and(|c| c.is_ascii_hexdigit())
}
pub(super) fn is_asciiletter(c: u32) -> bool {
    char::from_u32(c).is_some_and(|c| c.is_ascii_alphabetic())
}

impl<'a> Source<'a> {
    pub(super) fn new(chars: &'a [u32], istext: bool) -> PResult<Source<'a>> {
        let mut s = Source {
            chars,
            istext,
            index: 0,
            next: None,
        };
        s.advance()?;
        Ok(s)
    }

    fn advance(&mut self) -> PResult<()> {
        let Some(&c) = self.chars.get(self.index) else {
            self.next = None;
            return Ok(());
        };
        if c == '\\' as u32 {
            let Some(&d) = self.chars.get(self.index + 1) else {
                return Err(ParseError::Re(
                    "bad escape (end of pattern)".into(),
                    self.chars.len() - 1,
                ));
            };
            self.index += 2;
            self.next = Some(Tok { c: d, esc: true });
        } else {
            self.index += 1;
            self.next = Some(Tok { c, esc: false });
        }
        Ok(())
    }

    fn is_next(&self, ch: char) -> bool {
        self.next.is_some_and(|t| t.is(ch))
    }

    pub(super) fn matches(&mut self, ch: char) -> PResult<bool> {
        if self.is_next(ch) {
            self.advance()?;
            return Ok(true);
        }
        Ok(false)
    }

    pub(super) fn get(&mut self) -> PResult<Option<Tok>> {
        let t = self.next;
        self.advance()?;
        Ok(t)
    }

    /// Up to `n` plain characters satisfying `ok`.
    pub(super) fn getwhile(&mut self, n: usize, ok: fn(u32) -> bool) -> PResult<Vec<u32>> {
        let mut out = Vec::new();
        for _ in 0..n {
            match self.next {
                Some(t) if !t.esc && ok(t.c) => {
                    out.push(t.c);
                    self.advance()?;
                }
                _ => break,
            }
        }
        Ok(out)
    }

    pub(super) fn getuntil(&mut self, terminator: char, name: &str) -> PResult<String> {
        let mut result = String::new();
        let mut n = 0;
        loop {
            let c = self.next;
            self.advance()?;
            let Some(c) = c else {
                if n == 0 {
                    return Err(self.error(format!("missing {name}"), 0));
                }
                return Err(self.error(format!("missing {terminator}, unterminated name"), n));
            };
            if c.is(terminator) {
                if n == 0 {
                    return Err(self.error(format!("missing {name}"), 1));
                }
                break;
            }
            result.push_str(&c.text());
            n += c.len();
        }
        Ok(result)
    }

    fn tell(&self) -> usize {
        self.index - self.next.map_or(0, |t| t.len())
    }

    fn seek(&mut self, index: usize) -> PResult<()> {
        self.index = index;
        self.advance()
    }

    pub(super) fn error(&self, msg: String, offset: usize) -> ParseError {
        let msg = if self.istext {
            msg
        } else {
            let mut m = String::new();
            for c in msg.chars() {
                if c.is_ascii() {
                    m.push(c);
                } else {
                    m.push_str(&format!("\\x{:02x}", c as u32));
                }
            }
            m
        };
        ParseError::Re(msg, self.tell().saturating_sub(offset))
    }

    pub(super) fn checkgroupname(&self, name: &str, offset: usize) -> PResult<()> {
        if !is_identifier(name) {
            return Err(self.error(
                format!("bad character in group name {}", str_repr(name)),
                name.chars().count() + offset,
            ));
        }
        Ok(())
    }
}

/// A group number written as Python's `int()` reads a non-negative one (optional `+`,
/// digits with single underscores between them, surrounding whitespace); `None` otherwise.
/// Past `u128` it saturates, which is past every limit it is checked against.
pub(super) fn group_number(name: &str) -> Option<u128> {
    let t = name.trim();
    let t = t.strip_prefix('+').unwrap_or(t);
    if t.is_empty()
        || t.starts_with('_')
        || t.ends_with('_')
        || t.contains("__")
        || !t.chars().all(|c| c == '_' || c.is_ascii_digit())
    {
        return None;
    }
    Some(t.chars().filter(|&c| c != '_').fold(0u128, |v, c| {
        v.saturating_mul(10)
            .saturating_add(u128::from(c as u32 - '0' as u32))
    }))
}

/// `str.isidentifier()`.
pub(super) fn is_identifier(s: &str) -> bool {
    let mut it = s.chars();
    match it.next() {
        Some(c) if c == '_' || crate::text::unicode::is_xid_start(c) => {}
        _ => return false,
    }
    it.all(crate::text::unicode::is_xid_continue)
}

struct State {
    flags: u32,
    groupdict: Vec<(String, usize)>,
    groupwidths: Vec<Option<(usize, usize)>>,
    lookbehindgroups: Option<usize>,
    grouprefpos: Vec<(usize, usize)>,
}

impl State {
    fn groups(&self) -> usize {
        self.groupwidths.len()
    }
    fn checkgroup(&self, gid: usize) -> bool {
        gid < self.groups() && self.groupwidths[gid].is_some()
    }
    fn checklookbehindgroup(&self, gid: usize, source: &Source) -> PResult<()> {
        if let Some(lb) = self.lookbehindgroups {
            if !self.checkgroup(gid) {
                return Err(source.error("cannot refer to an open group".into(), 0));
            }
            if gid >= lb {
                return Err(source.error(
                    "cannot refer to group defined in the same lookbehind subpattern".into(),
                    0,
                ));
            }
        }
        Ok(())
    }
    fn group_named(&self, name: &str) -> Option<usize> {
        self.groupdict
            .iter()
            .find(|(n, _)| n == name)
            .map(|&(_, g)| g)
    }
}

/// The `(min, max)` width of a sequence of operations (CPython's `SubPattern.getwidth`),
/// capped as CPython caps it.
pub fn width(nodes: &[Node], groupwidths: &[(usize, usize)]) -> (usize, usize) {
    let (lo, hi) = raw_width(nodes, groupwidths);
    (
        lo.min(MAXREPEAT as u128 - 1) as usize,
        hi.min(MAXREPEAT as u128) as usize,
    )
}

fn raw_width(nodes: &[Node], gw: &[(usize, usize)]) -> (u128, u128) {
    let mut lo: u128 = 0;
    let mut hi: u128 = 0;
    for n in nodes {
        let (i, j) = match n {
            Node::Branch(items) => {
                let mut i = MAXREPEAT as u128 - 1;
                let mut j = 0;
                for it in items {
                    let (l, h) = width(it, gw);
                    i = i.min(l as u128);
                    j = j.max(h as u128);
                }
                (i, j)
            }
            Node::Atomic(p) | Node::Sub { p, .. } => {
                let (l, h) = width(p, gw);
                (l as u128, h as u128)
            }
            Node::Repeat { min, max, item, .. } => {
                let (l, h) = width(item, gw);
                (
                    (l as u128).saturating_mul(*min as u128),
                    (h as u128).saturating_mul(*max as u128),
                )
            }
            Node::Any | Node::In(_) | Node::Literal(_) | Node::NotLiteral(_) => (1, 1),
            Node::GroupRef(g) => {
                let (l, h) = gw.get(*g).copied().unwrap_or((0, 0));
                (l as u128, h as u128)
            }
            Node::GroupRefExists { yes, no, .. } => {
                let (mut i, mut j) = width(yes, gw);
                match no {
                    Some(no) => {
                        let (l, h) = width(no, gw);
                        i = i.min(l);
                        j = j.max(h);
                    }
                    None => i = 0,
                }
                (i as u128, j as u128)
            }
            Node::At(_) | Node::Assert { .. } => (0, 0),
        };
        lo = lo.saturating_add(i);
        hi = hi.saturating_add(j);
    }
    (lo, hi)
}

fn closed_widths(state: &State) -> Vec<(usize, usize)> {
    state
        .groupwidths
        .iter()
        .map(|w| w.unwrap_or((0, 0)))
        .collect()
}

pub(super) fn escape_literal(c: u32) -> Option<u32> {
    Some(match char::from_u32(c)? {
        'a' => 7,
        'b' => 8,
        'f' => 12,
        'n' => 10,
        'r' => 13,
        't' => 9,
        'v' => 11,
        '\\' => 92,
        _ => return None,
    })
}

fn category(c: u32) -> Option<Cat> {
    Some(match char::from_u32(c)? {
        'd' => Cat::Digit,
        'D' => Cat::NotDigit,
        's' => Cat::Space,
        'S' => Cat::NotSpace,
        'w' => Cat::Word,
        'W' => Cat::NotWord,
        _ => return None,
    })
}

fn hex_value(digits: &[u32]) -> u32 {
    digits.iter().fold(0u32, |acc, &d| {
        acc.wrapping_mul(16) + char::from_u32(d).and_then(|c| c.to_digit(16)).unwrap_or(0)
    })
}

fn text_of(chars: &[u32]) -> String {
    chars
        .iter()
        .map(|&c| char::from_u32(c).unwrap_or('\u{fffd}'))
        .collect()
}

/// The escapes shared by classes and patterns: `\x`, `\u`, `\U`, `\N`. `None`: not one.
fn common_escape(source: &mut Source, escape: Tok) -> PResult<Option<u32>> {
    let c = escape.c;
    let (need, base) = match char::from_u32(c) {
        Some('x') => (2, "\\x"),
        Some('u') if source.istext => (4, "\\u"),
        Some('U') if source.istext => (8, "\\U"),
        Some('N') if source.istext => {
            if !source.matches('{')? {
                return Err(source.error("missing {".into(), 0));
            }
            let name = source.getuntil('}', "character name")?;
            if let Some(c) = crate::modules::unicodedata::ucd::lookup_char(&name) {
                return Ok(Some(c as u32));
            }
            return Err(source.error(
                format!("undefined character name {}", str_repr(&name)),
                name.chars().count() + 4,
            ));
        }
        _ => return Ok(None),
    };
    let digits = source.getwhile(need, is_hexdigit)?;
    let text = format!("{base}{}", text_of(&digits));
    if digits.len() != need {
        return Err(source.error(format!("incomplete escape {text}"), text.chars().count()));
    }
    let v = hex_value(&digits);
    if need == 8 && char::from_u32(v).is_none() && v > 0x10ffff {
        return Err(source.error(format!("bad escape {text}"), text.chars().count()));
    }
    Ok(Some(v))
}

/// What an escape inside a class is.
enum ClassCode {
    Literal(u32),
    Cat(Cat),
}

fn class_escape(source: &mut Source, escape: Tok) -> PResult<ClassCode> {
    if let Some(v) = escape_literal(escape.c) {
        return Ok(ClassCode::Literal(v));
    }
    if let Some(cat) = category(escape.c) {
        return Ok(ClassCode::Cat(cat));
    }
    if let Some(v) = common_escape(source, escape)? {
        return Ok(ClassCode::Literal(v));
    }
    let c = escape.c;
    if is_octdigit(c) {
        let mut digits = vec![c];
        digits.extend(source.getwhile(2, is_octdigit)?);
        let v = digits.iter().fold(0u32, |a, &d| a * 8 + (d - '0' as u32));
        if v > 0o377 {
            let text = format!("\\{}", text_of(&digits));
            return Err(source.error(
                format!("octal escape value {text} outside of range 0-0o377"),
                text.len(),
            ));
        }
        return Ok(ClassCode::Literal(v));
    }
    if (b'0' as u32..=b'9' as u32).contains(&c) || is_asciiletter(c) {
        let text = escape.text();
        return Err(source.error(format!("bad escape {text}"), 2));
    }
    Ok(ClassCode::Literal(c))
}

fn escape(source: &mut Source, state: &State, escape: Tok) -> PResult<Node> {
    let c = escape.c;
    match char::from_u32(c) {
        Some('A') => return Ok(Node::At(At::BeginningString)),
        Some('b') => return Ok(Node::At(At::Boundary)),
        Some('B') => return Ok(Node::At(At::NonBoundary)),
        Some('Z') => return Ok(Node::At(At::EndString)),
        _ => {}
    }
    if let Some(cat) = category(c) {
        return Ok(Node::In(vec![SetItem::Category(cat as u32)]));
    }
    if let Some(v) = escape_literal(c) {
        return Ok(Node::Literal(v));
    }
    if let Some(v) = common_escape(source, escape)? {
        return Ok(Node::Literal(v));
    }
    if c == '0' as u32 {
        let digits = source.getwhile(2, is_octdigit)?;
        let v = digits.iter().fold(0u32, |a, &d| a * 8 + (d - '0' as u32));
        return Ok(Node::Literal(v));
    }
    if (b'1' as u32..=b'9' as u32).contains(&c) {
        let mut digits = vec![c];
        if is_digit(source.next) {
            let d = source.get()?.map_or(0, |t| t.c);
            digits.push(d);
            if is_octdigit(digits[0])
                && is_octdigit(digits[1])
                && source.next.is_some_and(|t| !t.esc && is_octdigit(t.c))
            {
                digits.push(source.get()?.map_or(0, |t| t.c));
                let v = digits.iter().fold(0u32, |a, &d| a * 8 + (d - '0' as u32));
                if v > 0o377 {
                    let text = format!("\\{}", text_of(&digits));
                    return Err(source.error(
                        format!("octal escape value {text} outside of range 0-0o377"),
                        text.len(),
                    ));
                }
                return Ok(Node::Literal(v));
            }
        }
        let group = digits
            .iter()
            .fold(0usize, |a, &d| a * 10 + (d - '0' as u32) as usize);
        let len = digits.len() + 1;
        if group < state.groups() {
            if !state.checkgroup(group) {
                return Err(source.error("cannot refer to an open group".into(), len));
            }
            state.checklookbehindgroup(group, source)?;
            return Ok(Node::GroupRef(group));
        }
        return Err(source.error(format!("invalid group reference {group}"), len - 1));
    }
    if is_asciiletter(c) || c == '0' as u32 {
        return Err(source.error(format!("bad escape {}", escape.text()), 2));
    }
    Ok(Node::Literal(c))
}

/// Remove duplicates, keeping the first of each.
fn uniq(items: Vec<SetItem>) -> Vec<SetItem> {
    let mut out: Vec<SetItem> = Vec::with_capacity(items.len());
    for it in items {
        if !out.contains(&it) {
            out.push(it);
        }
    }
    out
}

fn parse_sub(
    source: &mut Source,
    state: &mut State,
    mut verbose: bool,
    nested: usize,
) -> PResult<Vec<Node>> {
    if nested > 2 * MAX_NESTING {
        return Err(ParseError::Recursion);
    }
    let mut items: Vec<Vec<Node>> = Vec::new();
    loop {
        let first = nested == 0 && items.is_empty();
        items.push(parse(source, state, verbose, nested + 1, first)?);
        if !source.matches('|')? {
            break;
        }
        if nested == 0 {
            verbose = state.flags & FLAG_VERBOSE != 0;
        }
    }
    if items.len() == 1 {
        return Ok(items.pop().unwrap_or_default());
    }
    let mut sub = Vec::new();
    // A common literal prefix moves out of the branch.
    while let Some(Some(first)) = items.first().map(|i| i.first()) {
        let prefix = match first {
            Node::Literal(c) => Node::Literal(*c),
            Node::NotLiteral(c) => Node::NotLiteral(*c),
            Node::Any => Node::Any,
            Node::At(a) => Node::At(*a),
            _ => break,
        };
        let same = items.iter().all(|it| match (it.first(), &prefix) {
            (Some(Node::Literal(a)), Node::Literal(b)) => a == b,
            (Some(Node::NotLiteral(a)), Node::NotLiteral(b)) => a == b,
            (Some(Node::Any), Node::Any) => true,
            (Some(Node::At(a)), Node::At(b)) => a == b,
            _ => false,
        });
        if !same {
            break;
        }
        for it in &mut items {
            it.remove(0);
        }
        sub.push(prefix);
    }
    // A branch of single characters is a class.
    let mut set = Vec::new();
    let mut all = true;
    for it in &items {
        if it.len() != 1 {
            all = false;
            break;
        }
        match &it[0] {
            Node::Literal(c) => set.push(SetItem::Literal(*c)),
            Node::In(av) if av.first() != Some(&SetItem::Negate) => set.extend(av.clone()),
            _ => {
                all = false;
                break;
            }
        }
    }
    if all {
        sub.push(Node::In(uniq(set)));
        return Ok(sub);
    }
    sub.push(Node::Branch(items));
    Ok(sub)
}

fn parse_flags(source: &mut Source, state: &mut State, ch: Tok) -> PResult<Option<(u32, u32)>> {
    let flag_of = |t: Tok| -> Option<u32> {
        if t.esc {
            return None;
        }
        Some(match char::from_u32(t.c)? {
            'i' => FLAG_IGNORECASE,
            'L' => FLAG_LOCALE,
            'm' => FLAG_MULTILINE,
            's' => FLAG_DOTALL,
            'x' => FLAG_VERBOSE,
            'a' => FLAG_ASCII,
            't' => FLAG_TEMPLATE,
            'u' => FLAG_UNICODE,
            _ => return None,
        })
    };
    // `str.isalpha()` of the token: an escape (`\N`) has a backslash, so it is not.
    let is_alpha =
        |t: Tok| !t.esc && char::from_u32(t.c).is_some_and(crate::text::unicode::is_alpha);
    let mut add = 0;
    let mut del = 0;
    let mut ch = ch;
    if !ch.is('-') {
        loop {
            let flag = flag_of(ch).unwrap_or(0);
            if source.istext {
                if ch.is('L') {
                    return Err(source.error(
                        "bad inline flags: cannot use 'L' flag with a str pattern".into(),
                        0,
                    ));
                }
            } else if ch.is('u') {
                return Err(source.error(
                    "bad inline flags: cannot use 'u' flag with a bytes pattern".into(),
                    0,
                ));
            }
            add |= flag;
            if flag & TYPE_FLAGS != 0 && add & TYPE_FLAGS != flag {
                return Err(source.error(
                    "bad inline flags: flags 'a', 'u' and 'L' are incompatible".into(),
                    0,
                ));
            }
            let Some(next) = source.get()? else {
                return Err(source.error("missing -, : or )".into(), 0));
            };
            ch = next;
            if ch.is(')') || ch.is('-') || ch.is(':') {
                break;
            }
            if flag_of(ch).is_none() {
                let msg = if is_alpha(ch) {
                    "unknown flag"
                } else {
                    "missing -, : or )"
                };
                return Err(source.error(msg.into(), ch.len()));
            }
        }
    }
    if ch.is(')') {
        state.flags |= add;
        return Ok(None);
    }
    if add & GLOBAL_FLAGS != 0 {
        return Err(source.error("bad inline flags: cannot turn on global flag".into(), 1));
    }
    if ch.is('-') {
        let Some(next) = source.get()? else {
            return Err(source.error("missing flag".into(), 0));
        };
        ch = next;
        if flag_of(ch).is_none() {
            let msg = if is_alpha(ch) {
                "unknown flag"
            } else {
                "missing flag"
            };
            return Err(source.error(msg.into(), ch.len()));
        }
        loop {
            let flag = flag_of(ch).unwrap_or(0);
            if flag & TYPE_FLAGS != 0 {
                return Err(source.error(
                    "bad inline flags: cannot turn off flags 'a', 'u' and 'L'".into(),
                    0,
                ));
            }
            del |= flag;
            let Some(next) = source.get()? else {
                return Err(source.error("missing :".into(), 0));
            };
            ch = next;
            if ch.is(':') {
                break;
            }
            if flag_of(ch).is_none() {
                let msg = if is_alpha(ch) {
                    "unknown flag"
                } else {
                    "missing :"
                };
                return Err(source.error(msg.into(), ch.len()));
            }
        }
    }
    if del & GLOBAL_FLAGS != 0 {
        return Err(source.error("bad inline flags: cannot turn off global flag".into(), 1));
    }
    if add & del != 0 {
        return Err(source.error("bad inline flags: flag turned on and off".into(), 1));
    }
    Ok(Some((add, del)))
}

fn parse_class(source: &mut Source, sub: &mut Vec<Node>) -> PResult<()> {
    let here = source.tell() - 1;
    let mut set: Vec<SetItem> = Vec::new();
    let negate = source.matches('^')?;
    let as_item = |c: ClassCode| match c {
        ClassCode::Literal(v) => SetItem::Literal(v),
        ClassCode::Cat(cat) => SetItem::Category(cat as u32),
    };
    loop {
        let Some(this) = source.get()? else {
            return Err(source.error("unterminated character set".into(), source.tell() - here));
        };
        if this.is(']') && !set.is_empty() {
            break;
        }
        let code1 = if this.esc {
            class_escape(source, this)?
        } else {
            ClassCode::Literal(this.c)
        };
        if source.matches('-')? {
            let Some(that) = source.get()? else {
                return Err(source.error("unterminated character set".into(), source.tell() - here));
            };
            if that.is(']') {
                set.push(as_item(code1));
                set.push(SetItem::Literal('-' as u32));
                break;
            }
            let code2 = if that.esc {
                class_escape(source, that)?
            } else {
                ClassCode::Literal(that.c)
            };
            let bad = || {
                let msg = format!("bad character range {}-{}", this.text(), that.text());
                source.error(msg, this.len() + 1 + that.len())
            };
            let (ClassCode::Literal(lo), ClassCode::Literal(hi)) = (code1, code2) else {
                return Err(bad());
            };
            if hi < lo {
                return Err(bad());
            }
            set.push(SetItem::Range(lo, hi));
        } else {
            set.push(as_item(code1));
        }
    }
    let mut set = uniq(set);
    if set.len() == 1 {
        if let SetItem::Literal(c) = set[0] {
            sub.push(if negate {
                Node::NotLiteral(c)
            } else {
                Node::Literal(c)
            });
            return Ok(());
        }
    }
    if negate {
        set.insert(0, SetItem::Negate);
    }
    sub.push(Node::In(set));
    Ok(())
}

fn parse_number(digits: &[u32]) -> PResult<usize> {
    let mut v: u128 = 0;
    for &d in digits {
        v = v
            .saturating_mul(10)
            .saturating_add((d - '0' as u32) as u128);
    }
    if v >= MAXREPEAT as u128 {
        return Err(ParseError::Overflow(
            "the repetition number is too large".into(),
        ));
    }
    Ok(v as usize)
}

fn parse(
    source: &mut Source,
    state: &mut State,
    mut verbose: bool,
    nested: usize,
    first: bool,
) -> PResult<Vec<Node>> {
    if nested > 2 * MAX_NESTING + 1 {
        return Err(ParseError::Recursion);
    }
    let mut sub: Vec<Node> = Vec::new();
    while let Some(this) = source.next {
        if this.is('|') || this.is(')') {
            break;
        }
        source.advance()?;
        if verbose && !this.esc {
            if matches!(
                char::from_u32(this.c),
                Some(' ' | '\t' | '\n' | '\r' | '\x0b' | '\x0c')
            ) {
                continue;
            }
            if this.is('#') {
                loop {
                    match source.get()? {
                        None => break,
                        Some(t) if t.is('\n') => break,
                        _ => {}
                    }
                }
                continue;
            }
        }
        if this.esc {
            let node = escape(source, state, this)?;
            sub.push(node);
            continue;
        }
        let ch = char::from_u32(this.c).unwrap_or('\u{fffd}');
        match ch {
            '[' => parse_class(source, &mut sub)?,
            '?' | '*' | '+' | '{' => {
                let here = source.tell();
                let (min, max) = match ch {
                    '?' => (0, 1),
                    '*' => (0, MAXREPEAT),
                    '+' => (1, MAXREPEAT),
                    _ => {
                        if source.is_next('}') {
                            sub.push(Node::Literal(this.c));
                            continue;
                        }
                        let mut lo = Vec::new();
                        let mut hi = Vec::new();
                        while is_digit(source.next) {
                            lo.push(source.get()?.map_or(0, |t| t.c));
                        }
                        if source.matches(',')? {
                            while is_digit(source.next) {
                                hi.push(source.get()?.map_or(0, |t| t.c));
                            }
                        } else {
                            hi = lo.clone();
                        }
                        if !source.matches('}')? {
                            sub.push(Node::Literal(this.c));
                            source.seek(here)?;
                            continue;
                        }
                        let mut min = 0;
                        let mut max = MAXREPEAT;
                        if !lo.is_empty() {
                            min = parse_number(&lo)?;
                        }
                        if !hi.is_empty() {
                            max = parse_number(&hi)?;
                            if max < min {
                                return Err(source.error(
                                    "min repeat greater than max repeat".into(),
                                    source.tell() - here,
                                ));
                            }
                        }
                        (min, max)
                    }
                };
                let offset = source.tell() - here + 1;
                let item = match sub.last() {
                    None | Some(Node::At(_)) => {
                        return Err(source.error("nothing to repeat".into(), offset));
                    }
                    Some(Node::Repeat { .. }) => {
                        return Err(source.error("multiple repeat".into(), offset));
                    }
                    Some(_) => sub.pop().unwrap_or(Node::Any),
                };
                let item = match item {
                    Node::Sub {
                        group: None,
                        add: 0,
                        del: 0,
                        p,
                    } => p,
                    other => vec![other],
                };
                let greed = if source.matches('?')? {
                    Greed::Min
                } else if source.matches('+')? {
                    Greed::Possessive
                } else {
                    Greed::Max
                };
                sub.push(Node::Repeat {
                    greed,
                    min,
                    max,
                    item,
                });
            }
            '.' => sub.push(Node::Any),
            '(' => {
                if let Some(node) = parse_group(source, state, &mut verbose, nested, first, &sub)? {
                    sub.push(node);
                }
            }
            '^' => sub.push(Node::At(At::Beginning)),
            '$' => sub.push(Node::At(At::End)),
            _ => sub.push(Node::Literal(this.c)),
        }
    }
    // Unpack non-capturing groups without flags.
    let mut out = Vec::with_capacity(sub.len());
    for n in sub {
        match n {
            Node::Sub {
                group: None,
                add: 0,
                del: 0,
                p,
            } => out.extend(p),
            other => out.push(other),
        }
    }
    Ok(out)
}

/// After `(`: a group, assertion, comment, flags or conditional. `None`: nothing to add
/// (a comment or global flags).
fn parse_group(
    source: &mut Source,
    state: &mut State,
    verbose: &mut bool,
    nested: usize,
    first: bool,
    sub: &[Node],
) -> PResult<Option<Node>> {
    let start = source.tell() - 1;
    let mut capture = true;
    let mut atomic = false;
    let mut name: Option<String> = None;
    let mut add = 0;
    let mut del = 0;
    let unterminated = |source: &Source| {
        source.error(
            "missing ), unterminated subpattern".into(),
            source.tell() - start,
        )
    };
    if source.matches('?')? {
        let Some(ch) = source.get()? else {
            return Err(source.error("unexpected end of pattern".into(), 0));
        };
        let c = if ch.esc {
            '\u{fffd}'
        } else {
            char::from_u32(ch.c).unwrap_or('\u{fffd}')
        };
        match c {
            'P' => {
                if source.matches('<')? {
                    let n = source.getuntil('>', "group name")?;
                    source.checkgroupname(&n, 1)?;
                    name = Some(n);
                } else if source.matches('=')? {
                    let n = source.getuntil(')', "group name")?;
                    source.checkgroupname(&n, 1)?;
                    let len = n.chars().count() + 1;
                    let Some(gid) = state.group_named(&n) else {
                        return Err(
                            source.error(format!("unknown group name {}", str_repr(&n)), len)
                        );
                    };
                    if !state.checkgroup(gid) {
                        return Err(source.error("cannot refer to an open group".into(), len));
                    }
                    state.checklookbehindgroup(gid, source)?;
                    return Ok(Some(Node::GroupRef(gid)));
                } else {
                    let Some(ch) = source.get()? else {
                        return Err(source.error("unexpected end of pattern".into(), 0));
                    };
                    return Err(
                        source.error(format!("unknown extension ?P{}", ch.text()), ch.len() + 2)
                    );
                }
            }
            ':' => capture = false,
            '#' => {
                loop {
                    if source.next.is_none() {
                        return Err(source.error(
                            "missing ), unterminated comment".into(),
                            source.tell() - start,
                        ));
                    }
                    if source.get()?.is_some_and(|t| t.is(')')) {
                        break;
                    }
                }
                return Ok(None);
            }
            '=' | '!' | '<' => {
                let mut ch = ch;
                let mut behind = false;
                let mut saved = None;
                if c == '<' {
                    let Some(next) = source.get()? else {
                        return Err(source.error("unexpected end of pattern".into(), 0));
                    };
                    ch = next;
                    if !(ch.is('=') || ch.is('!')) {
                        return Err(source
                            .error(format!("unknown extension ?<{}", ch.text()), ch.len() + 2));
                    }
                    behind = true;
                    saved = Some(state.lookbehindgroups);
                    if state.lookbehindgroups.is_none() {
                        state.lookbehindgroups = Some(state.groups());
                    }
                }
                let p = parse_sub(source, state, *verbose, nested + 1)?;
                if let Some(None) = saved {
                    state.lookbehindgroups = None;
                }
                if !source.matches(')')? {
                    return Err(unterminated(source));
                }
                return Ok(Some(Node::Assert {
                    negative: ch.is('!'),
                    behind,
                    p,
                }));
            }
            '(' => {
                let condname = source.getuntil(')', "group name")?;
                let len = condname.chars().count() + 1;
                let condgroup;
                if is_identifier(&condname) {
                    let Some(g) = state.group_named(&condname) else {
                        return Err(source
                            .error(format!("unknown group name {}", str_repr(&condname)), len));
                    };
                    condgroup = g;
                } else {
                    let Some(v) = group_number(&condname) else {
                        return Err(source.error(
                            format!("bad character in group name {}", str_repr(&condname)),
                            len,
                        ));
                    };
                    if v == 0 {
                        return Err(source.error("bad group number".into(), len));
                    }
                    if v >= MAXGROUPS as u128 {
                        return Err(source.error(format!("invalid group reference {v}"), len));
                    }
                    condgroup = v as usize;
                    if !state.grouprefpos.iter().any(|&(g, _)| g == condgroup) {
                        state
                            .grouprefpos
                            .push((condgroup, source.tell() - condname.chars().count() - 1));
                    }
                }
                state.checklookbehindgroup(condgroup, source)?;
                let yes = parse(source, state, *verbose, nested + 1, false)?;
                let no = if source.matches('|')? {
                    let no = parse(source, state, *verbose, nested + 1, false)?;
                    if source.is_next('|') {
                        return Err(source
                            .error("conditional backref with more than two branches".into(), 0));
                    }
                    Some(no)
                } else {
                    None
                };
                if !source.matches(')')? {
                    return Err(unterminated(source));
                }
                return Ok(Some(Node::GroupRefExists {
                    group: condgroup,
                    yes,
                    no,
                }));
            }
            '>' => {
                capture = false;
                atomic = true;
            }
            'i' | 'L' | 'm' | 's' | 'x' | 'a' | 't' | 'u' | '-' => {
                match parse_flags(source, state, ch)? {
                    None => {
                        if !first || !sub.is_empty() {
                            return Err(source.error(
                                "global flags not at the start of the expression".into(),
                                source.tell() - start,
                            ));
                        }
                        *verbose = state.flags & FLAG_VERBOSE != 0;
                        return Ok(None);
                    }
                    Some((a, d)) => {
                        add = a;
                        del = d;
                        capture = false;
                    }
                }
            }
            _ => {
                return Err(source.error(format!("unknown extension ?{}", ch.text()), ch.len() + 1));
            }
        }
    }
    let group = if capture {
        let gid = state.groups();
        state.groupwidths.push(None);
        if state.groups() > MAXGROUPS {
            return Err(source.error("too many groups".into(), 0));
        }
        if let Some(n) = &name {
            if let Some(ogid) = state.group_named(n) {
                return Err(source.error(
                    format!(
                        "redefinition of group name {} as group {gid}; was group {ogid}",
                        str_repr(n)
                    ),
                    n.chars().count() + 1,
                ));
            }
            state.groupdict.push((n.clone(), gid));
        }
        Some(gid)
    } else {
        None
    };
    let sub_verbose = (*verbose || add & FLAG_VERBOSE != 0) && del & FLAG_VERBOSE == 0;
    let p = parse_sub(source, state, sub_verbose, nested + 1)?;
    if !source.matches(')')? {
        return Err(unterminated(source));
    }
    if let Some(g) = group {
        let w = width(&p, &closed_widths(state));
        state.groupwidths[g] = Some(w);
    }
    if atomic {
        return Ok(Some(Node::Atomic(p)));
    }
    Ok(Some(Node::Sub { group, add, del, p }))
}

/// CPython's `fix_flags`: the flags a str or bytes pattern ends with.
fn fix_flags(istext: bool, flags: u32) -> PResult<u32> {
    if istext {
        if flags & FLAG_LOCALE != 0 {
            return Err(ParseError::Value(
                "cannot use LOCALE flag with a str pattern".into(),
            ));
        }
        if flags & FLAG_ASCII == 0 {
            return Ok(flags | FLAG_UNICODE);
        }
        if flags & FLAG_UNICODE != 0 {
            return Err(ParseError::Value(
                "ASCII and UNICODE flags are incompatible".into(),
            ));
        }
    } else {
        if flags & FLAG_UNICODE != 0 {
            return Err(ParseError::Value(
                "cannot use UNICODE flag with a bytes pattern".into(),
            ));
        }
        if flags & FLAG_LOCALE != 0 && flags & FLAG_ASCII != 0 {
            return Err(ParseError::Value(
                "ASCII and LOCALE flags are incompatible".into(),
            ));
        }
    }
    Ok(flags)
}

/// Parse `pattern` (code points of a str, or bytes) under `flags`.
pub fn parse_pattern(pattern: &[u32], istext: bool, flags: u32) -> PResult<Parsed> {
    let mut source = Source::new(pattern, istext)?;
    let mut state = State {
        flags,
        groupdict: Vec::new(),
        groupwidths: vec![None],
        lookbehindgroups: None,
        grouprefpos: Vec::new(),
    };
    let nodes = parse_sub(&mut source, &mut state, flags & FLAG_VERBOSE != 0, 0)?;
    state.flags = fix_flags(istext, state.flags)?;
    if source.next.is_some() {
        return Err(source.error("unbalanced parenthesis".into(), 0));
    }
    for &(g, pos) in &state.grouprefpos {
        if g >= state.groups() {
            return Err(ParseError::Re(format!("invalid group reference {g}"), pos));
        }
    }
    let groupwidths = closed_widths(&state);
    Ok(Parsed {
        nodes,
        flags: state.flags,
        groups: state.groups(),
        groupdict: state.groupdict,
        groupwidths,
    })
}
