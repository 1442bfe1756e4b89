// One `wrangler dev` and one Chromium for the whole browser run, started before
// the first test file and stopped after the last: starting them per file (build,
// migrations, workerd; a browser process) cost minutes of every run. Each file
// gets fresh tables and fresh browser contexts of its own, so the files stay
// independent; they must not assume an otherwise empty service (e.g. the
// history holds other files' matches too).
// Rate limits are off here: all files come from one address within minutes, and
// the limits themselves are tested in the worker project (rate-limits.test.ts).
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { startService } from "../../tools/dev-service";
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium";
import { DISCORD_TEST_PUBLIC_KEY } from "../support/discord-test-key";

declare module "vitest" {
  export interface ProvidedContext {
    serviceBase: string;
    /** Where test files connect to the run's Chromium (harness.ts startBrowser). */
    browserEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Chromium is a prerequisite: say so before anything starts (chromiumPath throws a clear message).
  const executablePath = chromiumPath();
  const [started, launched] = await Promise.allSettled([
    // The Discord endpoint on, with the test key the tests sign with (tests/support/discord-test-key.ts).
    startService({ RATE_LIMITS: "off", DISCORD_PUBLIC_KEY: DISCORD_TEST_PUBLIC_KEY }),
    // playwright-core gives the browser a fresh temporary profile (its own user-data-dir) and removes it on close.
    chromium.launchServer({ executablePath, headless: true, args: CHROMIUM_FLAGS }),
  ]);
  if (started.status === "rejected" || launched.status === "rejected") {
    if (started.status === "fulfilled") await started.value.stop();
    if (launched.status === "fulfilled") await launched.value.close();
    throw started.status === "rejected" ? started.reason : (launched as PromiseRejectedResult).reason;
  }
  const [svc, browser] = [started.value, launched.value];
  project.provide("serviceBase", svc.base);
  project.provide("browserEndpoint", browser.wsEndpoint());
  return async () => {
    await browser.close();
    await svc.stop();
  };
}
