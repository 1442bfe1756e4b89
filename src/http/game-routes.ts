// POST /api/games, join, the view, moves and the live socket. Bodies are checked
// here (400) before the room is asked (404, 401, 409, 422), which keeps api.md's
// precedence: the room only sees well-formed requests.
import { viewLang } from "./view-lang";
import { Hono } from "hono";
import type { JoinGameResponse } from "../protocol/api";
import { WEBSOCKET_ONLY } from "../protocol/socket-errors";
import { asObject, readJson } from "./body";
import { newTableOf, openNewTable } from "./new-table";
import { fail, orFail, viewResponse } from "./failure";
import { crowdView } from "../relay/crowd-view";
import { answerMoverFirst } from "./answer-mover-first";
import { openLive } from "../live/live-route";
import { refusalPause, TOO_MANY_UPGRADES, upgradeAllowed } from "../live/live-admission";
import { RATE_PERIOD_S } from "./rate-limit";
import { roomStub } from "./rooms";
import { bearer, entropy, gameIdParam, integer, playerName } from "./validate";
import { publicOrigin } from "./origin";
import { allowances } from "./allowances";

export const games = new Hono<{ Bindings: Env }>();

games.post("/", async (c) => {
  const { name, table } = newTableOf(c, asObject(await readJson(c)), true);
  return openNewTable(c, (id) => roomStub(c.env, id).create({ id, name: name!, ...table }));
});

games.post("/:id/join", async (c) => {
  const body = asObject(await readJson(c));
  const name = playerName(body.name);
  const seedPart = entropy(body.entropy);
  const id = gameIdParam(c.req.param("id"));
  const { seat, token } = orFail(await roomStub(c.env, id).join({ name, entropy: seedPart, invite: body.invite }));
  const res: JoinGameResponse = { seat, token, urls: { play: `${publicOrigin(c)}/g/${id}#seat=${token}` } };
  return c.json(res, 201);
});

games.get("/:id", async (c) => {
  const id = gameIdParam(c.req.param("id"));
  const token = bearer(c.req.header("authorization"));
  const lang = viewLang(c);
  // A spectator's read of a watched table comes from its relay's view in that language, when it has one.
  const crowd = token === undefined ? await crowdView(c.env, id, c.req.raw, lang) : null;
  if (crowd !== null) return c.body(crowd, 200, { "Content-Type": "application/json" });
  return viewResponse(c, await roomStub(c.env, id).view(token, lang));
});

games.post("/:id/moves", async (c) => {
  const body = asObject(await readJson(c));
  const version = integer(body.version, "version", 0, Number.MAX_SAFE_INTEGER);
  // Every game's moves are objects with a string `type`: anything else is malformed
  // whatever the game, so it is 400 before the id is looked up (api.md's order).
  const move = body.move;
  if (
    typeof move !== "object" ||
    move === null ||
    Array.isArray(move) ||
    typeof (move as { type?: unknown }).type !== "string"
  )
    fail("request/invalid", "`move` must be an object with a string `type`.");
  const id = gameIdParam(c.req.param("id"));
  const token = bearer(c.req.header("authorization"));
  const room = roomStub(c.env, id);
  return answerMoverFirst(c, await room.move(token, version, move, viewLang(c)), room);
});

games.get("/:id/live", async (c) => {
  const id = gameIdParam(c.req.param("id"));
  if (c.req.header("upgrade")?.toLowerCase() !== "websocket") fail(WEBSOCKET_ONLY.code, WEBSOCKET_ONLY.message);
  // api.md "Limits (third round)": at most 120 live upgrades a minute from one address, refused before the upgrade.
  if (!(await upgradeAllowed(c.env, c.req.raw))) {
    await refusalPause();
    fail("rate/limited", TOO_MANY_UPGRADES, RATE_PERIOD_S);
  }
  const viaGameObject = allowances(c).liveViaGameObject && c.req.query("via") === "game-object";
  return openLive(c.env, id, c.req.raw, {
    viaGameObject,
    waitUntil: (p) => {
      try {
        c.executionCtx.waitUntil(p);
      } catch {
        // no execution context (a test calling the app directly): the promise runs on regardless
      }
    },
  });
});
