// The embed page names its table: a title with the game and the players, share
// tags, and oEmbed discovery pointing at the embed's own address; the static
// page's generic description gives way to the table's. Nothing private is in it.
import { describe, expect, it } from "vitest";
import { call, ORIGIN } from "./helpers";

async function head(id: string): Promise<string> {
  const res = await call(`/embed/${id}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  return html.slice(0, html.indexOf("</head>"));
}

describe("the embed page's head", () => {
  it("has a title naming the game and players, share tags and oEmbed discovery", async () => {
    const made = await (
      await call("/api/games", { method: "POST", json: { game: "dobbelsjanse", seats: 3, name: "Ann" } })
    ).json<{ id: string; invite: string; token: string }>();
    await call(`/api/games/${made.id}/join`, { method: "POST", json: { name: "Bob", invite: made.invite } });
    const h = await head(made.id);
    expect(h).toContain("<title>Dobbelsjanse · Ann, Bob · Tablelink</title>");
    const oembed = `${ORIGIN}/oembed?url=${encodeURIComponent(`${ORIGIN}/embed/${made.id}`)}&amp;format=json`;
    expect(h).toContain(`<link rel="alternate" type="application/json+oembed" href="${oembed}"`);
    expect(h).toMatch(/<meta property="og:title" content="Dobbelsjanse at Ann&#39;s table">/);
    expect(h).toContain(`<meta property="og:url" content="${ORIGIN}/embed/${made.id}">`);
    expect(h).toMatch(/<meta property="og:image" content="[^"]+">/);
    expect(h).toMatch(/<meta name="twitter:card" content="summary_large_image">/);
    // One description, the table's.
    expect(h.match(/<meta name="description"/g)).toHaveLength(1);
    expect(h).toMatch(
      /<meta name="description" content="Dobbelsjanse for 3: Ann and Bob are waiting for 1 more player/,
    );
    expect(h).not.toContain(made.invite);
    expect(h).not.toContain(made.token);

    // The discovered address answers with the iframe.
    const o = await (await call(`/oembed?url=${encodeURIComponent(`${ORIGIN}/embed/${made.id}`)}&format=json`)).json<{
      html: string;
    }>();
    expect(o.html).toContain(`${ORIGIN}/embed/${made.id}`);
  });

  it("speaks the page's language: a link opened in Bokmål previews in Bokmål", async () => {
    const made = await (
      await call("/api/games", { method: "POST", json: { game: "dobbelsjanse", seats: 3, name: "Ann" } })
    ).json<{ id: string; invite: string }>();
    await call(`/api/games/${made.id}/join`, { method: "POST", json: { name: "Bob", invite: made.invite } });
    for (const path of [`/g/${made.id}/join?lang=nb`, `/embed/${made.id}?lang=nb`]) {
      const res = await call(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      const h = html.slice(0, html.indexOf("</head>"));
      expect(h, path).toContain('<meta property="og:title" content="Dobbelsjanse ved bordet til Ann">');
      expect(h, path).toContain(
        '<meta name="description" content="Dobbelsjanse for 3: Ann og Bob venter på 1 spiller til. Åpne lenken for å sette deg.">',
      );
      expect(h, path).toContain('<meta property="og:image:alt" content="Dobbelsjanse på Tablelink">');
      expect(h, path).not.toMatch(/are waiting|&#39;s table|Open the link/);
    }
    // Its address keeps the language: og:url, the oEmbed discovery link and the card the preview shows.
    for (const path of [`/g/${made.id}/join`, `/embed/${made.id}`]) {
      const html = await (await call(`${path}?lang=nb`)).text();
      const url = `${ORIGIN}${path}?lang=nb`;
      expect(html, path).toContain(`<meta property="og:url" content="${url}">`);
      const discovery = `${ORIGIN}/oembed?url=${encodeURIComponent(url)}&amp;format=json`;
      expect(html, path).toContain(`<link rel="alternate" type="application/json+oembed" href="${discovery}"`);
      expect(html, path).toMatch(/<meta property="og:image" content="[^"]+\/card\.png\?v=\d+&amp;lang=nb">/);
      // What a chat app finds there: the title, the frame and the picture in Bokmål.
      const o = await (await call(`/oembed?url=${encodeURIComponent(url)}&format=json`)).json<{
        title: string;
        html: string;
        thumbnail_url: string;
      }>();
      expect(o.title).toBe("Dobbelsjanse ved bordet til Ann");
      expect(o.html).toContain(`<iframe src="${ORIGIN}/embed/${made.id}?lang=nb"`);
      expect(o.thumbnail_url).toMatch(new RegExp(`^${ORIGIN}/g/${made.id}/card\\.png\\?v=\\d+&lang=nb$`));
    }
    // A game's Norwegian name too.
    const duel = await (
      await call("/api/games", { method: "POST", json: { game: "stakes", seats: 2, name: "Ann" } })
    ).json<{ id: string }>();
    expect(await (await call(`/g/${duel.id}/join?lang=nb`)).text()).toContain(
      '<meta property="og:title" content="Stakes Duell ved bordet til Ann">',
    );
    // The join page's title too; a browser that asks for nothing gets English, as before.
    const nbHead = await (await call(`/g/${made.id}/join?lang=nb`)).text();
    expect(nbHead).toContain("<title>Dobbelsjanse ved bordet til Ann · Tablelink</title>");
    const enHead = await (await call(`/g/${made.id}/join`)).text();
    expect(enHead).toMatch(/<title>Dobbelsjanse at Ann(&#39;|')s table · Tablelink<\/title>/);
  });
});
