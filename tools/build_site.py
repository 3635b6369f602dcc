"""Build the static site (``make site``): the landing page and the five game pages as a Voici site, a folder of files
that any web server serves, the Python running in the visitor's browser (Pyodide). docs/deploying.md tells how to
publish it; the house-rules lab needs pandas and a server and stays on Voila.

Every input is pinned and comes from PyPI or npm only, fetched once into ``site-build/cache/`` (kept out of git):

* the build tools (Voici, JupyterLite and its Pyodide kernel, the widgets' frontend): ``site-build/requirements.txt``,
  installed by ``make site`` into ``.venv-site``;
* the Pyodide core (``pyodide.js``, the WebAssembly interpreter, the standard library): the npm package ``pyodide``;
* Font Awesome (the widgets' button icons; the page template links it from a CDN): the npm package
  ``@fortawesome/fontawesome-free``;
* the pure-Python wheels the browser's kernel and the pages import (IPython, ipywidgets ...):
  ``site-build/browser-wheels.txt``, at the versions of Pyodide's own lock, each with its sha256 checked by pip;
* the kernel's own wheels (pyodide_kernel, piplite, the ipykernel and widgetsnbextension stand-ins) from the
  installed ``jupyterlite-pyodide-kernel``, and the ``cardrules`` wheel made here from the tree.

Those wheels are placed beside Pyodide in ``site/static/pyodide`` with a lock that lists exactly them (Pyodide checks
each file's sha256 against it) and are all loaded as the kernel starts (``jupyter-lite.json``:
``loadPyodideOptions.packages``, ``disablePyPIFallback``), so a page asks nothing of any other host. After the
fetching, the build itself uses no network. A build whose inputs have not changed is not made again (the stamp in
``site/.cardrules-build``); ``--force`` makes it anyway.

Run with the site venv's Python: ``.venv-site/bin/python tools/build_site.py`` (``make site`` does).
"""

from __future__ import annotations

import argparse
import base64
import csv
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SITE_BUILD = ROOT / "site-build"
CACHE = SITE_BUILD / "cache"
WORK = SITE_BUILD / "work"
OUT = ROOT / "site"
STAMP = ".cardrules-build"


def _game_pages() -> tuple[str, ...]:
    """The landing page, every registered game's page and the full rules' page (the engine imports with the standard
    library alone)."""
    sys.path.insert(0, str(ROOT))
    from cardrules import GAMES

    return ("index", *GAMES, "rules")


PAGES = _game_pages()
"""The notebooks the site serves (the lab is not one: it needs pandas and a server)."""

