# __len__ returning negative or huge values.
class Neg:
    def __len__(self):
        return -1


class Huge:
    def __len__(self):
        return 2 ** 100


class Big:
    def __len__(self):
        return 2 ** 62


for cls in (Neg, Huge, Big):
    try:
        print(cls.__name__, len(cls()))
    except (ValueError, OverflowError) as e:
        print(cls.__name__, type(e).__name__ + ":", e)
    try:
        print(cls.__name__, bool(cls()))
    except (ValueError, OverflowError) as e:
        print(cls.__name__, "bool", type(e).__name__ + ":", e)
