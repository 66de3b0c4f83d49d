//! `time`: the wall clock, monotonic clocks and `sleep` (which keeps checking the limits).

use super::registry::ModuleDef;

/// The `time` module.
pub static MODULE: ModuleDef = ModuleDef {
    functions: &[&TIME, &PERF_COUNTER, &MONOTONIC, &PROCESS_TIME, &SLEEP],
    ..ModuleDef::empty("time")
};

use crate::builtins::args::{Args, Method, Sig};
use crate::values::Value;
use crate::vm::Vm;

static TIME: Method = Method::function(Sig::noargs("time"), time_time);
static PERF_COUNTER: Method = Method::function(Sig::noargs("perf_counter"), time_perf);
static MONOTONIC: Method = Method::function(Sig::noargs("monotonic"), time_perf);
static PROCESS_TIME: Method = Method::function(Sig::noargs("process_time"), time_perf);
static SLEEP: Method = Method::function(Sig::one("sleep"), time_sleep);

fn time_time(_: &mut Vm, _: &Value, _: &Args) -> crate::vm::PyResult<Value> {
    let d = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    Ok(Value::Float(d.as_secs_f64()))
}

fn time_perf(_: &mut Vm, _: &Value, _: &Args) -> crate::vm::PyResult<Value> {
    thread_local! {
        static START: std::time::Instant = std::time::Instant::now();
    }
    Ok(Value::Float(START.with(|s| s.elapsed().as_secs_f64())))
}

/// `time.sleep`: sleeps in short slices so the deadline and cancellation still apply.
fn time_sleep(vm: &mut Vm, _: &Value, a: &Args) -> crate::vm::PyResult<Value> {
    let secs = match a.arg(0) {
        Value::Int(i) => *i as f64,
        Value::Float(f) => *f,
        Value::Bool(b) => *b as i64 as f64,
        o => {
            return Err(crate::vm::PyErr::type_err(format!(
                "'{}' object cannot be interpreted as an integer",
                o.type_name()
            )));
        }
    };
    if secs < 0.0 || secs.is_nan() {
        return Err(crate::vm::PyErr::value_err(
            "sleep length must be non-negative",
        ));
    }
    let end = std::time::Instant::now() + std::time::Duration::from_secs_f64(secs.min(1e9));
    loop {
        vm.check_limits()?;
        let now = std::time::Instant::now();
        if now >= end {
            return Ok(Value::None);
        }
        std::thread::sleep((end - now).min(std::time::Duration::from_millis(20)));
    }
}
