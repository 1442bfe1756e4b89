// The shapes every area of the API shares: the error, the view and what it carries,
// and the request and answer bodies (src/protocol/*.ts, docs/api.md).
import { GAME_IDS } from "../../engine/types";
import { TIME_PER_MOVE, WEBHOOK_FORMATS } from "../../protocol/async";
import { GAME_SHAPES } from "./game-schemas";
import { arr, bool, constant, int, isoTime, nullable, obj, oneOf, ref, type Schema, seat, str } from "./schema-kit";

const HEX = "^([0-9a-f]{2})+$";
const hex = (description: string): Schema => ({ type: "string", pattern: HEX, description });
const BOT_LEVEL = oneOf("easy", "strong");
const NAME = { type: "string", minLength: 1, maxLength: 40, description: "Trimmed, 1–40 characters, one plain line." };
const GAME_ID = { type: "string", pattern: "^[A-Za-z0-9_-]{14}$", description: "A table's (and its match's) id." };
const seatInfo = obj(
  { seat: seat(), name: str() },
  {
    bot: BOT_LEVEL,
    absent: { const: true, description: "While playing at a table: the seat is absent (may be handed on)." },
  },
);

/** `state` and `legal` follow the view's `game`: one variant per game. */
const stateByGame: Schema[] = Object.entries(GAME_SHAPES).map(([game, shape]) => ({
  properties: { game: { const: game }, state: nullable(ref(shape.state)), legal: arr(ref(shape.move)) },
}));

const view: Schema = {
  ...obj(
    {
      id: GAME_ID,
      game: ref("GameId"),
      status: oneOf("waiting", "playing", "finished"),
      version: { type: "integer", minimum: 0, description: "Accepted moves so far; +1 per accepted move." },
      seats: arr(ref("SeatInfo")),
      you: nullable(seat("The viewer's seat; null for a spectator.")),
      toAct: arr(seat()),
      legal: arr(
        { type: "object", required: ["type"], properties: { type: str() } },
        "Every move the viewer may make now, as it would be posted.",
      ),
      state: { description: "The game's state; null while waiting for seats." },
      log: arr(ref("LogLine")),
      commitment: hex("Hex SHA-256 of the server seed's bytes."),
    },
    {
      result: ref("GameResult"),
      seatsTotal: int("How many seats the table has."),
      reservedBots: arr(obj({ seat: seat(), name: str(), bot: BOT_LEVEL }), "While waiting: seats held for bots."),
      invite: str("Seated players' views only, while waiting: the table's invite."),
      clock: ref("Clock"),
      resigned: arr(seat()),
      chat: arr(ref("ChatLine"), "The last 100 lines, oldest first."),
      rematchOffer: nullable(ref("RematchOffer")),
      rematch: nullable(obj({ id: GAME_ID, url: str("/g/<new id>") })),
      series: nullable(ref("Series")),
      webhook: nullable(ref("Webhook")),
      pause: ref("Pause"),
      serverSeed: hex("Once finished: the committed server seed."),
      seed: hex("Once finished: the seed that drove the engine."),
    },
    { description: "A seat's view (with its token) or the spectator's. docs/api.md \"The view (every game)\"." },
  ),
  oneOf: stateByGame,
};

const tableEntry = obj(
  {
    id: str(),
    game: ref("GameId"),
    status: oneOf("waiting", "playing", "finished"),
    seat: seat(),
    seats: arr(obj({ seat: seat(), name: str() }, { bot: str() })),
    yourTurn: bool(),
    deadline: nullable(isoTime()),
    version: int(),
    updatedAt: isoTime(),
  },
  { result: ref("GameResult"), pausedUntil: isoTime() },
);

const tableError = obj({
  id: str(),
  error: obj({ code: oneOf("game/not_found", "auth/invalid_token", "server/unavailable"), message: str() }),
});

const matchPlayer = obj(
  { seat: seat(), name: str("The name the seat started under.") },
  {
    bot: BOT_LEVEL,
    replacedBy: arr(
      obj({ name: str(), fromMove: int("Index in `moves` of the first move that may be theirs.") }, { bot: BOT_LEVEL }),
    ),
  },
);

const matchSummaryFields = {
  id: GAME_ID,
  game: ref("GameId"),
  seats: int(),
  players: arr(matchPlayer),
  result: ref("GameResult"),
  createdAt: isoTime(),
  startedAt: isoTime(),
  finishedAt: isoTime(),
};

