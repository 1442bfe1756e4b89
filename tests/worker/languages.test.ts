// Issue 27: a view's log in the viewer's language. The same lines (n, kind, seat,
// readers) in English and Norwegian, only their text differs; ?lang= before
// Accept-Language, `no` and `nn` read as Norwegian, anything else as English.
import { describe, expect, it } from "vitest";
import type { View } from "../../src/protocol/view";
import { call, ok, post, table, viewOf } from "./helpers";
import { open } from "./live-sockets";

function viewIn(id: string, query: string, headers: Record<string, string> = {}, token?: string): Promise<View> {
  return ok<View>(call(`/api/games/${id}${query}`, { token, headers }));
}

/** Everything but the text of each log line: what must not change with the language. */
const shape = (v: View) => ({ ...v, log: v.log.map(({ text: _t, ...rest }) => rest) });

async function played(game: string, seats: number, moves: number) {
  const t = await table(game, seats);
  for (let i = 0; i < moves; i++) {
    const v = await viewOf(t.id);
    if (v.status !== "playing") break;
    const seat = v.toAct[0]!;
    const mine = await viewOf(t.id, t.tokens[seat]);
    await ok(post(t.id, t.tokens[seat]!, mine.version, mine.legal[0]));
  }
  return t;
}

// A word each game's Norwegian log is sure to hold after a few moves.
const NORWEGIAN: Record<string, RegExp> = {
  stakes: /\bRunde \d+: terningene viser\b/,
  dobbelsjanse: /\bRunde 1 begynner\b/,
  twelves: /\bRunde 1: budrunde\b/,
};

describe("the log in the viewer's language", () => {
  it.each([
    ["stakes", 3],
    ["dobbelsjanse", 3],
    ["twelves", 2],
  ] as const)("%s: ?lang=nb gives the same lines, ids and codes as English, in Norwegian", async (game, seats) => {
    const t = await played(game, seats, 4);
    for (const token of [undefined, t.tokens[0]]) {
      const plain = await viewIn(t.id, "", {}, token);
      const en = await viewIn(t.id, "?lang=en", {}, token);
      const nb = await viewIn(t.id, "?lang=nb", {}, token);
      expect(en).toEqual(plain);
      expect(shape(nb)).toEqual(shape(en));
      expect(nb.log.length).toBeGreaterThan(0);
      const nbText = nb.log.map((e) => e.text).join("\n");
      expect(nbText).toMatch(NORWEGIAN[game]!);
      expect(nbText).not.toBe(en.log.map((e) => e.text).join("\n"));
      // The players' names are put in for the Norwegian word for a seat too.
      expect(nbText).not.toMatch(/\bSpiller \d\b/);
    }
  });

  it("reads ?lang= before Accept-Language; no and nn are Norwegian; anything else is English", async () => {
    const t = await played("dobbelsjanse", 3, 2);
    const first = async (q: string, h: Record<string, string> = {}) => (await viewIn(t.id, q, h)).log[0]!.text;
    const en = await first("");
    const nb = await first("?lang=nb");
    expect(en).toMatch(/^Round 1 begins\./);
    expect(nb).toMatch(/^Runde 1 begynner\./);
    expect(await first("", { "Accept-Language": "nb-NO,nb;q=0.9,en;q=0.8" })).toBe(nb);
    expect(await first("?lang=en", { "Accept-Language": "nb" })).toBe(en);
    expect(await first("?lang=nb", { "Accept-Language": "en" })).toBe(nb);
    expect(await first("?lang=no")).toBe(nb);
    expect(await first("?lang=nn")).toBe(nb);
    expect(await first("", { "Accept-Language": "nn" })).toBe(nb);
    expect(await first("", { "Accept-Language": "fr-FR, de;q=0.8, no;q=0.5" })).toBe(nb);
    expect(await first("", { "Accept-Language": "fr" })).toBe(en);
    expect(await first("?lang=fr")).toBe(en);
    // An unknown ?lang= is passed over, not refused: the header decides.
    expect(await first("?lang=xx", { "Accept-Language": "nb" })).toBe(nb);
  });

  it("the live hello takes lang: that socket's views come in it, a seat's and a spectator's", async () => {
    const t = await played("stakes", 3, 2);
    const nb = await viewIn(t.id, "?lang=nb", {}, t.tokens[1]);
    const en = await viewOf(t.id, t.tokens[1]);
    const seat = await open(t.id);
    seat.ws.send(JSON.stringify({ type: "hello", token: t.tokens[1], lang: "nb" }));
    expect(JSON.parse(await seat.next()).view.log).toEqual(nb.log);
    const watcher = await open(t.id);
    watcher.ws.send(JSON.stringify({ type: "hello", lang: "no" }));
    expect(JSON.parse(await watcher.next()).view.log).toEqual((await viewIn(t.id, "?lang=nb")).log);
    const plain = await open(t.id);
    plain.ws.send(JSON.stringify({ type: "hello", token: t.tokens[1] }));
    expect(JSON.parse(await plain.next()).view.log).toEqual(en.log);
    // The next move reaches each socket in its own language.
    const v = await viewOf(t.id);
    const mover = v.toAct[0]!;
    const mine = await viewOf(t.id, t.tokens[mover]);
    await ok(post(t.id, t.tokens[mover]!, mine.version, mine.legal[0]));
    expect(JSON.parse(await seat.next()).view.log).toEqual((await viewIn(t.id, "?lang=nb", {}, t.tokens[1])).log);
    expect(JSON.parse(await plain.next()).view.log).toEqual((await viewOf(t.id, t.tokens[1])).log);
    for (const s of [seat, watcher, plain]) s.ws.close(1000);
  });

  it("a move's answer comes in the mover's language", async () => {
    const t = await table("dobbelsjanse", 3);
    const v = await viewOf(t.id);
    const seat = v.toAct[0]!;
    const mine = await viewOf(t.id, t.tokens[seat]);
    const res = await ok<View>(
      call(`/api/games/${t.id}/moves?lang=nb`, {
        method: "POST",
        token: t.tokens[seat],
        json: { version: mine.version, move: mine.legal[0] },
      }),
    );
    expect(res.log.map((e) => e.text).join("\n")).toMatch(/\bRunde 1 begynner\b/);
  });
});
