//! `time`: clocks, `sleep` (which keeps checking the limits), and the calendar functions
//! (`gmtime`, `localtime`, `mktime`, `strftime`, `asctime`, `ctime`; `struct_time` and
//! `strptime` are in `py/time.py`).
//!
//! There is no path to the host's time-zone database: local time is UTC, which is what CPython
//! prints on a machine without `TZ` whose `/etc/localtime` is UTC (`time.tzname` is
//! `('UTC', 'UTC')`, `time.timezone` is 0). `strftime` is glibc's in the C locale (what CPython
//! calls on Linux), flags (`-`, `_`, `0`, `^`, `#`), widths and the `E`/`O` modifiers included.

use super::registry::{Const, ModuleDef};
use crate::builtins::args::{self, Args, Method, Sig};
use crate::values::Value;
use crate::vm::{ExcKind, PyErr, PyResult, Vm};

/// The `time` module.
pub static MODULE: ModuleDef = ModuleDef {
    functions: &[
        &TIME,
        &TIME_NS,
        &PERF_COUNTER,
        &PERF_COUNTER_NS,
        &MONOTONIC,
        &MONOTONIC_NS,
        &PROCESS_TIME,
        &PROCESS_TIME_NS,
        &THREAD_TIME,
        &THREAD_TIME_NS,
        &SLEEP,
        &GMTIME,
        &LOCALTIME,
        &MKTIME,
        &STRFTIME,
        &ASCTIME,
        &CTIME,
        &TZSET,
    ],
    constants: &[
        ("timezone", Const::Int(0)),
        ("altzone", Const::Int(0)),
        ("daylight", Const::Int(0)),
    ],
    python: Some(include_str!("py/time.py")),
    ..ModuleDef::empty("time")
};

static TIME: Method = Method::function(Sig::noargs("time"), time_time);
static TIME_NS: Method = Method::function(Sig::noargs("time_ns"), time_time_ns);
static PERF_COUNTER: Method = Method::function(Sig::noargs("perf_counter"), time_perf);
static PERF_COUNTER_NS: Method = Method::function(Sig::noargs("perf_counter_ns"), time_perf_ns);
static MONOTONIC: Method = Method::function(Sig::noargs("monotonic"), time_perf);
static MONOTONIC_NS: Method = Method::function(Sig::noargs("monotonic_ns"), time_perf_ns);
static PROCESS_TIME: Method = Method::function(Sig::noargs("process_time"), time_cpu);
static PROCESS_TIME_NS: Method = Method::function(Sig::noargs("process_time_ns"), time_cpu_ns);
static THREAD_TIME: Method = Method::function(Sig::noargs("thread_time"), time_cpu);
static THREAD_TIME_NS: Method = Method::function(Sig::noargs("thread_time_ns"), time_cpu_ns);
static SLEEP: Method = Method::function(Sig::one("sleep"), time_sleep);
static GMTIME: Method = Method::function(Sig::tuple("gmtime", 0, 1), time_gmtime);
static LOCALTIME: Method = Method::function(Sig::tuple("localtime", 0, 1), time_gmtime);
static MKTIME: Method = Method::function(Sig::one("mktime"), time_mktime);
static STRFTIME: Method = Method::function(Sig::tuple("strftime", 1, 2), time_strftime);
static ASCTIME: Method = Method::function(Sig::tuple("asctime", 0, 1), time_asctime);
static CTIME: Method = Method::function(Sig::tuple("ctime", 0, 1), time_ctime);
static TZSET: Method = Method::function(Sig::noargs("tzset"), time_tzset);

fn now() -> std::time::Duration {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default()
}

fn time_time(_: &mut Vm, _: &Value, _: &Args) -> PyResult<Value> {
    Ok(Value::float(now().as_secs_f64()))
}

fn time_time_ns(_: &mut Vm, _: &Value, _: &Args) -> PyResult<Value> {
    Ok(Value::Int(now().as_nanos() as i64))
}

/// Time since the first use on this thread (the origin of the monotonic clocks is arbitrary).
fn elapsed() -> std::time::Duration {
    thread_local! {
        static START: std::time::Instant = std::time::Instant::now();
    }
    START.with(|s| s.elapsed())
}

