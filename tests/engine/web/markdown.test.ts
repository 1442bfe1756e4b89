// The rules pages are rendered from Markdown by our own small converter.
import { describe, expect, it } from "vitest";
import { markdownToHtml, plainTextToHtml } from "../../../web/src/build/markdown";
import { renderRulesPages } from "../../../web/src/build/rules-page";

describe("markdown for the rules pages", () => {
  it("renders headings, paragraphs, bold, italics and code", () => {
    expect(markdownToHtml('# Stakes and Duel\nSome **bold** and *soft* text with `{"type":"flip"}`.')).toBe(
      '<h1 id="stakes-and-duel">Stakes and Duel</h1>\n<p>Some <strong>bold</strong> and <em>soft</em> text with <code>{&quot;type&quot;:&quot;flip&quot;}</code>.</p>',
    );
  });

  it("renders lists with wrapped lines and one nested level", () => {
    const md =
      "- **Flip**: draw the top card\n  into their row.\n- Draw:\n  - A face card: nothing\n  - A number card: fail\n";
    expect(markdownToHtml(md)).toBe(
      "<ul><li><strong>Flip</strong>: draw the top card into their row.</li><li>Draw:<ul><li>A face card: nothing</li><li>A number card: fail</li></ul></li></ul>",
    );
  });

  it("renders tables, keeping escaped pipes inside cells", () => {
    const md = '| action | move |\n|---|---|\n| **Cheat** | `{"delta":1\\|-1}` |\n';
    expect(markdownToHtml(md)).toBe(
      '<div class="table-scroll"><table><thead><tr><th scope="col">action</th><th scope="col">move</th></tr></thead><tbody><tr><td><strong>Cheat</strong></td><td><code>{&quot;delta&quot;:1|-1}</code></td></tr></tbody></table></div>',
    );
  });

  it("never lets text become markup", () => {
    expect(markdownToHtml("a <script>x</script> & b")).toBe("<p>a &lt;script&gt;x&lt;/script&gt; &amp; b</p>");
    expect(markdownToHtml("[x](javascript:void)")).toBe("<p>x</p>");
  });

  it("keeps the original's paragraphs and bullet lines", () => {
    expect(plainTextToHtml("Antall spillere\n\n• Bunke A\n• Bunke B\n")).toBe(
      "<p>Antall spillere</p>\n<p>• Bunke A<br>• Bunke B</p>",
    );
  });
});

describe("the rules pages built from web/rules", () => {
  const dir = new URL("../../../web/rules/", import.meta.url).pathname;
  const pages = renderRulesPages(
    dir,
    '<title><!--TITLE--></title><meta content="<!--DESCRIPTION-->"><nav><!--GAMES--></nav><!--RULES-->',
  );

  it("makes one page per game, each naming its game and marking itself in the games list", () => {
    expect(pages.map((p) => p.file)).toEqual(["rules-stakes.html", "rules-dobbelsjanse.html", "rules-twelves.html"]);
    expect(pages.map((p) => /<title>(.*)<\/title>/.exec(p.html)![1])).toEqual([
      "Stakes and Stakes Duel",
      "Dobbelsjanse",
      "Twelves",
    ]);
    for (const p of pages) expect(p.html.match(/aria-current="page"/g)).toHaveLength(1);
  });

  it("opens with How to play and its drawn example, folds the rest, ends with questions", () => {
    for (const p of pages) {
      const how = p.html.indexOf('<section class="how"');
      expect(how).toBeGreaterThan(0);
      expect(p.html.indexOf('<details class="rule">')).toBeGreaterThan(how);
      expect(p.html).toContain('<figure class="example">');
      expect(p.html).not.toContain("{{example}}");
      expect(p.html).toMatch(
        /<section class="faq"[^>]*><h2[^>]*>Questions players ask<\/h2><details class="faq-item">/,
      );
      expect(p.html).not.toMatch(/\bRulings?\b|\bengine\b|seeds\/|\.md\b/);
    }
    expect(pages[1]!.html).toContain('lang="nb"');
  });
});
