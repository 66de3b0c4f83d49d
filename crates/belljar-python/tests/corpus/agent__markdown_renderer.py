doc = """# Title
Some *intro* text.

## List
- first item
- second **bold** item
- third

Closing `code` line."""
def inline(s):
    out = []
    i = 0
    while i < len(s):
        if s.startswith("**", i):
            j = s.index("**", i + 2)
            out.append("<b>" + s[i + 2:j] + "</b>")
            i = j + 2
        elif s[i] == "*":
            j = s.index("*", i + 1)
            out.append("<i>" + s[i + 1:j] + "</i>")
            i = j + 1
        elif s[i] == "`":
            j = s.index("`", i + 1)
            out.append("<code>" + s[i + 1:j] + "</code>")
            i = j + 1
        else:
            out.append(s[i])
            i += 1
    return "".join(out)
html = []
in_list = False
for line in doc.split("\n"):
    if line.startswith("- "):
        if not in_list:
            html.append("<ul>")
            in_list = True
        html.append(f"  <li>{inline(line[2:])}</li>")
        continue
    if in_list:
        html.append("</ul>")
        in_list = False
    if line.startswith("#"):
        level = len(line) - len(line.lstrip("#"))
        html.append(f"<h{level}>{inline(line[level:].strip())}</h{level}>")
    elif line.strip():
        html.append(f"<p>{inline(line)}</p>")
print("\n".join(html))
