x = [1,2]
try:
    x[5]
except IndexError:
    undefined_name
