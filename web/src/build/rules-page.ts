// One rules page per game (/rules/:game → web/dist/rules-<game>.html), from the
// Markdown in web/rules. Each file is: "# Title", a one-line lead, "## How to play"
// (kept open, with the drawn example where "{{example}}" stands), the full rules
// in "##" sections that fold away (a phone would otherwise scroll through
// thousands of pixels), and "## Questions players ask" with one "###" per
// question. Dobbelsjanse adds its Norwegian original, Twelves the fragment it
// completes.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { escapeHtml, markdownToHtml, plainTextToHtml, slug } from "./markdown";
import { EXAMPLES } from "./rules-examples";

interface Original {
  file: string;
  lang: string;
  label: string;
}

export const RULES_GAMES: { id: string; file: string; original?: Original }[] = [
  { id: "stakes", file: "stakes.md" },
  {
    id: "dobbelsjanse",
    file: "dobbelsjanse.md",
    original: { file: "dobbelsjanse.nb.txt", lang: "nb", label: "The original rules in Norwegian (bokmål)" },
  },
  {
    id: "twelves",
    file: "twelves.md",
    original: { file: "twelves.fragment.txt", lang: "en", label: "The old fragment these rules complete" },
  },
];

const FAQ = "Questions players ask";
const HOW = "How to play";

interface Section {
  title: string;
  body: string;
}

function sections(md: string): { title: string; lead: string; parts: Section[] } {
  const [head, ...rest] = md.replace(/\r\n?/g, "\n").split(/^## /m);
  const title = /^# (.*)$/m.exec(head!)![1]!.trim();
  const lead = head!.replace(/^# .*$/m, "").trim();
  const parts = rest.map((chunk) => {
    const nl = chunk.indexOf("\n");
    return { title: chunk.slice(0, nl).trim(), body: chunk.slice(nl + 1) };
  });
  return { title, lead, parts };
}

function faqHtml(body: string): string {
  return body
    .split(/^### /m)
    .filter((q) => q.trim() !== "")
    .map((q) => {
      const nl = q.indexOf("\n");
      const question = q.slice(0, nl).trim();
      return `<details class="faq-item"><summary><h3 id="${slug(question)}">${escapeHtml(question)}</h3></summary>${markdownToHtml(q.slice(nl + 1))}</details>`;
    })
    .join("\n");
}

export interface RulesPage {
  game: string;
  title: string;
  description: string;
  body: string;
}

export function renderRulesPage(dir: string, game: (typeof RULES_GAMES)[number]): RulesPage {
  const { title, lead, parts } = sections(readFileSync(join(dir, game.file), "utf8"));
  const out: string[] = [`<h1>${escapeHtml(title)}</h1>`, `<p class="lead">${escapeHtml(lead)}</p>`];
  for (const part of parts) {
    const id = slug(part.title);
    const h2 = `<h2 id="${id}">${escapeHtml(part.title)}</h2>`;
    if (part.title === HOW) {
      const [before, after = ""] = part.body.split("{{example}}");
      out.push(
        `<section class="how" aria-labelledby="${id}">${h2}${markdownToHtml(before!)}${EXAMPLES[game.id] ?? ""}${markdownToHtml(after)}</section>`,
      );
    } else if (part.title === FAQ) {
      out.push(`<section class="faq" aria-labelledby="${id}">${h2}${faqHtml(part.body)}</section>`);
    } else {
      out.push(`<details class="rule"><summary>${h2}</summary>${markdownToHtml(part.body)}</details>`);
    }
  }
  if (game.original) {
    const o = game.original;
    out.push(
      `<details class="original rule" lang="${o.lang}"><summary><h2 id="original" lang="en">${escapeHtml(o.label)}</h2></summary>${plainTextToHtml(
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

/** The rules template (web/html/rules.html) filled in for each game. */
export function renderRulesPages(dir: string, template: string, lang = "en"): { file: string; html: string }[] {
  return RULES_GAMES.map((g) => {
    // A language's own text of the rules (stakes.nb.md) when there is one; else the English.
    const own = g.file.replace(/\.md$/, `.${lang}.md`);
    const p = renderRulesPage(dir, existsSync(join(dir, own)) ? { ...g, file: own } : g);
    const nav = RULES_GAMES.map((o) => {
      const name = o.id === "stakes" ? "Stakes" : o.id === "dobbelsjanse" ? "Dobbelsjanse" : "Twelves";
      return `<a href="/rules/${o.id}"${o.id === g.id ? ' aria-current="page"' : ""}>${name}</a>`;
    }).join("");
    const html = template
      .replace("<!--TITLE-->", () => escapeHtml(p.title))
      .replace("<!--DESCRIPTION-->", () => escapeHtml(`How to play ${p.title}: ${p.description}`))
      .replace("<!--GAMES-->", () => nav)
      .replace("<!--RULES-->", () => p.body);
    return { file: `rules-${g.id}.html`, html };
  });
}
