# int() of a string mixing Arabic-Indic digits and a letter.
print(int('١٢٣'))
print(int('١٢x'))
