// The rules page holds every game's rules, one section each; the page script
// shows the one named in /rules/:game (without script, all of them show).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { markdownToHtml, plainTextToHtml } from "./markdown";

const GAMES = [
  { id: "stakes", file: "stakes.md" },
  { id: "dobbelsjanse", file: "dobbelsjanse.md", original: { file: "dobbelsjanse.nb.txt", lang: "nb", label: "Original rules in Norwegian (bokmål)" } },
  // The fragment Twelves completes stays readable, open, under the completed rules.
  { id: "twelves", file: "twelves.md", original: { file: "twelves.fragment.txt", lang: "en", label: "The fragment's own words, which these rules complete", open: true } },
] as const;

export function renderRulesSections(dir: string): string {
  return GAMES.map((g) => {
    const body = markdownToHtml(readFileSync(join(dir, g.file), "utf8"));
    const original =
      "original" in g
        ? `<details class="original"${"open" in g.original ? " open" : ""} lang="${g.original.lang}"><summary>${g.original.label}</summary>${plainTextToHtml(
            readFileSync(join(dir, g.original.file), "utf8"),
          )}</details>`
        : "";
    return `<section class="rules" id="rules-${g.id}" data-game="${g.id}">${body}${original}</section>`;
  }).join("\n");
}
