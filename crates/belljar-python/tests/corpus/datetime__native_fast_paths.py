# The common datetime operations take native shortcuts for the module's own classes; every
# case next to a shortcut's edge (subclasses, tzinfo, odd fields and strings) must still give
# CPython's results and messages.
from datetime import date, datetime, time, timedelta, timezone


class MyDate(date):
    def __repr__(self):
        return "MyDate<" + self.isoformat() + ">"


class MyDT(datetime):
    made = 0

    def __new__(cls, *args, **kwargs):
        cls.made += 1
        return super().__new__(cls, *args, **kwargs)


def show(label, f):
    try:
        r = f()
        print(label, type(r).__name__, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)


t = datetime(2020, 2, 28, 23, 59, 59, 999999)
show("add", lambda: t + timedelta(microseconds=1))
show("radd", lambda: timedelta(days=1, seconds=1) + t)
show("sub", lambda: t - timedelta(days=366, hours=1))
show("sub neg", lambda: t - timedelta(days=-1, microseconds=-1))
show("sub dt", lambda: t - datetime(2019, 1, 1))
show("overflow", lambda: datetime(9999, 12, 31, 23) + timedelta(hours=1))
show("underflow", lambda: datetime(1, 1, 1) - timedelta(microseconds=1))
show("date add", lambda: date(2024, 2, 28) + timedelta(days=1, hours=23))
show("date sub", lambda: date(2024, 3, 1) - timedelta(seconds=1))
show("date sub days", lambda: date(2024, 3, 1) - timedelta(days=1, seconds=1))
show("date overflow", lambda: date(9999, 12, 31) + timedelta(days=1))
show("date minus date", lambda: date(2024, 3, 1) - date(2023, 3, 1))
show("date plus int", lambda: date(2024, 3, 1) + 1)
show("sub date", lambda: MyDate(2024, 1, 31) + timedelta(days=1))
m = MyDT(2024, 1, 31, 12)
show("sub dt add", lambda: m + timedelta(days=1))
print("made", MyDT.made)
tz = timezone(timedelta(hours=2))
a = datetime(2024, 5, 1, 12, tzinfo=tz)
show("aware add", lambda: a + timedelta(minutes=90))
show("aware sub", lambda: a - datetime(2024, 5, 1, 9, tzinfo=timezone.utc))

# Comparisons: equal fields, different tzinfo objects, mixed naive/aware, date vs datetime.
b = datetime(2024, 5, 1, 10, tzinfo=timezone.utc)
print(a == b, a != b, a < b, a <= b, a > b, a >= b)
print(datetime(2024, 1, 1) == datetime(2024, 1, 1, 0, 0, 0, 0), datetime(2024, 1, 1) < datetime(2024, 1, 1, 0, 0, 0, 1))
print(datetime(2024, 1, 1) == a, datetime(2024, 1, 1) != a)
show("naive < aware", lambda: datetime(2024, 1, 1) < a)
print(date(2024, 1, 1) == datetime(2024, 1, 1), datetime(2024, 1, 1) == date(2024, 1, 1))
show("date < datetime", lambda: date(2024, 1, 1) < datetime(2024, 1, 1))
print(date(2024, 1, 2) > date(2024, 1, 1), date(2024, 1, 1) >= MyDate(2024, 1, 1), MyDate(2024, 1, 1) == date(2024, 1, 1))
print(sorted([datetime(2024, 1, 3), datetime(2023, 12, 31, 23), datetime(2024, 1, 1)]))
print(date(2024, 1, 1) == "2024-01-01", datetime(2024, 1, 1) != 5)
show("date < str", lambda: date(2024, 1, 1) < "x")

