// The time of each line of a table's log (docs/api.md "The view": a line's `at`).
// The game's own lines come from the engine, which knows no clock: a line of the
// move at version v (n = v + 1) happened when that move was kept (the moves
// table's `at`, held in memory as Room.times), the deal's lines (n = 0) when the
// match started. The room's own lines (pauses, seats taken over) carry their own time.
import type { Room } from "../ground/model";

/** The move times after `count` moves from version `from`, all kept at `at`; undefined when they would not line up. */
export function timesAfter(times: string[] | undefined, from: number, count: number, at: string): string[] | undefined {
  if (count === 0) return times;
  const before = times ?? (from === 0 ? [] : undefined);
  if (!before || before.length !== from) return undefined;
  return [...before, ...Array.from({ length: count }, () => at)];
}

/** Each line with its ISO time where the room knows it; a line's own time (ms or ISO) wins. */
export function withTimes<E extends { n: number; at?: unknown }>(room: Room, log: E[]): (E & { at?: string })[] {
  const { times } = room;
  const started = room.meta.startedAt;
  return log.map((e) => {
    const own = e.at;
    const at =
      typeof own === "number"
        ? new Date(own).toISOString()
        : typeof own === "string"
          ? own
          : e.n === 0
            ? started
            : times?.[e.n - 1];
    if (at) return { ...e, at };
    const { at: _none, ...rest } = e;
    return rest as E & { at?: string };
  });
}
