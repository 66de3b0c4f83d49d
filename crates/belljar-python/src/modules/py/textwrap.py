"""textwrap: wrap, fill, shorten, dedent, indent and TextWrapper, with CPython 3.11's
results (Belljar's own code: the chunking CPython does with regular expressions is done by
hand here)."""

__all__ = ["TextWrapper", "wrap", "fill", "dedent", "indent", "shorten"]

_whitespace = "\t\n\x0b\x0c\r "


def _is_ws(c):
    return c in _whitespace


def _is_w(c):
    return c.isalnum() or c == "_"


def _is_lt(c):
    # [^\d\W]: a word character that is not a digit.
    return _is_w(c) and not c.isdecimal()


def _is_wp(c):
    return _is_w(c) or c in "!\"'&.,?"


def _dashes(r, j):
    """The length of the run of '-' at r[j:] when it is followed by a word character."""
    k = j
    while k < len(r) and r[k] == "-":
        k += 1
    if k - j >= 2 and k < len(r) and _is_w(r[k]):
        return k - j
    return 0


def _split_run(r, out):
    """Split a run of non-whitespace as CPython's wordsep_re does: hyphenated words after
    their hyphens, em-dashes (two or more '-') on their own."""
    n = len(r)
    pos = 0
    while pos < n:
        if pos > 0 and _is_wp(r[pos - 1]):
            k = _dashes(r, pos)
            if k:
                out.append(r[pos:pos + k])
                pos += k
                continue
        j = pos + 1
        while True:
            if j < n and r[j] == "-" and (
                    (j >= 2 and _is_lt(r[j - 2]) and _is_lt(r[j - 1]))
                    or (j >= 3 and _is_lt(r[j - 3]) and r[j - 2] == "-"
                        and _is_lt(r[j - 1]))) and j + 1 < n and _is_lt(r[j + 1]) and (
                    (j + 2 < n and _is_lt(r[j + 2]))
                    or (j + 3 < n and r[j + 2] == "-" and _is_lt(r[j + 3]))):
                out.append(r[pos:j + 1])
                pos = j + 1
                break
            if j >= n:
                out.append(r[pos:j])
                pos = j
                break
            if _is_wp(r[j - 1]) and _dashes(r, j):
                out.append(r[pos:j])
                pos = j
                break
            j += 1


def _is_sentence_end(chunk):
    # [a-z][\.\!\?][\"\']?\Z
    if chunk and chunk[-1] in "\"'":
        chunk = chunk[:-1]
    return (len(chunk) >= 2 and chunk[-1] in ".!?" and "a" <= chunk[-2] <= "z")


