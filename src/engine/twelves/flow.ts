// Moves the game along after every accepted move: ends the game when at most one
// participant remains, and when a pass has no one left to act, starts the next
// pass, stage or round (new die each) or the showdown.
import { rollOwn } from "./dice";
import { endGame, resetRound } from "./game";
import { event } from "./log";
import { showdown } from "./showdown";
import { handSize } from "./turn";
import type { TwelvesState } from "./types";
import { mine, mineHand } from "./draft";

function startActions(st: TwelvesState, pass: 1 | 2): void {
  st.stage = "actions";
  st.pass = pass;
  st.cursor = 0;
  for (const s of st.order) if (st.players[s]!.acted) mine(st, s).acted = false;
  event(st, "twelves.stage", -1, st.round, pass);
}

function startBetting(st: TwelvesState): void {
  st.stage = "betting";
  st.pass = 1;
  st.cursor = 0;
  st.doubledInPass = false;
  for (const s of st.order) if (st.players[s]!.doubled) mine(st, s).doubled = false;
  event(st, "twelves.betting", -1, st.round);
}

function newDice(st: TwelvesState): void {
  for (const s of st.order) {
    const { face, rigged } = rollOwn(st, s);
    const p = mineHand(st, s);
    p.hand.push(face);
    p.hiddenAt.push(null);
    event(st, "twelves.newdie", s, p.hand.length - 1, face, rigged ? 1 : 0);
  }
}

export function settle(st: TwelvesState): void {
  while (st.stage !== "over") {
    if (st.order.length === 1) {
      endGame(st, [st.order[0]!], "last", null);
      continue;
    }
    if (st.order.length === 0) {
      // Ruling: those one event removed share the pool, in the turn order they had.
      event(st, "twelves.removed", -1, ...st.removedNow);
      endGame(st, st.removedNow.slice(), "removed", null);
      continue;
    }
    if (st.cursor < st.order.length) return;
    if (st.stage === "betting") {
      if (st.pass === 1 && st.doubledInPass) {
        st.pass = 2;
        st.cursor = 0;
        st.doubledInPass = false;
        event(st, "twelves.stage2", -1, st.round);
      } else {
        startActions(st, 1);
      }
    } else if (st.pass === 1) {
      startActions(st, 2);
    } else if (handSize(st) === 5) {
      showdown(st);
    } else {
      newDice(st);
      st.round++;
      resetRound(st);
      startBetting(st);
    }
  }
}
