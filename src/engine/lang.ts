// The languages the engine renders its log in. The type lives here because the engine sits
// below every other layer; src/protocol/lang.ts re-exports it with the rules for choosing one.

export type Lang = "en" | "nb";

/** Every language, the default first. */
export const LANGS: readonly Lang[] = ["en", "nb"];

export const DEFAULT_LANG: Lang = "en";
