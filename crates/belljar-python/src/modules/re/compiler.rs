//! The pattern compiler: a parsed pattern to SRE code, as CPython 3.11's `re._compiler` emits
//! it (the INFO block with its literal prefix or charset, case-insensitive opcodes with the
//! extra Unicode case equivalences, charsets compressed to ranges, bitmaps or chunked maps).

use super::parser::{
    At, FLAG_DOTALL, FLAG_IGNORECASE, FLAG_LOCALE, FLAG_MULTILINE, FLAG_UNICODE, Greed, Node,
    Parsed, SetItem, width,
};
use super::sre::{MAXREPEAT, SreOpcode as Op};
use crate::text::unicode::{simple_lower, simple_upper};

/// Characters with more than one other case-insensitive equivalent in the BMP (CPython's
/// `re._casefix._EXTRA_CASES`, Unicode data): lowercase -> the other lowercases that match it.
static EXTRA_CASES: &[(u32, &[u32])] = &[
    (105, &[305]),
    (115, &[383]),
    (181, &[956]),
    (305, &[105]),
    (383, &[115]),
    (837, &[953, 8126]),
    (912, &[8147]),
    (944, &[8163]),
    (946, &[976]),
    (949, &[1013]),
    (952, &[977]),
    (953, &[837, 8126]),
    (954, &[1008]),
    (956, &[181]),
    (960, &[982]),
    (961, &[1009]),
    (962, &[963]),
    (963, &[962]),
    (966, &[981]),
    (976, &[946]),
    (977, &[952]),
    (981, &[966]),
    (982, &[960]),
    (1008, &[954]),
    (1009, &[961]),
    (1013, &[949]),
    (1074, &[7296]),
    (1076, &[7297]),
    (1086, &[7298]),
    (1089, &[7299]),
    (1090, &[7300, 7301]),
    (1098, &[7302]),
    (1123, &[7303]),
    (7296, &[1074]),
    (7297, &[1076]),
    (7298, &[1086]),
    (7299, &[1089]),
    (7300, &[1090, 7301]),
    (7301, &[1090, 7300]),
    (7302, &[1098]),
    (7303, &[1123]),
    (7304, &[42571]),
    (7777, &[7835]),
    (7835, &[7777]),
    (8126, &[837, 953]),
    (8147, &[912]),
    (8163, &[944]),
    (42571, &[7304]),
    (64261, &[64262]),
    (64262, &[64261]),
];

fn fixes(c: u32) -> Option<&'static [u32]> {
    EXTRA_CASES
        .binary_search_by_key(&c, |&(k, _)| k)
        .ok()
        .map(|i| EXTRA_CASES[i].1)
}

/// How case-insensitivity applies under the current flags.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Case {
    /// Case-sensitive (or locale: handled by the `*_LOC_IGNORE` opcodes).
    None,
    /// ASCII-only folding.
    Ascii,
    /// Unicode simple folding plus the extra equivalences.
    Unicode,
}

fn case_of(flags: u32) -> Case {
    if flags & FLAG_IGNORECASE == 0 || flags & FLAG_LOCALE != 0 {
        Case::None
    } else if flags & FLAG_UNICODE != 0 {
        Case::Unicode
    } else {
        Case::Ascii
    }
}

fn iscased(case: Case, c: u32) -> bool {
    match case {
        Case::None => false,
        Case::Ascii => c < 128 && (c as u8).is_ascii_alphabetic(),
        Case::Unicode => c != simple_lower(c) || c != simple_upper(c),
    }
}

fn tolower(case: Case, c: u32) -> u32 {
    match case {
        Case::None => c,
        Case::Ascii => {
            if c < 128 {
                (c as u8).to_ascii_lowercase() as u32
            } else {
                c
            }
        }
        Case::Unicode => simple_lower(c),
    }
}

fn combine_flags(flags: u32, add: u32, del: u32) -> u32 {
    const TYPE_FLAGS: u32 = super::parser::FLAG_ASCII | FLAG_LOCALE | FLAG_UNICODE;
    let mut flags = flags;
    if add & TYPE_FLAGS != 0 {
        flags &= !TYPE_FLAGS;
    }
    (flags | add) & !del
}

