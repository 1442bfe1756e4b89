// The active language's messages. The source names English; the web build
// (web/src/build/lang-build.ts) points this module at the page language's own
// catalog folder, so each language gets its own bundles and a page carries only
// the messages it uses, in its language, as the only copy of those strings.
export * from "./en/site";
export * from "./en/play";
export * from "./en/home";
export * from "./en/rules";
export * from "./en/sheets";
export * from "./en/replay";
export * from "./en/table";
export * from "./en/errors";
export * from "./en/away";
export * from "./en/discord";
export * from "./en/club";
