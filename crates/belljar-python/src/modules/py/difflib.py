# difflib: sequence matching and text deltas with CPython 3.11's results: SequenceMatcher
# (Ratcliff/Obershelp longest matching blocks, junk and the "popular element" heuristic,
# opcodes, grouped opcodes, the three ratios), get_close_matches, Differ/ndiff with intraline
# "?" hints, unified_diff, context_diff, diff_bytes and restore. HtmlDiff is absent.

from collections import namedtuple as _namedtuple
from heapq import nlargest as _nlargest

__all__ = ['get_close_matches', 'ndiff', 'restore', 'SequenceMatcher',
           'Differ', 'IS_CHARACTER_JUNK', 'IS_LINE_JUNK', 'context_diff',
           'unified_diff', 'diff_bytes', 'Match']

Match = _namedtuple('Match', 'a b size')


def _ratio(matches, length):
    return 2.0 * matches / length if length else 1.0


class SequenceMatcher:
    """SequenceMatcher is a flexible class for comparing pairs of sequences of
    any type, so long as the sequence elements are hashable."""

    def __init__(self, isjunk=None, a='', b='', autojunk=True):
        self.isjunk = isjunk
        self.a = self.b = None
        self.autojunk = autojunk
        self.set_seqs(a, b)

    def set_seqs(self, a, b):
        """Set the two sequences to be compared."""
        self.set_seq1(a)
        self.set_seq2(b)

    def set_seq1(self, a):
        """Set the first sequence to be compared."""
        if a is self.a:
            return
        self.a = a
        self.matching_blocks = self.opcodes = None

    def set_seq2(self, b):
        """Set the second sequence to be compared."""
        if b is self.b:
            return
        self.b = b
        self.matching_blocks = self.opcodes = None
        self.fullbcount = None
        self._index_b()

    def _index_b(self):
        # Positions of each element of b; junk elements and (for long b) elements on more
        # than 1% of the positions are left out.
        b = self.b
        positions = {}
        for i, elt in enumerate(b):
            positions.setdefault(elt, []).append(i)
        junk = set()
        if self.isjunk:
            for elt in positions.keys():
                if self.isjunk(elt):
                    junk.add(elt)
            for elt in junk:
                del positions[elt]
        popular = set()
        n = len(b)
        if self.autojunk and n >= 200:
            limit = n // 100 + 1
            for elt, idxs in positions.items():
                if len(idxs) > limit:
                    popular.add(elt)
            for elt in popular:
                del positions[elt]
        self.b2j = positions
        self.bjunk = junk
        self.bpopular = popular

    def find_longest_match(self, alo=0, ahi=None, blo=0, bhi=None):
        """Find longest matching block in a[alo:ahi] and b[blo:bhi]."""
        a, b, b2j = self.a, self.b, self.b2j
        junk = self.bjunk
        if ahi is None:
            ahi = len(a)
        if bhi is None:
            bhi = len(b)
        besti, bestj, bestsize = alo, blo, 0
        # lengths[j]: length of the longest match ending with a[i-1] and b[j].
        lengths = {}
        for i in range(alo, ahi):
            new_lengths = {}
            for j in b2j.get(a[i], ()):
                if j < blo:
                    continue
                if j >= bhi:
                    break
                k = new_lengths[j] = lengths.get(j - 1, 0) + 1
                if k > bestsize:
                    besti, bestj, bestsize = i - k + 1, j - k + 1, k
            lengths = new_lengths
        # Extend with equal non-junk elements on both sides, then with equal junk ones.
        while besti > alo and bestj > blo and b[bestj - 1] not in junk and \
                a[besti - 1] == b[bestj - 1]:
            besti, bestj, bestsize = besti - 1, bestj - 1, bestsize + 1
        while besti + bestsize < ahi and bestj + bestsize < bhi and \
                b[bestj + bestsize] not in junk and a[besti + bestsize] == b[bestj + bestsize]:
            bestsize += 1
        while besti > alo and bestj > blo and b[bestj - 1] in junk and \
                a[besti - 1] == b[bestj - 1]:
            besti, bestj, bestsize = besti - 1, bestj - 1, bestsize + 1
        while besti + bestsize < ahi and bestj + bestsize < bhi and \
                b[bestj + bestsize] in junk and a[besti + bestsize] == b[bestj + bestsize]:
            bestsize += 1
        return Match(besti, bestj, bestsize)

    def get_matching_blocks(self):
        """Return list of triples describing matching subsequences."""
        if self.matching_blocks is not None:
            return self.matching_blocks
        la, lb = len(self.a), len(self.b)
        todo = [(0, la, 0, lb)]
        blocks = []
        while todo:
            alo, ahi, blo, bhi = todo.pop()
            i, j, k = m = self.find_longest_match(alo, ahi, blo, bhi)
            if k:
                blocks.append(m)
                if alo < i and blo < j:
                    todo.append((alo, i, blo, j))
                if i + k < ahi and j + k < bhi:
                    todo.append((i + k, ahi, j + k, bhi))
        blocks.sort()
        # Merge adjacent blocks.
        merged = []
        i1 = j1 = k1 = 0
        for i2, j2, k2 in blocks:
            if i1 + k1 == i2 and j1 + k1 == j2:
                k1 += k2
            else:
                if k1:
                    merged.append((i1, j1, k1))
                i1, j1, k1 = i2, j2, k2
        if k1:
            merged.append((i1, j1, k1))
        merged.append((la, lb, 0))
        self.matching_blocks = [Match._make(t) for t in merged]
        return self.matching_blocks

    def get_opcodes(self):
        """Return list of 5-tuples describing how to turn a into b."""
        if self.opcodes is not None:
            return self.opcodes
        i = j = 0
        self.opcodes = codes = []
        for ai, bj, size in self.get_matching_blocks():
            if i < ai and j < bj:
                codes.append(('replace', i, ai, j, bj))
            elif i < ai:
                codes.append(('delete', i, ai, j, bj))
            elif j < bj:
                codes.append(('insert', i, ai, j, bj))
            i, j = ai + size, bj + size
            if size:
                codes.append(('equal', ai, i, bj, j))
        return codes

    def get_grouped_opcodes(self, n=3):
        """Isolate change clusters by eliminating ranges with no changes."""
        codes = self.get_opcodes()
        if not codes:
            codes = [("equal", 0, 1, 0, 1)]
        if codes[0][0] == 'equal':
            tag, i1, i2, j1, j2 = codes[0]
            codes[0] = tag, max(i1, i2 - n), i2, max(j1, j2 - n), j2
        if codes[-1][0] == 'equal':
            tag, i1, i2, j1, j2 = codes[-1]
            codes[-1] = tag, i1, min(i2, i1 + n), j1, min(j2, j1 + n)
        group = []
        for tag, i1, i2, j1, j2 in codes:
            if tag == 'equal' and i2 - i1 > 2 * n:
                group.append((tag, i1, min(i2, i1 + n), j1, min(j2, j1 + n)))
                yield group
                group = []
                i1, j1 = max(i1, i2 - n), max(j1, j2 - n)
            group.append((tag, i1, i2, j1, j2))
        if group and not (len(group) == 1 and group[0][0] == 'equal'):
            yield group

    def ratio(self):
        """Return a measure of the sequences' similarity (float in [0,1])."""
        matches = sum(m[-1] for m in self.get_matching_blocks())
        return _ratio(matches, len(self.a) + len(self.b))

    def quick_ratio(self):
        """Return an upper bound on ratio() relatively quickly."""
        if self.fullbcount is None:
            self.fullbcount = counts = {}
            for elt in self.b:
                counts[elt] = counts.get(elt, 0) + 1
        counts = self.fullbcount
        avail = {}
        matches = 0
        for elt in self.a:
            numb = avail[elt] if elt in avail else counts.get(elt, 0)
            avail[elt] = numb - 1
            if numb > 0:
                matches += 1
        return _ratio(matches, len(self.a) + len(self.b))

    def real_quick_ratio(self):
        """Return an upper bound on ratio() very quickly."""
        la, lb = len(self.a), len(self.b)
        return _ratio(min(la, lb), la + lb)


