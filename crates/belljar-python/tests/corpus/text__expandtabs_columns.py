# expandtabs() tracks columns and resets them at line breaks.
for s in ['a\tb', '\t', 'ab\tcd\tef', 'abcdefgh\ti', 'x\ny\tz', 'x\ry\tz', 'é\tü\t!', '\t\t', '1\x0b\t2']:
    print(repr(s.expandtabs()), repr(s.expandtabs(4)), repr(s.expandtabs(0)), repr(s.expandtabs(-3)), repr(s.expandtabs(tabsize=1)))
