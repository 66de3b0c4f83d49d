def parse(s):
    i = 0
    def ws():
        nonlocal i
        while i < len(s) and s[i] in " \n\t":
            i += 1
    def value():
        nonlocal i
        ws()
        c = s[i]
        if c == "{":
            i += 1; out = {}; ws()
            if s[i] == "}":
                i += 1; return out
            while True:
                ws(); k = value(); ws()
                assert s[i] == ":", f"expected ':' at {i}"
                i += 1
                out[k] = value(); ws()
                if s[i] == ",":
                    i += 1; continue
                i += 1; return out
        if c == "[":
            i += 1; out = []; ws()
            if s[i] == "]":
                i += 1; return out
            while True:
                out.append(value()); ws()
                if s[i] == ",":
                    i += 1; continue
                i += 1; return out
        if c == '"':
            j = s.index('"', i + 1)
            r = s[i + 1:j]; i = j + 1; return r
        for lit, val in (("true", True), ("false", False), ("null", None)):
            if s.startswith(lit, i):
                i += len(lit); return val
        j = i
        while j < len(s) and (s[j].isdigit() or s[j] in "-+.eE"):
            j += 1
        num = s[i:j]; i = j
        return float(num) if any(ch in num for ch in ".eE") else int(num)
    return value()
text = '{"a": [1, 2.5, -3e2, {"b": null}], "c": true, "d": "str", "e": {}, "f": []}'
obj = parse(text)
print(obj)
print(obj["a"][3], type(obj["a"][2]).__name__, obj["c"] is True)
