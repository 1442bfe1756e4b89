// The Worker's routes. One onError answers every failure in the shape api.md fixes.
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { asyncRoutes } from "./async-routes";
import { bench } from "./bench";
import { embed } from "./embed";
import { appShell } from "./app-shell";
import { ApiFailure, errorResponse } from "./failure";
import { games } from "./games";
import { matchRoutes } from "./matches";
import { notFoundPage, pages } from "./pages";
import { pushKeyRoute, pushRoutes } from "./push-routes";
import { tablesRoute } from "./tables-route";

export const app = new Hono<{ Bindings: Env }>();

app.route("/api/games", games);
app.route("/api/games", asyncRoutes);
app.route("/api/games", pushRoutes);
app.route("/api/push", pushKeyRoute);
app.route("/api/tables", tablesRoute);
app.route("/api/matches", matchRoutes);
app.route("/api/_bench", bench);
app.route("/", appShell);
app.route("/", embed);
app.route("/", pages);

app.notFound((c) =>
  c.req.path === "/api" || c.req.path.startsWith("/api/")
    ? errorResponse(c, "route/not_found", `No API route ${c.req.method} ${c.req.path}.`)
    : notFoundPage(),
);

app.onError((e, c) => {
  if (e instanceof ApiFailure) return errorResponse(c, e.code, e.message);
  if (e instanceof HTTPException && e.status < 500) return errorResponse(c, "request/invalid", e.message || "Bad request.");
  console.error("unhandled", e);
  return errorResponse(c, "server/internal", "Something went wrong on our side; please try again.");
});
