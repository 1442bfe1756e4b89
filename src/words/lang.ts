// The languages Tablelink writes in. The words are the lowest layer (below the engine),
// so the type lives here; src/protocol/lang.ts adds the rules for choosing one.

export type Lang = "en" | "nb";

/** Every language, the default first. */
export const LANGS: readonly Lang[] = ["en", "nb"];

export const DEFAULT_LANG: Lang = "en";
