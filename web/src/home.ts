// The home page's "Start a table" section: pick a game, seats and your name;
// Create takes you to your seat. The form is in web/html/index.html; this module
// keeps it consistent (a valid seat count for the game, the clock options that
// apply) and creates the table, or a series of them. Other home sections live in their own modules.
import "./i18n/switcher";
import { clockOptions, updateClockField } from "./async/clock-field";
import { CATALOG, type CatalogEntry } from "./games/catalog";
import { api } from "./lib/api";
import { byId, h, replaceContent } from "./lib/dom";
import { entropyHex } from "./lib/entropy";
import { rememberName, rememberedName } from "./play/parts";
import { botsChoice, wirePlayNow } from "./home/bot-controls";
import { openCreated } from "./home/open-created";
import { updatePracticeLink } from "./home/practice-link";
import { wireStartClub } from "./home/start-club";
import * as m from "./i18n/messages";
import { fmt } from "./i18n/format";
import { plural } from "./i18n/plural";

let picked: CatalogEntry = CATALOG[0]!;
/** Whether the person chose a seat count themselves (then it is kept across games where it is valid). */
let seatsChosen = false;

/** The seat count chosen now, or the only one the game allows. */
function seats(): number {
  const el = document.getElementById("seats") as HTMLSelectElement | null;
  return el ? Number(el.value) : picked.seats.min;
}

/**
 * The game's usual count, or the count the person chose when the new game
 * allows it (otherwise the nearest it allows): never a count the game refuses.
 */
function seatsField(g: CatalogEntry, wanted: number): HTMLElement {
  if (g.seats.min === g.seats.max) return h("p", { class: "seats-fixed" }, plural(m.playersN, g.seats.min));
  const keep = seatsChosen ? Math.min(g.seats.max, Math.max(g.seats.min, wanted)) : g.seats.default;
  const options = [];
  for (let n = g.seats.min; n <= g.seats.max; n++)
    options.push(h("option", { value: n, selected: n === keep }, plural(m.playersN, n)));
  const select = h(
    "select",
    {
      id: "seats",
      name: "seats",
      onchange: () => {
        seatsChosen = true;
        updateClockField(seats());
      },
    },
    ...options,
  );
  return h("div", { class: "field" }, h("label", { for: "seats" }, m.players), select);
}

function pick(g: CatalogEntry): void {
  const before = seats();
  picked = g;
  replaceContent(byId("seats-field"), seatsField(g, before));
  byId("game-blurb").textContent = g.blurb;
  const how = byId<HTMLAnchorElement>("game-how");
  how.href = `/rules/${g.game}`;
  how.textContent = fmt(m.howToPlayGame, { game: g.name });
  updatePracticeLink(g);
  updateClockField(seats());
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

/** A series when one is chosen: the same seats play match after match (nothing for a single match). */
function seriesOption(): { series?: { bestOf: number } } {
  const bestOf = Number(byId<HTMLSelectElement>("series").value);
  return bestOf ? { series: { bestOf } } : {};
}

async function create(ev: Event): Promise<void> {
  ev.preventDefault();
  const nameInput = byId<HTMLInputElement>("name");
  const name = nameInput.value.trim();
  if (!name) return nameInput.focus();
  rememberName(name);
  const count = seats();
  const button = byId<HTMLButtonElement>("create");
  const error = byId("create-error");
  button.disabled = true;
  error.hidden = true;
  const room = { ...clockOptions(count), ...seriesOption() };
  const options =
    Object.keys(room).length > 0 ? { ...((fixtureOption() as object | undefined) ?? {}), ...room } : fixtureOption();
  const r = await api.create({
    game: picked.game,
    seats: count,
    name,
    entropy: entropyHex(),
    ...(options ? { options } : {}),
    ...botsChoice(count),
  });
  button.disabled = false;
  openCreated(r, error, m.couldNotCreate);
}

for (const g of CATALOG) {
  const radio = document.getElementById(`game-${g.key}`) as HTMLInputElement | null;
  radio?.addEventListener("change", () => pick(g));
  if (radio?.checked) picked = g;
}
pick(picked);
byId("time-per-move").addEventListener("change", () => updateClockField(seats()));
wirePlayNow();
wireStartClub();
byId<HTMLInputElement>("name").value = rememberedName();
byId("create-form").addEventListener("submit", (ev) => void create(ev));

/** Offline (the page itself can come from the service worker), the form says it needs a connection. */
function connection(): void {
  const offline = !navigator.onLine;
  byId("create-offline").hidden = !offline;
  byId<HTMLButtonElement>("create").disabled = offline;
  byId<HTMLButtonElement>("play-now").disabled = offline;
}
connection();
addEventListener("online", connection);
addEventListener("offline", connection);
