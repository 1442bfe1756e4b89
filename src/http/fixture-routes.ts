// The test clock (api.md "Test clock (third round)"): POST /api/games/:id/fixture/advance
// {ms} moves one table's clock forward and runs what fell due. Only where
// ALLOW_FIXTURES is "true"; elsewhere the route does not exist (404).
import { Hono } from "hono";
import { MAX_ADVANCE_MS } from "../room/timers/test-clock";
import { asObject, readJson } from "./body";
import { fail, orFail } from "./failure";
import { roomStub } from "./rooms";
import { gameIdParam } from "./validate";

export const fixtureRoutes = new Hono<{ Bindings: Env }>();

fixtureRoutes.post("/:id/fixture/advance", async (c) => {
  if (c.env.ALLOW_FIXTURES !== "true") fail("route/not_found", `No API route ${c.req.method} ${c.req.path}.`);
  const ms = asObject(await readJson(c)).ms;
  if (typeof ms !== "number" || !Number.isInteger(ms) || ms < 1 || ms > MAX_ADVANCE_MS)
    fail("request/invalid", `\`ms\` must be a whole number of milliseconds from 1 to ${MAX_ADVANCE_MS} (30 days).`);
  const id = gameIdParam(c.req.param("id"));
  return c.json(orFail(await roomStub(c.env, id).advanceClock(ms)));
});
