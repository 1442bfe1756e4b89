// What the room needs from whoever carries its spectator view to the crowd. The
// relay tier (src/relay) sits above the room and also calls it (relays subscribe
// and ask for views), so the room owns this interface and the relay implements
// it (src/relay/fanout.ts RelayFanout); src/index.ts hands one to the room
// (docs/architecture.md "Layers").
import type { Lang } from "../../words/lang";

/**
 * One spectator view as a relay gets it, in each language the relay has readers
 * for: `seq` rises by 1 per change within an `epoch` (one object instance).
 */
export interface Published {
  epoch: string;
  seq: number;
  /** Per language, the whole server message, `{"type":"view","view":…}`, sent to sockets as is. */
  texts: Partial<Record<Lang, string>>;
}

export interface SpectatorFeed {
  /**
   * A relay asks for the views in `langs` from now on (added to the languages it
   * asked for before); it gets the current one back in all of them (`current` builds one when needed).
   */
  subscribe(name: string, langs: readonly Lang[], current: (lang: Lang) => string): Published;
  /** A relay no longer wants the views. */
  unsubscribe(name: string): void;
  /** The next views wait until `release()`, so the crowd's writes never hold up the mover's answer. */
  holdForMover(): void;
  /** The mover's answer has left: held views may go. */
  release(): void;
  /** Queues the new spectator view (built only in the languages someone listens in); returns at once. */
  publish(view: (lang: Lang) => string): void;
  /** The table is gone (cancelled, retired): every spectator is closed with this code and reason. */
  closeAll(code: number, reason: string): Promise<void>;
  /** The relays subscribed now, by name (tests read it). */
  names(): string[];
}
