# csv.Sniffer: sniff finds the delimiter, quote character, doubled quotes and initial spaces;
# has_header votes on whether the first row differs from the rest.
import csv
import io

samples = [
    "name,age,city\nAlice,30,Paris\nBob,25,Berlin\nCarol,41,Rome\n",
    "name;age;city\nAlice;30;Paris\nBob;25;Berlin\n",
    "a\tb\tc\n1\t2\t3\n4\t5\t6\n",
    'id,"full name",note\n1,"Smith, John","said ""hi"""\n2,"Doe, Jane","ok"\n',
    "x| y| z\n1| 2| 3\n4| 5| 6\n",
    "'a':'b':'c'\n'1':'2':'3'\n",
    "1,2,3\n4,5,6\n7,8,9\n",
    "title,year\nDune,1965\nEmma,1815\n",
    "one column\nvalue\nother\n",
    '"quoted only"\n"another"\n',
    "a b c\nd e f\n",
    "k=v&k2=v2\nk=v&k2=v2\n",
]
for s in samples:
    sn = csv.Sniffer()
    try:
        d = sn.sniff(s)
    except csv.Error as e:
        print("Error:", e)
        continue
    print(repr(d.delimiter), repr(d.quotechar), d.doublequote, d.skipinitialspace,
          repr(d.lineterminator), d.quoting, d._name, issubclass(d, csv.Dialect))
    try:
        print("  header:", sn.has_header(s))
    except csv.Error as e:
        print("  header error:", e)
    print("  rows:", list(csv.reader(io.StringIO(s), d))[:2])

sn = csv.Sniffer()
print(sn.preferred)
d = sn.sniff("a;b,c\n1;2,3\n4;5,6\n", delimiters=";")
print(repr(d.delimiter))
d = sn.sniff("a;b,c\n1;2,3\n4;5,6\n")
print(repr(d.delimiter))
try:
    sn.sniff("")
except csv.Error as e:
    print("Error:", e)
try:
    sn.sniff("abc\ndef\n", delimiters=",")
except csv.Error as e:
    print("Error:", e)
print(sn.has_header("h1,h2\n1,2\n3,4\n"), sn.has_header("1,2\n3,4\n5,6\n"))
print(sn.has_header("name,n\nabc,1\nxyz,2\n"), sn.has_header("abc,1\nabc,2\nxyz,3\n"))
