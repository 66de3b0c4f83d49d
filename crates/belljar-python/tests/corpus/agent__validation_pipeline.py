records = [
    {"email": "a@x.com", "age": "34", "name": "Ann"},
    {"email": "bad-email", "age": "20", "name": "Bob"},
    {"email": "c@y.org", "age": "-3", "name": ""},
    {"email": "d@z.net", "age": "abc", "name": "Dee"},
    {"age": "50", "name": "Eli"},
]
class ValidationError(Exception):
    pass
def validate(r):
    errors = []
    email = r.get("email")
    if not email:
        errors.append("missing email")
    elif "@" not in email or "." not in email.split("@")[-1]:
        errors.append(f"invalid email {email!r}")
    try:
        age = int(r.get("age", ""))
        if not 0 <= age <= 150:
            errors.append(f"age out of range: {age}")
    except ValueError:
        errors.append(f"age not a number: {r.get('age')!r}")
    if not r.get("name"):
        errors.append("empty name")
    if errors:
        raise ValidationError("; ".join(errors))
    return {**r, "age": age}
valid, invalid = [], []
for i, r in enumerate(records):
    try:
        valid.append(validate(r))
    except ValidationError as e:
        invalid.append((i, str(e)))
print("valid:", valid)
for i, msg in invalid:
    print(f"record {i}: {msg}")
