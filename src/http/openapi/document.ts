// The OpenAPI 3.1 document served at /api/openapi.json, assembled from the routes
// (./routes.ts), the shared and per-game schemas and the live socket's messages.
// Written by hand from docs/api.md and src/protocol/, and held to the service by
// tests/browser/openapi.test.ts (every answer of real games must match it).
import { errorAnswers, type RouteErrorCode } from "./error-answers";
import { gameSchemas } from "./game-schemas";
import { liveSocket } from "./live-messages";
import { ROUTES, type RouteSpec } from "./routes";
import { ref, type Schema } from "./schema-kit";
import { sharedSchemas } from "./shared-schemas";
import { clubSchemas } from "./club-schemas";

const JSON_TYPE = "application/json";
const schemaOf = (s: string | Schema): Schema => (typeof s === "string" ? ref(s) : s);

/** The codes a route's shape implies, then its own. */
export function errorCodesOf(route: RouteSpec): RouteErrorCode[] {
  const codes: RouteErrorCode[] = [];
  if (route.body) codes.push("request/invalid", "request/too_large", "request/unsupported_media_type");
  if (route.path.includes("{seat}")) codes.push("request/invalid");
  const club = route.path.startsWith("/api/clubs");
  if (route.path.includes("{id}")) codes.push(club ? "club/not_found" : "game/not_found");
  if (route.bearer === "member") codes.push("club/members_only");
  else if (route.bearer) codes.push("auth/invalid_token");
  if (route.fixturesOnly) codes.push("route/not_found");
  codes.push(...(route.errors ?? []), "server/internal");
  return [...new Set(codes)];
}

function parameters(route: RouteSpec): Schema[] {
  const out: Schema[] = [];
  if (route.path.includes("{id}"))
    out.push({
      name: "id",
      in: "path",
      required: true,
      description: route.path.startsWith("/api/clubs")
        ? "The club's id (anything that is not 14 nanoid characters is 404 at once)."
        : "The table's id (anything that is not 14 nanoid characters is 404 at once).",
      schema: { type: "string" },
    });
  if (route.path.includes("{gameId}"))
    out.push({
      name: "gameId",
      in: "path",
      required: true,
      description: "A club table's id.",
      schema: { type: "string" },
    });
  if (route.path.includes("{memberId}"))
    out.push({
      name: "memberId",
      in: "path",
      required: true,
      description: "A member's id.",
      schema: { type: "string" },
    });
  if (route.path.includes("{seat}"))
    out.push({
      name: "seat",
      in: "path",
      required: true,
      description: "The seat handed on, 0–5.",
      schema: { type: "string" },
    });
  for (const q of route.query ?? []) out.push({ in: "query", required: false, ...q });
  return out;
}

function operation(route: RouteSpec): Schema {
  const answers: Record<string, Schema> = {};
  for (const [status, a] of Object.entries(route.answers))
    answers[status] = {
      description: a.description,
      ...(a.schema !== undefined && { content: { [a.type ?? JSON_TYPE]: { schema: schemaOf(a.schema) } } }),
    };
  const params = parameters(route);
  const { extra = {} } = route;
  return {
    tags: [route.area],
    summary: route.summary,
    ...(route.description && { description: route.description }),
    operationId: `${route.method}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, ch: string | undefined) => (ch ?? "").toUpperCase())}`,
    ...(params.length > 0 && { parameters: params }),
    ...(route.bearer === "required" && { security: [{ seatToken: [] }] }),
    ...(route.bearer === "optional" && { security: [{}, { seatToken: [] }] }),
    ...(route.bearer === "member" && { security: [{ memberToken: [] }] }),
    ...(route.body && {
      requestBody: { required: true, content: { [JSON_TYPE]: { schema: ref(route.body) } } },
    }),
    responses: { ...answers, ...errorAnswers(errorCodesOf(route)) },
    ...(route.fixturesOnly && { "x-fixtures-only": true }),
    ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, v === "live" ? liveSocket : v])),
  };
}

function paths(): Record<string, Record<string, Schema>> {
  const out: Record<string, Record<string, Schema>> = {};
  for (const route of ROUTES) (out[route.path] ??= {})[route.method] = operation(route);
  return out;
}

export const openApiDocument = {
  openapi: "3.1.0",
  info: {
    title: "Tablelink API",
    version: "4",
    summary: "Play-by-link tables of Stakes, Stakes Duel, Dobbelsjanse and Twelves.",
    description:
      "The public contract is docs/api.md; this document describes the same routes for programs. Every error is `{error: {code, message}}`; when several apply the first in this order wins: 400, 404, 401, 409, 422. Every /api answer sends CORS (`Access-Control-Allow-Origin: *`) and `X-Content-Type-Options: nosniff`; one to a request with a token or a body also `Cache-Control: private, no-store`.",
  },
  jsonSchemaDialect: "https://spec.openapis.org/oas/3.1/dialect/base",
  tags: [...new Set(ROUTES.map((r) => r.area))].map((name) => ({ name })),
  paths: paths(),
  components: {
    securitySchemes: {
      seatToken: {
        type: "http",
        scheme: "bearer",
        description:
          "A seat's token (32 characters), from creating or joining a table. A present but unknown token is 401, never a spectator.",
      },
      memberToken: {
        type: "http",
        scheme: "bearer",
        description:
          "A club member's token (32 characters), from making or joining a club. Anything else is 401 club/members_only.",
      },
    },
    schemas: { ...sharedSchemas, ...gameSchemas, ...clubSchemas },
  },
} as const;
