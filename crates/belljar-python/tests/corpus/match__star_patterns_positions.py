def shape(seq):
    match seq:
        case []:
            return "empty"
        case [x]:
            return f"one {x}"
        case [first, *middle, last] if not middle:
            return f"two {first},{last}"
        case [*init, "END"]:
            return f"ends with END after {init}"
        case ["START", *rest]:
            return f"starts, rest={rest}"
        case [_, _, *_, 0]:
            return "ends in zero"
        case _:
            return "other"
for s in [[], [1], [1, 2], ["a", "b", "END"], ["START", 1, 2], [1, 2, 3, 0], (1, 2, 3), "xy"]:
    print(repr(s), "->", shape(s))
