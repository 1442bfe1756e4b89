// Writes digests.json from the engine as it is now: run only when the output is
// meant to change (npx tsx tests/engine/golden/write.ts), and say why in the commit.
// Each bucket keeps its digest, and each match's short digest (space-separated, in
// order) so a failing run can name the first match that changed.
import { writeFileSync } from "node:fs";
import { GAMES } from "../../../src/engine/registry";
import { buckets, digest, gamesPer } from "./record";
import type { Recorded } from "./explain";

const out: Record<string, Recorded> = {};
for (const b of buckets(Object.values(GAMES), gamesPer)) {
  const t0 = performance.now();
  const r = digest(GAMES[b.game]!, b);
  out[`${b.game}/${b.seats}/${b.options}`] = {
    games: b.games,
    moves: r.moves,
    digest: r.digest,
    matches: r.matches.join(" "),
  };
  console.log(
    `${b.game} ${b.seats} ${b.options}: ${b.games} games, ${r.moves} moves, ${Math.round(performance.now() - t0)} ms`,
  );
}
writeFileSync(new URL("./digests.json", import.meta.url), `${JSON.stringify(out, null, 2)}\n`);
