// POST /api/games, join, the view, moves and the live socket. Bodies are checked
// here (400) before the room is asked (404, 401, 409, 422), which keeps api.md's
// precedence: the room only sees well-formed requests.
import { viewLang } from "./view-lang";
import { Hono } from "hono";
import { nanoid } from "nanoid";
import { gameById } from "../engine/registry";
import type { CreateGameResponse, JoinGameResponse } from "../protocol/api";
import { WEBSOCKET_ONLY } from "../protocol/socket-errors";
import { asObject, readJson } from "./body";
import { fail, orFail, viewResponse } from "./failure";
import { crowdView } from "../relay/crowd-view";
import { answerMoverFirst } from "./answer-mover-first";
import { openLive } from "../live/live-route";
import { refusalPause, TOO_MANY_UPGRADES, upgradeAllowed } from "../live/live-admission";
import { RATE_PERIOD_S } from "./rate-limit";
import { roomStub } from "./rooms";
import { bearer, entropy, gameIdParam, integer, playerName } from "./validate";
import { gameOptions } from "./options";
import { splitRoomOptions } from "./room-options";
import { botsOfCreate } from "./bots-routes";
import { publicOrigin } from "./origin";
import { allowances } from "./allowances";
import { NO_GAME_ID } from "../protocol/server-errors";

export const games = new Hono<{ Bindings: Env }>();

games.post("/", async (c) => {
  const body = asObject(await readJson(c));
  const def = gameById(body.game);
  if (!def) fail("request/invalid", "`game` must be one of the games this service offers.");
  const seats = integer(body.seats, "seats", def.minSeats, def.maxSeats);
  const name = playerName(body.name);
  const seedPart = entropy(body.entropy);
  const withBots = botsOfCreate(body, seats);
  const split = splitRoomOptions(withBots.options, seats);
  const options = gameOptions(def, split.game, seats, allowances(c).fixtureSeeds);
  const origin = publicOrigin(c);
  // A 14-character nanoid is unguessable; a collision is astronomically rare, but retried.
  for (let attempt = 0; attempt < 3; attempt++) {
    const id = nanoid(14);
    const created = await roomStub(c.env, id).create({
      id,
      game: def.id,
      seats,
      name,
      options,
      entropy: seedPart,
      room: split.room,
      origin,
      bots: withBots.bots,
    });
    if (!created.ok && created.error.code === "game/exists") continue;
    const { token, commitment, invite } = orFail(created);
    const res: CreateGameResponse = {
      id,
      seat: 0,
      token,
      commitment,
      invite,
      urls: {
        play: `${origin}/g/${id}#seat=${token}`,
        // The secret rides in the fragment, which browsers never send to a server.
        invite: `${origin}/g/${id}/join#invite=${invite}`,
        watch: `${origin}/g/${id}/watch`,
        embed: `${origin}/embed/${id}`,
      },
    };
    return c.json(res, 201);
  }
  fail(NO_GAME_ID.code, NO_GAME_ID.message);
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
