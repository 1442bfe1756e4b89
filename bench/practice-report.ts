// The practice part of `npm run bench` (`-- --practice`): its own service, then
// the strong bot's decision times per game at 1× and 4× CPU throttling (./practice.ts).
import { startService } from "../tools/dev-service";
import { practiceTimings, quantile } from "./practice";

export async function practiceReport(quick: boolean): Promise<void> {
  // BENCH_ORIGIN=<url> measures a service already running (a loaded machine may not start one in time).
  const given = process.env.BENCH_ORIGIN;
  const server = given ? { base: given, stop: async () => {} } : await startService();
  try {
    console.log(
      "Practice tables: strong bot decisions in Chromium (ms, in the page's worker; decisions among 2+ moves)",
    );
    console.log("game          CPU   n     p50     p95     max");
    for (const t of await practiceTimings(server.base, quick)) {
      const f = (q: number) => quantile(t.ms, q).toFixed(1).padStart(7);
      console.log(
        `${t.game.padEnd(13)} ${`${t.rate}×`.padStart(3)} ${String(t.ms.length).padStart(3)} ${f(0.5)} ${f(0.95)} ${f(1)}`,
      );
    }
  } finally {
    await server.stop();
  }
}
