data = {"a": [1, 2, 3], "b": {"x": 1, "y": 2}}
del data["a"][0]
del data["b"]["x"]
print(data)
class Obj:
    pass
o = Obj()
o.a, o.b = 1, 2
del o.a
print(vars(o))
lst = [[1, 2], [3, 4]]
del lst[0][1], lst[1]
print(lst)
x = y = 5
del x
print(y)
nums = list(range(10))
del nums[1::3]
print(nums)
try:
    del nums[100]
except IndexError as e:
    print("IndexError:", e)
try:
    del o.zzz
except AttributeError as e:
    print("AttributeError:", e)
