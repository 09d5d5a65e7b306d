"""The search index: Pagefind, run on the built site, one index per page language."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from bridgelaws.errors import BridgelawsError
from bridgelaws.site.offline import add_to_list


def index_site(site_dir: Path) -> dict:
    """Run the Pagefind binary the `pagefind` package ships; it writes site_dir/pagefind/."""
    cmd = [sys.executable, "-m", "pagefind", "--site", str(site_dir), "--silent"]
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode != 0:
        raise BridgelawsError(f"pagefind failed: {done.stderr.strip() or done.stdout.strip()}")
    bundle = Path(site_dir) / "pagefind"
    add_to_list(site_dir, "pagefind")  # kept by the service worker for offline search
    entry = json.loads((bundle / "pagefind-entry.json").read_text(encoding="utf-8"))
    pages = {lang: info["page_count"] for lang, info in sorted(entry["languages"].items())}
    return {"path": str(bundle), "pages_per_language": pages}
