// POST /api/tables (api.md, "Your tables"): one call for up to 100 seats, each
// asked of its game's Durable Object, all at once. One seat's unknown game or
// wrong token is that entry's error, never the whole answer's; a seat that was
// handed on says who took it over.
import { Hono } from "hono";
import { GAME_NOT_FOUND } from "../protocol/not-found";
import { TABLES_MAX_SEATS, type TableAnswer } from "../protocol/tables";
import { asObject, readJson } from "./body";
import { fail } from "./failure";
import { rateLimited } from "./rate-limit";
import { roomStub } from "./rooms";
import { GAME_ID } from "../protocol/game-id";

export const tablesRoute = new Hono<{ Bindings: Env }>();

const UNAVAILABLE = {
  code: "server/unavailable",
  message: "This table could not be reached just now; try again shortly.",
} as const;
const BAD_TOKEN = { code: "auth/invalid_token", message: "This seat token is not a seat of this game." } as const;

function seatsOf(body: unknown): { id: string; token: string }[] {
  const seats = asObject(body).seats;
  if (!Array.isArray(seats) || seats.length < 1 || seats.length > TABLES_MAX_SEATS)
    fail("request/invalid", `\`seats\` must be a list of 1 to ${TABLES_MAX_SEATS} {id, token} entries.`);
  return seats.map((s: unknown, i) => {
    if (typeof s !== "object" || s === null || Array.isArray(s))
      fail("request/invalid", `\`seats[${i}]\` must be an object {id, token}.`);
    const { id, token } = s as Record<string, unknown>;
    if (typeof id !== "string" || id.length === 0 || id.length > 64)
      fail("request/invalid", `\`seats[${i}].id\` must be a game id.`);
    if (typeof token !== "string" || token.length === 0 || token.length > 128)
      fail("request/invalid", `\`seats[${i}].token\` must be a seat token.`);
    return { id, token };
  });
}

async function entryOf(env: Env, id: string, token: string): Promise<TableAnswer> {
  if (!GAME_ID.test(id)) return { id, error: GAME_NOT_FOUND };
  let r: Awaited<ReturnType<ReturnType<typeof roomStub>["tableEntry"]>> | null;
  try {
    r = await roomStub(env, id).tableEntry(token);
  } catch {
    r = null;
  }
  // A seat handed on answers who took it over (the room knows its old token), not a token error.
  if (r?.ok) return r.value;
  if (r?.error.code === "game/not_found") return { id, error: GAME_NOT_FOUND };
  if (r?.error.code === "auth/invalid_token") return { id, error: BAD_TOKEN };
  // Anything else is on our side (a room that failed to load or was being reset): that
  // one entry says so and can be asked again; the rest of the list still answers.
  return { id, error: UNAVAILABLE };
}

// Each call may ask up to TABLES_MAX_SEATS game objects: 30 calls a minute per address.
tablesRoute.post("/", rateLimited("TABLES_LIMITER", "lookups of your tables"), async (c) => {
  const seats = seatsOf(await readJson(c));
  const tables = await Promise.all(seats.map((s) => entryOf(c.env, s.id, s.token)));
  // The body carried tokens: nothing may keep this answer.
  c.header("Cache-Control", "private, no-store");
  return c.json({ tables });
});
