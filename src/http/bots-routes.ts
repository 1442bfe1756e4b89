// Bots over HTTP (api.md "Bots"): the `bots` field and `options.botPace` of
// POST /api/games, and POST /api/games/:id/bots, which puts a bot in the next
// free seat of a waiting table. Bodies are checked here (400) before the room is
// asked (404, 401, 409).
import { Hono } from "hono";
import { isBotLevel, type BotLevel } from "../bots/types";
import { BOT_PACES, type BotPace, type BotSetup } from "../room/seating/bot-seats";
import { asObject, readJson } from "./body";
import { fail, orFail } from "./failure";
import { roomStub } from "./rooms";
import { bearer, gameIdParam } from "./validate";

export const botRoutes = new Hono<{ Bindings: Env }>();

function level(raw: unknown, field: string): BotLevel {
  if (!isBotLevel(raw)) fail("request/invalid", `\`${field}\` must be "easy" or "strong".`);
  return raw;
}

/**
 * Takes `bots` from the create body and `botPace` out of its options (the game's
 * own option parser never sees it). Returns the options left for the game, and the
 * bot setup (undefined when neither was sent).
 */
export function botsOfCreate(
  body: Record<string, unknown>,
  seats: number,
): { options: unknown; bots: BotSetup | undefined } {
  let options = body.options;
  let pace: BotPace = "human";
  let paceSent = false;
  if (typeof options === "object" && options !== null && !Array.isArray(options) && "botPace" in options) {
    const { botPace, ...rest } = options as Record<string, unknown>;
    if (typeof botPace !== "string" || !(BOT_PACES as readonly string[]).includes(botPace))
      fail("request/invalid", '`options.botPace` must be "human" or "instant".');
    pace = botPace as BotPace;
    paceSent = true;
    options = rest;
  }
  if (body.bots === undefined) return { options, bots: paceSent ? { levels: [], pace } : undefined };
  if (!Array.isArray(body.bots)) fail("request/invalid", '`bots` must be a list of "easy" or "strong".');
  if (body.bots.length > seats - 1)
    fail("request/invalid", `At most ${seats - 1} of the ${seats} seats can be bots: one stays yours.`);
  const levels = body.bots.map((b, i) => level(b, `bots[${i}]`));
  return { options, bots: { levels, pace } };
}

botRoutes.post("/:id/bots", async (c) => {
  const body = asObject(await readJson(c));
  const lvl = level(body.level, "level");
  const id = gameIdParam(c.req.param("id"));
  const token = bearer(c.req.header("authorization"));
  const { seat } = orFail(await roomStub(c.env, id).addBot(token, lvl));
  return c.json({ seat }, 201);
});
