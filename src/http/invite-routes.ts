// Before the start: the host cancels the table, a joined player leaves it
// (docs/api.md "Cancel and leave"). Neither carries a body; both need the seat's token.
import { Hono } from "hono";
import { orFail } from "./failure";
import { roomStub } from "./rooms";
import { bearer, gameIdParam } from "./validate";

export const inviteRoutes = new Hono<{ Bindings: Env }>();

inviteRoutes.post("/:id/cancel", async (c) => {
  const id = gameIdParam(c.req.param("id"));
  return c.json(orFail(await roomStub(c.env, id).cancel(bearer(c.req.header("authorization")))));
});

inviteRoutes.post("/:id/leave", async (c) => {
  const id = gameIdParam(c.req.param("id"));
  return c.json(orFail(await roomStub(c.env, id).leave(bearer(c.req.header("authorization")))));
});
