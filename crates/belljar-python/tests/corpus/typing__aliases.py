# typing's aliases: reprs, subscription, isinstance, get_origin/get_args, errors.
import typing
print(typing.List, typing.List[int], typing.Dict[str,int], typing.Optional[int], typing.Union[int,str], typing.Union[int, None, str])
print(typing.Callable[[int],str], typing.Callable[..., int], typing.Tuple[int, ...], typing.Tuple[()], typing.Any, typing.Literal[1,'a'])
print(typing.Iterable[int], typing.Iterable, typing.Annotated[int, 'x'], typing.ClassVar[int], typing.Type[int])
T=typing.TypeVar('T'); print(T, typing.List[T], typing.List[T][int], typing.TypeVar('U', bound=int, covariant=True))
try: typing.List()
except Exception as e: print(type(e).__name__, e)
try: isinstance([], typing.List[int])
except Exception as e: print(type(e).__name__, e)
print(isinstance([], typing.List), isinstance({}, typing.Mapping), isinstance(3, typing.Union[int,str]))
try: typing.List[int, str]
except Exception as e: print(type(e).__name__, e)
try: isinstance(1, typing.Any)
except Exception as e: print(type(e).__name__, e)
try: typing.Optional[1,2]
except Exception as e: print(type(e).__name__, e)
print(typing.get_origin(typing.List[int]), typing.get_args(typing.Dict[str,int]), typing.get_args(typing.Callable[[int],str]), typing.get_origin(int|str))
print(typing.Union[int], typing.Optional[typing.Optional[int]], typing.Union[int, typing.Union[str, int]])
UserId = typing.NewType('UserId', int); print(UserId, UserId(5))
print(typing.Text, typing.AnyStr, typing.Deque[int], typing.DefaultDict[str, int], typing.Counter[str])
print(typing.List[int] == typing.List[int], hash(typing.List[int]) == hash(typing.List[int]))
print(int | typing.List[int], typing.Optional[int] | str)
