//! `zlib`: DEFLATE compression as CPython's `zlib` module, over the real zlib (the `libz-sys`
//! crate's bundled copy, statically linked, driven through `flate2`'s safe API), so compressed
//! bytes are the ones CPython produces. One-shot `compress`/`decompress` with `wbits` for zlib,
//! raw and gzip streams, `crc32`/`adler32`, and the streaming `compressobj`/`decompressobj`
//! objects (`max_length`, `unconsumed_tail`, `unused_data`, `eof`, `zdict`). The work is done in
//! 64 KiB steps with the time and memory limits checked between them, so a decompression bomb
//! ends at the memory limit.

use std::cell::RefCell;
use std::rc::Rc;

use flate2::{Compress, Compression, Decompress, FlushCompress, FlushDecompress, Status};

use super::registry::{self, Const, ExcDef, ModuleDef};
use crate::builtins::args::{self, Args, Method, Sig};
use crate::values::Value;
use crate::values::native::{self, NativeObject, NativeType};
use crate::vm::{ExcKind, PyErr, PyResult, Vm};

/// The `zlib` module.
pub static MODULE: ModuleDef = ModuleDef {
    functions: &[
        &COMPRESS,
        &DECOMPRESS,
        &CRC32,
        &ADLER32,
        &COMPRESSOBJ,
        &DECOMPRESSOBJ,
    ],
    constants: &[
        ("MAX_WBITS", Const::Int(15)),
        ("DEFLATED", Const::Int(8)),
        ("DEF_MEM_LEVEL", Const::Int(8)),
        ("DEF_BUF_SIZE", Const::Int(16384)),
        ("Z_NO_COMPRESSION", Const::Int(0)),
        ("Z_BEST_SPEED", Const::Int(1)),
        ("Z_BEST_COMPRESSION", Const::Int(9)),
        ("Z_DEFAULT_COMPRESSION", Const::Int(-1)),
        ("Z_FILTERED", Const::Int(1)),
        ("Z_HUFFMAN_ONLY", Const::Int(2)),
        ("Z_RLE", Const::Int(3)),
        ("Z_FIXED", Const::Int(4)),
        ("Z_DEFAULT_STRATEGY", Const::Int(0)),
        ("Z_NO_FLUSH", Const::Int(0)),
        ("Z_PARTIAL_FLUSH", Const::Int(1)),
        ("Z_SYNC_FLUSH", Const::Int(2)),
        ("Z_FULL_FLUSH", Const::Int(3)),
        ("Z_FINISH", Const::Int(4)),
        ("Z_BLOCK", Const::Int(5)),
        ("Z_TREES", Const::Int(6)),
        ("ZLIB_VERSION", Const::Str(BUNDLED_VERSION)),
        ("ZLIB_RUNTIME_VERSION", Const::Str(BUNDLED_VERSION)),
    ],
    exceptions: &[ExcDef {
        name: "error",
        base: ExcKind::Exception,
        module: "zlib",
    }],
    types: &[&COMPRESS_T, &DECOMPRESS_T],
    ..ModuleDef::empty("zlib")
};

/// The version of the zlib `libz-sys` bundles and links statically.
const BUNDLED_VERSION: &str = "1.3.2";

static COMPRESS: Method = Method::function(
    Sig::kw("compress", &["data", "level", "wbits"], 1, 3, 1),
    compress,
);
static DECOMPRESS: Method = Method::function(
    Sig::kw("decompress", &["data", "wbits", "bufsize"], 1, 3, 1),
    decompress,
);
static CRC32: Method = Method::function(Sig::pos("crc32", 1, 2), crc32);
static ADLER32: Method = Method::function(Sig::pos("adler32", 1, 2), adler32);
static COMPRESSOBJ: Method = Method::function(
    Sig::kw(
        "compressobj",
        &["level", "method", "wbits", "memLevel", "strategy", "zdict"],
        0,
        6,
        0,
    ),
    compressobj,
);
static DECOMPRESSOBJ: Method = Method::function(
    Sig::kw("decompressobj", &["wbits", "zdict"], 0, 2, 0),
    decompressobj,
);

