// The history of finished matches, read from D1. When D1 cannot be reached the
// answer is 503 server/unavailable with Retry-After (the one 5xx besides oEmbed's
// 501), logged as one line: the client retries, nothing is lost.
import { Hono } from "hono";
import { decodeCursor, listMatches } from "../db/matches";
import { GAME_IDS } from "../engine/types";
import { fail } from "./failure";
import { finishedRecord } from "./record-cache";
import { oneLine } from "../room/delivery/outbox";

export const matchRoutes = new Hono<{ Bindings: Env }>();

matchRoutes.get("/", async (c) => {
  const game = c.req.query("game") || undefined;
  if (game !== undefined && !(GAME_IDS as readonly string[]).includes(game))
    fail("request/invalid", `\`game\` must be one of: ${GAME_IDS.join(", ")}.`);
  const limitText = c.req.query("limit") || "20";
  const limit = /^\d{1,3}$/.test(limitText) ? Number(limitText) : NaN;
  if (!(limit >= 1 && limit <= 100)) fail("request/invalid", "`limit` must be a whole number from 1 to 100.");
  const beforeText = c.req.query("before");
  const before = beforeText ? decodeCursor(beforeText) : undefined;
  if (before === null) fail("request/invalid", "`before` must be a `next` value from an earlier page.");
  return c.json(await fromHistory("list", () => listMatches(c.env.DB, { game, limit, before })));
});

matchRoutes.get("/:id", async (c) => {
  const id = c.req.param("id");
  const record = await fromHistory(id, () => finishedRecord(c.env, id));
  if (!record) fail("game/not_found", "No finished match has this id.");
  return c.json(record);
});

export const HISTORY_RETRY_AFTER_S = 5;

async function fromHistory<T>(what: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (e) {
    console.warn(`history: D1 read failed (${what}): ${oneLine(e)}`);
    fail(
      "server/unavailable",
      "The match history cannot be reached right now; try again in a few seconds.",
      HISTORY_RETRY_AFTER_S,
    );
  }
}
