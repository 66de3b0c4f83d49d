"""io: the in-memory streams StringIO and BytesIO, with CPython 3.11's behaviour and errors
(Belljar's own code). There are no files: `open` and the stream base classes are absent."""

__all__ = ["StringIO", "BytesIO", "UnsupportedOperation", "SEEK_SET", "SEEK_CUR", "SEEK_END",
           "DEFAULT_BUFFER_SIZE"]

SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2
DEFAULT_BUFFER_SIZE = 8192


class UnsupportedOperation(OSError, ValueError):
    pass



def _index(value, what="integer"):
    if value is None:
        return -1
    if not isinstance(value, int):
        if hasattr(type(value), "__index__"):
            return value.__index__()
        raise TypeError("argument should be integer or None, not '%s'" % type(value).__name__)
    return value


class _Stream:
    """What StringIO and BytesIO share: position, closing, seeking, iteration."""

    _closed_msg = "I/O operation on closed file"

    def _check_closed(self):
        if self._closed:
            raise ValueError(self._closed_msg)

    @property
    def closed(self):
        return self._closed

    def close(self):
        self._closed = True

    def readable(self):
        self._check_closed()
        return True

    def writable(self):
        self._check_closed()
        return True

    def seekable(self):
        self._check_closed()
        return True

    def isatty(self):
        self._check_closed()
        return False

    def fileno(self):
        raise UnsupportedOperation("fileno")

    def detach(self):
        raise UnsupportedOperation("detach")

    def tell(self):
        self._check_closed()
        return self._pos

    def _truncate_size(self, size, negative):
        self._check_closed()
        if size is None:
            return self._pos
        size = _index(size)
        if size < 0:
            raise ValueError(negative % size)
        return size

    def __enter__(self):
        self._check_closed()
        return self

    def __exit__(self, *exc):
        self.close()

    def __iter__(self):
        if self._closed:
            raise ValueError("I/O operation on closed file.")
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def readlines(self, hint=-1):
        hint = _index(hint)
        self._check_closed()
        lines = []
        total = 0
        while True:
            line = self.readline()
            if not line:
                break
            lines.append(line)
            total += len(line)
            if 0 < hint <= total:
                break
        return lines

    def writelines(self, lines):
        self._check_closed()
        for line in lines:
            self.write(line)


class StringIO(_Stream):
    """Text I/O implementation using an in-memory buffer."""

    def __init__(self, initial_value="", newline="\n"):
        if newline is not None and not isinstance(newline, str):
            raise TypeError("newline must be str or None, not %s" % type(newline).__name__)
        if newline not in (None, "", "\n", "\r", "\r\n"):
            raise ValueError("illegal newline value: %r" % (newline,))
        if initial_value is not None and not isinstance(initial_value, str):
            raise TypeError("initial_value must be str or None, not %s"
                            % type(initial_value).__name__)
        self._newline = newline
        self._seen = 0
        self._closed = False
        self._buf = ""
        self._tail = []
        self._len = 0
        self._pos = 0
        if initial_value:
            self.write(initial_value)
            self._pos = 0

    def _flat(self):
        if self._tail:
            self._buf = self._buf + "".join(self._tail)
            self._tail = []
        return self._buf

    @property
    def line_buffering(self):
        self._check_closed()
        return False

    @property
    def encoding(self):
        return None

    @property
    def errors(self):
        return None

    @property
    def newlines(self):
        self._check_closed()
        if self._newline is not None:
            return None
        kinds = [k for bit, k in ((1, "\r"), (2, "\n"), (4, "\r\n")) if self._seen & bit]
        if not kinds:
            return None
        return kinds[0] if len(kinds) == 1 else tuple(kinds)

    def _translate(self, s):
        nl = self._newline
        if nl is None:
            if "\r" in s:
                if "\r\n" in s:
                    self._seen |= 4
                if "\r" in s.replace("\r\n", ""):
                    self._seen |= 1
                if "\n" in s.replace("\r\n", ""):
                    self._seen |= 2
                s = s.replace("\r\n", "\n").replace("\r", "\n")
            elif "\n" in s:
                self._seen |= 2
        elif nl in ("\r", "\r\n") and "\n" in s:
            s = s.replace("\n", nl)
        return s

    def write(self, s):
        self._check_closed()
        if not isinstance(s, str):
            raise TypeError("string argument expected, got '%s'" % type(s).__name__)
        n = len(s)
        s = self._translate(s)
        if not s:
            return n
        pos = self._pos
        if pos == self._len:
            self._tail.append(s)
        else:
            buf = self._flat()
            if pos > self._len:
                buf = buf + "\0" * (pos - self._len)
            buf = buf[:pos] + s + buf[pos + len(s):]
            self._buf = buf
        self._pos = pos + len(s)
        if self._pos > self._len:
            self._len = self._pos
        return n

    def getvalue(self):
        self._check_closed()
        return self._flat()

    def read(self, size=-1):
        self._check_closed()
        size = _index(size)
        buf = self._flat()
        pos = self._pos
        if size < 0:
            end = self._len
        else:
            end = min(pos + size, self._len)
        if pos >= end:
            return ""
        self._pos = end
        return buf[pos:end]

    def readline(self, size=-1):
        self._check_closed()
        size = _index(size)
        buf = self._flat()
        pos = self._pos
        if pos >= self._len:
            return ""
        limit = self._len if size < 0 else min(self._len, pos + size)
        nl = self._newline
        if nl == "":
            i = pos
            end = limit
            while i < limit:
                c = buf[i]
                if c == "\n":
                    end = i + 1
                    break
                if c == "\r":
                    end = i + 2 if i + 1 < limit and buf[i + 1] == "\n" else i + 1
                    break
                i += 1
        else:
            sep = "\n" if nl is None else nl
            i = buf.find(sep, pos, limit)
            end = limit if i < 0 else min(i + len(sep), limit)
        self._pos = end
        return buf[pos:end]

    def seek(self, pos, whence=0):
        pos = _index(pos)
        whence = _index(whence)
        self._check_closed()
        if whence not in (0, 1, 2):
            raise ValueError("Invalid whence (%d, should be 0, 1 or 2)" % whence)
        if pos < 0 and whence == 0:
            raise ValueError("Negative seek position %d" % pos)
        if whence != 0 and pos != 0:
            raise OSError("Can't do nonzero cur-relative seeks")
        if whence == 1:
            pos = self._pos
        elif whence == 2:
            pos = self._len
        self._pos = pos
        return pos

    def truncate(self, size=None):
        size = self._truncate_size(size, "Negative size value %d")
        if size < self._len:
            self._buf = self._flat()[:size]
            self._len = size
        return size

    def flush(self):
        pass


