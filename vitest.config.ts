import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Three layers of tests (docs/architecture.md): the pure engine in Node, the Worker
// and its Durable Objects inside workerd, and real Chromium against `wrangler dev`.
export default defineConfig(async () => {
  const migrations = await readD1Migrations("./drizzle");
  return {
    test: {
      // Vitest's default on a 2-core machine is one file at a time (cores − 1).
      // Two at once in every project. `npm test` runs the browser project in a vitest
      // process of its own beside the engine and worker projects
      // (tests/support/run-all.ts): one process runs its projects group by group.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [
        {
          test: {
            name: "engine",
            include: ["tests/engine/**/*.test.ts", "tests/club/**/*.test.ts"],
            environment: "node",
            testTimeout: 600_000,
          },
        },
        workerProject("worker", { isolate: false, exclude: FRESH_D1 }, migrations),
        workerProject("worker-fresh-d1", { isolate: true, include: FRESH_D1 }, migrations),
        {
          test: {
            name: "browser",
            include: ["tests/browser/**/*.test.ts"],
            // Files share their vitest worker's module cache: importing playwright-core and the
            // helpers again for every file cost ~2 s of CPU each; no helper keeps state between files.
            isolate: false,
            globalSetup: ["./tests/browser/service-setup.ts"],
            environment: "node",
            testTimeout: 180_000,
            hookTimeout: 120_000,
            // Two files at a time, like the other projects (maxWorkers above): they share one
            // wrangler dev and one Chromium, each file with tables and browser contexts of its own.
            // Once the engine and worker files are done (they take about half the run since
            // their runtimes are shared), one browser file alone left a core idle.
          },
        },
      ],
    },
  };
});

// Worker files share their workerd between files (isolate: false): each file still
// makes its own tables, but the runtime starts once per vitest worker instead of
// once per file, which was most of the worker project's time (setup ~220 s of CPU
// of a ~550 s `npm test` half on 2 cores). Files that need D1 to start empty (the
// history list counts every match in it) keep a fresh runtime of their own.
const FRESH_D1 = ["tests/worker/matches.test.ts"];

function workerProject(
  name: string,
  opts: { isolate: boolean; include?: string[]; exclude?: string[] },
  migrations: Awaited<ReturnType<typeof readD1Migrations>>,
) {
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            ALLOW_FIXTURES: "true",
            RATE_LIMITS: "off",
            TEST_MIGRATIONS: migrations,
            // The Discord interactions endpoint's test key (tests/support/discord-test-key.ts, whose private half the tests sign with).
            DISCORD_PUBLIC_KEY: "84413459a9c49341e725c50b46f926ada1d31520d816376857519428601e85f8",
          },
          // Outbound fetches (webhook deliveries) may reach loopback only: a test
          // that registers a Discord or example.com URL must not send anything
          // off this machine, not even a DNS lookup.
          outboundService: async (request: Request) => {
            const url = new URL(request.url);
            if (!["127.0.0.1", "localhost", "[::1]"].includes(url.hostname))
              return new Response("tests reach loopback only", { status: 502 });
            const body = ["GET", "HEAD"].includes(request.method) ? undefined : await request.arrayBuffer();
            return fetch(url, { method: request.method, headers: [...request.headers], body });
          },
        },
      }),
    ],
    test: {
      name,
      // discord-api-types ships CommonJS whose re-exported enums workerd's module
      // loader leaves undefined; pre-bundled into ESM they load as in the deployed bundle.
      deps: { optimizer: { ssr: { enabled: true, include: ["discord-api-types/v10"] } } },
      include: opts.include ?? ["tests/worker/**/*.test.ts"],
      exclude: opts.exclude ?? [],
      isolate: opts.isolate,
      setupFiles: ["./tests/worker/apply-migrations.ts"],
      // The loopback webhook and push receivers: one pair, for the files that use them (not the history list's).
      globalSetup: opts.include ? [] : ["./tests/support/webhook-receiver.ts", "./tests/support/push-receiver.ts"],
      testTimeout: 60_000,
    },
  };
}
