# A truncated JSON document: error at the end, on the right line.
import json

doc = """{
  "items": [
    {"id": 1},
    {"id": 2"""
json.loads(doc)
