class Card:
    order = "23456789TJQKA"
    def __init__(self, s):
        self.rank, self.suit = s[0], s[1]
    def key(self):
        return self.order.index(self.rank)
    def __eq__(self, o):
        return self.key() == o.key()
    def __lt__(self, o):
        return self.key() < o.key()
    def __gt__(self, o):
        return self.key() > o.key()
    def __le__(self, o):
        return not self > o
    def __ge__(self, o):
        return not self < o
    def __hash__(self):
        return hash(self.rank)
    def __repr__(self):
        return self.rank + self.suit
hand = [Card(c) for c in ["KH", "2S", "TD", "KS", "AC", "5H"]]
print(sorted(hand), max(hand), min(hand))
print(Card("KH") == Card("KS"), Card("2S") < Card("3S"), Card("AC") >= Card("AD"))
print(len(set(hand)), sorted(hand, reverse=True)[:2])
