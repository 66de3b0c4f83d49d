def score(rolls):
    total, i = 0, 0
    frames = []
    for frame in range(10):
        if rolls[i] == 10:
            total += 10 + rolls[i + 1] + rolls[i + 2]
            i += 1
        elif rolls[i] + rolls[i + 1] == 10:
            total += 10 + rolls[i + 2]
            i += 2
        else:
            total += rolls[i] + rolls[i + 1]
            i += 2
        frames.append(total)
    return total, frames
games = {
    "perfect": [10] * 12,
    "gutter": [0] * 20,
    "all spares": [5, 5] * 10 + [5],
    "mixed": [10, 7, 3, 9, 0, 10, 0, 8, 8, 2, 0, 6, 10, 10, 10, 8, 1],
}
for name, rolls in games.items():
    total, frames = score(rolls)
    print(f"{name:<10} {total:>3} {frames}")
