// The home page's "Practice against bots" link (web/html/index.html) follows the
// game picked: /practice/:game, a table against bots in this browser that needs
// no connection (offered offline too: the service worker keeps it).
import type { CatalogEntry } from "../games/catalog";

export function practiceHref(g: CatalogEntry): string {
  return `/practice/${g.key === "stakes-duel" ? "duel" : g.key}`;
}

export function updatePracticeLink(g: CatalogEntry): void {
  const a = document.getElementById("game-practice") as HTMLAnchorElement | null;
  if (a) a.href = practiceHref(g);
}
