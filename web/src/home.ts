// The home page: pick a game, seats and your name; Create takes you to your seat.
import { clockField, clockOptions } from "./async/clock-field";
import { CATALOG, type CatalogEntry } from "./games/catalog";
import { api } from "./lib/api";
import { byId, h, replaceContent } from "./lib/dom";
import { entropyHex } from "./lib/entropy";
import { holdSeat } from "./lib/seat-store";
import { rememberName, rememberedName } from "./play/parts";
import { botsChoice, botsField } from "./home/bot-controls";

let picked: CatalogEntry = CATALOG[0]!;

function gameCard(g: CatalogEntry): HTMLElement {
  const id = `game-${g.key}`;
  return h(
    "label",
    { class: `game-card${g.ready ? "" : " soon"}`, for: id },
    h("input", { type: "radio", name: "game", id, value: g.key, checked: g === picked, disabled: !g.ready, onchange: () => pick(g) }),
    h("span", { class: "game-name" }, g.name),
    h("span", { class: "game-blurb" }, g.blurb),
    g.ready ? h("a", { class: "rules-link", href: `/rules/${g.game}` }, "Rules") : h("span", { class: "soon-tag" }, "Coming soon"),
  );
}

function seatsField(g: CatalogEntry): HTMLElement {
  if (g.seats.min === g.seats.max) return h("p", { class: "seats-fixed" }, `${g.seats.min} players`);
  const options = [];
  for (let n = g.seats.min; n <= g.seats.max; n++) options.push(h("option", { value: n, selected: n === g.seats.default }, `${n} players`));
  return h("div", { class: "field" }, h("label", { for: "seats" }, "Seats"), h("select", { id: "seats", name: "seats" }, ...options));
}

function pick(g: CatalogEntry): void {
  picked = g;
  replaceContent(byId("seats-field"), seatsField(g));
}

/**
 * A test fixture from `?fixture=<json>` is passed on as options.fixture. The
 * service refuses it unless fixtures are enabled (local dev and tests only); the
 * page never needs it.
 */
function fixtureOption(): unknown {
  const raw = new URLSearchParams(location.search).get("fixture");
  if (!raw) return undefined;
  try {
    return { fixture: JSON.parse(raw) };
  } catch {
    return undefined;
  }
}

async function create(ev: Event): Promise<void> {
  ev.preventDefault();
  const nameInput = byId<HTMLInputElement>("name");
  const name = nameInput.value.trim();
  if (!name) return nameInput.focus();
  rememberName(name);
  const seatsEl = document.getElementById("seats") as HTMLSelectElement | null;
  const seats = seatsEl ? Number(seatsEl.value) : picked.seats.min;
  const button = byId<HTMLButtonElement>("create");
  const error = byId("create-error");
  button.disabled = true;
  error.hidden = true;
  const clock = clockOptions(seats);
  const options = Object.keys(clock).length > 0 ? { ...((fixtureOption() as object | undefined) ?? {}), ...clock } : fixtureOption();
  const r = await api.create({ game: picked.game, seats, name, entropy: entropyHex(), ...(options ? { options } : {}), ...botsChoice(seats) });
  button.disabled = false;
  if (!r.ok) {
    error.textContent = `Could not create the table: ${r.message}`;
    error.hidden = false;
    return;
  }
  holdSeat(r.value.id, { token: r.value.token, seat: r.value.seat });
  location.assign(r.value.urls.play);
}

replaceContent(byId("games"), ...CATALOG.map(gameCard));
pick(picked);
replaceContent(byId("clock-field"), clockField());
replaceContent(byId("bots-field"), botsField());
byId<HTMLInputElement>("name").value = rememberedName();
byId("create-form").addEventListener("submit", (ev) => void create(ev));
