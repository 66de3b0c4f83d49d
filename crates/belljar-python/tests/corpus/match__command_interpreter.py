def run(program):
    stack, out = [], []
    for line in program:
        match line.split():
            case ["push", n]:
                stack.append(int(n))
            case ["pop"]:
                stack.pop()
            case ["add" | "mul" as op]:
                b, a = stack.pop(), stack.pop()
                stack.append(a + b if op == "add" else a * b)
            case ["dup"]:
                stack.append(stack[-1])
            case ["print"]:
                out.append(stack[-1])
            case ["jmp", *_]:
                out.append("jumps unsupported")
            case [cmd, *args]:
                out.append(f"unknown {cmd} {args}")
            case []:
                pass
    return out, stack
print(run(["push 2", "push 3", "add", "dup", "mul", "print", "", "jmp 4", "frob 1 2", "push 7"]))
