// "Notify me" on this device: a real Web Push subscription for this seat, shown
// first in the table's notify panel (the webhook form follows it). Where the
// browser cannot do it, or notifications are blocked, it says so plainly.
import { fromBase64url } from "../../../src/protocol/encoding";
import { call } from "../lib/api";
import { h, replaceContent } from "../lib/dom";
import { registerServiceWorker } from "../lib/service-worker";
import { fmt } from "../i18n/format";
import * as msg from "../i18n/messages";

const key = (id: string) => `tablelink:push:${id}`;

function remembered(id: string): boolean {
  try {
    return localStorage.getItem(key(id)) !== null;
  } catch {
    return false;
  }
}

function remember(id: string, endpoint: string | null): void {
  try {
    if (endpoint === null) localStorage.removeItem(key(id));
    else localStorage.setItem(key(id), endpoint);
  } catch {
    /* the server still has it */
  }
}

/** The server's public key as bytes; throws (inside the subscribe attempt) when it is not base64url. */
function b64urlBytes(text: string): Uint8Array<ArrayBuffer> {
  const bytes = fromBase64url(text);
  if (!bytes) throw new Error("the push key is not base64url");
  return bytes;
}

/** Why push cannot work here, or null when it can. */
export function pushUnavailable(): string | null {
  const ios = /iPhone|iPad|iPod/.test(navigator.userAgent);
  const standalone = matchMedia("(display-mode: standalone)").matches;
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
    return ios && !standalone ? msg.sPushIos : msg.sPushNone;
  }
  if (Notification.permission === "denied") return msg.sPushBlocked;
  return null;
}

/** The browser's own time zone, sent with quiet hours. */
const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export class NotifyPush {
  readonly el = h("div", { class: "notify-push" });
  private id = "";
  private token = "";
  // Quiet hours: built once so what is typed survives redraws.
  private readonly quietOn = h("input", { type: "checkbox", id: "quiet-on" });
  private readonly quietFrom = h("input", { type: "time", id: "quiet-from", value: "22:00", required: true });
  private readonly quietTo = h("input", { type: "time", id: "quiet-to", value: "07:00", required: true });
  private readonly quiet = h(
    "fieldset",
    { class: "quiet-hours" },
    h("legend", {}, msg.sQuietHours),
    h("label", { class: "check" }, this.quietOn, msg.sQuietHold),
    h(
      "p",
      { class: "quiet-times" },
      h("label", { for: "quiet-from" }, msg.sFrom),
      this.quietFrom,
      h("label", { for: "quiet-to" }, msg.sTo),
      this.quietTo,
    ),
    h("p", { class: "hint" }, fmt(msg.sQuietHint, { zone: zone() })),
  );

  update(id: string, token: string): void {
    const changed = id !== this.id || token !== this.token;
    this.id = id;
    this.token = token;
    if (changed) {
      this.draw(null);
      void this.checkBrowserSide();
    }
  }

  /** A subscription the browser no longer has (cleared site data, expired) is shown as off. */
  private async checkBrowserSide(): Promise<void> {
    if (!remembered(this.id) || pushUnavailable()) return;
    const reg = await navigator.serviceWorker.getRegistration("/");
    const sub = await reg?.pushManager.getSubscription();
    if (!sub) {
      remember(this.id, null);
      this.draw(null);
    }
  }

  /** The quiet hours to send: null when off or when a time is missing. */
  private quietHours(): { tz: string; from: string; to: string } | null {
    const from = this.quietFrom.value;
    const to = this.quietTo.value;
    return this.quietOn.checked && from && to && from !== to ? { tz: zone(), from, to } : null;
  }

  private draw(message: string | null): void {
    const unavailable = pushUnavailable();
    const on = remembered(this.id);
    const status = h(
      "p",
      { class: "push-state", role: "status" },
      message ?? unavailable ?? (on ? msg.sPushOn : msg.sPushOffer),
    );
    replaceContent(
      this.el,
      h("h3", {}, msg.sOnThisDevice),
      status,
      unavailable ? null : this.quiet,
      unavailable
        ? null
        : on
          ? h(
              "p",
              { class: "push-buttons" },
              h(
                "button",
                { type: "button", "data-key": "quiet-save", onclick: () => void this.turnOn() },
                msg.sSaveQuiet,
              ),
              " ",
              h("button", { type: "button", onclick: () => void this.off() }, msg.sTurnOff),
            )
          : h(
              "button",
              { type: "button", class: "primary", "data-key": "push-on", onclick: () => void this.turnOn() },
              msg.sNotifyDevice,
            ),
    );
  }

  /** Subscribes this device; null when it worked, else what to tell the person (also shown here). */
  async turnOn(): Promise<string | null> {
    const say = (m: string) => {
      this.draw(m);
      return m;
    };
    this.draw(msg.sAsking);
    const permission = await Notification.requestPermission();
    if (permission !== "granted") return say(pushUnavailable() ?? msg.sPushDenied);
    const reg = await registerServiceWorker();
    if (!reg) return say(msg.sNoHelper);
    await navigator.serviceWorker.ready;
    const k = await call<{ publicKey: string }>("GET", "/api/push/key");
    if (!k.ok) return say(k.message);
    let sub: PushSubscription;
    try {
      sub =
        (await reg.pushManager.getSubscription()) ??
        (await reg.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: b64urlBytes(k.value.publicKey),
        }));
    } catch {
      return say(msg.sNoPushService);
    }
    const quiet = this.quietHours();
    const r = await call<{ push: { endpoint: string; quiet?: { from: string; to: string } } }>(
      "PUT",
      `/api/games/${encodeURIComponent(this.id)}/push`,
      quiet ? { subscription: sub.toJSON(), quiet } : { subscription: sub.toJSON() },
      this.token,
    );
    if (!r.ok) return say(r.message);
    remember(this.id, r.value.push.endpoint);
    const held = r.value.push.quiet;
    this.draw(held ? fmt(msg.sPushOnQuiet, held) : null);
    return null;
  }

  private async off(): Promise<void> {
    const r = await call<{ push: null }>(
      "DELETE",
      `/api/games/${encodeURIComponent(this.id)}/push`,
      undefined,
      this.token,
    );
    if (!r.ok) return this.draw(r.message);
    remember(this.id, null);
    this.draw(null);
  }
}
