"""stat: constants and functions for interpreting the mode of os.stat() results, with
CPython 3.11's values on Linux (Belljar's own code; there is no os.stat here)."""

FILE_ATTRIBUTE_ARCHIVE = 32
FILE_ATTRIBUTE_COMPRESSED = 2048
FILE_ATTRIBUTE_DEVICE = 64
FILE_ATTRIBUTE_DIRECTORY = 16
FILE_ATTRIBUTE_ENCRYPTED = 16384
FILE_ATTRIBUTE_HIDDEN = 2
FILE_ATTRIBUTE_INTEGRITY_STREAM = 32768
FILE_ATTRIBUTE_NORMAL = 128
FILE_ATTRIBUTE_NOT_CONTENT_INDEXED = 8192
FILE_ATTRIBUTE_NO_SCRUB_DATA = 131072
FILE_ATTRIBUTE_OFFLINE = 4096
FILE_ATTRIBUTE_READONLY = 1
FILE_ATTRIBUTE_REPARSE_POINT = 1024
FILE_ATTRIBUTE_SPARSE_FILE = 512
FILE_ATTRIBUTE_SYSTEM = 4
FILE_ATTRIBUTE_TEMPORARY = 256
FILE_ATTRIBUTE_VIRTUAL = 65536
SF_APPEND = 262144
SF_ARCHIVED = 65536
SF_IMMUTABLE = 131072
SF_NOUNLINK = 1048576
SF_SNAPSHOT = 2097152
ST_ATIME = 7
ST_CTIME = 9
ST_DEV = 2
ST_GID = 5
ST_INO = 1
ST_MODE = 0
ST_MTIME = 8
ST_NLINK = 3
ST_SIZE = 6
ST_UID = 4
S_ENFMT = 1024
S_IEXEC = 0o100
S_IFBLK = 0o60000
S_IFCHR = 0o20000
S_IFDIR = 0o40000
S_IFDOOR = 0o0
S_IFIFO = 0o10000
S_IFLNK = 0o120000
S_IFPORT = 0o0
S_IFREG = 0o100000
S_IFSOCK = 0o140000
S_IFWHT = 0o0
S_IREAD = 0o400
S_IRGRP = 0o40
S_IROTH = 0o4
S_IRUSR = 0o400
S_IRWXG = 0o70
S_IRWXO = 0o7
S_IRWXU = 0o700
S_ISGID = 0o2000
S_ISUID = 0o4000
S_ISVTX = 0o1000
S_IWGRP = 0o20
S_IWOTH = 0o2
S_IWRITE = 0o200
S_IWUSR = 0o200
S_IXGRP = 0o10
S_IXOTH = 0o1
S_IXUSR = 0o100
UF_APPEND = 4
UF_COMPRESSED = 32
UF_HIDDEN = 32768
UF_IMMUTABLE = 2
UF_NODUMP = 1
UF_NOUNLINK = 16
UF_OPAQUE = 8


def S_IMODE(mode):
    """The portion of the file's mode that can be set by os.chmod()."""
    return mode & 0o7777


def S_IFMT(mode):
    """The portion of the file's mode that describes the file type."""
    return mode & 0o170000


def S_ISDIR(mode):
    """Whether mode is from a directory."""
    return S_IFMT(mode) == S_IFDIR


def S_ISCHR(mode):
    """Whether mode is from a character special device file."""
    return S_IFMT(mode) == S_IFCHR


def S_ISBLK(mode):
    """Whether mode is from a block special device file."""
    return S_IFMT(mode) == S_IFBLK


def S_ISREG(mode):
    """Whether mode is from a regular file."""
    return S_IFMT(mode) == S_IFREG


def S_ISFIFO(mode):
    """Whether mode is from a FIFO (named pipe)."""
    return S_IFMT(mode) == S_IFIFO


def S_ISLNK(mode):
    """Whether mode is from a symbolic link."""
    return S_IFMT(mode) == S_IFLNK


def S_ISSOCK(mode):
    """Whether mode is from a socket."""
    return S_IFMT(mode) == S_IFSOCK


def S_ISDOOR(mode):
    """Whether mode is from a door (never, on Linux)."""
    return False


def S_ISPORT(mode):
    """Whether mode is from an event port (never, on Linux)."""
    return False


def S_ISWHT(mode):
    """Whether mode is from a whiteout (never, on Linux)."""
    return False


_filemode_table = (
    ((S_IFLNK, "l"), (S_IFSOCK, "s"), (S_IFREG, "-"), (S_IFBLK, "b"), (S_IFDIR, "d"),
     (S_IFCHR, "c"), (S_IFIFO, "p")),
    ((S_IRUSR, "r"),),
    ((S_IWUSR, "w"),),
    ((S_IXUSR | S_ISUID, "s"), (S_ISUID, "S"), (S_IXUSR, "x")),
    ((S_IRGRP, "r"),),
    ((S_IWGRP, "w"),),
    ((S_IXGRP | S_ISGID, "s"), (S_ISGID, "S"), (S_IXGRP, "x")),
    ((S_IROTH, "r"),),
    ((S_IWOTH, "w"),),
    ((S_IXOTH | S_ISVTX, "t"), (S_ISVTX, "T"), (S_IXOTH, "x")),
)


def filemode(mode):
    """Convert a file's mode to a string of the form '-rwxrwxrwx'."""
    perm = []
    for i, table in enumerate(_filemode_table):
        for bit, char in table:
            if mode & bit == bit:
                perm.append(char)
                break
        else:
            perm.append("?" if i == 0 else "-")
    return "".join(perm)
