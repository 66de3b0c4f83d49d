print([1, 2, 3] == [1, 2, 3], [1, 2] == [2, 1], [1, 2] < [1, 2, 0])
print(2 in [1, 2, 3], 2.0 in [1, 2, 3], "2" in [1, 2, 3], [1] in [[1], [2]])
nan = float("nan")
print(nan in [nan], [nan] == [nan])
print([1, [2, [3]]] == [1, [2, [3]]])
lst = [1, 2, 3]
print(lst * 2, lst.__contains__(3), lst != [1, 2])
print([] == [], [] is [], [[]] == [[]])