/// A compile failure (`re.error` without a position).
pub struct CompileError(pub String);

/// Compile a parsed pattern to SRE code.
pub fn compile(p: &Parsed) -> Result<Vec<u32>, CompileError> {
    let mut c = Compiler {
        code: Vec::new(),
        gw: &p.groupwidths,
    };
    c.info(&p.nodes, p.flags);
    c.nodes(&p.nodes, p.flags)?;
    c.code.push(Op::SUCCESS as u32);
    Ok(c.code)
}

struct Compiler<'a> {
    code: Vec<u32>,
    gw: &'a [(usize, usize)],
}

fn is_simple(p: &[Node]) -> bool {
    if p.len() != 1 {
        return false;
    }
    match &p[0] {
        Node::Sub {
            group: None, p: q, ..
        } => is_simple(q),
        Node::Any | Node::In(_) | Node::Literal(_) | Node::NotLiteral(_) => true,
        _ => false,
    }
}

impl Compiler<'_> {
    fn emit(&mut self, v: u32) {
        self.code.push(v);
    }
    fn op(&mut self, o: Op) {
        self.code.push(o as u32);
    }
    /// Emit a placeholder for a skip; returns its index.
    fn skip(&mut self) -> usize {
        self.code.push(0);
        self.code.len() - 1
    }
    fn patch(&mut self, at: usize) {
        self.code[at] = (self.code.len() - at) as u32;
    }

    fn nodes(&mut self, nodes: &[Node], flags: u32) -> Result<(), CompileError> {
        let case = case_of(flags);
        let ignore = flags & FLAG_IGNORECASE != 0;
        let locale = flags & FLAG_LOCALE != 0;
        for n in nodes {
            match n {
                Node::Literal(v) | Node::NotLiteral(v) => {
                    let not = matches!(n, Node::NotLiteral(_));
                    let v = *v;
                    if !ignore {
                        self.op(if not { Op::NOT_LITERAL } else { Op::LITERAL });
                        self.emit(v);
                    } else if locale {
                        self.op(if not {
                            Op::NOT_LITERAL_LOC_IGNORE
                        } else {
                            Op::LITERAL_LOC_IGNORE
                        });
                        self.emit(v);
                    } else if !iscased(case, v) {
                        self.op(if not { Op::NOT_LITERAL } else { Op::LITERAL });
                        self.emit(v);
                    } else {
                        let lo = tolower(case, v);
                        if case == Case::Ascii {
                            self.op(if not {
                                Op::NOT_LITERAL_IGNORE
                            } else {
                                Op::LITERAL_IGNORE
                            });
                            self.emit(lo);
                        } else if let Some(more) = fixes(lo) {
                            self.op(Op::IN_UNI_IGNORE);
                            let skip = self.skip();
                            if not {
                                self.op(Op::NEGATE);
                            }
                            self.op(Op::LITERAL);
                            self.emit(lo);
                            for &k in more {
                                self.op(Op::LITERAL);
                                self.emit(k);
                            }
                            self.op(Op::FAILURE);
                            self.patch(skip);
                        } else {
                            self.op(if not {
                                Op::NOT_LITERAL_UNI_IGNORE
                            } else {
                                Op::LITERAL_UNI_IGNORE
                            });
                            self.emit(lo);
                        }
                    }
                }
                Node::In(set) => {
                    let (charset, hascased) = optimize_charset(set, case);
                    self.op(if ignore && locale {
                        Op::IN_LOC_IGNORE
                    } else if !hascased {
                        Op::IN
                    } else if case == Case::Ascii {
                        Op::IN_IGNORE
                    } else {
                        Op::IN_UNI_IGNORE
                    });
                    let skip = self.skip();
                    self.charset(&charset, flags);
                    self.patch(skip);
                }
                Node::Any => self.op(if flags & FLAG_DOTALL != 0 {
                    Op::ANY_ALL
                } else {
                    Op::ANY
                }),
                Node::Repeat {
                    greed,
                    min,
                    max,
                    item,
                } => {
                    let (first, until, single) = match greed {
                        Greed::Max => (Op::REPEAT, Op::MAX_UNTIL, Op::REPEAT_ONE),
                        Greed::Min => (Op::REPEAT, Op::MIN_UNTIL, Op::MIN_REPEAT_ONE),
                        Greed::Possessive => (
                            Op::POSSESSIVE_REPEAT,
                            Op::SUCCESS,
                            Op::POSSESSIVE_REPEAT_ONE,
                        ),
                    };
                    if is_simple(item) {
                        self.op(single);
                        let skip = self.skip();
                        self.emit(*min as u32);
                        self.emit(*max as u32);
                        self.nodes(item, flags)?;
                        self.op(Op::SUCCESS);
                        self.patch(skip);
                    } else {
                        self.op(first);
                        let skip = self.skip();
                        self.emit(*min as u32);
                        self.emit(*max as u32);
                        self.nodes(item, flags)?;
                        self.patch(skip);
                        self.op(until);
                    }
                }
                Node::Sub { group, add, del, p } => {
                    if let Some(g) = group {
                        self.op(Op::MARK);
                        self.emit(((g - 1) * 2) as u32);
                    }
                    self.nodes(p, combine_flags(flags, *add, *del))?;
                    if let Some(g) = group {
                        self.op(Op::MARK);
                        self.emit(((g - 1) * 2 + 1) as u32);
                    }
                }
                Node::Atomic(p) => {
                    self.op(Op::ATOMIC_GROUP);
                    let skip = self.skip();
                    self.nodes(p, flags)?;
                    self.op(Op::SUCCESS);
                    self.patch(skip);
                }
                Node::Assert {
                    negative,
                    behind,
                    p,
                } => {
                    self.op(if *negative {
                        Op::ASSERT_NOT
                    } else {
                        Op::ASSERT
                    });
                    let skip = self.skip();
                    if !behind {
                        self.emit(0);
                    } else {
                        let (lo, hi) = width(p, self.gw);
                        if lo > MAXREPEAT - 1 {
                            return Err(CompileError("looks too much behind".into()));
                        }
                        if lo != hi {
                            return Err(CompileError(
                                "look-behind requires fixed-width pattern".into(),
                            ));
                        }
                        self.emit(lo as u32);
                    }
                    self.nodes(p, flags)?;
                    self.op(Op::SUCCESS);
                    self.patch(skip);
                }
                Node::At(at) => {
                    self.op(Op::AT);
                    let mut v = *at as u32;
                    if flags & FLAG_MULTILINE != 0 {
                        v = match at {
                            At::Beginning => 1, // AT_BEGINNING_LINE
                            At::End => 6,       // AT_END_LINE
                            _ => v,
                        };
                    }
                    if locale {
                        v = match at {
                            At::Boundary => 8,
                            At::NonBoundary => 9,
                            _ => v,
                        };
                    } else if flags & FLAG_UNICODE != 0 {
                        v = match at {
                            At::Boundary => 10,
                            At::NonBoundary => 11,
                            _ => v,
                        };
                    }
                    self.emit(v);
                }
                Node::Branch(items) => {
                    self.op(Op::BRANCH);
                    let mut tails = Vec::new();
                    for it in items {
                        let skip = self.skip();
                        self.nodes(it, flags)?;
                        self.op(Op::JUMP);
                        tails.push(self.skip());
                        self.patch(skip);
                    }
                    self.op(Op::FAILURE);
                    for t in tails {
                        self.patch(t);
                    }
                }
                Node::GroupRef(g) => {
                    self.op(if !ignore {
                        Op::GROUPREF
                    } else if locale {
                        Op::GROUPREF_LOC_IGNORE
                    } else if case == Case::Ascii {
                        Op::GROUPREF_IGNORE
                    } else {
                        Op::GROUPREF_UNI_IGNORE
                    });
                    self.emit((g - 1) as u32);
                }
                Node::GroupRefExists { group, yes, no } => {
                    self.op(Op::GROUPREF_EXISTS);
                    self.emit((group - 1) as u32);
                    let skipyes = self.skip();
                    self.nodes(yes, flags)?;
                    if let Some(no) = no {
                        self.op(Op::JUMP);
                        let skipno = self.skip();
                        self.code[skipyes] = (self.code.len() - skipyes + 1) as u32;
                        self.nodes(no, flags)?;
                        self.patch(skipno);
                    } else {
                        self.code[skipyes] = (self.code.len() - skipyes + 1) as u32;
                    }
                }
            }
        }
        Ok(())
    }

    fn charset(&mut self, set: &[SetItem], flags: u32) {
        for it in set {
            match it {
                SetItem::Negate => self.op(Op::NEGATE),
                SetItem::Literal(v) => {
                    self.op(Op::LITERAL);
                    self.emit(*v);
                }
                SetItem::Range(a, b) => {
                    self.op(Op::RANGE);
                    self.emit(*a);
                    self.emit(*b);
                }
                SetItem::RangeUniIgnore(a, b) => {
                    self.op(Op::RANGE_UNI_IGNORE);
                    self.emit(*a);
                    self.emit(*b);
                }
                SetItem::Charset(d) => {
                    self.op(Op::CHARSET);
                    self.code.extend_from_slice(d);
                }
                SetItem::BigCharset(d) => {
                    self.op(Op::BIGCHARSET);
                    self.code.extend_from_slice(d);
                }
                SetItem::Category(c) => {
                    self.op(Op::CATEGORY);
                    self.emit(category_code(*c, flags));
                }
            }
        }
        self.op(Op::FAILURE);
    }

    /// The INFO block: widths, and a literal prefix or a charset to search for.
    fn info(&mut self, nodes: &[Node], flags: u32) {
        let (lo, hi) = width(nodes, self.gw);
        let maxcode = u32::MAX as usize;
        let hi = hi.min(maxcode);
        if lo == 0 {
            self.code
                .extend([Op::INFO as u32, 4, 0, lo as u32, hi as u32]);
            return;
        }
        let mut prefix = Vec::new();
        let mut prefix_skip = None;
        let mut got_all = false;
        let mut charset = None;
        if !(flags & FLAG_IGNORECASE != 0 && flags & FLAG_LOCALE != 0) {
            (prefix, prefix_skip, got_all) = literal_prefix(nodes, flags);
            if prefix.is_empty() {
                charset = charset_prefix(nodes, flags);
            }
        }
        self.op(Op::INFO);
        let skip = self.skip();
        let mut mask = 0;
        if !prefix.is_empty() {
            mask = super::sre::constants::INFO_PREFIX;
            if prefix_skip.is_none() && got_all {
                mask |= super::sre::constants::INFO_LITERAL;
            }
        } else if charset.is_some() {
            mask |= super::sre::constants::INFO_CHARSET;
        }
        self.emit(mask);
        self.emit(lo.min(maxcode) as u32);
        self.emit(hi as u32);
        if !prefix.is_empty() {
            self.emit(prefix.len() as u32);
            self.emit(prefix_skip.unwrap_or(prefix.len()) as u32);
            self.code.extend_from_slice(&prefix);
            self.code.extend(overlap_table(&prefix));
        } else if let Some(cs) = charset {
            let (cs, _) = optimize_charset(&cs, Case::None);
            self.charset(&cs, flags);
        }
        self.patch(skip);
    }
}

