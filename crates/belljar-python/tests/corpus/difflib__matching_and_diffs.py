# difflib: SequenceMatcher (blocks, opcodes, ratios, junk, autojunk), get_close_matches, ndiff
# with intraline hints, unified/context diffs, restore, diff_bytes, errors.
import difflib

a = "The quick brown fox jumps over the lazy dog".split()
b = "The quick red fox leaps over the very lazy dog today".split()
s = difflib.SequenceMatcher(None, a, b)
print(s.get_matching_blocks(), s.get_opcodes(), round(s.ratio(), 6), s.quick_ratio(), s.real_quick_ratio())
print(list(s.get_grouped_opcodes(1)))
s2 = difflib.SequenceMatcher(lambda x: x == " ", "private Thread currentThread;", "private volatile Thread currentThread;")
print(s2.find_longest_match(0, 29, 0, 38), s2.get_opcodes(), round(s2.ratio(), 6))
s3 = difflib.SequenceMatcher(None, "abcd" * 100 + "xyz", "abcd" * 90 + "xyzw")
print(len(s3.bpopular), s3.ratio(), s3.get_opcodes()[-3:])
s4 = difflib.SequenceMatcher(None, "abcd" * 100, "abcd" * 90, autojunk=False)
print(s4.ratio(), len(s4.get_matching_blocks()))
print(difflib.get_close_matches("appel", ["ape", "apple", "peach", "puppy"]),
      difflib.get_close_matches("wheel", ["while", "which", "wheat", "shell", "wheels"], n=2, cutoff=0.5),
      difflib.get_close_matches("xyz", ["abc"]))
one = ['one\n', 'two\n', 'three\n', 'four\n', 'five\n', 'six\n', 'seven\n', 'eight\n', 'nine\n', 'ten\n']
two = ['zero\n', 'one\n', 'tree\n', 'four\n', 'five\n', 'sixx\n', 'seven\n', 'eight\n', 'nine\n', 'ten\n', 'eleven\n']
print(''.join(difflib.ndiff(one, two)), end='')
print(''.join(difflib.unified_diff(one, two, fromfile='before.py', tofile='after.py', fromfiledate='d1', n=1)), end='')
print(''.join(difflib.context_diff(one, two, fromfile='a', tofile='b')), end='')
print(list(difflib.unified_diff(['a', 'b'], ['a', 'c'], lineterm='')))
print(list(difflib.unified_diff([], [])), list(difflib.unified_diff(['x\n'], [])), list(difflib.context_diff([], ['y\n'])))
diff = list(difflib.ndiff(['  indented line\n', 'same\n'], ['\tindented lime\n', 'same\n']))
print(diff, ''.join(difflib.restore(diff, 1)), ''.join(difflib.restore(diff, 2)))
print(list(difflib.Differ().compare(['abc\n', 'def\n'], ['abd\n', 'xyz\n', 'def\n'])))
print(difflib.IS_LINE_JUNK('\n'), difflib.IS_LINE_JUNK('  #   \n'), difflib.IS_LINE_JUNK('hello\n'), difflib.IS_CHARACTER_JUNK(' '), difflib.IS_CHARACTER_JUNK('x'))
print(list(difflib.diff_bytes(difflib.unified_diff, [b'a\n', b'\xff\n'], [b'a\n', b'b\n'], b'f1', b'f2')))
for f in (lambda: difflib.get_close_matches('x', [], n=0), lambda: difflib.get_close_matches('x', [], cutoff=2),
          lambda: list(difflib.unified_diff([1], ['a'])), lambda: list(difflib.unified_diff(['a'], ['b'], fromfile=1)),
          lambda: list(difflib.restore([], 3)), lambda: list(difflib.diff_bytes(difflib.unified_diff, ['a'], [b'b']))):
    try:
        print(f())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
