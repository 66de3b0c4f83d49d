d = {"key": "v", 'k"': "dq"}
print(f"{d['key']}", f'{d["key"]}', f"""{d['k"']}""")
print(f"{'{'}", f"{'}'}", f"{{{d['key']}}}", f"{{}}")
print(f"{'tab:' + chr(9) + '|'}", f"{'nl'!r}", f"{chr(10)!r}")
w = 7
print(f"{'x':>{w}}|{'y':^{w - 2}}|")
print(f"{f'{1 + 1}'}", f"{'a' 'b'}", f"{3}{4}{5}")
items = ["a", "b"]
print(f"{len(items)} item{'s' if len(items) != 1 else ''}: {', '.join(items)}")
