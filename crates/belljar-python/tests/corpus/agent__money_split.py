def split(total_cents, weights):
    wsum = sum(weights)
    shares = [total_cents * w // wsum for w in weights]
    remainder = total_cents - sum(shares)
    order = sorted(range(len(weights)), key=lambda i: (-(total_cents * weights[i] % wsum), i))
    for i in order[:remainder]:
        shares[i] += 1
    return shares
for total, weights in [(10000, [1, 1, 1]), (101, [1, 1]), (999, [3, 2, 1]), (1, [1, 1, 1]), (12345, [50, 30, 20])]:
    s = split(total, weights)
    print(total, weights, s, sum(s) == total, [f"${c / 100:.2f}" for c in s])
