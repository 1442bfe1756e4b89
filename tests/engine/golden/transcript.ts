// Prints every line of one recorded match (what golden.test.ts digests), one per
// line as "where | tag json", to read or to diff:
//   npx tsx tests/engine/golden/transcript.ts stakes/3/default 17            the engine as it is now
//   npx tsx tests/engine/golden/transcript.ts stakes/3/default 17 --at HEAD  the engine as committed at HEAD
//   npx tsx tests/engine/golden/transcript.ts stakes/3/default 17 --diff     only the first line that differs from HEAD's
import { GAMES } from "../../../src/engine/registry";
import { bucketOf, firstDifference, recorderAt } from "./explain";
import { gamesPer, transcript } from "./record";

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const k = args.indexOf(name);
  return k < 0 ? undefined : (args.splice(k, 2)[1] ?? "HEAD");
};
const diffWith = args.includes("--diff") ? flag("--diff") : undefined;
const at = flag("--at");
const [key, index] = args;
if (!key || index === undefined || !/^\d+$/.test(index)) {
  console.error(
    "usage: npx tsx tests/engine/golden/transcript.ts <game/seats/options> <match index> [--at <rev> | --diff [<rev>]]",
  );
  process.exit(2);
}
const probe = bucketOf(key, 0);
const b = bucketOf(key, gamesPer(probe.game, probe.options));
const i = Number(index);

async function play(rev: string | undefined) {
  if (rev === undefined) return transcript(GAMES[b.game]!, b, i);
  const r = await recorderAt(rev);
  if (!r.transcript) throw new Error(`${rev} has no transcript() in tests/engine/golden/record.ts`);
  return r.transcript(r.GAMES[b.game]!, b, i);
}

if (diffWith !== undefined) {
  const [expected, actual] = [await play(diffWith), await play(undefined)];
  console.log(
    firstDifference(expected.lines, actual.lines) ??
      `match ${i} of ${key} is the same as at ${diffWith} (digest ${actual.digest})`,
  );
} else {
  const t = await play(at);
  console.log(`# ${key} match ${i}, seed ${t.seed}, digest ${t.digest}${at ? `, engine at ${at}` : ""}`);
  for (const l of t.lines) console.log(`${l.where} | ${l.tag} ${l.json}`);
}
