// Room-level creation options share the request's `options` object with the
// game's own: they are taken out here, before the game's parser sees the rest, so
// the stored game options (which replay parses again) never contain them.
import { TIME_PER_MOVE, type RoomOptions, type TimePerMove } from "../protocol/async";
import { BEST_OF, type BestOf, type SeriesOption } from "../protocol/series";
import { fail } from "./failure";

export function splitRoomOptions(
  raw: unknown,
  seats: number,
): { room: RoomOptions; game: unknown; series?: SeriesOption } {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    return { room: { timePerMove: "none", timeoutLoses: false }, game: raw };
  const { timePerMove = "none", timeoutLoses = false, series, ...game } = raw as Record<string, unknown>;
  if (typeof timePerMove !== "string" || !(TIME_PER_MOVE as readonly string[]).includes(timePerMove))
    fail("request/invalid", `\`options.timePerMove\` must be one of ${TIME_PER_MOVE.map((t) => `"${t}"`).join(", ")}.`);
  if (typeof timeoutLoses !== "boolean") fail("request/invalid", "`options.timeoutLoses` must be true or false.");
  if (timeoutLoses && seats !== 2) fail("request/invalid", "`options.timeoutLoses` is for two-seat games only.");
  if (timeoutLoses && timePerMove === "none")
    fail("request/invalid", "`options.timeoutLoses` needs a clock: set `options.timePerMove` too.");
  const room: RoomOptions = { timePerMove: timePerMove as TimePerMove, timeoutLoses };
  return series === undefined || series === null ? { room, game } : { room, game, series: seriesOption(series) };
}

/** `options.series`: `{bestOf: 3 | 5 | 7}` and nothing else. */
function seriesOption(raw: unknown): SeriesOption {
  const bad = () =>
    fail(
      "request/invalid",
      `\`options.series\` must be {"bestOf": ${BEST_OF.join(" | ")}}, or left out for a single match.`,
    );
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) bad();
  const { bestOf, ...rest } = raw as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || !(BEST_OF as readonly unknown[]).includes(bestOf)) bad();
  return { bestOf: bestOf as BestOf };
}
