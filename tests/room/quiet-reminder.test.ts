// A reminder through the room: when a quarter of the seat's time is left its webhook
// hears at once, while its push, whose deadline falls in the seat's quiet hours, is
// sent when those hours start instead (docs/api.md "Reminders and quiet hours").
import { describe, expect, it } from "vitest";
import { HOUR, seated, START, subscribe, setWebhook, viewOf, world } from "./support";

describe("a reminder in quiet hours", () => {
  it("goes to the webhook at its time and to the push when the quiet hours start", async () => {
    // 12:00 UTC; the seat has a day, so its deadline is 12:00 tomorrow and its reminder due at 06:00.
    const w = world(START);
    const t = await seated(w, "stakes", ["Ann", "Bob"], { room: { timePerMove: "1d" } });
    const seat = (await viewOf(t, 0)).toAct[0]!;
    const hook = await setWebhook(t, seat);
    // Quiet from 05:00 to 13:00 UTC: the deadline falls in it, so the push goes at 05:00.
    const endpoint = await subscribe(w, t, seat, { tz: "UTC", from: "05:00", to: "13:00" });

    await w.tables.tick(16 * HOUR + 30 * 60_000); // 04:30: nothing yet
    expect(w.notices.filter((n) => n.kind === "push" || (n.kind === "webhook" && n.url === hook))).toEqual([]);

    await w.tables.tick(HOUR); // 05:30
    const pushes = w.notices.filter((n) => n.kind === "push" && n.endpoint === endpoint);
    expect(pushes).toHaveLength(1);
    const push = pushes[0]!;
    expect(push.kind === "push" && push.payload.type).toBe("reminder");
    expect(push.at).toBe(START + 17 * HOUR);
    expect(push.kind === "push" && push.payload.title).toBe(
      `Reminder: your move against ${["Ann", "Bob"][1 - seat]} in Stakes Duel`,
    );
    expect(w.notices.some((n) => n.kind === "webhook" && n.url === hook && n.body.event === "reminder")).toBe(false);

    await w.tables.tick(HOUR); // 06:30: the webhook's own time has come
    const hooks = w.notices.filter((n) => n.kind === "webhook" && n.url === hook && n.body.event === "reminder");
    expect(hooks).toHaveLength(1);
    expect(hooks[0]!.at).toBe(START + 18 * HOUR);
    // One reminder per deadline, whatever else the alarm runs later.
    await w.tables.tick(4 * HOUR);
    expect(w.notices.filter((n) => n.kind === "push" && n.endpoint === endpoint)).toHaveLength(1);
  });
});
