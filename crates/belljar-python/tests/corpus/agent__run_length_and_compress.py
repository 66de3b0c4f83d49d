def rle(s):
    if not s:
        return []
    out, cur, n = [], s[0], 1
    for ch in s[1:]:
        if ch == cur:
            n += 1
        else:
            out.append((cur, n)); cur, n = ch, 1
    out.append((cur, n))
    return out
def encode(s):
    return "".join(f"{n}{c}" if n > 1 else c for c, n in rle(s))
def decode(s):
    out, num = [], ""
    for ch in s:
        if ch.isdigit():
            num += ch
        else:
            out.append(ch * int(num or 1)); num = ""
    return "".join(out)
for s in ["aaabccddddd", "abc", "", "zzzzzzzzzzzz", "aabbaa"]:
    e = encode(s)
    print(repr(s), "->", repr(e), decode(e) == s)
print(rle("mississippi"))
