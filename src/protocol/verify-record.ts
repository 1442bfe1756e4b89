// The match check itself (verify-match.ts), given the game's engine, so a page
// can run it without bundling every game's engine (no registry import here).
import { countTurn, timedOutTurns, type TurnCount } from "./absent-turns";
import { commitmentOf, deriveSeed } from "./seed";
import { replay } from "../engine/replay";
import { SEED_HEX } from "../engine/rng";
import type { AnyGameDef } from "../engine/types";
import type { Catalog } from "../words/format";
import type { MatchRecord } from "./api";

export type ProblemKind = "record" | "commitment" | "seed" | "move" | "result";

export interface Problem {
  kind: ProblemKind;
  /** The move's index in the log, for kind "move". */
  index?: number;
  message: string;
}

export interface VerifyReport {
  ok: boolean;
  /** What was checked, in order, each a line a person reads. */
  checked: string[];
  problems: Problem[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Names the entries a seat did not play itself, so a reader sees how the match ended. */
function playedFor(moves: MatchRecord["moves"]): string {
  const timeouts = moves.filter((m) => m.by === "timeout" && !("resign" in m)).length;
  const auto = moves.filter((m) => m.by === "resigned" && !("resign" in m)).length;
  const resigns = moves.filter((m) => "resign" in m).length;
  const parts = [
    timeouts && `${timeouts} played on timeouts`,
    auto && `${auto} played for resigned seats`,
    resigns && `${resigns} resignation${resigns > 1 ? "s" : ""}`,
  ].filter(Boolean);
  return parts.length ? ` (${parts.join(", ")})` : "";
}

/**
 * The check with the game's engine given: the match page loads only that one game's engine.
 * `words`: the log's words the replay reads its lines in (the match page has only its own language's).
 */
export async function verifyMatchWith(
  record: MatchRecord,
  game: { def: AnyGameDef; words: Catalog } | undefined,
): Promise<VerifyReport> {
  const checked: string[] = [];
  const problems: Problem[] = [];
  const fail = (p: Problem) => ({ ok: false, checked, problems: [...problems, p] });

  if (!game) return fail({ kind: "record", message: `unknown game ${JSON.stringify(record?.game)}` });
  const { def, words } = game;
  if (!SEED_HEX.test(record.serverSeed ?? ""))
    return fail({ kind: "record", message: "serverSeed is not 64 lowercase hex characters" });
  if (!Array.isArray(record.moves)) return fail({ kind: "record", message: "moves is not a list" });

  const commitment = await commitmentOf(record.serverSeed);
  if (commitment !== record.commitment) {
    problems.push({
      kind: "commitment",
      message: `SHA-256 of serverSeed is ${commitment}, but the published commitment is ${record.commitment}: the server seed was changed after the game began`,
    });
  } else checked.push(`commitment: SHA-256(serverSeed) = ${commitment}`);

  const entropy = Array.isArray(record.entropy) ? record.entropy : [];
  const perSeat = Array.from({ length: record.seats }, (_, i) => entropy[i] ?? "");
  let seed: string;
  try {
    seed = await deriveSeed(record.serverSeed, perSeat);
  } catch {
    return fail({ kind: "record", message: "an entropy value is not lowercase hex" });
  }
  if (seed !== record.seed) {
    problems.push({
      kind: "seed",
      message: `serverSeed and the seats' entropy give seed ${seed}, but the record says ${record.seed}: the seed or an entropy was changed`,
    });
  } else
    checked.push(
      `seed: HMAC-SHA-256 derivation from serverSeed and ${entropy.length ? "every seat's entropy" : "no entropy (seed = serverSeed)"}`,
    );

  // Replay from the derived seed, never the recorded one: trust only the commitment.
  // A move marked as played on a timeout counts as one only if it is the move time plays (the game's default).
  const claimed = record.result?.reason === "claimed";
  const forged = new Set<number>();
  const replayed = replay(
    def,
    { seats: record.seats, seed, options: record.options ?? {} },
    record.moves,
    words,
    claimed
      ? (state, i) => {
          const m = record.moves[i]!;
          if (m.by === "timeout" && "move" in m && !same(m.move, def.defaultMove(state, m.seat))) forged.add(i);
        }
      : undefined,
  );
  if (!replayed.ok) {
    const { index, error } = replayed.error;
    if (index < 0) return fail({ kind: "record", message: `options refused: ${error.message}` });
    const m = record.moves[index]!;
    const what = "resign" in m ? `resigns (${m.by})` : JSON.stringify(m.move);
    problems.push({
      kind: "move",
      index,
      message: `move ${index + 1} (seat ${m.seat}: ${what}) is refused by the rules: ${error.code} (${error.message})`,
    });
    return { ok: false, checked, problems };
  }
  checked.push(`moves: all ${record.moves.length} replay under the rules${playedFor(record.moves)}`);

  const result = def.result(replayed.value);
  if (record.result?.reason === "abandoned") {
    checkAbandoned(def, replayed.value, record, result !== null, problems, checked);
  } else if (claimed) {
    const message = claimProblem(def, replayed.value, record, result !== null, forged);
    if (message) problems.push({ kind: "result", message });
    else checked.push(`result: seat ${record.result.winners[0]} claimed the match from a seat time had played for`);
  } else if (!result) {
    problems.push({
      kind: "result",
      message: `after all ${record.moves.length} moves the game is not over, but the record says it finished`,
    });
  } else if (!same(result, record.result)) {
    problems.push({
      kind: "result",
      message: `replay gives winners ${JSON.stringify(result.winners)} scores ${JSON.stringify(result.scores)}, but the record says winners ${JSON.stringify(record.result?.winners)} scores ${JSON.stringify(record.result?.scores)}`,
    });
  } else checked.push(`result: winners ${JSON.stringify(result.winners)}, scores ${JSON.stringify(result.scores)}`);

  return { ok: problems.length === 0, checked, problems };
}

/** A match the table ended after 30 days with no move: the rules had not ended it, nobody won, the scores stood as replayed. */
function checkAbandoned(
  def: AnyGameDef,
  state: unknown,
  record: MatchRecord,
  overByRules: boolean,
  problems: Problem[],
  checked: string[],
): void {
  const scores = def.scores(state);
  const n = record.moves.length;
  if (overByRules)
    problems.push({
      kind: "result",
      message: `after all ${n} moves the game is over by its rules, but the record says it was abandoned`,
    });
  else if (record.result.winners.length !== 0)
    problems.push({
      kind: "result",
      message: `the record says the match was abandoned but names winners ${JSON.stringify(record.result.winners)}`,
    });
  else if (!same(scores, record.result.scores))
    problems.push({
      kind: "result",
      message: `replay gives scores ${JSON.stringify(scores)} when the match was abandoned, but the record says ${JSON.stringify(record.result.scores)}`,
    });
  else checked.push(`result: abandoned after ${n} moves with no winner, scores ${JSON.stringify(scores)}`);
}

/**
 * A match claimed at two seats (docs/api.md "Claiming a Duel from a player who is gone"): the rules had not
 * ended it, the one winner's opponent had let time play its last two turns (counted from the moves as the
 * room counts them), and the scores stood as replayed. Why it fails, or null.
 */
function claimProblem(
  def: AnyGameDef,
  state: unknown,
  record: MatchRecord,
  overByRules: boolean,
  forged: ReadonlySet<number>,
): string | null {
  const { winners, scores } = record.result;
  if (overByRules) return "the game is over by its rules, but the record says it was claimed";
  if (record.seats !== 2 || winners.length !== 1 || (winners[0] !== 0 && winners[0] !== 1))
    return `a claimed match has two seats and one winner, but the record has ${record.seats} seats and winners ${JSON.stringify(winners)}`;
  let turns: TurnCount | undefined;
  record.moves.forEach((m, i) => {
    turns = countTurn(turns, forged.has(i) ? { seat: m.seat } : m);
  });
  const gone = 1 - winners[0];
  if (timedOutTurns(turns, gone, def.toAct(state)) < 2)
    return `the record says seat ${winners[0]} claimed the match, but time had not played seat ${gone}'s last two turns`;
  if (!same(def.scores(state), scores))
    return `replay gives scores ${JSON.stringify(def.scores(state))} when the match was claimed, but the record says ${JSON.stringify(scores)}`;
  return null;
}