class TextWrapper:
    """Object for wrapping/filling text."""

    def __init__(self, width=70, initial_indent="", subsequent_indent="", expand_tabs=True,
                 replace_whitespace=True, fix_sentence_endings=False, break_long_words=True,
                 drop_whitespace=True, break_on_hyphens=True, tabsize=8, *, max_lines=None,
                 placeholder=" [...]"):
        self.width = width
        self.initial_indent = initial_indent
        self.subsequent_indent = subsequent_indent
        self.expand_tabs = expand_tabs
        self.replace_whitespace = replace_whitespace
        self.fix_sentence_endings = fix_sentence_endings
        self.break_long_words = break_long_words
        self.drop_whitespace = drop_whitespace
        self.break_on_hyphens = break_on_hyphens
        self.tabsize = tabsize
        self.max_lines = max_lines
        self.placeholder = placeholder

    def _munge_whitespace(self, text):
        if self.expand_tabs:
            text = text.expandtabs(self.tabsize)
        if self.replace_whitespace:
            for c in _whitespace:
                if c != " " and c in text:
                    text = text.replace(c, " ")
        return text

    def _split(self, text):
        chunks = []
        n = len(text)
        i = 0
        while i < n:
            j = i
            if _is_ws(text[i]):
                while j < n and _is_ws(text[j]):
                    j += 1
                chunks.append(text[i:j])
            else:
                while j < n and not _is_ws(text[j]):
                    j += 1
                if self.break_on_hyphens is True:
                    _split_run(text[i:j], chunks)
                else:
                    chunks.append(text[i:j])
            i = j
        return chunks

    def _fix_sentence_endings(self, chunks):
        i = 0
        while i < len(chunks) - 1:
            if chunks[i + 1] == " " and _is_sentence_end(chunks[i]):
                chunks[i + 1] = "  "
                i += 2
            else:
                i += 1

    def _handle_long_word(self, reversed_chunks, cur_line, cur_len, width):
        if width < 1:
            space_left = 1
        else:
            space_left = width - cur_len
        if self.break_long_words:
            end = space_left
            chunk = reversed_chunks[-1]
            if self.break_on_hyphens and len(chunk) > space_left:
                hyphen = chunk.rfind("-", 0, space_left)
                if hyphen > 0 and any(c != "-" for c in chunk[:hyphen]):
                    end = hyphen + 1
            cur_line.append(chunk[:end])
            reversed_chunks[-1] = chunk[end:]
        elif not cur_line:
            cur_line.append(reversed_chunks.pop())

    def _wrap_chunks(self, chunks):
        lines = []
        if self.width <= 0:
            raise ValueError("invalid width %r (must be > 0)" % self.width)
        if self.max_lines is not None:
            if self.max_lines > 1:
                indent = self.subsequent_indent
            else:
                indent = self.initial_indent
            if len(indent) + len(self.placeholder.lstrip()) > self.width:
                raise ValueError("placeholder too large for max width")
        chunks.reverse()
        while chunks:
            cur_line = []
            cur_len = 0
            if lines:
                indent = self.subsequent_indent
            else:
                indent = self.initial_indent
            width = self.width - len(indent)
            if self.drop_whitespace and chunks[-1].strip() == "" and lines:
                del chunks[-1]
            while chunks:
                n = len(chunks[-1])
                if cur_len + n <= width:
                    cur_line.append(chunks.pop())
                    cur_len += n
                else:
                    break
            if chunks and len(chunks[-1]) > width:
                self._handle_long_word(chunks, cur_line, cur_len, width)
                cur_len = sum(map(len, cur_line))
            if self.drop_whitespace and cur_line and cur_line[-1].strip() == "":
                cur_len -= len(cur_line[-1])
                del cur_line[-1]
            if cur_line:
                if (self.max_lines is None or len(lines) + 1 < self.max_lines
                        or (not chunks or self.drop_whitespace and len(chunks) == 1
                            and not chunks[0].strip()) and cur_len <= width):
                    lines.append(indent + "".join(cur_line))
                else:
                    while cur_line:
                        if (cur_line[-1].strip()
                                and cur_len + len(self.placeholder) <= width):
                            cur_line.append(self.placeholder)
                            lines.append(indent + "".join(cur_line))
                            break
                        cur_len -= len(cur_line[-1])
                        del cur_line[-1]
                    else:
                        if lines:
                            prev_line = lines[-1].rstrip()
                            if len(prev_line) + len(self.placeholder) <= self.width:
                                lines[-1] = prev_line + self.placeholder
                                break
                        lines.append(indent + self.placeholder.lstrip())
                    break
        return lines

    def _split_chunks(self, text):
        text = self._munge_whitespace(text)
        return self._split(text)

    def wrap(self, text):
        """Wrap a single paragraph of text, returning a list of wrapped lines."""
        chunks = self._split_chunks(text)
        if self.fix_sentence_endings:
            self._fix_sentence_endings(chunks)
        return self._wrap_chunks(chunks)

    def fill(self, text):
        """Wrap a single paragraph of text, returning a new string."""
        return "\n".join(self.wrap(text))


def wrap(text, width=70, **kwargs):
    """Wrap a single paragraph of text, returning a list of wrapped lines."""
    w = TextWrapper(width=width, **kwargs)
    return w.wrap(text)


def fill(text, width=70, **kwargs):
    """Fill a single paragraph of text, returning a new string."""
    w = TextWrapper(width=width, **kwargs)
    return w.fill(text)


def shorten(text, width, **kwargs):
    """Collapse and truncate the given text to fit in the given width."""
    w = TextWrapper(width=width, max_lines=1, **kwargs)
    return w.fill(" ".join(text.strip().split()))


def dedent(text):
    """Remove any common leading whitespace from every line in `text`."""
    lines = text.split("\n")
    margin = None
    for i, line in enumerate(lines):
        stripped = line.lstrip(" \t")
        if not stripped:
            # A line of only blanks and tabs becomes empty (one with nothing stays so).
            lines[i] = ""
            continue
        indent = line[:len(line) - len(stripped)]
        if margin is None:
            margin = indent
        elif indent.startswith(margin):
            pass
        elif margin.startswith(indent):
            margin = indent
        else:
            for k, (x, y) in enumerate(zip(margin, indent)):
                if x != y:
                    margin = margin[:k]
                    break
    if margin:
        lines = [line[len(margin):] if line.startswith(margin) else line for line in lines]
    return "\n".join(lines)


def indent(text, prefix, predicate=None):
    """Add `prefix` to the beginning of selected lines in `text` (by default, those that
    are not only whitespace)."""
    if predicate is None:
        def predicate(line):
            return line.strip()
    out = []
    for line in text.splitlines(True):
        out.append(prefix + line if predicate(line) else line)
    return "".join(out)