NPM = {
    # npm package: (version, sha256 of the tarball npm gives)
    "pyodide": ("0.29.0", "52ea0e976b6e8373ef911f21cb3751ea50b03eb423b093fbfa21ffc27e842f01"),
    "@fortawesome/fontawesome-free": ("5.15.4", "6d890608585d48f50f6434a90ed3f581e76d360edb26800dba2f782ef3e77e11"),
    # not part of the site: the accessibility checker the browser tests inject (tests/browser/test_accessibility_axe.py)
    "axe-core": ("4.10.3", "0f2b4d7dcdf7d1219df8d1959ad68e565f51d14c3f0d88bb71cd59abeb956292"),
}
PYODIDE_FILES = ("pyodide.js", "pyodide.mjs", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip")

KERNEL_WHEELS = ("pyodide_kernel-", "piplite-", "ipykernel-", "widgetsnbextension-4.")
"""The wheels of the installed jupyterlite-pyodide-kernel the browser's kernel needs."""

SQLITE3_STANDIN = "sqlite3"
"""Pyodide's sqlite3 module is in no registry; the kernel asks for a package of that name, and IPython runs without
it (its history is then kept in memory). An empty package of that name stands in."""

TEMPLATE = "cardrules-site"


def log(message: str) -> None:
    print(f"build_site: {message}", flush=True)


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


# ------------------------------------------------------------------------------------------------ pinned inputs
def npm_package(name: str) -> Path:
    """The npm package's tarball, fetched once with ``npm pack`` (npm checks it against the registry's integrity
    hash) and checked against the sha256 pinned here."""
    version, digest = NPM[name]
    tarball = CACHE / (name.lstrip("@").replace("/", "-") + f"-{version}.tgz")
    if not tarball.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        log(f"npm pack {name}@{version}")
        subprocess.run(["npm", "pack", f"{name}@{version}", "--pack-destination", str(CACHE)], check=True,
                       stdout=subprocess.DEVNULL)
    if sha256(tarball) != digest:
        raise SystemExit(f"{tarball}: sha256 is not the pinned {digest}")
    return tarball


def npm_files(name: str, members: dict[str, Path]) -> None:
    """Extract ``package/<member>`` of the npm package to each destination path."""
    with tarfile.open(npm_package(name)) as tar:
        for member, dest in members.items():
            info = tar.getmember(f"package/{member}")
            f = tar.extractfile(info)
            if f is None:
                raise SystemExit(f"{name}: no {member}")
            dest.parent.mkdir(parents=True, exist_ok=True)
            dest.write_bytes(f.read())
            # the package's date, not the build's: a server's Last-Modified then lets a browser keep the file
            # without asking again (Python's http.server sends no other caching header)
            os.utime(dest, (info.mtime, info.mtime))


def browser_wheels() -> list[Path]:
    """The pinned pure-Python wheels from PyPI (``site-build/browser-wheels.txt``, hashes checked by pip)."""
    dest = CACHE / "wheels"
    wanted = [line.split("==")[0].strip() for line in (SITE_BUILD / "browser-wheels.txt").read_text().splitlines()
              if line.strip() and not line.lstrip().startswith("#")]
    have = {_dist(p.name): p for p in dest.glob("*.whl")} if dest.exists() else {}
    if any(_dist(w) not in have for w in wanted):
        log("pip download (site-build/browser-wheels.txt)")
        subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--only-binary=:all:",
                        "--python-version", "3.13", "--require-hashes", "-d", str(dest),
                        "-r", str(SITE_BUILD / "browser-wheels.txt")], check=True)
        have = {_dist(p.name): p for p in dest.glob("*.whl")}
    return [have[_dist(w)] for w in wanted]


def _dist(name: str) -> str:
    """The normalized distribution name of a requirement or a wheel's file name."""
    return re.sub(r"[-_.]+", "-", name.split("-")[0] if name.endswith(".whl") else name).lower()


def kernel_wheels() -> list[Path]:
    import jupyterlite_pyodide_kernel  # noqa: F401 - fails early, with a clear message, outside the site venv

    pypi = Path(sys.prefix) / "share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension/static/pypi"
    found = [p for p in sorted(pypi.glob("*.whl")) if p.name.startswith(KERNEL_WHEELS)]
    if len(found) != len(KERNEL_WHEELS):
        raise SystemExit(f"{pypi}: expected the wheels {KERNEL_WHEELS}, found {[p.name for p in found]}")
    return found


# ------------------------------------------------------------------------------------------------ wheels made here
def _wheel(path: Path, name: str, version: str, files: dict[str, bytes]) -> Path:
    """A pure-Python wheel of ``files`` (archive name: content), reproducible (fixed dates, sorted)."""
    info = f"{name}-{version}.dist-info"
    files = dict(files)
    files[f"{info}/METADATA"] = f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n".encode()
    files[f"{info}/WHEEL"] = (b"Wheel-Version: 1.0\nGenerator: cardrules-build-site\nRoot-Is-Purelib: true\n"
                              b"Tag: py3-none-any\n")
    record = io.StringIO()
    writer = csv.writer(record, lineterminator="\n")
    for arc, data in sorted(files.items()):
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        writer.writerow([arc, f"sha256={digest}", len(data)])
    writer.writerow([f"{info}/RECORD", "", ""])
    files[f"{info}/RECORD"] = record.getvalue().encode()
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for arc, data in sorted(files.items()):
            z.writestr(zipfile.ZipInfo(arc, date_time=(2020, 1, 1, 0, 0, 0)), data, zipfile.ZIP_DEFLATED)
    return path


def package_files() -> dict[str, bytes]:
    """The package's sources and data as a plain wheel holds them (the browser runs plain Python: no extension
    module), no caches."""
    out = {}
    for p in sorted((ROOT / "cardrules").rglob("*")):
        rel = p.relative_to(ROOT).as_posix()
        if p.is_file() and "__pycache__" not in p.parts and p.suffix not in {".so", ".pyc", ".pyd"}:
            out[rel] = p.read_bytes()
    return out


