// Every language's catalog of what the Worker writes: the engine's log lines (every
// game's), the room's own lines, pushes and link previews, each a file of messages in
// ./<lang>/. The Worker, the tools and the tests write with these; a page never
// imports this module: its build gives it only the words it uses, in its language
// (web/src/build/lang-build.ts). A third language is its folder of message files and
// one entry below (with its tag in ./lang.ts).
import { type Catalog, formatter } from "./format";
import type { Lang } from "./lang";
import * as en from "./en/worker";
import * as nb from "./nb/worker";

const catalog = (lang: Lang, files: Record<string, Readonly<Record<string, string>>>): Catalog => ({
  lang,
  messages: Object.assign({}, ...Object.values(files)),
  fill: formatter(lang),
});

export const CATALOGS: Readonly<Record<Lang, Catalog>> = {
  en: catalog("en", en),
  nb: catalog("nb", nb),
};
