def f(x):
    result = "default"
    match x:
        case 1:
            result = "one"
        case [a, b] if a > b:
            result = "descending pair"
    return result
print(f(1), f(2), f([2, 1]), f([1, 2]), f([1, 2, 3]))
x = 10
match x:
    case 1 | 2 | 3:
        print("small")
print("after match with no matching case")
y = [1, 2]
match y:
    case [1, *rest]:
        pass
print("rest =", rest)