def get_close_matches(word, possibilities, n=3, cutoff=0.6):
    """Use SequenceMatcher to return list of the best "good enough" matches."""
    if not n > 0:
        raise ValueError("n must be > 0: %r" % (n,))
    if not 0.0 <= cutoff <= 1.0:
        raise ValueError("cutoff must be in [0.0, 1.0]: %r" % (cutoff,))
    scored = []
    s = SequenceMatcher()
    s.set_seq2(word)
    for x in possibilities:
        s.set_seq1(x)
        if s.real_quick_ratio() >= cutoff and s.quick_ratio() >= cutoff and s.ratio() >= cutoff:
            scored.append((s.ratio(), x))
    return [x for score, x in _nlargest(n, scored)]


def _keep_original_ws(s, tag_s):
    """Replace whitespace with the original whitespace characters in `s`"""
    return ''.join(c if tag_c == " " and c.isspace() else tag_c for c, tag_c in zip(s, tag_s))


class Differ:
    """Differ is a class for comparing sequences of lines of text, and
    producing human-readable differences or deltas."""

    def __init__(self, linejunk=None, charjunk=None):
        self.linejunk = linejunk
        self.charjunk = charjunk

    def compare(self, a, b):
        """Compare two sequences of lines; generate the resulting delta."""
        cruncher = SequenceMatcher(self.linejunk, a, b)
        for tag, alo, ahi, blo, bhi in cruncher.get_opcodes():
            if tag == 'replace':
                g = self._fancy_replace(a, alo, ahi, b, blo, bhi)
            elif tag == 'delete':
                g = self._dump('-', a, alo, ahi)
            elif tag == 'insert':
                g = self._dump('+', b, blo, bhi)
            elif tag == 'equal':
                g = self._dump(' ', a, alo, ahi)
            else:
                raise ValueError('unknown tag %r' % (tag,))
            yield from g

    def _dump(self, tag, x, lo, hi):
        for i in range(lo, hi):
            yield '%s %s' % (tag, x[i])

    def _plain_replace(self, a, alo, ahi, b, blo, bhi):
        if bhi - blo < ahi - alo:
            yield from self._dump('+', b, blo, bhi)
            yield from self._dump('-', a, alo, ahi)
        else:
            yield from self._dump('-', a, alo, ahi)
            yield from self._dump('+', b, blo, bhi)

    def _fancy_replace(self, a, alo, ahi, b, blo, bhi):
        # The most similar pair of lines (ratio above 0.74) anchors the block; failing that,
        # an identical pair; failing that, a plain replace.
        best_ratio, cutoff = 0.74, 0.75
        cruncher = SequenceMatcher(self.charjunk)
        eqi, eqj = None, None
        for j in range(blo, bhi):
            bj = b[j]
            cruncher.set_seq2(bj)
            for i in range(alo, ahi):
                ai = a[i]
                if ai == bj:
                    if eqi is None:
                        eqi, eqj = i, j
                    continue
                cruncher.set_seq1(ai)
                if cruncher.real_quick_ratio() > best_ratio and \
                        cruncher.quick_ratio() > best_ratio and \
                        cruncher.ratio() > best_ratio:
                    best_ratio, best_i, best_j = cruncher.ratio(), i, j
        if best_ratio < cutoff:
            if eqi is None:
                yield from self._plain_replace(a, alo, ahi, b, blo, bhi)
                return
            best_i, best_j, best_ratio = eqi, eqj, 1.0
        else:
            eqi = None
        yield from self._fancy_helper(a, alo, best_i, b, blo, best_j)
        aelt, belt = a[best_i], b[best_j]
        if eqi is None:
            atags = btags = ""
            cruncher.set_seqs(aelt, belt)
            for tag, ai1, ai2, bj1, bj2 in cruncher.get_opcodes():
                la, lb = ai2 - ai1, bj2 - bj1
                if tag == 'replace':
                    atags += '^' * la
                    btags += '^' * lb
                elif tag == 'delete':
                    atags += '-' * la
                elif tag == 'insert':
                    btags += '+' * lb
                elif tag == 'equal':
                    atags += ' ' * la
                    btags += ' ' * lb
                else:
                    raise ValueError('unknown tag %r' % (tag,))
            yield from self._qformat(aelt, belt, atags, btags)
        else:
            yield '  ' + aelt
        yield from self._fancy_helper(a, best_i + 1, ahi, b, best_j + 1, bhi)

    def _fancy_helper(self, a, alo, ahi, b, blo, bhi):
        if alo < ahi:
            if blo < bhi:
                yield from self._fancy_replace(a, alo, ahi, b, blo, bhi)
            else:
                yield from self._dump('-', a, alo, ahi)
        elif blo < bhi:
            yield from self._dump('+', b, blo, bhi)

    def _qformat(self, aline, bline, atags, btags):
        atags = _keep_original_ws(aline, atags).rstrip()
        btags = _keep_original_ws(bline, btags).rstrip()
        yield "- " + aline
        if atags:
            yield f"? {atags}\n"
        yield "+ " + bline
        if btags:
            yield f"? {btags}\n"


