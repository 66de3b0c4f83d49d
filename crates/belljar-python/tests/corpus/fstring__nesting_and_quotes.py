items = {"a": 1, "b": 2}
print(f"{', '.join(f'{k}={v}' for k, v in items.items())}")
print(f"{'yes' if items else 'no'}")
print(f"{items['a'] + items.get('c', 10)}")
print(f"""triple {"double" + 'single'}""")
name = "x"
print(f"{f'{name}'*3}")
print(f"{len([c for c in 'hello' if c in 'lo'])}")
print(f"{'{'}{'}'} {{}} {{{name}}}")
print(f"{(lambda v: v * 2)(21)}")
print(F"upper F {name}", rf"raw {name}\n", fr"\t{name}")
