// The rules pages are rendered from Markdown by our own small converter.
import { describe, expect, it } from "vitest";
import { markdownToHtml, plainTextToHtml } from "../../web/src/build/markdown";

describe("markdown for the rules pages", () => {
  it("renders headings, paragraphs, bold, italics and code", () => {
    expect(markdownToHtml("# Stakes and Duel\nSome **bold** and *soft* text with `{\"type\":\"flip\"}`.")).toBe(
      '<h1 id="stakes-and-duel">Stakes and Duel</h1>\n<p>Some <strong>bold</strong> and <em>soft</em> text with <code>{&quot;type&quot;:&quot;flip&quot;}</code>.</p>',
    );
  });

  it("renders lists with wrapped lines and one nested level", () => {
    const md = "- **Flip**: draw the top card\n  into their row.\n- Draw:\n  - A face card: nothing\n  - A number card: fail\n";
    expect(markdownToHtml(md)).toBe(
      "<ul><li><strong>Flip</strong>: draw the top card into their row.</li><li>Draw:<ul><li>A face card: nothing</li><li>A number card: fail</li></ul></li></ul>",
    );
  });

  it("renders tables, keeping escaped pipes inside cells", () => {
    const md = "| action | move |\n|---|---|\n| **Cheat** | `{\"delta\":1\\|-1}` |\n";
    expect(markdownToHtml(md)).toBe(
      '<div class="table-scroll"><table><thead><tr><th scope="col">action</th><th scope="col">move</th></tr></thead><tbody><tr><td><strong>Cheat</strong></td><td><code>{&quot;delta&quot;:1|-1}</code></td></tr></tbody></table></div>',
    );
  });

  it("never lets text become markup", () => {
    expect(markdownToHtml("a <script>x</script> & b")).toBe("<p>a &lt;script&gt;x&lt;/script&gt; &amp; b</p>");
    expect(markdownToHtml("[x](javascript:void)")).toBe("<p>x</p>");
  });

  it("keeps the original's paragraphs and bullet lines", () => {
    expect(plainTextToHtml("Antall spillere\n\n• Bunke A\n• Bunke B\n")).toBe("<p>Antall spillere</p>\n<p>• Bunke A<br>• Bunke B</p>");
  });
});
