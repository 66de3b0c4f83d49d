def kind(exc):
    try:
        raise exc
    except (KeyError, IndexError) as e:
        return f"LookupError subclass {type(e).__name__}"
    except ArithmeticError as e:
        return f"ArithmeticError subclass {type(e).__name__}"
    except Exception as e:
        return f"other {type(e).__name__}"
for exc in [KeyError("k"), IndexError(), ZeroDivisionError(), OverflowError(), ValueError(), UnicodeError(), RecursionError(), NotImplementedError()]:
    print(kind(exc))
print(issubclass(KeyError, LookupError), issubclass(ZeroDivisionError, ArithmeticError))
print(issubclass(RecursionError, RuntimeError), issubclass(NotImplementedError, RuntimeError))
print(issubclass(UnboundLocalError, NameError), issubclass(ModuleNotFoundError, ImportError))
print(issubclass(StopIteration, Exception), issubclass(GeneratorExit, Exception), issubclass(KeyboardInterrupt, BaseException))
print(issubclass(bool, int), issubclass(FileNotFoundError, OSError), issubclass(TimeoutError, OSError))
print([c.__name__ for c in ZeroDivisionError.__mro__])