fn time_perf(_: &mut Vm, _: &Value, _: &Args) -> PyResult<Value> {
    Ok(Value::float(elapsed().as_secs_f64()))
}

fn time_perf_ns(_: &mut Vm, _: &Value, _: &Args) -> PyResult<Value> {
    Ok(Value::Int(elapsed().as_nanos() as i64))
}

/// CPU time of the thread running the session (the session is the process, as far as its
/// code can tell), in nanoseconds.
fn cpu_ns() -> i64 {
    #[cfg(unix)]
    {
        let mut ts = libc::timespec {
            tv_sec: 0,
            tv_nsec: 0,
        };
        // SAFETY: `ts` is a valid, writable timespec.
        if unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) } == 0 {
            // `time_t` and `c_long` are narrower than i64 on some targets.
            #[allow(clippy::unnecessary_cast)]
            return ts.tv_sec as i64 * 1_000_000_000 + ts.tv_nsec as i64;
        }
    }
    elapsed().as_nanos() as i64
}

fn time_cpu(_: &mut Vm, _: &Value, _: &Args) -> PyResult<Value> {
    Ok(Value::float(cpu_ns() as f64 / 1e9))
}

fn time_cpu_ns(_: &mut Vm, _: &Value, _: &Args) -> PyResult<Value> {
    Ok(Value::Int(cpu_ns()))
}

fn time_tzset(_: &mut Vm, _: &Value, _: &Args) -> PyResult<Value> {
    Ok(Value::None)
}

/// `time.sleep`: sleeps in short slices so the deadline and cancellation still apply; a sleep
/// past the deadline ends at the deadline with the time-limit error.
fn time_sleep(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let secs = match a.arg(0) {
        Value::Int(i) => *i as f64,
        Value::Float(f) => f.get(),
        Value::Bool(b) => *b as i64 as f64,
        Value::BigInt(_) => {
            return Err(PyErr::msg(
                ExcKind::OverflowError,
                "timestamp too large to convert to C _PyTime_t",
            ));
        }
        o => {
            return Err(PyErr::type_err(format!(
                "'{}' object cannot be interpreted as an integer",
                o.type_name()
            )));
        }
    };
    if secs.is_nan() {
        return Err(PyErr::value_err("Invalid value NaN (not a number)"));
    }
    if secs < 0.0 {
        return Err(PyErr::value_err("sleep length must be non-negative"));
    }
    let end = std::time::Instant::now() + std::time::Duration::from_secs_f64(secs.min(1e9));
    loop {
        vm.check_limits()?;
        let now = std::time::Instant::now();
        if now >= end {
            return Ok(Value::None);
        }
        let mut slice = (end - now).min(std::time::Duration::from_millis(20));
        if let Some(d) = vm.deadline {
            // Wake at the deadline itself, not up to a slice after it.
            slice = slice.min(d.saturating_duration_since(now));
        }
        std::thread::sleep(slice);
    }
}

/// A broken-down time, as C's `struct tm` (month 0-11, weekday 0 = Sunday, day of year
/// 0-365), with the full year.
#[derive(Clone, Debug)]
pub struct Tm {
    /// The year (not minus 1900).
    pub year: i64,
    /// Month, 0-11.
    pub mon: i64,
    /// Day of the month, 1-31.
    pub mday: i64,
    /// Hour, 0-23.
    pub hour: i64,
    /// Minute, 0-59.
    pub min: i64,
    /// Second, 0-61.
    pub sec: i64,
    /// Day of the week, 0 = Sunday.
    pub wday: i64,
    /// Day of the year, 0-365.
    pub yday: i64,
    /// Daylight saving flag (-1 unknown).
    pub isdst: i64,
    /// Offset from UTC in seconds.
    pub gmtoff: i64,
    /// The zone's name (`tm_zone`), if known.
    pub zone: Option<String>,
}

/// Whether `y` is a leap year (proleptic Gregorian).
pub fn is_leap(y: i64) -> bool {
    y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)
}

/// Days from 1970-01-01 to `y-m-d` (month 1-12, any day number: it is added as is).
pub fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The date `(year, month 1-12, day)` of day `z` counted from 1970-01-01.
pub fn civil_from_days(z: i64) -> (i64, i64, i64) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (if m <= 2 { y + 1 } else { y }, m, d)
}

