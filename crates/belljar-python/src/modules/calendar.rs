//! `calendar`: the text and HTML calendars and the date helpers (`py/calendar.py`, after
//! CPython 3.11's `Lib/calendar.py` in the C locale; the locale classes are absent).

use super::registry::ModuleDef;

/// The `calendar` module.
pub static MODULE: ModuleDef = ModuleDef {
    python: Some(include_str!("py/calendar.py")),
    ..ModuleDef::empty("calendar")
};
