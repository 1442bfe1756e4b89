// The playout hooks: after every move the invariants at the end of
// docs/rules/dobbelsjanse.md, on sampled steps that no view leaks a hidden
// card, and moves off the legal list to be refused.
import { FULL_DECK } from "../../../src/engine/cards";
import type { DobbelMove, DobbelState, DobbelView } from "../../../src/engine/dobbelsjanse";
import { PILE_C } from "../../../src/engine/dobbelsjanse/piles";
import { nextInt, shuffleInPlace, type RngState } from "../../../src/engine/rng";
import type { Seat } from "../../../src/engine/types";
import type { PlayoutHooks } from "../playout-harness";
import { dobbelsjanse as def } from "../../../src/engine/dobbelsjanse";

const ALL_48 = FULL_DECK.filter((c) => c[0] !== "J")
  .sort()
  .join();
const isFace = (c: string) => c[0] === "Q" || c[0] === "K";
const rank = (c: string) => c.slice(0, -1);
const CARD_IN_JSON = /"(?:10|[A2-9JQK])[SHDC]"/g;

// Plain checks: vitest's expect costs too much per call for ~100k moves.
function check(cond: boolean, what: string): void {
  if (!cond) throw new Error(what);
}
const same = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => x === b[i]);

// Seats that already scored in the round being played (reset at each new game and round).
let scoredThisRound = new Set<Seat>();

function checkCards(s: DobbelState): void {
  const hands = s.players.flatMap((p) => p.hand);
  const all = [...s.deck.slice(s.drawn), ...s.table, ...hands, ...s.discard, ...s.cleared];
  check(all.sort().join() === ALL_48, "cards conserved: deck + table + hands + discard + cleared = 48");
  const faces = s.table.filter(isFace);
  const numbers = s.table.filter((c) => !isFace(c));
  // The eighth face ends the game where it lands, so a finished table may hold two.
  check(faces.length <= (s.over ? 2 : 1), "at most one face card on the table");
  check(new Set(numbers.map(rank)).size === numbers.length, "at most one of each rank on the table");
  check(s.facesDrawn === s.cleared.length + faces.length, "facesDrawn = cleared + faces on the table");
  check(s.discard.every((c) => !isFace(c)) && s.cleared.every(isFace), "numbers to discard, faces to cleared");
  check(s.deck.slice(s.drawn).filter(isFace).length === 8 - s.facesDrawn, "the remaining faces are in the deck");
}

function checkTurn(s: DobbelState): void {
  check((def.result(s) !== null) === (s.facesDrawn === 8), "the game ends exactly at the eighth face card");
  check(s.over === (s.facesDrawn === 8), "over flag");
  if (s.over) {
    check(s.turn === null && s.doubleChance === null && def.toAct(s).length === 0, "nobody acts after the end");
    return;
  }
  const ins = s.players.flatMap((p, i) => (p.out === null ? [i] : []));
  check(s.turn !== null && ins.includes(s.turn), "the seat to act is in");
  if (s.doubleChance) {
    check(
      same(ins, [s.doubleChance.seat]) && s.turn === s.doubleChance.seat,
      "a double chance is for the one player left in",
    );
  } else {
    check(ins.length >= 2, "two or more in without a double chance");
  }
}

function checkMove(s: DobbelState, prev: DobbelState, seat: Seat, move: DobbelMove): void {
  check(s.version === prev.version + 1, "version rises by 1");
  s.players.forEach((p, i) => {
    const before = prev.players[i]!.hand;
    check(
      p.hand.every((c) => before.includes(c)),
      "hands only shrink",
    );
    check(
      p.hand.length === before.length - (i === seat && move.type === "play" ? 1 : 0),
      "a play removes one hand card",
    );
    if (i !== seat) check(p.score === prev.players[i]!.score, "only the mover scores");
  });
  const ev = s.lastEvent!;
  check(ev.seat === seat && ev.move === move.type, "lastEvent is the move");
  if (ev.points !== null) {
    check(!scoredThisRound.has(seat), `seat ${seat} scores twice in round ${prev.round}`);
    scoredThisRound.add(seat);
    check(s.players[seat]!.score === prev.players[seat]!.score + ev.points, "score rises by the points");
  } else {
    check(s.players[seat]!.score === prev.players[seat]!.score, "no points, no score");
  }
  if (s.round !== prev.round) {
    check(s.round === prev.round + 1 && s.table.length === 0, "a new round starts with an empty table");
    check(
      s.players.every((p) => p.out === null),
      "everyone is in at a new round",
    );
    check(s.turn === (seat + 1) % s.seats, "the next round begins left of the last actor");
    scoredThisRound = new Set();
  }
}

function checkView(s: DobbelState, seat: Seat | null, view: unknown, json: string): void {
  const v = view as DobbelView;
  v.players.forEach((p, i) => {
    if (i === seat) check(same(p.hand ?? [], s.players[i]!.hand), "own hand shown");
    else check(!("hand" in p), `seat ${seat} sees seat ${i}'s hand`);
    check(p.handCount === s.players[i]!.hand.length, "handCount");
  });
  const hidden = [...s.deck.slice(s.drawn), ...s.players.flatMap((p, i) => (i === seat ? [] : p.hand))];
  const shown = new Set(json.match(CARD_IN_JSON));
  for (const c of hidden) check(!shown.has(`"${c}"`), `view of ${seat} shows hidden ${c}`);
  check(!/seed|"deck"|"discard"|"rng"/.test(json), "no seed, deck or discard pile in a view");
  check(v.deckCount === s.deck.length - s.drawn, "deckCount");
}

function candidates(s: DobbelState, seat: Seat): unknown[] {
  const out: unknown[] = [
    { type: "draw" },
    { type: "score" },
    { type: "play", card: "QS" },
    { type: "play", card: "KD" },
  ];
  for (const c of s.table) out.push({ type: "play", card: c });
  for (const c of s.discard.slice(-3)) out.push({ type: "play", card: c });
  s.players.forEach((p, i) => {
    for (const c of p.hand) out.push({ type: "play", card: c }); // others' cards, and own ones off-turn
    if (i === seat && s.doubleChance) out.push({ type: "score" });
  });
  return out;
}

/** One game in four gets a random valid fixture, so stacked deals are played out too. */
function options(seats: number, rng: RngState): unknown {
  if (nextInt(rng, 4) !== 0) return {};
  const c = shuffleInPlace(rng, [...PILE_C]);
  const hands = Array.from({ length: seats }, (_, i) => c.slice(3 * i, 3 * i + 3));
  const deck = shuffleInPlace(rng, [...c.slice(3 * seats), "QS", "KH", "QD", "KC"]).slice(0, nextInt(rng, 10));
  return { fixture: nextInt(rng, 2) ? { hands, deck } : { deck } };
}

export const hooks: PlayoutHooks<DobbelState> = {
  invariants(state, prev, last) {
    if (!prev) scoredThisRound = new Set();
    checkCards(state);
    checkTurn(state);
    if (prev && last) checkMove(state, prev, last.seat, last.move as DobbelMove);
  },
  checkView,
  candidates,
  options,
};
