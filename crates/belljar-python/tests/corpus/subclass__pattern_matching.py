class Record(dict):
    pass


class Row(list):
    pass


class Word(str):
    pass


class Num(int):
    pass


def classify(x):
    match x:
        case {"kind": "user", "name": name}:
            return "user " + name
        case [first, *rest]:
            return f"seq {first} +{len(rest)}"
        case Word() as w:
            return "word " + w
        case Num(n) if n > 10:
            return "big"
        case int():
            return "int"
        case _:
            return "other"


for v in [Record(kind="user", name="ada"), Row([1, 2, 3]), Word("hi"), Num(50), Num(3), 2.0, (9,)]:
    print(classify(v))
match Record(a=1, b=2):
    case {"a": 1, **rest}:
        print("rest", rest)
match Row([1, 2]):
    case list([a, b]):
        print("list pattern", a, b)
