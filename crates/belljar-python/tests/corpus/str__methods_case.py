s = "hello World, it's PYTHON time"
print(s.upper(), s.lower(), sep="\n")
print(s.title())
print(s.capitalize())
print(s.swapcase())
print("ß".upper(), "İ".lower() == "i̇", "ǅ".title())
print("Hello".casefold(), "ABC".isupper(), "abc".islower(), "Abc Def".istitle())
print("123".isdigit(), "12.3".isdigit(), "abc".isalpha(), "ab1".isalnum(), "   ".isspace(), "".isspace())
print("x_1".isidentifier(), "1x".isidentifier(), "٣".isdigit(), "½".isnumeric(), "12".isdecimal())