def cardrules_version() -> str:
    text = (ROOT / "pyproject.toml").read_text()
    match = re.search(r'^version = "([^"]+)"', text, re.M)
    assert match, "pyproject.toml: no version"
    return match.group(1)


# ------------------------------------------------------------------------------------------------ the lock
def lock_entry(wheel: Path) -> tuple[str, dict[str, object]]:
    name = _dist(wheel.name)
    version = wheel.name.split("-")[1]
    with zipfile.ZipFile(wheel) as z:
        heads = {n.split("/")[0] for n in z.namelist()}
    tops = sorted(h.removesuffix(".py") for h in heads if not h.endswith((".dist-info", ".data")))
    return name, {"name": name, "version": version, "file_name": wheel.name, "install_dir": "site",
                  "sha256": sha256(wheel), "package_type": "package", "imports": tops, "depends": [],
                  "unvendored_tests": False, "shared_library": False}


def write_lock(folder: Path, wheels: list[Path]) -> list[str]:
    """Pyodide's lock (from the npm package: its ``info``) listing only the wheels placed in ``folder``, with their
    sha256; returns the package names, all loaded as the kernel starts (no dependency is left to resolve)."""
    with tarfile.open(npm_package("pyodide")) as tar:
        f = tar.extractfile("package/pyodide-lock.json")
        assert f is not None
        upstream = json.load(f)
    packages = dict(lock_entry(w) for w in wheels)
    (folder / "pyodide-lock.json").write_text(json.dumps({"info": upstream["info"], "packages": packages}, indent=1))
    # named as the kernel's script names the packages it installs itself unless they are preloaded (Pyodide finds a
    # package by its normalized name either way)
    return sorted(n.replace("-", "_") if n == "pyodide-kernel" else n for n in packages)


# ------------------------------------------------------------------------------------------------ the site
def inputs_digest() -> str:
    """What the build depends on: a change in any of it makes the site again."""
    h = hashlib.sha256()
    paths = [Path(__file__), SITE_BUILD / "requirements.txt", SITE_BUILD / "browser-wheels.txt",
             *sorted((SITE_BUILD / "jupyter").rglob("*")), *sorted((ROOT / "share/jupyter").rglob("*")),
             *(ROOT / "notebooks" / f"{p}.ipynb" for p in PAGES)]
    for p in paths:
        if p.is_file():
            h.update(p.relative_to(ROOT).as_posix().encode() + b"\0" + p.read_bytes())
    for arc, data in package_files().items():
        h.update(arc.encode() + b"\0" + data)
    h.update(json.dumps(NPM, sort_keys=True).encode())
    return h.hexdigest()


def contents(folder: Path) -> None:
    """The pages' notebooks without their stored outputs (Voici runs each in the browser; the outputs would only
    make every page heavier)."""
    folder.mkdir(parents=True)
    for page in PAGES:
        nb = json.loads((ROOT / "notebooks" / f"{page}.ipynb").read_text())
        for cell in nb["cells"]:
            if cell["cell_type"] == "code":
                cell["outputs"], cell["execution_count"] = [], None
        (folder / f"{page}.ipynb").write_text(json.dumps(nb, indent=1, ensure_ascii=False))


def lite_config(packages: list[str]) -> dict[str, object]:
    return {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "litePluginSettings": {
                "@jupyterlite/pyodide-kernel-extension:kernel": {
                    "pyodideUrl": "./static/pyodide/pyodide.js",
                    "disablePyPIFallback": True,
                    "loadPyodideOptions": {"packages": packages},
                },
            },
        },
    }


FONT_AWESOME_CDN = re.compile(r'https://cdn\.jsdelivr\.net/npm/@fortawesome/fontawesome-free@\^5/css/([a-z0-9.-]+\.css)')
MERMAID = re.compile(r'<script type="module">(?:(?!</script>).)*?cdnjs\.cloudflare\.com/ajax/libs/mermaid.*?</script>',
                     re.S)
EXTERNAL = re.compile(r'''(?:src|href)\s*=\s*["']\s*(?:https?:)?//|import\(\s*["'](?:https?:)?//''', re.I)


