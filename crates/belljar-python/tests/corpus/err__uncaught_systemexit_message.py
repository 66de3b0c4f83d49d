# sys.exit with a message: printed to stderr, exit status 1.
import sys

print("before exit")
try:
    sys.exit(0)
except SystemExit as e:
    print("caught", repr(e.code))
sys.exit("fatal: configuration missing")
