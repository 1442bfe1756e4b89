// The Worker's routes. One onError answers every failure in the shape api.md fixes.
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { asyncRoutes } from "./async-routes";
import { botRoutes } from "./bots-routes";
import { cardRoutes } from "./card-routes";
import { embed } from "./embed-routes";
import { appShell } from "./app-shell-routes";
import { clubPages } from "./club-page-routes";
import { ApiFailure, errorResponse } from "./failure";
import { games } from "./game-routes";
import { matchRoutes } from "./match-routes";
import { oembedMethodNotAllowed } from "./oembed";
import { notFoundPage, pages } from "./pages";
import { pageLang } from "./page-lang";
import { apiHeaders } from "./api-headers";
import { inviteRoutes } from "./invite-routes";
import { rateLimited } from "./rate-limit";
import { replaceRoutes } from "./replace-routes";
import { securityHeaders } from "./security";
import { pauseRoutes } from "./pause-routes";
import { practiceRoutes } from "./practice-routes";
import { pushKeyRoute, pushRoutes } from "./push-routes";
import { openApiRoutes } from "./openapi-routes";
import { tablesRoute } from "./tables-routes";
import { discordRoute } from "./discord/discord-routes";
import { mountTesting } from "../testing/mount";
import { clubRoutes } from "./club-routes";
import { SERVER_INTERNAL } from "../protocol/server-errors";

export const app = new Hono<{ Bindings: Env }>();

app.use("*", securityHeaders);
app.use("/api/*", apiHeaders);
app.use("/oembed", apiHeaders);
app.post("/api/games", rateLimited("CREATE_LIMITER", "new tables"));
app.post("/api/games/:id/join", rateLimited("JOIN_LIMITER", "seats taken"));
// What development servers have and production does not (the test clock, the bench, the
// pseudo-language, relaxed rules): src/testing, the one place that knows which this is.
mountTesting(app);

app.route("/api/games", games);
app.route("/api/games", inviteRoutes);
app.route("/api/games", asyncRoutes);
app.route("/api/games", botRoutes);
app.route("/api/games", replaceRoutes);
app.route("/api/games", pushRoutes);
app.route("/api/games", pauseRoutes);
app.route("/api/push", pushKeyRoute);
app.route("/api/tables", tablesRoute);
app.route("/api/matches", matchRoutes);
app.route("/api/clubs", clubRoutes);
app.route("/", discordRoute);
app.route("/", openApiRoutes);
app.route("/", appShell);
app.route("/", practiceRoutes);
app.route("/", embed);
// After embed's GET /oembed (which HEAD reaches too): every other method.
app.all("/oembed", oembedMethodNotAllowed);
app.route("/", cardRoutes);
app.route("/", clubPages);
app.route("/", pages);

app.notFound((c) =>
  c.req.path === "/api" || c.req.path.startsWith("/api/")
    ? errorResponse(c, "route/not_found", `No API route ${c.req.method} ${c.req.path}.`)
    : notFoundPage(pageLang(c)),
);

app.onError((e, c) => {
  if (e instanceof ApiFailure) return errorResponse(c, e.code, e.message, e.retryAfter);
  if (e instanceof HTTPException && e.status < 500)
    return errorResponse(c, "request/invalid", e.message || "Bad request.");
  console.error("unhandled", e);
  return errorResponse(c, SERVER_INTERNAL.code, SERVER_INTERNAL.message);
});
