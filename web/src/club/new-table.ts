// "New table" for the club: the game, the seats, a clock, a series and bots, as
// on the home page; the member takes the first seat under their member name and
// goes to it. Each match of a series is the club's table too.
import { CATALOG, type CatalogEntry } from "../games/catalog";
import { h } from "../lib/dom";
import { entropyHex } from "../lib/entropy";
import { holdSeat } from "../lib/seat-store";
import { fmt } from "../i18n/format";
import * as m from "../i18n/messages";
import { plural } from "../i18n/plural";
import { clubApi } from "./api";

const CLOCKS: [string, string][] = [
  ["none", m.noClock],
  ["1h", m.hour1],
  ["12h", m.hours12],
  ["1d", m.day1],
  ["3d", m.days3],
  ["7d", m.days7],
];

function select(id: string, label: string, options: [string, string][], chosen: string): HTMLElement {
  return h(
    "div",
    { class: "field" },
    h("label", { for: id }, label),
    h("select", { id, name: id }, ...options.map(([v, t]) => h("option", { value: v, selected: v === chosen }, t))),
  );
}

const SERIES: [string, string][] = [
  ["", m.singleMatch],
  ["3", m.bestOf3],
  ["5", m.bestOf5],
  ["7", m.bestOf7],
];

const value = (form: HTMLElement, id: string) => (form.querySelector(`#${id}`) as HTMLSelectElement).value;

export function newTableSection(clubId: string, token: string): HTMLElement {
  const seatsSlot = h("div", { class: "seats-slot" });
  const botsSlot = h("div", { class: "bots-slot" });
  const error = h("p", { class: "error", role: "alert", hidden: true });
  const game = () => CATALOG.find((g) => g.key === value(form, "club-game")) ?? CATALOG[0]!;
  const seats = () =>
    Number((form.querySelector("#club-seats") as HTMLSelectElement | null)?.value ?? game().seats.min);
  const drawSeats = (g: CatalogEntry) => {
    const keep = seats();
    const options: [string, string][] = [];
    for (let n = g.seats.min; n <= g.seats.max; n++) options.push([String(n), plural(m.playersN, n)]);
    const chosen = keep >= g.seats.min && keep <= g.seats.max ? keep : g.seats.default;
    seatsSlot.replaceChildren(select("club-seats", m.players, options, String(chosen)));
    drawBots();
  };
  const drawBots = () => {
    const most = seats() - 1;
    const counts: [string, string][] = [["0", m.noBots]];
    const names = [m.bots1, m.bots2, m.bots3, m.bots4, m.bots5];
    for (let n = 1; n <= most; n++) counts.push([String(n), names[n - 1]!]);
    botsSlot.replaceChildren(
      select("club-bots", m.botsLastSeats, counts, "0"),
      select(
        "club-bot-level",
        m.botLevel,
        [
          ["easy", m.botEasy],
          ["strong", m.botStrong],
        ],
        "easy",
      ),
    );
  };
  const button = h("button", { type: "submit", class: "primary", id: "club-open-table" }, m.cOpenTable);
  const form: HTMLFormElement = h(
    "form",
    { class: "club-new-table" },
    select(
      "club-game",
      m.game,
      CATALOG.map((g) => [g.key, g.name]),
      "stakes-duel",
    ),
    seatsSlot,
    select("club-clock", m.timePerMove, CLOCKS, "none"),
    select("club-series", m.seriesLabel, SERIES, ""),
    botsSlot,
    h("div", { class: "club-form-row" }, button),
    error,
  );
  form.addEventListener("change", (ev) => {
    const id = (ev.target as HTMLElement).id;
    if (id === "club-game") drawSeats(game());
    else if (id === "club-seats") drawBots();
  });
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const g = game();
    const n = seats();
    const clock = value(form, "club-clock");
    const botCount = Math.min(n - 1, Number(value(form, "club-bots")));
    const level = value(form, "club-bot-level");
    const bestOf = Number(value(form, "club-series"));
    const options = {
      ...(clock !== "none" ? { timePerMove: clock } : {}),
      ...(bestOf ? { series: { bestOf } } : {}),
    };
    button.disabled = true;
    error.hidden = true;
    const r = await clubApi.newTable(clubId, token, {
      game: g.game,
      seats: n,
      entropy: entropyHex(),
      ...(Object.keys(options).length > 0 ? { options } : {}),
      ...(botCount > 0 ? { bots: Array.from({ length: botCount }, () => level) } : {}),
    });
    button.disabled = false;
    if (!r.ok) {
      error.textContent = fmt(m.cTableFailed, { why: r.message });
      error.hidden = false;
      return;
    }
    holdSeat(r.value.id, { token: r.value.token, seat: r.value.seat });
    location.assign(r.value.urls.play);
  });
  drawSeats(CATALOG.find((g) => g.key === "stakes-duel")!);
  return h(
    "section",
    { class: "panel club-new", "aria-labelledby": "new-table-title" },
    h("h2", { id: "new-table-title" }, m.cNewTable),
    h("p", { class: "hint" }, m.cNewTableHint),
    form,
  );
}