import re as _re


def IS_LINE_JUNK(line, pat=_re.compile(r"\s*(?:#\s*)?$").match):
    """Return True for ignorable line: iff `line` is blank or contains a single '#'."""
    return pat(line) is not None


def IS_CHARACTER_JUNK(ch, ws=" \t"):
    """Return True for ignorable character: iff `ch` is a space or tab."""
    return ch in ws


def _format_range_unified(start, stop):
    beginning = start + 1
    length = stop - start
    if length == 1:
        return '{}'.format(beginning)
    if not length:
        beginning -= 1
    return '{},{}'.format(beginning, length)


def unified_diff(a, b, fromfile='', tofile='', fromfiledate='',
                 tofiledate='', n=3, lineterm='\n'):
    """Compare two sequences of lines; generate the delta as a unified diff."""
    _check_types(a, b, fromfile, tofile, fromfiledate, tofiledate, lineterm)
    started = False
    for group in SequenceMatcher(None, a, b).get_grouped_opcodes(n):
        if not started:
            started = True
            fromdate = '\t{}'.format(fromfiledate) if fromfiledate else ''
            todate = '\t{}'.format(tofiledate) if tofiledate else ''
            yield '--- {}{}{}'.format(fromfile, fromdate, lineterm)
            yield '+++ {}{}{}'.format(tofile, todate, lineterm)
        first, last = group[0], group[-1]
        yield '@@ -{} +{} @@{}'.format(_format_range_unified(first[1], last[2]),
                                       _format_range_unified(first[3], last[4]), lineterm)
        for tag, i1, i2, j1, j2 in group:
            if tag == 'equal':
                for line in a[i1:i2]:
                    yield ' ' + line
                continue
            if tag in ('replace', 'delete'):
                for line in a[i1:i2]:
                    yield '-' + line
            if tag in ('replace', 'insert'):
                for line in b[j1:j2]:
                    yield '+' + line


