# The invalid-literal messages quote the text with repr, cut at 200 characters.
for s in ['abc', "it's", 'a"b', 'tab\t', 'é', '\u0378', 'x' * 250, '1' * 10 + 'x' * 195]:
    try:
        int(s)
    except ValueError as e:
        m = str(e)
        print(len(m), m[:60], m[-10:])
    try:
        float(s)
    except ValueError as e:
        m = str(e)
        print(len(m), m[:60], m[-10:])
try:
    int('9' * 4301)
except ValueError as e:
    print(e)
print(len(str(int('9' * 4300))))
print(int('1' * 5000, 16) % 1000)