const roomOptions = obj({ timePerMove: oneOf(...TIME_PER_MOVE), timeoutLoses: bool() });

const loggedMove: Schema = {
  oneOf: [
    obj({ seat: seat(), move: { type: "object" } }, { by: oneOf("timeout", "resigned") }),
    obj({ seat: seat(), resign: constant(true), by: oneOf("timeout", "resigned") }),
  ],
};

const subscription = obj(
  {
    endpoint: str('https to a public host (docs/api.md "Limits and headers").'),
    keys: obj({ p256dh: str(), auth: str() }),
  },
  {},
  { open: true, description: "A browser's PushSubscription.toJSON(); other members are ignored." },
);
const quiet = obj({
  tz: str("An IANA time zone."),
  from: { type: "string", pattern: "^([01]\\d|2[0-3]):[0-5]\\d$" },
  to: { type: "string", pattern: "^([01]\\d|2[0-3]):[0-5]\\d$" },
});

export const sharedSchemas: Record<string, Schema> = {
  Error: obj(
    {
      error: obj({ code: str("Stable: what a client switches on."), message: str("A sentence a person can act on.") }),
    },
    {},
    { description: "Every error answer." },
  ),
  GameId: oneOf(...GAME_IDS),
  SeatInfo: seatInfo,
  LogLine: obj(
    {
      n: int("The version after which it happened."),
      kind: str("A machine-readable word, free per game."),
      text: str(),
    },
    {
      seat: seat(),
      at: isoTime("When it happened (the table's clock); absent on lines older than line times."),
      by: {
        ...oneOf("timeout", "resigned"),
        description: "A move the seat did not choose: time or a resignation played it.",
      },
    },
  ),
  GameResult: obj(
    { winners: arr(seat()), scores: arr({ type: "number" }) },
    { reason: { ...oneOf("abandoned", "claimed"), description: "Why the match ended other than by its rules." } },
  ),
  Clock: obj({
    timePerMove: oneOf(...TIME_PER_MOVE),
    timeoutLoses: bool(),
    deadlines: nullable(arr(obj({ seat: seat(), at: isoTime() }))),
  }),
  ChatLine: obj({ seat: seat(), name: str(), text: str(), at: isoTime() }),
  RematchOffer: obj({ by: seat(), accepted: arr(seat()), declined: arr(seat()), waitingFor: arr(seat()) }),
  Webhook: obj({ url: str(), format: oneOf(...WEBHOOK_FORMATS), active: bool(), failures: int() }),
  Pause: obj({
    by: seat(),
    until: isoTime(),
    answers: {
      type: "object",
      additionalProperties: nullable(oneOf("accepted", "declined")),
      description: "Per seat asked.",
    },
    active: bool("true once every seat asked accepted: the clock is stopped."),
  }),
  View: view,
  Series: obj(
    {
      bestOf: { type: "integer", enum: [3, 5, 7] },
      played: int("Matches finished, this one included once it is over."),
      wins: arr(int(), "Match wins per seat, in seat order."),
      matches: arr(GAME_ID, "The finished matches' ids, oldest first."),
      over: bool(),
      winners: arr(
        seat(),
        "Once over: the seats that won the series (shared on equal wins); empty when ended early with nobody ahead.",
      ),
    },
    {},
    { description: 'A match of a series: docs/api.md "Series (fourth round)".' },
  ),

  CreateGameRequest: obj(
    { game: ref("GameId"), seats: { type: "integer", minimum: 2, maximum: 6 }, name: NAME },
    {
      options: obj(
        {},
        {
          timePerMove: oneOf(...TIME_PER_MOVE),
          timeoutLoses: bool(),
          series: nullable(obj({ bestOf: { type: "integer", enum: [3, 5, 7] } })),
          botPace: oneOf("human", "instant"),
          fixture: { type: "object", description: 'Test fixtures only (docs/api.md "Test fixtures").' },
          games: { type: "integer", minimum: 1, maximum: 9, description: "Twelves only." },
          tableLimit: { type: "integer", minimum: 2, maximum: 4096, description: "Twelves only." },
        },
      ),
      entropy: { ...hex("This seat's contribution to the seed."), minLength: 2, maxLength: 128 },
      bots: arr(BOT_LEVEL, "Seats taken by bots (the highest); at least one seat stays human."),
    },
  ),
  CreateGameAnswer: obj({
    id: GAME_ID,
    seat: constant(0),
    token: str("The seat's bearer token."),
    commitment: hex("Hex SHA-256 of the server seed."),
    invite: str("The secret a join needs."),
    urls: obj({ play: str(), invite: str(), watch: str(), embed: str() }),
  }),
  JoinRequest: obj(
    { name: NAME, invite: str() },
    { entropy: { ...hex("This seat's contribution to the seed."), minLength: 2, maxLength: 128 } },
  ),
  JoinAnswer: obj({ seat: seat(), token: str(), urls: obj({ play: str() }) }),
  MoveRequest: obj({
    version: { type: "integer", minimum: 0, description: "The view's current version." },
    move: {
      type: "object",
      required: ["type"],
      properties: { type: str() },
      description: "One of the game's moves (StakesMove, DobbelsjanseMove, TwelvesMove).",
    },
  }),
  ChatRequest: obj({ text: { type: "string", minLength: 1, maxLength: 280 } }),
  WebhookRequest: obj({ url: { type: "string", maxLength: 2048 } }, { format: nullable(oneOf(...WEBHOOK_FORMATS)) }),
  WebhookAnswer: obj({ webhook: nullable(ref("Webhook")) }),
  PushRequest: obj(
    { subscription },
    { quiet: nullable(quiet), lang: nullable(str('"en" or "nb" ("no", "nn" read as nb).')) },
  ),
  PushAnswer: obj({ push: nullable(obj({ endpoint: str() }, { quiet, lang: str() })) }),
  PushKey: obj({ publicKey: str("VAPID public key, base64url without padding.") }),
  BotRequest: obj({ level: BOT_LEVEL }),
  BotAnswer: obj({ seat: seat() }),
  ReplaceRequest: {
    oneOf: [obj({ with: constant("bot"), level: BOT_LEVEL }), obj({ with: constant("invite") })],
  },
  ReplaceInviteAnswer: obj({ invite: str(), seat: seat(), urls: obj({ invite: str() }) }),
  PauseRequest: obj({ until: isoTime("1 hour to 14 days ahead of the table's clock, with its zone.") }),
  PauseAnswerRequest: obj({ accept: bool() }),
  AdvanceRequest: obj({ ms: { type: "integer", minimum: 1, maximum: 2_592_000_000 } }),
  AdvanceAnswer: obj({ now: isoTime("The table's clock.") }),
  Cancelled: obj({ cancelled: constant(true) }),
  Left: obj({ left: constant(true) }),
  TablesRequest: obj({
    seats: {
      ...arr(
        obj({
          id: { type: "string", minLength: 1, maxLength: 64 },
          token: { type: "string", minLength: 1, maxLength: 128 },
        }),
      ),
      minItems: 1,
      maxItems: 100,
    },
  }),
  TablesAnswer: obj({
    tables: arr(
      { anyOf: [ref("TableEntry"), ref("TableError"), ref("TableReplaced")] },
      "One entry per seat asked, in order.",
    ),
  }),
  TableEntry: tableEntry,
  TableError: tableError,
  TableReplaced: obj(
    { id: str(), error: constant("seat/replaced") },
    {
      replacedBy: obj(
        {
          name: str(),
          fromMove: int("The view's version at the takeover."),
          at: isoTime("When the seat was taken over (the table's clock)."),
        },
        { bot: oneOf("easy", "strong") },
      ),
    },
    {
      description: "A seat that was handed on: who took it over, and when (no replacedBy while the invite is unused).",
    },
  ),
  MatchSummary: obj(matchSummaryFields),
  MatchList: obj({ matches: arr(ref("MatchSummary")), next: nullable(str("Pass as `before` for the next page.")) }),
  MatchRecord: obj(
    {
      ...matchSummaryFields,
      options: { description: "The game's options as stored." },
      commitment: hex("Hex SHA-256 of serverSeed's bytes."),
      serverSeed: hex("The server seed."),
      entropy: arr(
        { type: "string", pattern: "^([0-9a-f]{2})*$" },
        'Per seat ("" for none); [] when no seat sent any.',
      ),
      seed: hex("The seed that drove the engine."),
      moves: arr(loggedMove),
    },
    { room: roomOptions },
  ),
  BenchOk: obj({ ok: constant(true) }),
};
