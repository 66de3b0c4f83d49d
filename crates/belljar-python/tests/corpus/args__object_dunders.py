def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

check('object().__eq__()', lambda: object().__eq__())
check('object().__repr__(1)', lambda: object().__repr__(1))
check("object().__setattr__('a')", lambda: object().__setattr__('a'))
check('object().__hash__(1)', lambda: object().__hash__(1))
check('object().__str__(1)', lambda: object().__str__(1))
check('object().__format__()', lambda: object().__format__())
check('object().__ne__()', lambda: object().__ne__())
check('object().__delattr__()', lambda: object().__delattr__())
check('object.__init__()', lambda: object.__init__())
check('Exception().with_traceback()', lambda: Exception().with_traceback())
check('Exception().add_note()', lambda: Exception().add_note())
check('Exception().add_note(1)', lambda: Exception().add_note(1))
check("ValueError('x').with_traceback(None, 1)", lambda: ValueError('x').with_traceback(None, 1))
