// "Open on my phone": a link (and its QR code) that carries this browser's seats
// to another device in the URL fragment, which browsers never send to a server.
// Opened there, it asks before adding them to that device's list.
import { copier } from "../lib/copy";
import { h, replaceContent } from "../lib/dom";
import { heldSeat, holdSeat } from "../lib/seat-store";
import { heldTables, type HeldTable } from "./held-seats";
import { qrSvg } from "../lib/qr";
import { fmt } from "../i18n/format";
import * as msg from "../i18n/messages";
import { plural } from "../i18n/plural";

const SAFE = /^[A-Za-z0-9_-]+$/;

export function carryLink(tables: HeldTable[]): string {
  const list = tables.map((t) => `${t.id}~${t.token}~${t.seat}`).join(",");
  return `${location.origin}/#carry=${list}`;
}

/** The seats a `#carry=` fragment holds (malformed entries are left out). */
export function carriedSeats(hash: string): HeldTable[] {
  const m = /(?:^#|&)carry=([^&]*)/.exec(hash);
  if (!m) return [];
  const out: HeldTable[] = [];
  for (const part of decodeURIComponent(m[1]!).split(",")) {
    const [id, token, seat] = part.split("~");
    if (id && token && SAFE.test(id) && SAFE.test(token) && /^\d{1,2}$/.test(seat ?? ""))
      out.push({ id, token, seat: Number(seat) });
  }
  return out;
}

/** The "Open on my phone" control: a button that shows the link and its QR code (broken seat links left out). */
export function carryPanel(broken: () => Set<string> = () => new Set()): HTMLElement {
  const region = h("div", { class: "carry-body", hidden: true });
  const button = h("button", { type: "button", class: "carry-open", "aria-expanded": "false" }, msg.sCarryOpen);
  button.addEventListener("click", () => {
    const open = region.hidden;
    region.hidden = !open;
    button.setAttribute("aria-expanded", String(open));
    if (open) fill(region, broken());
  });
  return h("div", { class: "carry" }, button, region);
}

function fill(region: HTMLElement, broken: Set<string>): void {
  const tables = heldTables().filter((t) => !broken.has(t.id));
  const link = carryLink(tables);
  const field = h("input", {
    type: "text",
    readonly: true,
    value: link,
    id: "carry-link",
    class: "link-text",
    spellcheck: "false",
  });
  const status = h("span", { class: "copied", "aria-live": "polite" });
  let qr: SVGSVGElement | null = null;
  try {
    qr = qrSvg(link, fmt(msg.sCarryQr, { n: tables.length }));
  } catch {
    // Longer than any QR code holds: the link alone is offered.
  }
  qr?.setAttribute("class", "qr");
  replaceContent(
    region,
    h("p", {}, plural(msg.sCarryScan, tables.length)),
    qr ?? h("p", { class: "muted" }, msg.sTooManyQr),
    h("label", { for: "carry-link" }, msg.sLink),
    h(
      "div",
      { class: "copy-row" },
      field,
      h("button", { type: "button", class: "copy", onclick: copier(link, field, status) }, msg.copy),
      status,
    ),
  );
}

/**
 * On arrival with `#carry=…`, whether the link loads the page or is opened in a
 * tab already on it (a same-document navigation: only `hashchange`): asks
 * before adding the seats, in view, then clears the fragment either way so the
 * tokens do not stay in the address bar and a reload does not ask again.
 */
export function carryArrival(mount: HTMLElement, added: () => void): void {
  ask(mount, added);
  addEventListener("hashchange", () => ask(mount, added));
}

function ask(mount: HTMLElement, added: () => void): void {
  const seats = carriedSeats(location.hash);
  if (seats.length === 0) return;
  const fresh = seats.filter((s) => heldSeat(s.id) === null);
  const clear = () => {
    history.replaceState(null, "", location.pathname + location.search);
    mount.replaceChildren();
    mount.hidden = true;
  };
  const count = (n: number) => plural(msg.sTablesN, n);
  const already = seats.length - fresh.length;
  mount.hidden = false;
  replaceContent(
    mount,
    h(
      "div",
      { class: "panel carry-confirm", role: "dialog", "aria-labelledby": "carry-title" },
      h("h2", { id: "carry-title" }, fmt(msg.sCarryAdd, { tables: count(fresh.length) })),
      h(
        "p",
        {},
        fresh.length > 0
          ? fmt(msg.sCarryKept, { tables: count(fresh.length) }) +
              (already ? plural(msg.sAlreadyHere, already, { tables: count(already) }) : "")
          : msg.sAllHere,
      ),
      h(
        "div",
        { class: "carry-buttons" },
        fresh.length > 0
          ? h(
              "button",
              {
                type: "button",
                class: "primary",
                onclick: () => {
                  for (const s of fresh) holdSeat(s.id, { token: s.token, seat: s.seat });
                  clear();
                  added();
                },
              },
              fmt(msg.sAddN, { tables: count(fresh.length) }),
            )
          : null,
        h("button", { type: "button", onclick: clear }, fresh.length > 0 ? msg.sNotNow : msg.sOk),
      ),
    ),
  );
  // At the top of the page; brought into view wherever the page was scrolled to.
  mount.scrollIntoView({ block: "nearest" });
}
