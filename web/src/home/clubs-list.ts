// "Your clubs" in Your tables: every club this browser holds a member token for,
// each a link to its page. Names are kept with the tokens; a club carried from
// another device, whose name is not known here yet, is asked for it once.
import { clubApi } from "../club/api";
import { type HeldClub, heldClubs, holdClub } from "../club/store";
import { h, replaceContent } from "../lib/dom";
import * as m from "../i18n/messages";

export class ClubsList {
  readonly el = h("div", { class: "your-clubs", hidden: true });

  constructor(private readonly drawn: () => void = () => undefined) {}

  /** Draws the list from what is kept, then learns the names it lacks. */
  refresh(): number {
    const clubs = heldClubs();
    this.draw(clubs);
    const unnamed = clubs.filter((c) => !c.name);
    if (unnamed.length > 0)
      void Promise.all(
        unnamed.map(async (c) => {
          const r = await clubApi.club(c.id, c.token);
          if (r.ok) holdClub({ ...c, name: r.value.name, member: r.value.you });
        }),
      ).then(() => this.draw(heldClubs()));
    return clubs.length;
  }

  private draw(clubs: HeldClub[]): void {
    this.el.hidden = clubs.length === 0;
    replaceContent(
      this.el,
      h("h3", { id: "your-clubs-title" }, m.cYourClubs),
      h(
        "ul",
        { class: "tables", "aria-labelledby": "your-clubs-title" },
        ...clubs.map((c) =>
          h(
            "li",
            { class: "table-row club-row", "data-club": c.id },
            h(
              "a",
              { class: "table-link", href: `/c/${encodeURIComponent(c.id)}` },
              h("span", { class: "table-game" }, c.name || m.cAClub),
            ),
          ),
        ),
      ),
    );
    this.drawn();
  }
}
