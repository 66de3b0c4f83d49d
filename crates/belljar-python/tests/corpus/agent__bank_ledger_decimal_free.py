# A ledger kept in integer cents, with validation errors and a statement.
class InsufficientFunds(Exception):
    pass


class Account:
    def __init__(self, owner, cents=0):
        self.owner = owner
        self.cents = cents
        self.history = []

    def deposit(self, cents, memo=""):
        if not isinstance(cents, int) or isinstance(cents, bool):
            raise TypeError(f"amount must be int cents, not {type(cents).__name__}")
        if cents <= 0:
            raise ValueError("deposit must be positive")
        self.cents += cents
        self.history.append(("dep", cents, memo))

    def withdraw(self, cents, memo=""):
        if cents > self.cents:
            raise InsufficientFunds(f"{self.owner}: balance {fmt(self.cents)}, wanted {fmt(cents)}")
        self.cents -= cents
        self.history.append(("wd", cents, memo))


def fmt(cents):
    sign = "-" if cents < 0 else ""
    d, c = divmod(abs(cents), 100)
    return f"{sign}${d:,}.{c:02d}"


def transfer(a, b, cents):
    a.withdraw(cents, f"to {b.owner}")
    b.deposit(cents, f"from {a.owner}")


alice, bob = Account("alice", 10_000), Account("bob")
ops = [
    lambda: alice.deposit(2550, "salary"),
    lambda: transfer(alice, bob, 7_500),
    lambda: transfer(bob, alice, 10_000),
    lambda: bob.deposit(-5),
    lambda: bob.deposit(12.5),
    lambda: bob.deposit(True),
    lambda: alice.withdraw(5050, "rent"),
]
for i, op in enumerate(ops):
    try:
        op()
        print(i, "ok", fmt(alice.cents), fmt(bob.cents))
    except (InsufficientFunds, ValueError, TypeError) as e:
        print(i, type(e).__name__, e)
for acct in (alice, bob):
    print(f"== {acct.owner} ==")
    running = 0
    for kind, cents, memo in acct.history:
        running += cents if kind == "dep" else -cents
        print(f"  {kind:<3} {fmt(cents):>10} {fmt(running):>10}  {memo}")
print(fmt(-123456789), fmt(5), fmt(0))
