import time
from datetime import datetime, date, timezone, timedelta
def t(f):
    try: print(repr(f()))
    except Exception as e: print(type(e).__name__ + ':', e)
cases = [
 ('2020-05-17 13:04:05', '%Y-%m-%d %H:%M:%S'), ('2020', '%Y-%m'), ('2020-05', '%Y'), ('17/05/20', '%d/%m/%y'),
 ('17/05/69', '%d/%m/%y'), ('17/05/68', '%d/%m/%y'), ('Sun May 17 13:04:05 2020', '%c'), ('05/17/20', '%x'), ('13:04:05', '%X'),
 ('Sunday, May 17, 2020', '%A, %B %d, %Y'), ('sun may 17 2020', '%a %b %d %Y'), ('SUNDAY MAY 17', '%A %B %d'),
 ('2020 1 1', '%Y %W %w'), ('2020 0 0', '%Y %U %w'), ('2020 10 3', '%G %V %u'), ('2020 10', '%G %V'), ('2020 366', '%Y %j'),
 ('2019 366', '%Y %j'), ('1:30 PM', '%I:%M %p'), ('12:30 am', '%I:%M %p'), ('12:30 pm', '%I:%M %p'), ('12:30', '%I:%M'),
 ('2020-05-17T13:04:05.123', '%Y-%m-%dT%H:%M:%S.%f'), ('.1234567', '.%f'), ('+0530', '%z'), ('-05:30', '%z'), ('Z', '%z'), ('z', '%z'),
 ('+05:30:15.5', '%z'), ('+0530:15', '%z'), ('UTC', '%Z'), ('gmt', '%Z'), ('EST', '%Z'), ('2020-05-17 13:04:05 +0000 UTC', '%Y-%m-%d %H:%M:%S %z %Z'),
 ('20200517', '%Y%m%d'), ('2020517', '%Y%m%d'), ('202011', '%Y%m%d'), ('1 2 3', '%d  %m\t%y'), ('1   2', '%d %m'), ('12', '%m%d'), ('123', '%m%d'),
 ('', ''), ('x', ''), ('', '%Y'), ('%', '%%'), ('5%', '%d%%'), ('abc', '%Q'), ('abc', 'abc%'), ('abc', '% d'), ('abc', '%.'), ('2020-02-30', '%Y-%m-%d'),
 ('2020-13-01', '%Y-%m-%d'), ('  5', '%d'), (' 5', '%d'), ('31', '%d'), ('32', '%d'), ('60', '%S'), ('61', '%S'), ('62', '%S'), ('Feb 29', '%b %d'),
 ('2021 Feb 29', '%Y %b %d'), ('3000', '%Y'), ('0001-01-01', '%Y-%m-%d'), ('99', '%y'), ('00', '%y'), ('May', '%B'), ('Mayo', '%b'),
 ('2020 53 0', '%Y %U %w'), ('2020 1', '%Y %U'), ('2020 5 3', '%Y %V %u'), ('2020 5', '%G %u'), ('Mon 2020 5', '%a %G %V'),
 ('23', '%H'), ('24', '%H'), ('1.5', '%S.%f'), ('2020-W10', '%G-W%V'),
]
for s, f in cases:
    t(lambda: time.strptime(s, f))
    t(lambda: datetime.strptime(s, f))
t(lambda: time.strptime(5, '%Y'))
t(lambda: time.strptime('5', 5))
t(lambda: datetime.strptime('2020', 5))
t(lambda: time.strptime('Thu Jan  1 00:00:00 1970'))
t(lambda: datetime.strptime('2020-05-17', '%Y-%m-%d').date())
t(lambda: type(datetime.strptime('2020', '%Y')))
class MyDT(datetime): pass
t(lambda: MyDT.strptime('2020', '%Y'))
t(lambda: time.strptime('2020 x', '%Y'))
