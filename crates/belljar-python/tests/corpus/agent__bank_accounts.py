class InsufficientFunds(Exception):
    pass
class Account:
    _next_id = 1
    def __init__(self, owner, balance=0):
        self.id = Account._next_id
        Account._next_id += 1
        self.owner = owner
        self.balance = balance
        self.history = []
    def deposit(self, amt):
        if amt <= 0:
            raise ValueError("deposit must be positive")
        self.balance += amt
        self.history.append(("dep", amt))
    def withdraw(self, amt):
        if amt > self.balance:
            raise InsufficientFunds(f"{self.owner}: balance {self.balance}, requested {amt}")
        self.balance -= amt
        self.history.append(("wd", amt))
    def __repr__(self):
        return f"<Account #{self.id} {self.owner}: {self.balance}>"
class Savings(Account):
    rate = 0.02
    def add_interest(self):
        interest = round(self.balance * self.rate, 2)
        self.deposit(interest)
        return interest
def transfer(a, b, amt):
    try:
        a.withdraw(amt)
    except InsufficientFunds as e:
        print("transfer failed:", e)
        return False
    b.deposit(amt)
    return True
x, y = Account("xena", 100), Savings("yuri", 1000)
print(transfer(x, y, 30), transfer(x, y, 500), x, y)
print(y.add_interest(), y)
try:
    x.deposit(-5)
except ValueError as e:
    print("ValueError:", e)
print(x.history, y.history)
