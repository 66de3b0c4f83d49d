# hmac: keyed hashing (RFC 2104) over hashlib's native hash objects, with CPython 3.11's
# `hmac.HMAC` interface and errors.

import hashlib as _hashlib
from hashlib import compare_digest

trans_5C = bytes((x ^ 0x5C) for x in range(256))
trans_36 = bytes((x ^ 0x36) for x in range(256))

digest_size = None

__all__ = ['new', 'compare_digest', 'digest', 'HMAC']


def _constructor(digestmod):
    if callable(digestmod):
        return digestmod
    if isinstance(digestmod, str):
        return lambda d=b'': _hashlib.new(digestmod, d)
    return lambda d=b'': digestmod.new(d)


class HMAC:
    """RFC 2104 HMAC class.  Also complies with RFC 4231.

    This supports the API for Cryptographic Hash Functions (PEP 247).
    """
    blocksize = 64

    __slots__ = ('_hmac', '_inner', '_outer', 'block_size', 'digest_size')

    def __init__(self, key, msg=None, digestmod=''):
        if not isinstance(key, (bytes, bytearray)):
            raise TypeError("key: expected bytes or bytearray, but got %r"
                            % type(key).__name__)
        if not digestmod:
            raise TypeError("Missing required parameter 'digestmod'.")
        self._hmac = None
        make = _constructor(digestmod)
        self._outer = make()
        self._inner = make()
        self.digest_size = self._inner.digest_size
        if hasattr(self._inner, 'block_size'):
            blocksize = self._inner.block_size
            if blocksize < 16:
                blocksize = self.blocksize
        else:
            blocksize = self.blocksize
        if len(key) > blocksize:
            key = make(key).digest()
        self.block_size = blocksize
        key = bytes(key) + bytes(blocksize - len(key))
        self._outer.update(key.translate(trans_5C))
        self._inner.update(key.translate(trans_36))
        if msg is not None:
            self.update(msg)

    @property
    def name(self):
        return "hmac-" + self._inner.name

    def update(self, msg):
        """Feed data from msg into this hashing object."""
        self._inner.update(msg)

    def copy(self):
        """Return a separate copy of this hashing object."""
        other = self.__class__.__new__(self.__class__)
        other.digest_size = self.digest_size
        other.block_size = self.block_size
        other._hmac = None
        other._inner = self._inner.copy()
        other._outer = self._outer.copy()
        return other

    def _current(self):
        h = self._outer.copy()
        h.update(self._inner.digest())
        return h

    def digest(self):
        """Return the hash value of this hashing object."""
        return self._current().digest()

    def hexdigest(self):
        """Like digest(), but returns a string of hexadecimal digits instead."""
        return self._current().hexdigest()


def new(key, msg=None, digestmod=''):
    """Create a new hashing object and return it."""
    return HMAC(key, msg, digestmod)


def digest(key, msg, digest):
    """Fast inline implementation of HMAC."""
    return HMAC(key, msg, digest).digest()
