"""What a reader sees on every page, in English and in Japanese, reads as a lesson: no Python repr, no decision code,
no "seed" meaning the original write-up, no path, and on Japanese pages no English word outside a short allow-list.

Each page is executed as the app serves it (the language from the address, ``?lang=``), and everything it shows is
read: Markdown and HTML outputs (tags stripped), plain-text outputs that have no richer form, and the widgets' texts
(values, labels, options, tooltips) that Voila draws."""

from __future__ import annotations

import html
import os
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PAGES = sorted(p.stem for p in (ROOT / "notebooks").glob("*.ipynb"))

REPR = re.compile(r"Result\(|\{'|\('|\[\(|\['|<cardrules\.|object at 0x|Card\.parse\(")
CODES = re.compile(r"\b[TPSD]-A\d|\b9P-A\d")
WRITE_UP_SEED = re.compile(r"\bthe seed\b(?! box)|\bseed's\b|\bseed note|\bseed write-?up|\bSeed:"
                           r"|原典のシード|シードの記述")
PATHS = re.compile(r"(/work/|/home/|/root/|/usr/|site-packages|\bshared/(rules|seeds)|\.\./shared|\\\\|[A-Z]:\\)")
ENGLISH = re.compile(r"[A-Za-z]{2,}")
ALLOWED_EN = {"9", "Peak", "Voila", "JSON", "HTML", "CSV", "URL", "Binder", "JupyterLab", "Jupyter", "OK", "vs", "px",
              "CPU", "MB", "kB"}
"""Words a Japanese page may show in Latin letters: the design draft's own name (9 Peak), and technical names."""

WIDGET_TEXT_KEYS = ("value", "description", "placeholder", "tooltip", "_options_labels", "_titles", "titles")


TITLES = re.compile(r"A Gamut of Games|The Pan Book of Card Games|A Dictionary of Card Games|Scarne's Encyclopedia of"
                    r" Games|\bPaks\b|dudák|(?:David )?Parlett|Sid Sackson|Phil Laurence|Hubert Phillips|Wilson|Dask"
                    r"|table nette"
                    r"|\bcardrules\b|\bEnglish\b|```.*?```|`[^`]*`|\S+\.(?:md|ipynb)\S*", re.S)
"""What keeps its own spelling on every page: titles of published works, people's names, a French phrase, the
package's name, the language switch's link to the English page, code (in backquotes) and file names."""


def _strip(text: str) -> str:
    # code keeps its spelling (as in backquotes, see TITLES): the rules page shows Markdown rendered to HTML
    text = re.sub(r"<style.*?</style>|<script.*?</script>|<code>.*?</code>", " ", text, flags=re.S)
    return html.unescape(re.sub(r"<[^>]+>", " ", text))


def _texts(nb: dict) -> list[str]:  # type: ignore[type-arg]
    out: list[str] = []
    for cell in nb["cells"]:
        for o in cell.get("outputs", []):
            if o.get("output_type") == "stream":
                out.append(o["text"])
            data = o.get("data", {})
            if "text/markdown" in data:
                out.append(data["text/markdown"])
            elif "text/html" in data:
                out.append(_strip(data["text/html"]))
            elif "text/plain" in data and not {"application/vnd.jupyter.widget-view+json", "image/png"} & set(data):
                out.append(data["text/plain"])
    state = nb.get("metadata", {}).get("widgets", {}).get("application/vnd.jupyter.widget-state+json", {})
    for model in state.get("state", {}).values():
        st = model.get("state", {})
        for key in WIDGET_TEXT_KEYS:
            value = st.get(key)
            if isinstance(value, str) and value:
                out.append(_strip(value))
            elif isinstance(value, list):
                out += [_strip(v) for v in value if isinstance(v, str)]
    return [t for t in out if t.strip()]


def _executed(page: str, lang: str) -> dict:  # type: ignore[type-arg]
    import nbformat
    from nbclient import NotebookClient

    nb = nbformat.read(ROOT / "notebooks" / f"{page}.ipynb", as_version=4)
    before = os.environ.get("QUERY_STRING")
    os.environ["QUERY_STRING"] = f"lang={lang}"
    try:
        NotebookClient(nb, timeout=900, kernel_name="python3",
                       resources={"metadata": {"path": str(ROOT / "notebooks")}}).execute()
    finally:
        if before is None:
            del os.environ["QUERY_STRING"]
        else:
            os.environ["QUERY_STRING"] = before
    return nb


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("page", PAGES)
def test_a_page_reads_as_a_lesson(page: str, lang: str) -> None:
    texts = _texts(_executed(page, lang))
    problems = []
    for text in texts:
        for name, pattern in (("repr", REPR), ("decision code", CODES), ("seed for the write-up", WRITE_UP_SEED),
                              ("path", PATHS)):
            m = pattern.search(text)
            if m:
                problems.append(f"{name}: …{text[max(0, m.start() - 60):m.end() + 60]}…")
        if lang == "ja":
            words = {w for w in ENGLISH.findall(TITLES.sub("", text)) if w not in ALLOWED_EN}
            if words:
                problems.append(f"English on a Japanese page {sorted(words)[:8]}: …{text[:160]}…")
    assert not problems, "\n".join(problems[:25])