/// The UTC broken-down time of `t` seconds since the epoch.
pub fn tm_from_secs(t: i64) -> Tm {
    let days = t.div_euclid(86_400);
    let rem = t.rem_euclid(86_400);
    let (y, m, d) = civil_from_days(days);
    Tm {
        year: y,
        mon: m - 1,
        mday: d,
        hour: rem / 3600,
        min: rem % 3600 / 60,
        sec: rem % 60,
        wday: (days + 4).rem_euclid(7),
        yday: days - days_from_civil(y, 1, 1),
        isdst: 0,
        gmtoff: 0,
        zone: Some("UTC".into()),
    }
}

/// `timegm`: seconds since the epoch of a broken-down UTC time, normalising out-of-range
/// fields as `mktime` does (month 13 is January of the next year, second 61 the next minute).
pub fn timegm(tm: &Tm) -> i64 {
    let y = tm.year + tm.mon.div_euclid(12);
    let m = tm.mon.rem_euclid(12) + 1;
    let days = days_from_civil(y, m, 1) + tm.mday - 1;
    days * 86_400 + tm.hour * 3600 + tm.min * 60 + tm.sec
}

/// glibc's `mktime` where local time is UTC: [`timegm`], an hour earlier when `tm_isdst` is
/// positive (the caller says summer time is in effect).
pub fn mktime(tm: &Tm) -> i64 {
    timegm(tm) - if tm.isdst > 0 { 3600 } else { 0 }
}

/// A `time_t` from a seconds argument (`_PyTime_ObjectToTime_t` with floor rounding).
fn time_t_arg(vm: &mut Vm, v: &Value) -> PyResult<i64> {
    let overflow = || {
        PyErr::msg(
            ExcKind::OverflowError,
            "timestamp out of range for platform time_t",
        )
    };
    match v {
        Value::Float(f) => {
            if f.is_nan() {
                return Err(PyErr::value_err("Invalid value NaN (not a number)"));
            }
            let f = f.floor();
            if !(-9.223_372_036_854_776e18..9.223_372_036_854_776e18).contains(&f) {
                return Err(overflow());
            }
            Ok(f as i64)
        }
        Value::BigInt(_) => Err(overflow()),
        v => match args::index_big(vm, v) {
            Ok(b) => num_traits::ToPrimitive::to_i64(&b).ok_or_else(overflow),
            Err(e) => Err(e),
        },
    }
}

/// `gmtime([secs])` / `localtime([secs])` (the same: local time is UTC here).
fn time_gmtime(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let t = match args::not_none(a.get(0)) {
        Some(v) => time_t_arg(vm, v)?,
        None => now().as_secs() as i64,
    };
    let mut tm = tm_from_secs(t);
    if tm.year - 1900 > i32::MAX as i64 || tm.year - 1900 < i32::MIN as i64 {
        return Err(PyErr::msg(
            ExcKind::OSError,
            "[Errno 75] Value too large for defined data type",
        ));
    }
    if a.name() == "gmtime" {
        tm.zone = Some("GMT".into());
    }
    struct_time(vm, &tm)
}

/// A `time.struct_time` of `tm` (the class is `py/time.py`'s).
pub fn struct_time(vm: &mut Vm, tm: &Tm) -> PyResult<Value> {
    let module = vm.import("time")?;
    let class = match &module {
        Value::Module(m) => m.attrs.borrow().get("struct_time").cloned(),
        _ => None,
    };
    let Some(class) = class else {
        return Err(PyErr::msg(
            ExcKind::SystemError,
            "time.struct_time is missing",
        ));
    };
    let fields = vec![
        Value::Int(tm.year),
        Value::Int(tm.mon + 1),
        Value::Int(tm.mday),
        Value::Int(tm.hour),
        Value::Int(tm.min),
        Value::Int(tm.sec),
        Value::Int((tm.wday + 6) % 7),
        Value::Int(tm.yday + 1),
        Value::Int(tm.isdst),
        match &tm.zone {
            Some(z) => Value::str(z),
            None => Value::None,
        },
        Value::Int(tm.gmtoff),
    ];
    vm.call(&class, vec![Value::tuple(fields)], Vec::new())
}

