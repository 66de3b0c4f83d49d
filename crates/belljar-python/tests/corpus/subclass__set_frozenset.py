class Tags(set):
    def add_all(self, *xs):
        for x in xs:
            self.add(x)
        return self


t = Tags([3, 1])
t.add_all(2, 3)
print(sorted(t), len(t), 2 in t, repr(Tags()), isinstance(t, set))
print(sorted(t | {9}), type(t | {9}).__name__, sorted(t & {1, 2}), sorted(t - {1}))
t |= {7}
print(sorted(t), type(t).__name__)
print(t == {1, 2, 3, 7}, t <= {1, 2, 3, 7, 8}, bool(Tags()))


class Frozen(frozenset):
    def __repr__(self):
        return "Frozen" + str(sorted(self))


f = Frozen([2, 1, 2])
print(f, len(f), 1 in f, {f: 1}[frozenset({1, 2})], hash(f) == hash(frozenset({1, 2})))
print(f == frozenset([1, 2]), sorted(f | {5}), isinstance(f, frozenset))


class Plain(frozenset):
    pass


print(Plain([1]), Plain(), set(Plain([4])))
