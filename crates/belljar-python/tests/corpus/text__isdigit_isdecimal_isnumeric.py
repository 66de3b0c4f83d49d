# Numeric predicates follow the Unicode numeric types.
for s in ['0', '٣', '²', '₃', '½', 'Ⅷ', 'ⅷ', '①', '⑴', '〇', '一', '万', '𝟗', '１', '߁', '12',
          '1.5', '-1', '', ' ', '٣²', '¼½', '𐄇', '፩', 'ↂ']:
    print(repr(s), s.isdecimal(), s.isdigit(), s.isnumeric())
