"""The short codes of the decisions (T-A1, S-A13, 9P-A3 …): the source's comments and the tests cite them, the list
for engineers (docs/decisions.md) names each one's point, and no page a reader reads shows one."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CODE = re.compile(r"\b(?:9P|[TPSD])-A\d+\b")
LISTED = re.compile(r"^- \*\*((?:9P|[TPSD])-A\d+)\*\*: \S", re.M)


def _listed() -> list[str]:
    return LISTED.findall((ROOT / "docs" / "decisions.md").read_text(encoding="utf-8"))


def test_every_code_the_source_cites_is_listed_with_its_point() -> None:
    listed = _listed()
    assert len(listed) == len(set(listed)), "a code listed twice"
    cited: dict[str, set[str]] = {}
    for folder in ("cardrules", "tests", "benchmarks", "tools"):
        for path in (ROOT / folder).rglob("*.py"):
            for code in CODE.findall(path.read_text(encoding="utf-8")):
                cited.setdefault(code, set()).add(str(path.relative_to(ROOT)))
    assert cited, "no code found: the pattern no longer matches the source's citations"
    missing = {code: sorted(paths) for code, paths in cited.items() if code not in listed}
    assert not missing, f"cited but not listed in docs/decisions.md: {missing}"


def test_the_list_covers_every_game_in_order() -> None:
    listed = _listed()
    for prefix, last in (("T", 16), ("S", 15), ("P", 16), ("D", 10), ("9P", 13)):
        assert [c for c in listed if c.split("-A")[0] == prefix] == [f"{prefix}-A{i}" for i in range(1, last + 1)]


def test_no_page_for_readers_shows_a_code() -> None:
    pages = [*(ROOT / "docs" / "rules").glob("*.md"), ROOT / "README.md",
             *(p for p in (ROOT / "docs").glob("*.md") if p.name != "decisions.md")]
    assert len(pages) >= 12
    shown = {str(p.relative_to(ROOT)): CODE.findall(p.read_text(encoding="utf-8")) for p in pages}
    assert not {name: codes for name, codes in shown.items() if codes}
