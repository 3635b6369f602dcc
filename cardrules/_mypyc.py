"""``mypyc_attr`` for the modules a wheel carries compiled (``hatch_build.py``): mypyc reads the decorator when it
compiles them; at run time it does nothing, so the engine needs no package beyond the standard library. It lives in a
module that is never compiled: compiled code would take the ``else`` branch below for unreachable."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mypy_extensions import mypyc_attr as mypyc_attr
else:
    def mypyc_attr(*args: Any, **kwargs: Any) -> Any:
        return lambda cls: cls
