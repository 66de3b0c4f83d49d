class Account:
    def __init__(self, owner, balance):
        self.owner = owner
        self.balance = balance
    @property
    def balance(self):
        return self._balance
    @balance.setter
    def balance(self, value):
        if not isinstance(value, (int, float)):
            raise TypeError("balance must be a number")
        if value < 0:
            raise ValueError("balance cannot be negative")
        self._balance = round(value, 2)
    @property
    def owner(self):
        return self._owner.title()
    @owner.setter
    def owner(self, v):
        self._owner = v.strip()
a = Account("  jane doe ", 10.456)
print(a.owner, a.balance)
for bad in [-1, "10"]:
    try:
        a.balance = bad
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
a.balance += 5
print(a.balance)
try:
    Account("x", -5)
except ValueError as e:
    print("ctor ValueError:", e)
