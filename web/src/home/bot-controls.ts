// The home page's bots: how many of the table's seats bots take (the highest
// seats) and how well they play, chosen with the table's other settings, and
// "Play now", which starts a table at once with bots in every other seat: no
// invite needed.
import { CATALOG } from "../games/catalog";
import { api } from "../lib/api";
import { byId } from "../lib/dom";
import { entropyHex } from "../lib/entropy";
import { rememberName } from "../play/parts";
import { openCreated } from "./open-created";
import * as m from "../i18n/messages";

type Level = "easy" | "strong";

function chosenLevel(): Level {
  return (document.getElementById("bot-level") as HTMLSelectElement | null)?.value === "strong" ? "strong" : "easy";
}

/** The create request's `bots`: the chosen number (at most seats − 1) at the chosen level. */
export function botsChoice(seats: number): { bots?: Level[] } {
  const count = Math.min(
    seats - 1,
    Number((document.getElementById("bot-count") as HTMLSelectElement | null)?.value ?? 0),
  );
  return count > 0 ? { bots: Array.from({ length: count }, chosenLevel) } : {};
}

function pickedGame() {
  const key = document.querySelector<HTMLInputElement>('input[name="game"]:checked')?.value;
  return CATALOG.find((g) => g.key === key) ?? CATALOG[0]!;
}

async function playNow(button: HTMLButtonElement): Promise<void> {
  const nameInput = byId<HTMLInputElement>("name");
  const name = nameInput.value.trim();
  if (!name) return nameInput.focus();
  rememberName(name);
  const g = pickedGame();
  const seatsEl = document.getElementById("seats") as HTMLSelectElement | null;
  const seats = seatsEl ? Number(seatsEl.value) : g.seats.min;
  const error = byId("create-error");
  button.disabled = true;
  error.hidden = true;
  const bots = Array.from({ length: seats - 1 }, chosenLevel);
  const r = await api.create({ game: g.game, seats, name, entropy: entropyHex(), bots });
  button.disabled = false;
  openCreated(r, error, m.couldNotStart);
}

/** "Play now" (the choices and the button are written in web/html/index.html, so nothing moves when this arrives). */
export function wirePlayNow(): void {
  const now = byId<HTMLButtonElement>("play-now");
  now.addEventListener("click", () => void playNow(now));
}
