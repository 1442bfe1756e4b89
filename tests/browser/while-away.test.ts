// Coming back to a table after days away, in real Chromium: Ann looks at her Stakes
// table and leaves; by the table's test clock (never by waiting) the others play on
// for days, time plays Ann's moves, rounds end and Bob writes in the chat. When Ann
// opens the table again she is told what happened since she last looked (moves,
// rounds won and lost, her moves played on timeout, chat), with the times, and the
// full log has its days. Closed, it stays closed. English and Bokmål, 360 and 1280 px,
// light and dark (screenshots under test-results/).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { View } from "../../src/protocol/view";
import { apiOf, seatedTable } from "./api-client";
import { person, useServiceAndBrowser } from "./harness";
import { eventually, withEvidence } from "./play-helpers";
import { screenshots } from "./screenshots";

const shared = useServiceAndBrowser();
const api = apiOf(shared);
const DAY = 86_400_000;

type Seen = View & { state: { round: number; players: { roundScores: number[] }[] } };

const away = (page: Page) => page.getByRole("region", { name: /While you were away|Mens du var borte/ });

/** The others play quick turns; Ann's turns run out on the table's clock (a day each). */
async function playOnWithoutAnn(t: { id: string; tokens: string[] }, rounds: number): Promise<Seen> {
  for (let i = 0; i < 300; i++) {
    const v = await api<Seen>(`/api/games/${t.id}`);
    if (v.status !== "playing" || v.state.round > rounds) return v;
    const seat = v.toAct[0]!;
    if (seat === 0) {
      await api(`/api/games/${t.id}/fixture/advance`, { ms: DAY + 60_000 });
      continue;
    }
    const mine = await api<Seen & { legal: { type: string }[] }>(`/api/games/${t.id}`, undefined, t.tokens[seat]);
    const has = (type: string) => (mine.legal as { type: string }[]).find((m) => m.type === type);
    const move = has("peek") ?? has("nudge") ?? has("bank") ?? has("flip") ?? mine.legal[0];
    await api(`/api/games/${t.id}/moves`, { version: mine.version, move }, t.tokens[seat]);
  }
  throw new Error("the rounds never ended");
}

