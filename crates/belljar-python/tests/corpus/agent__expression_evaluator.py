def tokenize(s):
    toks, num = [], ""
    for ch in s:
        if ch.isdigit() or ch == ".":
            num += ch
            continue
        if num:
            toks.append(float(num) if "." in num else int(num))
            num = ""
        if ch in "+-*/()":
            toks.append(ch)
    if num:
        toks.append(float(num) if "." in num else int(num))
    return toks
class Parser:
    def __init__(self, toks):
        self.toks, self.i = toks, 0
    def peek(self):
        return self.toks[self.i] if self.i < len(self.toks) else None
    def take(self):
        t = self.peek(); self.i += 1; return t
    def expr(self):
        v = self.term()
        while self.peek() in ("+", "-"):
            v = v + self.term() if self.take() == "+" else v - self.term()
        return v
    def term(self):
        v = self.factor()
        while self.peek() in ("*", "/"):
            v = v * self.factor() if self.take() == "*" else v / self.factor()
        return v
    def factor(self):
        t = self.take()
        if t == "(":
            v = self.expr(); self.take(); return v
        if t == "-":
            return -self.factor()
        return t
for e in ["1 + 2 * 3", "(1 + 2) * 3", "10 / 4", "2 * (3 + 4) - -5", "1.5 * 4", "((7))", "8 - 3 - 2"]:
    print(f"{e} = {Parser(tokenize(e)).expr()}")
