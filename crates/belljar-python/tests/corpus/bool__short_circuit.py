log = []
def t(name, val):
    log.append(name)
    return val
print(t("a", 0) and t("b", 1))
print(log); log.clear()
print(t("a", 1) and t("b", 2))
print(log); log.clear()
print(t("a", 0) or t("b", "") or t("c", "x"))
print(log); log.clear()
print(t("a", [1]) or t("b", 1))
print(log); log.clear()
print(None or [] or {} or 0)
print(1 and "x" and [0])
x = None
name = x or "default"
print(name)