def _as_bytes(b):
    if isinstance(b, bytes):
        return b
    if isinstance(b, bytearray):
        return bytes(b)
    raise TypeError("a bytes-like object is required, not '%s'" % type(b).__name__)


class BytesIO(_Stream):
    """Buffered I/O implementation using an in-memory bytes buffer."""

    _closed_msg = "I/O operation on closed file."

    def __init__(self, initial_bytes=None):
        self._closed = False
        self._buf = bytearray()
        self._pos = 0
        if initial_bytes is not None:
            self._buf.extend(_as_bytes(initial_bytes))

    @property
    def _len(self):
        return len(self._buf)

    def write(self, b):
        self._check_closed()
        b = _as_bytes(b)
        n = len(b)
        if not n:
            return 0
        pos = self._pos
        size = len(self._buf)
        if pos == size:
            self._buf.extend(b)
        else:
            if pos > size:
                self._buf.extend(bytes(pos - size))
            self._buf[pos:pos + n] = b
        self._pos = pos + n
        return n

    def getvalue(self):
        self._check_closed()
        return bytes(self._buf)

    def read(self, size=-1):
        self._check_closed()
        size = _index(size)
        pos = self._pos
        total = len(self._buf)
        end = total if size < 0 else min(pos + size, total)
        if pos >= end:
            return b""
        self._pos = end
        return bytes(self._buf[pos:end])

    read1 = read

    def readline(self, size=-1):
        self._check_closed()
        size = _index(size)
        pos = self._pos
        total = len(self._buf)
        if pos >= total:
            return b""
        limit = total if size < 0 else min(total, pos + size)
        i = self._buf.find(b"\n", pos, limit)
        end = limit if i < 0 else i + 1
        self._pos = end
        return bytes(self._buf[pos:end])

    def readinto(self, buffer):
        self._check_closed()
        data = self.read(len(buffer))
        n = len(data)
        buffer[:n] = data
        return n

    def seek(self, pos, whence=0):
        pos = _index(pos)
        whence = _index(whence)
        self._check_closed()
        if whence == 0:
            if pos < 0:
                raise ValueError("negative seek value %d" % pos)
        elif whence == 1:
            pos = max(0, self._pos + pos)
        elif whence == 2:
            pos = max(0, len(self._buf) + pos)
        else:
            raise ValueError("invalid whence (%d, should be 0, 1 or 2)" % whence)
        self._pos = pos
        return pos

    def truncate(self, size=None):
        size = self._truncate_size(size, "negative size value %d")
        if size < len(self._buf):
            del self._buf[size:]
        return size

    def flush(self):
        self._check_closed()
