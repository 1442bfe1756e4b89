// Audit: seeded random games played side by side by the engine and by an
// independent model of the rules page (audit-model.ts), comparing after every
// move what each seat may do and every public field each seat's view shows, and
// at the end the result. Some games use fixtures (stacked deck tops and scripted
// rolls that run out mid-game), as the acceptance tests do.
import { describe, expect, it } from "vitest";
import { FULL_DECK, type Card } from "../../../src/engine/cards";
import { stakes, type StakesMove } from "../../../src/engine/stakes";
import { newRng, nextInt, shuffleInPlace, type RngState } from "../../../src/engine/rng";
import { playoutCount } from "../playout-harness";
import { Model } from "./audit-model";
import { logLines } from "../../../src/engine/log";
import { logIn } from "../../../src/engine/registry";

const KEYS = [
  "round",
  "dice",
  "target",
  "pot",
  "deckCount",
  "discardCount",
  "firstPlayer",
  "turn",
  "pending",
  "players",
  "outcomes",
  "known",
];

function engineFields(v: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of KEYS) if (k in v) out[k] = v[k];
  return out;
}

function fixtureFor(g: number, rng: RngState): { deck: Card[]; rolls: number[] } | undefined {
  if (g % 3 !== 0) return undefined;
  const deck = shuffleInPlace(rng, FULL_DECK.slice()).slice(0, nextInt(rng, 53));
  const rolls = Array.from({ length: nextInt(rng, 30) }, () => nextInt(rng, 6) + 1);
  return { deck, rolls };
}

/** Mostly flips, so rounds run long and reach reshuffles; otherwise any legal move. */
function choose(moves: StakesMove[], rng: RngState): StakesMove {
  const flip = moves.find((m) => m.type === "flip");
  if (flip && nextInt(rng, 100) < 55) return flip;
  return moves[nextInt(rng, moves.length)]!;
}

describe("audit: engine against an independent model of the rules", () => {
  it("agree on every legal move, every view field and every result", () => {
    const games = playoutCount(1000, 120);
    const seen = new Set<string>();
    for (let g = 0; g < games; g++) {
      const seats = 2 + (g % 5);
      const seed = g.toString(16).padStart(8, "0").repeat(8);
      const rng = newRng(seed.split("").reverse().join(""));
      const fixture = fixtureFor(g, rng);
      const model = new Model(seats, seed, fixture);
      let s = stakes.setup({ seats, seed, options: fixture ? { fixture } : {} });
      const where = () => `game ${g} (${seats} seats, seed ${seed}) after ${s.version} moves`;
      for (let step = 0; ; step++) {
        for (const seat of [null, ...Array.from({ length: seats }, (_, i) => i)]) {
          const got = engineFields(stakes.view(s, seat) as Record<string, unknown>);
          if (JSON.stringify(got) !== JSON.stringify(model.view(seat))) {
            expect(got, `${where()}, seat ${seat}'s view`).toEqual(model.view(seat));
          }
          if (seat !== null && JSON.stringify(stakes.legal(s, seat)) !== JSON.stringify(model.legal(seat))) {
            expect(stakes.legal(s, seat), `${where()}, seat ${seat}'s legal moves`).toEqual(model.legal(seat));
          }
        }
        if (model.finished) break;
        if (step > 5000) throw new Error(`${where()}: no end`);
        const seat = model.turn!;
        const move = choose(model.legal(seat), rng);
        const r = stakes.apply(s, seat, move);
        if (!r.ok) throw new Error(`${where()}: ${JSON.stringify(move)} refused (${r.error.code})`);
        s = r.value;
        model.apply(seat, move);
        seen.add(move.type);
        if (s.lastEvent?.busts.some((b) => b !== seat)) seen.add(`bust-by-${s.lastEvent.type}`);
        if (logLines(s.log, logIn("en")).some((e) => e.n === s.version && e.kind === "reshuffle"))
          seen.add("reshuffle");
        if (s.lastEvent?.type === "flip" && s.lastEvent.shielded) seen.add("shielded");
      }
      expect(s.finished, where()).toBe(true);
      const scores = model.players.map((p) => p.score);
      const best = Math.max(...scores);
      expect(stakes.result(s), where()).toEqual({ winners: scores.flatMap((x, i) => (x === best ? [i] : [])), scores });
      for (const o of model.outcomes) seen.add(`duel-${o.result}`);
    }
    // The games went through every kind of move and every corner this compares.
    expect([...seen].sort()).toEqual([
      "bank",
      "bust-by-nudge",
      "bust-by-twist",
      "duel-dead",
      "duel-push",
      "duel-win",
      "flip",
      "nudge",
      "pass",
      "peek",
      "reshuffle",
      "shielded",
      "twist",
    ]);
  });
});
