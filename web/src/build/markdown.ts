// Markdown → HTML for the rules pages, by marked (GFM: headings, paragraphs,
// bullet lists, pipe tables with `\|` inside cells, bold, italics, inline code,
// links). The renderer below keeps the markup the pages have always had: ids on
// headings, compact lists, scrollable tables with column headers, one line per
// block. The input is our own rules text, but marked's raw-HTML and autolink
// rules are switched off and every text is escaped, so a stray `<` can never
// become markup, and only http(s), root-relative and #fragment links are kept.
import { Marked, type RendererObject, type Tokens, type TokenizerObject } from "marked";

export function escapeHtml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Source text as written (no entity decoding), a wrapped line joined by one space. */
const literal = (raw: string) => escapeHtml(raw.replace(/[ \t]*\n[ \t]*/g, " "));

/** No raw HTML, no autolinks: those stay text. */
const tokenizer: TokenizerObject = {
  html: () => undefined,
  tag: () => undefined,
  autolink: () => undefined,
  url: () => undefined,
};

function renderer(headingShift: number): RendererObject {
  return {
    heading({ tokens, depth, text }: Tokens.Heading) {
      const level = Math.min(6, depth + headingShift);
      return `<h${level} id="${slug(text)}">${this.parser.parseInline(tokens)}</h${level}>`;
    },
    paragraph({ tokens }: Tokens.Paragraph) {
      return `<p>${this.parser.parseInline(tokens)}</p>`;
    },
    list({ items, ordered, start }: Tokens.List) {
      const tag = ordered ? "ol" : "ul";
      const from = ordered && start !== "" && start !== 1 ? ` start="${start}"` : "";
      return `<${tag}${from}>${items.map((it) => this.listitem(it)).join("")}</${tag}>`;
    },
    listitem({ tokens }: Tokens.ListItem) {
      return `<li>${this.parser.parse(tokens)}</li>`;
    },
    table({ header, rows }: Tokens.Table) {
      const th = header.map((c) => `<th scope="col">${this.parser.parseInline(c.tokens)}</th>`).join("");
      const trs = rows
        .map((r) => `<tr>${r.map((c) => `<td>${this.parser.parseInline(c.tokens)}</td>`).join("")}</tr>`)
        .join("");
      return `<div class="table-scroll"><table><thead><tr>${th}</tr></thead><tbody>${trs}</tbody></table></div>`;
    },
    text(token: Tokens.Text | Tokens.Escape) {
      if ("tokens" in token && token.tokens) return this.parser.parseInline(token.tokens);
      return token.type === "escape" ? escapeHtml(token.text) : literal(token.raw);
    },
    codespan({ text }: Tokens.Codespan) {
      return `<code>${escapeHtml(text)}</code>`;
    },
    br() {
      return " ";
    },
    link({ href, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      return /^(https?:|\/|#)/.test(href) ? `<a href="${escapeHtml(href)}">${text}</a>` : text;
    },
  };
}

const converters = new Map<number, Marked>();

function converter(headingShift: number): Marked {
  let marked = converters.get(headingShift);
  if (!marked) {
    marked = new Marked({ gfm: true, tokenizer, renderer: renderer(headingShift) });
    converters.set(headingShift, marked);
  }
  return marked;
}

/** Converts Markdown to HTML, one block per line. `headingShift` demotes headings (# → h2 with 1). */
export function markdownToHtml(md: string, headingShift = 0): string {
  const marked = converter(headingShift);
  const tokens = marked.lexer(md);
  return tokens
    .filter((t) => t.type !== "space")
    .map((t) => marked.parser(Object.assign([t], { links: tokens.links })))
    .join("\n");
}

/** Plain text (the Norwegian original) as paragraphs, keeping its bullet lines. */
export function plainTextToHtml(txt: string): string {
  return txt
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((b) => b !== "")
    .map((b) => `<p>${b.split("\n").map(escapeHtml).join("<br>")}</p>`)
    .join("\n");
}
