#!/usr/bin/env python3
"""A debuginfod server that misbehaves on purpose, for tests/it/debuginfod_client.rs.

  debuginfod.py ROOT WRONG

Listens on 127.0.0.1 on a free port and prints it, then serves
GET /MODE/buildid/ID/ARTIFACT by MODE:

  right     ROOT/.build-id/ID[:2]/ID[2:].debug (404 if there is none)
  wrong     the file WRONG whatever is asked (an ELF file of another build)
  missing   404
  error     500
  loop      302 to the same URL
  big       200 with Content-Length 2 GB, zeros until the client goes
  endless   200 chunked, zeros without end
  elfendless 200 chunked, an ELF magic then zeros without end
  drip      200 with Content-Length 1 MB: the ELF magic, then a byte a second
"""

import http.server
import os
import sys
import time

ROOT, WRONG = sys.argv[1], sys.argv[2]
ZEROS = bytes(64 * 1024)


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def send_file(self, path):
        data = open(path, "rb").read()
        self.send_response(200)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        parts = self.path.split("/")
        # ['', MODE, 'buildid', ID, ARTIFACT]
        if len(parts) != 5 or parts[2] != "buildid":
            self.send_error(404)
            return
        mode, build_id = parts[1], parts[3]
        try:
            if mode == "right":
                path = os.path.join(ROOT, ".build-id", build_id[:2], build_id[2:] + ".debug")
                if parts[4] == "debuginfo" and os.path.isfile(path):
                    self.send_file(path)
                else:
                    self.send_error(404)
            elif mode == "wrong":
                self.send_file(WRONG)
            elif mode == "missing":
                self.send_error(404)
            elif mode == "error":
                self.send_error(500)
            elif mode == "loop":
                self.send_response(302)
                self.send_header("Location", self.path)
                self.send_header("Content-Length", "0")
                self.end_headers()
            elif mode == "big":
                self.send_response(200)
                self.send_header("Content-Length", str(2 << 30))
                self.end_headers()
                while True:
                    self.wfile.write(ZEROS)
            elif mode in ("endless", "elfendless"):
                self.send_response(200)
                self.send_header("Transfer-Encoding", "chunked")
                self.end_headers()
                chunk = b"\x7fELF" + ZEROS if mode == "elfendless" else ZEROS
                while True:
                    self.wfile.write(b"%x\r\n%s\r\n" % (len(chunk), chunk))
                    chunk = ZEROS
            elif mode == "drip":
                self.send_response(200)
                self.send_header("Content-Length", str(1 << 20))
                self.end_headers()
                self.wfile.write(b"\x7fELF")
                self.wfile.flush()
                while True:
                    time.sleep(1)
                    self.wfile.write(b"\0")
                    self.wfile.flush()
            else:
                self.send_error(404)
        except (BrokenPipeError, ConnectionResetError):
            pass


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
server.daemon_threads = True
print(server.server_address[1], flush=True)
server.serve_forever()
