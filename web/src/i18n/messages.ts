// The active language's messages. The source names English; the web build
// (web/src/build/lang-build.ts) points this module at the page language's own
// catalog folder (src/words/<lang>/), so each language gets its own bundles and a
// page carries only the messages it uses, in its language, as the only copy of
// those strings.
export * from "../../../src/words/en/site";
export * from "../../../src/words/en/play";
export * from "../../../src/words/en/home";
export * from "../../../src/words/en/rules";
export * from "../../../src/words/en/sheets";
export * from "../../../src/words/en/replay";
export * from "../../../src/words/en/table";
export * from "../../../src/words/en/errors";
export * from "../../../src/words/en/away";
export * from "../../../src/words/en/discord";
export * from "../../../src/words/en/club";
