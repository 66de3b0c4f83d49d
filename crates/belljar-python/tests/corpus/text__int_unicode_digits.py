# int() accepts every Unicode decimal digit and Unicode whitespace around the number.
for s in ['٣', '١٢٣', ' ١٢٣ ', '१२३', '１２３', '\u3000-٧\u3000', '٣_٣', '+𝟗𝟖', '߁߂', '꘠꘡']:
    print(repr(s), int(s))
print(int('٣', 16), int('١٠', 2), int('٧', 8), int('٩٩', 36))
for s in ['²', '½', 'Ⅷ', '٣x', '٣.5', '٣ ٣', '', ' ', '\u200b1', '一']:
    try:
        print(int(s))
    except ValueError as e:
        print('ValueError:', e)
