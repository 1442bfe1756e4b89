// The API page (/api): the OpenAPI document rendered on the server for people, as
// plain HTML with the site's stylesheet. No script: a route list grouped by area,
// each route with its token, body, answers and error codes, then the shapes.
import { LANGS, type Lang } from "../../protocol/lang";
import { openApiDocument } from "./document";
import { liveSocket } from "./live-messages";
import { type Area, ROUTES, type RouteSpec } from "./routes";
import type { Schema } from "./schema-kit";
import { en } from "../../words/en/api-page";
import { nb } from "../../words/nb/api-page";

const WORDS: Record<Lang, typeof en> = { en, nb };
type Words = typeof en;

const esc = (s: unknown): string => String(s).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
/** Backticked words of a description as code. */
const prose = (s: string): string => esc(s).replace(/`([^`]+)`/g, "<code>$1</code>");
const schemas = openApiDocument.components.schemas as Record<string, Schema>;
const routeId = (r: RouteSpec) => `${r.method}-${r.path.replace(/[^A-Za-z0-9]+/g, "-")}`;
const refName = (s: Schema): string | null =>
  typeof s.$ref === "string" ? s.$ref.replace("#/components/schemas/", "") : null;

/** A schema in a few words: its type, with links to the named shapes. */
function typeOf(s: Schema): string {
  const name = refName(s);
  if (name) return `<a href="#shape-${name}">${name}</a>`;
  if ("const" in s) return `<code>${esc(JSON.stringify(s.const))}</code>`;
  if (Array.isArray(s.enum)) return s.enum.map((v) => `<code>${esc(JSON.stringify(v))}</code>`).join(" | ");
  const alts = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (alts) return alts.map(typeOf).join(" | ");
  if (s.type === "array") return `${typeOf((s.items as Schema) ?? {})}[]`;
  if (s.type === "null") return "null";
  if (s.type === "object" && s.properties) return fields(s);
  return typeof s.type === "string" ? s.type : "any";
}

/** An object's members as a list: name, type, whether it is always there, what it means. */
function fields(s: Schema, w?: Words): string {
  const props = (s.properties ?? {}) as Record<string, Schema>;
  const required = new Set((s.required as string[] | undefined) ?? []);
  const items = Object.entries(props).map(
    ([k, v]) =>
      `<li><code>${esc(k)}</code>${required.has(k) ? "" : "?"}: ${typeOf(v)}${v.description ? ` <span class="note">${prose(String(v.description))}</span>` : ""}</li>`,
  );
  const more = s.additionalProperties === false || !w ? "" : `<li class="note">${w.moreFields}</li>`;
  return `{<ul class="fields">${items.join("")}${more}</ul>}`;
}

function shape(name: string, s: Schema, w: Words): string {
  const alts = (s.oneOf ?? s.anyOf) as Schema[] | undefined;
  const body =
    s.type === "object"
      ? fields(s, w)
      : alts
        ? `<p>${w.oneOfThese}</p><ul class="fields">${alts.map((a) => `<li>${typeOf(a)}</li>`).join("")}</ul>`
        : typeOf(s);
  return `<section class="shape" id="shape-${name}"><h3>${name}</h3>${s.description ? `<p>${prose(String(s.description))}</p>` : ""}${body}</section>`;
}

function route(r: RouteSpec, w: Words): string {
  const op = (openApiDocument.paths as Record<string, Record<string, Schema>>)[r.path]![r.method]!;
  const rows: string[] = [];
  if (r.bearer)
    rows.push(
      `<dt>${w.token}</dt><dd>${esc(r.bearer === "required" ? w.tokenRequired : r.bearer === "member" ? w.tokenMember : w.tokenOptional)}</dd>`,
    );
  if (r.query?.length)
    rows.push(
      `<dt>${w.query}</dt><dd><ul class="fields">${r.query.map((q) => `<li><code>${q.name}</code>: ${prose(q.description)}</li>`).join("")}</ul></dd>`,
    );
  if (r.body) rows.push(`<dt>${w.body}</dt><dd><a href="#shape-${r.body}">${r.body}</a></dd>`);
  const answers = Object.entries(r.answers).map(
    ([status, a]) =>
      `<li><strong>${status}</strong> ${a.schema ? typeOf(typeof a.schema === "string" ? { $ref: `#/components/schemas/${a.schema}` } : a.schema) : ""} <span class="note">${prose(a.description)}</span></li>`,
  );
  rows.push(`<dt>${w.answers}</dt><dd><ul class="fields">${answers.join("")}</ul></dd>`);
  const responses = op.responses as Record<string, Schema>;
  const errors = Object.entries(responses)
    .filter(([, res]) => Array.isArray(res["x-error-codes"]))
    .map(
      ([status, res]) =>
        `<li><strong>${status}</strong> ${(res["x-error-codes"] as string[]).map((c) => `<code>${esc(c)}</code>`).join(", ")}</li>`,
    );
  rows.push(`<dt>${w.errors}</dt><dd><ul class="fields">${errors.join("")}</ul></dd>`);
  if (r.extra?.["x-websocket"]) {
    const list = (m: Record<string, Schema>) =>
      `<ul class="fields">${Object.entries(m)
        .map(
          ([k, s]) =>
            `<li><code>${k}</code>: ${typeOf(s)}${s.description ? ` <span class="note">${prose(String(s.description))}</span>` : ""}</li>`,
        )
        .join("")}</ul>`;
    rows.push(
      `<dt>${w.fromClient}</dt><dd>${list(liveSocket.clientMessages as Record<string, Schema>)}</dd>`,
      `<dt>${w.fromServer}</dt><dd>${list(liveSocket.serverMessages as Record<string, Schema>)}</dd>`,
    );
  }
  return `<article class="route" id="${routeId(r)}" aria-labelledby="${routeId(r)}-name">
