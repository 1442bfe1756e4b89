// The public API (docs/api.md), and nothing else. Every failure comes
// back as a value with a code and a sentence a person can act on.
import type { ApiError, MatchList, MatchRecord, View } from "../../../src/protocol";
import * as m from "../i18n/messages";
import { fmt, LANG } from "../i18n/format";
import { inPageLanguage } from "./error-words";

export interface Failure {
  ok: false;
  status: number;
  code: string;
  message: string;
}
export type Answer<T> = { ok: true; value: T } | Failure;

export interface Created {
  id: string;
  seat: number;
  token: string;
  commitment: string;
  invite: string;
  urls: { play: string; invite: string; watch: string; embed: string };
}
export interface Joined {
  seat: number;
  token: string;
  urls: { play: string };
}

export async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<Answer<T>> {
  // The log lines of views come in the page's language (docs/api.md, Languages).
  const headers: Record<string, string> = { "accept-language": LANG };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    return {
      ok: false,
      status: 0,
      code: "net/offline",
      message: m.noConnection,
    };
  }
  let data: unknown = null;
  try {
    data = await res.json();
  } catch {
    /* not JSON: handled below */
  }
  if (res.ok && data !== null) return { ok: true, value: data as T };
  const e = (data as ApiError | null)?.error;
  return {
    ok: false,
    status: res.status,
    code: e?.code ?? `http/${res.status}`,
    message: e
      ? await inPageLanguage(e.code, e.message)
      : fmt(m.serverAnswered, { status: `${res.status} ${res.statusText}` }),
  };
}

export const api = {
  create: (body: { game: string; seats: number; name: string; entropy: string; options?: unknown; bots?: string[] }) =>
    call<Created>("POST", "/api/games", body),
  join: (id: string, body: { name: string; entropy: string; invite: string }) =>
    call<Joined>("POST", `/api/games/${encodeURIComponent(id)}/join`, body),
  view: (id: string, token?: string) => call<View>("GET", `/api/games/${encodeURIComponent(id)}`, undefined, token),
  move: (id: string, token: string, version: number, move: unknown) =>
    call<View>("POST", `/api/games/${encodeURIComponent(id)}/moves`, { version, move }, token),
  matches: (query: string) => call<MatchList>("GET", `/api/matches${query}`),
  match: (id: string) => call<MatchRecord>("GET", `/api/matches/${encodeURIComponent(id)}`),
};
