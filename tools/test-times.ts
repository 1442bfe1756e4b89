// `npx tsx tools/test-times.ts`: the slowest test files and tests of the last
// `npm test`, from the JSON that tests/support/run-all.ts has vitest write to
// test-results/times-*.json. For finding where a run's minutes go.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

interface Assertion {
  fullName: string;
  duration?: number | null;
}
interface FileResult {
  name: string;
  startTime: number;
  endTime: number;
  assertionResults: Assertion[];
}

const ROOT = join(import.meta.dirname, "..");
const TOP = Number(process.argv[2] ?? 15);
for (const run of ["engine-worker", "browser"]) {
  const path = join(ROOT, "test-results", `times-${run}.json`);
  if (!existsSync(path)) {
    console.log(`${run}: no ${path} yet (run npm test)`);
    continue;
  }
  const files = (JSON.parse(readFileSync(path, "utf8")) as { testResults: FileResult[] }).testResults;
  const sum = files.reduce((t, f) => t + (f.endTime - f.startTime), 0);
  console.log(`\n${run}: ${files.length} files, ${(sum / 1000).toFixed(0)} s of file time in all`);
  for (const f of files.sort((a, b) => b.endTime - b.startTime - (a.endTime - a.startTime)).slice(0, TOP))
    console.log(`${((f.endTime - f.startTime) / 1000).toFixed(1).padStart(7)} s  ${f.name.replace(`${ROOT}/`, "")}`);
  const tests = files.flatMap((f) => f.assertionResults.map((a) => ({ ...a, file: f.name })));
  console.log(`slowest tests:`);
  for (const t of tests.sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0)).slice(0, TOP))
    console.log(`${((t.duration ?? 0) / 1000).toFixed(1).padStart(7)} s  ${t.fullName}`);
}
