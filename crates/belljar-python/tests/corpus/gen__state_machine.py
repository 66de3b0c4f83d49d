def tokenizer(text):
    num = ""
    for ch in text + " ":
        if ch.isdigit():
            num += ch
            continue
        if num:
            yield ("NUM", int(num))
            num = ""
        if ch in "+-*/()":
            yield ("OP", ch)
        elif not ch.isspace():
            yield ("ERR", ch)
print(list(tokenizer("12 + 3*(40-5) ? 7")))
def pairwise(it):
    it = iter(it)
    prev = next(it, None)
    for cur in it:
        yield prev, cur
        prev = cur
print(list(pairwise([1, 4, 9, 16])), list(pairwise([])))
def batched(xs, n):
    batch = []
    for x in xs:
        batch.append(x)
        if len(batch) == n:
            yield batch
            batch = []
    if batch:
        yield batch
print(list(batched(range(7), 3)))
