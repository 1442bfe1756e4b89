// `npm start`: wrangler dev on loopback. The port comes from PORT (default 8787),
// and any arguments after `npm start --` go to wrangler as they are, so
// `npm start -- --port 8822` or `PORT=8822 npm start` both work; an --ip or
// --port given there wins over ours instead of being passed twice.
import { spawn } from "node:child_process";

const args = process.argv.slice(2);
const given = (flag: string) => args.some((a) => a === flag || a.startsWith(`${flag}=`));
const ours = [
  ...(given("--ip") ? [] : ["--ip", "127.0.0.1"]),
  ...(given("--port") ? [] : ["--port", process.env.PORT || "8787"]),
];

const child = spawn("wrangler", ["dev", ...ours, ...args], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
