# break / continue / return in a finally block run for an exception in flight, in loops, nested try, with blocks and generators.
def f1():
    out = []
    for i in range(3):
        try:
            raise ValueError(i)
        finally:
            out.append(i)
            continue
    return out
print(f1())

def f2():
    for i in range(3):
        try:
            raise ValueError(i)
        finally:
            break
    return i
print(f2())

def f3():
    try:
        raise ValueError
    finally:
        return "swallowed"
print(f3())

def f4():
    out = []
    for i in range(3):
        try:
            try:
                raise ValueError(i)
            finally:
                out.append("inner")
                continue
        finally:
            out.append("outer")
    return out
print(f4())

def f5():
    out = []
    for i in range(3):
        try:
            try:
                raise ValueError(i)
            except ValueError:
                raise KeyError(i)
            finally:
                out.append(i)
                continue
        except KeyError:
            out.append("never")
    return out
print(f5())

class CM:
    def __enter__(self): return self
    def __exit__(self, *a):
        return False

def f6():
    out = []
    for i in range(3):
        with CM():
            try:
                raise ValueError
            finally:
                continue
        out.append(i)
    return out
print(f6())

def g():
    for i in range(3):
        try:
            yield i
            raise ValueError
        finally:
            continue
    yield "end"
print(list(g()))

def f7():
    out = []
    while True:
        try:
            try:
                1/0
            finally:
                break
        except ZeroDivisionError:
            out.append("no")
    out.append("after")
    return out
print(f7())

def f8():
    for x in [1, 2]:
        for y in [3, 4]:
            try:
                raise ValueError
            finally:
                if y == 3:
                    continue
                else:
                    break
    return x, y
print(f8())

def f9():
    try:
        for i in range(5):
            try:
                raise ValueError
            finally:
                if i < 3:
                    continue
                return i
    finally:
        pass
print(f9())
def f10():
    try:
        raise ValueError("a")
    except ValueError:
        for i in range(2):
            try:
                raise KeyError
            finally:
                continue
        try:
            raise
        except ValueError as e:
            return repr(e)
print(f10())

def g2():
    for i in range(3):
        try:
            yield i
        finally:
            continue
    yield "after"
it = g2()
print(next(it))
print(it.throw(ValueError("x")))
print(it.throw(KeyError("y")))
print(next(it))
try:
    next(it)
except StopIteration:
    print("stop")

def g3():
    try:
        yield 1
    finally:
        return "ret"
it = g3()
next(it)
try:
    it.throw(ValueError)
except StopIteration as e:
    print("StopIteration", e.value)
it = g3()
next(it)
it.close()
print("closed")

def g4():
    while True:
        try:
            yield 1
        finally:
            break
    yield 2
it = g4()
next(it)
try:
    it.close()
except RuntimeError as e:
    print("RuntimeError", e)

def f11():
    n = 0
    for i in range(4):
        try:
            try:
                raise ValueError
            finally:
                n += 1
                if i % 2:
                    continue
        except ValueError:
            n += 10
    return n
print(f11())

def f12():
    for i in range(3):
        try:
            pass
        finally:
            try:
                raise KeyError
            finally:
                continue
    return i
print(f12())

def f13():
    r = []
    for i in range(3):
        for j in range(3):
            try:
                raise ValueError
            finally:
                r.append((i, j))
                break
    return r
print(f13())

def f14():
    try:
        raise ValueError("outer")
    finally:
        try:
            raise KeyError("inner")
        except KeyError:
            pass
print("f14")
try:
    f14()
except ValueError as e:
    print("ValueError", e)

def f15():
    for i in range(2):
        try:
            raise ValueError
        finally:
            def inner():
                return i
            continue
    return inner()
print(f15())
def f16():
    x = [1, 2, 3]
    total = 0
    for v in x:
        try:
            if v == 2:
                raise ValueError
            total += v
        finally:
            if v == 2:
                continue
    return total
print(f16())
