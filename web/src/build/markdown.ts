// A small Markdown → HTML converter for the rules pages, enough for what those
// pages use: headings, paragraphs, bullet lists (one nested level, wrapped
// continuation lines), pipe tables (with `\|` inside cells), bold, italics,
// inline code and links. The input is our own rules text, but everything is
// escaped anyway so a stray `<` can never become markup.

export function escapeHtml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Inline spans. Code spans are cut out first so their content stays literal. */
export function inline(src: string): string {
  const parts = src.split(/(`[^`]*`)/);
  return parts
    .map((p, i) => {
      if (i % 2 === 1) return `<code>${escapeHtml(p.slice(1, -1))}</code>`;
      let s = escapeHtml(p);
      s = s.replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>");
      s = s.replace(/(^|[^*\w])\*([^*\s][^*]*?)\*(?!\w)/g, "$1<em>$2</em>");
      s = s.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_m, text: string, href: string) =>
        /^(https?:|\/|#)/.test(href) ? `<a href="${href}">${text}</a>` : text,
      );
      return s;
    })
    .join("");
}

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function splitRow(line: string): string[] {
  const cells: string[] = [];
  let cur = "";
  const body = line.trim().replace(/^\|/, "").replace(/\|$/, "");
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch === "\\" && body[i + 1] === "|") {
      cur += "|";
      i++;
    } else if (ch === "|") {
      cells.push(cur.trim());
      cur = "";
    } else cur += ch;
  }
  cells.push(cur.trim());
  return cells;
}

interface ListItem {
  text: string;
  children: string[];
}

function renderList(lines: string[]): string {
  // Items start with "- " at indent 0; deeper "- " lines are sub-items; other
  // indented lines continue the item (or sub-item) above them.
  const items: ListItem[] = [];
  for (const line of lines) {
    const m = /^(\s*)[-*] (.*)$/.exec(line);
    if (m && m[1]!.length === 0) items.push({ text: m[2]!, children: [] });
    else if (m) items[items.length - 1]!.children.push(m[2]!);
    else {
      const last = items[items.length - 1]!;
      if (last.children.length > 0) last.children[last.children.length - 1] += " " + line.trim();
      else last.text += " " + line.trim();
    }
  }
  const li = (it: ListItem) =>
    `<li>${inline(it.text)}${it.children.length ? `<ul>${it.children.map((c) => `<li>${inline(c)}</li>`).join("")}</ul>` : ""}</li>`;
  return `<ul>${items.map(li).join("")}</ul>`;
}

function renderTable(lines: string[]): string {
  const head = splitRow(lines[0]!);
  const rows = lines.slice(2).map(splitRow);
  const th = head.map((c) => `<th scope="col">${inline(c)}</th>`).join("");
  const trs = rows.map((r) => `<tr>${r.map((c) => `<td>${inline(c)}</td>`).join("")}</tr>`).join("");
  return `<div class="table-scroll"><table><thead><tr>${th}</tr></thead><tbody>${trs}</tbody></table></div>`;
}

/** Converts Markdown to HTML. `headingShift` demotes headings (# → h2 with 1). */
export function markdownToHtml(md: string, headingShift = 0): string {
  const lines = md.replace(/\r\n?/g, "\n").split("\n");
  const out: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line.trim() === "") {
      i++;
      continue;
    }
    const h = /^(#{1,6}) (.*)$/.exec(line);
    if (h) {
      const level = Math.min(6, h[1]!.length + headingShift);
      const text = h[2]!.trim();
      out.push(`<h${level} id="${slug(text)}">${inline(text)}</h${level}>`);
      i++;
      continue;
    }
    if (/^\s*\|/.test(line)) {
      const block: string[] = [];
      while (i < lines.length && /^\s*\|/.test(lines[i]!)) block.push(lines[i++]!);
      out.push(renderTable(block));
      continue;
    }
    if (/^[-*] /.test(line)) {
      const block: string[] = [];
      while (i < lines.length && lines[i]!.trim() !== "" && (/^[-*] /.test(lines[i]!) || /^\s+\S/.test(lines[i]!)))
        block.push(lines[i++]!);
      out.push(renderList(block));
      continue;
    }
    const para: string[] = [];
    while (i < lines.length && lines[i]!.trim() !== "" && !/^(#{1,6} |[-*] |\s*\|)/.test(lines[i]!))
      para.push(lines[i++]!.trim());
    out.push(`<p>${inline(para.join(" "))}</p>`);
  }
  return out.join("\n");
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