# isoformat: separators, timespecs, microseconds, tzinfo.
u = datetime(2024, 7, 4, 5, 6, 7, 80)
print(u.isoformat(), u.isoformat(" "), u.isoformat("é"), u.isoformat(timespec="milliseconds"))
print(datetime(2024, 7, 4, 5, 6, 7).isoformat(), a.isoformat(), str(u), str(a))
show("iso sep", lambda: u.isoformat("ab"))
show("iso sep int", lambda: u.isoformat(1))
show("iso timespec", lambda: u.isoformat(timespec="nanos"))
print(m.isoformat(), MyDate(2024, 1, 1).isoformat())

# strftime: the plain form and the forms _wrap_strftime rewrites.
print(u.strftime("%Y-%m-%d %H:%M:%S %a %A %b %B %j %U %W %w %u %y %p %I %%"))
print(u.strftime("%f|%z|%Z|%c|%x|%X"), a.strftime("%H:%M %z %Z"), date(2024, 12, 30).strftime("%G-W%V-%u %j"))
print(date(1, 1, 1).strftime("%Y %j %a"), datetime(1900, 1, 1).strftime("%A %U"), f"{u:%d.%m.%Y}", format(date(2024, 2, 29), "%d/%m"))
print(repr(u.strftime("")), repr(date(2024, 1, 1).strftime("%")), m.strftime("%Y %H"))
show("strftime int", lambda: u.strftime(5))
show("strftime nul", lambda: u.strftime("a\0b"))

# fromisoformat: the common forms and the cases that must fall back to the full parser.
for s in ["2024-02-29", "2024-02-29T12:34:56", "2024-02-29 12:34:56", "2024-02-29T12:34:56.123",
          "2024-02-29T12:34:56.123456", "2024-02-29T12:34:56+02:00", "2024-02-29T12:34",
          "2024-02-29T12", "20240229", "2024-02-30", "2023-02-29T00:00:00", "2024-13-01",
          "0000-01-01", "2024-01-01T24:00:00", "2024-01-01T23:60:00", "2024-01-01T23:00:60",
          "2024-01-01X10:00:00", "2024-01-01T10:00:00.1234", "2024-01-01T10:00:00,123",
          "2024-1-01", "2024-01-01T1a:00:00", "２０２４-01-01", "2024-W01-1", ""]:
    show("dt " + s, lambda: datetime.fromisoformat(s))
    show("d " + s, lambda: date.fromisoformat(s))
show("fromiso int", lambda: datetime.fromisoformat(20240101))
show("sub fromiso", lambda: MyDT.fromisoformat("2024-01-01T10:00:00"))
show("sub date fromiso", lambda: MyDate.fromisoformat("2024-01-01"))
print("made", MyDT.made)

# weekday and friends.
for d in [date(1, 1, 1), date(2024, 2, 29), datetime(2024, 3, 3, 23), MyDate(2000, 1, 1)]:
    print(d.weekday(), d.isoweekday(), d.toordinal(), d.isocalendar())
x = t
for i in range(300):
    x += timedelta(hours=i, seconds=i * 7, microseconds=i * 13)
    if datetime.fromisoformat(x.isoformat()) != x:
        print("round trip failed", x)
print(x, x.weekday(), hash(x) == hash(datetime.fromisoformat(x.isoformat())))
print(time(1, 2) == time(1, 2), time(1, 2).isoformat())


# timedelta construction: the module's own class is built natively, a subclass in Python.
class TD(timedelta):
    pass


for f in [lambda: timedelta(1, 2, 3), lambda: timedelta(hours=1.5, minutes=-3, microseconds=0.5),
          lambda: timedelta(days="x"), lambda: timedelta(weeks=10**9), lambda: timedelta(days=2**70),
          lambda: TD(hours=5), lambda: timedelta(True, False), lambda: timedelta(seconds=-1),
          lambda: timedelta(milliseconds=-0.5), lambda: timedelta(minutes=float("nan"))]:
    show("td", f)
print(hash(timedelta(3)) == hash(timedelta(days=3)), timedelta(3) == timedelta(hours=72), str(timedelta(microseconds=-1)))
