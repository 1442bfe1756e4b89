// Every /api route of docs/api.md's "All routes", one entry each: what it takes,
// what it answers, and the error codes it can send besides the ones its shape
// implies (a body: 400/413/415; an `{id}`: 404; a seat token: 401; every route: 500).
// Adding a route is adding an entry here.
import { MOVE_CODES, type RouteErrorCode } from "./error-answers";
import type { Schema } from "./schema-kit";

export type Area =
  | "Tables"
  | "Play"
  | "Long-running play"
  | "Seats"
  | "Notifications"
  | "Your tables"
  | "History"
  | "Clubs"
  | "Test fixtures"
  | "This document";

export interface RouteSpec {
  method: "get" | "post" | "put" | "delete";
  /** OpenAPI's spelling: `{id}` where api.md writes `:id`. */
  path: string;
  area: Area;
  summary: string;
  description?: string;
  /** "required": a seat's Bearer token; "optional": with it a seat, without a spectator; "member": a club member's token. */
  bearer?: "required" | "optional" | "member";
  /** The request body's schema (a component name); bodies are JSON. */
  body?: string;
  /** The answers that are not errors: status → component name (or schema) and what it is. */
  answers: Record<number, { schema?: string | Schema; description: string; type?: string }>;
  /** Error codes beyond those implied by the route's shape. */
  errors?: RouteErrorCode[];
  query?: { name: string; description: string; schema: Schema }[];
  /** Only on development servers (src/testing/mount.ts); elsewhere 404 `route/not_found`. */
  fixturesOnly?: true;
  /** More of the operation as it is (`x-` extensions). */
  extra?: Record<string, unknown>;
}

const VIEW = "View";
const yourView = (what = "The seat's new view.") => ({ 200: { schema: VIEW, description: what } });
const PLAYING: RouteErrorCode[] = ["game/not_started", "game/finished", "seat/resigned"];
const PAUSING: RouteErrorCode[] = ["game/no_clock", ...PLAYING];
const lang = {
  name: "lang",
  description: "The language of the log lines (en, nb; no and nn read as nb); else Accept-Language decides.",
  schema: { type: "string" },
};

