// Clubs (api.md "Clubs"): a standing group of friends with its tables, standings
// and ratings, one ClubRoom Durable Object per club (src/club). Bodies and ids are
// checked here (400) before the club is asked (404, then 401 without a member's
// token), as for games. Member tokens travel only in Authorization: Bearer.
import { Hono } from "hono";
import { nanoid } from "nanoid";
import {
  CLUB_NAME_MAX,
  type ClubSeatResponse,
  type CreateClubResponse,
  type JoinClubResponse,
  MEMBER_NAME_MAX,
} from "../protocol/club";
import type { ClubRoom } from "../club/club-room";
import { asObject, readJson } from "./body";
import { newTableOf, openNewTable } from "./new-table";
import { pushBodyOf } from "./push-routes";
import { fail, orFail } from "./failure";
import { publicOrigin } from "./origin";
import { rateLimited } from "./rate-limit";
import { GAME_ID } from "../protocol/game-id";
import { bearer, gameIdParam, plainText } from "./validate";

export const clubRoutes = new Hono<{ Bindings: Env }>();

export function clubStub(env: Env, id: string): DurableObjectStub<ClubRoom> {
  return env.CLUBS.get(env.CLUBS.idFromName(id));
}

/** Club ids are game-id-like nanoids; anything else is an unknown club. */
export function clubIdParam(id: string): string {
  if (!GAME_ID.test(id)) fail("club/not_found", "No club has this id.");
  return id;
}

function memberToken(c: { req: { header(name: string): string | undefined } }): string | undefined {
  return bearer(c.req.header("authorization"));
}

// Clubs and club tables count with table creates; taking a club seat with joins.
clubRoutes.post("/", rateLimited("CREATE_LIMITER", "new tables"));
clubRoutes.post("/:id/tables", rateLimited("CREATE_LIMITER", "new tables"));
clubRoutes.post("/:id/join", rateLimited("JOIN_LIMITER", "seats taken"));
clubRoutes.post("/:id/tables/:gameId/join", rateLimited("JOIN_LIMITER", "seats taken"));

clubRoutes.post("/", async (c) => {
  const body = asObject(await readJson(c));
  const name = plainText(body.name, "name", CLUB_NAME_MAX);
  const member = asObject(body.member);
  const memberName = plainText(member.name, "member.name", MEMBER_NAME_MAX);
  const origin = publicOrigin(c);
  for (let attempt = 0; attempt < 3; attempt++) {
    const id = nanoid(14);
    const created = await clubStub(c.env, id).create({ id, name, member: memberName, origin });
    if (!created.ok && created.error.code === "club/exists") continue;
    const { member: m, invite } = orFail(created);
    const res: CreateClubResponse = {
      id,
      member: m,
      invite,
      urls: { club: `${origin}/c/${id}#member=${m.token}`, join: `${origin}/c/${id}/join#invite=${invite}` },
    };
    return c.json(res, 201);
  }
  fail("server/internal", "Could not allocate a club id; please try again.");
});

clubRoutes.post("/:id/join", async (c) => {
  const body = asObject(await readJson(c));
  const name = plainText(body.name, "name", MEMBER_NAME_MAX);
  const id = clubIdParam(c.req.param("id"));
  const { member } = orFail(await clubStub(c.env, id).join({ name, invite: body.invite }));
  const res: JoinClubResponse = { member, urls: { club: `${publicOrigin(c)}/c/${id}#member=${member.token}` } };
  return c.json(res, 201);
});

clubRoutes.get("/:id", async (c) => {
  const id = clubIdParam(c.req.param("id"));
  // The club answers its ClubView (src/protocol/club.ts) as JSON text, built from what it keeps ready.
  return c.body(orFail(await clubStub(c.env, id).view(memberToken(c), publicOrigin(c))), 200, {
    "Content-Type": "application/json",
  });
});

clubRoutes.get("/:id/results", async (c) => {
  const id = clubIdParam(c.req.param("id"));
  return c.json(orFail(await clubStub(c.env, id).results(memberToken(c))));
});

clubRoutes.get("/:id/members/:memberId", async (c) => {
  const id = clubIdParam(c.req.param("id"));
  return c.json(orFail(await clubStub(c.env, id).memberRecord(memberToken(c), c.req.param("memberId"))));
});

clubRoutes.delete("/:id/members/me", async (c) => {
  const id = clubIdParam(c.req.param("id"));
  orFail(await clubStub(c.env, id).leave(memberToken(c)));
  return c.body(null, 204);
});

/** The body of POST /api/games without `name`: the member's name is used. */
clubRoutes.post("/:id/tables", async (c) => {
  const { table } = newTableOf(c, asObject(await readJson(c)), false);
  const club = clubStub(c.env, clubIdParam(c.req.param("id")));
  return openNewTable(c, (id) => club.openTable(memberToken(c), { id, ...table }));
});

clubRoutes.post("/:id/tables/:gameId/join", async (c) => {
  const clubId = clubIdParam(c.req.param("id"));
  const gameId = gameIdParam(c.req.param("gameId"));
  const { seat, token, again } = orFail(await clubStub(c.env, clubId).seatMember(memberToken(c), gameId));
  const res: ClubSeatResponse = { seat, token, urls: { play: `${publicOrigin(c)}/g/${gameId}#seat=${token}` } };
  return c.json(res, again ? 200 : 201);
});

clubRoutes.put("/:id/push", async (c) => {
  const { subscription, quiet, lang } = await pushBodyOf(c);
  const id = clubIdParam(c.req.param("id"));
  return c.json(orFail(await clubStub(c.env, id).pushSubscription(memberToken(c), subscription, quiet, lang ?? "en")));
});

clubRoutes.delete("/:id/push", async (c) => {
  const id = clubIdParam(c.req.param("id"));
  return c.json(orFail(await clubStub(c.env, id).pushSubscription(memberToken(c), null, null, "en")));
});
