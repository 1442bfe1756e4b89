// A real HTTP receiver on loopback for the webhook tests, started in Node by
// vitest's globalSetup; the tests (inside workerd) learn its port by inject().
// Each test posts to its own path; control routes let it make the next N
// deliveries to a path fail, and read what a path received.
import { createServer, type Server } from "node:http";
import type { TestProject } from "vitest/node";
import "./provided";

interface Received {
  path: string;
  contentType: string | undefined;
  body: string;
}

let server: Server | undefined;

export async function setup(project: TestProject): Promise<void> {
  const received: Received[] = [];
  const failNext = new Map<string, number>();
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const body = Buffer.concat(chunks).toString("utf8");
      if (url.pathname === "/_fail") {
        failNext.set(url.searchParams.get("path") ?? "", Number(url.searchParams.get("count") ?? "0"));
        res.end("ok");
      } else if (url.pathname === "/_received") {
        const path = url.searchParams.get("path");
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify(received.filter((r) => r.path === path)));
      } else {
        received.push({ path: url.pathname, contentType: req.headers["content-type"], body });
        const failing = failNext.get(url.pathname) ?? 0;
        if (failing > 0) failNext.set(url.pathname, failing - 1);
        res.statusCode = failing > 0 ? 503 : 204;
        res.end();
      }
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("webhook receiver did not get a port");
  project.provide("webhookPort", address.port);
}

export async function teardown(): Promise<void> {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
}
