//! `time`: the wall clock, monotonic clocks and `sleep` (which keeps checking the limits).

use super::registry::ModuleDef;

/// The `time` module.
pub static MODULE: ModuleDef = ModuleDef {
    functions: &[
        ("time", time_time),
        ("perf_counter", time_perf),
        ("monotonic", time_perf),
        ("process_time", time_perf),
        ("sleep", time_sleep),
    ],
    ..ModuleDef::empty("time")
};

use crate::values::Value;
use crate::vm::Vm;

fn time_time(
    _: &mut Vm,
    _: &[Value],
    _: crate::values::function::Kwargs,
) -> crate::vm::PyResult<Value> {
    let d = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    Ok(Value::Float(d.as_secs_f64()))
}

fn time_perf(
    _: &mut Vm,
    _: &[Value],
    _: crate::values::function::Kwargs,
) -> crate::vm::PyResult<Value> {
    thread_local! {
        static START: std::time::Instant = std::time::Instant::now();
    }
    Ok(Value::Float(START.with(|s| s.elapsed().as_secs_f64())))
}

/// `time.sleep`: sleeps in short slices so the deadline and cancellation still apply.
fn time_sleep(
    vm: &mut Vm,
    args: &[Value],
    _: crate::values::function::Kwargs,
) -> crate::vm::PyResult<Value> {
    let secs = match args.first() {
        Some(Value::Int(i)) => *i as f64,
        Some(Value::Float(f)) => *f,
        Some(Value::Bool(b)) => *b as i64 as f64,
        _ => {
            return Err(crate::vm::PyErr::type_err(
                "sleep() argument must be a number",
            ));
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
