// Member tokens, one per club, kept in this browser like seat tokens
// (../lib/seat-store.ts): the token is the membership, a bearer secret that
// rides only in a link's fragment and in the Authorization header, never in a
// path, a query or a log line. The club's name is kept with it so Your tables
// can list the clubs without asking the service.
export interface HeldClub {
  id: string;
  token: string;
  /** The club's name as last seen ("" until the club page or Your tables learns it). */
  name: string;
  /** The member id the token belongs to, once known. */
  member?: string;
}

const PREFIX = "tablelink:club:";
const SAFE = /^[A-Za-z0-9_-]+$/;

export function heldClub(id: string): HeldClub | null {
  try {
    const raw = localStorage.getItem(PREFIX + id);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<HeldClub>;
    if (typeof v.token !== "string") return null;
    return {
      id,
      token: v.token,
      name: typeof v.name === "string" ? v.name : "",
      ...(typeof v.member === "string" ? { member: v.member } : {}),
    };
  } catch {
    return null;
  }
}

export function holdClub(club: HeldClub): void {
  try {
    const { id, ...rest } = club;
    localStorage.setItem(PREFIX + id, JSON.stringify(rest));
  } catch {
    // Private mode or full storage: the member link in the address still works this time.
  }
}

export function dropClub(id: string): void {
  try {
    localStorage.removeItem(PREFIX + id);
  } catch {
    /* nothing held */
  }
}

/** Every club this browser holds a member token for, by name. */
export function heldClubs(): HeldClub[] {
  const out: HeldClub[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (!key?.startsWith(PREFIX)) continue;
      const held = heldClub(key.slice(PREFIX.length));
      if (held) out.push(held);
    }
  } catch {
    // Storage unavailable: no clubs listed.
  }
  return out.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/** A secret from `#<name>=<value>` in a fragment, when it is a plain token. */
export function fromFragment(hash: string, name: "member" | "invite"): string | null {
  const m = new RegExp(`(?:^#|&)${name}=([^&]+)`).exec(hash);
  if (!m) return null;
  const v = decodeURIComponent(m[1]!);
  return SAFE.test(v) ? v : null;
}
