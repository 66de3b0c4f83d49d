words = ["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog", "god", "odg", "bird"]
groups = {}
for w in words:
    key = "".join(sorted(w))
    groups.setdefault(key, []).append(w)
for key, ws in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
    print(f"{key}: {', '.join(sorted(ws))}")
def is_palindrome(s):
    cleaned = [c.lower() for c in s if c.isalnum()]
    return cleaned == cleaned[::-1]
for s in ["A man, a plan, a canal: Panama", "race a car", "", "No 'x' in Nixon"]:
    print(repr(s), is_palindrome(s))
def longest_common_prefix(strs):
    if not strs:
        return ""
    prefix = strs[0]
    for s in strs[1:]:
        while not s.startswith(prefix):
            prefix = prefix[:-1]
    return prefix
print(repr(longest_common_prefix(["flower", "flow", "flight"])), repr(longest_common_prefix(["a", "b"])))
