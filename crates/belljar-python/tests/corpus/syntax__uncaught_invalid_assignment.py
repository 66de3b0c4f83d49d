print("this line must not run: the whole file is parsed first")
x = = 1
