def work():
    try:
        return 1
    finally:
        print("cleaning up")
        undefined_cleanup()
print(work())
