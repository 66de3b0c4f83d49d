//! Out-of-line handlers for f-strings: `FormatValue` (conversion and format spec of one field)
//! and `BuildString` (joining the parts).

use crate::compile::code::Op;
use std::rc::Rc;

use crate::values::{PyStr, Value};
use crate::vm::{Frame, PyResult, Vm};

impl Vm {
    /// The f-string instructions: a formatted field and the concatenation of the parts.
    #[inline(never)]
    pub(crate) fn fstring_op(&mut self, f: &mut Frame, op: Op) -> PyResult<()> {
        match op {
            Op::BuildString(n) => {
                let at = f.stack.len() - n as usize;
                // One allocation of the final size; the code points add up.
                let (mut bytes, mut chars) = (0, 0);
                for v in &f.stack[at..] {
                    if let Value::Str(p) = v {
                        bytes += p.s.len();
                        chars += p.char_len;
                    }
                }
                let mut s = String::with_capacity(bytes);
                for v in f.stack.drain(at..) {
                    if let Value::Str(p) = v {
                        s.push_str(&p.s);
                    }
                }
                f.stack.push(Value::Str(Rc::new(PyStr::with_len(s, chars))));
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
                    Some(Value::Str(s)) => s.s.as_str(),
                    _ => "",
                };
                // A str with no spec is its own text (`format(s, "")` is `s`).
                if spec_s.is_empty() && matches!(v, Value::Str(_)) {
                    f.stack.push(v);
                    return Ok(());
                }
                if spec_s.is_empty() {
                    if let Value::Int(i) = v {
                        f.stack.push(crate::values::int::i64_str(i));
                        return Ok(());
                    }
                }
                let r = self.format(&v, spec_s)?;
                f.stack.push(Value::string(r));
            }
            _ => unreachable!("fstring_op given {op:?}"),
        }
        Ok(())
    }
}
