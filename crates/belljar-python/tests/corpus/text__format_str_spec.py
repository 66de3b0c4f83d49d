# Strings under format specs: fill, alignment, truncation, wide characters.
for spec in ['', 's', '10', '<10', '>10', '^10', '*^9', 'é>6', '中<5', '.2', '10.3', '^7.1', '{^5', '}<3', '0>4', '05', '=>5']:
    try:
        print(repr(spec), repr(format('héllo', spec)), repr(format('', spec)))
    except ValueError as e:
        print(repr(spec), e)
print(f'{"ǅ":ǆ^5}', f'{"x":\t>3}', f"{'abc':.0}|", f"{'中文':*>6}")
