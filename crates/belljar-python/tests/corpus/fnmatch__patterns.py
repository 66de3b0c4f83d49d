import fnmatch
import random
files = ["main.py", "test_main.py", "README.md", "setup.cfg", "data.json", "a.txt", "b.TXT", ".hidden", "dir/x.py", "x[1].py", "notes-2024.md", "café.txt", "back\\slash"]
for pat in ["*.py", "test_*", "*.[mM][dD]", "?.txt", "[!a]*", "*", "", "[a-c].*", "*[0-9]*", "x[[]1].py", "[]]*", "[!]]*", "*.", ".*", "*\\*", "dir/*", "[z-a]*", "[!z-a]*", "*-*", "caf?.txt", "[a-]*", "[--0]*"]:
    print(repr(pat), fnmatch.filter(files, pat), fnmatch.translate(pat))
print(fnmatch.fnmatch("FILE.TXT", "*.txt"), fnmatch.fnmatchcase("FILE.TXT", "*.TXT"), fnmatch.fnmatch(b"x.py", b"*.py"))
try:
    fnmatch.fnmatch(b"x", "*")
except TypeError as e:
    print("TypeError:", e)
random.seed(11)
alpha = "ab-!^[]\\*?c.&~|z"
names_alpha = "abc-!^[]\\.z&~|x"
out = []
for trial in range(400):
    pat = "".join(random.choice(alpha) for _ in range(random.randint(0, 7)))
    hits = []
    for _ in range(4):
        name = "".join(random.choice(names_alpha) for _ in range(random.randint(0, 6)))
        hits.append("1" if fnmatch.fnmatchcase(name, pat) else "0")
    out.append("".join(hits))
    if trial % 50 == 0:
        print(repr(pat), fnmatch.translate(pat))
print("".join(out))
