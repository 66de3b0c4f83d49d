
import textwrap
texts = [
    "The quick brown fox jumps over the lazy dog. " * 5,
    "Hello-world this is a well-known, state-of-the-art test -- with em--dashes and self-explanatory x-ray e-mail A-B 1-2 foo--bar.",
    "Supercalifragilisticexpialidocious is a very long word indeed, antidisestablishmentarianism too.",
    "  leading   spaces\tand\ttabs\nand newlines  ",
    "Mr. Smith went to Washington. He said hi! Really? Yes.  Done.",
    "a-b-c-d-e-f-g-h ab-cd-ef-gh abc--def ---x x--- -- --y",
    "",
    "   ",
    "short",
    "word " * 30,
    "unicode naïve café résumé-driven über-cool",
]
for t in texts:
    for w in (1, 7, 12, 40):
        print(w, textwrap.wrap(t, w))
    print(textwrap.fill(t, 30, initial_indent="* ", subsequent_indent="  "))
    print(textwrap.wrap(t, 15, break_on_hyphens=False))
    print(textwrap.wrap(t, 15, break_long_words=False))
    print(textwrap.wrap(t, 20, drop_whitespace=False))
    print(textwrap.wrap(t, 20, fix_sentence_endings=True))
    print(textwrap.wrap(t, 20, replace_whitespace=False))
    print(textwrap.wrap(t, 20, expand_tabs=False))
    for ml in (1, 2, 3):
        print(textwrap.wrap(t, 20, max_lines=ml))
        print(textwrap.wrap(t, 12, max_lines=ml, placeholder="..."))
    print(repr(textwrap.shorten(t, 25)), repr(textwrap.shorten(t, 40, placeholder=" (more)")))
try:
    textwrap.wrap("abc", 0)
except ValueError as e:
    print(e)
try:
    textwrap.shorten("hello world foo", 5)
except ValueError as e:
    print(e)
print(textwrap.wrap("\tTab\tstart", 10, tabsize=4))
ded = ["    a\n      b\n    c\n", "\ta\n\tb\n", "  x\n\n  y\n   \n  z", "no indent\n  yes", " \t a\n \t b\n", "  a\n\t b", "\n\n", "    only"]
for d in ded:
    print(repr(textwrap.dedent(d)))
print(repr(textwrap.indent("a\nb\n\nc", "> ")))
print(repr(textwrap.indent("a\nb\n  \nc\r\nd", "+ ", lambda line: True)))
w = textwrap.TextWrapper(width=25, initial_indent="- ")
print(w.wrap("This is a sentence that is long enough to wrap a couple of times."), w.width)
w.width = 10
print(w.fill("Change the width after making the wrapper."))
