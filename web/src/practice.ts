// The practice page: /practice/:game (and /embed/practice/:game, the same in a
// frame): a whole table against bots that runs in this browser, with no request
// to the service at all (only "Play this with friends", once clicked, makes a real
// table). The address is read by ./practice/params.ts, the table runs in a worker
// (./practice/host.ts), and ./practice/page.ts draws it with the real table's parts.
import { toHex } from "../../src/protocol/hex";
import { loadPlayRenderer } from "./games/load-play";
import { byId, h, replaceContent } from "./lib/dom";
import { inPageLanguage } from "./lib/error-words";
import { fitFrame } from "./embed/fit";
import { reportHeight } from "./embed/height";
import { startTable } from "./practice/host";
import { PracticePage } from "./practice/page";
import { readSetup } from "./practice/params";
import { offerOffline } from "./lib/service-worker";
import { T } from "./practice/texts";
import { wirePrefs } from "./lib/prefs";

// The foot's choices kept on this device (the four-colour deck).
wirePrefs();

// Opened directly, a practice table still opens offline next time (framed, as an embed, it does nothing).
offerOffline();

function fatal(message: string): void {
  replaceContent(
    byId("stage"),
    h("div", { class: "fatal" }, h("p", {}, message), h("p", {}, h("a", { href: "/" }, "Tablelink"))),
  );
  byId("happened").textContent = "";
}

async function start(): Promise<void> {
  const setup = readSetup(location.pathname, location.search);
  if (!setup) return fatal(T.unknownGame);
  const game = setup.game;
  byId("title").textContent = game.name;
  byId<HTMLAnchorElement>("rules-link").href = `/rules/${game.game}`;
  byId("log-open").addEventListener("click", () => byId<HTMLDialogElement>("log-dialog").showModal());
  byId("how-open").addEventListener("click", () => {
    void import("./play/how-to-play").then((m) => m.openHowToPlay(game.game));
  });
  if (setup.embed) {
    // In someone's page: links leave the frame; the frame is told how tall the table is.
    document.body.classList.add("in-frame");
    for (const a of document.querySelectorAll<HTMLAnchorElement>("header a")) {
      a.target = "_blank";
      a.rel = "noopener";
    }
    fitFrame(false);
    reportHeight(`practice-${game.key}`);
    // A sandboxed frame (allow-scripts alone) submits no form, not even <form method="dialog">:
    // the sheets' Close buttons (How to play, the log, the result) close their sheet themselves.
    document.addEventListener("click", (ev) => {
      const button = (ev.target as Element).closest?.('form[method="dialog"] button[type="submit"]');
      if (!button) return;
      ev.preventDefault();
      button.closest("dialog")?.close();
    });
  }
  const notices = [...setup.notices];
  if (!navigator.onLine) notices.push(T.offlineOk);
  const notice = byId("notice");
  notice.textContent = notices.join(" ");
  notice.hidden = notices.length === 0;

  const names = Array.from({ length: setup.seats }, (_, i) => (i === 0 ? yourName() : T.botName(i, setup.level)));
  const seed = toHex(crypto.getRandomValues(new Uint8Array(32)));
  const [renderer, started] = await Promise.all([
    loadPlayRenderer(game.game),
    startTable({ game: game.game, seats: setup.seats, level: setup.level, options: setup.options, seed, names }),
  ]);
  if (!renderer) return fatal(T.unknownGame);
  if (!started.first.ok) return fatal(await inPageLanguage(started.first.code, started.first.message));
  // Where the bots think ("worker", or "page" where no worker could start), for anyone checking.
  document.body.dataset.botsRun = started.inWorker ? "worker" : "page";
  new PracticePage(started.host, renderer, setup, started.first.view);
}

/** The name this browser last played under (the home page keeps it), else a plain one; a frame keeps none. */
function yourName(): string {
  try {
    return localStorage.getItem("tablelink:name")?.trim() || T.you;
  } catch {
    return T.you;
  }
}

void start();