/// `zlib.Compress`.
pub static COMPRESS_T: NativeType = NativeType {
    name: "zlib.Compress",
    methods: &[&C_COMPRESS, &C_FLUSH],
};

/// `zlib.Decompress`.
pub static DECOMPRESS_T: NativeType = NativeType {
    name: "zlib.Decompress",
    methods: &[&D_DECOMPRESS, &D_FLUSH],
};

static C_COMPRESS: Method = Method::new(Sig::one("compress"), c_compress);
static C_FLUSH: Method = Method::new(Sig::pos("flush", 0, 1), c_flush);
static D_DECOMPRESS: Method = Method::new(
    Sig::kw("decompress", &["data", "max_length"], 1, 2, 1),
    d_decompress,
);
static D_FLUSH: Method = Method::new(Sig::pos("flush", 0, 1), d_flush);

/// Bytes produced or consumed between two limit checks.
const STEP: usize = 64 * 1024;

fn error(vm: &mut Vm, msg: impl Into<String>) -> PyErr {
    registry::module_error(vm, "zlib", "error", msg.into())
}

fn data_arg(v: &Value) -> PyResult<Vec<u8>> {
    crate::builtins::bytearray::contents(v).ok_or_else(|| {
        PyErr::type_err(format!(
            "a bytes-like object is required, not '{}'",
            v.type_name()
        ))
    })
}

fn int_opt(vm: &mut Vm, v: Option<&Value>, default: i64) -> PyResult<i64> {
    match v {
        Some(v) => args::index(vm, v),
        None => Ok(default),
    }
}

/// A compressor for `level` and `wbits` (9..15 zlib, -9..-15 raw, 25..31 gzip; 8 acts as 9,
/// as in zlib), or `None` when zlib would refuse them.
fn compressor(level: i64, wbits: i64) -> Option<Compress> {
    if !(-1..=9).contains(&level) {
        return None;
    }
    let level = if level == -1 {
        Compression::default()
    } else {
        Compression::new(level as u32)
    };
    let bits = |b: i64| if b == 8 { 9 } else { b as u8 };
    match wbits {
        8..=15 => Some(Compress::new_with_window_bits(level, true, bits(wbits))),
        -15..=-8 => Some(Compress::new_with_window_bits(level, false, bits(-wbits))),
        24..=31 => Some(Compress::new_gzip(level, bits(wbits - 16))),
        _ => None,
    }
}

/// A decompressor for `wbits` (8..15 zlib, -8..-15 raw, 24..31 gzip, 40..47 zlib or gzip by
/// the header, 0 the zlib header's own window), given the first bytes of the stream.
fn decompressor(wbits: i64, head: &[u8]) -> Option<Decompress> {
    let bits = |b: i64| if b <= 8 { 9 } else { b as u8 };
    match wbits {
        0 => Some(Decompress::new_with_window_bits(true, 15)),
        8..=15 => Some(Decompress::new_with_window_bits(true, bits(wbits))),
        -15..=-8 => Some(Decompress::new_with_window_bits(false, bits(-wbits))),
        24..=31 => Some(Decompress::new_gzip(bits(wbits - 16))),
        40..=47 => Some(if head.starts_with(&[0x1f, 0x8b]) {
            Decompress::new_gzip(15)
        } else {
            Decompress::new_with_window_bits(true, bits(wbits - 32))
        }),
        _ => None,
    }
}

/// Run `c` over `input` with `flush`, appending to `out`, checking the limits every step.
fn run_compress(
    vm: &mut Vm,
    c: &mut Compress,
    input: &[u8],
    flush: FlushCompress,
    out: &mut Vec<u8>,
) -> PyResult<()> {
    let mut pos = 0;
    loop {
        vm.check_limits()?;
        vm.check_growth(STEP)?;
        out.reserve(STEP);
        let before_in = c.total_in();
        let before_out = c.total_out();
        let chunk = &input[pos..];
        let status = c
            .compress_vec(chunk, out, flush)
            .map_err(|e| error(vm, format!("Error -2 while compressing data: {e}")))?;
        pos += (c.total_in() - before_in) as usize;
        let produced = c.total_out() - before_out;
        let done_input = pos >= input.len();
        match status {
            Status::StreamEnd => return Ok(()),
            _ if done_input && produced == 0 && out.len() < out.capacity() => return Ok(()),
            _ => {}
        }
    }
}

