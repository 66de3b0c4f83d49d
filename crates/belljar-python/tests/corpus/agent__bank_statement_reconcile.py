ledger = [("2024-01-03", "coffee", -4.5), ("2024-01-03", "salary", 2500.0), ("2024-01-05", "rent", -1200.0),
          ("2024-01-07", "groceries", -86.25), ("2024-01-09", "refund", 19.99), ("2024-01-10", "coffee", -4.5)]
bank = [("2024-01-03", 2500.0), ("2024-01-03", -4.5), ("2024-01-05", -1200.0), ("2024-01-08", -86.25), ("2024-01-10", -4.5), ("2024-01-11", -15.0)]
unmatched_bank = list(bank)
matched, missing = [], []
for date, desc, amt in ledger:
    hit = next((b for b in unmatched_bank if abs(b[1] - amt) < 1e-9), None)
    if hit:
        unmatched_bank.remove(hit)
        matched.append((desc, amt, date != hit[0]))
    else:
        missing.append((date, desc, amt))
print("matched:")
for desc, amt, date_diff in matched:
    print(f"  {desc:<10}{amt:>10.2f}{'  (date differs)' if date_diff else ''}")
print("in ledger only:", missing)
print("in bank only:", unmatched_bank)
balance = 0.0
for _, _, amt in sorted(ledger):
    balance += amt
print(f"ledger balance: {balance:.2f}, bank balance: {sum(a for _, a in bank):.2f}")
