// Seat tokens, one per game, kept in this browser. The token is the seat: the
// link that carries it in its fragment is private, like a password.
export interface HeldSeat {
  token: string;
  seat: number;
}

const key = (gameId: string) => `tablelink:seat:${gameId}`;

export function heldSeat(gameId: string): HeldSeat | null {
  try {
    const raw = localStorage.getItem(key(gameId));
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<HeldSeat>;
    return typeof v.token === "string" && typeof v.seat === "number" ? { token: v.token, seat: v.seat } : null;
  } catch {
    return null;
  }
}

export function holdSeat(gameId: string, seat: HeldSeat): void {
  try {
    localStorage.setItem(key(gameId), JSON.stringify(seat));
  } catch {
    // Private mode or full storage: the seat link in the page still works.
  }
}

export function dropSeat(gameId: string): void {
  try {
    localStorage.removeItem(key(gameId));
  } catch {
    /* nothing held */
  }
}

/** The seat token from a `#seat=TOKEN` fragment, if any. */
export function tokenFromHash(hash: string): string | null {
  const m = /(?:^#|&)seat=([^&]+)/.exec(hash);
  return m ? decodeURIComponent(m[1]!) : null;
}

/** The invite secret from a `#invite=SECRET` fragment, if any. */
export function inviteFromHash(hash: string): string | null {
  const m = /(?:^#|&)invite=([^&]+)/.exec(hash);
  return m ? decodeURIComponent(m[1]!) : null;
}
