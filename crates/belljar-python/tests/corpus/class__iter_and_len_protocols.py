class Deck:
    suits = "SHDC"
    ranks = "23456789TJQKA"
    def __init__(self):
        self.cards = [r + s for s in self.suits for r in self.ranks]
    def __len__(self):
        return len(self.cards)
    def __getitem__(self, i):
        return self.cards[i]
    def __iter__(self):
        return iter(self.cards)
    def __contains__(self, card):
        return card in self.cards
    def __reversed__(self):
        return iter(self.cards[::-1])
d = Deck()
print(len(d), d[0], d[-1], d[10:13], "AS" in d, "1X" in d)
print(list(reversed(d))[:3], sorted(d)[:3])
print([c for c in d if c.startswith("A")])
print(sum(1 for _ in d), max(d), min(d))
shuffled = [d[(i * 17) % 52] for i in range(52)]
print(shuffled[:6])
