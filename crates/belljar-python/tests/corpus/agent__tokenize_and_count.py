source = """def add(a, b):
    # adds numbers
    return a + b  # inline
x = add(1, 22) * 3.5
print("result:", x)"""
import math
KEYWORDS = {"def", "return", "print"}
tokens = []
for lineno, line in enumerate(source.splitlines(), 1):
    code = line.split("#", 1)[0]
    i = 0
    while i < len(code):
        ch = code[i]
        if ch.isspace():
            i += 1
        elif ch.isalpha() or ch == "_":
            j = i
            while j < len(code) and (code[j].isalnum() or code[j] == "_"):
                j += 1
            word = code[i:j]
            tokens.append(("KW" if word in KEYWORDS else "NAME", word, lineno))
            i = j
        elif ch.isdigit():
            j = i
            while j < len(code) and (code[j].isdigit() or code[j] == "."):
                j += 1
            tokens.append(("NUM", code[i:j], lineno)); i = j
        elif ch == '"':
            j = code.index('"', i + 1)
            tokens.append(("STR", code[i:j + 1], lineno)); i = j + 1
        else:
            tokens.append(("OP", ch, lineno)); i += 1
kinds = {}
for k, _, _ in tokens:
    kinds[k] = kinds.get(k, 0) + 1
print(kinds)
print([t[1] for t in tokens if t[2] == 4])
print(math.floor(len(tokens) / 3))
