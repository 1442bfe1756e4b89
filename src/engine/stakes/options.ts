// Creation options: only the test fixture. Every mistake is a clear message (a
// 400), never a silently different deck or different dice.
import { checkStackedCards, FULL_DECK, type Card } from "../cards";
import { err, ok, type Result } from "../result";
import { isPlainObject, parseRolls, unknownKey } from "../option-checks";
import { MAX_SEATS, MIN_SEATS } from "./rules";
import type { StakesFixture, StakesOptions } from "./types";

const ALL_CARDS: ReadonlySet<string> = new Set(FULL_DECK);

function parseFixture(raw: unknown): Result<StakesFixture, string> {
  if (!isPlainObject(raw)) return err("fixture must be an object with optional deck and rolls");
  const extra = unknownKey(raw, ["deck", "rolls"]);
  if (extra !== undefined) return err(`fixture: unknown key ${JSON.stringify(extra)} (allowed: deck, rolls)`);
  let deck: Card[] = [];
  if (raw.deck !== undefined) {
    const bad = checkStackedCards(raw.deck, ALL_CARDS, "deck");
    if (bad) return err(bad);
    deck = [...(raw.deck as Card[])];
  }
  let rolls: number[] = [];
  if (raw.rolls !== undefined) {
    const r = parseRolls(raw.rolls, 6);
    if (!r.ok) return r;
    rolls = r.value;
  }
  return ok({ deck, rolls });
}

export function parseOptions(raw: unknown, seats: number): Result<StakesOptions, string> {
  if (!Number.isInteger(seats) || seats < MIN_SEATS || seats > MAX_SEATS) {
    return err(`Stakes is for ${MIN_SEATS}–${MAX_SEATS} players (2 is the Duel)`);
  }
  if (raw === undefined) return ok({});
  if (!isPlainObject(raw)) return err("options must be an object");
  const extra = unknownKey(raw, ["fixture"]);
  if (extra !== undefined) return err(`options: unknown key ${JSON.stringify(extra)} (allowed: fixture)`);
  if (raw.fixture === undefined) return ok({});
  const fixture = parseFixture(raw.fixture);
  if (!fixture.ok) return fixture;
  return ok({ fixture: fixture.value });
}
