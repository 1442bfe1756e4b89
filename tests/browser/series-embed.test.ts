// A series' match embedded in a post: when the match ends, under its replay the
// embed offers the next match, which opens in the same frame, live, in the same
// language.
import { describe, expect, it } from "vitest";
import { apiOf, seatedTable } from "./api-client";
import { person, useServiceAndBrowser } from "./harness";
import { eventually, withEvidence } from "./play-helpers";

const shared = useServiceAndBrowser();
const api = apiOf(shared);

describe("an embedded series", () => {
  it("offers the next match under the finished one's replay, and follows it there", async () => {
    const g = await seatedTable(api, "stakes", ["Ann", "Bob"], { series: { bestOf: 3 } });
    const page = await (await person(shared.browser, shared.svc.base, 360, 740)).newPage();
    await withEvidence("series-embed", [page], async () => {
      await page.goto(`/embed/${g.id}?lang=nb`);
      await eventually(() => page.locator("#link-state").textContent()).toBe("Tilkoblet");
      await api(`/api/games/${g.id}/resign`, {}, g.tokens[1]);
      const next = page.getByRole("link", { name: "Se kamp 2" });
      await next.waitFor();
      const id = (await api<{ rematch: { id: string } }>(`/api/games/${g.id}`)).rematch.id;
      expect(await next.getAttribute("href")).toBe(`/embed/${id}?lang=nb`);
      await next.click();
      await page.waitForURL(`**/embed/${id}?lang=nb`);
      await eventually(() => page.locator("#link-state").textContent()).toBe("Tilkoblet");
      expect(await page.locator("#title").textContent()).toContain("Ann, Bob");
    });
  });
});
