items = [f"item-{i:03d}" for i in range(1, 48)]
def paginate(seq, page, per_page=10):
    total_pages = max(1, -(-len(seq) // per_page))
    if not 1 <= page <= total_pages:
        raise ValueError(f"page {page} out of range 1..{total_pages}")
    start = (page - 1) * per_page
    return {"page": page, "pages": total_pages, "items": seq[start:start + per_page],
            "has_next": page < total_pages, "has_prev": page > 1}
for p in (1, 3, 5):
    r = paginate(items, p)
    print(r["page"], r["pages"], r["items"][0], r["items"][-1], len(r["items"]), r["has_next"], r["has_prev"])
try:
    paginate(items, 6)
except ValueError as e:
    print("ValueError:", e)
print(paginate([], 1))
