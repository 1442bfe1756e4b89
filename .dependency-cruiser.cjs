// Import rules (npm run check): the layers of docs/architecture.md, said out loud.
// Each layer may import itself and the layers before it, never one after it:
//   words ← engine ← protocol ← bots ← db / push / verify ← room ← club ← relay ← live ← http / testing ← index
// Pages (web/src) use only words, engine, protocol and bots of src/; src/ never imports
// web/. No runtime cycle anywhere.
// testing (what only development servers have) sits with http, whose helpers its routes
// use, and is put on the app by src/http/app.ts alone.
const layers = [
  "words",
  "engine",
  "protocol",
  "bots",
  "db|push|verify",
  "room",
  "club",
  "relay",
  "live",
  "http|testing",
];

const upward = layers.map((layer, i) => ({
  name: `${layer.replace(/\|/g, "-")}-imports-only-lower-layers`,
  comment: `src/${layer} may import only ${layers.slice(0, i + 1).join(", ")}`,
  severity: "error",
  from: { path: `^src/(${layer})/` },
  to: { path: `^src/(?!(${layers.slice(0, i + 1).join("|")})/)`, pathNot: "^src/env\\.d\\.ts$" },
}));

// Inside src/room, the same said of the table's own layers (docs/architecture.md "The room's folders"):
//   ground (what a table holds, its rows and the room's own interfaces)
//     ← rules of play (seating, play, timers, delivery, live, view: what a command decides)
//       ← the table (table.ts, apply.ts, load-room.ts), run by the Durable Object (game-room.ts over cloudflare/)
//         or in memory (memory/, for tests/room).
const ROOM_RULES = "^src/room/(seating|play|timers|delivery|live|view|object)/";
const ROOM_TOP = "^src/room/(table\\.ts|apply\\.ts|load-room\\.ts|game-room\\.ts|cloudflare/|memory/)";
const roomLayers = [
  {
    name: "room-ground-imports-only-ground",
    comment: "src/room/ground is the table's ground: it imports nothing of the room above it.",
    severity: "error",
    from: { path: "^src/room/ground/" },
    to: { path: "^src/room/", pathNot: "^src/room/ground/" },
  },
  {
    name: "room-rules-import-no-host",
    comment: "The rules of play decide; they never reach the table, the Durable Object or a host's implementation.",
    severity: "error",
    from: { path: ROOM_RULES },
    to: { path: ROOM_TOP },
  },
  {
    name: "room-table-knows-no-host",
    comment: "The table runs on the room's own interfaces (ground/ports), whichever host it runs in.",
    severity: "error",
    from: { path: "^src/room/(table|apply|load-room)\\.ts$" },
    to: { path: "^src/room/(game-room\\.ts|cloudflare/|memory/)" },
  },
  {
    name: "room-hosts-stay-apart",
    comment:
      "The Cloudflare host and the memory host are two implementations of one interface; neither uses the other.",
    severity: "error",
    from: { path: "^src/room/(cloudflare|memory)/" },
    to: { path: "^src/room/(cloudflare|memory)/", pathNot: "^src/room/$1/" },
  },
  {
    name: "room-cloudflare-only-in-its-folder",
    comment:
      "Only src/room/cloudflare and the Durable Object (src/room/game-room.ts) use the Workers runtime; the rest of the room runs in Node.",
    severity: "error",
    from: { path: "^src/room/", pathNot: "^src/room/(cloudflare/|game-room\\.ts$)" },
    to: { path: "^(cloudflare:|@cloudflare/)" },
  },
  {
    name: "room-nothing-imports-the-memory-host",
    comment: "The memory host is for running tables in Node (tests/room); the Worker never ships it.",
    severity: "error",
    from: { path: "^src/", pathNot: "^src/room/memory/" },
    to: { path: "^src/room/memory/" },
  },
];

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
    ...roomLayers,
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
      name: "test-only-code-mounted-once",
      comment: "src/testing is put on the app in one place (src/http/app.ts calls mountTesting); nothing else uses it.",
      severity: "error",
      from: { path: "^src/", pathNot: ["^src/testing/", "^src/http/app\\.ts$"] },
      to: { path: "^src/testing/" },
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
