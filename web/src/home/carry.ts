// "Open on my phone": a link (and its QR code) that carries this browser's seats
// to another device in the URL fragment, which browsers never send to a server.
// Opened there, it asks before adding them to that device's list.
import { copier } from "../lib/copy";
import { h, replaceContent } from "../lib/dom";
import { heldSeat, holdSeat } from "../lib/seat-store";
import { heldTables, type HeldTable } from "./held-seats";
import { type HeldClub, heldClub, heldClubs, holdClub } from "../club/store";
import { qrSvg } from "../lib/qr";
import { fmt } from "../i18n/format";
import * as msg from "../i18n/messages";
import { plural } from "../i18n/plural";

const SAFE = /^[A-Za-z0-9_-]+$/;

export function carryLink(tables: HeldTable[], clubs: HeldClub[] = []): string {
  const list = tables.map((t) => `${t.id}~${t.token}~${t.seat}`).join(",");
  // Member tokens ride along as `&clubs=id~token,…` (the names are asked for on arrival).
  const more = clubs.length > 0 ? `&clubs=${clubs.map((c) => `${c.id}~${c.token}`).join(",")}` : "";
  return `${location.origin}/#carry=${list}${more}`;
}

/** The clubs a carry link's `&clubs=` holds (malformed entries are left out). */
export function carriedClubs(hash: string): HeldClub[] {
  const m = /(?:^#|&)clubs=([^&]*)/.exec(hash);
  if (!m || !/(?:^#|&)carry=/.test(hash)) return [];
  const out: HeldClub[] = [];
  for (const part of decodeURIComponent(m[1]!).split(",")) {
    const [id, token] = part.split("~");
    if (id && token && SAFE.test(id) && SAFE.test(token)) out.push({ id, token, name: "" });
  }
  return out;
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
  const link = carryLink(tables, heldClubs());
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
  const clubs = carriedClubs(location.hash);
  if (seats.length === 0 && clubs.length === 0) return;
  const fresh = seats.filter((s) => heldSeat(s.id) === null);
  const freshClubs = clubs.filter((c) => heldClub(c.id) === null);
  const clear = () => {
    history.replaceState(null, "", location.pathname + location.search);
    mount.replaceChildren();
    mount.hidden = true;
  };
  // "2 tables", "1 club" or "2 tables and 1 club": what this device does not hold yet.
  const count = (n: number, c = 0) =>
    c === 0
      ? plural(msg.sTablesN, n)
      : n === 0
        ? plural(msg.cClubsN, c)
        : fmt(msg.cTablesAndClubs, { tables: plural(msg.sTablesN, n), clubs: plural(msg.cClubsN, c) });
  const already = seats.length - fresh.length;
  const adding = fresh.length + freshClubs.length > 0;
  mount.hidden = false;
  replaceContent(
    mount,
    h(
      "div",
      { class: "panel carry-confirm", role: "dialog", "aria-labelledby": "carry-title" },
      h("h2", { id: "carry-title" }, fmt(msg.sCarryAdd, { tables: count(fresh.length, freshClubs.length) })),
      h(
        "p",
        {},
        adding
          ? (fresh.length > 0 ? fmt(msg.sCarryKept, { tables: count(fresh.length) }) : "") +
              (already ? plural(msg.sAlreadyHere, already, { tables: count(already) }) : "") +
              (freshClubs.length > 0
                ? `${fresh.length > 0 ? " " : ""}${fmt(msg.cCarryClubsKept, { clubs: plural(msg.cClubsN, freshClubs.length) })}`
                : "")
          : msg.sAllHere,
      ),
      h(
        "div",
        { class: "carry-buttons" },
        adding
          ? h(
              "button",
              {
                type: "button",
                class: "primary",
                onclick: () => {
                  for (const s of fresh) holdSeat(s.id, { token: s.token, seat: s.seat });
                  for (const c of freshClubs) holdClub(c);
                  clear();
                  added();
                },
              },
              fmt(msg.sAddN, { tables: count(fresh.length, freshClubs.length) }),
            )
          : null,
        h("button", { type: "button", onclick: clear }, adding ? msg.sNotNow : msg.sOk),
      ),
    ),
  );
  // At the top of the page; brought into view wherever the page was scrolled to.
  mount.scrollIntoView({ block: "nearest" });
}
