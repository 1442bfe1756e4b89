// Claiming a Duel from a player who is gone, in real Chromium: Bo lets time play two
// of his turns in a row (through the test clock, never by waiting); Ann's table offers
// her the win as soon as it may be claimed, asks once more, and ends the match; Bo's
// page, on a phone in Norwegian, is told before that Ann may claim it, and sees the end
// after; the match page checks the claimed match's record and finds it sound.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf, seatedTable } from "./api-client";
import { person, useServiceAndBrowser } from "./harness";
import { eventually, settled, withEvidence } from "./play-helpers";
import { screenshots } from "./screenshots";

const shared = useServiceAndBrowser();
const api = apiOf(shared);
const HOUR = 3_600_000;

interface Seen {
  status: string;
  version: number;
  toAct: number[];
  legal: { type: string }[];
  seats: { seat: number; absent?: true }[];
}

/** Ann plays quick moves and Bo's turns run out, until `until` holds of what everyone sees. */
async function playUntil(id: string, tokens: string[], until: (v: Seen) => boolean): Promise<Seen> {
  for (let i = 0; i < 200; i++) {
    const v = await api<Seen>(`/api/games/${id}`);
    if (until(v)) return v;
    expect(v.status).toBe("playing");
    if (v.toAct[0] === 1) await api(`/api/games/${id}/fixture/advance`, { ms: HOUR + 60_000 });
    else {
      const mine = await api<Seen>(`/api/games/${id}`, undefined, tokens[0]);
      const move = mine.legal.find((m) => m.type === "bank" || m.type === "pass") ?? mine.legal[0];
      await api(`/api/games/${id}/moves`, { version: mine.version, move }, tokens[0]);
    }
  }
  throw new Error("the table never got there");
}

/** One more of Bo's turns played out by time. */
async function boTimesOut(id: string, tokens: string[]): Promise<Seen> {
  await playUntil(id, tokens, (v) => v.toAct.includes(1));
  return playUntil(id, tokens, (v) => !v.toAct.includes(1));
}

const claimButton = (page: Page) => page.getByRole("button", { name: "Claim the win" });

describe("claiming a Duel from a player who is gone", () => {
  it("Ann is offered the win once Bo's last two turns ran out, confirms, and the match ends for both", async () => {
    const ann = await (await person(shared.browser, shared.svc.base, 1280, 800)).newPage();
    const bo = await (await person(shared.browser, shared.svc.base, 360, 740)).newPage();
    await withEvidence("claim-win", [ann, bo], async () => {
      const t = await seatedTable(api, "stakes", ["Ann", "Bo"], { timePerMove: "1h" });
      const once = await boTimesOut(t.id, t.tokens);
      expect(once.seats[1]!.absent).toBeUndefined();

      await ann.goto(`/g/${t.id}#seat=${t.tokens[0]}`);
      await bo.goto(`/g/${t.id}?lang=nb#seat=${t.tokens[1]}`);
      await eventually(() => ann.locator("#log-list").innerText()).toContain("ran out of time");
      // One turn run out is not yet enough.
      expect(await claimButton(ann).count()).toBe(0);

      const twice = await boTimesOut(t.id, t.tokens);
      expect(twice.status).toBe("playing");
      expect(twice.seats[1]!.absent).toBe(true);

      // Both pages follow live: Ann is offered the win, Bo is told she may take it.
      const panel = ann.locator("section.absent-seats");
      await eventually(() => claimButton(ann).count()).toBe(1);
      expect(await panel.innerText()).toContain(
        "Bo let their last two turns run out. You may end the match now and take the win, or wait for them.",
      );
      await eventually(() => bo.locator("body").innerText()).toContain(
        "Tiden gikk ut på de to siste turene dine, så Ann kan avslutte kampen nå og ta seieren.",
      );
      await settled(ann);
      await screenshots(ann, "claim-offer");
      await ann.setViewportSize({ width: 1280, height: 800 });

      // Asked once more; "Keep waiting" leaves the table as it was.
      await claimButton(ann).click();
      expect(await panel.innerText()).toContain("End the match now and win it? Bo cannot play on after that.");
      await panel.getByRole("button", { name: "Keep waiting" }).click();
      expect(await claimButton(ann).count()).toBe(1);
      expect((await api<Seen>(`/api/games/${t.id}`)).status).toBe("playing");

      await claimButton(ann).click();
      await panel.getByRole("button", { name: "Yes, claim the win" }).click();
      const over = "Game over — Ann wins: Bo let their last two turns run out";
      await eventually(() => ann.locator("body").innerText()).toContain(over);
      await eventually(() => bo.locator("body").innerText()).toContain(
        "Spillet er over – Ann vinner fordi Bo lot tiden gå ut på de to siste turene sine",
      );
      expect(await claimButton(ann).count()).toBe(0);
      await eventually(() => ann.locator("#log-list").innerText()).toContain(
        "Bo let time play their last two turns, so Ann claimed the match and wins.",
      );
      const end = await api<{ status: string; result: { winners: number[]; reason?: string } }>(`/api/games/${t.id}`);
      expect(end).toMatchObject({ status: "finished", result: { winners: [0], reason: "claimed" } });
      await eventually(() => bo.locator("#log-list").innerText()).toContain(
        "Bo lot tiden gå ut på de to siste turene sine, så Ann krevde seieren og vinner.",
      );

      // Recorded, and the match page's own check of the record passes.
      await eventually(() => fetch(`${shared.svc.base}/api/matches/${t.id}`).then((r) => r.status)).toBe(200);
      await ann.goto(`/m/${t.id}`);
      await ann.locator(".verify-status").scrollIntoViewIfNeeded();
      await eventually(() => ann.locator(".verify-status").textContent()).toContain("Verified ✓");
    });
  });
});
