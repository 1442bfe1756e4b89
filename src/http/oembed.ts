// GET /oembed?url=…&format=json (oembed.com): a table, a watch/invite link, an
// embed or a finished match of ours becomes a "rich" answer whose html is the
// embed iframe, sized within maxwidth/maxheight. Someone else's URL, or one
// naming no table or match, is 404; any format but JSON is 501, as the spec asks.
// It only reads: any other method is 405 (OPTIONS, the CORS preflight, is
// answered before the route by apiHeaders).
import type { Context } from "hono";
import { embedHtml, embedQuery, withFit } from "../protocol/embed-iframe";
import { DEFAULT_LANG, langOf } from "../protocol/lang";
import { embedFrame } from "../protocol/embed-size";
import { errorResponse, fail } from "./failure";
import { cardUrl } from "./meta-tags";
import { richEmbed } from "./oembed-body";
import { publicTableFacts } from "./record-cache";
import { factsTitle, finishedTableFacts, matchFacts } from "./table-facts";
import { publicOrigin } from "./origin";
import { practiceOembed } from "./practice-oembed";

const OUR_PATH = /^\/(g|embed|m)\/([^/]+)(?:\/(?:join|watch))?\/?$/;

function size(raw: string | undefined, field: string): number {
  if (raw === undefined || raw === "") return Infinity;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1)
    fail("request/invalid", `\`${field}\` must be a whole number of pixels, 1 or more.`);
  return Number(raw);
}

function notOurs(): never {
  fail("game/not_found", "This URL names no table or match of this service.");
}

export async function oembed(c: Context<{ Bindings: Env }>): Promise<Response> {
  const raw = c.req.query("url");
  if (!raw) fail("request/invalid", "`url` is required: the address of a table or match page.");
  const format = c.req.query("format") ?? "json";
  const maxwidth = size(c.req.query("maxwidth"), "maxwidth");
  const maxheight = size(c.req.query("maxheight"), "maxheight");
  if (format !== "json")
    return c.json({ error: { code: "oembed/format_unsupported", message: "Only format=json is offered." } }, 501);

  const origin = publicOrigin(c);
  let target: URL;
  try {
    target = new URL(raw);
  } catch {
    notOurs();
  }
  if (target.host.toLowerCase() !== new URL(origin).host.toLowerCase() || !/^https?:$/.test(target.protocol)) notOurs();
  // A practice table (./practice-oembed.ts) is made in the reader's browser: nothing to look up.
  const practice = practiceOembed(origin, target, maxwidth, maxheight);
  if (practice) return c.json(practice);
  const m = OUR_PATH.exec(target.pathname);
  if (!m) notOurs();
  const [, kind, rawId] = m;
  let id: string;
  try {
    id = decodeURIComponent(rawId!);
  } catch {
    notOurs();
  }
  // A match page asks the history; a table asks its room, then the history
  // (a table's link keeps working after its game has ended).
  // While D1 is out of reach, a finished table's room still answers for its match.
  // A table's facts come from the edge cache, its record, or its room (./record-cache.ts).
  const facts =
    kind === "m"
      ? ((await matchFacts(c.env, id)) ?? (await finishedTableFacts(c.env, id)))
      : await publicTableFacts(c.env, id);
  if (!facts) notOurs();

  // Tall enough for the table in play at that width (a finished one: its replay), so it fits without our
  // script (../protocol/embed-size); within maxwidth and maxheight: a smaller frame shows the table scaled down.
  const frame = embedFrame(facts.game, facts.seatsTotal, maxwidth, maxheight, 0, facts.status === "finished");
  // In the address's language and theme (?lang=nb, ?theme=dark): its title, its frame and its picture.
  const lang = langOf(target.searchParams.get("lang")) ?? DEFAULT_LANG;
  const title = factsTitle(facts, lang);
  const embed = {
    title,
    html: embedHtml(origin, id, title, frame, withFit(embedQuery(target.searchParams), frame)),
    width: frame.width,
    height: frame.height,
    cacheAge: facts.status === "finished" ? 86400 : 60,
    // The table's own share card.
    thumbnail: () => cardUrl(`${origin}/${kind === "m" ? "m" : "g"}/${encodeURIComponent(id)}`, facts, lang),
  };
  return c.json(richEmbed(origin, embed, maxwidth, maxheight));
}

/** POST, PUT, DELETE, PATCH, …: a JSON 405 naming what is allowed, instead of the HTML 404 page. */
export function oembedMethodNotAllowed(c: Context): Response {
  const res = errorResponse(
    c,
    "request/method_not_allowed",
    `/oembed only answers GET (and HEAD), not ${c.req.method}.`,
  );
  res.headers.set("Allow", "GET, HEAD");
  return res;
}
