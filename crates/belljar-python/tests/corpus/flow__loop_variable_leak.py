for i in range(3):
    pass
print(i)
for k, v in {"a": 1}.items():
    pass
print(k, v)
j = "untouched"
for j in []:
    pass
print(j)
funcs = []
for n in range(3):
    funcs.append(lambda: n)
print([f() for f in funcs])
funcs = [lambda n=n: n for n in range(3)]
print([f() for f in funcs])
