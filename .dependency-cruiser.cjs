// Import rules (npm run check): the layers of docs/architecture.md, said out loud.
// Each layer may import itself and the layers before it, never one after it:
//   engine ← protocol ← bots ← db / push / verify ← room ← club ← relay ← http ← index
// Pages (web/src) use only engine, protocol and bots of src/. No runtime cycle anywhere.
const layers = ["engine", "protocol", "bots", "db|push|verify", "room", "club", "relay", "http"];

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
      name: "pages-use-only-engine-protocol-bots",
      comment: "web/src runs in the browser: it may use the pure layers of src/ only.",
      severity: "error",
      from: { path: "^web/src/" },
      to: { path: "^src/(?!(engine|protocol|bots)/)" },
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
