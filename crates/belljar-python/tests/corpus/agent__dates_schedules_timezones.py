# Date handling the way agents write it: schedules, durations, parsing, grouping.
from datetime import datetime, date, timedelta, timezone
import calendar
import time
from collections import defaultdict
from zoneinfo import ZoneInfo

start = datetime(2024, 1, 15, 9, 0)
meetings = [start + timedelta(hours=i * 1.5) for i in range(6)]
for m in meetings:
    print(m.strftime("%A %d %B %Y, %I:%M %p"), m.isoformat())

today = date(2024, 3, 1)
christmas = date(today.year, 12, 25)
print(f"Days until Christmas: {(christmas - today).days}")
print(f"Weeks: {(christmas - today).days // 7}, weekday of Christmas: {calendar.day_name[christmas.weekday()]}")

births = {"ada": "1815-12-10", "alan": "1912-06-23", "grace": "1906-12-09"}
ref = date(2024, 6, 1)
for name, s in births.items():
    b = datetime.strptime(s, "%Y-%m-%d").date()
    age = ref.year - b.year - ((ref.month, ref.day) < (b.month, b.day))
    print(f"{name:>6}: born {b:%d/%m/%Y}, age {age}, born on a {b.strftime('%A')}")

def business_days(a, b):
    n = 0
    d = a
    while d < b:
        if d.weekday() < 5:
            n += 1
        d += timedelta(days=1)
    return n
print("business days in March 2024:", business_days(date(2024, 3, 1), date(2024, 4, 1)))

logs = ["2024-03-01 08:15:00", "2024-03-01 17:45:30", "2024-03-04 09:00:00", "2024-03-10 12:00:00", "2024-03-11 23:59:59"]
by_week = defaultdict(list)
for line in logs:
    t = datetime.strptime(line, "%Y-%m-%d %H:%M:%S")
    by_week[t.isocalendar().week].append(t.strftime("%a %H:%M"))
for week, items in sorted(by_week.items()):
    print("week", week, items)

durations = [timedelta(minutes=45), timedelta(hours=1, minutes=20), timedelta(seconds=3725)]
total = sum(durations, timedelta())
print("total:", total, "average:", total / len(durations), "in hours:", round(total.total_seconds() / 3600, 2))

utc = datetime(2024, 7, 4, 16, 30, tzinfo=timezone.utc)
for tz in ["America/New_York", "Europe/Berlin", "Asia/Tokyo", "Australia/Sydney"]:
    local = utc.astimezone(ZoneInfo(tz))
    print(f"{tz:<20} {local:%Y-%m-%d %H:%M %Z} (UTC{local:%z})")

print(calendar.month(2024, 2))
print("leap years 2000-2030:", [y for y in range(2000, 2031) if calendar.isleap(y)])
print(time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(1700000000)))
print(datetime.fromtimestamp(1700000000, tz=timezone.utc).isoformat())
print(datetime.fromisoformat("2024-05-06T07:08:09+02:00").astimezone(timezone.utc))
elapsed = datetime(2024, 1, 1, 12) - datetime(2023, 12, 31, 8, 30)
h, rem = divmod(elapsed.seconds, 3600)
print(f"{elapsed.days} day(s) {h}h {rem // 60}m")