fn category_code(c: u32, flags: u32) -> u32 {
    if flags & FLAG_LOCALE != 0 {
        // CH_LOCALE: only \w and \W change.
        match c {
            4 => 8,
            5 => 9,
            _ => c,
        }
    } else if flags & FLAG_UNICODE != 0 {
        // CH_UNICODE: DIGIT -> UNI_DIGIT ... (+10).
        c + 10
    } else {
        c
    }
}

fn literal_prefix(nodes: &[Node], flags: u32) -> (Vec<u32>, Option<usize>, bool) {
    let mut prefix = Vec::new();
    let mut prefix_skip = None;
    let case = if flags & FLAG_IGNORECASE == 0 {
        Case::None
    } else if flags & FLAG_UNICODE != 0 {
        Case::Unicode
    } else {
        Case::Ascii
    };
    for n in nodes {
        match n {
            Node::Literal(v) => {
                if case != Case::None && iscased(case, *v) {
                    return (prefix, prefix_skip, false);
                }
                prefix.push(*v);
            }
            Node::Sub { group, add, del, p } => {
                let flags1 = combine_flags(flags, *add, *del);
                if flags1 & FLAG_IGNORECASE != 0 && flags1 & FLAG_LOCALE != 0 {
                    return (prefix, prefix_skip, false);
                }
                let (prefix1, prefix_skip1, got_all) = literal_prefix(p, flags1);
                if prefix_skip.is_none() {
                    if group.is_some() {
                        prefix_skip = Some(prefix.len());
                    } else if let Some(s1) = prefix_skip1 {
                        prefix_skip = Some(prefix.len() + s1);
                    }
                }
                prefix.extend(prefix1);
                if !got_all {
                    return (prefix, prefix_skip, false);
                }
            }
            _ => return (prefix, prefix_skip, false),
        }
    }
    (prefix, prefix_skip, true)
}