/// A C `int` item of a time tuple (`PyArg_ParseTuple`'s `i`).
fn c_int(vm: &mut Vm, v: &Value) -> PyResult<i64> {
    if let Value::Float(_) = v {
        return Err(PyErr::type_err(
            "'float' object cannot be interpreted as an integer",
        ));
    }
    let b = args::index_big(vm, v)?;
    match num_traits::ToPrimitive::to_i64(&b) {
        Some(i) if i > i32::MAX as i64 => Err(PyErr::msg(
            ExcKind::OverflowError,
            "signed integer is greater than maximum",
        )),
        Some(i) if i < i32::MIN as i64 => Err(PyErr::msg(
            ExcKind::OverflowError,
            "signed integer is less than minimum",
        )),
        Some(i) => Ok(i),
        None => Err(PyErr::msg(
            ExcKind::OverflowError,
            "Python int too large to convert to C long",
        )),
    }
}

/// `gettmarg`: a 9-tuple or `struct_time` as a [`Tm`] (month, weekday and day of year moved
/// to C's ranges, unchecked). `what` names the function in the wrong-size message.
fn tm_arg(vm: &mut Vm, v: &Value, what: &str) -> PyResult<Tm> {
    let (items, zone, gmtoff) = match v {
        Value::Tuple(t) => (t.clone(), None, 0),
        Value::Instance(i) => match &i.payload {
            Some(Value::Tuple(t)) => {
                let (zone, gmtoff) = if &*i.class.name == "struct_time" {
                    let d = i.dict.borrow();
                    let zone = match d.get("tm_zone") {
                        Some(Value::Str(s)) => Some(s.s.to_string()),
                        _ => None,
                    };
                    let gmtoff = match d.get("tm_gmtoff") {
                        Some(Value::Int(g)) => *g,
                        _ => 0,
                    };
                    (zone, gmtoff)
                } else {
                    (None, 0)
                };
                (t.clone(), zone, gmtoff)
            }
            _ => return Err(PyErr::type_err("Tuple or struct_time argument required")),
        },
        _ => return Err(PyErr::type_err("Tuple or struct_time argument required")),
    };
    if items.len() != 9 {
        return Err(PyErr::type_err(format!(
            "{what}(): illegal time tuple argument"
        )));
    }
    let mut f = [0i64; 9];
    for (slot, item) in f.iter_mut().zip(items.iter()) {
        *slot = c_int(vm, item)?;
    }
    if f[0] - 1900 < i32::MIN as i64 {
        return Err(PyErr::msg(ExcKind::OverflowError, "year out of range"));
    }
    Ok(Tm {
        year: f[0],
        mon: f[1] - 1,
        mday: f[2],
        hour: f[3],
        min: f[4],
        sec: f[5],
        // C's `%`: the sign of the dividend.
        wday: (f[6] + 1) % 7,
        yday: f[7] - 1,
        isdst: f[8],
        gmtoff,
        zone,
    })
}

/// `checktm`: CPython's range checks before `strftime` and `asctime` (month, day and day of
/// year 0 are taken as their first valid value).
fn check_tm(tm: &mut Tm) -> PyResult<()> {
    let bad = |m: &str| Err(PyErr::value_err(m.to_string()));
    if tm.mon == -1 {
        tm.mon = 0;
    } else if !(0..=11).contains(&tm.mon) {
        return bad("month out of range");
    }
    if tm.mday == 0 {
        tm.mday = 1;
    } else if !(0..=31).contains(&tm.mday) {
        return bad("day of month out of range");
    }
    if !(0..=23).contains(&tm.hour) {
        return bad("hour out of range");
    }
    if !(0..=59).contains(&tm.min) {
        return bad("minute out of range");
    }
    if !(0..=61).contains(&tm.sec) {
        return bad("seconds out of range");
    }
    if tm.wday < 0 {
        return bad("day of week out of range");
    }
    if tm.yday == -1 {
        tm.yday = 0;
    } else if !(0..=365).contains(&tm.yday) {
        return bad("day of year out of range");
    }
    Ok(())
}

/// The local time now.
fn now_tm() -> Tm {
    tm_from_secs(now().as_secs() as i64)
}

