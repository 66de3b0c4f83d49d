//! Replacement templates of `sub`, `subn` and `Match.expand` (`\1`, `\g<1>`, `\g<name>`,
//! octal and character escapes), parsed and expanded as CPython 3.11's
//! `re._parser.parse_template` and `expand_template` do, with their errors.

use super::parser::{
    PResult, ParseError, Source, escape_literal, group_number, is_asciiletter, is_digit,
    is_identifier, is_octdigit,
};
use super::pattern::Compiled;
use crate::text::str_methods::str_repr;

/// One piece of a parsed template.
pub enum Piece {
    /// Literal text (characters, or bytes for a bytes template).
    Lit(Vec<u32>),
    /// The text of a group (empty when it did not take part).
    Group(usize),
}

/// Why a template was refused.
pub enum TemplateError {
    /// `re.error(msg, template, pos)`.
    Re(String, usize),
    /// `IndexError(msg)` (an unknown group name).
    Index(String),
}

impl From<ParseError> for TemplateError {
    fn from(e: ParseError) -> Self {
        match e {
            ParseError::Re(m, p) => TemplateError::Re(m, p),
            ParseError::Value(m) | ParseError::Overflow(m) => TemplateError::Re(m, 0),
            ParseError::Recursion => {
                TemplateError::Re("maximum recursion depth exceeded".into(), 0)
            }
        }
    }
}

fn digit(c: u32) -> usize {
    (c - '0' as u32) as usize
}

/// Parse `repl` (code points of a str template, or bytes) against pattern `p`.
pub fn parse_template(
    repl: &[u32],
    istext: bool,
    p: &Compiled,
) -> Result<Vec<Piece>, TemplateError> {
    let mut s = Source::new(repl, istext)?;
    let mut pieces: Vec<Piece> = Vec::new();
    let mut literal: Vec<u32> = Vec::new();
    let addgroup = |s: &Source,
                    pieces: &mut Vec<Piece>,
                    literal: &mut Vec<u32>,
                    index: usize,
                    pos: usize|
     -> PResult<()> {
        if index > p.groups {
            return Err(s.error(format!("invalid group reference {index}"), pos));
        }
        if !literal.is_empty() {
            pieces.push(Piece::Lit(std::mem::take(literal)));
        }
        pieces.push(Piece::Group(index));
        Ok(())
    };
    while let Some(this) = s.get()? {
        if !this.esc {
            literal.push(this.c);
            continue;
        }
        let c = this.c;
        if c == 'g' as u32 {
            if !s.matches('<')? {
                return Err(s.error("missing <".into(), 0).into());
            }
            let name = s.getuntil('>', "group name")?;
            let len = name.chars().count() + 1;
            let index;
            if is_identifier(&name) {
                s.checkgroupname(&name, 1)?;
                match p.groupindex.iter().find(|(n, _)| &**n == name.as_str()) {
                    Some(&(_, i)) => index = i,
                    None => {
                        return Err(TemplateError::Index(format!(
                            "unknown group name {}",
                            str_repr(&name)
                        )));
                    }
                }
            } else {
                let Some(v) = group_number(&name) else {
                    return Err(s
                        .error(
                            format!("bad character in group name {}", str_repr(&name)),
                            len,
                        )
                        .into());
                };
                if v >= super::sre::MAXGROUPS as u128 {
                    return Err(s.error(format!("invalid group reference {v}"), len).into());
                }
                index = v as usize;
            }
            addgroup(&s, &mut pieces, &mut literal, index, len)?;
        } else if c == '0' as u32 {
            let mut v = 0u32;
            for _ in 0..2 {
                match s.next {
                    Some(t) if !t.esc && is_octdigit(t.c) => {
                        v = v * 8 + digit(t.c) as u32;
                        s.get()?;
                    }
                    _ => break,
                }
            }
            literal.push(v & 0xff);
        } else if ('1' as u32..='9' as u32).contains(&c) {
            let mut digits = vec![c];
            let mut octal = false;
            if is_digit(s.next) {
                digits.push(s.get()?.map_or(0, |t| t.c));
                if is_octdigit(c)
                    && is_octdigit(digits[1])
                    && s.next.is_some_and(|t| !t.esc && is_octdigit(t.c))
                {
                    digits.push(s.get()?.map_or(0, |t| t.c));
                    octal = true;
                    let v = digits.iter().fold(0u32, |a, &d| a * 8 + digit(d) as u32);
                    if v > 0o377 {
                        let text: String = std::iter::once('\\')
                            .chain(digits.iter().filter_map(|&d| char::from_u32(d)))
                            .collect();
                        return Err(s
                            .error(
                                format!("octal escape value {text} outside of range 0-0o377"),
                                text.len(),
                            )
                            .into());
                    }
                    literal.push(v);
                }
            }
            if !octal {
                let index = digits.iter().fold(0usize, |a, &d| a * 10 + digit(d));
                addgroup(&s, &mut pieces, &mut literal, index, digits.len())?;
            }
        } else if let Some(v) = escape_literal(c) {
            literal.push(v);
        } else {
            if is_asciiletter(c) {
                return Err(s.error(format!("bad escape {}", this.text()), 2).into());
            }
            literal.push('\\' as u32);
            literal.push(c);
        }
    }
    if !literal.is_empty() {
        pieces.push(Piece::Lit(literal));
    }
    Ok(pieces)
}
