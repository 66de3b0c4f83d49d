# Assertion failures with and without messages.
def check(x):
    assert x > 0, f"x must be positive, got {x}"
    return x


print(check(1))
try:
    assert False
except AssertionError as e:
    print(repr(e), e.args)
try:
    check(-2)
except AssertionError as e:
    print(e)
assert [] , ("tuple", "message")
