import time
from datetime import datetime
tt = (2020, 3, 5, 7, 8, 9, 3, 65, 0)
for f in ['%1000Y', '%1300Y', '%10000Y', 'ab%2000Y', '%1020Y', '%1023Y', '%1024Y', '%99999999999999999999Y', '%1500c', 'x' * 3000, '%Y' * 2000, '%1200a%1200b']:
    r = time.strftime(f, tt)
    print(len(f), len(r), r[:20], r[-10:])
print(len(datetime(2020, 1, 1).strftime('%5000d')), len(datetime(2020, 1, 1).strftime('%1000f%1000d')))
