// Shared by the header tests (headers, csp-headers): the Worker answering a full
// URL with a stand-in for the static assets (an HTML shell, a script, a stylesheet).
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { app } from "../../src/http/app";

export const SHELL = `<!doctype html><html><head><title>T</title></head><body></body></html>`;
export const assets = {
  fetch: async (input: Request | URL | string) => {
    const path = new URL(input instanceof Request ? input.url : input).pathname;
    const [type, body] = path.endsWith(".js")
      ? ["text/javascript", "export {};"]
      : path.endsWith(".css")
        ? ["text/css", "body{}"]
        : ["text/html", SHELL];
    return new Response(body, { headers: { "content-type": type, etag: '"static-file"' } });
  },
} as unknown as Fetcher;

export function site(url: string, init?: RequestInit, vars: Partial<Env> = {}): Promise<Response> {
  return Promise.resolve(
    app.fetch(new Request(url, init), { ...env, ASSETS: assets, ...vars }, createExecutionContext()),
  );
}