describe("while you were away", () => {
  it("tells a seat back after days what happened since it last looked, and dates the full log", async () => {
    const ctx = await person(shared.browser, shared.svc.base, 1280, 800);
    const ann = await ctx.newPage();
    await withEvidence("while-away", [ann], async () => {
      const t = await seatedTable(api, "stakes", ["Ann", "Bob", "Cy"], { timePerMove: "1d" });
      await ann.goto(`/g/${t.id}#seat=${t.tokens[0]}`);
      await ann.locator(".your-turn, .waiting-for").first().waitFor();
      // A first look is not a return.
      expect(await away(ann).count()).toBe(0);
      const looked = (await api<View>(`/api/games/${t.id}`)).version;
      const lastLook = await ann.evaluate((id) => localStorage.getItem(`tablelink:seen:${id}:0`), t.id);
      expect(lastLook).not.toBeNull();
      await ann.goto("about:blank");

      await api(`/api/games/${t.id}/chat`, { text: "Ann, are you there?" }, t.tokens[1]);
      const end = await playOnWithoutAnn(t, 2);
      const log = (await api<View>(`/api/games/${t.id}`, undefined, t.tokens[0])).log;
      const timedOut = new Set(log.filter((l) => l.seat === 0 && l.by === "timeout").map((l) => l.n)).size;
      expect(timedOut).toBeGreaterThan(1);
      const spanDays = (Date.parse(log.at(-1)!.at!) - Date.parse(log[0]!.at!)) / DAY;
      expect(spanDays).toBeGreaterThan(timedOut - 1);
      // Rounds 1 and 2 ended: Ann won a round when her score in it was the best (and above 0).
      const won = [0, 1].filter((r) => {
        const scores = end.state.players.map((p) => p.roundScores[r] ?? 0);
        return scores[0]! > 0 && scores[0] === Math.max(...scores);
      }).length;

      await ann.goto(`/g/${t.id}`);
      await away(ann).waitFor();
      const text = (await away(ann).innerText()).replace(/\s+/g, " ");
      expect(text).toContain(`Moves played: ${end.version - looked}`);
      expect(text).toContain(`Your moves played on timeout: ${timedOut}`);
      if (won > 0) expect(text).toContain(`Rounds you won: ${won}`);
      else expect(text).not.toContain("Rounds you won");
      if (won < 2) expect(text).toContain(`Rounds you lost: ${2 - won}`);
      else expect(text).not.toContain("Rounds you lost");
      expect(text).toContain("Chat messages: 1");
      // The rounds that ended, with the scores.
      expect(text).toMatch(/Round 1 ends\. Scores: Ann \d+, Bob \d+, Cy \d+\./);
      expect(text).toMatch(/Round 2 ends\. Scores: Ann \d+, Bob \d+, Cy \d+\./);
      expect(text).toContain("Bob: “Ann, are you there?”");
      // Each line it shows has its day and time, in the reader's words.
      const times = await away(ann)
        .locator("li time")
        .evaluateAll((els) => els.map((e) => ({ shown: e.textContent, at: e.getAttribute("datetime") })));
      expect(times.length).toBeGreaterThan(1);
      const zone = await ann.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
      const when = (at: string, lang: string) =>
        new Date(at).toLocaleString(lang, {
          weekday: "short",
          day: "numeric",
          month: "short",
          hour: "2-digit",
          minute: "2-digit",
          timeZone: zone,
        });
      for (const t of times) expect(t.shown).toBe(when(t.at!, "en"));
      await screenshots(ann, "while-away");

      // The full log, from the summary: every day is named above its first line.
      await away(ann).getByRole("button", { name: "Full log" }).click();
      const shownDays = () =>
        ann
          .locator("#log-list li[data-day]")
          .evaluateAll((els) => els.map((e) => getComputedStyle(e, "::before").content.replace(/^"|"$/g, "")));
      const day = (at: string) =>
        new Date(at).toLocaleDateString("en", { weekday: "short", day: "numeric", month: "short", timeZone: zone });
      const expected = [...new Set(log.filter((l) => l.at).map((l) => day(l.at!)))];
      expect(expected.length).toBeGreaterThan(2);
      await eventually(shownDays).toEqual(expected);
      await screenshots(ann, "while-away-log");
      await ann.keyboard.press("Escape");

      // Closed, it is gone; opened again with nothing new, it does not come back.
      await away(ann).getByRole("button", { name: "Close" }).click();
      expect(await away(ann).count()).toBe(0);
      await ann.reload();
      await ann.locator("#moves").waitFor();
      await eventually(() => ann.locator("#happened").textContent()).not.toBe("");
      expect(await away(ann).count()).toBe(0);

      // In Bokmål, on a phone that last saw the table when Ann first did (what it kept is the same).
      const phone = await (await person(shared.browser, shared.svc.base, 360, 740)).newPage();
      await phone.goto("/");
      await phone.evaluate(
        ([id, token, seen]) => {
          localStorage.setItem(`tablelink:seat:${id}`, JSON.stringify({ token, seat: 0 }));
          localStorage.setItem(`tablelink:seen:${id}:0`, seen!);
        },
        [t.id, t.tokens[0], lastLook],
      );
      await phone.goto(`/g/${t.id}?lang=nb`);
      await away(phone).waitFor();
      const nb = (await away(phone).innerText()).replace(/\s+/g, " ");
      expect(nb).toContain("Mens du var borte");
      expect(nb).toContain(`Trekkene dine som ble spilt da tiden gikk ut: ${timedOut}`);
      expect(nb).toContain(`Trekk spilt: ${end.version - looked}`);
      expect(nb).toContain("Chatmeldinger: 1");
      expect(nb).toContain("Bob: «Ann, are you there?»");
      await screenshots(phone, "while-away-nb");
      await phone.context().close();
    });
  });
});
