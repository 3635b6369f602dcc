# Two entry points for a fresh clone: `make app` serves the notebooks with Voila, `make test` runs every test.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
PORT ?= 8866

.PHONY: app class test install install-test chromium redis lint notebooks studies bench bench-classroom clean site

$(BIN)/python:
	$(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip

# The app runs the package as a wheel (pip install .): hatch_build.py compiles 9 Peak's bot, the arithmetic of its move
# list and the shuffle with mypyc into it (faster 9 Peak studies and hints, the same results; plain Python where no C
# compiler is found). Reinstalled when a file of the package changes. The tests, the notebooks and the studies run
# an editable install (the checkout's sources as they are edited, plain Python);
# tests/app/test_install_plays_every_game.py installs the wheel both ways into fresh venvs and compares the compiled
# modules with their sources.
PACKAGE_FILES := pyproject.toml hatch_build.py $(shell find cardrules share -type f ! -path '*__pycache__*' 2>/dev/null)
$(VENV)/.app-installed: $(BIN)/python $(PACKAGE_FILES)
	$(BIN)/pip install -q '.[app]'
	touch $@

install: $(VENV)/.app-installed

install-test: $(BIN)/python
	$(BIN)/pip install -q -e '.[test]'
	rm -f $(VENV)/.app-installed

# Debian's chromium for the browser tests (Playwright drives /usr/bin/chromium; it never downloads a browser), and
# fonts-noto-cjk so that Japanese pages render with real glyphs.
chromium:
	@if [ ! -x /usr/bin/chromium ] || ! dpkg -s fonts-noto-cjk >/dev/null 2>&1; then \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium \
	    fonts-noto-cjk >/dev/null; \
	fi

# Debian's redis-server: tests/app/test_rooms_on_sqlite_and_redis.py starts one on a free port and runs the room tests
# against it as well as against SQLite (nothing is left running; the app itself needs no Redis unless CARDRULES_ROOMS
# names one).
redis:
	@if [ ! -x /usr/bin/redis-server ]; then \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq redis-server >/dev/null; \
	  $$SUDO systemctl disable --now redis-server >/dev/null 2>&1 || true; \
	fi

LANDING = http://127.0.0.1:$(PORT)/voila/render/index.ipynb
OPEN ?= 0

# Serves notebooks/ (the app's pages only) with the public-app settings of ./voila.json: sources stripped,
# tracebacks hidden, no template or theme from the URL, preheated kernels, idle kernels culled.
# No browser is opened (OPEN=1 opens the landing page when there is a graphical session).
app: install
	@echo "cardrules app: $(LANDING)   (Ctrl-C stops it)"
	@if [ "$(OPEN)" = 1 ]; then $(BIN)/python tools/open_landing.py "$(LANDING)" & fi
	JUPYTER_PATH=$(CURDIR)/share/jupyter$${JUPYTER_PATH:+:$$JUPYTER_PATH} \
	  $(BIN)/voila notebooks --no-browser --Voila.ip=127.0.0.1 --port=$(PORT) --Voila.port_retries=0

# A class opening one page at once: the page's pool preheated for PUPILS and a third more (the language switch takes
# a second kernel), its refill delayed past their arrival. Start it 5-10 minutes before the lesson: preheating costs a
# few CPU-seconds a kernel. docs/deploying.md, "Sizing for a class", has the measurements.
PUPILS ?= 30
PAGE ?= tablanette.ipynb
class: install
	@echo "cardrules app for a class of $(PUPILS) on $(PAGE): http://127.0.0.1:$(PORT)/voila/render/$(PAGE)   (Ctrl-C stops it)"
	pools=$$($(BIN)/python tools/class_pools.py $(PAGE) $(PUPILS)) && \
	  JUPYTER_PATH=$(CURDIR)/share/jupyter$${JUPYTER_PATH:+:$$JUPYTER_PATH} \
	  $(BIN)/voila notebooks --no-browser --Voila.ip=127.0.0.1 --port=$(PORT) --Voila.port_retries=0 \
	  --VoilaKernelManager.kernel_pools_config="$$pools" --VoilaKernelManager.fill_delay=120

# The landing page and the five game pages as a static site in site/ (Voici: Python runs in the visitor's browser, no
# server; the lab stays on Voila). Pinned inputs from PyPI and npm only, fetched once into site-build/cache/; a site
# whose inputs have not changed is not built again. docs/deploying.md, "A static site", tells how to publish it.
SITE_VENV := .venv-site
$(SITE_VENV)/.installed: site-build/requirements.txt
	$(PY) -m venv $(SITE_VENV)
	$(SITE_VENV)/bin/pip install -q -r site-build/requirements.txt
	touch $@

site: $(SITE_VENV)/.installed
	$(SITE_VENV)/bin/python tools/build_site.py

test: install-test chromium redis
	$(BIN)/pytest tests cardrules
	$(BIN)/pytest --nbval --nbval-current-env --nbval-sanitize-with tests/nbval_sanitize.cfg --nbval-cell-timeout=300 \
	  -p no:randomly notebooks -o addopts=""
	$(BIN)/ruff check cardrules tests benchmarks tools hatch_build.py
	$(BIN)/mypy

lint: install-test
	$(BIN)/ruff check cardrules tests benchmarks tools hatch_build.py
	$(BIN)/mypy

# notebooks_src/<name>.py (percent format) -> notebooks/<name>.ipynb with its executed outputs
notebooks: install-test
	$(BIN)/python tools/build_notebooks.py

# The results the pages show that do not depend on the visitor (the lab's stored studies, the landing page's game
# lengths, the lessons' prose rendered to HTML), computed once and stored in cardrules/data/;
# tests/app/test_stored_studies_match_code.py replays a sample of the studies,
# tests/app/test_voila_settings_and_template.py checks the prose is up to date.
studies: install-test
	$(BIN)/python -m cardrules.studies
	$(BIN)/python -m cardrules.page

bench: install-test
	$(BIN)/python benchmarks/bench_tablanette.py

# Everything the targets above and a run of the tests or the app leave in the checkout (git status shows the rest)
clean:
	rm -rf $(VENV) $(SITE_VENV) .pytest_cache .hypothesis .ruff_cache .mypy_cache build dist site site-build/work \
	  site-build/cache
	find . -name __pycache__ -type d -prune -exec rm -rf {} + -o -name .ipynb_checkpoints -type d -prune -exec rm -rf {} +
