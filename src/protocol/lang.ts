// The languages Tablelink speaks and how a request chooses one (issue 27). Shared by the
// Worker (views, the live hello, push) and the pages, so both ends read a tag the same way.
// A third language is one more entry in LANGS plus its message files.

import { DEFAULT_LANG, type Lang } from "../words/lang";

export { DEFAULT_LANG, LANGS, type Lang } from "../words/lang";

/**
 * The language a single tag names, or undefined: case and region are ignored
 * ("nb-NO", "EN-gb"), and Norwegian in any form (`no`, `nn`, `nb`) reads as `nb`,
 * the only written Norwegian we have.
 */
export function langOf(tag: unknown): Lang | undefined {
  if (typeof tag !== "string" || tag.length === 0 || tag.length > 35) return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === "en") return "en";
  if (primary === "nb" || primary === "no" || primary === "nn") return "nb";
  return undefined;
}

/**
 * The languages of an Accept-Language header, best first (by q, then by order),
 * keeping only the ones we speak. A malformed part is skipped, never an error.
 */
export function langsOfHeader(header: string | null | undefined): Lang[] {
  if (!header) return [];
  const ranked: { lang: Lang; q: number; at: number }[] = [];
  const parts = header.slice(0, 1000).split(",");
  for (let at = 0; at < parts.length; at++) {
    const [tag, ...params] = (parts[at] ?? "").split(";");
    const lang = langOf(tag);
    if (!lang) continue;
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p);
      if (m) q = Number(m[1]);
    }
    if (Number.isFinite(q) && q > 0) ranked.push({ lang, q, at });
  }
  ranked.sort((a, b) => b.q - a.q || a.at - b.at);
  return ranked.map((r) => r.lang);
}

/**
 * The language of a request: a known `?lang=` first, then the best known language
 * of Accept-Language, then English. An unknown `?lang=` is ignored, not refused,
 * so a shared link with a language we lack still opens.
 */
export function langFrom(param: string | null | undefined, acceptLanguage?: string | null): Lang {
  return langOf(param) ?? langsOfHeader(acceptLanguage)[0] ?? DEFAULT_LANG;
}
