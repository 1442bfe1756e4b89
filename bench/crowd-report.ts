// Prints the crowd benchmark (./crowd.ts) beside the figures issue 16 measured
// before the relays: 4,872 spectators made a move take 692 ms against 11 ms quiet.
import { availableParallelism, loadavg } from "node:os";
import { crowdRun, type CrowdRun } from "./crowd";

const ISSUE = { spectators: 4872, quietMs: 11, crowdMs: 692 };

function p(samples: number[], q: number): number {
  if (samples.length === 0) return NaN;
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((q / 100) * s.length))]!;
}

const f = (n: number) => (Number.isNaN(n) ? "–" : n.toFixed(1));

/** Sizes from the CROWD_SIZES variable (e.g. "0,1000,5000,10000"), else quiet, 1,000 and 5,000. */
function sizes(): number[] {
  const env = process.env.CROWD_SIZES;
  const list = env
    ? env
        .split(",")
        .map((x) => parseInt(x, 10))
        .filter((n) => Number.isFinite(n) && n >= 0)
    : [0, 1000, 5000];
  return list.length ? list : [0, 1000, 5000];
}

export async function crowdReport(origin: string, quick: boolean, via = "wrangler dev"): Promise<CrowdRun[]> {
  const moves = quick ? 10 : 30;
  console.log(
    `\nCrowd: one table, its spectators on live sockets (wrangler dev, this machine; ms), through ${via} at ${origin}`,
  );
  console.log(
    `load average at the start: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(", ")} (${availableParallelism()} cores)`,
  );
  console.log("quiet = a move on an unwatched table, taken in turn with each watched move (same load)");
  console.log(
    "spectators  path         moves  quiet p50  move p50  move p99  ×quiet  whole crowd p50    p99  median reader p50  missed  out of order  connect s  load",
  );
  const runs: CrowdRun[] = [];
  const row = (r: CrowdRun) => {
    runs.push(r);
    const move50 = p(r.move, 50);
    const quiet50 = p(r.quiet, 50);
    console.log(
      [
        String(r.spectators).padStart(10),
        (r.direct ? "game object" : "relays").padEnd(11),
        String(r.moves).padStart(6),
        f(quiet50).padStart(10),
        f(move50).padStart(9),
        f(p(r.move, 99)).padStart(9),
        f(move50 / quiet50).padStart(7),
        f(p(r.whole, 50)).padStart(16),
        f(p(r.whole, 99)).padStart(6),
        f(p(r.median, 50)).padStart(18),
        String(r.missed).padStart(7),
        String(r.disorder).padStart(13),
        (r.connectMs / 1000).toFixed(1).padStart(10),
        loadavg()[0]!.toFixed(1).padStart(5),
      ].join(" "),
    );
  };
  for (const n of sizes()) row(await crowdRun(origin, n, moves));
  // The old path (spectators on the game object itself), for comparison: at the largest size the
  // game object now takes (its own cap, 1,000 watchers) unless CROWD_DIRECT names one; CROWD_DIRECT=off skips it.
  const direct = process.env.CROWD_DIRECT;
  if (direct !== "off")
    row(
      await crowdRun(
        origin,
        direct && /^\d+$/.test(direct) ? Number(direct) : Math.min(1000, Math.max(...sizes())),
        quick ? 5 : 10,
        true,
      ),
    );
  console.log(
    `before the relays (issue 16): ${ISSUE.spectators} spectators, move ${ISSUE.crowdMs} ms vs ${ISSUE.quietMs} ms quiet (${(ISSUE.crowdMs / ISSUE.quietMs).toFixed(0)}×)`,
  );
  if (process.env.CROWD_JSON)
    console.log(
      JSON.stringify(
        runs.map(({ move, quiet, whole, median, ...r }) => ({
          ...r,
          quiet50: p(quiet, 50),
          move50: p(move, 50),
          move99: p(move, 99),
          whole50: p(whole, 50),
          whole99: p(whole, 99),
          median50: p(median, 50),
        })),
      ),
    );
  return runs;
}
