# nonlocal at module level is a SyntaxError.
print("never printed")
nonlocal total
