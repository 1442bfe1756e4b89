// A stand-in blog for the embed tests: another loopback origin (another port),
// so the table's frame is a cross-origin embed exactly as in someone's post. It
// serves whatever post the test last published, at any path.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

export interface Blog {
  /** The blog's origin, e.g. http://127.0.0.1:40123 (set once the file's tests start). */
  readonly base: string;
  /** Serve this page from now on. */
  publish(html: string): void;
}

/** Starts the blog before the file's tests and stops it after them. */
export function useBlog(): Blog {
  let server: Server | undefined;
  let base = "";
  let html = "<!doctype html><title>empty</title>";
  beforeAll(async () => {
    const started = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(html);
    });
    await new Promise<void>((ok) => started.listen(0, "127.0.0.1", ok));
    server = started;
    base = `http://127.0.0.1:${(started.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((ok) => server?.close(ok));
  });
  return {
    get base() {
      return base;
    },
    publish(next: string) {
      html = next;
    },
  };
}
