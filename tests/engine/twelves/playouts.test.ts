// Seeded random playouts: invariants of the rules page after every move, views that
// leak nothing, refusals of unlisted moves, and replay from seed and move log.
import { describe, expect, it } from "vitest";
import { visibleLog, type AnyGameDef, type Seat } from "../../../src/engine/types";
import { twelves, type TwelvesState } from "../../../src/engine/twelves";
import { playoutCount, runPlayouts, type PlayoutHooks } from "../playout-harness";
import { logLines } from "../../../src/engine/log";
import { logIn } from "../../../src/engine/registry";

const PUBLIC_KINDS = new Set([
  "game",
  "round",
  "stage",
  "leave",
  "double",
  "match",
  "secret",
  "drink",
  "shot",
  "passout",
  "shove",
  "intimidate",
  "watch",
  "water",
  "mystify",
  "smash",
  "caught",
  "removed",
  "reveal",
  "win",
]);
const OWN_ONLY = ["hand", "hidden", "alcohol", "water", "bonus", "rig"];

// Plain checks: expect() on every move of thousands of playouts costs more than the game.
function check(cond: boolean, what: string): void {
  if (!cond) throw new Error(what);
}

function invariants(st: TwelvesState, prev: TwelvesState | null, last: { seat: Seat; move: unknown } | null): void {
  check(st.net.reduce((a, b) => a + b, 0) + st.pool === 0, "coins not conserved");
  for (const g of st.history) check(g.shares.reduce((a, b) => a + b, 0) === g.pool, "a pool was not paid out whole");
  if (st.stage === "over") {
    check(st.pool === 0 && st.history.length === st.games, "match over early or with coins left");
    return;
  }
  const inSeats = st.players.flatMap((p, s) => (p.status === "in" ? [s] : []));
  check(
    JSON.stringify([...st.order].sort()) === JSON.stringify(inSeats),
    "turn order is not the participants still in",
  );
  check(st.order.length >= 2 && st.cursor < st.order.length, "game goes on with fewer than two in, or nobody to act");
  const size = st.players[st.order[0]!]!.hand.length;
  for (const s of st.order) check(st.players[s]!.hand.length === size, "hands of those still in differ in size");
  for (const p of st.players) {
    check(p.hand.length >= 2 && p.hand.length <= 5, `hand of ${p.hand.length} dice`);
    check(p.hiddenAt.length === p.hand.length, "hidden marks out of step with the hand");
    for (const f of p.hand) check(Number.isInteger(f) && f >= 1 && f <= 12, `face ${f}`);
    check(p.bet >= 1 && p.bet <= st.tableLimit, `bet ${p.bet} over the limit`);
    check(p.alcohol <= 4 && (p.alcohol < 4 || p.status === "removed"), "4 shots without passing out");
  }
  check(st.pass === 1 || st.pass === 2, "a third pass");
  if (!prev || !last) return;
  const m = last.move as { type: string };
  if (m.type === "double") {
    check(!prev.players[last.seat]!.doubled, "doubled twice in one stage");
    check(prev.pass === 1 || prev.players[prev.order[0]!]!.hand.length < 5, "doubled in the last stage's second pass");
    check(prev.players[last.seat]!.bet <= prev.tableLimit, "over the limit");
  }
  if (st.game === prev.game && st.round === prev.round && st.stage === "betting" && st.pass === 2) {
    check(prev.stage === "betting", "a second betting pass out of nowhere");
  }
}

function checkView(st: TwelvesState, seat: Seat | null, view: unknown, json: string): void {
  check(!json.includes(st.random.rng.seed), "a view shows the seed");
  const v = view as { players: Record<string, unknown>[]; actions: Record<string, unknown>[] };
  v.players.forEach((p, s) => {
    for (const k of OWN_ONLY) check(!(k in p) || s === seat, `seat ${seat} sees ${k} of seat ${s}`);
    if (s === seat) check(JSON.stringify(p.hand) === JSON.stringify(st.players[s]!.hand), "own hand wrong");
  });
  for (const a of v.actions) {
    if (a.seat === seat) continue;
    if (a.type === "secret") check(Object.keys(a).sort().join() === "seat,type", "secret act shows details");
    for (const k of ["die", "dice", "face", "delta"]) check(!(k in a), `seat ${seat} sees ${k} of another's act`);
  }
  // Lines that carry faces, rolls or secret details are private, each to one seat.
  for (const e of logLines(st.log, logIn("en"))) {
    if (e.to) check(e.to.length === 1 && e.to[0] === e.seat, "private line to several seats");
    else check(PUBLIC_KINDS.has(e.kind), `public ${e.kind}: ${e.text}`);
  }
  for (const e of visibleLog(logLines(st.log, logIn("en")), seat))
    check(PUBLIC_KINDS.has(e.kind) || e.seat === seat, "another's private line");
}

