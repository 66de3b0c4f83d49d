//! SRE's opcodes, position codes and categories, numbered as CPython 3.11's
//! `Lib/re/_constants.py` numbers them (`re._constants.OPCODES`: the numbering is the same
//! from 3.11 to 3.13, whose magic the upstream crate names).
//!
//! Vendored from `rustpython-sre_engine` 0.6.0 (MIT, see `LICENSE` in this directory); the
//! `num_enum` and `bitflags` derives are replaced by plain conversions. Upstream notice:
//! "Secret Labs' Regular Expression Engine. Copyright (c) 1997-2001 by Secret Labs AB. All
//! rights reserved. See the sre.c file for information on usage and redistribution."

/// `SRE_INFO_PREFIX`: the INFO block carries a literal prefix.
pub const INFO_PREFIX: u32 = 1;
/// `SRE_INFO_LITERAL`: the whole pattern is that literal prefix.
pub const INFO_LITERAL: u32 = 2;
/// `SRE_INFO_CHARSET`: the INFO block carries a charset every match starts with.
pub const INFO_CHARSET: u32 = 4;

#[allow(non_camel_case_types, clippy::upper_case_acronyms)]
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[repr(u32)]
pub enum SreOpcode {
    FAILURE = 0,
    SUCCESS = 1,
    ANY = 2,
    ANY_ALL = 3,
    ASSERT = 4,
    ASSERT_NOT = 5,
    AT = 6,
    BRANCH = 7,
    CATEGORY = 8,
    CHARSET = 9,
    BIGCHARSET = 10,
    GROUPREF = 11,
    GROUPREF_EXISTS = 12,
    IN = 13,
    INFO = 14,
    JUMP = 15,
    LITERAL = 16,
    MARK = 17,
    MAX_UNTIL = 18,
    MIN_UNTIL = 19,
    NOT_LITERAL = 20,
    NEGATE = 21,
    RANGE = 22,
    REPEAT = 23,
    REPEAT_ONE = 24,
    SUBPATTERN = 25,
    MIN_REPEAT_ONE = 26,
    ATOMIC_GROUP = 27,
    POSSESSIVE_REPEAT = 28,
    POSSESSIVE_REPEAT_ONE = 29,
    GROUPREF_IGNORE = 30,
    IN_IGNORE = 31,
    LITERAL_IGNORE = 32,
    NOT_LITERAL_IGNORE = 33,
    GROUPREF_LOC_IGNORE = 34,
    IN_LOC_IGNORE = 35,
    LITERAL_LOC_IGNORE = 36,
    NOT_LITERAL_LOC_IGNORE = 37,
    GROUPREF_UNI_IGNORE = 38,
    IN_UNI_IGNORE = 39,
    LITERAL_UNI_IGNORE = 40,
    NOT_LITERAL_UNI_IGNORE = 41,
    RANGE_UNI_IGNORE = 42,
}

#[allow(non_camel_case_types, clippy::upper_case_acronyms)]
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[repr(u32)]
pub enum SreAtCode {
    BEGINNING = 0,
    BEGINNING_LINE = 1,
    BEGINNING_STRING = 2,
    BOUNDARY = 3,
    NON_BOUNDARY = 4,
    END = 5,
    END_LINE = 6,
    END_STRING = 7,
    LOC_BOUNDARY = 8,
    LOC_NON_BOUNDARY = 9,
    UNI_BOUNDARY = 10,
    UNI_NON_BOUNDARY = 11,
}

#[allow(non_camel_case_types, clippy::upper_case_acronyms)]
#[derive(Copy, Clone, Debug)]
#[repr(u32)]
pub enum SreCatCode {
    DIGIT = 0,
    NOT_DIGIT = 1,
    SPACE = 2,
    NOT_SPACE = 3,
    WORD = 4,
    NOT_WORD = 5,
    LINEBREAK = 6,
    NOT_LINEBREAK = 7,
    LOC_WORD = 8,
    LOC_NOT_WORD = 9,
    UNI_DIGIT = 10,
    UNI_NOT_DIGIT = 11,
    UNI_SPACE = 12,
    UNI_NOT_SPACE = 13,
    UNI_WORD = 14,
    UNI_NOT_WORD = 15,
    UNI_LINEBREAK = 16,
    UNI_NOT_LINEBREAK = 17,
}

/// `TryFrom<u32>` for a code enum numbered 0, 1, 2... in the order listed.
macro_rules! numbered {
    ($t:ident: $($v:ident),* $(,)?) => {
        impl TryFrom<u32> for $t {
            type Error = u32;
            fn try_from(v: u32) -> Result<Self, u32> {
                const ALL: &[$t] = &[$($t::$v),*];
                ALL.get(v as usize).copied().ok_or(v)
            }
        }
    };
}

numbered!(SreOpcode: FAILURE, SUCCESS, ANY, ANY_ALL, ASSERT, ASSERT_NOT, AT, BRANCH, CATEGORY, CHARSET, BIGCHARSET, GROUPREF, GROUPREF_EXISTS, IN, INFO, JUMP, LITERAL, MARK, MAX_UNTIL, MIN_UNTIL, NOT_LITERAL, NEGATE, RANGE, REPEAT, REPEAT_ONE, SUBPATTERN, MIN_REPEAT_ONE, ATOMIC_GROUP, POSSESSIVE_REPEAT, POSSESSIVE_REPEAT_ONE, GROUPREF_IGNORE, IN_IGNORE, LITERAL_IGNORE, NOT_LITERAL_IGNORE, GROUPREF_LOC_IGNORE, IN_LOC_IGNORE, LITERAL_LOC_IGNORE, NOT_LITERAL_LOC_IGNORE, GROUPREF_UNI_IGNORE, IN_UNI_IGNORE, LITERAL_UNI_IGNORE, NOT_LITERAL_UNI_IGNORE, RANGE_UNI_IGNORE);

numbered!(SreAtCode: BEGINNING, BEGINNING_LINE, BEGINNING_STRING, BOUNDARY, NON_BOUNDARY, END, END_LINE, END_STRING, LOC_BOUNDARY, LOC_NON_BOUNDARY, UNI_BOUNDARY, UNI_NON_BOUNDARY);

numbered!(SreCatCode: DIGIT, NOT_DIGIT, SPACE, NOT_SPACE, WORD, NOT_WORD, LINEBREAK, NOT_LINEBREAK, LOC_WORD, LOC_NOT_WORD, UNI_DIGIT, UNI_NOT_DIGIT, UNI_SPACE, UNI_NOT_SPACE, UNI_WORD, UNI_NOT_WORD, UNI_LINEBREAK, UNI_NOT_LINEBREAK);
