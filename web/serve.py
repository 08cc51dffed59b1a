#!/usr/bin/env python3
"""Serves the web build (target/web, or the folder given) on http://localhost:8000 (or the port
given), gzip-compressed for browsers that accept it: the WebAssembly module travels as about a
third of its size (python3 -m http.server sends it uncompressed). Standard library only.

Usage: python3 web/serve.py [folder] [port]
"""

import gzip
import http.server
import os
import sys
from functools import lru_cache

TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".css": "text/css",
    ".json": "application/json",
}


@lru_cache(maxsize=32)
def compressed(path, modified):
    """The gzip-compressed bytes of the file at `path` as it was at `modified`."""
    with open(path, "rb") as file:
        return gzip.compress(file.read(), compresslevel=9)


class Handler(http.server.SimpleHTTPRequestHandler):
    """Answers GET and HEAD with the file, compressed when the browser accepts gzip."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def send_head(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            path = os.path.join(path, "index.html")
        if not os.path.isfile(path):
            self.send_error(404, "not found")
            return None
        accepts = "gzip" in self.headers.get("Accept-Encoding", "")
        if accepts:
            body = compressed(path, os.path.getmtime(path))
        else:
            with open(path, "rb") as file:
                body = file.read()
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Length", str(len(body)))
        if accepts:
            self.send_header("Content-Encoding", "gzip")
        self.send_header("Cache-Control", "no-cache")
        self.end_headers()
        self.body = body
        return self

    def copyfile(self, source, outputfile):
        outputfile.write(source.body)

    def close(self):
        """Nothing to close: `send_head` returned the handler itself as its 'file'."""


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "target", "web")
    port = int(sys.argv[2]) if len(sys.argv) > 2 else 8000
    if not os.path.isfile(os.path.join(root, "index.html")):
        sys.exit(f"{root} holds no index.html: build the page first (trunk build --release)")
    os.chdir(root)
    server = http.server.ThreadingHTTPServer(("localhost", port), Handler)
    print(f"Serving {os.path.abspath(root)} compressed at http://localhost:{port}/ (Ctrl+C stops)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
