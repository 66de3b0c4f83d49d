def check(pw):
    problems = []
    if len(pw) < 10:
        problems.append(f"too short ({len(pw)} < 10)")
    if not any(c.isupper() for c in pw):
        problems.append("no uppercase letter")
    if not any(c.islower() for c in pw):
        problems.append("no lowercase letter")
    if not any(c.isdigit() for c in pw):
        problems.append("no digit")
    if all(c.isalnum() for c in pw):
        problems.append("no symbol")
    runs = max((len(r) for r in "".join(c if c == p else "|" + c for p, c in zip(" " + pw, pw)).split("|")), default=0)
    if runs >= 3:
        problems.append(f"repeated character run of {runs}")
    return problems
for pw in ["short", "alllowercase123!", "Str0ng&Secure", "AAAbbb111!!!x", "NoDigitsHere!!", ""]:
    probs = check(pw)
    print(f"{pw!r:20} {'OK' if not probs else ', '.join(probs)}")
