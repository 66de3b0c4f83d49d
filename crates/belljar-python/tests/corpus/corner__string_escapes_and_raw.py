print("tab:[\t] newline-escaped:[\\n] quote:[\"] apostrophe:['] bell-len:", len("\a"))
print(r"raw \n stays", len(r"\n"), r"C:\path\to", "\\\\server")
print("\x41\101\u0041\U00000041\N{DIGIT ONE}")
print("multi\
line continuation")
print("""triple "quoted" 'string'""", '''other "triple"''')
print("a" "b" 'c' """d""")
s = "line1\nline2"
print(repr(s), len(s), s.count("\n"))
print("\u00e9" == "é", "e\u0301" == "é", len("e\u0301"))
