"""Bisection algorithms."""

# The functions are native (modules/bisect.rs), as CPython's `_bisect`; these are the
# aliases `bisect` binds.
bisect = bisect_right
insort = insort_right
