#!/usr/bin/env python3
"""Generate crates/belljar-python/src/modules/unicodedata/tables.rs from CPython's own `unicodedata`.

Run with python3.11 (Unicode 14.0.0), from the repository root:

    python3 scripts/gen-unicodedata.py [NameAliases.txt] [NamedSequences.txt]

Every property, name, decomposition and numeric value is read from the running CPython, code
point by code point, so the tables reproduce CPython exactly. The composition pairs are found
by asking CPython which canonical pairs compose under NFC (so composition exclusions and
singletons come out as CPython has them), and the quick-check flags are derived from CPython's
`normalize` per code point.

CPython does not expose its list of name aliases or named sequences, so candidates are read from
the Unicode data files given as arguments (any version at least 14.0: aliases and named
sequences are never removed) and kept only where CPython's `unicodedata.lookup` accepts them with
the same result. The defaults are copies found on the build machine (the `unicode_names2` crate's
NameAliases.txt in the cargo registry, Perl's NamedSequences.txt).
"""
import glob
import sys
import unicodedata as ud

OUT = "crates/belljar-python/src/modules/unicodedata/tables.rs"

MAXCP = 0x110000

# Names computed from the code point rather than stored (CPython computes the first two; the
# others are stored by CPython but follow the same pattern, so they are ranges here).
ALGORITHMIC = [
    "CJK UNIFIED IDEOGRAPH-",
    "CJK COMPATIBILITY IDEOGRAPH-",
    "KHITAN SMALL SCRIPT CHARACTER-",
    "NUSHU CHARACTER-",
]  # CPython 3.11 has no names for Tangut ideographs: the generator checks none is named.

# Flag bits of a property record.
MIRRORED = 1
NFD_YES = 2
NFKD_YES = 4
NFC_YES = 8
NFKC_YES = 16


def splitbins(t):
    """Two-level table for list `t`: (index1, index2, shift) minimising total size."""
    n = len(t) - 1
    maxshift = 0
    while n:
        n >>= 1
        maxshift += 1
    best = None
    for shift in range(maxshift + 1):
        size = 1 << shift
        bins = {}
        t1, t2 = [], []
        for i in range(0, len(t), size):
            b = tuple(t[i:i + size])
            idx = bins.get(b)
            if idx is None:
                idx = len(t2) >> shift
                bins[b] = idx
                t2.extend(b)
            t1.append(idx)
        w1 = 1 if max(t1) < 256 else 2 if max(t1) < 65536 else 4
        w2 = 1 if max(t2) < 256 else 2 if max(t2) < 65536 else 4
        cost = len(t1) * w1 + len(t2) * w2
        if best is None or cost < best[0]:
            best = (cost, t1, t2, shift)
    _, t1, t2, shift = best
    for i, v in enumerate(t):
        assert t2[(t1[i >> shift] << shift) + (i & ((1 << shift) - 1))] == v
    return t1, t2, shift


def rust_ty(vals):
    m = max(vals)
    return "u8" if m < 256 else "u16" if m < 65536 else "u32"


def write_array(out, doc, name, vals, per_line=24):
    out.write("/// %s\n" % doc)
    out.write("pub static %s: [%s; %d] = [\n" % (name, rust_ty(vals), len(vals)))
    for i in range(0, len(vals), per_line):
        out.write(",".join(str(v) for v in vals[i:i + per_line]) + ",\n")
    out.write("];\n\n")


