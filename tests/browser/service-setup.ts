// One `wrangler dev` for the whole browser run, started before the first test file
// and stopped after the last: starting one per file (build, migrations, workerd)
// cost minutes of every run. Each file gets fresh tables of its own, so the files
// stay independent; they must not assume an otherwise empty service (e.g. the
// history holds other files' matches too).
// Rate limits are off here: all files come from one address within minutes, and
// the limits themselves are tested in the worker project (rate-limits.test.ts).
import type { TestProject } from "vitest/node";
import { startService } from "../../tools/dev-service";

declare module "vitest" {
  export interface ProvidedContext {
    serviceBase: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const svc = await startService({ RATE_LIMITS: "off" });
  project.provide("serviceBase", svc.base);
  return () => svc.stop();
}