fn charset_prefix(nodes: &[Node], flags: u32) -> Option<Vec<SetItem>> {
    let mut nodes = nodes;
    let mut flags = flags;
    let first = loop {
        let first = nodes.first()?;
        match first {
            Node::Sub { add, del, p, .. } => {
                flags = combine_flags(flags, *add, *del);
                if flags & FLAG_IGNORECASE != 0 && flags & FLAG_LOCALE != 0 {
                    return None;
                }
                nodes = p;
            }
            _ => break first,
        }
    };
    let case = if flags & FLAG_IGNORECASE == 0 {
        Case::None
    } else if flags & FLAG_UNICODE != 0 {
        Case::Unicode
    } else {
        Case::Ascii
    };
    let cased = |c: u32| case != Case::None && iscased(case, c);
    match first {
        Node::Literal(v) => {
            if cased(*v) {
                return None;
            }
            Some(vec![SetItem::Literal(*v)])
        }
        Node::Branch(items) => {
            let mut set = Vec::new();
            for p in items {
                match p.first()? {
                    Node::Literal(v) if !cased(*v) => set.push(SetItem::Literal(*v)),
                    _ => return None,
                }
            }
            Some(set)
        }
        Node::In(set) => {
            if case != Case::None {
                for it in set {
                    match it {
                        SetItem::Literal(v) if cased(*v) => return None,
                        SetItem::Range(a, b) => {
                            if *b > 0xffff {
                                return None;
                            }
                            if (*a..=*b).any(cased) {
                                return None;
                            }
                        }
                        _ => {}
                    }
                }
            }
            Some(set.clone())
        }
        _ => None,
    }
}

