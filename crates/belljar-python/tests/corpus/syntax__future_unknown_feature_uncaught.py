"""A docstring may come first; an unknown __future__ feature is a SyntaxError."""
from __future__ import annotations
from __future__ import better_errors

print("never printed")
