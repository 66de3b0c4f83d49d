# csv: the reader's state machine, the writer's quoting rules, dialects, DictReader/DictWriter,
# errors (over lists of lines and a small file-like writer, without io).
import csv

class Sink:
    def __init__(self):
        self.parts = []
    def write(self, s):
        self.parts.append(s)
        return len(s)
    def value(self):
        return ''.join(self.parts)

def t(label, f):
    try:
        print(label, '->', repr(f()))
    except BaseException as x:
        print(label, '!!', type(x).__name__, x)

def w(row, **kw):
    s = Sink()
    r = csv.writer(s, **kw).writerow(row)
    return s.value(), r

for lines, kw in [(['a,b,c'], {}), (['a,"b,c",d'], {}), (['a,"b\nc"'], {}), (['"a""b",c'], {}), (['"a"b,c'], {}),
                  (['a, b,  "c"'], {'skipinitialspace': True}), (['a\\,b,c'], {'escapechar': '\\'}),
                  (['"a\\"b",c'], {'escapechar': '\\', 'doublequote': False}), (['a,b\r\n', 'c,d\n', '\n', 'e'], {}),
                  (['x\t"y"'], {'dialect': 'excel-tab'}), (['1,"2",3.5,,x'], {'quoting': csv.QUOTE_NONNUMERIC}),
                  (['a;b;"c;d"'], {'delimiter': ';'}), (['a,"b'], {}), (['"multi', 'line",z'], {}), (['a\0b'], {}),
                  (['a,b'], {'quoting': csv.QUOTE_NONE}), (['"a",b'], {'quoting': csv.QUOTE_NONE}), ([''], {}), (['', ''], {}),
                  (['a,\\', 'b'], {'escapechar': '\\'}), (['"a\\', 'b"'], {'escapechar': '\\'}), (["'a,b',c"], {'quotechar': "'"})]:
    t(repr(lines) + repr(kw), lambda: list(csv.reader(lines, **kw)))
t('strict', lambda: list(csv.reader(['a,"b"x,c'], strict=True)))
t('strict eof', lambda: list(csv.reader(['a,"b'], strict=True)))
t('newline', lambda: list(csv.reader(['a,b\nc'])))
t('not str', lambda: list(csv.reader([1])))
t('nonnumeric bad', lambda: list(csv.reader(['x'], quoting=csv.QUOTE_NONNUMERIC)))
r = csv.reader(['a,b', 'c', '"d', 'e"'])
print(next(r), r.line_num, next(r), r.line_num, next(r), r.line_num, r.dialect.delimiter, r.dialect.quoting)
for row, kw in [(['x y', ' lead', 'q"q', '', None, 1.5, True, 10**20, 'a,b'], {}), (['a', 'b'], {'quoting': csv.QUOTE_ALL}),
                (['a', 1, 2.5, None, True], {'quoting': csv.QUOTE_NONNUMERIC}),
                (['a,b', 'c"d'], {'quoting': csv.QUOTE_NONE, 'escapechar': '\\'}), (['a"b'], {'doublequote': False, 'escapechar': '\\'}),
                ([''], {}), ([], {}), (['a\\b'], {'escapechar': '\\'}), (['é€'], {'delimiter': '€'}), ([b'x'], {}),
                (['a\rb'], {'lineterminator': '\n'}), (['a\nb'], {}), (['a'], {'quoting': csv.QUOTE_NONE, 'quotechar': None}),
                (('t', 'u'), {'dialect': 'unix'}), ((1, 2), {'lineterminator': ';'})]:
    t(repr(row) + repr(kw), lambda: w(row, **kw))
t('no escape', lambda: w(['a"b'], doublequote=False))
t('none empty', lambda: w([''], quoting=csv.QUOTE_NONE))
t('not iterable', lambda: w(5))
s = Sink()
wr = csv.writer(s)
print(wr.writerows([[1, 2], [3]]), repr(s.value()), wr.dialect.delimiter, wr.dialect.lineterminator == '\r\n')
print(list(csv.DictReader(['n,v', 'a,1', '', 'b,2,3', 'c'])), list(csv.DictReader(['a,1'], fieldnames=['n', 'v'], restkey='R', restval='?')))
dr = csv.DictReader(['h1,h2', 'x,y'])
print(dr.fieldnames, dr.line_num, list(dr), dr.line_num)
s = Sink()
d = csv.DictWriter(s, fieldnames=['a', 'b'], extrasaction='ignore')
print(d.writeheader(), d.writerow({'a': 1, 'c': 3}), d.writerows([{'b': 'x,y'}]), repr(s.value()))
t('extra', lambda: csv.DictWriter(Sink(), fieldnames=['a']).writerow({'z': 1}))
t('extrasaction', lambda: csv.DictWriter(Sink(), fieldnames=['a'], extrasaction='x'))
csv.register_dialect('semi', delimiter=';', quoting=csv.QUOTE_ALL)
print(csv.list_dialects(), w(['a', 'b'], dialect='semi'), csv.get_dialect('semi').delimiter)
csv.unregister_dialect('semi')
class Pipe(csv.excel):
    delimiter = '|'
print(w(['a', 'b|c'], dialect=Pipe), w(['a'], dialect=Pipe(), delimiter=':'), list(csv.reader(['a|b'], Pipe)))
for label, f in [('delim2', lambda: csv.reader([], delimiter='ab')), ('quotechar empty', lambda: csv.reader([], quotechar='')),
                 ('quoting bad', lambda: csv.reader([], quoting=9)), ('quoting str', lambda: csv.reader([], quoting='a')),
                 ('unknown', lambda: csv.get_dialect('nope')), ('unregister', lambda: csv.unregister_dialect('nope')),
                 ('lineterm', lambda: csv.reader([], lineterminator=5)), ('delim none', lambda: csv.reader([], delimiter=None)),
                 ('delim int', lambda: csv.reader([], delimiter=1)), ('escape2', lambda: csv.reader([], escapechar='ab')),
                 ('kw', lambda: csv.reader([], bogus=1)), ('limit', lambda: csv.field_size_limit()),
                 ('no quotechar', lambda: csv.writer(Sink(), quotechar=None).dialect.quoting), ('no write', lambda: csv.writer(5)),
                 ('bad dialect class', lambda: csv.excel.__init__(type('X', (csv.Dialect,), {'delimiter': 'ab', 'quotechar': '"', 'lineterminator': '\n', 'quoting': 0})())),
                 ('quoting consts', lambda: (csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_NONE)),
                 ('issub', lambda: issubclass(csv.Error, Exception)), ('excel attrs', lambda: (csv.excel.delimiter, csv.excel_tab.delimiter, csv.unix_dialect.lineterminator))]:
    t(label, f)
old = csv.field_size_limit(10)
t('too big', lambda: list(csv.reader(['a' * 11])))
csv.field_size_limit(old)
print(type(csv.reader([])), type(csv.writer(Sink())), repr(csv.reader([])).split(' at ')[0], csv.Error.__module__)
