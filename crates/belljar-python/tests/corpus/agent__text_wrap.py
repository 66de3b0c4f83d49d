def wrap(text, width):
    lines, cur = [], ""
    for word in text.split():
        while len(word) > width:
            if cur:
                lines.append(cur); cur = ""
            lines.append(word[:width]); word = word[width:]
        if not cur:
            cur = word
        elif len(cur) + 1 + len(word) <= width:
            cur += " " + word
        else:
            lines.append(cur); cur = word
    if cur:
        lines.append(cur)
    return lines
text = ("Belljar runs the code that language-model agents write, with exact limits and no "
        "reach into the host. Supercalifragilisticexpialidocious words get split.")
for w in (20, 35):
    print(f"--- width {w}")
    for line in wrap(text, w):
        print(f"|{line:<{w}}|")
def justify(line, width):
    words = line.split()
    if len(words) == 1:
        return line.ljust(width)
    gaps = len(words) - 1
    spaces = width - sum(map(len, words))
    out = ""
    for i, w in enumerate(words[:-1]):
        out += w + " " * (spaces // gaps + (1 if i < spaces % gaps else 0))
    return out + words[-1]
for line in wrap(text, 30)[:3]:
    print(f"[{justify(line, 30)}]")
