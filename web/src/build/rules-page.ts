// One rules page per game (/rules/:game → web/dist/rules-<game>.html), from the
// Markdown in web/rules. Each file is: "# Title", a one-line lead, "## How to play"
// (kept open, with the drawn example where "{{example}}" stands), the full rules
// in "##" sections that fold away (a phone would otherwise scroll through
// thousands of pixels), and "## Questions players ask" with one "###" per
// question. Dobbelsjanse adds its Norwegian original, Twelves the fragment it
// completes. Another language's text (stakes.nb.md) gives its headings the English
// ids ("## Sprekke {#busting}"), so a link into a section opens it in every
// language; the page's own words come from the catalog (src/words/*/rules.ts).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as english from "../../../src/words/en/rules";
import { escapeHtml, markdownToHtml, plainTextToHtml, slug } from "./markdown";
import { examples } from "./rules-examples";

/** The catalog's rules words, in the page's language. */
export type RulesWords = Record<keyof typeof english, string>;

interface Original {
  file: string;
  lang: string;
  label: "rulesOriginalNb" | "rulesOriginalFragment";
}

export const RULES_GAMES: { id: string; file: string; nav: keyof RulesWords; original?: Original }[] = [
  { id: "stakes", file: "stakes.md", nav: "rulesNavStakes" },
  {
    id: "dobbelsjanse",
    file: "dobbelsjanse.md",
    nav: "rulesNavDobbelsjanse",
    original: { file: "dobbelsjanse.nb.txt", lang: "nb", label: "rulesOriginalNb" },
  },
  {
    id: "twelves",
    file: "twelves.md",
    nav: "rulesNavTwelves",
    original: { file: "twelves.fragment.txt", lang: "en", label: "rulesOriginalFragment" },
  },
];

// The two sections every language's text has, known by their (English) ids.
const FAQ = "questions-players-ask";
const HOW = "how-to-play";

/** A heading's text and id: "Sprekke {#busting}" keeps the English id; else the slug. */
function heading(line: string): { text: string; id: string } {
  const m = /^(.*?)\s*\{#([a-z0-9-]+)\}\s*$/.exec(line.trim());
  return m ? { text: m[1]!, id: m[2]! } : { text: line.trim(), id: slug(line) };
}

interface Section {
  title: string;
  id: string;
  body: string;
}

function sections(md: string): { title: string; lead: string; parts: Section[] } {
  const [head, ...rest] = md.replace(/\r\n?/g, "\n").split(/^## /m);
  const title = /^# (.*)$/m.exec(head!)![1]!.trim();
  const lead = head!.replace(/^# .*$/m, "").trim();
  const parts = rest.map((chunk) => {
    const nl = chunk.indexOf("\n");
    const h = heading(chunk.slice(0, nl));
    return { title: h.text, id: h.id, body: chunk.slice(nl + 1) };
  });
  return { title, lead, parts };
}

function faqHtml(body: string): string {
  return body
    .split(/^### /m)
    .filter((q) => q.trim() !== "")
    .map((q) => {
      const nl = q.indexOf("\n");
      const question = heading(q.slice(0, nl));
      return `<details class="faq-item"><summary><h3 id="${question.id}">${escapeHtml(question.text)}</h3></summary>${markdownToHtml(q.slice(nl + 1))}</details>`;
    })
    .join("\n");
}

export interface RulesPage {
  game: string;
  title: string;
  description: string;
  body: string;
}

export function renderRulesPage(
  dir: string,
  game: (typeof RULES_GAMES)[number],
  words: RulesWords = english,
  lang = "en",
): RulesPage {
  const { title, lead, parts } = sections(readFileSync(join(dir, game.file), "utf8"));
  const out: string[] = [`<h1>${escapeHtml(title)}</h1>`, `<p class="lead">${escapeHtml(lead)}</p>`];
  for (const part of parts) {
    const id = part.id;
    const h2 = `<h2 id="${id}">${escapeHtml(part.title)}</h2>`;
    if (id === HOW) {
      const [before, after = ""] = part.body.split("{{example}}");
      out.push(
        `<section class="how" aria-labelledby="${id}">${h2}${markdownToHtml(before!)}${examples(words)[game.id] ?? ""}${markdownToHtml(after)}</section>`,
      );
    } else if (id === FAQ) {
      out.push(`<section class="faq" aria-labelledby="${id}">${h2}${faqHtml(part.body)}</section>`);
    } else {
      out.push(`<details class="rule"><summary>${h2}</summary>${markdownToHtml(part.body)}</details>`);
    }
  }
  if (game.original) {
    const o = game.original;
    out.push(
      `<details class="original rule" lang="${o.lang}"><summary><h2 id="original" lang="${lang}">${escapeHtml(words[o.label])}</h2></summary>${plainTextToHtml(
        readFileSync(join(dir, o.file), "utf8"),
      )}</details>`,
    );
  }
  return {
    game: game.id,
    title,
    description: lead,
    body: `<article class="rules" id="rules-${game.id}" data-game="${game.id}">${out.join("\n")}</article>`,
  };
}

/** The rules template (web/html/rules.html) filled in for each game, in `lang` with its `words`. */
export function renderRulesPages(
  dir: string,
  template: string,
  lang = "en",
  words: RulesWords = english,
): { file: string; html: string }[] {
  return RULES_GAMES.map((g) => {
    // A language's own text of the rules (stakes.nb.md) when there is one; else the English.
    const own = g.file.replace(/\.md$/, `.${lang}.md`);
    const p = renderRulesPage(dir, existsSync(join(dir, own)) ? { ...g, file: own } : g, words, lang);
    const nav = RULES_GAMES.map(
      (o) => `<a href="/rules/${o.id}"${o.id === g.id ? ' aria-current="page"' : ""}>${escapeHtml(words[o.nav])}</a>`,
    ).join("");
    const description = words.rulesDescription.replace("{game}", () => p.title).replace("{lead}", () => p.description);
    const html = template
      .replace("<!--TITLE-->", () => escapeHtml(p.title))
      .replace("<!--DESCRIPTION-->", () => escapeHtml(description))
      .replace("<!--GAMES-->", () => nav)
      .replace("<!--RULES-->", () => p.body);
    return { file: `rules-${g.id}.html`, html };
  });
}
