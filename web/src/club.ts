// The club page (/c/:id) and its invite page (/c/:id/join). A member's token
// arrives in the fragment (#member=…), is kept in this browser like a seat
// token and taken out of the address bar at once; it is sent only in the
// Authorization header. The club is asked again every few seconds while the
// page is in view, so standings move when a club table finishes; only the
// parts that changed are drawn again, and focus stays where it was.
import "./i18n/switcher";
import { h, replaceContent } from "./lib/dom";
import { fmt } from "./i18n/format";
import * as m from "./i18n/messages";
import { type Club, type ClubResult, clubApi } from "./club/api";
import { inviteSection } from "./club/invite";
import { joinForm } from "./club/join";
import { matchesSection } from "./club/matches";
import { membersSection } from "./club/members";
import { newTableSection } from "./club/new-table";
import { notFoundPage, privatePage } from "./club/private";
import { standingsSection } from "./club/standings";
import { fromFragment, heldClub, holdClub } from "./club/store";
import { tablesSection } from "./club/tables";

const REFRESH_MS = 5_000;
const main = document.getElementById("club")!;
const [, , rawId = "", sub] = location.pathname.split("/");
const id = decodeURIComponent(rawId);
const clubPath = `/c/${encodeURIComponent(id)}`;

function say(...content: (Node | string)[]): void {
  replaceContent(main, ...content);
}

/** The member token from the link, kept here, and the address left without it. */
function takeTokenFromLink(): void {
  const token = fromFragment(location.hash, "member");
  if (!token) return;
  const before = heldClub(id);
  holdClub({ id, token, name: before?.token === token ? before.name : "" });
  history.replaceState(null, "", clubPath + location.search);
}

/** The regions redrawn when their part of the answer changes. */
interface Shown {
  token: string;
  regions: Record<"tables" | "standings" | "matches" | "members", { el: HTMLElement; key: string }>;
}
let shown: Shown | null = null;

function region(key: string, content: HTMLElement): { el: HTMLElement; key: string } {
  return { el: h("div", { class: "region" }, content), key };
}

function draw(club: Club, results: ClubResult[] | null, token: string): void {
  const keys = {
    tables: JSON.stringify([club.you, club.tables]),
    standings: JSON.stringify(club.standings),
    matches: JSON.stringify([results, club.members]),
    members: JSON.stringify(club.members),
  };
  const build = {
    tables: () => tablesSection(club, token),
    standings: () => standingsSection(club),
    matches: () => matchesSection(club, results),
    members: () => membersSection(club, token),
  };
  document.title = fmt("{name} · Tablelink", { name: club.name });
  if (shown?.token === token) {
    for (const k of Object.keys(keys) as (keyof typeof keys)[]) {
      const r = shown.regions[k];
      if (r.key === keys[k]) continue;
      r.key = keys[k];
      replaceContent(r.el, build[k]());
    }
    return;
  }
  const regions = {
    tables: region(keys.tables, build.tables()),
    standings: region(keys.standings, build.standings()),
    matches: region(keys.matches, build.matches()),
    members: region(keys.members, build.members()),
  };
  shown = { token, regions };
  const me = club.members.find((x) => x.id === club.you);
  const invite = inviteSection(club.id, club.invite);
  const alone = club.members.length <= 1;
  say(
    h(
      "div",
      { class: "club-head" },
      h("h1", { id: "club-name", tabindex: -1 }, club.name),
      me ? h("p", { class: "meta" }, fmt(m.cYouAre, { name: me.name })) : "",
    ),
    // A club of one has nobody to play with yet: the invite comes first.
    ...(alone ? [invite] : []),
    h(
      "div",
      { class: "club-grid" },
      h("div", { class: "club-col" }, regions.tables.el, regions.standings.el, newTableSection(club.id, token)),
      h("div", { class: "club-col" }, regions.matches.el, regions.members.el, ...(alone ? [] : [invite])),
    ),
  );
}

async function load(): Promise<void> {
  const held = heldClub(id);
  if (!held) {
    // Asked without a token only to tell a private club from no club at all.
    const r = await clubApi.club(id, "");
    return say(r.ok || r.code !== "club/not_found" ? privatePage(id, false) : notFoundPage());
  }
  const [r, res] = await Promise.all([clubApi.club(id, held.token), clubApi.results(id, held.token)]);
  if (!r.ok) {
    if (r.code === "club/not_found") return say(notFoundPage());
    if (r.status === 401 || r.code === "club/members_only") return say(privatePage(id, true));
    // Offline or a passing failure: what is shown stays; a first load says why.
    if (!shown) {
      const again = h("button", { type: "button", onclick: () => void load() }, m.cTryAgain);
      say(h("p", { class: "error", role: "alert" }, fmt(m.cCouldNotLoad, { why: r.message })), again);
    }
    return;
  }
  const club = r.value;
  if (held.name !== club.name || held.member !== club.you) holdClub({ ...held, name: club.name, member: club.you });
  draw(club, res.ok ? res.value.results : null, held.token);
}

async function start(): Promise<void> {
  takeTokenFromLink();
  if (sub === "join") {
    const invite = fromFragment(location.hash, "invite");
    const held = heldClub(id);
    // A member who opens the invite link again goes to the club.
    if (held && (await clubApi.club(id, held.token)).ok) {
      history.replaceState(null, "", clubPath + location.search);
      return void load();
    }
    say(
      joinForm(id, invite, () => {
        history.replaceState(null, "", clubPath + location.search);
        void load().then(() => document.getElementById("club-name")?.focus());
      }),
    );
    document.getElementById("club-member-name")?.focus();
    return;
  }
  await load();
}

void start();
setInterval(() => {
  if (shown && document.visibilityState === "visible") void load();
}, REFRESH_MS);
document.addEventListener("visibilitychange", () => {
  if (shown && document.visibilityState === "visible") void load();
});
