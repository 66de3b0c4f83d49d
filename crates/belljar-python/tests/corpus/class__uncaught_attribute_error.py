class Account:
    def __init__(self, owner):
        self.owner = owner
acct = Account("ann")
print(acct.owner)
print(acct.balance)