fn overlap_table(prefix: &[u32]) -> Vec<u32> {
    let mut table = vec![0u32; prefix.len()];
    for i in 1..prefix.len() {
        let mut idx = table[i - 1] as usize;
        loop {
            if prefix[i] == prefix[idx] {
                table[i] = idx as u32 + 1;
                break;
            }
            if idx == 0 {
                table[i] = 0;
                break;
            }
            idx = table[idx - 1] as usize;
        }
    }
    table
}

/// Words of a bitmap: bit `j` of word `k` is `bits[32 * k + j]`.
fn mk_bitmap(bits: &[u8]) -> Vec<u32> {
    bits.chunks(32)
        .map(|chunk| {
            chunk
                .iter()
                .enumerate()
                .fold(0u32, |w, (j, &b)| if b != 0 { w | (1 << j) } else { w })
        })
        .collect()
}

/// CPython's `_optimize_charset`: the set as literals and ranges, a bitmap or a chunked map,
/// case-folded when `case` asks; also whether any member is cased.
fn optimize_charset(charset: &[SetItem], case: Case) -> (Vec<SetItem>, bool) {
    let fold = case != Case::None;
    let mut out = Vec::new();
    let mut tail = Vec::new();
    let mut charmap = vec![0u8; 256];
    let mut hascased = false;
    for it in charset {
        let mut it = it.clone();
        loop {
            let mut overflow = false;
            match &it {
                SetItem::Literal(v) => {
                    let v = *v;
                    if fold {
                        let lo = tolower(case, v);
                        if (lo as usize) < charmap.len() {
                            charmap[lo as usize] = 1;
                            if case == Case::Unicode {
                                if let Some(more) = fixes(lo) {
                                    for &k in more {
                                        if (k as usize) < charmap.len() {
                                            charmap[k as usize] = 1;
                                        } else {
                                            overflow = true;
                                        }
                                    }
                                }
                            }
                            if !overflow && !hascased && iscased(case, v) {
                                hascased = true;
                            }
                        } else {
                            overflow = true;
                        }
                    } else if (v as usize) < charmap.len() {
                        charmap[v as usize] = 1;
                    } else {
                        overflow = true;
                    }
                }
                SetItem::Range(a, b) => {
                    let (a, b) = (*a, *b);
                    let mut i = a;
                    while i <= b {
                        let k = if fold { tolower(case, i) } else { i };
                        if (k as usize) >= charmap.len() {
                            overflow = true;
                            break;
                        }
                        charmap[k as usize] = 1;
                        if fold && case == Case::Unicode {
                            if let Some(more) = fixes(k) {
                                for &m in more {
                                    if (m as usize) < charmap.len() {
                                        charmap[m as usize] = 1;
                                    } else {
                                        overflow = true;
                                    }
                                }
                            }
                        }
                        if overflow {
                            break;
                        }
                        if i == u32::MAX {
                            break;
                        }
                        i += 1;
                    }
                    if !overflow && fold && !hascased {
                        hascased = (a..=b).any(|c| iscased(case, c));
                    }
                }
                SetItem::Negate => out.push(SetItem::Negate),
                other => tail.push(other.clone()),
            }
            if overflow {
                if charmap.len() == 256 {
                    charmap.resize(65536, 0);
                    continue;
                }
                if fold {
                    hascased = true;
                    if let SetItem::Range(a, b) = it {
                        it = SetItem::RangeUniIgnore(a, b);
                    }
                }
                tail.push(it.clone());
            }
            break;
        }
    }
    // Compress to at most two runs of literals/ranges.
    let mut runs: Option<Vec<(usize, usize)>> = Some(Vec::new());
    let mut q = 0;
    while let Some(p) = charmap[q..].iter().position(|&b| b == 1).map(|p| p + q) {
        let r = runs.as_mut().map_or(0, |r| r.len());
        if r >= 2 {
            runs = None;
            break;
        }
        match charmap[p..].iter().position(|&b| b == 0) {
            None => {
                if let Some(r) = runs.as_mut() {
                    r.push((p, charmap.len()));
                }
                break;
            }
            Some(off) => {
                q = p + off;
                if let Some(r) = runs.as_mut() {
                    r.push((p, q));
                }
            }
        }
    }
    if let Some(runs) = runs {
        for (p, q) in runs {
            if q - p == 1 {
                out.push(SetItem::Literal(p as u32));
            } else {
                out.push(SetItem::Range(p as u32, q as u32 - 1));
            }
        }
        out.extend(tail);
        if hascased || out.len() < charset.len() {
            return (out, hascased);
        }
        return (charset.to_vec(), hascased);
    }
    if charmap.len() == 256 {
        out.push(SetItem::Charset(mk_bitmap(&charmap)));
        out.extend(tail);
        return (out, hascased);
    }
    // The chunked map: 256-character chunks, duplicates shared.
    let mut comps: Vec<&[u8]> = Vec::new();
    let mut mapping = [0u8; 256];
    let mut data: Vec<u8> = Vec::new();
    for (i, chunk) in charmap.chunks(256).enumerate() {
        match comps.iter().position(|c| *c == chunk) {
            Some(k) => mapping[i] = k as u8,
            None => {
                mapping[i] = comps.len() as u8;
                comps.push(chunk);
                data.extend_from_slice(chunk);
            }
        }
    }
    let mut words = vec![comps.len() as u32];
    for m in mapping.chunks(4) {
        words.push(u32::from_le_bytes([m[0], m[1], m[2], m[3]]));
    }
    words.extend(mk_bitmap(&data));
    out.push(SetItem::BigCharset(words));
    out.extend(tail);
    (out, hascased)
}
