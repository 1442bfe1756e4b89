// Import rules (npm run check): the layers of docs/architecture.md, said out loud.
// Each layer may import itself and the layers before it, never one after it:
//   words ← engine ← protocol ← bots ← db / push / verify ← room ← relay ← http ← index
// Pages (web/src) use only words, engine, protocol and bots of src/; src/ never imports
// web/. No runtime cycle anywhere.
const layers = ["words", "engine", "protocol", "bots", "db|push|verify", "room", "relay", "http"];

const upward = layers.map((layer, i) => ({
  name: `${layer.replace(/\|/g, "-")}-imports-only-lower-layers`,
  comment: `src/${layer} may import only ${layers.slice(0, i + 1).join(", ")}`,
  severity: "error",
  from: { path: `^src/(${layer})/` },
  to: { path: `^src/(?!(${layers.slice(0, i + 1).join("|")})/)`, pathNot: "^src/env\\.d\\.ts$" },
}));

module.exports = {
  forbidden: [
    {
      name: "no-runtime-cycle",
      comment: "A cycle of value imports makes load order matter and layers meaningless.",
      severity: "error",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    ...upward,
    {
      name: "pages-use-only-words-engine-protocol-bots",
      comment: "web/src runs in the browser: it may use the pure layers of src/ only.",
      severity: "error",
      from: { path: "^web/src/" },
      to: { path: "^src/(?!(words|engine|protocol|bots)/)" },
    },
    {
      name: "pages-carry-only-their-own-words",
      comment:
        "src/words/catalogs.ts holds every language's lines for the Worker; a page takes its own words from src/words/<lang>/ (web/src/build/lang-build.ts), or it would carry them all.",
      severity: "error",
      from: { path: "^web/src/(?!build/)" },
      to: { path: "^src/words/catalogs\\.ts$", reachable: true },
    },
    {
      name: "src-never-imports-web",
      comment: "The Worker does not reach into the pages: what both use lives in src/ (words, engine, protocol).",
      severity: "error",
      from: { path: "^src/" },
      to: { path: "^web/" },
    },
    {
      name: "same-layer-peers-stay-apart",
      comment: "db, push and verify are one layer of peers that do not lean on each other.",
      severity: "error",
      from: { path: "^src/(db|push|verify)/" },
      to: { path: "^src/(db|push|verify)/", pathNot: "^src/$1/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
  },
};
