// Many blog platforms put embeds in <iframe sandbox="allow-scripts">: the frame
// then has an opaque origin, so even our own module script and API calls reach
// it as cross-origin loads. A stand-in blog on another loopback origin embeds a
// live table that way; a reader sees it load, connect and follow a move.
import { describe, expect, it } from "vitest";
import { apiOf, type StakesSeen } from "./api-client";
import { useBlog } from "./blog";
import { person, useServiceAndBrowser } from "./harness";
import { eventually, withEvidence } from "./play-helpers";

const shared = useServiceAndBrowser();
const api = apiOf(shared);
const blog = useBlog();

describe("a sandboxed embed", () => {
  it('loads its script, shows the table and follows it live inside <iframe sandbox="allow-scripts">', async () => {
    const created = await api<{ id: string; token: string; invite: string }>("/api/games", {
      game: "stakes",
      seats: 2,
      name: "Ann",
      options: { fixture: { deck: ["3S", "4S", "5S"], rolls: [6, 5] } },
    });
    const bob = await api<{ token: string }>(`/api/games/${created.id}/join`, { name: "Bob", invite: created.invite });
    blog.publish(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandboxed</title></head><body>
<h1>Our Duel</h1>
<iframe sandbox="allow-scripts" src="${shared.svc.base}/embed/${created.id}" width="600" height="520" title="The table"></iframe>
<script async src="${shared.svc.base}/assets/embed-snippet.js"></script>
</body></html>`);
    const reader = await person(shared.browser, blog.base, 900, 900);
    const page = await reader.newPage();
    const failed: string[] = [];
    page.on("requestfailed", (r) => failed.push(`${r.url()} ${r.failure()?.errorText ?? ""}`));
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await withEvidence("sandboxed-embed", [page], async () => {
      await page.goto(`${blog.base}/post`);
      const frame = page.frameLocator("iframe");
      // The script ran: the frame names the players and its live link is up.
      await eventually(() => frame.locator("#title").textContent()).toContain("Ann, Bob");
      await eventually(() => frame.locator("#link-state").textContent()).toBe("Live");
      // The frame really is sandboxed: its origin is opaque.
      expect(await page.frames()[1]!.evaluate(() => self.origin)).toBe("null");

      // A move made elsewhere shows up in the frame.
      const before = (await frame.locator("#happened").textContent()) ?? "";
      const v = await api<StakesSeen>(`/api/games/${created.id}`, undefined, created.token);
      const seat = v.toAct[0]!;
      const mine = await api<StakesSeen>(`/api/games/${created.id}`, undefined, seat === 0 ? created.token : bob.token);
      await api(
        `/api/games/${created.id}/moves`,
        { version: mine.version, move: mine.legal[0] },
        seat === 0 ? created.token : bob.token,
      );
      await eventually(async () => ((await frame.locator("#happened").textContent()) ?? "") !== before).toBe(true);
    });
    expect(failed.filter((f) => f.startsWith(shared.svc.base))).toEqual([]);
    expect(errors.filter((e) => /CORS|blocked|Refused/i.test(e))).toEqual([]);
    await reader.close();
  });
});
