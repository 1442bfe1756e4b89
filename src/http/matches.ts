// The history of finished matches, read from D1.
import { Hono } from "hono";
import { decodeCursor, listMatches } from "../db/matches";
import { GAME_IDS } from "../engine/types";
import { fail } from "./failure";
import { finishedRecord } from "../relay/record-cache";

export const matchRoutes = new Hono<{ Bindings: Env }>();

matchRoutes.get("/", async (c) => {
  const game = c.req.query("game") || undefined;
  if (game !== undefined && !(GAME_IDS as readonly string[]).includes(game))
    fail("request/invalid", "`game` must be one of: " + GAME_IDS.join(", ") + ".");
  const limitText = c.req.query("limit") || "20";
  const limit = /^\d{1,3}$/.test(limitText) ? Number(limitText) : NaN;
  if (!(limit >= 1 && limit <= 100)) fail("request/invalid", "`limit` must be a whole number from 1 to 100.");
  const beforeText = c.req.query("before");
  const before = beforeText ? decodeCursor(beforeText) : undefined;
  if (before === null) fail("request/invalid", "`before` must be a `next` value from an earlier page.");
  return c.json(await listMatches(c.env.DB, { game, limit, before }));
});

matchRoutes.get("/:id", async (c) => {
  const record = await finishedRecord(c.env, c.req.param("id"));
  if (!record) fail("game/not_found", "No finished match has this id.");
  return c.json(record);
});