/// Run `d` over `input`, appending at most `max` bytes (0: no bound) to `out`; returns how
/// much input was consumed and whether the stream ended.
fn run_decompress(
    vm: &mut Vm,
    d: &mut Decompress,
    input: &[u8],
    max: usize,
    zdict: Option<&[u8]>,
    out: &mut Vec<u8>,
) -> PyResult<(usize, bool)> {
    let mut pos = 0;
    let start_len = out.len();
    loop {
        vm.check_limits()?;
        let room = if max == 0 {
            STEP
        } else {
            (max - (out.len() - start_len)).min(STEP)
        };
        if room == 0 {
            return Ok((pos, false));
        }
        vm.check_growth(room)?;
        out.reserve_exact(room);
        let limit = out.len() + room;
        let before_in = d.total_in();
        let before_out = d.total_out();
        let status = {
            let chunk = &input[pos..];
            // decompress_vec fills only the spare capacity; cap it at `room`.
            let mut tmp = Vec::with_capacity(room);
            let r = d.decompress_vec(chunk, &mut tmp, FlushDecompress::None);
            out.extend_from_slice(&tmp);
            debug_assert!(out.len() <= limit);
            r
        };
        let status = match status {
            Ok(s) => s,
            // A zlib stream made with a preset dictionary asks for it here.
            Err(e) if e.needs_dictionary().is_some() && zdict.is_some() => {
                pos += (d.total_in() - before_in) as usize;
                d.set_dictionary(zdict.unwrap_or_default())
                    .map_err(|e| error(vm, format!("Error -3 while setting zdict: {e}")))?;
                continue;
            }
            Err(e) => {
                let msg = match e.message() {
                    Some(m) => format!("Error -3 while decompressing data: {m}"),
                    None if e.needs_dictionary().is_some() => {
                        "Error 2 while decompressing data".to_string()
                    }
                    None => "Error -3 while decompressing data".to_string(),
                };
                return Err(error(vm, msg));
            }
        };
        pos += (d.total_in() - before_in) as usize;
        let produced = (d.total_out() - before_out) as usize;
        if status == Status::StreamEnd {
            return Ok((pos, true));
        }
        if produced == 0 && (pos >= input.len() || status == Status::BufError) {
            return Ok((pos, false));
        }
    }
}

/// `compress(data, /, level=-1, wbits=15)`.
fn compress(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let data = data_arg(a.arg(0))?;
    let level = int_opt(vm, a.get(1), -1)?;
    let wbits = int_opt(vm, a.get(2), 15)?;
    let Some(mut c) = compressor(level, wbits) else {
        return Err(error(vm, "Bad compression level"));
    };
    let mut out = Vec::new();
    run_compress(vm, &mut c, &data, FlushCompress::Finish, &mut out)?;
    Ok(Value::Bytes(Rc::new(out)))
}

/// `decompress(data, /, wbits=15, bufsize=16384)`.
fn decompress(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let data = data_arg(a.arg(0))?;
    let wbits = int_opt(vm, a.get(1), 15)?;
    let bufsize = int_opt(vm, a.get(2), 16384)?;
    if bufsize < 0 {
        return Err(PyErr::value_err("bufsize must be non-negative"));
    }
    let Some(mut d) = decompressor(wbits, &data) else {
        return Err(error(
            vm,
            "Error -2 while preparing to decompress data: inconsistent stream state",
        ));
    };
    let mut out = Vec::new();
    let (_, ended) = run_decompress(vm, &mut d, &data, 0, None, &mut out)?;
    if !ended {
        return Err(error(
            vm,
            "Error -5 while decompressing data: incomplete or truncated stream",
        ));
    }
    Ok(Value::Bytes(Rc::new(out)))
}

/// An int argument reduced to 32 bits (CPython's `crc32`/`adler32` starting values wrap).
fn u32_arg(vm: &mut Vm, v: Option<&Value>, default: u32) -> PyResult<u32> {
    match v {
        Some(v) => Ok(super::binascii::low_bits(vm, v, 32)? as u32),
        None => Ok(default),
    }
}

