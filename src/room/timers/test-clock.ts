// The table's clock (api.md "Test clock (third round)"): real time plus a lead kept
// in the table's storage, 0 unless a test moved it. Where fixtures are allowed
// (the Worker decides: src/http), a table's clock can be moved forward so that
// tests (ours and outside clients') reach a 30-day rule or a move clock without
// waiting; every due time in the schedule is on this clock, so deadlines,
// updatedAt and pushes all agree with it.
//
// Moving it by `ms` steps through the schedule in time order: the clock stops at
// each item's due time and the alarm runs there, so a default move played on a
// timeout starts the next seat's deadline from that moment, not from the end of
// the jump; whatever that makes due within the jump runs too.
import type { RoomClock } from "../ground/ports";
import type { RoomStorage } from "../ground/storage";

/** api.md: 1 ms to 30 days. */
export const MAX_ADVANCE_MS = 30 * 24 * 3_600_000;
/** More alarm runs than any jump needs (a 30-day jump of 1-hour clocks is ~720 a seat): a safety stop. */
const MAX_STEPS = 20_000;

/** The table's clock: `real` time (Date.now in a Durable Object) plus the table's lead. */
export class TableClock implements RoomClock {
  constructor(
    private readonly store: () => RoomStorage | undefined,
    readonly real: () => number = Date.now,
  ) {}

  now(): number {
    return this.real() + (this.store()?.clockLead() ?? 0);
  }

  /**
   * Moves the clock on by `ms`, running the alarm at each due time on the way.
   * `alive` turns false when a run deleted the table. Returns the new "now".
   */
  async advance(ms: number, runAlarm: () => Promise<void>, alive: () => boolean): Promise<number> {
    const store = this.store();
    if (!store) return this.now();
    const target = this.now() + ms;
    for (let step = 0; step < MAX_STEPS && alive(); step++) {
      // Hello timeouts of live sockets are real time, not the game's: they are not stepped through.
      const next = store.schedule().find((d) => d.key !== "sockets");
      if (!next || next.due > target) break;
      if (next.due > this.now()) store.setClockLead(next.due - this.real());
      await runAlarm();
    }
    // A deleted table keeps nothing, not even its clock.
    if (alive()) store.setClockLead(target - this.real());
    return target;
  }
}
