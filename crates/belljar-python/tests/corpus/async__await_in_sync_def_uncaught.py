async def fetch():
    return 1

def handler():
    data = await fetch()
    return data
