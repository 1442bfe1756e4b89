// The room writes a pause's time into its log line in UTC; the pages find it and
// say it in the reader's own time. If the two drifted apart, a Norwegian reader in
// Oslo would read "2026-12-04 23:35 UTC" again, or the wrong hour.
import { describe, expect, it } from "vitest";
import { logTime, restampLog } from "../../src/protocol/log-time";

describe("times in log lines", () => {
  it("finds every time the room wrote, to the minute", () => {
    const a = Date.UTC(2026, 11, 4, 23, 35);
    const b = Date.UTC(2027, 0, 1, 0, 5);
    const line = `Ann asked for a pause until ${logTime(a)}; it lapses at ${logTime(b)}.`;
    const seen: number[] = [];
    const out = restampLog(line, (ms) => {
      seen.push(ms);
      return `<${seen.length}>`;
    });
    expect(seen).toEqual([a, b]);
    expect(out).toBe("Ann asked for a pause until <1>; it lapses at <2>.");
  });

  it("writes a time as the API has always shown it", () => {
    expect(logTime(Date.UTC(2026, 11, 4, 23, 35, 59, 999))).toBe("2026-12-04 23:35 UTC");
  });

  it("leaves lines without a time, and things that only look like one, alone", () => {
    for (const text of [
      "Ann flips 7H: total 14.",
      "Bordet har pause til 2026-12-04 23:35. Klokka står stille så lenge.",
      "2026-13-45 99:99 UTC",
    ])
      expect(restampLog(text, () => "X")).toBe(text);
  });

  it("reads a Norwegian line the same way", () => {
    const at = Date.UTC(2026, 11, 4, 23, 35);
    const oslo = (ms: number) =>
      new Date(ms).toLocaleString("nb", {
        timeZone: "Europe/Oslo",
        day: "numeric",
        month: "short",
        hour: "2-digit",
        minute: "2-digit",
      });
    const words = oslo(at);
    expect(restampLog(`Bordet har pause til ${logTime(at)}. Klokka står stille så lenge.`, oslo)).toBe(
      `Bordet har pause til ${words}. Klokka står stille så lenge.`,
    );
    expect(words).toMatch(/5\. des\.?,? 00:35/);
  });
});
