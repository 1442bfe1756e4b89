// Where Chromium is and how it is started (toolchain.md): shared by the run's one
// browser (service-setup.ts) and the tests that start their own (your-tables.test.ts).
import { existsSync } from "node:fs";

// Chromium's headless shell first: the same Blink and V8 without the full browser's
// windowing and compositing, it took a quarter of the CPU of `chromium --headless`
// over the same browser files (49 s against 195 s; the run is CPU-bound on 2 cores).
const CHROMIUM_CANDIDATES = [
  "/usr/bin/chromium-headless-shell",
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/snap/bin/chromium",
];

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

/** The Chromium to drive; `full` skips the headless shell (Lighthouse wants the whole browser). */
export function chromiumPath(full = false): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv))
      throw new Error(
        `CHROMIUM_PATH=${fromEnv} does not exist. Install Chromium (Debian/Ubuntu: apt-get install chromium-headless-shell) or fix the variable.`,
      );
    return fromEnv;
  }
  const found = CHROMIUM_CANDIDATES.find((p) => existsSync(p) && !(full && p.endsWith("-headless-shell")));
  if (!found)
    throw new Error(
      "Browser tests need Chromium, a system prerequisite: install it (Debian/Ubuntu: apt-get install chromium-headless-shell, or chromium) or set CHROMIUM_PATH to its binary.",
    );
  return found;
}
