// The webhook form shows what is saved: after Save the address stays in its field
// (it used to empty, as if nothing had been saved), a page opened later shows it
// too, and Remove empties it.
import { describe, expect, it } from "vitest";
import { seatedTable, apiOf } from "./api-client";
import { person, useServiceAndBrowser, keepShot } from "./harness";
import { eventually, withEvidence } from "./play-helpers";

const shared = useServiceAndBrowser();
const api = apiOf(shared);
const HOOK = "https://discord.com/api/webhooks/123456/abcdef";

describe("the webhook form", () => {
  it("keeps showing the saved address after Save, and after a reload", async () => {
    const t = await seatedTable(api, "stakes", ["Ann", "Bob"], { timePerMove: "1h" });
    const page = await (await person(shared.browser, shared.svc.base, 360, 740)).newPage();
    await page.goto(`/g/${t.id}#seat=${t.tokens[0]}`);
    await withEvidence("webhook-form", [page], async () => {
      await page.getByText("Notify me on my turn").click();
      const field = page.getByLabel("Webhook address");
      await field.fill(HOOK);
      // Save's own answer is held back until the live link has brought the saved webhook: the
      // status line and the fields say the same as soon as either says it is saved.
      let release = () => {};
      const released = new Promise<void>((r) => (release = r));
      let answered = () => {};
      const sent = new Promise<void>((r) => (answered = r));
      await page.route("**/api/games/*/webhook", async (route) => {
        const answer = await route.fetch();
        await released;
        await route.fulfill({ response: answer });
        answered();
      });
      await page.getByRole("button", { name: "Save" }).click();
      await eventually(() => page.locator(".webhook-state").textContent()).toBe(`On (discord): ${HOOK}`);
      expect(await field.inputValue()).toBe(HOOK);
      expect(await page.getByLabel("Format").inputValue()).toBe("discord");
      // The held answer goes through before the route is given up (else it would be handled twice).
      release();
      await sent;
      await page.unroute("**/api/games/*/webhook");
      await keepShot(page, "webhook-saved-360.png");

      await page.reload();
      await page.getByText("Notify me on my turn").click();
      await eventually(() => field.inputValue()).toBe(HOOK);

      await page.getByRole("button", { name: "Remove" }).click();
      await eventually(() => page.locator(".webhook-state").textContent()).not.toContain(HOOK);
      expect(await field.inputValue()).toBe("");
    });
  });
});
