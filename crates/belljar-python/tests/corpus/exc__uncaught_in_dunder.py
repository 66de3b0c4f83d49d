class Money:
    def __init__(self, cents):
        self.cents = cents
    def __add__(self, other):
        if not isinstance(other, Money):
            raise TypeError(f"cannot add Money and {type(other).__name__}")
        return Money(self.cents + other.cents)
    def __repr__(self):
        return f"${self.cents / 100:.2f}"
print(Money(150) + Money(275))
print(Money(150) + 5)
