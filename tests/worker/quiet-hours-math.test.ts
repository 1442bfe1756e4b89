// The local-time arithmetic of quiet hours (src/room/delivery/quiet-hours.ts), in
// real IANA zones, across midnight and daylight-saving changes.
import { describe, expect, it } from "vitest";
import { afterQuiet, inQuiet, reminderTime, zonesCached } from "../../src/room/delivery/quiet-hours";

const at = (s: string) => Date.parse(s);
const oslo = { tz: "Europe/Oslo", from: "22:00", to: "07:00" };

describe("quiet hours in local time", () => {
  it("keeps a bounded number of zones' formatters, however many spellings of a zone it is asked about", () => {
    // 8,000 case-spellings of one zone (quiet hours stored before zones were kept
    // canonical may hold any of them): each letter upper or lower case by a bit of i.
    const zone = { tz: "America/Argentina/Buenos_Aires", from: "20:00", to: "23:00" };
    for (let i = 0; i < 8000; i++) {
      const tz = [...zone.tz].map((c, j) => ((i >> j) & 1 ? c.toUpperCase() : c.toLowerCase())).join("");
      expect(inQuiet({ ...zone, tz }, at("2026-01-10T21:30:00Z")), tz).toBe(false); // 18:30 in Buenos Aires
      expect(inQuiet({ ...zone, tz }, at("2026-01-11T00:30:00Z")), tz).toBe(true); // 21:30
    }
    expect(zonesCached()).toBeLessThanOrEqual(64);
  });

  it("a window that crosses midnight, in winter and in summer time", () => {
    expect(inQuiet(oslo, at("2026-01-10T21:30:00Z"))).toBe(true); // 22:30 CET
    expect(inQuiet(oslo, at("2026-01-10T20:59:00Z"))).toBe(false); // 21:59
    expect(inQuiet(oslo, at("2026-01-11T05:59:00Z"))).toBe(true); // 06:59
    expect(inQuiet(oslo, at("2026-01-11T06:00:00Z"))).toBe(false); // 07:00: the window is over
    expect(afterQuiet(oslo, at("2026-01-10T21:30:00Z"))).toBe(at("2026-01-11T06:00:00Z"));
    expect(afterQuiet(oslo, at("2026-07-10T20:30:00Z"))).toBe(at("2026-07-11T05:00:00Z")); // CEST
    expect(afterQuiet(oslo, at("2026-07-10T12:00:00Z"))).toBe(at("2026-07-10T12:00:00Z")); // not quiet
  });

  it("the night clocks go forward or back, the window ends at 07:00 local all the same", () => {
    expect(afterQuiet(oslo, at("2026-03-28T22:00:00Z"))).toBe(at("2026-03-29T05:00:00Z"));
    expect(afterQuiet(oslo, at("2026-10-24T21:00:00Z"))).toBe(at("2026-10-25T06:00:00Z"));
    // 02:30 does not exist that night (02:00 becomes 03:00): a window ending then ends just past the jump.
    const skipped = { tz: "Europe/Oslo", from: "23:00", to: "02:30" };
    expect(afterQuiet(skipped, at("2026-03-28T23:00:00Z"))).toBe(at("2026-03-29T01:30:00Z"));
  });

  it("a window within one day, and zones with half-hour offsets", () => {
    const lunch = { tz: "Asia/Kolkata", from: "13:00", to: "14:00" };
    expect(inQuiet(lunch, at("2026-05-01T07:45:00Z"))).toBe(true); // 13:15 IST
    expect(inQuiet(lunch, at("2026-05-01T08:30:00Z"))).toBe(false); // 14:00
    expect(afterQuiet(lunch, at("2026-05-01T07:45:00Z"))).toBe(at("2026-05-01T08:30:00Z"));
  });

  it("a reminder: at its time; at the window's start when the deadline is in the window and that is sooner; at a window's end when only the reminder falls in it", () => {
    const now = at("2026-01-10T12:00:00Z");
    // 1-hour clock, deadline 22:30 local: reminder due 22:15, window from 22:00: sent 22:00.
    expect(reminderTime(oslo, at("2026-01-10T21:15:00Z"), at("2026-01-10T21:30:00Z"), now)).toBe(
      at("2026-01-10T21:00:00Z"),
    );
    // 1-day clock, deadline 02:00 local: reminder due 20:00, before the window: sent then.
    expect(reminderTime(oslo, at("2026-01-10T19:00:00Z"), at("2026-01-11T01:00:00Z"), now)).toBe(
      at("2026-01-10T19:00:00Z"),
    );
    // Reminder due 02:00 local, deadline 08:00 (after the window): held to 07:00.
    expect(reminderTime(oslo, at("2026-01-11T01:00:00Z"), at("2026-01-11T07:00:00Z"), now)).toBe(
      at("2026-01-11T06:00:00Z"),
    );
    // No quiet hours, or a time already past: never before now.
    expect(reminderTime(null, at("2026-01-10T13:00:00Z"), at("2026-01-10T14:00:00Z"), now)).toBe(
      at("2026-01-10T13:00:00Z"),
    );
    expect(reminderTime(oslo, at("2026-01-10T11:00:00Z"), at("2026-01-10T21:30:00Z"), now)).toBe(now);
  });
});
