from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones
import zoneinfo
from datetime import datetime, timedelta, timezone, date, time
def t(f):
    try: print(repr(f()))
    except Exception as e: print(type(e).__name__ + ':', e)
ny = ZoneInfo('America/New_York')
t(lambda: (repr(ny), str(ny), ny.key, type(ny), ZoneInfo('America/New_York') is ny))
for key in ['America/New_York', 'Europe/Paris', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC', 'Etc/GMT+5', 'Asia/Kathmandu', 'America/Sao_Paulo', 'Pacific/Apia', 'Europe/London', 'America/St_Johns', 'Pacific/Chatham', 'Antarctica/Troll']:
    z = ZoneInfo(key)
    for dt in [datetime(1900, 1, 1), datetime(1970, 6, 1, 12), datetime(2000, 1, 1), datetime(2021, 3, 14, 1, 59), datetime(2021, 3, 14, 2, 30), datetime(2021, 3, 14, 3, 0),
               datetime(2021, 11, 7, 1, 30), datetime(2021, 11, 7, 1, 30, fold=1), datetime(2023, 10, 29, 2, 30), datetime(2023, 10, 29, 2, 30, fold=1), datetime(2024, 7, 1), datetime(2045, 7, 1), datetime(2100, 12, 31)]:
        a = dt.replace(tzinfo=z)
        print(key, dt, a.utcoffset(), a.dst(), a.tzname(), a.isoformat(), a.astimezone(timezone.utc), a.timestamp())
    for ts in [0, 1e9, 1616482800, 1636264800, 1636268400, 2e9, 4e9]:
        d = datetime.fromtimestamp(ts, z)
        print(key, ts, d, d.fold, d.tzname(), datetime.fromtimestamp(ts, timezone.utc).astimezone(z))
u = datetime(2021, 11, 7, 5, 30, tzinfo=timezone.utc)
for i in range(4):
    x = (u + timedelta(minutes=30 * i)).astimezone(ny)
    print(x, x.fold, x.tzname(), x.strftime('%Y-%m-%d %H:%M %Z %z'))
t(lambda: ny.utcoffset(None))
t(lambda: ZoneInfo('UTC').utcoffset(None))
t(lambda: ny.tzname(None))
t(lambda: ZoneInfo('Nope/Nope'))
t(lambda: ZoneInfo('america/new_york'))
t(lambda: ZoneInfo('../etc'))
t(lambda: ZoneInfo('/etc/x'))
t(lambda: ZoneInfo('a/../b'))
t(lambda: ZoneInfo(5))
t(lambda: issubclass(ZoneInfoNotFoundError, KeyError))
t(lambda: 'America/New_York' in available_timezones())
t(lambda: 'Europe/Berlin' in zoneinfo.available_timezones())
t(lambda: ZoneInfo.no_cache('Europe/Paris') is ZoneInfo('Europe/Paris'))
class Z(ZoneInfo): pass
t(lambda: repr(Z('Europe/Paris')))
t(lambda: time(12, tzinfo=ny).utcoffset())
t(lambda: time(12, tzinfo=ZoneInfo('Asia/Tokyo')).utcoffset())
t(lambda: datetime(2021, 6, 1, tzinfo=ny) - datetime(2021, 6, 1, tzinfo=ZoneInfo('Europe/London')))
t(lambda: datetime(2021, 6, 1, tzinfo=ny) == datetime(2021, 6, 1, 5, tzinfo=ZoneInfo('Europe/London')))
t(lambda: sorted([datetime(2021, 6, 1, tzinfo=ny), datetime(2021, 6, 1, 3, tzinfo=ZoneInfo('Europe/London'))]))
