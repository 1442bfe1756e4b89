// A club table tells its club how its match ended, as one more notice of the room:
// queued in the step that ended the match, sent by the alarm, retried while the club
// cannot be reached, and sent once the club has it. A table of no club tells no one.
import { describe, expect, it, vi } from "vitest";
import type { MatchRecord } from "../../src/protocol/api";
import type { ClubReportOutcome } from "../../src/room/ground/seams";
import { MemoryTables } from "../../src/room/memory/memory-tables";
import { playOut, START, value } from "./support";

interface Report {
  club: string;
  table: string;
  key: string;
  record: MatchRecord;
}

function tablesWithClub(answer: (n: number) => ClubReportOutcome | Error) {
  const tries: Report[] = [];
  const tables = new MemoryTables({
    start: START,
    fetcher: (async () => new Response(null, { status: 204 })) as typeof fetch,
    clubs: async (club, table, key, record) => {
      tries.push({ club, table, key, record: JSON.parse(record) as MatchRecord });
      const a = answer(tries.length);
      if (a instanceof Error) throw a;
      return a;
    },
  });
  return { tables, tries };
}

async function duel(tables: MemoryTables, id: string, club?: { id: string; key: string }) {
  const table = await tables.table(id);
  const created = value(
    await table.create({
      id,
      game: "stakes",
      seats: 2,
      name: "Ann",
      options: {},
      entropy: "",
      room: { timePerMove: "none", timeoutLoses: false },
      origin: "https://tablelink.test",
      ...(club ? { club } : {}),
    }),
  );
  const bob = value(await table.join({ name: "Bob", entropy: "", invite: created.invite }));
  return { id, table, tokens: [created.token, bob.token] };
}

describe("a club table's finish reaches its club", () => {
  it("once, with the match's record and the table's key, after the club was out of reach twice", async () => {
    const { tables, tries } = tablesWithClub((n) => (n <= 2 ? new Error("club unreachable") : "applied"));
    const t = await duel(tables, "clubduel1", { id: "club1", key: "key-of-clubduel1" });
    const last = await playOut(t);
    expect(last.status).toBe("finished");
    expect(tries).toHaveLength(0); // nothing is sent inside the move's request

    for (let i = 0; i < 8; i++) await tables.tick(1000);
    expect(tries).toHaveLength(3);
    for (const r of tries) {
      expect(r.club).toBe("club1");
      expect(r.table).toBe("clubduel1");
      expect(r.key).toBe("key-of-clubduel1");
      expect(r.record.id).toBe("clubduel1");
      expect(r.record.result).toEqual(last.result);
      expect(r.record.moves).toHaveLength(last.version);
    }
    // The club has it: later alarms send nothing more.
    await tables.tick(60_000);
    expect(tries).toHaveLength(3);
    // The record went to the match history too, once.
    expect(tables.records.map((r) => r.id)).toEqual(["clubduel1"]);
  });

  it("is given up only when the club says it will never take it", async () => {
    const { tables, tries } = tablesWithClub(() => "refused");
    const t = await duel(tables, "clubduel2", { id: "club2", key: "k2" });
    await playOut(t);
    for (let i = 0; i < 5; i++) await tables.tick(1000);
    expect(tries).toHaveLength(1);
  });

  it("is never sent for a table of no club", async () => {
    const { tables, tries } = tablesWithClub(() => "applied");
    const t = await duel(tables, "plainduel");
    await playOut(t);
    for (let i = 0; i < 5; i++) await tables.tick(1000);
    expect(tries).toHaveLength(0);
    expect(tables.records.map((r) => r.id)).toEqual(["plainduel"]);
  });
  it("keeps a finished table past its 30 days while its club has not had the report, and sends it then", async () => {
    let reachable = false;
    const { tables, tries } = tablesWithClub(() => (reachable ? "applied" : new Error("club unreachable")));
    const t = await duel(tables, "clubduel-late", { id: "club1", key: "key-late" });
    await playOut(t);
    // A retry a minute for 40 days: their warning lines are not this test's subject.
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const DAY = 24 * 3_600_000;
    // D1 has the record at once; the club is out of reach for 40 days (a retry a minute at most).
    for (let day = 0; day < 40; day++) await tables.tick(DAY);
    expect(tries.length).toBeGreaterThan(40);
    expect((await t.table.view()).ok, "the table is still there").toBe(true);
    reachable = true;
    await tables.tick(61_000);
    expect(tries.at(-1)!.record.id).toBe("clubduel-late");
    // Now that nothing is owed, the next day's cleanup retires it.
    await tables.tick(DAY + 1000);
    const gone = await t.table.view();
    expect(gone.ok || gone.error.code).toBe("game/not_found");
    warn.mockRestore();
  });
});
