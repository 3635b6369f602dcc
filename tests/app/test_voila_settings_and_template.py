"""The app's settings for a class (voila.json) and its page template, checked without a server."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

from cardrules import page
from cardrules.i18n import CATALOGUES

ROOT = Path(__file__).resolve().parents[2]
TEMPLATE = ROOT / "share" / "jupyter" / "voila" / "templates" / "cardrules"


def test_voila_json_names_the_template_and_sets_the_class_timeouts() -> None:
    config = json.loads((ROOT / "voila.json").read_text())
    assert config["VoilaConfiguration"]["template"] == "cardrules"
    assert config["VoilaConfiguration"]["preheat_kernel"] is True
    pools = config["VoilaKernelManager"]["kernel_pools_config"]
    assert pools["default"]["pool_size"] >= 1
    served = {p.name for p in (ROOT / "notebooks").glob("*.ipynb")}
    assert set(pools) - {"default"} <= served, "a pool names a page that is not served"
    executor = config["VoilaExecutor"]
    # a busy server delivers outputs late: wait for them, and fail visibly rather than drop them
    assert executor["iopub_timeout"] >= 30 and executor["raise_on_iopub_timeout"] is True
    assert executor["startup_timeout"] >= 120
    culling = config["MappingKernelManager"]
    assert 0 < culling["cull_idle_timeout"] <= 3600 and culling["cull_interval"] > 0  # the safety net stays


def test_voila_json_caps_the_kernels_and_frees_those_no_page_connects_to_within_a_minute() -> None:
    """Issue 42: a bare GET held a kernel for 15 minutes, and nothing capped how many (cardrules/server.py)."""
    config = json.loads((ROOT / "voila.json").read_text())
    assert config["VoilaConfiguration"]["multi_kernel_manager_class"] == "cardrules.server.CardrulesKernelManager"
    guard = config["CardrulesKernelManager"]
    pools = config["VoilaKernelManager"]["kernel_pools_config"]
    served = {p.name for p in (ROOT / "notebooks").glob("*.ipynb")}
    pooled = sum(pools.get(name, pools["default"])["pool_size"] for name in served)
    assert pooled < guard["max_kernels"] <= 200, "the cap leaves no room for a visitor (or bounds nothing)"
    assert 0 < guard["unconnected_timeout"] + config["MappingKernelManager"]["cull_interval"] <= 60
    assert (TEMPLATE / "503.html").exists() and 'include "notices.json"' in (TEMPLATE / "503.html").read_text()


def test_the_template_is_installed_with_the_package_and_extends_voilas_lab_template() -> None:
    shared = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["hatch"]["build"]["targets"]["wheel"][
        "shared-data"]
    assert shared["share/jupyter/voila/templates/cardrules"] == "share/jupyter/voila/templates/cardrules"
    assert json.loads((TEMPLATE / "conf.json").read_text())["base_template"] == "lab"
    index = (TEMPLATE / "index.html.j2").read_text()
    assert "extends 'lab/index.html.j2'" in index and '_xsrf=' in index and 'include "notices.json"' in index
    for tree in ("tree.html", "tree-lab.html"):
        assert "voila/render/index.ipynb" in (TEMPLATE / tree).read_text()


def test_the_templates_notices_are_the_catalogues_words() -> None:
    stored = json.loads((TEMPLATE / "notices.json").read_text())
    assert stored == page.notice_words(), "run `make studies` (python -m cardrules.page)"
    assert set(stored) == set(CATALOGUES)
    assert stored["ja"]["busy"] != stored["en"]["busy"]


def test_the_stored_markdown_renderings_are_up_to_date() -> None:
    """Issue 42: a preheated kernel shows the lessons' prose from cardrules/data/markdown.json instead of importing
    nbconvert (1.7 CPU-s in every kernel); it must hold exactly what nbconvert renders for every text today."""
    stored = (ROOT / "cardrules" / page.MARKDOWN_FILE).read_text(encoding="utf-8")
    assert stored == page.markdown_json(), "run `make studies` (python -m cardrules.page)"
    rendered = json.loads(stored)
    assert len(rendered) > 300  # every lesson's prose and every study's conclusion, in both languages
    text = next(iter(rendered))
    assert page.markdown_html(text) == rendered[text] == page._render_markdown(text)
    assert page.markdown_html("*not stored*") == "<p><em>not stored</em></p>\n"  # rendered as before


def test_showing_a_lessons_prose_imports_no_nbconvert() -> None:
    import subprocess
    import sys

    code = ("import sys; from cardrules import page; from cardrules.lessons import prose; "
            "page.markdown_html(prose('tablanette', 'intro').text); print('nbconvert' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert out.stdout.strip() == "False"


def test_the_rules_page_holds_the_rules_as_written() -> None:
    """Issue 44: each game's full rules are a page of the app, rendered from docs/rules/ into
    cardrules/data/rules.json by `make studies`; the stored copy must be what the documents say today, and it names
    no file of the repository (the page links to the lesson pages instead)."""
    from cardrules import GAMES, i18n, rules_page

    stored = (ROOT / "cardrules" / rules_page.RULES_FILE).read_text(encoding="utf-8")
    assert stored == rules_page.rules_json(), "run `make studies` (python -m cardrules.page)"
    for game in GAMES:
        for lang in i18n.LANGUAGES:
            text = rules_page.rendered(game, lang)
            assert ".md" not in text and "notebooks/" not in text, (game, lang)
            assert f'href="{game}.ipynb' in text, (game, lang)
