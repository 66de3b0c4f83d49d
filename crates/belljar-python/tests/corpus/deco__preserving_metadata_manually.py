def logged(fn):
    def wrapper(*args, **kwargs):
        result = fn(*args, **kwargs)
        wrapper.log.append((fn.__name__, args, kwargs, result))
        return result
    wrapper.log = []
    wrapper.__name__ = fn.__name__
    wrapper.__doc__ = fn.__doc__
    return wrapper
@logged
def add(a, b=0):
    """Add two numbers."""
    return a + b
add(1, 2)
add(5)
add(a=3, b=4)
print(add.__name__, add.__doc__)
for entry in add.log:
    print(entry)
