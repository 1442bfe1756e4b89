// The share card (GET /g/:id/card.png, docs/api.md "Share cards per table"): how
// long the service takes to draw one, unversioned so no cache answers, at a
// table of six in play, and how big the PNG is.
import { summarise, type Latency } from "./service";

const JSON_HEADERS = { "content-type": "application/json" };

async function sixSeats(origin: string): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(origin + path, { method: "POST", headers: JSON_HEADERS, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: string; invite: string };
  };
  const t = await post("/api/games", { game: "stakes", seats: 6, name: "Astrid Bjørnstad" });
  for (const name of ["Bo", "Cecilie Ødegård", "Dag", "Eirin with a long name", "Frode"])
    await post(`/api/games/${t.id}/join`, { name, invite: t.invite });
  return t.id;
}

export async function cardLatency(origin: string, n: number): Promise<{ latency: Latency; bytes: number }> {
  const id = await sixSeats(origin);
  let bytes = 0;
  const once = async () => {
    const t0 = performance.now();
    const res = await fetch(`${origin}/g/${id}/card.png`);
    const body = await res.arrayBuffer();
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`card: ${res.status}`);
    bytes = body.byteLength;
    return ms;
  };
  for (let i = 0; i < 5; i++) await once(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < n; i++) samples.push(await once());
  return { latency: summarise("share card PNG (6 seats, drawn)", samples), bytes };
}
