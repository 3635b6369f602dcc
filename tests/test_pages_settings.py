"""The app's settings for a class (voila.json) and its page template, checked without a server."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

from cardrules import page
from cardrules.i18n import CATALOGUES

ROOT = Path(__file__).resolve().parents[1]
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
