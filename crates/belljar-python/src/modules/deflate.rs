//! A zlib deflate stream driven directly through `libz-sys` (the same statically linked zlib
//! `flate2` uses), for what `flate2`'s safe API does not offer: `deflateInit2`'s `memLevel`
//! and `strategy`, which `zlib.compressobj` takes. zlib allocates through the Rust allocator
//! (as `flate2` has it do), so its memory counts against the session's limit. This is the
//! interpreter's only `unsafe` code: a few FFI calls on a `z_stream` this type owns, boxed so
//! its address (which zlib's state points back to) never moves.

use std::alloc::{Layout, alloc, dealloc};
use std::os::raw::{c_int, c_uint, c_void};
use std::ptr::null_mut;

use libz_sys as z;

/// `Z_NO_FLUSH` and the other flush modes, as `deflate` takes them.
pub use z::{Z_FINISH, Z_FULL_FLUSH, Z_NO_FLUSH, Z_PARTIAL_FLUSH, Z_SYNC_FLUSH};

/// What one [`Deflater::deflate`] call did.
pub enum Step {
    /// It went on (`Z_OK`, or `Z_BUF_ERROR`: no progress possible with this input and room).
    More,
    /// The stream ended (after `Z_FINISH`).
    End,
    /// zlib refused (`Z_STREAM_ERROR`: an inconsistent stream).
    Error,
}

/// A deflate stream (`deflateInit2` .. `deflateEnd`).
pub struct Deflater {
    strm: Box<z::z_stream>,
}

const ALIGN: usize = std::mem::align_of::<usize>();

/// zlib's allocator: the Rust allocator, with the size in a header before the block (zlib's
/// `zfree` does not pass it).
unsafe extern "C" fn zalloc(_: *mut c_void, items: c_uint, size: c_uint) -> *mut c_void {
    let Some(n) = (items as usize)
        .checked_mul(size as usize)
        .map(|n| (n + ALIGN - 1) & !(ALIGN - 1))
        .and_then(|n| n.checked_add(ALIGN))
    else {
        return null_mut();
    };
    let Ok(layout) = Layout::from_size_align(n, ALIGN) else {
        return null_mut();
    };
    // SAFETY: `layout` has a non-zero size; the header is written inside the block.
    unsafe {
        let p = alloc(layout) as *mut usize;
        if p.is_null() {
            return null_mut();
        }
        p.write(n);
        p.add(1) as *mut c_void
    }
}

/// zlib's deallocator, for blocks [`zalloc`] made.
unsafe extern "C" fn zfree(_: *mut c_void, p: *mut c_void) {
    if p.is_null() {
        return;
    }
    // SAFETY: `p` came from `zalloc`, which put the block's size just before it.
    unsafe {
        let start = (p as *mut usize).sub(1);
        let n = start.read();
        dealloc(
            start as *mut u8,
            Layout::from_size_align_unchecked(n, ALIGN),
        );
    }
}

impl Deflater {
    /// A stream with these parameters (`wbits` as zlib takes them: 9..15 zlib, -9..-15 raw,
    /// 25..31 gzip), or `None` when zlib refuses them (`Z_STREAM_ERROR`).
    pub fn new(level: i64, wbits: i64, mem_level: i64, strategy: i64) -> Option<Deflater> {
        let int = |v: i64| c_int::try_from(v).ok();
        let (level, wbits, mem_level, strategy) =
            (int(level)?, int(wbits)?, int(mem_level)?, int(strategy)?);
        let mut strm = Box::new(z::z_stream {
            next_in: null_mut(),
            avail_in: 0,
            total_in: 0,
            next_out: null_mut(),
            avail_out: 0,
            total_out: 0,
            msg: null_mut(),
            state: null_mut(),
            zalloc,
            zfree,
            opaque: null_mut(),
            data_type: 0,
            adler: 0,
            reserved: 0,
        });
        // SAFETY: `strm` is a valid, boxed (never moving) stream with our allocator; zlib
        // checks the parameters and the version and structure size.
        let r = unsafe {
            z::deflateInit2_(
                &mut *strm,
                level,
                z::Z_DEFLATED,
                wbits,
                mem_level,
                strategy,
                z::zlibVersion(),
                std::mem::size_of::<z::z_stream>() as c_int,
            )
        };
        (r == z::Z_OK).then_some(Deflater { strm })
    }

    /// `deflateSetDictionary`; false when zlib refuses.
    pub fn set_dictionary(&mut self, dict: &[u8]) -> bool {
        let Ok(n) = c_uint::try_from(dict.len()) else {
            return false;
        };
        // SAFETY: the stream was initialised; zlib reads `n` bytes of `dict`.
        unsafe { z::deflateSetDictionary(&mut *self.strm, dict.as_ptr(), n) == z::Z_OK }
    }

    /// One `deflate` call over `input` with `flush`, writing into `out`'s spare capacity:
    /// how much input it took and what came of it.
    pub fn deflate(&mut self, input: &[u8], out: &mut Vec<u8>, flush: c_int) -> (usize, Step) {
        let avail_in = input.len().min(c_uint::MAX as usize);
        let avail_out = (out.capacity() - out.len()).min(c_uint::MAX as usize);
        let s = &mut *self.strm;
        s.next_in = input.as_ptr() as *mut u8;
        s.avail_in = avail_in as c_uint;
        // SAFETY: the pointer is within (one past the end of) `out`'s allocation, and zlib
        // writes at most `avail_out` bytes after it, inside the capacity.
        s.next_out = unsafe { out.as_mut_ptr().add(out.len()) };
        s.avail_out = avail_out as c_uint;
        // SAFETY: the stream was initialised; its pointers are set just above.
        let r = unsafe { z::deflate(s, flush) };
        let used = avail_in - s.avail_in as usize;
        let made = avail_out - s.avail_out as usize;
        // SAFETY: zlib wrote `made` bytes after the old length, within the capacity.
        unsafe { out.set_len(out.len() + made) };
        s.next_in = null_mut();
        s.avail_in = 0;
        s.next_out = null_mut();
        s.avail_out = 0;
        let step = match r {
            z::Z_STREAM_END => Step::End,
            z::Z_OK | z::Z_BUF_ERROR => Step::More,
            _ => Step::Error,
        };
        (used, step)
    }
}

impl Drop for Deflater {
    fn drop(&mut self) {
        // SAFETY: the stream was initialised and is ended once.
        unsafe {
            z::deflateEnd(&mut *self.strm);
        }
    }
}
