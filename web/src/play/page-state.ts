// What the play page knows between renders: the table's latest view, this
// browser's seat, what is in flight, what to tell the person, and the live link.
// One object, changed by actions.ts and play.ts and drawn by render.ts.
import type { View } from "../../../src/protocol";
import type { GameRenderer } from "../games/renderer";
import type { LinkState, LiveHandlers, LiveLink } from "../lib/live";

export interface Page {
  id: string;
  token?: string;
  /** The invite secret from an invite link's `#invite=` fragment: a seat is taken only with it. */
  invite?: string;
  view: View | null;
  /** The view on screen before the current render: motion shows what changed. */
  shown: View | null;
  busy: boolean;
  choice: string | null;
  error: string | null;
  /** The error is about the connection: a fresh view clears it. */
  errorIsNet: boolean;
  notice: string | null;
  joinable: boolean;
  /** An invite link made for an absent seat (`#invite=…&for=N`) opened on a table in play: that seat. */
  takeover?: number;
  link: LinkState;
  /** The table is drawn read-only from the last view kept here, the service being out of reach (./offline-view.ts). */
  offline: boolean;
  wasLive: boolean;
  live: LiveLink | null;
  /**
   * Opens a live link to another table (a rematch's, followed as it fills). Set by play.ts, so the
   * link's code stays in the page's first script instead of a chunk shared with the later parts.
   */
  openLink: (id: string, token: string | undefined, on: LiveHandlers) => unknown;
  /** The game's renderer, loaded once the first view names the game. */
  renderer: GameRenderer | undefined;
  /** Moments to offer notifications (../async/notify-offer): a seat just taken here, a move just made. */
  offerAt: { seated: boolean; moved: boolean };
}

export const page: Page = {
  id: "",
  view: null,
  shown: null,
  busy: false,
  choice: null,
  error: null,
  errorIsNet: false,
  notice: null,
  joinable: false,
  link: "connecting",
  offline: false,
  wasLive: false,
  live: null,
  openLink: () => undefined,
  renderer: undefined,
  offerAt: { seated: false, moved: false },
};

/** Elements that hold what a person is doing (typing, an open panel) across renders. */
export const kept: { join?: HTMLElement; links?: HTMLElement; embed?: HTMLElement } = {};
