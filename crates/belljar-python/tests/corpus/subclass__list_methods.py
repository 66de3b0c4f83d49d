class Stack(list):
    def push(self, x):
        self.append(x)
        return self

    def peek(self):
        return self[-1]


s = Stack([1, 2])
s.push(3).push(4)
print(s, s.peek(), len(s), s.pop(), s)
print(s + [9], type(s + [9]).__name__, s * 2)
s += [5, 6]
print(s, type(s).__name__)
s.sort(reverse=True)
print(s, sorted(s), s[1:3], type(s[1:3]).__name__)
print(s.index(5), s.count(1), 5 in s, list(reversed(s)))
s[0] = 100
del s[1]
print(s, s == [100, 2, 1], s != [1], bool(Stack()), bool(s))
print(sum(s), max(s), min(s), ", ".join(map(str, s)))
print(isinstance(s, list), issubclass(Stack, list), Stack.__mro__)
print(repr(Stack()), str(Stack([Stack([1])])))
