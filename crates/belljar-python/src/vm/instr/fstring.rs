//! Out-of-line handlers for f-strings: `FormatValue` (conversion and format spec of one field)
//! and `BuildString` (joining the parts).

use crate::compile::code::Op;
use crate::values::Value;
use crate::vm::{Frame, PyResult, Vm};

impl Vm {
    /// The f-string instructions: a formatted field and the concatenation of the parts.
    #[inline(never)]
    pub(crate) fn fstring_op(&mut self, f: &mut Frame, op: Op) -> PyResult<()> {
        match op {
            Op::BuildString(n) => {
                let at = f.stack.len() - n as usize;
                let mut s = String::new();
                for v in f.stack.drain(at..) {
                    if let Value::Str(p) = v {
                        s.push_str(&p.s);
                    }
                }
                f.stack.push(Value::string(s));
            }
            Op::FormatValue(conv, has_spec) => {
                let spec = if has_spec {
                    Some(f.stack.pop().unwrap())
                } else {
                    None
                };
                let v = f.stack.pop().unwrap();
                let v = match conv {
                    b's' => Value::string(self.to_str(&v)?),
                    b'r' => Value::string(self.repr(&v)?),
                    b'a' => Value::string(self.ascii(&v)?),
                    _ => v,
                };
                let spec_s = match &spec {
                    Some(Value::Str(s)) => s.s.clone(),
                    _ => String::new(),
                };
                let r = self.format(&v, &spec_s)?;
                f.stack.push(Value::string(r));
            }
            _ => unreachable!("fstring_op given {op:?}"),
        }
        Ok(())
    }
}
