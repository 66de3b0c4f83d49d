from datetime import timedelta, datetime, date
import random
random.seed(7)
vals = [0, 1, -1, 0.5, -0.5, 1.5, 2.5, 1e-6, 5e-7, -5e-7, 1.5e-6, 2.5e-6, 0.1, 0.3, 1/3, -2/3, 86399.9999995, 123456.789, -0.0000015, 3.75, 1e9/7]
out = []
for name in ('days', 'seconds', 'microseconds', 'milliseconds', 'minutes', 'hours', 'weeks'):
    for v in vals:
        try:
            out.append(repr(timedelta(**{name: v})))
        except Exception as e:
            out.append(type(e).__name__ + ': ' + str(e))
for i in range(300):
    kw = {}
    for name in random.sample(['days', 'seconds', 'microseconds', 'milliseconds', 'minutes', 'hours', 'weeks'], 3):
        kw[name] = random.choice(vals) * random.choice([1, -1, 3, 1000])
    try:
        out.append(repr(timedelta(**kw)))
    except Exception as e:
        out.append(type(e).__name__ + ': ' + str(e))
print('\n'.join(out))
d = datetime(2000, 2, 28, 23, 59, 59, 999999)
for i in range(200):
    td = timedelta(days=random.randint(-1000, 1000), seconds=random.randint(-100000, 100000), microseconds=random.randint(-10**7, 10**7))
    print(d + td, d - td, td + td, td - td * 3, (d + td) - d == td, date(2000, 2, 29) + td, date(2000, 2, 29) - td)
for bad in ['', None, '1', [1]]:
    try: timedelta(seconds=bad)
    except Exception as e: print(type(e).__name__, e)
print(timedelta(days=True), timedelta(hours=10**6) if False else '', timedelta(minutes=2**40) if False else '')
for big in [10**9 * 86400, 2**63, 10**40]:
    try: print(timedelta(seconds=big))
    except Exception as e: print(type(e).__name__, e)
