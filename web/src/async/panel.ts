// The play page's long-running-play region: the clock, resign, chat and "Notify
// me" (push or a webhook, loaded when opened). Built once and updated on every
// render, so typed text and open panels survive live updates. (The rematch is the
// result sheet's: web/src/play/rematch-panel.ts.)
import type { View } from "../../../src/protocol";
import { announce } from "../lib/announce";
import type { Failure } from "../lib/api";
import { replaceContent } from "../lib/dom";
import { asyncApi } from "./api";
import { ChatPanel } from "./chat-panel";
import { Countdown } from "./countdown";
import { asyncOf } from "./fields";
import { SeatButtons } from "./seat-actions";
import { NotifyShell } from "./notify-shell";
import { placePause } from "./pause-slot";
import * as msg from "../i18n/messages";

export interface AsyncContext {
  view: View;
  token: string | undefined;
  names: string[];
  /** Hands a fresh view back to the page. */
  accept: (v: View) => void;
}

interface Parts {
  countdown: Countdown;
  buttons: SeatButtons;
  chat: ChatPanel;
  notify: NotifyShell;
}

let parts: Parts | null = null;
let current: AsyncContext | null = null;

/** The words for a refused request (../play/refusals), loaded with the page's later parts when one is refused. */
const refused = (f: Failure | null) =>
  import("../play/later").then(
    (l) => l.refusals.seatActionRefused(f),
    () => f?.message ?? "",
  );

function build(): Parts {
  const ctx = () => current!;
  const withToken = async <T>(
    run: (id: string, token: string) => Promise<{ ok: true; value: T } | Failure>,
  ): Promise<T | string> => {
    const c = ctx();
    if (!c.token) return refused(null);
    const r = await run(c.view.id, c.token);
    return r.ok ? r.value : refused(r);
  };
  const viewAction =
    (run: (id: string, token: string) => Promise<{ ok: true; value: View } | Failure>) =>
    async (): Promise<string | null> => {
      const r = await withToken(run);
      if (typeof r === "string") {
        announce(r);
        return r;
      }
      ctx().accept(r);
      return null;
    };
  return {
    countdown: new Countdown(),
    buttons: new SeatButtons({
      resign: () => void viewAction((id, t) => asyncApi.resign(id, t))(),
    }),
    chat: new ChatPanel((text) => viewAction((id, t) => asyncApi.chat(id, t, text))()),
    notify: new NotifyShell({
      save: async (url, format) => {
        const r = await withToken((id, t) => asyncApi.setWebhook(id, t, url, format));
        if (typeof r === "string") return r;
        parts!.notify.updateWebhook(r.webhook);
        return null;
      },
      remove: async () => {
        const r = await withToken((id, t) => asyncApi.dropWebhook(id, t));
        if (typeof r === "string") return r;
        parts!.notify.updateWebhook(null);
        return null;
      },
    }),
  };
}

export function renderAsync(region: HTMLElement, ctx: AsyncContext): void {
  current = ctx;
  parts ??= build();
  const { view: v, token } = ctx;
  const a = asyncOf(v);
  const seated = Boolean(token) && v.you !== null;
  parts.countdown.update(v, ctx.names);
  placePause(parts.countdown.el, ctx);
  parts.buttons.update(v, seated, ctx.names);
  parts.chat.update(a.chat, seated, seated ? v.you : null);
  parts.notify.updateWebhook(a.webhook);
  if (seated) parts.notify.updateSeat(v.id, token!);
  parts.notify.el.hidden = !seated || v.status === "finished";
  if (region.firstChild !== parts.countdown.el) {
    replaceContent(region, parts.countdown.el, parts.buttons.el, parts.chat.el, parts.notify.el);
  }
}

/** Turns on push for the seat on screen through the page's one notify panel (./notify-offer uses it). */
export function turnOnNotifications(): Promise<string | null> {
  return parts ? parts.notify.turnOn() : Promise.resolve(msg.sStillLoading);
}
