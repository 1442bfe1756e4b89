// The end of both ways to start a table from the home page (the create form and
// "Play now against bots"): keep the new seat in this browser and go to the table,
// or say why the table could not be made.
import type { Answer, Created } from "../lib/api";
import { holdSeat } from "../lib/seat-store";

export function openCreated(r: Answer<Created>, error: HTMLElement, failed: string): void {
  if (!r.ok) {
    error.textContent = `${failed}: ${r.message}`;
    error.hidden = false;
    return;
  }
  holdSeat(r.value.id, { token: r.value.token, seat: r.value.seat });
  location.assign(r.value.urls.play);
}