function candidates(st: TwelvesState, seat: Seat): unknown[] {
  const n = st.players[seat]?.hand.length ?? 2;
  return [
    { type: "leave" },
    { type: "double" },
    { type: "match" },
    { type: "watch" },
    { type: "water" },
    { type: "cheat", die: n, delta: 1 },
    { type: "cheat", die: 0, delta: 1 },
    { type: "cheat", die: 0, delta: -1 },
    { type: "rig", face: 0 },
    { type: "rig", face: 13 },
    { type: "drink", target: seat },
    { type: "drink", target: (seat + 1) % st.seats },
    { type: "hide", dice: [0, 0] },
    { type: "hide", dice: [0] },
    { type: "hide", dice: [1, 0] },
    { type: "luck", dice: [n] },
    { type: "mystify", target: seat },
    { type: "smash", target: 6 },
    { type: "shove", to: st.cursor },
    { type: "shove", to: st.order.length },
    { type: "shove", to: 0 },
    { type: "swap", die: n },
    { type: "intimidate" },
  ];
}

const hooks: PlayoutHooks<TwelvesState> = { invariants, checkView, candidates };
const stayHooks: PlayoutHooks<TwelvesState> = {
  ...hooks,
  candidates: (st, seat) => candidates(st, seat).filter((m) => (m as { type: string }).type !== "leave"),
};

/** Also offers the chooser the seats that may Watch from outside (not in toAct, so the harness would never pick them). */
const withOutsideWatchers = (def: AnyGameDef): AnyGameDef => ({
  ...def,
  toAct: (st: TwelvesState) => {
    const turn = twelves.toAct(st);
    return turn.concat(st.players.flatMap((_, s) => (s !== turn[0] && twelves.legal(st, s).length ? [s] : [])));
  },
});

/** Leave withheld from the chooser, so more games reach late rounds and showdowns. */
const stayer: AnyGameDef = withOutsideWatchers({
  ...twelves,
  legal: (st: TwelvesState, seat: Seat) => {
    const all = twelves.legal(st, seat);
    const stay = all.filter((m) => m.type !== "leave");
    return stay.length ? stay : all;
  },
});

describe("Twelves seeded playouts", () => {
  const total = playoutCount(10_000);
  const seatCounts = [2, 3, 4, 5, 6];

  it("single games with random moves keep every invariant and replay exactly", () => {
    const stats = runPlayouts(
      twelves,
      { games: Math.ceil(total * 0.4), seatCounts, sampleEvery: 5 },
      { ...hooks, options: () => ({ games: 1 }) },
    );
    expect(stats.finished).toBe(stats.games);
  });

  it("single games where nobody leaves reach showdowns and keep every invariant", () => {
    const stats = runPlayouts(
      stayer,
      { games: Math.ceil(total * 0.4), seatCounts, sampleEvery: 5, from: 100_000 },
      { ...stayHooks, options: () => ({ games: 1 }) },
    );
    expect(stats.finished).toBe(stats.games);
  });

  it("full matches of 3 games (and small table limits) keep every invariant", () => {
    const stats = runPlayouts(
      withOutsideWatchers(twelves),
      { games: Math.ceil(total * 0.2), seatCounts, sampleEvery: 9, from: 200_000 },
      {
        ...hooks,
        options: (seats, rng) => (rng.n % 2 === 0 ? {} : { tableLimit: 2 + seats }),
      },
    );
    expect(stats.finished).toBe(stats.games);
  });
});