/// `strftime(format[, t])`.
fn time_strftime(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let fmt = match a.arg(0).base_value() {
        Value::Str(s) => s.s.clone(),
        o => {
            return Err(PyErr::type_err(format!(
                "strftime() argument 1 must be str, not {}",
                o.type_name()
            )));
        }
    };
    let mut tm = match a.get(1) {
        Some(t) => {
            let mut tm = tm_arg(vm, t, "strftime")?;
            check_tm(&mut tm)?;
            tm.isdst = tm.isdst.clamp(-1, 1);
            tm
        }
        None => now_tm(),
    };
    if tm.zone.is_none() && tm.isdst >= 0 {
        tm.zone = Some("UTC".into());
    }
    format_tm(vm, &fmt, &tm)
}

/// `strftime(fmt, tm)` for a checked `tm`, as `time.strftime` returns it: CPython's refusal of
/// a NUL in the format and its buffer limit.
pub fn format_tm(vm: &mut Vm, fmt: &str, tm: &Tm) -> PyResult<Value> {
    if fmt.contains('\0') {
        return Err(PyErr::value_err("embedded null character"));
    }
    // CPython grows its buffer from 1024 bytes while it is under 256 times the format's
    // length, and returns '' for a result that never fits.
    let mut limit = 1024usize;
    while limit < fmt.len().saturating_mul(256) {
        limit = limit.saturating_mul(2);
    }
    vm.check_memory(limit)?;
    Ok(Value::string(strftime(fmt, tm, limit).unwrap_or_default()))
}

/// `asctime([t])`.
fn time_asctime(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let tm = match a.get(0) {
        Some(t) => {
            let mut tm = tm_arg(vm, t, "asctime")?;
            check_tm(&mut tm)?;
            tm
        }
        None => now_tm(),
    };
    Ok(Value::string(asctime(&tm)))
}

/// `ctime([secs])`.
fn time_ctime(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let t = match args::not_none(a.get(0)) {
        Some(v) => time_t_arg(vm, v)?,
        None => now().as_secs() as i64,
    };
    Ok(Value::string(asctime(&tm_from_secs(t))))
}

/// CPython's `_asctime`: `Sun Jun 20 23:21:05 1993` (the day space-padded).
fn asctime(tm: &Tm) -> String {
    format!(
        "{} {}{:>3} {:02}:{:02}:{:02} {}",
        WDAY_ABBR[tm.wday.rem_euclid(7) as usize],
        MON_ABBR[tm.mon.rem_euclid(12) as usize],
        tm.mday,
        tm.hour,
        tm.min,
        tm.sec,
        tm.year
    )
}

/// `mktime(t)`: local time (UTC here) to seconds, as a float.
fn time_mktime(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let tm = tm_arg(vm, a.arg(0), "mktime")?;
    // `mktime` normalises out-of-range fields; the weekday and day of year are ignored.
    Ok(Value::float(mktime(&tm) as f64))
}

const WDAY_ABBR: [&str; 7] = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const WDAY_FULL: [&str; 7] = [
    "Sunday",
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
];
const MON_ABBR: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];
const MON_FULL: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

/// glibc's `iso_week_days`: the days since the first day of the ISO year's first week.
fn iso_week_days(yday: i64, wday: i64) -> i64 {
    let big_enough_multiple_of_7 = (366 / 7 + 2) * 7;
    yday - (yday - wday + 4 + big_enough_multiple_of_7) % 7 + 4 - 1
}

/// The ISO 8601 year and days into its first week (glibc's `%G`/`%g`/`%V` computation).
fn iso_year_days(tm: &Tm) -> (i64, i64) {
    let mut year = tm.year;
    let mut days = iso_week_days(tm.yday, tm.wday);
    if days < 0 {
        year -= 1;
        days = iso_week_days(tm.yday + 365 + is_leap(year) as i64, tm.wday);
    } else {
        let d = iso_week_days(tm.yday - (365 + is_leap(year) as i64), tm.wday);
        if d >= 0 {
            year += 1;
            days = d;
        }
    }
    (year, days)
}

/// One conversion's flags and width.
struct Spec {
    /// `_`, `-`, `0` or none.
    pad: Option<char>,
    /// `^`.
    upper: bool,
    /// `#`.
    swap: bool,
    /// The explicit width.
    width: Option<usize>,
}