def _format_range_context(start, stop):
    beginning = start + 1
    length = stop - start
    if not length:
        beginning -= 1
    if length <= 1:
        return '{}'.format(beginning)
    return '{},{}'.format(beginning, beginning + length - 1)


def context_diff(a, b, fromfile='', tofile='',
                 fromfiledate='', tofiledate='', n=3, lineterm='\n'):
    """Compare two sequences of lines; generate the delta as a context diff."""
    _check_types(a, b, fromfile, tofile, fromfiledate, tofiledate, lineterm)
    prefix = dict(insert='+ ', delete='- ', replace='! ', equal='  ')
    started = False
    for group in SequenceMatcher(None, a, b).get_grouped_opcodes(n):
        if not started:
            started = True
            fromdate = '\t{}'.format(fromfiledate) if fromfiledate else ''
            todate = '\t{}'.format(tofiledate) if tofiledate else ''
            yield '*** {}{}{}'.format(fromfile, fromdate, lineterm)
            yield '--- {}{}{}'.format(tofile, todate, lineterm)
        first, last = group[0], group[-1]
        yield '***************' + lineterm
        yield '*** {} ****{}'.format(_format_range_context(first[1], last[2]), lineterm)
        if any(tag in ('replace', 'delete') for tag, _, _, _, _ in group):
            for tag, i1, i2, _, _ in group:
                if tag != 'insert':
                    for line in a[i1:i2]:
                        yield prefix[tag] + line
        yield '--- {} ----{}'.format(_format_range_context(first[3], last[4]), lineterm)
        if any(tag in ('replace', 'insert') for tag, _, _, _, _ in group):
            for tag, _, _, j1, j2 in group:
                if tag != 'delete':
                    for line in b[j1:j2]:
                        yield prefix[tag] + line


def _check_types(a, b, *args):
    if a and not isinstance(a[0], str):
        raise TypeError('lines to compare must be str, not %s (%r)' % (type(a[0]).__name__, a[0]))
    if b and not isinstance(b[0], str):
        raise TypeError('lines to compare must be str, not %s (%r)' % (type(b[0]).__name__, b[0]))
    for arg in args:
        if not isinstance(arg, str):
            raise TypeError('all arguments must be str, not: %r' % (arg,))


def diff_bytes(dfunc, a, b, fromfile=b'', tofile=b'',
               fromfiledate=b'', tofiledate=b'', n=3, lineterm=b'\n'):
    """Compare `a` and `b`, two sequences of lines represented as bytes rather than str."""
    def decode(s):
        try:
            return s.decode('latin-1')
        except AttributeError as err:
            msg = ('all arguments must be bytes, not %s (%r)' % (type(s).__name__, s))
            raise TypeError(msg) from err
    a = list(map(decode, a))
    b = list(map(decode, b))
    lines = dfunc(a, b, decode(fromfile), decode(tofile), decode(fromfiledate),
                  decode(tofiledate), n, decode(lineterm))
    for line in lines:
        yield line.encode('latin-1')


def ndiff(a, b, linejunk=None, charjunk=IS_CHARACTER_JUNK):
    """Compare `a` and `b` (lists of strings); return a `Differ`-style delta."""
    return Differ(linejunk, charjunk).compare(a, b)


def restore(delta, which):
    """Generate one of the two sequences that generated a delta."""
    try:
        tag = {1: "- ", 2: "+ "}[int(which)]
    except KeyError:
        raise ValueError('unknown delta choice (must be 1 or 2): %r' % which) from None
    prefixes = ("  ", tag)
    for line in delta:
        if line[:2] in prefixes:
            yield line[2:]