def rust_str(s):
    out = []
    for ch in s:
        if ch == "\\" or ch == '"':
            out.append("\\" + ch)
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def main():
    alias_file = sys.argv[1] if len(sys.argv) > 1 else (
        glob.glob("/root/.cargo/registry/src/*/unicode_names2-*/data/NameAliases.txt") or [None])[0]
    seq_file = sys.argv[2] if len(sys.argv) > 2 else "/usr/share/perl/5.36.0/unicore/NamedSequences.txt"
    assert ud.unidata_version == "14.0.0", ud.unidata_version

    chars = [chr(cp) for cp in range(MAXCP)]

    # ---- property records ----
    cats, bidis, eaws = {}, {}, {}

    def intern(d, v):
        if v not in d:
            d[v] = len(d)
        return d[v]

    intern(cats, "Cn")
    intern(bidis, "")
    intern(eaws, "N")
    recs = {}
    rec_list = []
    rec_of = []
    for cp in range(MAXCP):
        c = chars[cp]
        flags = 0
        if ud.mirrored(c):
            flags |= MIRRORED
        if not (0xD800 <= cp < 0xE000):
            if ud.normalize("NFD", c) == c:
                flags |= NFD_YES
            if ud.normalize("NFKD", c) == c:
                flags |= NFKD_YES
        rec = [intern(cats, ud.category(c)), ud.combining(c), intern(bidis, ud.bidirectional(c)),
               intern(eaws, ud.east_asian_width(c)), flags]
        rec_of.append(rec)

    # ---- decompositions ----
    prefixes = {"": 0}
    decomp_entries = []  # (cp, start)
    decomp_data = []
    for cp in range(MAXCP):
        d = ud.decomposition(chars[cp])
        if not d:
            continue
        parts = d.split()
        prefix = ""
        if parts[0].startswith("<"):
            prefix = parts.pop(0)
        if prefix not in prefixes:
            prefixes[prefix] = len(prefixes)
        decomp_entries.append((cp, len(decomp_data)))
        decomp_data.append((prefixes[prefix] << 8) | len(parts))
        decomp_data.extend(int(p, 16) for p in parts)

    # ---- composition pairs: canonical two-character decompositions that NFC recomposes ----
    pairs = []
    for cp in range(MAXCP):
        d = ud.decomposition(chars[cp])
        if not d or d.startswith("<"):
            continue
        parts = [int(p, 16) for p in d.split()]
        if len(parts) != 2:
            continue
        if ud.normalize("NFC", chr(parts[0]) + chr(parts[1])) == chars[cp]:
            pairs.append((parts[0], parts[1], cp))
    pairs.sort()
    lasts = {b for _, b, _ in pairs}
    # Hangul jamo that compose algorithmically (V after L, T after LV) are "maybe" too.
    lasts.update(range(0x1161, 0x1176))
    lasts.update(range(0x11A8, 0x11C3))

    # NFC/NFKC quick-check "yes": unchanged by the normalization and never the second of a pair.
    for cp in range(MAXCP):
        if 0xD800 <= cp < 0xE000 or cp in lasts:
            continue
        c = chars[cp]
        if ud.normalize("NFC", c) == c:
            rec_of[cp][4] |= NFC_YES
        if ud.normalize("NFKC", c) == c:
            rec_of[cp][4] |= NFKC_YES
    # Surrogates: CPython's records say yes to every quick check (they have no decomposition).
    for cp in range(0xD800, 0xE000):
        rec_of[cp][4] |= NFD_YES | NFKD_YES | NFC_YES | NFKC_YES

    index = []
    for rec in rec_of:
        key = tuple(rec)
        if key not in recs:
            recs[key] = len(rec_list)
            rec_list.append(key)
        index.append(recs[key])
    p1, p2, pshift = splitbins(index)

    # ---- numeric values ----
    numeric = []
    for cp in range(MAXCP):
        c = chars[cp]
        n = ud.numeric(c, None)
        if n is None:
            assert ud.digit(c, None) is None and ud.decimal(c, None) is None
            continue
        numeric.append((cp, ud.decimal(c, -1), ud.digit(c, -1), n))

    # ---- names ----
    alg_ranges = {p: [] for p in ALGORITHMIC}
    names = {}
    for cp in range(MAXCP):
        n = ud.name(chars[cp], None)
        if n is None:
            continue
        assert ud.lookup(n) == chars[cp]
        assert not n.startswith("TANGUT IDEOGRAPH")
        if cp in range(0xAC00, 0xD7A4):
            assert n.startswith("HANGUL SYLLABLE ")
            continue
        for p in ALGORITHMIC:
            if n.startswith(p) and n == p + "%04X" % cp:
                r = alg_ranges[p]
                if r and r[-1][1] == cp - 1:
                    r[-1][1] = cp
                else:
                    r.append([cp, cp])
                break
        else:
            names[cp] = n
    # Words, most frequent first so the common ones get one-character codes.
    freq = {}
    for n in names.values():
        assert "  " not in n and not n.startswith(" ") and not n.endswith(" ")
        for w in n.split(" "):
            freq[w] = freq.get(w, 0) + 1
    words = sorted(freq, key=lambda w: (-freq[w], w))
    widx = {w: i for i, w in enumerate(words)}
    for w in words:
        assert all(ch.isalnum() or ch == "-" for ch in w) and w.isascii(), w
    # Word codes: base-46 digits, every digit but the last from CONT, the last from FINAL.
    alphabet = [chr(c) for c in range(0x21, 0x7F) if chr(c) not in '"\\']
    final, cont = alphabet[:46], alphabet[46:92]
    assert len(cont) == 46

    def code(i):
        digits = [final[i % 46]]
        i //= 46
        while i:
            i -= 1
            digits.append(cont[i % 46])
            i //= 46
        return "".join(reversed(digits))

    def decode(s):
        i = 0
        for ch in s[:-1]:
            i = i * 46 + cont.index(ch) + 1
        return i * 46 + final.index(s[-1])

    for i in list(range(3000)) + [len(words) - 1]:
        assert decode(code(i)) == i
    name_runs = []  # (first cp, count, first name index)
    encoded = []
    for k, cp in enumerate(sorted(names)):
        if name_runs and name_runs[-1][0] + name_runs[-1][1] == cp:
            name_runs[-1][1] += 1
        else:
            name_runs.append([cp, 1, k])
        encoded.append("".join(code(widx[w]) for w in names[cp].split(" ")))
    checkpoints = []
    pos = 0
    for k, e in enumerate(encoded):
        if k % 32 == 0:
            checkpoints.append(pos)
        pos += len(e) + 1
    name_text = " ".join(encoded) + " "

    # ---- aliases and named sequences (candidates verified against CPython) ----
    aliases = []
    if alias_file:
        for line in open(alias_file, encoding="utf-8"):
            line = line.split("#")[0].strip()
            if not line:
                continue
            cp, alias, _kind = line.split(";")
            cp = int(cp, 16)
            try:
                ok = ud.lookup(alias) == chr(cp)
            except KeyError:
                ok = False
            if ok and ud.name(chr(cp), None) != alias:
                aliases.append((alias, cp))
    sequences = []
    if seq_file:
        for line in open(seq_file, encoding="utf-8"):
            line = line.split("#")[0].strip()
            if not line:
                continue
            name, cps = line.split(";")
            seq = "".join(chr(int(p, 16)) for p in cps.split())
            try:
                ok = ud.lookup(name) == seq
            except KeyError:
                ok = False
            if ok:
                sequences.append((name, [ord(ch) for ch in seq]))
    aliases.sort()
    sequences.sort()

    with open(OUT, "w", encoding="utf-8") as out:
        out.write("//! Unicode %s character database tables for `unicodedata`, generated from CPython %s's\n"
                  % (ud.unidata_version, sys.version.split()[0]))
        out.write("//! own `unicodedata` by `scripts/gen-unicodedata.py`; do not edit by hand. Regenerate with\n")
        out.write("//! `python3 scripts/gen-unicodedata.py` (python3 must be CPython 3.11) from the repository root.\n\n")
        out.write("#![allow(clippy::unreadable_literal, clippy::excessive_precision)]\n\n")
        out.write("/// The Unicode version of these tables (`unicodedata.unidata_version`).\n")
        out.write("pub const UNIDATA_VERSION: &str = %s;\n\n" % rust_str(ud.unidata_version))
        for name, d in [("CATEGORIES", cats), ("BIDIRECTIONALS", bidis), ("EAST_ASIAN_WIDTHS", eaws),
                        ("DECOMP_PREFIXES", prefixes)]:
            out.write("/// The values a record or decomposition refers to by index.\n")
            out.write("pub static %s: [&str; %d] = [%s];\n\n" % (name, len(d), ", ".join(rust_str(k) for k in d)))
        out.write("/// Record flag: the character is mirrored in bidirectional text.\n")
        out.write("pub const MIRRORED: u8 = %d;\n" % MIRRORED)
        out.write("/// Record flag: NFD leaves the character alone (quick check yes).\n")
        out.write("pub const NFD_YES: u8 = %d;\n" % NFD_YES)
        out.write("/// Record flag: NFKD leaves the character alone (quick check yes).\n")
        out.write("pub const NFKD_YES: u8 = %d;\n" % NFKD_YES)
        out.write("/// Record flag: NFC leaves the character alone and it never composes with a previous one.\n")
        out.write("pub const NFC_YES: u8 = %d;\n" % NFC_YES)
        out.write("/// Record flag: NFKC leaves the character alone and it never composes with a previous one.\n")
        out.write("pub const NFKC_YES: u8 = %d;\n\n" % NFKC_YES)
        out.write("/// Property records `[category, combining, bidirectional, east_asian_width, flags]`.\n")
        out.write("pub static RECORDS: [[u8; 5]; %d] = [\n" % len(rec_list))
        for r in rec_list:
            out.write("[%s],\n" % ",".join(map(str, r)))
        out.write("];\n\n")
        out.write("/// Shift of the two-level record index.\n")
        out.write("pub const RECORD_SHIFT: u32 = %d;\n\n" % pshift)
        write_array(out, "Record index, first level: block of `cp >> RECORD_SHIFT`.", "RECORD_INDEX1", p1)
        write_array(out, "Record index, second level: record of each code point of a block.", "RECORD_INDEX2", p2)
        out.write("/// Sorted `(code point, start in DECOMP_DATA)` of every character with a decomposition.\n")
        out.write("pub static DECOMP_INDEX: [(u32, u16); %d] = [\n" % len(decomp_entries))
        for i in range(0, len(decomp_entries), 8):
            out.write("".join("(%d,%d)," % e for e in decomp_entries[i:i + 8]) + "\n")
        out.write("];\n\n")
        write_array(out, "Decompositions: `prefix << 8 | count`, then `count` code points.", "DECOMP_DATA",
                    decomp_data, 16)
        out.write("/// Sorted `(first, second, composite)`: the canonical pairs NFC composes.\n")
        out.write("pub static COMPOSITIONS: [(u32, u32, u32); %d] = [\n" % len(pairs))
        for i in range(0, len(pairs), 6):
            out.write("".join("(%d,%d,%d)," % p for p in pairs[i:i + 6]) + "\n")
        out.write("];\n\n")
        out.write("/// Sorted `(code point, decimal or -1, digit or -1, numeric)`.\n")
        out.write("pub static NUMERIC: [(u32, i8, i8, f64); %d] = [\n" % len(numeric))
        for cp, dec, dig, n in numeric:
            out.write("(%d,%d,%d,%r),\n" % (cp, dec, dig, n))
        out.write("];\n\n")
        for p in ALGORITHMIC:
            ident = p.rstrip("-").replace(" ", "_")
            out.write("/// Inclusive ranges of the characters named `%sXXXX`.\n" % p)
            out.write("pub static %s: [(u32, u32); %d] = [%s];\n\n"
                      % (ident, len(alg_ranges[p]), ", ".join("(0x%X, 0x%X)" % tuple(r) for r in alg_ranges[p])))
        out.write("/// The words of character names, separated by spaces, most frequent first.\n")
        out.write("pub static WORDS: &str = %s;\n\n" % rust_str(" ".join(words)))
        out.write("/// Number of words in [`WORDS`].\n")
        out.write("pub const WORD_COUNT: usize = %d;\n\n" % len(words))
        out.write("/// Word-code digits: the last digit of a code comes from FINAL, the others from CONT (base 46,\n")
        out.write("/// bijective for the leading digits).\n")
        out.write("pub static FINAL: &str = %s;\n" % rust_str("".join(final)))
        out.write("/// See [`FINAL`].\n")
        out.write("pub static CONT: &str = %s;\n\n" % rust_str("".join(cont)))
        out.write("/// Sorted `(first code point, count, first name)`: runs of code points with a stored name.\n")
        out.write("pub static NAME_RUNS: [(u32, u16, u16); %d] = [\n" % len(name_runs))
        for i in range(0, len(name_runs), 8):
            out.write("".join("(%d,%d,%d)," % tuple(r) for r in name_runs[i:i + 8]) + "\n")
        out.write("];\n\n")
        write_array(out, "Offset in [`NAMES`] of every 32nd name.", "NAME_CHECKPOINTS", checkpoints, 12)
        out.write("/// Stored names in code point order, each a sequence of word codes followed by a space.\n")
        out.write("pub static NAMES: &str = \"\\\n")
        # A line continuation eats the whitespace that starts the next line, so lines are broken
        # after a separating space, never before one.
        line = ""
        for e in encoded:
            line += e + " "
            if len(line) > 90:
                out.write(line + "\\\n")
                line = ""
        out.write(line + "\";\n\n")
        out.write("/// Name aliases `unicodedata.lookup` and `\\N{...}` accept, sorted by alias.\n")
        out.write("pub static ALIASES: [(&str, u32); %d] = [\n" % len(aliases))
        for a, cp in aliases:
            out.write("(%s, 0x%X),\n" % (rust_str(a), cp))
        out.write("];\n\n")
        out.write("/// Named sequences `unicodedata.lookup` accepts (not `\\N{...}`), sorted by name.\n")
        out.write("pub static NAMED_SEQUENCES: [(&str, &[u32]); %d] = [\n" % len(sequences))
        for n, seq in sequences:
            out.write("(%s, &[%s]),\n" % (rust_str(n), ", ".join("0x%X" % c for c in seq)))
        out.write("];\n")
    print("records %d, record index %d+%d (shift %d), decompositions %d, pairs %d, numeric %d, names %d, "
          "words %d, name runs %d, name text %d chars, aliases %d, sequences %d"
          % (len(rec_list), len(p1), len(p2), pshift, len(decomp_entries), len(pairs), len(numeric),
             len(names), len(words), len(name_runs), len(name_text), len(aliases), len(sequences)),
          file=sys.stderr)


main()
