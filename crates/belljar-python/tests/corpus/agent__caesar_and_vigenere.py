def caesar(text, k):
    out = []
    for ch in text:
        if ch.isalpha():
            base = ord("A") if ch.isupper() else ord("a")
            out.append(chr((ord(ch) - base + k) % 26 + base))
        else:
            out.append(ch)
    return "".join(out)
def vigenere(text, key, sign=1):
    out, i = [], 0
    for ch in text:
        if ch.isalpha():
            k = ord(key[i % len(key)].lower()) - 97
            out.append(caesar(ch, sign * k))
            i += 1
        else:
            out.append(ch)
    return "".join(out)
msg = "Attack at Dawn! Meet by the old Oak, 7pm."
c = caesar(msg, 13)
print(c, caesar(c, 13) == msg, sep="\n")
v = vigenere(msg, "lemon")
print(v, vigenere(v, "lemon", -1), sep="\n")
freq = {}
for ch in c.lower():
    if ch.isalpha():
        freq[ch] = freq.get(ch, 0) + 1
print(sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:5])
