// Chat lines reach a screen reader: another player's new line is said through the
// page's live region ("Ann says: …", in Norwegian "Ann sier: …"), never your own, and
// the foot's "Read chat aloud" box turns that off; the choice stays on this device.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf, seatedTable } from "./api-client";
import { heard, listenToAnnouncer } from "./aria-heard";
import { person, useServiceAndBrowser } from "./harness";
import { eventually } from "./play-helpers";

const shared = useServiceAndBrowser();
const api = apiOf(shared);

describe("chat read aloud", () => {
  it("says others' lines, not your own, and stops when the box is unticked, also after a reload", async () => {
    const t = await seatedTable(api, "stakes", ["Ann", "Bob"]);
    const say = (seat: number, text: string) => api(`/api/games/${t.id}/chat`, { text }, t.tokens[seat]);
    const open = async (seat: number, lang: string, live: string): Promise<Page> => {
      const ctx = await person(shared.browser, shared.svc.base, 360, 740);
      await listenToAnnouncer(ctx);
      const page = await ctx.newPage();
      await page.goto(`/g/${t.id}?lang=${lang}#seat=${t.tokens[seat]}`);
      await eventually(() => page.locator("#link-state").textContent()).toBe(live);
      return page;
    };
    const ann = await open(0, "en", "Live");
    const bob = await open(1, "nb", "Tilkoblet");

    await say(0, "good luck");
    await eventually(async () => (await heard(bob)).join(" | ")).toContain("Ann sier: good luck");
    // Ann's own line is on her screen, but not read back to her.
    await eventually(() => ann.locator(".chat-lines li").last().textContent()).toBe("Ann: good luck");
    await say(1, "takk");
    await eventually(async () => (await heard(ann)).join(" | ")).toContain("Bob says: takk");
    expect((await heard(ann)).join(" | ")).not.toContain("Ann says");
    expect((await heard(bob)).join(" | ")).not.toContain("Bob sier");

    // Bob turns it off; the box stays unticked after a reload, and the next line is only shown.
    const box = bob.getByRole("checkbox", { name: "Les opp bordpraten" });
    expect(await box.isChecked()).toBe(true);
    await box.uncheck();
    await bob.reload();
    await eventually(() => bob.locator("#link-state").textContent()).toBe("Tilkoblet");
    expect(await bob.getByRole("checkbox", { name: "Les opp bordpraten" }).isChecked()).toBe(false);
    await say(0, "your move");
    await eventually(() => bob.locator(".chat-lines li").last().textContent()).toBe("Ann: your move");
    // Said lines arrive within a frame of the list; give a line that would be said the same moment.
    await say(0, "still there?");
    await eventually(() => bob.locator(".chat-lines li").last().textContent()).toBe("Ann: still there?");
    await bob.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect((await heard(bob)).join(" | ")).not.toMatch(/your move|still there/);
    // Ticked again, lines are said again.
    await bob.getByRole("checkbox", { name: "Les opp bordpraten" }).check();
    await say(0, "back");
    await eventually(async () => (await heard(bob)).join(" | ")).toContain("Ann sier: back");
    await ann.context().close();
    await bob.context().close();
  });
});
