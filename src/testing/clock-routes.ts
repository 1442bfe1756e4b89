// The test clock (api.md "Test clock (third round)"): POST /api/games/:id/fixture/advance
// {ms} moves one table's clock forward and runs what fell due. Development servers
// only (./mount.ts); elsewhere the route does not exist (404).
import { Hono } from "hono";
import { asObject, readJson } from "../http/body";
import { fail, orFail } from "../http/failure";
import { roomStub } from "../http/rooms";
import { gameIdParam } from "../http/validate";
import { MAX_ADVANCE_MS } from "../room/timers/test-clock";
import { developmentOnly } from "./development-only";

export const clockRoutes = new Hono<{ Bindings: Env }>();

clockRoutes.post("/:id/fixture/advance", developmentOnly, async (c) => {
  const ms = asObject(await readJson(c)).ms;
  if (typeof ms !== "number" || !Number.isInteger(ms) || ms < 1 || ms > MAX_ADVANCE_MS)
    fail("request/invalid", `\`ms\` must be a whole number of milliseconds from 1 to ${MAX_ADVANCE_MS} (30 days).`);
  const id = gameIdParam(c.req.param("id"));
  return c.json(orFail(await roomStub(c.env, id).advanceClock(ms)));
});
