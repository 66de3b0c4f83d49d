//! Python objects ↔ plain data: [`to_data`] reads a Python value as a [`belljar::Data`] (the
//! shapes that cross into the interpreter: variables, tool answers), [`from_data`] and
//! [`from_json`] build Python values (tool arguments, variables read back, results' values).
//! Nesting is bounded ([`MAX_DEPTH`]) so a deep or cyclic structure is refused, never a
//! stack overflow.

use belljar::Data;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{
    PyBool, PyByteArray, PyBytes, PyComplex, PyDict, PyFloat, PyFrozenSet, PyInt, PyList, PySet,
    PyString, PyTuple,
};

/// How deep plain data may nest (a cyclic list hits it too).
pub const MAX_DEPTH: usize = 500;

/// `obj` as plain data: `None`, `bool`, `int`, `float`, `complex`, `str`, `bytes` (and
/// `bytearray`), and lists, tuples, dicts, sets and frozensets of those (subclasses count as
/// their base type). Anything else is a
/// `TypeError` naming its type.
pub fn to_data(obj: &Bound<'_, PyAny>) -> PyResult<Data> {
    to_data_at(obj, 0)
}

fn to_data_at(obj: &Bound<'_, PyAny>, depth: usize) -> PyResult<Data> {
    if depth > MAX_DEPTH {
        return Err(PyValueError::new_err(format!(
            "the value nests deeper than {MAX_DEPTH} levels (or contains itself)"
        )));
    }
    if obj.is_none() {
        return Ok(Data::None);
    }
    if let Ok(b) = obj.cast::<PyBool>() {
        return Ok(Data::Bool(b.is_true()));
    }
    if let Ok(i) = obj.cast::<PyInt>() {
        return Ok(match i.extract::<i64>() {
            Ok(v) => Data::Int(v),
            Err(_) => Data::BigInt(i.str()?.to_string()),
        });
    }
    if let Ok(f) = obj.cast::<PyFloat>() {
        return Ok(Data::Float(f.value()));
    }
    if let Ok(c) = obj.cast::<PyComplex>() {
        return Ok(Data::Complex(c.real(), c.imag()));
    }
    if let Ok(s) = obj.cast::<PyString>() {
        return Ok(Data::Str(s.to_cow()?.into_owned()));
    }
    if let Ok(b) = obj.cast::<PyBytes>() {
        return Ok(Data::Bytes(b.as_bytes().to_vec()));
    }
    if let Ok(b) = obj.cast::<PyByteArray>() {
        return Ok(Data::Bytes(b.to_vec()));
    }
    if let Ok(l) = obj.cast::<PyList>() {
        return Ok(Data::List(items(l.iter(), depth)?));
    }
    if let Ok(t) = obj.cast::<PyTuple>() {
        return Ok(Data::Tuple(items(t.iter(), depth)?));
    }
    if let Ok(d) = obj.cast::<PyDict>() {
        let mut out = Vec::with_capacity(d.len());
        for (k, v) in d.iter() {
            out.push((to_data_at(&k, depth + 1)?, to_data_at(&v, depth + 1)?));
        }
        return Ok(Data::Dict(out));
    }
    if let Ok(set) = obj.cast::<PySet>() {
        return Ok(Data::Set(items(set.iter(), depth)?));
    }
    if let Ok(set) = obj.cast::<PyFrozenSet>() {
        return Ok(Data::FrozenSet(items(set.iter(), depth)?));
    }
    Err(PyTypeError::new_err(format!(
        "a '{}' object is not plain data (None, bool, int, float, complex, str, bytes, and \
         lists, tuples, dicts, sets and frozensets of those)",
        obj.get_type().name()?
    )))
}

/// The items of a container at `depth`, as plain data.
fn items<'py>(iter: impl Iterator<Item = Bound<'py, PyAny>>, depth: usize) -> PyResult<Vec<Data>> {
    iter.map(|x| to_data_at(&x, depth + 1)).collect()
}

/// The Python value `d` describes.
pub fn from_data<'py>(py: Python<'py>, d: &Data) -> PyResult<Bound<'py, PyAny>> {
    Ok(match d {
        Data::None => py.None().into_bound(py),
        Data::Bool(b) => PyBool::new(py, *b).to_owned().into_any(),
        Data::Int(i) => i.into_pyobject(py)?.into_any(),
        Data::BigInt(s) => py
            .get_type::<PyInt>()
            .call1((s.as_str(),))
            .map_err(|_| PyValueError::new_err(format!("{s:?} is not an integer")))?,
        Data::Float(f) => PyFloat::new(py, *f).into_any(),
        Data::Complex(re, im) => PyComplex::from_doubles(py, *re, *im).into_any(),
        Data::Str(s) => PyString::new(py, s).into_any(),
        Data::Bytes(b) => PyBytes::new(py, b).into_any(),
        Data::List(items) => {
            let l = PyList::empty(py);
            for x in items {
                l.append(from_data(py, x)?)?;
            }
            l.into_any()
        }
        Data::Tuple(items) => {
            let v = items
                .iter()
                .map(|x| from_data(py, x))
                .collect::<PyResult<Vec<_>>>()?;
            PyTuple::new(py, v)?.into_any()
        }
        Data::Dict(items) => {
            let dict = PyDict::new(py);
            for (k, v) in items {
                dict.set_item(from_data(py, k)?, from_data(py, v)?)?;
            }
            dict.into_any()
        }
        Data::Set(items) => {
            let set = PySet::empty(py)?;
            for x in items {
                set.add(from_data(py, x)?)?;
            }
            set.into_any()
        }
        Data::FrozenSet(items) => {
            let v = items
                .iter()
                .map(|x| from_data(py, x))
                .collect::<PyResult<Vec<_>>>()?;
            PyFrozenSet::new(py, &v)?.into_any()
        }
    })
}

/// The Python value of a JSON value (objects become dicts, arrays lists).
pub fn from_json<'py>(py: Python<'py>, j: &serde_json::Value) -> PyResult<Bound<'py, PyAny>> {
    use serde_json::Value as J;
    Ok(match j {
        J::Null => py.None().into_bound(py),
        J::Bool(b) => PyBool::new(py, *b).to_owned().into_any(),
        J::Number(n) => {
            if let Some(i) = n.as_i64() {
                i.into_pyobject(py)?.into_any()
            } else if let Some(u) = n.as_u64() {
                u.into_pyobject(py)?.into_any()
            } else {
                PyFloat::new(py, n.as_f64().unwrap_or(f64::NAN)).into_any()
            }
        }
        J::String(s) => PyString::new(py, s).into_any(),
        J::Array(items) => {
            let l = PyList::empty(py);
            for x in items {
                l.append(from_json(py, x)?)?;
            }
            l.into_any()
        }
        J::Object(m) => {
            let dict = PyDict::new(py);
            for (k, v) in m {
                dict.set_item(k, from_json(py, v)?)?;
            }
            dict.into_any()
        }
    })
}
