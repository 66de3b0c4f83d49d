for ch in "Aa0 ~é€😀":
    print(ch, ord(ch), hex(ord(ch)))
print("".join(chr(c) for c in range(65, 75)))
print(chr(0x1F600) == "😀", len("😀"), "😀"[0])
shift = 3
msg = "Hello, World!"
enc = "".join(chr((ord(c) - 65 + shift) % 26 + 65) if c.isupper() else
              chr((ord(c) - 97 + shift) % 26 + 97) if c.islower() else c for c in msg)
print(enc)
print(sorted("hello"), min("hello"), max("hello"))
