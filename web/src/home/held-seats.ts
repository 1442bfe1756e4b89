// Every seat this browser holds (web/src/lib/seat-store.ts keeps one per game),
// and the last "Your tables" answer, kept so the list shows offline.
import type { TableAnswer } from "../../../src/protocol/tables";
import { heldSeat } from "../lib/seat-store";

export interface HeldTable {
  id: string;
  token: string;
  seat: number;
}

const PREFIX = "tablelink:seat:";
const CACHE_KEY = "tablelink:tables-cache";

export function heldTables(): HeldTable[] {
  const out: HeldTable[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (!key?.startsWith(PREFIX)) continue;
      const id = key.slice(PREFIX.length);
      const held = heldSeat(id);
      if (held) out.push({ id, token: held.token, seat: held.seat });
    }
  } catch {
    // Storage unavailable (private mode): no list.
  }
  return out.sort((a, b) => a.id.localeCompare(b.id));
}

export interface CachedTables {
  /** ms since the epoch of the answer. */
  at: number;
  tables: TableAnswer[];
}

export function cachedTables(): CachedTables | null {
  try {
    const raw = localStorage.getItem(CACHE_KEY);
    return raw ? (JSON.parse(raw) as CachedTables) : null;
  } catch {
    return null;
  }
}

export function cacheTables(c: CachedTables): void {
  try {
    localStorage.setItem(CACHE_KEY, JSON.stringify(c));
  } catch {
    /* full or unavailable: the next refresh tries again */
  }
}
