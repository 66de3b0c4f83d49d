def checked_sqrt(x):
    assert x >= 0, f"negative input: {x}"
    return x ** 0.5
print(checked_sqrt(16))
try:
    checked_sqrt(-4)
except AssertionError as e:
    print("AssertionError:", e, e.args)
try:
    assert 1 == 2
except AssertionError as e:
    print("bare assert:", repr(e), e.args)
assert True, "never"
assert [1], "non-empty"
print("ok")
