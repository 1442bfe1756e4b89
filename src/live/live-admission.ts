// Per-address limits on live sockets (api.md "Limits (third round)"): at most 120
// upgrades a minute from one client address (the LIVE_LIMITER Rate Limiting
// binding; 429 before the upgrade), and at most 100 live sockets from one address
// to one table (its AddressGate, ./address-gate.ts; the next socket is upgraded and
// closed 1013 with a reason). Both are on unless RATE_LIMITS is "off" (local work
// and the crowd benchmark, whose thousands of spectators all come from 127.0.0.1).
//
// Neither may turn a client away because of our own trouble: if the limiter or
// the gate cannot be asked, the socket is let in (and logged).
import { addressKey } from "../protocol/client-key";
import { LEASE_MS, RENEW_MS, type AddressGate } from "./address-gate";

export const TOO_MANY_UPGRADES = "Too many live connections opened from your address; try again in a minute.";

/**
 * A refused socket (429 before the upgrade, or 1013 at the address's gate) is
 * answered only after this pause. A client that reconnects as fast as it is
 * refused is then held to about one attempt a second, instead of as many as the
 * service can answer: each refusal is cheap, but hundreds a second from a few
 * clients still took the CPU that seated players' moves needed (`npm run bench
 * -- --flood`). Waiting costs a Worker no CPU time, and a client within the limits never waits.
 */
export const REFUSAL_PAUSE_MS = 1_000;

export const refusalPause = () => new Promise<void>((resolve) => setTimeout(resolve, REFUSAL_PAUSE_MS));

export function limitsOn(env: Env): boolean {
  return env.RATE_LIMITS !== "off";
}

function addressOf(request: Request): string {
  return addressKey(request.headers.get("cf-connecting-ip"));
}

/**
 * An address the limiter refused is refused again here for a few seconds without
 * asking it: a client that reconnects as fast as it is refused then costs this
 * isolate a lookup, not a limiter call each time. (It was over 120 in its last
 * minute; at worst it waits these seconds longer than the limiter would make it.)
 */
const REFUSAL_MEMO_MS = 5_000;
const MEMO_MAX = 10_000;
const refusedUntil = new Map<string, number>();

/** False when this address has opened 120 live sockets in the last minute. */
export async function upgradeAllowed(env: Env, request: Request): Promise<boolean> {
  if (!limitsOn(env) || !env.LIVE_LIMITER) return true;
  const address = addressOf(request);
  const until = refusedUntil.get(address);
  if (until !== undefined) {
    if (until > Date.now()) return false;
    refusedUntil.delete(address);
  }
  try {
    const { success } = await env.LIVE_LIMITER.limit({ key: `LIVE_LIMITER:${address}` });
    if (!success) {
      if (refusedUntil.size >= MEMO_MAX) refusedUntil.clear();
      refusedUntil.set(address, Date.now() + REFUSAL_MEMO_MS);
    }
    return success;
  } catch (e) {
    console.error("live limiter", e);
    return true;
  }
}

/** A socket's place in its address's count for one table, held until `end()`. */
export interface GatePass {
  /** Called once when the socket ends (either side): the place is given back. */
  end(): Promise<void>;
}

const OPEN_PASS: GatePass = { end: async () => undefined };

/**
 * Asks the client address's gate for a place at `table`: a pass (renewed while
 * held), or the reason the socket is refused. With the limits off, a pass that holds nothing.
 */
export async function enterGate(env: Env, request: Request, table: string): Promise<GatePass | { refused: string }> {
  if (!limitsOn(env) || !env.GATES) return OPEN_PASS;
  const stub: DurableObjectStub<AddressGate> = env.GATES.get(env.GATES.idFromName(addressOf(request)));
  const lease = crypto.randomUUID();
  try {
    const answer = await stub.enter(table, lease);
    if (!answer.ok)
      return { refused: `Too many live connections from your address to this table (at most ${answer.max}).` };
  } catch (e) {
    console.error("address gate", e);
    return OPEN_PASS;
  }
  let ended = false;
  // The entry lapses LEASE_MS after its last renewal, so one left behind by a Worker that died
  // frees itself. Renewals are spread out, so sockets opened together do not renew together.
  let renew: ReturnType<typeof setTimeout>;
  const schedule = () => {
    renew = setTimeout(
      () => {
        if (ended) return;
        stub.renew(table, lease).catch((e: unknown) => console.error("address gate renew", e));
        schedule();
      },
      Math.min(RENEW_MS, LEASE_MS / 2) * (0.75 + Math.random() / 4),
    );
  };
  schedule();
  return {
    async end() {
      if (ended) return;
      ended = true;
      clearTimeout(renew);
      try {
        await stub.leave(table, lease);
      } catch (e) {
        console.error("address gate leave", e);
      }
    },
  };
}
