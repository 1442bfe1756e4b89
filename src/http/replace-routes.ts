// Handing an absent seat on (docs/api.md "Replacing a player who is gone"):
// POST /api/games/:id/seats/:seat/replace with another seat's token. The body is
// checked here (400) before the room is asked (404, 401, 409), as everywhere.
import { Hono } from "hono";
import { isBotLevel } from "../bots/types";
import type { ReplaceSeatResponse } from "../protocol/api";
import type { ReplaceWith } from "../room/seating/replace";
import { asObject, readJson } from "./body";
import { fail, orFail } from "./failure";
import { publicOrigin } from "./origin";
import { roomStub } from "./rooms";
import { bearer, gameIdParam } from "./validate";

export const replaceRoutes = new Hono<{ Bindings: Env }>();

function replaceWith(body: Record<string, unknown>): ReplaceWith {
  if (body.with === "invite") return { with: "invite" };
  if (body.with !== "bot") fail("request/invalid", '`with` must be "bot" or "invite".');
  if (!isBotLevel(body.level)) fail("request/invalid", '`level` must be "easy" or "strong".');
  return { with: "bot", level: body.level };
}

replaceRoutes.post("/:id/seats/:seat/replace", async (c) => {
  const how = replaceWith(asObject(await readJson(c)));
  const raw = c.req.param("seat");
  if (!/^[0-5]$/.test(raw)) fail("request/invalid", "`seat` must be a seat number, 0 to 5.");
  const id = gameIdParam(c.req.param("id"));
  const seat = Number(raw);
  const done = orFail(await roomStub(c.env, id).replace(bearer(c.req.header("authorization")), seat, how));
  if ("view" in done) return c.body(done.view, 200, { "Content-Type": "application/json" });
  const invite = done.invite;
  // The seat rides in the fragment beside the secret, so the join page can say whose seat it is.
  const res: ReplaceSeatResponse = {
    invite,
    seat,
    urls: { invite: `${publicOrigin(c)}/g/${id}/join#invite=${invite}&for=${seat}` },
  };
  return c.json(res);
});
