// One move: check it (refusals.ts), then draw/play/score on a draft of the state
// (draft.ts: only what a move changes is copied).
import type { Card } from "../cards";
import { plus } from "../arrays";
import { err, ok, type Result } from "../result";
import type { MoveError, Seat } from "../types";
import { draft, setPlayer } from "./draft";
import { addEvent } from "./log";
import { FACES_IN_GAME, faceOnTable, isQueenOrKing, matchOnTable, tablePoints } from "./piles";
import { refusal } from "./refusals";
import { endGame, endRound } from "./round-end";
import { passTurn } from "./turn";
import type { DobbelMove, DobbelState, Outcome } from "./types";

export function apply(state: DobbelState, seat: Seat, move: DobbelMove): Result<DobbelState, MoveError> {
  const refused = refusal(state, seat, move);
  if (refused) return err(refused);
  const s = draft(state);
  if (move.type === "score") score(s, seat);
  else placeCard(s, seat, move);
  return ok(s);
}

function score(s: DobbelState, seat: Seat): void {
  const p = s.players[seat]!;
  const points = tablePoints(s.table, 1);
  setPlayer(s, seat, { ...p, out: "scored", score: p.score + points });
  s.lastEvent = { seat, move: "score", card: null, outcome: "scored", points, roundEnded: false };
  addEvent(s, "dobbel.score", seat, points);
  passTurn(s, seat);
}

/** A drawn or played card; "the effect is exactly as if it had been drawn". */
function placeCard(s: DobbelState, seat: Seat, move: Exclude<DobbelMove, { type: "score" }>): void {
  let card: Card;
  if (move.type === "draw") {
    card = s.deck[s.drawn]!;
    s.drawn++;
    addEvent(s, "dobbel.draw", seat, card);
  } else {
    card = move.card;
    const p = s.players[seat]!;
    setPlayer(s, seat, { ...p, hand: p.hand.filter((c) => c !== card) });
    addEvent(s, "dobbel.play", seat, card);
  }
  const outcome = effect(s, seat, card);
  s.lastEvent = { seat, move: move.type, card, outcome, points: null, roundEnded: false };
  const dc = s.doubleChance;
  switch (outcome) {
    case "eighth_face":
      return endGame(s);
    case "second_face":
      addEvent(s, "dobbel.face2", -1);
      if (dc) addEvent(s, "dobbel.double.fail", seat);
      return endRound(s, seat);
    case "failed":
      if (dc) {
        addEvent(s, "dobbel.double.fail", seat);
        return endRound(s, seat);
      }
      return passTurn(s, seat);
    default:
      if (!dc) return passTurn(s, seat);
      if (dc.step === 1) {
        s.doubleChance = { seat, step: 2, played: move.type === "play" };
        return;
      }
      return doubleScore(s, seat);
  }
}

function effect(s: DobbelState, seat: Seat, card: Card): Outcome {
  if (isQueenOrKing(card)) {
    const second = faceOnTable(s.table);
    s.table = plus(s.table, card);
    s.facesDrawn++;
    if (s.facesDrawn === FACES_IN_GAME) return "eighth_face";
    if (second) return "second_face";
    addEvent(s, "dobbel.face", -1);
    return "first_face";
  }
  const match = matchOnTable(s.table, card);
  if (match) {
    // The failing card is put away face down; the player is out of the round.
    s.discard = plus(s.discard, card);
    setPlayer(s, seat, { ...s.players[seat]!, out: "failed" });
    addEvent(s, "dobbel.fail", seat, card, match);
    return "failed";
  }
  s.table = plus(s.table, card);
  return "placed";
}

function doubleScore(s: DobbelState, seat: Seat): void {
  const p = s.players[seat]!;
  const points = tablePoints(s.table, 2);
  setPlayer(s, seat, { ...p, out: "scored", score: p.score + points });
  s.lastEvent!.points = points;
  addEvent(s, "dobbel.double.score", seat, points);
  endRound(s, seat);
}
