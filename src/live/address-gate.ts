// One client address's live sockets (api.md "Limits (third round)": at most 100
// live sockets from one address to one table). A small Durable Object per
// address (an IPv6 client by its /64, src/protocol/client-key.ts) that every
// Worker isolate asks before it accepts a live socket, so the count holds however
// many isolates, data centres and relays the sockets are spread over.
//
// Each socket holds an entry (a lease) for its table until the Worker says it
// ended. Entries are kept in storage (a synchronous write each), so an eviction
// forgets nothing; each has an expiry that the Worker pushes forward while its
// socket is open, so the entries of a Worker that died without saying goodbye
// lapse on their own and never lock an address out for good. An alarm sweeps
// lapsed entries, and a gate with none left keeps nothing.
import { DurableObject } from "cloudflare:workers";

/** Sockets one address may hold to one table. */
export const MAX_PER_TABLE = 100;
/**
 * How long an entry lasts without being renewed: a Worker that died without
 * saying goodbye keeps its sockets' places at most this long.
 */
export const LEASE_MS = 600_000;
/**
 * How often the Worker renews the entry of an open socket (well inside the lease;
 * the Worker spreads renewals over the last quarter of this). Every open socket
 * renews, so this is traded against the lease: at 45 s a crowd of 5,000 sockets
 * cost ~110 gate calls a second, which on one machine starved everything else.
 */
export const RENEW_MS = 240_000;

export type GateAnswer = { ok: true } | { ok: false; max: number };

const key = (table: string, lease: string) => `${table} ${lease}`;

export class AddressGate extends DurableObject<Env> {
  /** "Now" for expiries; tests move it forward. */
  clock: () => number = () => Date.now();
  /** Each table's entries: lease → expiry (ms). Mirrors storage. */
  private tables: Map<string, Map<string, number>> | null = null;
  private alarmAt: number | null | undefined;

  /** A socket to `table` wants in: admitted (and its entry kept) unless the address holds `max` there already. */
  async enter(table: string, lease: string, max: number = MAX_PER_TABLE): Promise<GateAnswer> {
    const now = this.clock();
    const held = this.sweep(table, now);
    if (held.size >= max) return { ok: false, max };
    this.put(table, lease, now + LEASE_MS);
    await this.armAlarm(now + LEASE_MS);
    return { ok: true };
  }

  /** The socket is still open: its entry lasts another lease (kept again if it had lapsed meanwhile). */
  async renew(table: string, lease: string): Promise<void> {
    const now = this.clock();
    this.put(table, lease, now + LEASE_MS);
    await this.armAlarm(now + LEASE_MS);
  }

  /** The socket ended: its entry goes. */
  async leave(table: string, lease: string): Promise<void> {
    const entries = this.entries().get(table);
    if (!entries?.delete(lease)) return;
    if (entries.size === 0) this.entries().delete(table);
    this.ctx.storage.kv.delete(key(table, lease));
  }

  /** Entries held for `table` (tests). */
  async held(table: string): Promise<number> {
    return this.sweep(table, this.clock()).size;
  }

  async alarm(): Promise<void> {
    this.alarmAt = null;
    const now = this.clock();
    let next: number | null = null;
    for (const table of [...this.entries().keys()]) {
      for (const expiry of this.sweep(table, now).values()) next = next === null ? expiry : Math.min(next, expiry);
    }
    if (next !== null) await this.armAlarm(next);
  }

  private entries(): Map<string, Map<string, number>> {
    if (this.tables) return this.tables;
    this.tables = new Map();
    for (const [k, expiry] of this.ctx.storage.kv.list<number>()) {
      const cut = k.indexOf(" ");
      if (cut < 0) continue;
      const table = k.slice(0, cut);
      let entries = this.tables.get(table);
      if (!entries) this.tables.set(table, (entries = new Map()));
      entries.set(k.slice(cut + 1), expiry);
    }
    return this.tables;
  }

  /** The table's entries, without (and no longer storing) the ones that lapsed. */
  private sweep(table: string, now: number): Map<string, number> {
    const entries = this.entries().get(table) ?? new Map<string, number>();
    for (const [lease, expiry] of entries) {
      if (expiry > now) continue;
      entries.delete(lease);
      this.ctx.storage.kv.delete(key(table, lease));
    }
    if (entries.size === 0) this.entries().delete(table);
    return entries;
  }

  private put(table: string, lease: string, expiry: number): void {
    let entries = this.entries().get(table);
    if (!entries) this.entries().set(table, (entries = new Map()));
    entries.set(lease, expiry);
    this.ctx.storage.kv.put(key(table, lease), expiry);
  }

  /** An alarm at or before `at` (where entries may lapse), so lapsed ones are swept even if the address never returns. */
  private async armAlarm(at: number): Promise<void> {
    if (this.alarmAt === undefined) this.alarmAt = await this.ctx.storage.getAlarm();
    if (this.alarmAt !== null && this.alarmAt <= at) return;
    this.alarmAt = at;
    await this.ctx.storage.setAlarm(at);
  }
}
