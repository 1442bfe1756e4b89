// The API page (/api): the OpenAPI document as a person reads it, at phone and
// desktop widths, light and dark, in both page languages.
import { HtmlValidate, type Message } from "html-validate";
import { describe, expect, it } from "vitest";
import { lowContrast } from "./contrast";
import { keepShot, person, useServiceAndBrowser } from "./harness";

const shared = useServiceAndBrowser();
const validator = new HtmlValidate({ extends: ["html-validate:standard", "html-validate:a11y"] });

describe("the API page", () => {
  for (const width of [360, 1280])
    for (const scheme of ["light", "dark"] as const)
      it(`lists every route with its body, answers and error codes, readable at ${width} px ${scheme}`, async () => {
        const ctx = await person(shared.browser, shared.svc.base, width, 800);
        const page = await ctx.newPage();
        await page.emulateMedia({ colorScheme: scheme });
        const res = await page.goto("/api?lang=en");
        expect(res!.status()).toBe(200);
        expect(res!.headers()["content-security-policy"]).toContain("script-src 'self'");
        await expect.poll(() => page.title()).toBe("The Tablelink API");
        // Every operation of the document is on the page, under its method and path.
        const doc = (await (await fetch(`${shared.svc.base}/api/openapi.json`)).json()) as {
          paths: Record<string, Record<string, unknown>>;
        };
        const routes = Object.entries(doc.paths).flatMap(([p, ops]) =>
          Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`),
        );
        const headings = await page.getByRole("heading", { level: 3 }).allInnerTexts();
        for (const r of routes) expect(headings).toContain(r);
        const moves = page.locator("section", {
          has: page.getByRole("heading", { name: "POST /api/games/{id}/moves" }),
        });
        await expect.poll(() => moves.innerText()).toMatch(/Body\s+MoveRequest/);
        const text = await moves.innerText();
        expect(text).toContain("409 game/stale_version, game/not_started, game/finished, seat/resigned");
        expect(text).toContain("422 move/…");
        expect(text).toMatch(/Answers\s+200 View/);
        const live = await page
          .locator("section", { has: page.getByRole("heading", { name: "GET /api/games/{id}/live" }) })
          .innerText();
        expect(live).toContain("hello");
        expect(live).toContain("pong");
        // The shapes a route names are on the page, and its link leads there.
        await moves.getByRole("link", { name: "MoveRequest" }).click();
        await expect.poll(() => page.evaluate(() => location.hash)).toBe("#shape-MoveRequest");
        await expect.poll(() => page.getByRole("heading", { name: "MoveRequest", level: 3 }).isVisible()).toBe(true);
        // Nothing sideways on a phone, nothing too faint to read.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(await lowContrast(page)).toEqual([]);
        const report = await validator.validateString(await page.content());
        const bad = report.results.flatMap((r) =>
          r.messages.map((m: Message) => `${m.ruleId}: ${m.message} (${m.selector})`),
        );
        expect(bad).toEqual([]);
        await page.evaluate(() => window.scrollTo(0, 0));
        await keepShot(page, `api-page-${width}-${scheme}.png`);
        await moves.scrollIntoViewIfNeeded();
        await keepShot(page, `api-page-moves-${width}-${scheme}.png`);
        await page.locator("#shape-View").scrollIntoViewIfNeeded();
        await keepShot(page, `api-page-view-${width}-${scheme}.png`);
        await ctx.close();
      });

  it("speaks Norwegian with ?lang=nb, route names and codes unchanged", async () => {
    const ctx = await person(shared.browser, shared.svc.base, 360, 800);
    const page = await ctx.newPage();
    await page.goto("/api?lang=nb");
    await expect.poll(() => page.title()).toBe("Tablelink-API-et");
    expect(await page.locator("html").getAttribute("lang")).toBe("nb");
    const moves = page.getByRole("article", { name: "POST /api/games/{id}/moves" });
    await expect.poll(() => moves.innerText()).toMatch(/Feilkoder\s+400 request\/invalid/);
    await keepShot(page, "api-page-360-nb.png");
    await ctx.close();
  });
});