impl Spec {
    /// A string padded to the width (zeros with the `0` flag, else spaces), cased.
    fn text(&self, out: &mut String, s: &str, lower: bool, upper: bool) {
        let s = if lower {
            s.to_lowercase()
        } else if upper || self.upper {
            s.to_uppercase()
        } else {
            s.to_string()
        };
        let n = s.chars().count();
        if let Some(w) = self.width {
            let c = if self.pad == Some('0') { '0' } else { ' ' };
            out.extend(std::iter::repeat_n(c, w.saturating_sub(n)));
        }
        out.push_str(&s);
    }

    /// A number of at least `digits` digits, padded (zeros by default, spaces for
    /// `spacepad` conversions and the `_` flag; `-` pads only to an explicit width, with
    /// spaces).
    fn number(&self, out: &mut String, digits: usize, v: i64, spacepad: bool) {
        let body = v.unsigned_abs().to_string();
        let neg = v < 0;
        let (c, min) = match self.pad {
            Some('-') => (' ', 0),
            Some('_') => (' ', digits),
            Some('0') => ('0', digits),
            _ if spacepad => (' ', digits),
            _ => ('0', digits),
        };
        let target = match self.pad {
            Some('-') => self.width.unwrap_or(0),
            _ => self.width.unwrap_or(0).max(min),
        };
        let len = body.len() + neg as usize;
        let fill = target.saturating_sub(len);
        if c == '0' {
            if neg {
                out.push('-');
            }
            out.extend(std::iter::repeat_n('0', fill));
        } else {
            out.extend(std::iter::repeat_n(' ', fill));
            if neg {
                out.push('-');
            }
        }
        out.push_str(&body);
    }
}

/// glibc's `strftime` in the C locale, or `None` when the result (with C's terminating
/// NUL) would not fit in `limit` bytes.
pub fn strftime(fmt: &str, tm: &Tm, limit: usize) -> Option<String> {
    let mut out = String::with_capacity(fmt.len() + 16);
    let chars: Vec<char> = fmt.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if out.len() >= limit {
            return None;
        }
        let c = chars[i];
        if c != '%' {
            out.push(c);
            i += 1;
            continue;
        }
        let start = i;
        i += 1;
        let mut spec = Spec {
            pad: None,
            upper: false,
            swap: false,
            width: None,
        };
        while let Some(&f) = chars.get(i) {
            match f {
                '_' | '-' | '0' => spec.pad = Some(f),
                '^' => spec.upper = true,
                '#' => spec.swap = true,
                _ => break,
            }
            i += 1;
        }
        while let Some(d) = chars.get(i).and_then(|c| c.to_digit(10)) {
            spec.width = Some(
                spec.width
                    .unwrap_or(0)
                    .saturating_mul(10)
                    .saturating_add(d as usize)
                    .min(limit),
            );
            i += 1;
        }
        let mut modifier = None;
        if let Some(&m @ ('E' | 'O')) = chars.get(i) {
            modifier = Some(m);
            i += 1;
        }
        let Some(&conv) = chars.get(i) else {
            // The format ends inside a conversion: copied as is.
            let raw: String = chars[start..].iter().collect();
            spec.text(&mut out, &raw, false, false);
            break;
        };
        i += 1;
        if !conversion(&mut out, &spec, modifier, conv, tm, limit) {
            let raw: String = chars[start..i].iter().collect();
            // glibc sets `#`'s case change for the month names before it rejects `%Eb`.
            spec.upper |= spec.swap && matches!(conv, 'b' | 'h');
            spec.text(&mut out, &raw, false, false);
        }
    }
    (out.len() < limit).then_some(out)
}

