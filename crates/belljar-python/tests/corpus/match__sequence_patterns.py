def handle(cmd):
    match cmd.split():
        case []:
            return "empty"
        case ["quit"]:
            return "bye"
        case ["go", direction]:
            return f"going {direction}"
        case ["pick", "up", *items] if items:
            return f"picking {', '.join(items)}"
        case ["say", *words]:
            return " ".join(words).upper()
        case [first, *_, last]:
            return f"unknown {first}..{last}"
        case [single]:
            return f"unknown single {single}"
for c in ["", "quit", "go north", "pick up sword shield", "pick up", "say hi there", "a b c", "xyz"]:
    print(repr(c), "->", handle(c))
match (1, 2, 3):
    case (a, b):
        print("two")
    case (a, *rest):
        print("star", a, rest)
match "abc":
    case [x, *_]:
        print("str matched as sequence?")
    case str() as s:
        print("str is not a sequence pattern:", s)
