// A stand-in push service on loopback for the push tests, started in Node by
// vitest's globalSetup; the tests (inside workerd) learn its port by inject().
// It keeps each request's headers and raw body (base64) per path, and answers a
// path with the status a test chose (201 unless told otherwise).
import { createServer, type Server } from "node:http";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    pushPort: number;
  }
}

export interface ReceivedPush {
  path: string;
  method: string;
  headers: Record<string, string>;
  /** base64 of the raw body. */
  body: string;
}

let server: Server | undefined;

export async function setup(project: TestProject): Promise<void> {
  const received: ReceivedPush[] = [];
  const statusOf = new Map<string, number>();
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      if (url.pathname === "/_status") {
        statusOf.set(url.searchParams.get("path") ?? "", Number(url.searchParams.get("code") ?? "201"));
        res.end("ok");
      } else if (url.pathname === "/_received") {
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify(received.filter((r) => r.path === url.searchParams.get("path"))));
      } else {
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers[k] = v;
        received.push({
          path: url.pathname,
          method: req.method ?? "",
          headers,
          body: Buffer.concat(chunks).toString("base64"),
        });
        res.statusCode = statusOf.get(url.pathname) ?? 201;
        res.end();
      }
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("push receiver did not get a port");
  project.provide("pushPort", address.port);
}

export async function teardown(): Promise<void> {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
}
