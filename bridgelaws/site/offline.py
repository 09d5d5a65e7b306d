"""The site installable and readable offline: a web app manifest, a service worker and the
list of files it keeps (the pages, the stylesheets and scripts, and, once Pagefind has run,
the search index). Service workers run over http(s) only, never from file://; site.js says
so on a copy opened from a file."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

LIST = "offline.json"
WORKER = "sw.js"
MANIFEST = "manifest.webmanifest"
# Pagefind's ready-made interfaces and highlighter, which the site does not load.
UNUSED = re.compile(r"-ui\.|highlight")

MANIFEST_DATA = {
    "name": "Laws of Duplicate Bridge",
    "short_name": "Bridge Laws",
    "start_url": "./index.html",
    "scope": "./",
    "display": "standalone",
    "background_color": "#fdfdfb",
    "theme_color": "#0b5cad",
    "icons": [{"src": "static/icon.svg", "sizes": "any", "type": "image/svg+xml",
               "purpose": "any"}],
}

# Keeps every file the list names on install; answers from the cache first and refreshes it
# from the network behind, so a page read once reads again without a network.
WORKER_JS = """// Keeps the site for offline reading: the files of offline.json cached on install.
"use strict";
const CACHE = "bridgelaws-%(version)s";
self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    const list = await (await fetch("%(list)s", { cache: "reload" })).json();
    await cache.addAll(list.files);
    await self.skipWaiting();
  })());
});
self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
    await self.clients.claim();
  })());
});
self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET") return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const kept = await cache.match(event.request, { ignoreSearch: true });
    const fresh = fetch(event.request).then((response) => {
      if (response.ok) cache.put(event.request, response.clone());
      return response;
    });
    if (kept) {
      event.waitUntil(fresh.catch(() => null));
      return kept;
    }
    return fresh;
  })());
});
"""


def list_bytes(files: list[str]) -> bytes:
    return json.dumps({"files": sorted(set(files))}, ensure_ascii=False,
                      indent=0).encode("utf-8")


def offline_files(pages: list[str], static: tuple[tuple[str, bytes], ...]):
    """(name, bytes) of the manifest, the worker and its list, for the site root. The
    worker's cache is named after everything it keeps, so a rebuilt site replaces it."""
    files = ["./", *pages, *(f"static/{name}" for name, _ in static), MANIFEST]
    version = hashlib.sha256(list_bytes(files)
                             + b"".join(data for _, data in static)).hexdigest()[:16]
    return [
        (MANIFEST, json.dumps(MANIFEST_DATA, indent=1).encode("utf-8")),
        (LIST, list_bytes(files)),
        (WORKER, (WORKER_JS % {"version": version, "list": LIST}).encode("utf-8")),
    ]


def add_to_list(site_dir: Path, folder: str) -> None:
    """Add every file under `folder` (the search index) to the worker's list."""
    site_dir = Path(site_dir)
    path = site_dir / LIST
    files = json.loads(path.read_text(encoding="utf-8"))["files"]
    files += [p.relative_to(site_dir).as_posix()
              for p in sorted((site_dir / folder).rglob("*"))
              if p.is_file() and not UNUSED.search(p.name)]
    path.write_bytes(list_bytes(files))
