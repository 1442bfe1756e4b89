// An independent reading of docs/rules/stakes.md, written for the audit without
// looking at the engine's structure: plain mutable state, one method per rule.
// It shares only the randomness primitives, consumed in the order api.md and
// web/docs/stakes-state.md fix (deck shuffle, A then B, first player; a twist
// rolls its die; a reshuffle shuffles the discard pile in the order cards went
// there), so a differential playout can compare it with the engine move by move.
import { FULL_DECK, type Card } from "../../../src/engine/cards";
import { newRandom, rollDie, stackedDeck, type RandomState } from "../../../src/engine/random";
import { newRng, nextInt, shuffleInPlace } from "../../../src/engine/rng";
import type { StakesMove } from "../../../src/engine/stakes";
import { duelResult, freshPlayer, type ModelPlayer as P, type Outcome, value } from "./audit-model-parts";

export type { Outcome } from "./audit-model-parts";

export class Model {
  duel: boolean;
  round = 1;
  A: number;
  B: number;
  pot = 0;
  deck: Card[];
  discard: Card[] = [];
  known: Card[][];
  players: P[];
  first: number;
  turn: number | null;
  pending: "peek" | "nudge" | null = null;
  outcomes: Outcome[] = [];
  finished = false;
  private random: RandomState;

  constructor(
    readonly seats: number,
    seed: string,
    fixture?: { deck?: Card[]; rolls?: number[] },
  ) {
    this.random = newRandom(newRng(seed), fixture?.rolls ?? []);
    this.deck = stackedDeck(this.random, FULL_DECK, fixture?.deck ?? []);
    this.A = rollDie(this.random, 6);
    this.B = rollDie(this.random, 6);
    this.first = fixture ? 0 : nextInt(this.random.rng, seats);
    this.duel = seats === 2;
    const lev = this.duel ? 4 : 3;
    this.players = Array.from({ length: seats }, () => freshPlayer(lev));
    this.known = this.players.map(() => []);
    this.turn = this.first;
  }

  get target(): number {
    return this.A + this.B + 10;
  }

  private cardsLeft(): boolean {
    return this.deck.length + this.discard.length > 0;
  }

  legal(seat: number): StakesMove[] {
    if (this.finished || seat !== this.turn) return [];
    if (this.pending === "peek")
      return [
        { type: "peek", order: "keep" },
        { type: "peek", order: "swap" },
      ];
    if (this.pending === "nudge") {
      const out: StakesMove[] = [];
      for (const die of ["A", "B"] as const) {
        for (const delta of [1, -1] as const) {
          const v = this[die] + delta;
          if (v >= 1 && v <= 6) out.push({ type: "nudge", die, delta });
        }
      }
      return out;
    }
    const p = this.players[seat]!;
    const out: StakesMove[] = [];
    const twists: StakesMove[] =
      p.leverage > 0
        ? [
            { type: "twist", die: "A" },
            { type: "twist", die: "B" },
          ]
        : [];
    if (p.status === "live") {
      if (this.cardsLeft()) out.push({ type: "flip" });
      if (p.flipped && p.total > 0) out.push({ type: "bank" });
      if (p.flipped) out.push(...twists);
    } else if (p.status === "banked" && this.duel) {
      out.push(...twists, { type: "pass" });
    }
    return out;
  }

  apply(seat: number, m: StakesMove): void {
    const p = this.players[seat]!;
    if (m.type === "flip") {
      p.flipped = true;
      if (this.deck.length === 0) {
        this.deck = shuffleInPlace(this.random.rng, this.discard);
        this.discard = [];
        this.known = this.known.map(() => []);
      }
      const card = this.deck.shift()!;
      this.known = this.known.map((k) => k.filter((c) => c !== card));
      if (p.shield && p.total + value(card) > this.target) {
        p.shield = false;
        this.discard.push(card);
      } else {
        p.row.push(card);
        p.total += value(card);
        const rank = card.slice(0, -1);
        if (rank === "Q") p.shield = true;
        if (p.total > this.target) this.bust(seat);
        if (rank === "K") this.pending = "nudge";
        if (rank === "J" && this.deck.length > 0) {
          this.known[seat] = this.deck.slice(0, 2);
          if (this.deck.length >= 2) this.pending = "peek";
        }
      }
    } else if (m.type === "peek") {
      this.pending = null;
      if (m.order === "swap") {
        [this.deck[0], this.deck[1]] = [this.deck[1]!, this.deck[0]!];
        this.known[seat] = this.deck.slice(0, 2);
      }
    } else if (m.type === "nudge") {
      this.pending = null;
      this[m.die] += m.delta;
      this.bustSweep(seat);
    } else if (m.type === "twist") {
      p.leverage--;
      this.pot++;
      this[m.die] = rollDie(this.random, 6);
      this.bustSweep(seat);
    } else if (m.type === "bank") {
      p.status = "banked";
      p.exact = p.total === this.target;
      if (this.duel) {
        p.roundScores.push(p.total);
        const opp = this.players[1 - seat]!;
        if (p.exact && opp.leverage > 0) {
          opp.leverage--;
          p.leverage++;
        }
      } else {
        const score = p.exact ? p.total + 5 : p.total;
        p.roundScores.push(score);
        p.score += score;
        if (p.exact && this.pot > 0) {
          this.pot--;
          p.leverage++;
        }
      }
    }
    if (this.pending === null) this.next(seat);
  }

