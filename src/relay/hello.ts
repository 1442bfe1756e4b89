// Reading the first message of a live socket, the only thing that decides where
// it goes: a spectator's hello (no token) is served by a relay, a seat's hello (a
// string token) by the game object itself; anything else (garbage, a ping, a
// binary frame, a hello whose token is not a string) goes nowhere: the Worker
// answers it as the game object would and waits on for a hello.
// A spectator's hello in any language goes to a relay, which keeps the spectator
// view in each language its readers asked for.
import { DEFAULT_LANG, type Lang, langOf } from "../protocol/lang";

export const HELLO_MAX_BYTES = 4096;

/** The language a hello asks for: `lang` if we speak it, otherwise English (as the game object reads it). */
export function helloLang(message: string): Lang {
  try {
    return langOf((JSON.parse(message) as { lang?: unknown } | null)?.lang) ?? DEFAULT_LANG;
  } catch {
    return DEFAULT_LANG;
  }
}

/**
 * "spectator", "seat", or null for a message that is not a hello at all, read
 * exactly as the game object reads a hello (src/room/live/sockets.ts): an object with
 * `type: "hello"` and a token that is a string, null or missing.
 */
export function helloKind(message: string | ArrayBuffer): "spectator" | "seat" | null {
  if (typeof message !== "string") return null;
  try {
    const m = JSON.parse(message) as unknown;
    if (typeof m !== "object" || m === null || (m as { type?: unknown }).type !== "hello") return null;
    const token = (m as { token?: unknown }).token;
    if (token === undefined || token === null) return "spectator";
    return typeof token === "string" ? "seat" : null;
  } catch {
    return null;
  }
}

/** Any hello, with or without a token: a relay closes a socket that sends a second one. */
export function isHello(message: string | ArrayBuffer): boolean {
  if (typeof message !== "string") return false;
  try {
    const m = JSON.parse(message) as { type?: unknown } | null;
    return typeof m === "object" && m !== null && m.type === "hello";
  } catch {
    return false;
  }
}