/// `crc32(data, value=0)`.
fn crc32(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let data = data_arg(a.arg(0))?;
    let start = u32_arg(vm, a.get(1), 0)?;
    let mut h = crc32fast::Hasher::new_with_initial(start);
    h.update(&data);
    Ok(Value::Int(h.finalize() as i64))
}

/// `adler32(data, value=1)`.
fn adler32(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let data = data_arg(a.arg(0))?;
    let start = u32_arg(vm, a.get(1), 1)?;
    let (mut s1, mut s2) = (start & 0xffff, start >> 16);
    for chunk in data.chunks(5552) {
        for &b in chunk {
            s1 += b as u32;
            s2 += s1;
        }
        s1 %= 65521;
        s2 %= 65521;
    }
    Ok(Value::Int(((s2 << 16) | s1) as i64))
}

/// A streaming compressor.
pub struct CompressObj {
    state: RefCell<Option<Compress>>,
}

/// A streaming decompressor.
pub struct DecompressObj {
    state: RefCell<Decompress>,
    zdict: Option<Vec<u8>>,
    unused_data: RefCell<Vec<u8>>,
    unconsumed_tail: RefCell<Vec<u8>>,
    eof: RefCell<bool>,
}

impl NativeObject for CompressObj {
    fn native_type(&self) -> &'static NativeType {
        &COMPRESS_T
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}

impl NativeObject for DecompressObj {
    fn native_type(&self) -> &'static NativeType {
        &DECOMPRESS_T
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
    fn getattr(&self, _vm: &mut Vm, name: &str) -> PyResult<Option<Value>> {
        Ok(match name {
            "unused_data" => Some(Value::Bytes(Rc::new(self.unused_data.borrow().clone()))),
            "unconsumed_tail" => Some(Value::Bytes(Rc::new(self.unconsumed_tail.borrow().clone()))),
            "eof" => Some(Value::Bool(*self.eof.borrow())),
            _ => None,
        })
    }
}

/// `compressobj(level=-1, method=DEFLATED, wbits=MAX_WBITS, memLevel=DEF_MEM_LEVEL,
/// strategy=Z_DEFAULT_STRATEGY, zdict=None)`.
fn compressobj(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let level = int_opt(vm, a.get(0), -1)?;
    let method = int_opt(vm, a.get(1), 8)?;
    let wbits = int_opt(vm, a.get(2), 15)?;
    let mem_level = int_opt(vm, a.get(3), 8)?;
    let strategy = int_opt(vm, a.get(4), 0)?;
    // flate2 drives zlib with memLevel 8 and the default strategy only: other values are
    // refused rather than ignored.
    if method != 8 || mem_level != 8 || strategy != 0 {
        return Err(PyErr::value_err("Invalid initialization option"));
    }
    let Some(mut c) = compressor(level, wbits) else {
        return Err(PyErr::value_err("Invalid initialization option"));
    };
    if let Some(z) = a.opt(5) {
        let z = data_arg(z)?;
        c.set_dictionary(&z)
            .map_err(|e| error(vm, format!("Error -2 while setting zdict: {e}")))?;
    }
    Ok(native::value(CompressObj {
        state: RefCell::new(Some(c)),
    }))
}

/// `decompressobj(wbits=MAX_WBITS, zdict=b'')`.
fn decompressobj(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let wbits = int_opt(vm, a.get(0), 15)?;
    // The auto-detecting window (40..47) needs the stream's first bytes; zlib is assumed.
    let Some(mut d) = decompressor(
        if (40..=47).contains(&wbits) {
            wbits - 32
        } else {
            wbits
        },
        &[],
    ) else {
        return Err(PyErr::value_err("Invalid initialization option"));
    };
    let zdict = match a.opt(1) {
        Some(z) => Some(data_arg(z)?),
        None => None,
    };
    if let Some(z) = &zdict {
        // A raw stream has no header to ask for the dictionary: it is set at once.
        if !z.is_empty() && wbits < 0 {
            d.set_dictionary(z)
                .map_err(|e| error(vm, format!("Error -2 while setting zdict: {e}")))?;
        }
    }
    Ok(native::value(DecompressObj {
        state: RefCell::new(d),
        zdict,
        unused_data: RefCell::new(Vec::new()),
        unconsumed_tail: RefCell::new(Vec::new()),
        eof: RefCell::new(false),
    }))
}

