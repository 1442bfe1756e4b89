// Pause by agreement (docs/api.md "Pause by agreement"): ask for a pause, answer
// the offer, end it. Bodies are checked here (400) before the room is asked; the
// room checks `until` against the table's own clock, then the seat (404, 401),
// then the table (409).
import { Hono } from "hono";
import { asObject, readJson } from "./body";
import { fail, orFail } from "./failure";
import { roomStub } from "./rooms";
import { bearer, gameIdParam } from "./validate";

export const pauseRoutes = new Hono<{ Bindings: Env }>();

// An ISO 8601 date and time with a zone ("Z" or an offset), as Date.parse reads it everywhere.
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

function untilOf(raw: unknown): number {
  const ms = typeof raw === "string" && ISO_TIME.test(raw) ? Date.parse(raw) : Number.NaN;
  if (Number.isNaN(ms))
    fail("request/invalid", '`until` must be an ISO time with its zone, such as "2030-05-01T18:00:00Z".');
  return ms;
}

pauseRoutes.post("/:id/pause", async (c) => {
  const until = untilOf(asObject(await readJson(c)).until);
  const id = gameIdParam(c.req.param("id"));
  const view = orFail(await roomStub(c.env, id).pause(bearer(c.req.header("authorization")), until));
  return c.body(view, 201, { "Content-Type": "application/json" });
});

pauseRoutes.post("/:id/pause/answer", async (c) => {
  const accept = asObject(await readJson(c)).accept;
  if (typeof accept !== "boolean") fail("request/invalid", "`accept` must be true or false.");
  const id = gameIdParam(c.req.param("id"));
  const view = orFail(await roomStub(c.env, id).pauseAnswer(bearer(c.req.header("authorization")), accept));
  return c.body(view, 200, { "Content-Type": "application/json" });
});

pauseRoutes.delete("/:id/pause", async (c) => {
  const id = gameIdParam(c.req.param("id"));
  const view = orFail(await roomStub(c.env, id).pauseAnswer(bearer(c.req.header("authorization")), null));
  return c.body(view, 200, { "Content-Type": "application/json" });
});
