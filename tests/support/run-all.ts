// `npm test` after the typecheck: the engine and worker projects and the browser
// project (against one `wrangler dev` and one Chromium), each two files at a time,
// run side by side as two vitest processes. Vitest runs the projects of one
// process group by group, never a sequential project beside parallel ones, and
// the browser files spend much of their time waiting on Chromium and the
// service, so side by side the whole run takes about as long as its slower half.
// The engine and worker output streams as it comes; the browser's is held back
// until then and follows in one piece. Arguments go to both (with
// --passWithNoTests, so a file filter may match in one project only).
// Exits non-zero when either run fails, after both have finished.
import { spawn } from "node:child_process";
import { join } from "node:path";

const ROOT = join(import.meta.dirname, "../..");
const VITEST = join(ROOT, "node_modules/.bin/vitest");
const extra = process.argv.slice(2);

interface Run {
  name: string;
  /** Its part of the times file's name. */
  file: string;
  projects: string[];
}

const RUNS: Run[] = [
  { name: "engine + worker", file: "engine-worker", projects: ["engine", "worker", "worker-fresh-d1"] },
  { name: "browser", file: "browser", projects: ["browser"] },
];

// The held-back run writes to a pipe: keep its colours when npm test itself prints to a terminal.
const env = { ...process.env, ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: "1" } : {}) };

function start(run: Run, live: boolean): { done: Promise<{ code: number; seconds: number }>; release: () => void } {
  const args = [
    "run",
    ...run.projects.flatMap((p) => ["--project", p]),
    // Each file's and test's time as well, in test-results/times-<run>.json: where a run's minutes go.
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${join(ROOT, "test-results", `times-${run.file}.json`)}`,
    ...(extra.length ? ["--passWithNoTests", ...extra] : []),
  ];
  const t0 = performance.now();
  // The live run writes straight to this terminal; the other one through pipes, held back.
  const child = spawn(VITEST, args, {
    cwd: ROOT,
    env,
    stdio: live ? ["ignore", "inherit", "inherit"] : ["ignore", "pipe", "pipe"],
  });
  let held: { stream: NodeJS.WriteStream; chunk: Buffer }[] | null = live ? null : [];
  if (!live) {
    for (const [from, to] of [
      [child.stdout!, process.stdout],
      [child.stderr!, process.stderr],
    ] as const) {
      from.on("data", (chunk: Buffer) => (held ? held.push({ stream: to, chunk }) : to.write(chunk)));
    }
  }
  const done = new Promise<{ code: number; seconds: number }>((resolve) => {
    child.on("close", (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), seconds: (performance.now() - t0) / 1000 }),
    );
    child.on("error", (e) => {
      process.stderr.write(`${run.name}: could not start vitest: ${e.message}\n`);
      resolve({ code: 1, seconds: 0 });
    });
  });
  const release = () => {
    if (!held) return;
    for (const { stream, chunk } of held) stream.write(chunk);
    held = null;
  };
  return { done, release };
}

const [first, second] = RUNS.map((run, i) => start(run, i === 0)) as [
  ReturnType<typeof start>,
  ReturnType<typeof start>,
];
const a = await first.done;
process.stdout.write(`\n── ${RUNS[1]!.name} (running since the start; its output so far) ──\n`);
second.release();
const b = await second.done;
const line = [a, b]
  .map((r, i) => `${RUNS[i]!.name} ${r.code === 0 ? "passed" : "FAILED"} in ${Math.round(r.seconds)} s`)
  .join("; ");
process.stdout.write(`\n${line}\n`);
process.exit(a.code !== 0 ? a.code : b.code);