/// One conversion into `out`; `false` for a bad one (copied literally by the caller).
fn conversion(
    out: &mut String,
    spec: &Spec,
    modifier: Option<char>,
    conv: char,
    tm: &Tm,
    limit: usize,
) -> bool {
    // The modifiers glibc accepts (in the C locale they change nothing).
    let allowed = match modifier {
        None => true,
        Some('E') => "%CPRTXYZcnprstuxyz".contains(conv),
        _ => "%BCGHIMPRSTUVWZbdeghjklmnprstuwyz".contains(conv),
    };
    if !allowed {
        return false;
    }
    let sub = |out: &mut String, f: &str| {
        let s = strftime(f, tm, limit).unwrap_or_default();
        spec.text(out, &s, false, false);
    };
    let hour12 = if tm.hour % 12 == 0 { 12 } else { tm.hour % 12 };
    match conv {
        '%' => spec.text(out, "%", false, false),
        'a' | 'A' | 'b' | 'h' | 'B' => {
            let (wday, mon) = (
                tm.wday.rem_euclid(7) as usize,
                tm.mon.rem_euclid(12) as usize,
            );
            let name = match conv {
                'a' => WDAY_ABBR[wday],
                'A' => WDAY_FULL[wday],
                'B' => MON_FULL[mon],
                _ => MON_ABBR[mon],
            };
            // `#` swaps the case of these mixed-case names: upper case.
            spec.text(out, name, false, spec.swap)
        }
        'c' => sub(out, "%a %b %e %H:%M:%S %Y"),
        'C' => {
            let c = tm.year.div_euclid(100);
            spec.number(out, 1, c, false)
        }
        'x' => sub(out, "%m/%d/%y"),
        'D' => sub(out, "%m/%d/%y"),
        'd' => spec.number(out, 2, tm.mday, false),
        'e' => spec.number(out, 2, tm.mday, true),
        'F' => sub(out, "%Y-%m-%d"),
        'H' => spec.number(out, 2, tm.hour, false),
        'I' => spec.number(out, 2, hour12, false),
        'k' => spec.number(out, 2, tm.hour, true),
        'l' => spec.number(out, 2, hour12, true),
        'j' => spec.number(out, 3, tm.yday + 1, false),
        'M' => spec.number(out, 2, tm.min, false),
        'm' => spec.number(out, 2, tm.mon + 1, false),
        'n' => spec.text(out, "\n", false, false),
        't' => spec.text(out, "\t", false, false),
        'P' => spec.text(out, if tm.hour > 11 { "pm" } else { "am" }, true, false),
        'p' => spec.text(
            out,
            if tm.hour > 11 { "PM" } else { "AM" },
            spec.swap,
            false,
        ),
        'R' => sub(out, "%H:%M"),
        'r' => sub(out, "%I:%M:%S %p"),
        'S' => spec.number(out, 2, tm.sec, false),
        's' => spec.number(out, 1, mktime(tm), false),
        'X' => sub(out, "%H:%M:%S"),
        'T' => sub(out, "%H:%M:%S"),
        'u' => spec.number(out, 1, (tm.wday - 1 + 7) % 7 + 1, false),
        'U' => spec.number(out, 2, (tm.yday - tm.wday + 7) / 7, false),
        'V' | 'g' | 'G' => {
            let (year, days) = iso_year_days(tm);
            match conv {
                'g' => spec.number(out, 2, (year % 100 + 100) % 100, false),
                'G' => spec.number(out, 1, year, false),
                _ => spec.number(out, 2, days / 7 + 1, false),
            }
        }
        'W' => spec.number(out, 2, (tm.yday - (tm.wday - 1 + 7) % 7 + 7) / 7, false),
        'w' => spec.number(out, 1, tm.wday, false),
        'Y' => spec.number(out, 1, tm.year, false),
        'y' => spec.number(out, 2, (tm.year % 100 + 100) % 100, false),
        'Z' => {
            let zone = tm.zone.as_deref().unwrap_or("");
            spec.text(out, zone, spec.swap, false)
        }
        'z' => {
            if tm.isdst >= 0 {
                let diff = tm.gmtoff;
                let sign = if diff < 0 { "-" } else { "+" };
                spec.text(out, sign, false, false);
                let m = diff.abs() / 60;
                spec.number(out, 4, m / 60 * 100 + m % 60, false);
            }
        }
        _ => return false,
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn civil_round_trips() {
        for z in [
            -1_000_000i64,
            -719_468,
            -1,
            0,
            1,
            59,
            365,
            10_957,
            2_932_896,
        ] {
            let (y, m, d) = civil_from_days(z);
            assert_eq!(days_from_civil(y, m, d), z);
        }
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(tm_from_secs(951_782_400).yday, 59);
    }
}
