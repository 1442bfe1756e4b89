#!/usr/bin/env node
// A Tablelink bot in one file: it joins a table by its invite link and plays any game to the end.
// Usage: node examples/bot.mjs "<invite link>" [name]
//   The invite link is the one a table's page shares: https://<site>/g/<id>/join#invite=<invite>.
//   Node 22 or newer (global fetch and WebSocket). Exits 0 once the match is over, 1 on an error.
//   Only the documented API (docs/api.md): POST …/join, the live socket, POST …/moves.

/** POSTs JSON to the table's API; the answer's status and body. */
async function post(origin, id, path, body, token) {
  const headers = { "content-type": "application/json", ...(token && { authorization: `Bearer ${token}` }) };
  const res = await fetch(`${origin}/api/games/${id}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
  return { ok: res.ok, body: await res.json() };
}

/** Plays one seat until the match ends: a random move from `legal` whenever the seat is to act. */
export function playSeat(origin, id, token, say = () => {}) {
  return new Promise((resolve, reject) => {
    let view = null; // the newest view seen, from the socket or from a move's answer
    let [busy, done, socket] = [false, false, null];
    const order = (v) => v.version * 3 + ["waiting", "playing", "finished"].indexOf(v.status);
    const newer = (v) => (!view || order(v) > order(view) ? (view = v) : view); // answers may cross views
    const stop = (settle) => {
      if (done) return;
      done = true;
      socket.close(1000);
      settle();
    };
    const act = async () => {
      if (busy || done) return;
      busy = true;
      while (view.status === "playing" && view.toAct.includes(view.you) && view.legal.length > 0) {
        const { version, legal } = view;
        const move = legal[Math.floor(Math.random() * legal.length)];
        const answer = await post(origin, id, "/moves", { version, move }, token);
        if (answer.ok) newer(answer.body);
        else if (view.version === version) break; // refused (e.g. stale): the socket's next view says what now
      }
      busy = false;
      if (view.status !== "finished") return;
      say(`match over: ${JSON.stringify(view.result)}`);
      stop(() => resolve(view));
    };
    const connect = () => {
      socket = new WebSocket(`${origin.replace(/^http/, "ws")}/api/games/${id}/live`);
      socket.onopen = () => socket.send(JSON.stringify({ type: "hello", token }));
      socket.onmessage = ({ data }) => {
        if (data === "pong") return;
        const msg = JSON.parse(data);
        if (msg.type === "error") return stop(() => reject(new Error(`${msg.error.code}: ${msg.error.message}`)));
        if (msg.type === "view") newer(msg.view);
        act().catch((e) => stop(() => reject(e)));
      };
      socket.onclose = () => done || setTimeout(connect, 1000); // a dropped socket: say hello on a new one
    };
    connect();
  });
}

async function main([link, name = "Example bot"]) {
  const url = URL.canParse(link) ? new URL(link) : null;
  const id = url?.pathname.match(/^\/g\/([A-Za-z0-9_-]{14})\/join$/)?.[1];
  const invite = url && new URLSearchParams(url.hash.slice(1)).get("invite");
  if (!id || !invite) throw new Error("Give the table's invite link: https://<site>/g/<id>/join#invite=<invite>");
  const joined = await post(url.origin, id, "/join", { name, invite });
  if (!joined.ok) throw new Error(`could not join: ${joined.body.error.code}: ${joined.body.error.message}`);
  console.log(`${name} sits in seat ${joined.body.seat} of ${id}`);
  await playSeat(url.origin, id, joined.body.token, console.log);
}

if (import.meta.filename === process.argv[1]) {
  main(process.argv.slice(2)).then(
    () => process.exit(0),
    (e) => {
      console.error(e.message);
      process.exit(1);
    },
  );
}
