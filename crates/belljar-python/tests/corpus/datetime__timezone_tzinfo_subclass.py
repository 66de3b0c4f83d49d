from datetime import date, time, datetime, timedelta, timezone, tzinfo, MINYEAR, MAXYEAR
import datetime as dtmod
def t(f):
    try: print(repr(f()))
    except Exception as e: print(type(e).__name__ + ':', e)
# timezone
t(lambda: (timezone.utc, str(timezone.utc), repr(tz5), str(tz5), tz5.utcoffset(None), tz5.tzname(None), tz5.dst(None)))
t(lambda: timezone(timedelta(hours=-3), 'BRT'))
t(lambda: str(timezone(timedelta(hours=-3), 'BRT')))
t(lambda: timezone(timedelta(hours=24)))
t(lambda: timezone(timedelta(seconds=30)))
t(lambda: str(timezone(timedelta(seconds=30))))
t(lambda: str(timezone(timedelta(microseconds=30))))
t(lambda: timezone(5))
t(lambda: timezone(timedelta(0), 5))
t(lambda: timezone(timedelta(0)) is timezone.utc)
t(lambda: timezone(timedelta(0)) == timezone.utc)
t(lambda: (timezone.min, timezone.max))
t(lambda: dtmod.UTC is timezone.utc)
t(lambda: hash(tz5) == hash(timezone(timedelta(minutes=330))))
t(lambda: tz5.fromutc(datetime(2020, 1, 1, tzinfo=tz5)))
t(lambda: tz5.fromutc(datetime(2020, 1, 1)))
# tzinfo subclass
class EST(tzinfo):
    def utcoffset(self, dt): return timedelta(hours=-5)
    def dst(self, dt): return timedelta(0)
    def tzname(self, dt): return 'EST'
    def __repr__(self): return 'EST()'
e = datetime(2020, 1, 1, 12, tzinfo=EST())
t(lambda: (e, e.utcoffset(), e.tzname(), e.astimezone(timezone.utc), e.isoformat(), e.strftime('%Z %z')))
t(lambda: tzinfo().utcoffset(None))
class Bad(tzinfo):
    def utcoffset(self, dt): return 5
t(lambda: datetime(2020, 1, 1, tzinfo=Bad()).utcoffset())
class Bad2(tzinfo):
    def utcoffset(self, dt): return timedelta(hours=25)
t(lambda: datetime(2020, 1, 1, tzinfo=Bad2()).utcoffset())
# subclassing
class MyDate(date):
    def double(self): return self.day * 2
m = MyDate(2020, 2, 3)
t(lambda: (m, repr(m), m.double(), type(m + timedelta(1)), type(m.replace(day=5)), type(MyDate.today()), type(MyDate.fromordinal(5)), type(MyDate.fromisoformat('2020-01-01'))))
class MyDT(datetime):
    def __new__(cls, *a, **k):
        return super().__new__(cls, *a, **k)
    def hello(self): return 'hi ' + self.isoformat()
md = MyDT(2020, 1, 2, 3)
t(lambda: (md, repr(md), md.hello(), type(md + timedelta(1)), type(md - timedelta(1)), type(MyDT.now()), type(md.replace(year=2000)), type(md.astimezone(timezone.utc))))
class MyTD(timedelta):
    pass
t(lambda: (MyTD(1), repr(MyTD(1, 2)), type(MyTD(1) + timedelta(1)), type(-MyTD(1)), type(MyTD(1) * 2)))
t(lambda: datetime.strptime('2020-05-17 13:04:05', '%Y-%m-%d %H:%M:%S'))