export const ROUTES: RouteSpec[] = [
  {
    method: "post",
    path: "/api/games",
    area: "Tables",
    summary: "Create a table; the creator holds seat 0.",
    description: "Rate limited: 20 a minute per address.",
    body: "CreateGameRequest",
    answers: { 201: { schema: "CreateGameAnswer", description: "The table, seat 0's token and the links." } },
    errors: ["request/fixtures_disabled", "rate/limited"],
  },
  {
    method: "post",
    path: "/api/games/{id}/join",
    area: "Tables",
    summary: "Take the next free seat (needs the invite).",
    description: "The game starts when the last seat is taken. Rate limited: 60 a minute per address.",
    body: "JoinRequest",
    answers: { 201: { schema: "JoinAnswer", description: "Your seat and its token." } },
    errors: ["auth/invalid_invite", "game/full", "rate/limited"],
  },
  {
    method: "get",
    path: "/api/games/{id}",
    area: "Play",
    summary: "The view: a seat's with its token, else the spectator's.",
    bearer: "optional",
    query: [lang],
    answers: { 200: { schema: VIEW, description: "The view." } },
  },
  {
    method: "post",
    path: "/api/games/{id}/moves",
    area: "Play",
    summary: "Make a move: `{version, move}`, the move exactly as `legal` lists it.",
    description:
      "`version` must be the view's current one (else 409 game/stale_version and nothing changes). The move is persisted before the answer.",
    bearer: "required",
    query: [lang],
    body: "MoveRequest",
    answers: yourView(),
    errors: ["game/stale_version", ...PLAYING, MOVE_CODES],
  },
  {
    method: "get",
    path: "/api/games/{id}/live",
    area: "Play",
    summary: "WebSocket: hello first, then a view after every change.",
    answers: { 101: { description: "Switching to the WebSocket protocol (`x-websocket` says what travels)." } },
    errors: ["request/invalid", "rate/limited"],
    extra: { "x-websocket": "live" },
  },
  {
    method: "post",
    path: "/api/games/{id}/cancel",
    area: "Tables",
    summary: "Seat 0 cancels the table before the start; everything it stored is deleted.",
    bearer: "required",
    answers: { 200: { schema: "Cancelled", description: "Cancelled." } },
    errors: ["seat/not_host", "game/not_waiting"],
  },
  {
    method: "post",
    path: "/api/games/{id}/leave",
    area: "Tables",
    summary: "Leave the table before the start; later seats move down by one.",
    bearer: "required",
    answers: { 200: { schema: "Left", description: "Left." } },
    errors: ["seat/is_host", "game/not_waiting"],
  },
  {
    method: "post",
    path: "/api/games/{id}/resign",
    area: "Long-running play",
    summary: "Resign the match.",
    bearer: "required",
    answers: yourView(),
    errors: PLAYING,
  },
  {
    method: "post",
    path: "/api/games/{id}/claim",
    area: "Long-running play",
    summary: "At two seats, end the match and win it once the other seat is absent.",
    description:
      'The other seat is absent when time played its last two turns in a row. The match ends at once with result.reason "claimed", recorded and verifiable like any match. No body.',
    bearer: "required",
    answers: yourView("The claimer's view of the finished match."),
    errors: ["seat/not_absent", "seat/not_claimable", ...PLAYING],
  },
  {
    method: "post",
    path: "/api/games/{id}/rematch",
    area: "Long-running play",
    summary: "Offer a rematch, or accept the one on offer.",
    bearer: "required",
    answers: yourView(),
    errors: ["game/not_finished", "seat/resigned", "series/goes_on"],
  },
  {
    method: "post",
    path: "/api/games/{id}/rematch/decline",
    area: "Long-running play",
    summary: "Decline the rematch on offer.",
    bearer: "required",
    answers: yourView(),
    errors: ["game/not_finished", "seat/resigned", "rematch/no_offer", "series/goes_on"],
  },
  {
    method: "post",
    path: "/api/games/{id}/rematch/start",
    area: "Long-running play",
    summary: "Start the rematch now, without the seats still to answer.",
    bearer: "required",
    answers: yourView(),
    errors: ["game/not_finished", "seat/resigned", "rematch/no_offer", "rematch/not_accepted", "series/goes_on"],
  },
  {
    method: "delete",
    path: "/api/games/{id}/series",
    area: "Long-running play",
    summary: "End the series after the match in play.",
    description:
      'Any seat. The match in play goes on and counts; once it is over the series is over and no next match opens. Asking again changes nothing. docs/api.md "Series (fourth round)".',
    bearer: "required",
    answers: yourView(),
    errors: ["series/none", "series/over"],
  },
  {
    method: "post",
    path: "/api/games/{id}/chat",
    area: "Long-running play",
    summary: "Write a line in the table's chat.",
    description: "At most 5 lines per seat in any 10 seconds.",
    bearer: "required",
    body: "ChatRequest",
    answers: yourView(),
    errors: ["chat/too_fast"],
  },
  {
    method: "put",
    path: "/api/games/{id}/webhook",
    area: "Notifications",
    summary: "Register the seat's your-turn webhook (replaces one before).",
    bearer: "required",
    body: "WebhookRequest",
    answers: { 200: { schema: "WebhookAnswer", description: "The webhook as the seat's view shows it." } },
  },
  {
    method: "delete",
    path: "/api/games/{id}/webhook",
    area: "Notifications",
    summary: "Remove the seat's webhook.",
    bearer: "required",
    answers: { 200: { schema: "WebhookAnswer", description: "`{webhook: null}`." } },
  },
  {
    method: "post",
    path: "/api/games/{id}/bots",
    area: "Seats",
    summary: "While waiting: the next free seat becomes a bot.",
    bearer: "required",
    body: "BotRequest",
    answers: { 201: { schema: "BotAnswer", description: "The bot's seat." } },
    errors: ["game/full", "game/not_waiting"],
  },
  {
    method: "post",
    path: "/api/games/{id}/seats/{seat}/replace",
    area: "Seats",
    summary: "Hand an absent seat on to a bot or to whoever joins with a new invite.",
    bearer: "required",
    body: "ReplaceRequest",
    answers: {
      200: {
        schema: {
          anyOf: [{ $ref: "#/components/schemas/View" }, { $ref: "#/components/schemas/ReplaceInviteAnswer" }],
        },
        description: '`{with: "bot"}`: your view. `{with: "invite"}`: the invite for the seat.',
      },
    },
    errors: ["game/not_started", "game/finished", "seat/not_replaceable", "seat/not_absent"],
  },
  {
    method: "put",
    path: "/api/games/{id}/push",
    area: "Notifications",
    summary: "Register the seat's Web Push subscription, with optional quiet hours and language.",
    bearer: "required",
    body: "PushRequest",
    answers: { 200: { schema: "PushAnswer", description: "The subscription as stored." } },
    errors: ["request/unknown_lang"],
  },
  {
    method: "delete",
    path: "/api/games/{id}/push",
    area: "Notifications",
    summary: "Remove the seat's push subscription.",
    bearer: "required",
    answers: { 200: { schema: "PushAnswer", description: "`{push: null}`." } },
  },
  {
    method: "post",
    path: "/api/games/{id}/pause",
    area: "Long-running play",
    summary: "Offer a pause until `until` (tables with a clock).",
    bearer: "required",
    body: "PauseRequest",
    answers: { 201: { schema: VIEW, description: "The seat's view, with the pause offered." } },
    errors: [...PAUSING, "pause/pending", "pause/limit", "pause/too_often"],
  },
  {
    method: "post",
    path: "/api/games/{id}/pause/answer",
    area: "Long-running play",
    summary: "Accept or decline the pause on offer.",
    bearer: "required",
    body: "PauseAnswerRequest",
    answers: yourView(),
    errors: [...PAUSING, "pause/no_offer"],
  },
  {
    method: "delete",
    path: "/api/games/{id}/pause",
    area: "Long-running play",
    summary: "End the pause, or withdraw the offer.",
    bearer: "required",
    answers: yourView(),
    errors: [...PAUSING, "pause/no_offer"],
  },
  {
    method: "post",
    path: "/api/games/{id}/fixture/advance",
    area: "Test fixtures",
    summary: "Move the table's clock forward and run what fell due by then.",
    body: "AdvanceRequest",
    answers: { 200: { schema: "AdvanceAnswer", description: "The table's clock now." } },
    fixturesOnly: true,
  },
  {
    method: "post",
    path: "/api/clubs",
    area: "Clubs",
    summary: "Make a club; its first member gets a member token.",
    description: "Counted with table creates: 20 a minute per address.",
    body: "CreateClubRequest",
    answers: { 201: { schema: "CreateClubAnswer", description: "The club, its first member and its invite." } },
    errors: ["rate/limited"],
  },
  {
    method: "post",
    path: "/api/clubs/{id}/join",
    area: "Clubs",
    summary: "Join a club with its invite.",
    body: "JoinClubRequest",
    answers: { 201: { schema: "JoinClubAnswer", description: "The new member and their token." } },
    errors: ["club/bad_invite", "club/name_taken", "club/full", "rate/limited"],
  },
  {
    method: "get",
    path: "/api/clubs/{id}",
    area: "Clubs",
    summary: "The club: members, tables and standings (members only).",
    bearer: "member",
    answers: { 200: { schema: "ClubView", description: "The club." } },
  },
  {
    method: "post",
    path: "/api/clubs/{id}/tables",
    area: "Clubs",
    summary: "Open a club table: the member holds seat 0 under their name.",
    description: "The body of POST /api/games without `name`. Counted with table creates.",
    bearer: "member",
    body: "ClubTableRequest",
    answers: { 201: { schema: "CreateGameAnswer", description: "As POST /api/games answers." } },
    errors: ["request/fixtures_disabled", "rate/limited"],
  },
  {
    method: "post",
    path: "/api/clubs/{id}/tables/{gameId}/join",
    area: "Clubs",
    summary: "Take the next free seat of a club table under the member's name (no body).",
    bearer: "member",
    answers: {
      200: { schema: "ClubSeatAnswer", description: "The seat the member already held, with the same token." },
      201: { schema: "ClubSeatAnswer", description: "The member's new seat." },
    },
    errors: ["game/not_found", "game/full", "rate/limited"],
  },
  {
    method: "get",
    path: "/api/clubs/{id}/results",
    area: "Clubs",
    summary: "Every rated match, in the order applied: replaying them through openskill gives the standings.",
    bearer: "member",
    answers: { 200: { schema: "ClubResults", description: "The results." } },
  },
  {
    method: "get",
    path: "/api/clubs/{id}/members/{memberId}",
    area: "Clubs",
    summary: "A member's boards and head to head with each other member.",
    bearer: "member",
    answers: { 200: { schema: "ClubMemberRecord", description: "Head to head." } },
    errors: ["club/member_not_found"],
  },
  {
    method: "delete",
    path: "/api/clubs/{id}/members/me",
    area: "Clubs",
    summary: "Leave the club: the token stops working; the last member leaving ends the club.",
    bearer: "member",
    answers: { 204: { description: "Left." } },
  },
  {
    method: "put",
    path: "/api/clubs/{id}/push",
    area: "Clubs",
    summary: "The member's push subscription: told when another member opens a table with a seat free.",
    bearer: "member",
    body: "PushRequest",
    answers: { 200: { schema: "PushAnswer", description: "What the member now has." } },
    errors: ["request/unknown_lang"],
  },
  {
    method: "delete",
    path: "/api/clubs/{id}/push",
    area: "Clubs",
    summary: "Remove the member's push subscription.",
    bearer: "member",
    answers: { 200: { schema: "PushAnswer", description: "`{push: null}`." } },
  },
  {
    method: "post",
    path: "/api/clubs/{id}/fixture/advance",
    area: "Test fixtures",
    summary: "Move the club's clock forward and run what fell due (pushes, the 180-day cleanup).",
    body: "AdvanceRequest",
    answers: { 200: { schema: "AdvanceAnswer", description: "The club's clock now." } },
    fixturesOnly: true,
  },
  {
    method: "get",
    path: "/api/push/key",
    area: "Notifications",
    summary: "The VAPID public key for PushManager.subscribe.",
    answers: { 200: { schema: "PushKey", description: "The key." } },
  },
  {
    method: "post",
    path: "/api/tables",
    area: "Your tables",
    summary: "Your seats' tables at once, one entry per seat asked.",
    description: "At most 30 requests a minute per address. One entry's error never fails the whole answer.",
    body: "TablesRequest",
    answers: { 200: { schema: "TablesAnswer", description: "One entry (or error) per seat, in order." } },
    errors: ["rate/limited"],
  },
  {
    method: "get",
    path: "/api/matches",
    area: "History",
    summary: "Finished matches, newest first.",
    query: [
      { name: "game", description: "Only this game.", schema: { $ref: "#/components/schemas/GameId" } },
      { name: "limit", description: "1–100, default 20.", schema: { type: "integer", minimum: 1, maximum: 100 } },
      { name: "before", description: "The `next` of an earlier page.", schema: { type: "string" } },
    ],
    answers: { 200: { schema: "MatchList", description: "A page of matches." } },
    errors: ["request/invalid", "server/unavailable"],
  },
  {
    method: "get",
    path: "/api/matches/{id}",
    area: "History",
    summary: "One finished match: everything needed to replay and verify it.",
    answers: { 200: { schema: "MatchRecord", description: "The record." } },
    errors: ["server/unavailable"],
  },
  {
    method: "get",
    path: "/api/_bench/noop",
    area: "Test fixtures",
    summary: "The benchmark's bare-route baseline.",
    answers: { 200: { schema: "BenchOk", description: "`{ok: true}`." } },
    fixturesOnly: true,
  },
  {
    method: "post",
    path: "/api/_bench/room",
    area: "Test fixtures",
    summary: "The benchmark's baseline of one Durable Object round trip.",
    answers: { 200: { schema: "BenchOk", description: "`{ok: true}`." } },
    fixturesOnly: true,
  },
  {
    method: "get",
    path: "/api/openapi.json",
    area: "This document",
    summary: "This document: the API described for programs (OpenAPI 3.1).",
    answers: { 200: { schema: { type: "object", required: ["openapi"] }, description: "The document." } },
  },
  {
    method: "get",
    path: "/api",
    area: "This document",
    summary: "This description as a page for people.",
    query: [{ name: "lang", description: "The page's language (en, nb).", schema: { type: "string" } }],
    answers: { 200: { schema: { type: "string" }, type: "text/html", description: "The page (HTML)." } },
  },
];
