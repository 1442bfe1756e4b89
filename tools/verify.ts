// npm run verify -- <match id | URL | file>
// Fetches (or reads) a finished match record and checks it with the engine:
// commitment, seed derivation, every move, the result. Exit 0 when it holds.
import { existsSync, readFileSync } from "node:fs";
import { verifyMatch } from "../src/verify/verify-match";
import type { MatchRecord } from "../src/protocol/api";

async function load(arg: string, origin: string): Promise<MatchRecord> {
  if (existsSync(arg)) return JSON.parse(readFileSync(arg, "utf8")) as MatchRecord;
  const url = /^https?:\/\//.test(arg)
    ? arg.replace(/\/m\/([^/?#]+).*$/, "/api/matches/$1")
    : `${origin}/api/matches/${encodeURIComponent(arg)}`;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as MatchRecord;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const at = args.indexOf("--origin");
  const origin = at >= 0 ? args.splice(at, 2)[1]! : (process.env.TABLELINK_ORIGIN ?? "http://127.0.0.1:8787");
  const target = args[0];
  if (!target) {
    console.error("usage: npm run verify -- <match id | match URL | record.json> [--origin http://host:port]");
    return 2;
  }
  const record = await load(target, origin);
  const report = await verifyMatch(record);
  console.log(`Match ${record.id} (${record.game}, ${record.seats} seats, ${record.moves?.length ?? 0} moves)`);
  for (const line of report.checked) console.log(`  ok    ${line}`);
  for (const p of report.problems)
    console.log(`  FAIL  ${p.kind}${p.index !== undefined ? ` #${p.index}` : ""}: ${p.message}`);
  console.log(
    report.ok ? "Verified: this match was played fairly as recorded." : "NOT verified: see the lines marked FAIL.",
  );
  return report.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(2);
  },
);
