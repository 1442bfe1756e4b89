// Real Chromium against a real `wrangler dev`: build the pages, apply the D1
// migrations into a fresh persistence dir, start the service on a free port,
// and hand out isolated browser contexts (each its own localStorage, like
// separate people on separate devices).
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";

import { ROOT, type Service } from "../../tools/dev-service";
import "./service-setup";

export { ROOT, type Service };

/** The run's one service (tests/browser/service-setup.ts); stopping it is left to the run. */
export async function startService(): Promise<Service> {
  return { base: inject("serviceBase"), stop: async () => {} };
}
export const RESULTS = join(ROOT, "test-results");

const CHROMIUM_CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/snap/bin/chromium"];

// These flags keep Chromium offline and quiet; the resolver rule
// lets it reach only 127.0.0.1.
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
];

export function chromiumPath(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist. Install Chromium (Debian/Ubuntu: apt-get install chromium) or fix the variable.`);
    return fromEnv;
  }
  const found = CHROMIUM_CANDIDATES.find((p) => existsSync(p));
  if (!found)
    throw new Error(
      "Browser tests need Chromium, a system prerequisite: install it (Debian/Ubuntu: apt-get install chromium) or set CHROMIUM_PATH to its binary.",
    );
  return found;
}

export async function startBrowser(): Promise<Browser> {
  // playwright-core starts each browser with a fresh temporary profile
  // (its own user-data-dir) and removes it on close.
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
}

export async function person(browser: Browser, base: string, width = 1280, height = 900): Promise<BrowserContext> {
  const ctx = await browser.newContext({ baseURL: base, viewport: { width, height } });
  ctx.setDefaultTimeout(15_000);
  return ctx;
}

export function resultsDir(): string {
  mkdirSync(RESULTS, { recursive: true });
  return RESULTS;
}

/**
 * One service and one browser for a whole test file: started before its first
 * test, stopped after its last. Read the fields inside tests, not at load time.
 */
export function useServiceAndBrowser(): { svc: Service; browser: Browser } {
  const shared = {} as { svc: Service; browser: Browser };
  beforeAll(async () => {
    shared.svc = await startService();
    shared.browser = await startBrowser();
  });
  afterAll(async () => {
    await shared.browser?.close();
    await shared.svc?.stop();
  });
  return shared;
}
