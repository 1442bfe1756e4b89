import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

// Three layers of tests (architecture.md): the pure engine in Node, the Worker
// and its Durable Objects inside workerd, and real Chromium against `wrangler dev`.
export default defineConfig(async () => {
  const migrations = await readD1Migrations("./drizzle");
  return {
    test: {
      projects: [
        {
          test: {
            name: "engine",
            include: ["tests/engine/**/*.test.ts"],
            environment: "node",
            testTimeout: 600_000,
          },
        },
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: {
                bindings: { ALLOW_FIXTURES: "true", TEST_MIGRATIONS: migrations },
              },
            }),
          ],
          test: {
            name: "worker",
            include: ["tests/worker/**/*.test.ts"],
            setupFiles: ["./tests/worker/apply-migrations.ts"],
            globalSetup: ["./tests/support/webhook-receiver.ts"],
            testTimeout: 60_000,
          },
        },
        {
          test: {
            name: "browser",
            include: ["tests/browser/**/*.test.ts"],
            environment: "node",
            testTimeout: 180_000,
            hookTimeout: 120_000,
            fileParallelism: false,
          },
        },
      ],
    },
  };
});
