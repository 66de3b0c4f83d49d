from datetime import datetime, date
def t(f):
    try: print(repr(f()))
    except Exception as e: print(type(e).__name__ + ':', e)
for s in ['2020-05-17', '2020-05-17T13:04:05', '2020-05-17 13:04:05', '2020-05-17x13:04:05', '2020-05-17T25:04:05', '2020-13-17', '2020-02-30',
          '2020-02-30T00:00:00', '2020-05-17T13:04:0５', '２020-05-17', '2020-05-1713:04:05', '0000-01-01', '2020-05-17T13:04:60', '2020-05-17T13:60:00',
          '2020-05-17T13:04:05Z', '2020-05-17T13:04:05.5', '2020-05-17T13:04:05+01:00', '20200517', '2020-W20-1', '2020-05-17 13:04', '+020-05-17', '2020-05-17T-1:04:05']:
    t(lambda: datetime.fromisoformat(s))
    t(lambda: date.fromisoformat(s))
class D(datetime): pass
t(lambda: D.fromisoformat('2020-05-17T13:04:05'))
t(lambda: D.fromisoformat('2020-05-17'))
