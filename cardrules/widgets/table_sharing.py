"""The table's Share tab, projector switch and room button, built for :class:`cardrules.widgets.table.GameTable`
(kept apart so that the table's module stays within its length; no game logic: :mod:`cardrules.share` and
:mod:`cardrules.replay` do the work)."""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from cardrules import share


def _room_page_go(game: str, query: str) -> str:
    from cardrules.widgets.room import open_room_go

    return open_room_go(game, query)


def build_sharing(table: Any) -> None:
    """Make ``table``'s projector switch, hands switch, room button and Share tab widgets (its callbacks wired)."""
    table.projector_button = w.ToggleButton(value=False, description="Projector", icon="television",
                                           tooltip="Bigger cards and text, high contrast, for a room")
    table.projector_button.add_class("cr-projector-switch")
    table.hands_switch = w.ToggleButtons(options=[("Teaching: every hand face up", True),
                                                 ("Playing: only my hand", False)], value=table.open_box.value,
                                      style={"button_width": "auto"})
    w.link((table.open_box, "value"), (table.hands_switch, "value"))
    table.projector_bar = w.HBox([table.hands_switch], layout=w.Layout(display="none"))
    table.projector_button.observe(table._on_projector, names="value")
    # Open a room: the rooms' page opens one with this deal and its house rules (cardrules.widgets.room); rooms
    # need the app's server, which the static site has not
    table.room_button = w.Button(description="Open a room", icon="users", layout=w.Layout(
        width="auto", display="none" if share.static_site() else None))
    table.room_button.add_class("cr-open-room")
    table.room_go = w.HTML()
    table.room_button.on_click(lambda _b: setattr(table.room_go, "value",
                                                 _room_page_go(table.game.NAME, table.share_query())))
    table.share_link = w.HTML()
    table.save_link = w.HTML()
    table.replay_button = w.Button(description="Make a replay file", icon="film", layout=w.Layout(width="auto"),
                                  tooltip="One HTML file that steps through this game in any browser")
    table.replay_link = w.HTML()
    table.upload = w.FileUpload(accept=".json,application/json", multiple=False, description="Load a game")
    # the page refuses a file over this size before sending it (the app's template reads the class): one over
    # the websocket's 10 MiB message limit would otherwise drop the connection with no word
    table.upload.add_class(f"cr-upload-max-{share.MAX_SAVE_BYTES}")
    table.share_message = w.HTML()
    for widget, cls in [(table.share_link, "cr-share-link"), (table.save_link, "cr-save-link"),
                        (table.replay_button, "cr-replay-button"), (table.replay_link, "cr-replay-link"),
                        (table.upload, "cr-upload"), (table.share_message, "cr-share-message"),
                        (table.projector_button, "cr-projector-button"), (table.hands_switch, "cr-hands-switch")]:
        widget.add_class(cls)
    table.replay_button.on_click(table._on_replay)
    table.upload.observe(table._on_upload, names="value")
    table.load_label = w.HTML("<b>Load a saved game:</b>&nbsp;")
    table.share_panel = w.VBox([table.share_link, table.save_link, w.HBox([table.replay_button, table.replay_link]),
                               w.HBox([table.load_label, table.upload]),
                               table.share_message])
