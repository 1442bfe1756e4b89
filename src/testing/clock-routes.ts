// The test clock (api.md "Test clock (third round)"): POST /api/games/:id/fixture/advance
// {ms} moves one table's clock forward and runs what fell due; POST
// /api/clubs/:id/fixture/advance a club's (its 180 days without a table). Development servers
// only (./mount.ts); elsewhere the route does not exist (404).
import { type Context, Hono } from "hono";
import { asObject, readJson } from "../http/body";
import { clubIdParam, clubStub } from "../http/club-routes";
import { fail, orFail } from "../http/failure";
import { roomStub } from "../http/rooms";
import { gameIdParam } from "../http/validate";
import { MAX_ADVANCE_MS } from "../room/timers/test-clock";
import { developmentOnly } from "./development-only";

export const clockRoutes = new Hono<{ Bindings: Env }>();

export const clubClockRoutes = new Hono<{ Bindings: Env }>();

/** The `ms` a test clock is moved by: a whole number of milliseconds, at most 30 days. */
async function advanceBy(c: Context): Promise<number> {
  const ms = asObject(await readJson(c)).ms;
  if (typeof ms !== "number" || !Number.isInteger(ms) || ms < 1 || ms > MAX_ADVANCE_MS)
    fail("request/invalid", `\`ms\` must be a whole number of milliseconds from 1 to ${MAX_ADVANCE_MS} (30 days).`);
  return ms;
}

clockRoutes.post("/:id/fixture/advance", developmentOnly, async (c) => {
  const ms = await advanceBy(c);
  const id = gameIdParam(c.req.param("id"));
  return c.json(orFail(await roomStub(c.env, id).advanceClock(ms)));
});

clubClockRoutes.post("/:id/fixture/advance", developmentOnly, async (c) => {
  const ms = await advanceBy(c);
  const id = clubIdParam(c.req.param("id"));
  return c.json(orFail(await clubStub(c.env, id).advanceClock(ms)));
});
