// Reads a JSON body with a size cap. Clients need not send Content-Type: the
// body must simply parse as JSON.
import type { Context } from "hono";
import { fail } from "./failure";

export const MAX_BODY_BYTES = 16 * 1024;

export async function readJson(c: Context): Promise<unknown> {
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) fail("request/too_large", `Request bodies are limited to ${MAX_BODY_BYTES} bytes.`);
  const bytes = await c.req.arrayBuffer();
  if (bytes.byteLength > MAX_BODY_BYTES) fail("request/too_large", `Request bodies are limited to ${MAX_BODY_BYTES} bytes.`);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    fail("request/invalid", "The body is not valid UTF-8.");
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    fail("request/invalid", "The body is not valid JSON.");
  }
}

export function asObject(body: unknown): Record<string, unknown> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) fail("request/invalid", "The body must be a JSON object.");
  return body as Record<string, unknown>;
}
