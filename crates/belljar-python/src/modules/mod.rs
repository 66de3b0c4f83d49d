//! The modules `import` can find, one file each, listed in [`registry::MODULES`]; anything
//! else is `ModuleNotFoundError`, as for a module that is not installed. Modules written in
//! Python live in `py/` and run in a namespace of their own.

pub mod abc;
pub mod asyncio;
pub mod base64;
pub mod binascii;
pub mod bisect;
pub mod calendar;
pub mod collections;
pub mod collections_abc;
pub mod contextlib;
pub mod copy;
pub mod dataclasses;
pub mod datetime;
pub mod enum_;
pub mod fnmatch;
pub mod functools;
pub mod future;
pub mod hashlib;
pub mod heapq;
pub mod hmac;
pub mod html;
pub mod io;
pub mod itertools;
pub mod json;
pub mod math;
pub mod operator;
pub mod queue;
pub mod random;
pub mod re;
pub mod registry;
pub mod reprlib;
pub mod secrets;
pub mod stat;
pub mod string;
pub mod strptime;
pub mod struct_;
pub mod sys;
pub mod textwrap;
pub mod time;
pub mod types;
pub mod typing;
pub mod uuid;
pub mod zoneinfo;
