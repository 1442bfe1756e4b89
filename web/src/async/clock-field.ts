// The home page's choice of time per move (docs/api.md "The clock"): no clock by
// default; with one, two-player tables may also make a timeout lose the match.
// The controls are written in web/html/index.html (so the page does not move as
// the script arrives); this keeps "timeout loses" usable only where it applies,
// and says why when it is not.
import * as tm from "../i18n/messages";
import type { RoomOptions, TimePerMove } from "../../../src/protocol";

const WHY_NO_CLOCK = tm.tNeedsClock;
const WHY_SEATS = tm.tOnlyTwo;

/** Enables "timeout loses" only with a clock at two seats, with the reason beside it otherwise. */
export function updateClockField(seats: number): void {
  const select = document.getElementById("time-per-move") as HTMLSelectElement | null;
  const loses = document.getElementById("timeout-loses") as HTMLInputElement | null;
  const why = document.getElementById("timeout-why");
  if (!select || !loses || !why) return;
  const reason = select.value === "none" ? WHY_NO_CLOCK : seats !== 2 ? WHY_SEATS : "";
  loses.disabled = reason !== "";
  if (loses.disabled) loses.checked = false;
  why.textContent = reason;
  why.hidden = reason === "";
}

/** The room options the form asks for; nothing when there is no clock. */
export function clockOptions(seats: number): Partial<RoomOptions> {
  const select = document.getElementById("time-per-move") as HTMLSelectElement | null;
  const loses = document.getElementById("timeout-loses") as HTMLInputElement | null;
  const timePerMove = (select?.value ?? "none") as TimePerMove;
  if (timePerMove === "none") return {};
  return seats === 2 && loses?.checked ? { timePerMove, timeoutLoses: true } : { timePerMove };
}
