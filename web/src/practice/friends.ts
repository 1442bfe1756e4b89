// "Play this with friends": a real table of the game and seat count just
// practised, this browser in seat 0, then off to it, as the home page does.
import { api } from "../lib/api";
import { entropyHex } from "../lib/entropy";
import { holdSeat } from "../lib/seat-store";
import { rememberName } from "../play/parts";
import type { PracticeSetup } from "./params";

export async function playWithFriends(
  setup: PracticeSetup,
  name: string,
  failed: (why: string) => void,
): Promise<void> {
  rememberName(name);
  const r = await api.create({
    game: setup.game.game,
    seats: setup.seats,
    name,
    entropy: entropyHex(),
    ...(setup.options ? { options: setup.options } : {}),
  });
  if (!r.ok) return failed(r.message);
  holdSeat(r.value.id, { token: r.value.token, seat: r.value.seat });
  location.assign(r.value.urls.play);
}
