// Real Chromium against a real `wrangler dev`: build the pages, apply the D1
// migrations into a fresh persistence dir, start the service on a free port,
// and hand out isolated browser contexts (each its own localStorage, like
// separate people on separate devices).
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";

import { ROOT, type Service } from "../../tools/dev-service";
import "./service-setup";

export { ROOT, type Service };

/** The run's one service (tests/browser/service-setup.ts); stopping it is left to the run. */
export async function startService(): Promise<Service> {
  return { base: inject("serviceBase"), stop: async () => {} };
}
export const RESULTS = join(ROOT, "test-results");

import { CHROMIUM_FLAGS, chromiumPath } from "./chromium";
export { CHROMIUM_FLAGS, chromiumPath };

/**
 * A connection to the run's one Chromium (tests/browser/service-setup.ts), started
 * once instead of once per file. Each context a test opens is still fresh (its own
 * storage, like a separate person); closing the connection closes them.
 */
export async function startBrowser(): Promise<Browser> {
  return chromium.connect(inject("browserEndpoint"));
}

export async function person(
  browser: Browser,
  base: string,
  width = 1280,
  height = 900,
  more: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const ctx = await browser.newContext({ baseURL: base, viewport: { width, height }, ...more });
  ctx.setDefaultTimeout(15_000);
  return ctx;
}

export function resultsDir(): string {
  mkdirSync(RESULTS, { recursive: true });
  return RESULTS;
}

/**
 * Screenshots are for people to look at, not assertions: they are written to
 * test-results/ only when asked (`npm run shots`, i.e. SHOTS=1). Drawing and
 * encoding some two hundred full-page PNGs was a sizeable part of every run's CPU
 * on these 2-core machines. A failing test's screenshots (withEvidence) are always kept.
 */
export const KEEP_SHOTS = process.env.SHOTS === "1";

export async function keepShot(target: Page | Locator, name: string, opts: { fullPage?: boolean } = {}): Promise<void> {
  if (!KEEP_SHOTS) return;
  const path = join(resultsDir(), name);
  await ("goto" in target ? target.screenshot({ path, fullPage: opts.fullPage }) : target.screenshot({ path }));
}

/**
 * One service and one browser for a whole test file: started before its first
 * test, stopped after its last. Read the fields inside tests, not at load time.
 */
export function useServiceAndBrowser(opts: { wholeBrowser?: boolean } = {}): { svc: Service; browser: Browser } {
  const shared = {} as { svc: Service; browser: Browser };
  beforeAll(async () => {
    shared.svc = await startService();
    // The run's browser is Chromium's headless shell, which has no Push API or notifications:
    // files about them get a whole headless Chromium of their own.
    shared.browser = opts.wholeBrowser
      ? await chromium.launch({ executablePath: chromiumPath(true), headless: true, args: CHROMIUM_FLAGS })
      : await startBrowser();
  });
  afterAll(async () => {
    await shared.browser?.close();
    await shared.svc?.stop();
  });
  return shared;
}
