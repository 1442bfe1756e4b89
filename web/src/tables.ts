// The home page's "Your tables" (web/src/home/): the list, carrying it to another
// device, and the service worker that brings pushes and the offline list. It is
// the page's first section for a returning player; home-first.ts kept its room
// before the page was drawn, and each drawing keeps that room to the list's
// height and remembers it for the next visit at this width.
import { heldClubs } from "./club/store";
import { carryArrival, carryPanel } from "./home/carry";
import { ClubsList } from "./home/clubs-list";
import { heldTables } from "./home/held-seats";
import { TablesList } from "./home/tables-list";
import { offerOffline } from "./lib/service-worker";

const BOX_KEY = "tablelink:tables-box";

/** When the person last pressed or typed: the list may shrink only right after that (a Remove). */
let lastInput = -Infinity;
for (const type of ["pointerdown", "keydown"]) addEventListener(type, () => (lastInput = performance.now()), true);

function keepRoom(mount: HTMLElement): void {
  const shown = [...mount.children].filter((el) => !(el as HTMLElement).hidden).map((el) => el.getBoundingClientRect());
  const height = shown.length
    ? Math.ceil(Math.max(...shown.map((r) => r.bottom)) - Math.min(...shown.map((r) => r.top)))
    : 0;
  // Growing pushes the form down by as much as it must; shrinking by itself would pull it up for nothing
  // (a room guessed too tall stays so until the next visit, which knows the height).
  const root = document.documentElement;
  const kept = Number.parseFloat(root.style.getPropertyValue("--tables-h")) || 0;
  const mayShrink = performance.now() - lastInput < 500;
  root.style.setProperty("--tables-h", `${mayShrink ? height : Math.max(height, kept)}px`);
  try {
    localStorage.setItem(
      BOX_KEY,
      JSON.stringify({ width: innerWidth, held: heldTables().length + heldClubs().length, height }),
    );
  } catch {
    /* estimated next time */
  }
}

const mount = document.getElementById("your-tables");
if (mount) {
  const arrival = document.createElement("div");
  arrival.hidden = true;
  const clubs = new ClubsList(() => keepRoom(mount));
  const list: TablesList = new TablesList(
    [clubs.el, carryPanel(() => list.brokenIds())],
    () => keepRoom(mount),
    () => clubs.refresh(),
  );
  mount.replaceChildren(arrival, list.el);
  carryArrival(arrival, () => void list.refresh());
  void list.refresh();
}
offerOffline();
