// The game object's side of the relay tier: the list of relays that want the
// spectator view, and one ordered delivery chain per relay. The object answers
// the mover, then hands the one spectator view to each relay (a handful of RPCs)
// instead of writing it to every spectator socket itself.
//
// It is the room's SpectatorFeed (src/room/ground/spectator-feed.ts): the room
// owns that interface, and src/index.ts gives the game object this implementation.
import { DEFAULT_LANG, LANGS, type Lang } from "../words/lang";
import type { Published, SpectatorFeed } from "../room/ground/spectator-feed";
import type { SpectatorRelay } from "./relay";

export interface PublishAnswer {
  /** False once the relay holds no spectator: it is dropped from the list. */
  keep: boolean;
}

const KEY = "relays";

/**
 * The same JSON with every non-ASCII character written as a \u escape. Names and
 * log lines hold characters such as "—" and "−", which make the text a two-byte
 * string: every relay's and every reader's Worker's send then re-encodes it to
 * UTF-8 the slow way (5% of a 5,000-reader fan-out). Escaped once here, each of
 * those sends copies bytes. Clients parse it to the same view.
 */
export function asciiJson(text: string): string {
  return text.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** How long spectators wait at most for the Worker to say the mover's answer has left. */
const HOLD_MAX_MS = 250;
const RETRIES_MS = [50, 250, 1000];

interface Chain {
  stub: DurableObjectStub<SpectatorRelay>;
  /** The languages the relay has asked for since it subscribed (it reads them to its spectators). */
  langs: Set<Lang>;
  /** Deliveries to one relay run one after another, so it sees every view in order. */
  tail: Promise<void>;
}

export class RelayFanout implements SpectatorFeed {
  private readonly epoch = crypto.randomUUID();
  private seq = 0;
  /** The current spectator view per language, as built for the relays (until the next change). */
  private readonly latest = new Map<Lang, string>();
  private readonly relays = new Map<string, Chain>();
  /** Set by a move until the Worker has sent the mover's answer (release) or HOLD_MAX_MS passed. */
  private hold: { gate: Promise<void>; open: () => void } | null = null;

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly namespace: DurableObjectNamespace<SpectatorRelay>,
  ) {
    // Relays subscribed before this instance (an eviction or restart) keep getting views
    // (a relay stored as a bare name was subscribed before relays took other languages: English).
    for (const entry of storage.kv.get<(string | [string, Lang[]])[]>(KEY) ?? []) {
      const [name, langs] = typeof entry === "string" ? [entry, [DEFAULT_LANG]] : entry;
      this.chain(name, langs);
    }
  }

  /** The relays subscribed now, by name. */
  names(): string[] {
    return [...this.relays.keys()];
  }

  /** A relay asks for the views in `langs` from now on (besides those it asked for before); it gets the current one back. */
  subscribe(name: string, langs: readonly Lang[], current: (lang: Lang) => string): Published {
    const chain = this.chain(name, langs);
    this.persist();
    return { epoch: this.epoch, seq: this.seq, texts: this.textsFor(chain, current) };
  }

  unsubscribe(name: string): void {
    if (this.relays.delete(name)) this.persist();
  }

  /**
   * The next views wait until `release()`: the Worker calls it once the mover's
   * answer has left, so the crowd's writes never hold up the player (on one
   * machine, as in local dev, they share a thread). Bounded by HOLD_MAX_MS.
   */
  holdForMover(): void {
    if (this.hold) return;
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    const timer = setTimeout(() => this.release(), HOLD_MAX_MS);
    this.hold = {
      gate,
      open: () => {
        clearTimeout(timer);
        open();
      },
    };
  }

  release(): void {
    this.hold?.open();
    this.hold = null;
  }

  /** Queues the new spectator view to every relay; returns at once. Built only in the languages relays read. */
  publish(view: (lang: Lang) => string): void {
    this.seq++;
    this.latest.clear();
    for (const [name, chain] of this.relays) {
      const msg: Published = { epoch: this.epoch, seq: this.seq, texts: this.textsFor(chain, view) };
      const gate = this.hold?.gate;
      chain.tail = chain.tail.then(() => gate).then(() => this.deliver(name, chain, msg));
    }
  }

  /** The current view in each of the relay's languages, each built once per change however many relays read it. */
  private textsFor(chain: Chain, view: (lang: Lang) => string): Partial<Record<Lang, string>> {
    const texts: Partial<Record<Lang, string>> = {};
    for (const lang of chain.langs) {
      let text = this.latest.get(lang);
      if (text === undefined) {
        text = asciiJson(view(lang));
        this.latest.set(lang, text);
      }
      texts[lang] = text;
    }
    return texts;
  }

  /** The table is gone (cancelled, retired): every relay closes its spectators with this code and reason. */
  async closeAll(code: number, reason: string): Promise<void> {
    const chains = [...this.relays.values()];
    this.relays.clear();
    this.latest.clear();
    this.release();
    await Promise.allSettled(chains.map((c) => c.stub.closeAll(code, reason)));
  }

  private async deliver(name: string, chain: Chain, msg: Published): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        const answer = await chain.stub.publish(msg);
        if (!answer.keep && this.relays.get(name) === chain) this.unsubscribe(name);
        return;
      } catch (e) {
        // A relay being reset mid-call: a fresh stub reaches its next instance.
        if (attempt >= RETRIES_MS.length) {
          console.error("relay unreachable", name, e);
          return;
        }
        await new Promise((r) => setTimeout(r, RETRIES_MS[attempt]));
        chain.stub = this.namespace.get(this.namespace.idFromName(name));
      }
    }
  }

  private chain(name: string, langs: readonly Lang[] = []): Chain {
    let c = this.relays.get(name);
    if (!c) {
      c = { stub: this.namespace.get(this.namespace.idFromName(name)), langs: new Set(), tail: Promise.resolve() };
      this.relays.set(name, c);
    }
    for (const lang of langs) if (LANGS.includes(lang)) c.langs.add(lang);
    if (c.langs.size === 0) c.langs.add(DEFAULT_LANG);
    return c;
  }

  private persist(): void {
    this.storage.kv.put(
      KEY,
      [...this.relays].map(([name, c]) => [name, [...c.langs]]),
    );
  }
}
