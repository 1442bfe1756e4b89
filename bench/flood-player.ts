// The flood benchmark's seated player (./flood.ts): the tables it plays on and
// its moves, timed from POST to answer, against the running service.

export interface Table {
  id: string;
  tokens: string[];
}

interface SeatView {
  version: number;
  status: string;
  toAct: number[];
  legal: { type: string }[];
}

export const now = () => performance.now();
export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every request gives up after a minute: a service that stopped answering ends the run instead of hanging it. */
const fetch = (input: string, init: RequestInit = {}) =>
  globalThis.fetch(input, { ...init, signal: AbortSignal.timeout(60_000) });

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

let setupAddress = 0;
/** Set-up requests come from addresses of their own, so the create and join limits (20 and 60 a minute) never bite. */
const nextSetupAddress = () => `10.250.${(++setupAddress >> 8) & 255}.${setupAddress & 255}`;

export async function newTable(origin: string): Promise<Table> {
  const headers = { "content-type": "application/json", "cf-connecting-ip": nextSetupAddress() };
  const post = (path: string, body: unknown) =>
    fetch(`${origin}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
  const created = await json<{ id: string; token: string; invite: string }>(
    await post("/api/games", { game: "stakes", seats: 2, name: "Ann" }),
  );
  const joined = await json<{ token: string }>(
    await post(`/api/games/${created.id}/join`, { name: "Bob", invite: created.invite }),
  );
  return { id: created.id, tokens: [created.token, joined.token] };
}

async function nextMove(origin: string, t: Table): Promise<{ seat: number; body: string } | null> {
  const spectator = await json<SeatView>(await fetch(`${origin}/api/games/${t.id}`));
  if (spectator.status !== "playing") return null;
  const seat = spectator.toAct[0]!;
  const view = await json<SeatView>(
    await fetch(`${origin}/api/games/${t.id}`, { headers: { authorization: `Bearer ${t.tokens[seat]}` } }),
  );
  const move = view.legal.find((m) => m.type === "flip") ?? view.legal.find((m) => m.type === "bank") ?? view.legal[0];
  return move ? { seat, body: JSON.stringify({ version: view.version, move }) } : null;
}

/** The seated player: one move on its table (a new table when the match is over), timed from POST to answer. */
export class Player {
  constructor(
    private readonly origin: string,
    public table: Table,
  ) {}

  async move(): Promise<number> {
    let next = await nextMove(this.origin, this.table);
    for (let i = 0; !next && i < 3; i++) {
      this.table = await newTable(this.origin);
      next = await nextMove(this.origin, this.table);
    }
    if (!next) throw new Error("no move to time");
    const start = now();
    await json(
      await fetch(`${this.origin}/api/games/${this.table.id}/moves`, {
        method: "POST",
        headers: { authorization: `Bearer ${this.table.tokens[next.seat]}`, "content-type": "application/json" },
        body: next.body,
      }),
    );
    return now() - start;
  }
}

/** Moves with a short pause between them, as between turns; `until` may ask for more (bounded by `max`). */
export async function moves(
  p: Player,
  n: number,
  until: () => Promise<boolean> = async () => true,
  max = n * 4,
): Promise<number[]> {
  const out: number[] = [];
  while (out.length < max && (out.length < n || !(await until()))) {
    await pause(100);
    out.push(await p.move());
  }
  return out;
}
