import { readFileSync } from "node:fs";
import { GAMES } from "../../../src/engine/registry";
import { buckets, digest, gamesPer } from "../../../tests/engine/golden/record";
const want = JSON.parse(readFileSync("/work/wt/engine-speed/tests/engine/golden/digests.json", "utf8"));
let bad = 0;
for (const b of buckets(Object.values(GAMES), gamesPer)) {
  const k = `${b.game}/${b.seats}/${b.options}`;
  try { const r = digest(GAMES[b.game]!, b); const ok = r.digest === want[k].digest && r.moves === want[k].moves; if (!ok) bad++; console.log(k, ok ? "ok" : "DIFF"); }
  catch (e) { bad++; console.log(k, "ERR", (e as Error).stack?.split("\n").slice(0,4).join(" | ")); }
}
console.log(bad ? `${bad} differ` : "all identical");
