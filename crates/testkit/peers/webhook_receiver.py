"""A webhook receiver for the tests: verifies every delivery with the
Standard Webhooks reference library from PyPI (`standardwebhooks`), so the
service is checked by code it did not write, and appends one JSON line
per request to a file.

    python3 webhook_receiver.py PORT SECRET OUT [DELAY_SECONDS]

Answers 204 to a delivery that verifies, 401 to one that does not, after
DELAY_SECONDS (default 0). Prints "listening" once it accepts requests.
"""

import json
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from standardwebhooks.webhooks import Webhook, WebhookVerificationError

port, secret, out = int(sys.argv[1]), sys.argv[2], sys.argv[3]
delay = float(sys.argv[4]) if len(sys.argv) > 4 else 0.0
webhook = Webhook(secret)
lock = threading.Lock()


class Handler(BaseHTTPRequestHandler):
    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("content-length", "0"))).decode()
        headers = {k.lower(): v for k, v in self.headers.items()}
        record = {
            "id": headers.get("webhook-id"),
            "contentType": headers.get("content-type"),
            "body": body,
        }
        try:
            record["payload"] = webhook.verify(body, headers)
            record["verified"] = True
        except WebhookVerificationError as e:
            record["verified"] = False
            record["error"] = str(e)
        time.sleep(delay)
        with lock, open(out, "a", encoding="utf-8") as f:
            f.write(json.dumps(record) + "\n")
        self.send_response(204 if record["verified"] else 401)
        self.end_headers()

    def log_message(self, *args):
        pass


class Server(ThreadingHTTPServer):
    # The default backlog of 5 drops connections when a sender posts
    # eight at once, and the kernel retries them only a second later.
    request_queue_size = 128
    daemon_threads = True


server = Server(("127.0.0.1", port), Handler)
print("listening", flush=True)
server.serve_forever()
