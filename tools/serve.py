#!/usr/bin/env python3
"""Serves a folder over HTTP on localhost, like any static host: correct MIME types
(application/wasm), byte-range requests (206 Partial Content, for reading perfect-play
tables piece by piece) and no caching, so a rebuilt game is picked up on reload. With
--gzip it compresses what a static host with compression would (the page, script, wasm
and data; never a byte range), so start-up over a slow line can be measured as players
get it.

usage: serve.py [--port N] [--bind ADDR] [--quiet] [--gzip] DIR
"""
import argparse
import gzip
import http.server
import io
import os
import re
import socketserver
import sys

RANGE = re.compile(r"^bytes=(\d*)-(\d*)$")
COMPRESSED_TYPES = (".html", ".js", ".wasm", ".data", ".json", ".webmanifest", ".txt")


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".js": "text/javascript",
        ".data": "application/octet-stream",
        ".ico": "image/x-icon",
    }
    quiet = False
    compress = False
    gzipped = {}  # path -> (mtime, size, gzip bytes): each file compressed once

    def end_headers(self):
        self.send_header("Cache-Control", "no-store")
        self.send_header("Accept-Ranges", "bytes")
        super().end_headers()

    def log_message(self, fmt, *args):
        if not self.quiet:
            super().log_message(fmt, *args)

    def send_gzip(self, path):
        """Sends a whole file gzip-compressed (level 6, as hosts do); None when it cannot."""
        try:
            st = os.stat(path)
        except OSError:
            return None
        kept = self.gzipped.get(path)
        if not kept or kept[:2] != (st.st_mtime_ns, st.st_size):
            with open(path, "rb") as f:
                kept = (st.st_mtime_ns, st.st_size, gzip.compress(f.read(), 6))
            self.gzipped[path] = kept
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(kept[2])))
        self.end_headers()
        return io.BytesIO(kept[2])

    def send_head(self):
        header = self.headers.get("Range")
        path = self.translate_path(self.path)
        if (not header and self.compress and os.path.isfile(path) and path.endswith(COMPRESSED_TYPES)
                and "gzip" in self.headers.get("Accept-Encoding", "")):
            sent = self.send_gzip(path)
            if sent is not None:
                return sent
        if not header or os.path.isdir(path):
            return super().send_head()
        match = RANGE.match(header.strip())
        try:
            f = open(path, "rb")
        except OSError:
            self.send_error(404, "File not found")
            return None
        size = os.fstat(f.fileno()).st_size
        start, end = (match.group(1), match.group(2)) if match else ("", "")
        if not match or (start == "" and end == ""):
            f.close()
            self.send_error(416, "Only a single bytes=START-END range is supported")
            return None
        if start == "":  # suffix range: the last N bytes
            first, last = max(0, size - int(end)), size - 1
        else:
            first, last = int(start), min(int(end) if end else size - 1, size - 1)
        if first >= size or first > last:
            f.close()
            self.send_response(416)
            self.send_header("Content-Range", f"bytes */{size}")
            self.send_header("Content-Length", "0")
            self.end_headers()
            return None
        self.send_response(206)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Range", f"bytes {first}-{last}/{size}")
        self.send_header("Content-Length", str(last - first + 1))
        self.end_headers()
        f.seek(first)
        self._remaining = last - first + 1
        return f

    def copyfile(self, source, outputfile):
        remaining = getattr(self, "_remaining", None)
        if remaining is None:
            return super().copyfile(source, outputfile)
        self._remaining = None
        while remaining > 0:
            chunk = source.read(min(65536, remaining))
            if not chunk:
                break
            outputfile.write(chunk)
            remaining -= len(chunk)


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    allow_reuse_address = True


def main():
    parser = argparse.ArgumentParser(description="Serve the built web game on localhost.")
    parser.add_argument("dir", help="folder to serve (the web build's site/ folder)")
    parser.add_argument("--port", type=int, default=8080, help="port (default 8080; 0 picks a free one)")
    parser.add_argument("--bind", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    parser.add_argument("--quiet", action="store_true", help="do not log requests")
    parser.add_argument("--gzip", action="store_true", help="compress the page, script, wasm and data, as most static hosts do")
    args = parser.parse_args()
    if not os.path.isfile(os.path.join(args.dir, "index.html")):
        sys.exit(f"serve.py: {args.dir} has no index.html: build the web game first (tools/play.sh)")
    if not 0 <= args.port <= 65535:
        sys.exit(f"serve.py: port {args.port} is not between 0 and 65535")
    Handler.quiet = args.quiet
    Handler.compress = args.gzip
    os.chdir(args.dir)
    try:
        server = Server((args.bind, args.port), Handler)
    except OSError as e:
        sys.exit(f"serve.py: cannot listen on {args.bind}:{args.port}: {e.strerror} (try --port 0)")
    host, port = server.server_address[:2]
    print(f"Serving {os.getcwd()} at http://{'localhost' if host == '127.0.0.1' else host}:{port}/", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
