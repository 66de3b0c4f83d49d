# hashlib: the module's Python-level names over the native hash objects (modules/hashlib.rs).

md5 = openssl_md5
sha1 = openssl_sha1
sha224 = openssl_sha224
sha256 = openssl_sha256
sha384 = openssl_sha384
sha512 = openssl_sha512
sha3_224 = openssl_sha3_224
sha3_256 = openssl_sha3_256
sha3_384 = openssl_sha3_384
sha3_512 = openssl_sha3_512
shake_128 = openssl_shake_128
shake_256 = openssl_shake_256
del openssl_md5, openssl_sha1, openssl_sha224, openssl_sha256, openssl_sha384
del openssl_sha512, openssl_sha3_224, openssl_sha3_256, openssl_sha3_384, openssl_sha3_512
del openssl_shake_128, openssl_shake_256

algorithms_guaranteed = {'md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512',
                         'sha3_224', 'sha3_256', 'sha3_384', 'sha3_512',
                         'shake_128', 'shake_256', 'blake2b', 'blake2s'}
algorithms_available = algorithms_guaranteed | {'sha512_224', 'sha512_256'}

__all__ = ('md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512',
           'blake2b', 'blake2s', 'sha3_224', 'sha3_256', 'sha3_384', 'sha3_512',
           'shake_128', 'shake_256', 'new', 'algorithms_guaranteed',
           'algorithms_available', 'pbkdf2_hmac')


def new(name, data=b'', **kwargs):
    """new(name, data=b'') - Return a new hashing object using the named algorithm;
    optionally initialized with data (which must be a bytes-like object).
    """
    if name in {'blake2b', 'blake2s'}:
        return (blake2b if name == 'blake2b' else blake2s)(data, **kwargs)
    for k in kwargs:
        if k != 'usedforsecurity':
            raise TypeError(f"'{k}' is an invalid keyword argument for new()")
    return _new(name, data)

