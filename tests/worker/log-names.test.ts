// The engines log "Seat N"; people read names. Every view's log says who did what by name.
import { describe, expect, it } from "vitest";
import type { CreateGameResponse, JoinGameResponse } from "../../src/protocol/api";
import { call, ok, post, viewOf } from "./helpers";

describe("log lines name the players", () => {
  it("shows names, not seat numbers, to seats and spectators", async () => {
    const created = await ok<CreateGameResponse>(
      call("/api/games", {
        method: "POST",
        json: { game: "stakes", seats: 3, name: "Ann", options: { fixture: { deck: ["7H", "8C"], rolls: [3, 4] } } },
      }),
      201,
    );
    const tokens = [created.token];
    for (const name of ["Bob", "Cy"]) {
      tokens.push(
        (
          await ok<JoinGameResponse>(
            call(`/api/games/${created.id}/join`, { method: "POST", json: { invite: created.invite, name } }),
            201,
          )
        ).token,
      );
    }
    const v = await viewOf(created.id, tokens[0]);
    await ok(post(created.id, tokens[0]!, v.version, { type: "flip" }));
    for (const viewer of [tokens[1], undefined]) {
      const log = (await viewOf(created.id, viewer)).log.map((e) => e.text).join("\n");
      expect(log).toContain("Ann");
      expect(log).not.toMatch(/\bSeat 0\b/);
    }
  });
});
