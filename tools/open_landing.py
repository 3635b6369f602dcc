"""Open the app's landing page in a browser once the Voila server answers (used by ``make app``).

It asks the server's root (the notebook list, which starts no kernel) until it answers, then opens the landing page.
On a machine without a graphical session (a server, CI) it opens nothing: Python's ``webbrowser`` would otherwise
start a text browser in the terminal that runs the server.

    python tools/open_landing.py http://127.0.0.1:8866/voila/render/index.ipynb
"""

from __future__ import annotations

import os
import sys
import time
import urllib.parse
import urllib.request
import webbrowser


def graphical() -> bool:
    return sys.platform in ("darwin", "win32") or bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def main(url: str, timeout: float = 120) -> int:
    parts = urllib.parse.urlsplit(url)
    root = f"{parts.scheme}://{parts.netloc}/"
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            urllib.request.urlopen(root, timeout=2)
            break
        except OSError:
            time.sleep(0.5)
    else:
        return 1
    if graphical():
        webbrowser.open_new_tab(url)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
