prices = [100, 102, 101, 105, 107, 106, 110, 108, 104, 103, 99, 98, 101, 104, 108]
def sma(xs, n):
    return [None if i + 1 < n else sum(xs[i + 1 - n:i + 1]) / n for i in range(len(xs))]
def ema(xs, n):
    k = 2 / (n + 1)
    out = [xs[0]]
    for x in xs[1:]:
        out.append(x * k + out[-1] * (1 - k))
    return out
short, long_ = sma(prices, 3), sma(prices, 5)
signals = []
for i in range(1, len(prices)):
    if None in (short[i - 1], long_[i - 1]):
        continue
    if short[i - 1] <= long_[i - 1] and short[i] > long_[i]:
        signals.append((i, "BUY", prices[i]))
    elif short[i - 1] >= long_[i - 1] and short[i] < long_[i]:
        signals.append((i, "SELL", prices[i]))
print([round(v, 2) if v is not None else None for v in short])
print([round(v, 2) for v in ema(prices, 4)])
print(signals)
