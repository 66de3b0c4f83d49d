# bytearray errors read like CPython's.
def attempt(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

def setitem(b, k, v):
    b[k] = v

def delitem(b, k):
    del b[k]

attempt(lambda: bytearray().extend('ab'))
attempt(lambda: bytearray().extend(5))
attempt(lambda: bytearray().extend([300]))
attempt(lambda: bytearray(b'a') + 'x')
attempt(lambda: bytearray(b'a') + [1])
attempt(lambda: 'x' + bytearray(b'a'))
attempt(lambda: bytearray(b'ab')[5])
attempt(lambda: bytearray(b'ab')['x'])
attempt(lambda: setitem(bytearray(b'ab'), 0, 'x'))
attempt(lambda: setitem(bytearray(b'ab'), 0, 256))
attempt(lambda: setitem(bytearray(b'ab'), 5, 1))
attempt(lambda: setitem(bytearray(b'ab'), slice(0, 1), 5))
attempt(lambda: setitem(bytearray(b'abcd'), slice(0, 4, 2), b'xyz'))
attempt(lambda: delitem(bytearray(b'ab'), 5))
attempt(lambda: bytearray().pop())
attempt(lambda: bytearray(b'a').pop(5))
attempt(lambda: bytearray(b'a').remove(9))
attempt(lambda: 'a' in bytearray(b'a'))
attempt(lambda: 300 in bytearray(b'a'))
attempt(lambda: hash(bytearray()))
attempt(lambda: {bytearray()})
attempt(lambda: {bytearray(): 1})
attempt(lambda: bytearray('abc'))
attempt(lambda: bytearray(-1))
attempt(lambda: bytearray(1.5))
attempt(lambda: bytearray(b'x', 'utf-8'))
attempt(lambda: bytearray(errors='x'))
attempt(lambda: bytearray([1, 'a']))
attempt(lambda: bytearray(10**20))
attempt(lambda: bytearray(b'a') < 'b')
attempt(lambda: bytearray().insert(0, 256))
attempt(lambda: bytearray(b'a') * 'x')
attempt(lambda: bytearray(b'a') % 5)
attempt(lambda: bytearray(b'%d-%s') % (5, b'x'))
attempt(lambda: bytearray(1, 2, 3, 4))
attempt(lambda: bytearray(b'a').append())
attempt(lambda: bytearray(b'a') == 'a')
attempt(lambda: bytearray(b'abc').decode('ascii', 'strict'))
attempt(lambda: bytearray(b'\xff').decode())
