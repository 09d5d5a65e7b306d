"""Serve the built site on localhost: the search needs http://, not file://."""

from __future__ import annotations

from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from bridgelaws.errors import BridgelawsError


class SiteHandler(SimpleHTTPRequestHandler):
    """Files with the types a browser wants for installing the app and loading the search:
    the web app manifest and Pagefind's WebAssembly, unknown to older `mimetypes`."""

    extensions_map = {
        **SimpleHTTPRequestHandler.extensions_map,
        ".webmanifest": "application/manifest+json",
        ".wasm": "application/wasm",
    }


def make_server(site_dir: Path, port: int = 0) -> ThreadingHTTPServer:
    """A server for `site_dir` on 127.0.0.1 (port 0: any free port)."""
    site_dir = Path(site_dir)
    if not (site_dir / "index.html").is_file():
        raise BridgelawsError(f"no built site in {site_dir}: run `bridgelaws build` first")
    handler = partial(SiteHandler, directory=str(site_dir))
    return ThreadingHTTPServer(("127.0.0.1", port), handler)


def serve(site_dir: Path, port: int) -> None:
    """Serve until interrupted."""
    server = make_server(site_dir, port)
    host, bound = server.server_address[:2]
    print(f"serving {site_dir} at http://{host}:{bound}/ (Ctrl+C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
