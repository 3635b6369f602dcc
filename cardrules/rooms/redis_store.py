"""Rooms in Redis, for several app servers sharing them (``CARDRULES_ROOMS=redis://host:port/db``).

Each room is one hash, ``cardrules:room:<code>`` (fields ``doc`` and ``version``); a compare-and-set is a Lua script
(:data:`_REPLACE`), which Redis runs whole with nothing in between, and which also publishes the new version on
``cardrules:changed:<code>`` so that a kernel waiting on the room (:meth:`RedisStore.wait`) is told at once instead
of polling. Every key of a room is made from its code, which :func:`cardrules.rooms.codes.read_code` let through
(only the code alphabet), so no call for one room names another's keys; wrong-code counters are
``cardrules:bad:<hash of the client>:<minute>``. Keys expire :data:`~cardrules.rooms.store.KEEP_SECONDS` after their
last change, so an abandoned room leaves nothing behind.
"""

from __future__ import annotations

import json
import time
from typing import Any

from cardrules.errors import brief
from cardrules.rooms.errors import RoomCodeError, StoreUnavailableError, VersionConflict
from cardrules.rooms.store import ATTEMPT_WINDOW, KEEP_SECONDS, Clock, RoomStore, _dump, client_key

PREFIX = "cardrules:"

_REPLACE = """
local v = tonumber(redis.call('HGET', KEYS[1], 'version'))
if not v then return -1 end
if v ~= tonumber(ARGV[1]) then return -2 end
redis.call('HSET', KEYS[1], 'doc', ARGV[2], 'version', v + 1)
redis.call('EXPIRE', KEYS[1], ARGV[3])
redis.call('PUBLISH', KEYS[2], v + 1)
return v + 1
"""

_CREATE = """
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'doc', ARGV[1], 'version', 1)
redis.call('EXPIRE', KEYS[1], ARGV[2])
return 1
"""


class RedisStore(RoomStore):
    """Rooms in a Redis server (the ``redis`` client). Any failure to reach it is
    :class:`StoreUnavailableError`, and nothing was written."""

    def __init__(self, url: str, *, clock: Clock = time.time, timeout: float = 2.0) -> None:
        import redis

        self._errors = (redis.RedisError, OSError)
        self.clock = clock
        self.url = url
        self._subscriptions: dict[str, Any] = {}
        try:
            self._redis = redis.Redis.from_url(url, socket_timeout=timeout, socket_connect_timeout=timeout)
            self._redis.ping()
            self._replace = self._redis.register_script(_REPLACE)
            self._create = self._redis.register_script(_CREATE)
        except self._errors as err:
            raise StoreUnavailableError(detail=brief(str(err))) from None

    def _call(self, fn: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except self._errors as err:
            raise StoreUnavailableError(detail=brief(str(err))) from None

    @staticmethod
    def _key(code: str) -> str:
        return f"{PREFIX}room:{code}"

    @staticmethod
    def _channel(code: str) -> str:
        return f"{PREFIX}changed:{code}"

    def create(self, code: str, doc: dict[str, Any]) -> bool:
        return bool(self._call(self._create, keys=[self._key(code)], args=[_dump(doc), KEEP_SECONDS]))

    def read(self, code: str) -> tuple[int, dict[str, Any]]:
        got = self._call(self._redis.hmget, self._key(code), ["version", "doc"])
        if got[0] is None or got[1] is None:
            raise RoomCodeError("unknown", code=code)
        return int(got[0]), json.loads(got[1])

    def replace(self, code: str, version: int, doc: dict[str, Any]) -> int:
        new = int(self._call(self._replace, keys=[self._key(code), self._channel(code)],
                             args=[version, _dump(doc), KEEP_SECONDS]))
        if new < 0:
            raise VersionConflict(code=code)
        return new

    def version(self, code: str) -> int:
        got = self._call(self._redis.hget, self._key(code), "version")
        return 0 if got is None else int(got)

    def _bad_key(self, client: str) -> str:
        return f"{PREFIX}bad:{client_key(client)}:{int(self.clock() // ATTEMPT_WINDOW)}"

    def note_bad_code(self, client: str) -> int:
        key = self._bad_key(client)
        pipe = self._redis.pipeline()
        pipe.incr(key)
        pipe.expire(key, 2 * ATTEMPT_WINDOW)
        return int(self._call(pipe.execute)[0])

    def bad_codes(self, client: str) -> int:
        got = self._call(self._redis.get, self._bad_key(client))
        return 0 if got is None else int(got)

    def wait(self, code: str, since: int, timeout: float, poll: float = 0.05) -> int:
        """Told by Redis's publish rather than polling. The subscription to the room's channel is made once and
        kept (a kernel waits on its room again and again; subscribing anew each time cost a round trip and a
        connection); the version is read after subscribing, so a change made before is not missed."""
        pubsub = self._subscriptions.get(code)
        if pubsub is None:
            pubsub = self._redis.pubsub(ignore_subscribe_messages=True)
            self._call(pubsub.subscribe, self._channel(code))
            self._subscriptions[code] = pubsub
        try:
            while self._call(pubsub.get_message, timeout=0) is not None:
                pass  # what was published before this call is read from the version below
            now = self.version(code)
            deadline = time.monotonic() + timeout
            while now == since:
                left = deadline - time.monotonic()
                if left <= 0:
                    break
                message = self._call(pubsub.get_message, timeout=left)
                if message is not None:
                    now = max(now, int(message["data"]))
            return now
        except StoreUnavailableError:
            self._subscriptions.pop(code, None)
            pubsub.close()
            raise

    def flush_room(self, code: str) -> None:
        """Remove a room's keys now (tests, and a teacher's "forget this room")."""
        self._call(self._redis.delete, self._key(code))

    def close(self) -> None:
        for pubsub in self._subscriptions.values():
            pubsub.close()
        self._subscriptions.clear()
        self._redis.close()

    def __repr__(self) -> str:
        return f"RedisStore({self.url!r})"