<h3 id="${routeId(r)}-name"><span class="method">${r.method.toUpperCase()}</span> <code>${esc(r.path)}</code></h3>
<p>${prose(r.summary)}${r.description ? ` ${prose(r.description)}` : ""}</p>
${r.fixturesOnly ? `<p class="note">${w.devOnly}</p>` : ""}
${r.extra?.["x-websocket"] ? `<p class="note">${prose(String(liveSocket.description))}</p>` : ""}
<dl>${rows.join("")}</dl>
</article>`;
}

/** The whole page in `lang`. */
export function apiPageHtml(lang: Lang): string {
  const w = WORDS[lang];
  const areas = [...new Set(ROUTES.map((r) => r.area))] as Area[];
  const toc = areas
    .map(
      (a) =>
        `<li>${w.areas[a]}<ul>${ROUTES.filter((r) => r.area === a)
          .map((r) => `<li><a href="#${routeId(r)}"><code>${r.method.toUpperCase()} ${esc(r.path)}</code></a></li>`)
          .join("")}</ul></li>`,
    )
    .join("");
  const groups = areas
    .map(
      (a) =>
        `<section class="area" aria-labelledby="area-${a.replace(/\W+/g, "-")}"><h2 id="area-${a.replace(/\W+/g, "-")}">${w.areas[a]}</h2>${ROUTES.filter(
          (r) => r.area === a,
        )
          .map((r) => route(r, w))
          .join("")}</section>`,
    )
    .join("");
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${w.title}</title>
<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/assets/api-doc.css">
<link rel="alternate" type="application/json" href="/api/openapi.json">
</head>
<body data-page="api">
<header class="bar"><a class="home" href="/">Tablelink</a><h1>${w.title}</h1></header>
<main class="api-doc">
<p>${w.intro} <a href="/api/openapi.json"><code>/api/openapi.json</code></a></p>
<p>${esc(w.errorsNote)}</p>
<nav class="panel" aria-label="${w.contents}"><h2>${w.contents}</h2><ul class="toc">${toc}</ul></nav>
${groups}
<section class="area" aria-labelledby="shapes"><h2 id="shapes">${w.schemas}</h2>
${Object.entries(schemas)
  .map(([name, s]) => shape(name, s, w))
  .join("")}
</section>
</main>
<footer class="foot"><nav class="langs" aria-label="${w.langLabel}">${LANGS.map(
    (l) =>
      `<a hreflang="${l}" lang="${l}" href="?lang=${l}"${l === lang ? ' aria-current="true"' : ""}>${WORDS[l].langName}</a>`,
  ).join("")}</nav></footer>
</body>
</html>`;
}
