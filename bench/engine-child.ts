// The bundled measurement: esbuild turns this file, with the engines, into one
// plain module (as the Worker build does), and each (game, seats) runs it in a
// fresh Node process: node engine-child.mjs <game> <seats> <ms>. Prints JSON.
import { GAMES } from "../src/engine/registry";
import { benchGame } from "./playout";

const [game, seats, ms] = process.argv.slice(2);
const def = GAMES[game!];
if (!def) throw new Error(`unknown game ${game}`);
process.stdout.write(JSON.stringify(benchGame(def, Number(seats), Number(ms))));