def localize(page: Path) -> None:
    """A page of the site with no request to another host: Font Awesome from the site's copy, and the Mermaid
    loader (for diagrams, which no page has) left out."""
    text = page.read_text()
    prefix = os.path.relpath(OUT / "static/fontawesome/css", page.parent).replace(os.sep, "/")
    text = FONT_AWESOME_CDN.sub(lambda m: f"{prefix}/{m.group(1)}", text)
    text = MERMAID.sub("", text)
    found = EXTERNAL.search(text)
    if found:
        raise SystemExit(f"{page}: still asks another host: {text[found.start():found.start() + 120]!r}")
    page.write_text(text)


LANDING = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>cardrules</title>
<meta http-equiv="refresh" content="0; url=voici/render/index.html">
<script>location.replace("voici/render/index.html" + location.search + location.hash);</script>
</head><body><p><a href="voici/render/index.html">cardrules: five card games, taught and played</a> ·
<a href="voici/render/index.html?lang=ja">cardrules：5つのカードゲーム</a></p></body></html>
"""


def build(force: bool = False) -> Path:
    digest = inputs_digest()
    if not force and (OUT / STAMP).exists() and (OUT / STAMP).read_text().strip() == digest:
        log(f"{OUT.relative_to(ROOT)}/ is up to date")
        return OUT
    # fetch first: everything after this point works offline
    wheels = browser_wheels() + kernel_wheels()
    npm_package("pyodide")
    npm_package("@fortawesome/fontawesome-free")

    shutil.rmtree(WORK, ignore_errors=True)
    WORK.mkdir(parents=True)
    built = WORK / "wheels"
    built.mkdir()
    wheels.append(_wheel(built / f"cardrules-{cardrules_version()}-py3-none-any.whl", "cardrules",
                         cardrules_version(), package_files()))
    wheels.append(_wheel(built / f"{SQLITE3_STANDIN}-1.0.0-py3-none-any.whl", SQLITE3_STANDIN, "1.0.0", {}))
    contents(WORK / "content")
    lite = WORK / "lite"
    lite.mkdir()
    pyodide_dir = WORK / "pyodide"
    pyodide_dir.mkdir()
    for w in wheels:
        shutil.copy2(w, pyodide_dir / w.name)
    packages = write_lock(pyodide_dir, wheels)
    (lite / "jupyter-lite.json").write_text(json.dumps(lite_config(packages), indent=1))

    shutil.rmtree(OUT, ignore_errors=True)
    env = dict(os.environ)
    env["JUPYTER_PATH"] = os.pathsep.join([str(SITE_BUILD / "jupyter"), str(ROOT / "share/jupyter")])
    env["SOURCE_DATE_EPOCH"] = "1577836800"
    log("voici build")
    subprocess.run([str(Path(sys.executable).parent / "voici"), "build", "--no-sourcemaps",
                    "--lite-dir", str(lite), "--contents", str(WORK / "content"), "--output-dir", str(OUT),
                    f"--template={TEMPLATE}", "--strip_sources=True", "--show_tracebacks=False"],
                   check=True, env=env, cwd=WORK, stdout=subprocess.DEVNULL)

    target = OUT / "static/pyodide"
    target.mkdir(parents=True, exist_ok=True)
    npm_files("pyodide", {f: target / f for f in PYODIDE_FILES})
    for f in pyodide_dir.iterdir():
        shutil.copy2(f, target / f.name)
    fa = OUT / "static/fontawesome"
    npm_files("@fortawesome/fontawesome-free",
              {**{f"css/{c}": fa / "css" / c for c in ("all.min.css", "v4-shims.min.css")},
               **{f"webfonts/fa-{kind}.{ext}": fa / "webfonts" / f"fa-{kind}.{ext}"
                  for kind in ("solid-900", "regular-400", "brands-400") for ext in ("woff2", "woff", "ttf")},
               "LICENSE.txt": fa / "LICENSE.txt"})
    for page in sorted(OUT.rglob("*.html")):
        localize(page)
    (OUT / "index.html").write_text(LANDING)
    (OUT / ".nojekyll").write_text("")  # GitHub Pages: serve the folder as it is (Jekyll would drop files)
    (OUT / STAMP).write_text(digest + "\n")
    size = sum(p.stat().st_size for p in OUT.rglob("*") if p.is_file())
    log(f"{OUT.relative_to(ROOT)}/ built: {size / 1e6:.0f} MB on disk; pages: "
        + ", ".join(f"voici/render/{p}.html" for p in PAGES))
    return OUT


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--force", action="store_true", help="build even where the site is up to date")
    build(force=parser.parse_args().force)


if __name__ == "__main__":
    main()
