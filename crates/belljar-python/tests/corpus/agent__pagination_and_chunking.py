# Paginating API-like results and chunking work, with summaries.
import math

items = [{"id": i, "score": (i * 37) % 101} for i in range(1, 48)]


def paginate(seq, page, per_page=10):
    if per_page <= 0:
        raise ValueError("per_page must be positive")
    pages = max(1, math.ceil(len(seq) / per_page))
    if not 1 <= page <= pages:
        raise IndexError(f"page {page} out of range 1..{pages}")
    start = (page - 1) * per_page
    return {
        "page": page,
        "pages": pages,
        "has_next": page < pages,
        "has_prev": page > 1,
        "items": [x["id"] for x in seq[start:start + per_page]],
    }


for p in (1, 3, 5):
    print(paginate(items, p))
for bad in [(0, 10), (6, 10), (1, 0)]:
    try:
        paginate(items, *bad)
    except (IndexError, ValueError) as e:
        print(type(e).__name__, e)


def chunks(seq, n):
    return [seq[i:i + n] for i in range(0, len(seq), n)]


for c in chunks(items, 16):
    scores = [x["score"] for x in c]
    print(len(c), min(scores), max(scores), round(sum(scores) / len(scores), 2))
top = sorted(items, key=lambda x: (-x["score"], x["id"]))[:5]
print([(x["id"], x["score"]) for x in top])
print(sum(1 for x in items if x["score"] > 50), len(items))
print(list(range(0, 47, 10))[-1], len(chunks([], 3)), chunks("abcdefg", 3))
