// Each game's engine and bots as its own chunk: a practice table loads only its game's.
import type { GameKit } from "../table";

const KITS: Record<string, () => Promise<GameKit>> = {
  stakes: () => import("./stakes").then((m) => m.kit),
  dobbelsjanse: () => import("./dobbelsjanse").then((m) => m.kit),
  twelves: () => import("./twelves").then((m) => m.kit),
};

export function loadKit(game: string): Promise<GameKit> {
  const load = Object.hasOwn(KITS, game) ? KITS[game] : undefined;
  if (!load) return Promise.reject(new Error(`no practice rules for ${game}`));
  return load();
}
