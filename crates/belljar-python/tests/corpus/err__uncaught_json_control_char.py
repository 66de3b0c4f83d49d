# A raw control character inside a JSON string.
import json

print(json.loads('"a\\nb"'))
json.loads('["line one\nline two"]')
