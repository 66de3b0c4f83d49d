def via_if(cmd):
    if cmd == "start":
        return 1
    elif cmd in ("stop", "halt"):
        return 2
    elif cmd.startswith("go "):
        return cmd[3:]
    else:
        return None
def via_match(cmd):
    match cmd:
        case "start":
            return 1
        case "stop" | "halt":
            return 2
        case str() if cmd.startswith("go "):
            return cmd[3:]
        case _:
            return None
cmds = ["start", "stop", "halt", "go north", "jump", ""]
print([via_if(c) for c in cmds])
print([via_match(c) for c in cmds])
print(all(via_if(c) == via_match(c) for c in cmds))