  private bust(seat: number): void {
    const p = this.players[seat]!;
    p.status = "bust";
    p.roundScores.push(0);
    this.discard.push(...p.row);
    p.row = [];
    // The engine drops a busted player's shield at once (not on the rules page).
    p.shield = false;
  }

  private bustSweep(actor: number): void {
    for (let i = 0; i < this.seats; i++) {
      const c = (actor + i) % this.seats;
      const p = this.players[c]!;
      if (p.status === "live" && p.total > this.target) this.bust(c);
    }
  }

  private mayAct(c: number): boolean {
    const p = this.players[c]!;
    return p.status === "live" || (this.duel && p.status === "banked" && p.leverage > 0);
  }

  private next(from: number): void {
    for (;;) {
      if (!this.players.some((p) => p.status === "live")) {
        this.endRound();
        if (this.finished) return;
        from = (this.first + this.seats - 1) % this.seats;
        continue;
      }
      let c = from;
      do c = (c + 1) % this.seats;
      while (!this.mayAct(c));
      const p = this.players[c]!;
      // The engine's ruling for a live player with no legal move at all.
      if (p.status === "live" && this.legal2(p).length === 0) {
        this.bust(c);
        from = c;
        continue;
      }
      this.turn = c;
      return;
    }
  }

  private legal2(p: P): string[] {
    const out: string[] = [];
    if (this.cardsLeft()) out.push("flip");
    if (p.flipped && (p.total > 0 || p.leverage > 0)) out.push("bank-or-twist");
    return out;
  }

  private endRound(): void {
    let nextFirst = (this.first + 1) % this.seats;
    if (this.duel) {
      const [a, b] = this.players as [P, P];
      const t = this.target;
      const { result, winner } = duelResult(a, b, t);
      const payers = result === "dead" ? [0, 1] : winner === null ? [] : [1 - winner];
      const paid = payers.filter((s) => !this.players[s]!.exact && this.players[s]!.leverage > 0);
      for (const s of paid) {
        this.players[s]!.leverage--;
        this.pot++;
      }
      if (winner !== null) {
        this.players[winner]!.wins++;
        this.players[winner]!.score++;
        nextFirst = 1 - winner;
      }
      this.outcomes.push({ round: this.round, target: t, result, winner, paid });
    }
    if (this.duel ? this.players.some((p) => p.wins === 4) : this.round === 5) {
      this.finished = true;
      this.turn = null;
      return;
    }
    for (const p of this.players) {
      this.discard.push(...p.row);
      Object.assign(p, { status: "live", row: [], total: 0, shield: false, flipped: false, exact: false });
    }
    this.A = rollDie(this.random, 6);
    this.B = rollDie(this.random, 6);
    this.round++;
    this.first = nextFirst;
  }

  /** The public view fields a client sees, in the engine view's shape, for `seat`. */
  view(seat: number | null): Record<string, unknown> {
    const v: Record<string, unknown> = {
      round: this.round,
      dice: { A: this.A, B: this.B },
      target: this.target,
      pot: this.pot,
      deckCount: this.deck.length,
      discardCount: this.discard.length,
      firstPlayer: this.first,
      turn: this.turn,
      pending: this.pending && { type: this.pending, seat: this.turn },
      players: this.players.map((p, i) => ({
        seat: i,
        status: p.status,
        row: [...p.row],
        total: p.total,
        shield: p.shield,
        leverage: p.leverage,
        roundScores: [...p.roundScores],
        score: p.score,
        flipped: p.flipped,
        exact: p.exact,
        ...(this.duel ? { wins: p.wins } : {}),
      })),
    };
    if (this.duel) v.outcomes = this.outcomes.map((o) => ({ ...o, paid: [...o.paid] }));
    const k = seat === null ? [] : this.known[seat]!;
    if (k.length > 0) v.known = [...k];
    return v;
  }
}
