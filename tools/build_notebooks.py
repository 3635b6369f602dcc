"""Build the notebooks from their readable sources and store their executed outputs.

Each ``notebooks_src/<name>.py`` is written in the "percent" format (``# %% [markdown]`` cells of ``# ``-prefixed
prose, ``# %%`` code cells). This script turns each into ``notebooks/<name>.ipynb`` and executes it with the
project's kernel, so the stored outputs are what ``pytest --nbval`` compares against.

    python tools/build_notebooks.py            # every notebook
    python tools/build_notebooks.py tablanette # one
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "notebooks_src"  # outside notebooks/, which Voila serves: only the app's pages are there
OUT = ROOT / "notebooks"


def cells_from_percent(text: str) -> list[nbformat.NotebookNode]:
    cells: list[nbformat.NotebookNode] = []
    kind, lines = None, []

    def flush() -> None:
        body = "\n".join(lines).strip("\n")
        if kind == "markdown":
            prose = "\n".join(line[2:] if line.startswith("# ") else line.lstrip("#") for line in body.splitlines())
            cells.append(nbformat.v4.new_markdown_cell(prose))
        elif kind == "code" and body:
            cells.append(nbformat.v4.new_code_cell(body))

    for line in text.splitlines():
        if line.startswith("# %%"):
            flush()
            kind, lines = ("markdown" if "[markdown]" in line else "code"), []
        elif kind is not None:
            lines.append(line)
    flush()
    return cells


def build(name: str) -> Path:
    src = SRC / f"{name}.py"
    nb = nbformat.v4.new_notebook()
    nb.cells = cells_from_percent(src.read_text(encoding="utf-8"))
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.metadata["language_info"] = {"name": "python"}
    NotebookClient(nb, timeout=600, kernel_name="python3", resources={"metadata": {"path": str(OUT)}}).execute()
    for i, cell in enumerate(nb.cells):  # stable ids keep diffs of rebuilt notebooks small
        cell["id"] = f"{name}-{i:02d}"
        cell.get("metadata", {}).pop("execution", None)
    target = OUT / f"{name}.ipynb"
    nbformat.write(nb, target)
    return target


def main(argv: list[str]) -> None:
    names = argv or sorted(p.stem for p in SRC.glob("*.py"))
    for name in names:
        print("built", build(name).relative_to(ROOT))


if __name__ == "__main__":
    main(sys.argv[1:])