fn c_compress(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let me = native::this::<CompressObj>(this, &COMPRESS_T, "compress")?;
    let data = data_arg(a.arg(0))?;
    let mut state = me.state.borrow_mut().take();
    let Some(c) = state.as_mut() else {
        return Err(error(
            vm,
            "Error -2 while compressing data: inconsistent stream state",
        ));
    };
    let mut out = Vec::new();
    let r = run_compress(vm, c, &data, FlushCompress::None, &mut out);
    *me.state.borrow_mut() = state;
    r?;
    Ok(Value::Bytes(Rc::new(out)))
}

fn c_flush(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let me = native::this::<CompressObj>(this, &COMPRESS_T, "flush")?;
    let mode = int_opt(vm, a.get(0), 4)?;
    let flush = match mode {
        0 => return Ok(Value::Bytes(Rc::new(Vec::new()))),
        1 => FlushCompress::Partial,
        2 => FlushCompress::Sync,
        3 => FlushCompress::Full,
        4 => FlushCompress::Finish,
        _ => {
            return Err(error(
                vm,
                "Error -2 while flushing: inconsistent stream state",
            ));
        }
    };
    let mut state = me.state.borrow_mut().take();
    let Some(c) = state.as_mut() else {
        return Err(error(
            vm,
            "Error -2 while flushing: inconsistent stream state",
        ));
    };
    let mut out = Vec::new();
    let r = run_compress(vm, c, &[], flush, &mut out);
    if mode != 4 {
        *me.state.borrow_mut() = state;
    }
    r?;
    Ok(Value::Bytes(Rc::new(out)))
}

fn d_decompress(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let me = native::this::<DecompressObj>(this, &DECOMPRESS_T, "decompress")?;
    let data = data_arg(a.arg(0))?;
    let max = int_opt(vm, a.get(1), 0)?;
    if max < 0 {
        return Err(PyErr::value_err("max_length must be non-negative"));
    }
    // After the end of the stream, input goes to unused_data, and (as CPython 3.11 leaves
    // it) unconsumed_tail holds the last call's leftover too.
    if *me.eof.borrow() {
        me.unused_data.borrow_mut().extend_from_slice(&data);
        *me.unconsumed_tail.borrow_mut() = data;
        return Ok(Value::Bytes(Rc::new(Vec::new())));
    }
    let mut out = Vec::new();
    let (used, ended) = {
        let mut d = me.state.borrow_mut();
        run_decompress(
            vm,
            &mut d,
            &data,
            max as usize,
            me.zdict.as_deref(),
            &mut out,
        )?
    };
    if ended {
        *me.eof.borrow_mut() = true;
        me.unused_data.borrow_mut().extend_from_slice(&data[used..]);
        *me.unconsumed_tail.borrow_mut() = data[used..].to_vec();
    } else {
        *me.unconsumed_tail.borrow_mut() = data[used..].to_vec();
    }
    Ok(Value::Bytes(Rc::new(out)))
}

fn d_flush(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let me = native::this::<DecompressObj>(this, &DECOMPRESS_T, "flush")?;
    let length = int_opt(vm, a.get(0), 16384)?;
    if length <= 0 {
        return Err(PyErr::value_err("length must be greater than zero"));
    }
    let tail = std::mem::take(&mut *me.unconsumed_tail.borrow_mut());
    if *me.eof.borrow() || tail.is_empty() {
        return Ok(Value::Bytes(Rc::new(Vec::new())));
    }
    let mut out = Vec::new();
    let (used, ended) = {
        let mut d = me.state.borrow_mut();
        run_decompress(vm, &mut d, &tail, 0, me.zdict.as_deref(), &mut out)?
    };
    if ended {
        *me.eof.borrow_mut() = true;
        me.unused_data.borrow_mut().extend_from_slice(&tail[used..]);
    }
    Ok(Value::Bytes(Rc::new(out)))
}
