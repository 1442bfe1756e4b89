// Playing by keyboard (issue 25): after a move focus stays in the move bar (on the
// bar, which says whose turn it is, while the others play; on the first move when
// the turn comes back), so the next move is one Enter away instead of five Tabs
// from the top of the page. Sheets take focus and give it back: the full log and
// How to play close with Escape, and focus returns to the button that opened them.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf, seatedTable } from "./api-client";
import { person, useServiceAndBrowser } from "./harness";
import { eventually, seatOf, withEvidence } from "./play-helpers";
import { focusOf, shot, SIZES } from "./sheet-helpers";

const shared = useServiceAndBrowser();
const api = apiOf(shared);

/** Presses Tab until the control with `key` has focus; returns how many presses it took. */
async function tabTo(page: Page, key: string): Promise<number> {
  for (let n = 1; n <= 40; n++) {
    await page.keyboard.press("Tab");
    if ((await focusOf(page)).key === key) return n;
  }
  throw new Error(`Tab never reached ${key}`);
}

describe("keyboard play", () => {
  for (const [size, scheme] of [
    [SIZES[0], "dark"],
    [SIZES[1], "light"],
  ] as const)
    it(`keeps focus in the move bar from one turn to the next, at ${size.width}×${size.height} in ${scheme}`, async () => {
      const duel = await seatedTable(api, "stakes", ["Ann", "Bob"], {
        fixture: { deck: ["3S", "4S", "5S", "6S", "7S", "8S"], rolls: [2, 2] },
      });
      const ann = await (await person(shared.browser, shared.svc.base, size.width, size.height)).newPage();
      await ann.emulateMedia({ colorScheme: scheme });
      await ann.goto(`/g/${duel.id}#seat=${duel.tokens[0]}`);
      await withEvidence(`keyboard-${size.width}`, [ann], async () => {
        await ann.locator(".your-turn").waitFor();
        await tabTo(ann, "flip");
        await ann.keyboard.press("Enter");
        await eventually(() => seatOf(ann, "Ann").locator(".card").count()).toBe(1);
        // Bob's turn now: focus is on the move bar, which says so, not back at the top of the page.
        await eventually(async () => (await focusOf(ann)).inMoves).toBe(true);
        const waiting = await focusOf(ann);
        expect(waiting.text).toContain("Waiting for Bob");
        expect(waiting.inView).toBe(true);
        await shot(ann, `keyboard-waiting-${size.width}-${scheme}`);

        await duel.move(1, { type: "flip" });
        // Ann's turn again: focus is on her first move, so Enter plays it without a Tab.
        await eventually(async () => (await focusOf(ann)).tag).toBe("button");
        const ready = await focusOf(ann);
        expect(ready.inMoves).toBe(true);
        expect(ready.inView).toBe(true);
        expect(ready.key).toBe("flip");
        await shot(ann, `keyboard-your-turn-${size.width}-${scheme}`);
        await ann.keyboard.press("Enter");
        await eventually(() => seatOf(ann, "Ann").locator(".card").count()).toBe(2);
        await eventually(async () => (await focusOf(ann)).inMoves).toBe(true);
      });
    });

  it("brings focus to the moves as the game starts and as the turn comes, not left on the page body", async () => {
    const made = await api<{ id: string; token: string; invite: string }>("/api/games", {
      game: "stakes",
      seats: 2,
      name: "Ann",
      options: { fixture: { rolls: [2, 2] } },
    });
    const ann = await (await person(shared.browser, shared.svc.base, 360, 740)).newPage();
    await ann.goto(`/g/${made.id}#seat=${made.token}`);
    await withEvidence("keyboard-start", [ann], async () => {
      await eventually(() => ann.locator("#link-state").textContent()).toBe("Live");
      await ann.getByText("1 of 2 seats taken").waitFor();
      expect((await focusOf(ann)).tag).toBe("body");
      // Bob takes the last seat: the game starts while Ann looks at the waiting room.
      const bob = await api<{ token: string }>(`/api/games/${made.id}/join`, { name: "Bob", invite: made.invite });
      const first = (await api<{ toAct: number[] }>(`/api/games/${made.id}`)).toAct[0]!;
      if (first === 0) {
        await eventually(async () => (await focusOf(ann)).key).toBe("flip");
        await ann.keyboard.press("Enter");
        await eventually(() => seatOf(ann, "Ann").locator(".card").count()).toBe(1);
      } else {
        await eventually(async () => (await focusOf(ann)).inMoves).toBe(true);
        expect((await focusOf(ann)).text).toContain("Waiting for Bob");
      }
      // Bob to move, whoever moved first; then focus drops back to the page (a click beside the
      // table), and Ann's turn, when Bob's move brings it, brings focus to her first move.
      type Seen = { version: number; toAct: number[]; legal: { type: string }[] };
      const seen = (token: string) => api<Seen>(`/api/games/${made.id}`, undefined, token);
      const play = async (token: string) => {
        const v = await seen(token);
        const move = v.legal.find((m) => m.type === "flip") ?? v.legal[0];
        await api(`/api/games/${made.id}/moves`, { version: v.version, move }, token);
      };
      while ((await seen(made.token)).toAct.includes(0)) await play(made.token);
      await ann.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      expect((await focusOf(ann)).tag).toBe("body");
      while ((await seen(bob.token)).toAct.includes(1)) await play(bob.token);
      expect((await seen(made.token)).toAct).toEqual([0]);
      await eventually(async () => (await focusOf(ann)).key).toBe("flip");
      expect((await focusOf(ann)).inView).toBe(true);
    });
  });

  it("opens the full log and How to play with focus in them; Escape gives focus back", async () => {
    const duel = await seatedTable(api, "stakes", ["Ann", "Bob"], { fixture: { rolls: [2, 2] } });
    const ann = await (await person(shared.browser, shared.svc.base, 360, 740)).newPage();
    await ann.goto(`/g/${duel.id}#seat=${duel.tokens[0]}`);
    await withEvidence("keyboard-sheets", [ann], async () => {
      await ann.locator(".your-turn").waitFor();
      for (const [key, dialog] of [
        ["log-open", "#log-dialog"],
        ["how-open", "#how-dialog"],
      ] as const) {
        await ann.locator(`#${key}`).focus();
        await ann.keyboard.press("Enter");
        await eventually(() => ann.locator(dialog).isVisible()).toBe(true);
        // How to play fetches its text after it opens: focus must still be in the
        // sheet once that text is there, not dropped to the page behind it.
        if (key === "how-open") await ann.locator(`${dialog} a`, { hasText: "All the rules" }).waitFor();
        expect(await ann.evaluate((sel) => document.querySelector(sel)!.contains(document.activeElement), dialog)).toBe(
          true,
        );
        await ann.keyboard.press("Escape");
        await eventually(() => ann.locator(dialog).isVisible()).toBe(false);
        expect(await ann.evaluate(() => document.activeElement?.id)).toBe(key);
      }
    });
  });
});
