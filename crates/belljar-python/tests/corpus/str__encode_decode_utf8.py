texts = ["hello", "café", "naïve", "日本語", "😀!", ""]
for t in texts:
    b = t.encode("utf-8")
    print(repr(t), len(t), len(b), list(b)[:6], b.decode("utf-8") == t)
print("é".encode("latin-1"), b"\xe9".decode("latin-1"))
try:
    "日本".encode("ascii")
except UnicodeEncodeError as e:
    print("UnicodeEncodeError:", e)
try:
    b"\xff\xfe".decode("utf-8")
except UnicodeDecodeError as e:
    print("UnicodeDecodeError:", e)
print("abc".encode("ascii"), "x".encode())
