x = "unset"
match [1, 2]:
    case [x, 2]:
        print("matched, x rebound to", x)
    case _:
        print("no match")
print("after match x =", x)
match {"a": 1}:
    case {"a": 1} as whole:
        print("whole", whole)
def f(p):
    match p:
        case (a, b) if a == b:
            return "equal", a
        case (a, b):
            return "different", a, b
print(f((1, 1)), f((1, 2)))
match (1, (2, 3)):
    case (first, (second, _) as inner) as outer:
        print(first, second, inner, outer)
