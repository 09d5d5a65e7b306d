"""The local server: the built site on 127.0.0.1, a clear error where there is none."""

from __future__ import annotations

import threading
import urllib.request

import pytest

from bridgelaws.errors import BridgelawsError
from bridgelaws.site.serve import make_server


def test_serves_the_site_on_localhost(site_dir):
    server = make_server(site_dir, 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        host, port = server.server_address[:2]
        assert host == "127.0.0.1"
        with urllib.request.urlopen(f"http://{host}:{port}/1997/law-63.html") as resp:
            assert resp.status == 200
            assert "Law 63 (1997)" in resp.read().decode("utf-8")
    finally:
        server.shutdown()
        server.server_close()


def test_no_site_is_an_error(tmp_path):
    with pytest.raises(BridgelawsError, match="bridgelaws build"):
        make_server(tmp_path, 0)
