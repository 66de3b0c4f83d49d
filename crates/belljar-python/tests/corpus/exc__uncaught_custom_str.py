class HTTPError(Exception):
    def __init__(self, status, url):
        super().__init__(status, url)
        self.status, self.url = status, url
    def __str__(self):
        return f"{self.status} for {self.url}"
print("fetching")
raise HTTPError(404, "/missing")
