tasks = ["a"]
print("doing", tasks.pop())
print("doing", tasks.pop())
