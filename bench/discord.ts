// The Discord interactions endpoint's answers, which Discord gives up on after 3 s:
// a PING, the slash command (a new table), Take a seat (a new seat) and the same
// person pressing again, each request signed with a key pair made here whose public
// half the benchmark's service gets as DISCORD_PUBLIC_KEY.
import { signedDiscordInit } from "../tests/support/discord-sign";
import { type Latency, summarise } from "./service";

export interface DiscordKey {
  /** For startService: the Worker's DISCORD_PUBLIC_KEY. */
  vars: { DISCORD_PUBLIC_KEY: string };
  privateKey: CryptoKey;
}

export async function discordKey(): Promise<DiscordKey> {
  const pair = (await crypto.subtle.generateKey({ name: "Ed25519" }, true, ["sign", "verify"])) as CryptoKeyPair;
  const raw = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
  return { vars: { DISCORD_PUBLIC_KEY: Buffer.from(raw).toString("hex") }, privateKey: pair.privateKey };
}

let next = 0;
const snowflake = () => `${Date.now()}${String(next++).padStart(6, "0")}`;

function person(n: number) {
  return { member: { nick: null, user: { id: String(900000 + n), username: `player${n}`, global_name: null } } };
}

async function send(origin: string, key: CryptoKey, body: unknown): Promise<{ ms: number; answer: unknown }> {
  // Signed before the clock starts: the time is the service's answer, as Discord waits for it.
  const init = await signedDiscordInit(key, body);
  const start = performance.now();
  const res = await fetch(`${origin}/integrations/discord`, init);
  const answer = await res.json();
  const ms = performance.now() - start;
  if (!res.ok) throw new Error(`discord ${res.status}: ${JSON.stringify(answer)}`);
  return { ms, answer };
}

/** `n` rounds of: PING, /tablelink (twelves, 6 seats), a second person's Take a seat, and their press again. */
export async function discordLatency(origin: string, key: CryptoKey, n: number): Promise<Latency[]> {
  const ping: number[] = [];
  const open: number[] = [];
  const seat: number[] = [];
  const again: number[] = [];
  for (let i = 0; i < n; i++) {
    ping.push((await send(origin, key, { type: 1 })).ms);
    const opened = await send(origin, key, {
      id: snowflake(),
      type: 2,
      ...person(0),
      data: {
        name: "tablelink",
        type: 1,
        options: [
          { name: "game", type: 3, value: "twelves" },
          { name: "seats", type: 4, value: 6 },
        ],
      },
    });
    open.push(opened.ms);
    const customId = /seat:[A-Za-z0-9_-]{14}/.exec(JSON.stringify(opened.answer))?.[0];
    if (!customId) throw new Error(`no table in ${JSON.stringify(opened.answer)}`);
    const press = { id: snowflake(), type: 3, ...person(i + 1), data: { custom_id: customId, component_type: 2 } };
    seat.push((await send(origin, key, press)).ms);
    again.push((await send(origin, key, { ...press, id: snowflake() })).ms);
  }
  return [
    summarise("discord PING", ping),
    summarise("discord /tablelink (new table)", open),
    summarise("discord Take a seat (new seat)", seat),
    summarise("discord Take a seat (again)", again),
  ];
}
