# enumerate's start goes through __index__: bools count as ints, floats are refused.
class Two:
    def __index__(self):
        return 2

print(list(enumerate("ab", True)), list(enumerate("ab", Two())), list(enumerate("ab", -2**70)))
print(list(enumerate("ab", start=2**63 - 1)))
for bad in [1.5, "3", None]:
    try:
        enumerate("ab", bad)
    except TypeError as e:
        print(type(bad).__name__, e)
