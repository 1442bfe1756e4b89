// A finished match with a move time played replays in Norwegian too, and the step of
// that move says so in Norwegian. The replay marks such a move's line with the words
// the page reads its log in: a Norwegian page has no English log words to read it in.
import { describe, expect, it } from "vitest";
import { apiOf, playStakesOut, seatedTable } from "./api-client";
import { person, useServiceAndBrowser } from "./harness";

const shared = useServiceAndBrowser();
const api = apiOf(shared);
const HOUR = 3_600_000;

describe("the replay of a match with a move played on timeout", () => {
  it("shows the table and the move time played, in Norwegian", async () => {
    const t = await seatedTable(api, "stakes", ["Ann", "Bo", "Cy"], { timePerMove: "1h" });
    // Whoever is to act first runs out of time: the table plays their default move.
    await api(`/api/games/${t.id}/fixture/advance`, { ms: HOUR + 60_000 });
    await playStakesOut(api, t.id, t.tokens);
    const record = await api<{ moves: { by?: string }[] }>(`/api/matches/${t.id}`);
    const timedOut = record.moves.findIndex((m) => m.by === "timeout");
    expect(timedOut).toBeGreaterThanOrEqual(0);

    const page = await (await person(shared.browser, shared.svc.base, 1280, 800)).newPage();
    await page.goto(`/m/${t.id}?lang=nb`);
    await page.locator(".replay-table .center").first().waitFor();
    await page.locator(".replay-slider").fill(String(timedOut + 1));
    await expect.poll(() => page.locator(".replay-line").textContent()).toContain("tom for tid");
    await page.context().close();
  });
});
