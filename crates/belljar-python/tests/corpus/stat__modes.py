import stat
modes = [0o100644, 0o100755, 0o40755, 0o120777, 0o20666, 0o60660, 0o10644, 0o140755, 0o4755 | 0o100000, 0o2755 | 0o100000, 0o1777 | 0o40000, 0o6000 | 0o100000, 0o1000 | 0o40000, 0, 0o777]
for m in modes:
    print(oct(m), stat.filemode(m), oct(stat.S_IMODE(m)), oct(stat.S_IFMT(m)),
          [f.__name__ for f in (stat.S_ISDIR, stat.S_ISREG, stat.S_ISLNK, stat.S_ISCHR, stat.S_ISBLK, stat.S_ISFIFO, stat.S_ISSOCK, stat.S_ISDOOR, stat.S_ISPORT, stat.S_ISWHT) if f(m)])
print(stat.S_IRUSR | stat.S_IWUSR, stat.S_IRWXU, stat.S_IRWXG, stat.S_IRWXO, stat.S_IFDIR, stat.S_IFREG, stat.S_IFLNK, stat.ST_MODE, stat.ST_SIZE, stat.ST_MTIME)
print(stat.UF_HIDDEN, stat.SF_IMMUTABLE, stat.FILE_ATTRIBUTE_HIDDEN, stat.S_ENFMT, stat.S_IREAD, stat.S_IWRITE, stat.S_IEXEC)
