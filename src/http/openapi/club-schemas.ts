// The shapes of the club routes (src/protocol/club.ts, docs/api.md "Clubs").
import { GAME_IDS } from "../../engine/types";
import { BOARDS } from "../../protocol/club";
import { arr, int, isoTime, nullable, num, obj, oneOf, ref, type Schema, seat, str } from "./schema-kit";
import { sharedSchemas } from "./shared-schemas";

/** The body of POST /api/games without `name` (the member's name is used; one sent is ignored). */
function withoutName(create: Schema): Schema {
  const { name: _name, ...properties } = create.properties as Record<string, Schema>;
  return {
    ...create,
    required: (create.required as string[]).filter((r) => r !== "name"),
    properties: { ...properties, name: { type: "string", description: "Ignored: the member's name is used." } },
  };
}

const ID = { type: "string", pattern: "^[A-Za-z0-9_-]{14}$" };
const MEMBER_ID = str("A member's id.");
const member = obj({ id: MEMBER_ID, name: str() });
const memberWithToken = obj({ id: MEMBER_ID, name: str(), token: str("The member's bearer token (32 characters).") });
const name = (max: number) => ({
  type: "string",
  minLength: 1,
  maxLength: max,
  description: `Trimmed, 1–${max} characters.`,
});
const standing = obj({
  member: MEMBER_ID,
  name: str(),
  played: int(),
  wins: int("Matches placed first among all seats (ties included)."),
  rating: obj({ mu: num(), sigma: num(), ordinal: num("mu − 3·sigma.") }),
});
const boards = (item: Schema): Schema =>
  obj({}, Object.fromEntries(BOARDS.map((b) => [b, item])), { description: "Per board the member has played." });

export const clubSchemas: Record<string, Schema> = {
  Board: oneOf(...BOARDS),
  ClubTableRequest: withoutName(sharedSchemas.CreateGameRequest!),
  CreateClubRequest: obj({ name: name(40), member: obj({ name: name(24) }) }),
  CreateClubAnswer: obj({
    id: ID,
    member: memberWithToken,
    invite: str("The secret a join needs."),
    urls: obj({ club: str(), join: str() }),
  }),
  JoinClubRequest: obj({ name: name(24), invite: str() }),
  JoinClubAnswer: obj({ member: memberWithToken, urls: obj({ club: str() }) }),
  Standing: standing,
  ClubView: obj({
    id: ID,
    name: str(),
    invite: str(),
    members: arr(member),
    you: MEMBER_ID,
    tables: arr(
      obj({
        id: ID,
        game: oneOf(...GAME_IDS),
        seats: int(),
        status: oneOf("waiting", "playing", "finished"),
        players: arr(obj({ seat: seat(), name: str(), member: nullable(MEMBER_ID) }, { bot: oneOf("easy", "strong") })),
        urls: obj({ watch: str() }, { join: str() }),
      }),
      "Newest first, open and playing before finished, at most 50.",
    ),
    standings: boards(arr(ref("Standing"), "Best ordinal first.")),
  }),
  ClubResults: obj({
    results: arr(
      obj({
        match: ID,
        board: ref("Board"),
        finishedAt: isoTime(),
        places: arr(obj({ member: MEMBER_ID, place: { type: "integer", minimum: 1 } })),
      }),
      "In the order applied to the ratings.",
    ),
  }),
  ClubMemberRecord: obj({
    id: MEMBER_ID,
    name: str(),
    boards: boards(ref("Standing")),
    versus: arr(obj({ member: MEMBER_ID, name: str(), played: int(), won: int(), lost: int() })),
  }),
  ClubSeatAnswer: obj({ seat: seat(), token: str(), urls: obj({ play: str() }) }),
};
