# datetime arithmetic and formatting: timedeltas, strftime, isoformat and back, weekdays.
from datetime import date, datetime, timedelta, timezone

start = datetime(2020, 1, 1, 8, 30)
t = start
seed = 5
weekdays = [0] * 7
fmt_len = 0
months = set()
for i in range(15000):
    seed = (seed * 1103515245 + 12345) % 2147483648
    t += timedelta(hours=seed % 100, minutes=seed % 60, seconds=seed % 7)
    weekdays[t.weekday()] += 1
    s = t.strftime("%Y-%m-%d %H:%M:%S %a %b")
    fmt_len += len(s)
    iso = t.isoformat()
    if datetime.fromisoformat(iso) != t:
        raise SystemExit("round trip failed")
    months.add((t.year, t.month))
span = t - start
d = date(2024, 2, 29)
ords = sum((d + timedelta(days=k)).toordinal() % 13 for k in range(5000))
aware = datetime(2024, 3, 10, 12, tzinfo=timezone(timedelta(hours=5, minutes=30)))
print(span, span.total_seconds(), weekdays, fmt_len, len(months), ords, aware.astimezone(timezone.utc).isoformat())
