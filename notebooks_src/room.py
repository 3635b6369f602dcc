# %%
# The rooms' page: room.ipynb?room=<code> (a pupil's seat), room.ipynb?game=<game>&seed=...&rules=... (the
# teacher opens a room from a game's table), room.ipynb alone (type a room's code). See cardrules/widgets/room.py.
from cardrules.widgets.room import RoomPage

RoomPage()
