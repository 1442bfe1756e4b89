// Clubs (api.md "Clubs"): making and joining a club, who may read it, club tables
// and their seats, leaving, and every error the contract names for these routes.
import { describe, expect, it } from "vitest";
import type { CreateGameResponse } from "../../src/protocol/api";
import type { ClubView, CreateClubResponse } from "../../src/protocol/club";
import type { View } from "../../src/protocol/view";
import { call, errorOf, join, ok, viewOf } from "./helpers";
import { clubView, joinClub, newClub, openTable, takeSeat } from "./club-helpers";

describe("making a club", () => {
  it("answers 201 with the club's id, the first member's token and the invite, links carrying secrets in fragments", async () => {
    const res = await call("/api/clubs", {
      method: "POST",
      json: { name: "  Thursday club ", member: { name: " Ann " } },
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as CreateClubResponse;
    expect(body.id).toMatch(/^[A-Za-z0-9_-]{14}$/);
    expect(body.member).toEqual({
      id: expect.any(String),
      name: "Ann",
      token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
    });
    expect(body.invite.length).toBeGreaterThanOrEqual(16);
    expect(body.urls).toEqual({
      club: `http://tablelink.test/c/${body.id}#member=${body.member.token}`,
      join: `http://tablelink.test/c/${body.id}/join#invite=${body.invite}`,
    });
    const view = await ok<ClubView>(call(`/api/clubs/${body.id}`, { token: body.member.token }));
    expect(view).toMatchObject({ id: body.id, name: "Thursday club", invite: body.invite, you: body.member.id });
    expect(view.members).toEqual([{ id: body.member.id, name: "Ann" }]);
    expect(view.tables).toEqual([]);
    expect(view.standings).toEqual({});
  });

  it("refuses bad names with 400 request/invalid", async () => {
    for (const json of [
      {},
      { name: "", member: { name: "Ann" } },
      { name: "x".repeat(41), member: { name: "Ann" } },
      { name: "Club", member: { name: "x".repeat(25) } },
      { name: "Club", member: { name: "A\u0007nn" } },
      { name: "Cl\nub", member: { name: "Ann" } },
      { name: "Club" },
      { name: "Club", member: "Ann" },
      { name: 7, member: { name: "Ann" } },
    ])
      expect(await errorOf(call("/api/clubs", { method: "POST", json })), JSON.stringify(json)).toEqual({
        status: 400,
        code: "request/invalid",
      });
    expect(
      await ok(
        call("/api/clubs", { method: "POST", json: { name: "x".repeat(40), member: { name: "y".repeat(24) } } }),
        201,
      ),
    ).toBeTruthy();
  });
});

describe("joining a club", () => {
  it("takes the invite, refuses a wrong or missing one (401), a name a member has in any case (409), and an unknown club (404)", async () => {
    const club = await newClub("Club", "Ann");
    const joined = await joinClub(club, "Bob");
    expect(joined.member.name).toBe("Bob");
    expect(joined.urls.club).toBe(`http://tablelink.test/c/${club.id}#member=${joined.member.token}`);
    const path = `/api/clubs/${club.id}/join`;
    expect(await errorOf(call(path, { method: "POST", json: { name: "Cy" } }))).toEqual({
      status: 401,
      code: "club/bad_invite",
    });
    expect(await errorOf(call(path, { method: "POST", json: { name: "Cy", invite: "nope" } }))).toEqual({
      status: 401,
      code: "club/bad_invite",
    });
    expect(await errorOf(call(path, { method: "POST", json: { name: "bOB", invite: club.invite } }))).toEqual({
      status: 409,
      code: "club/name_taken",
    });
    expect(await errorOf(call(path, { method: "POST", json: { name: "", invite: club.invite } }))).toEqual({
      status: 400,
      code: "request/invalid",
    });
    expect(
      await errorOf(
        call("/api/clubs/AAAAAAAAAAAAAA/join", { method: "POST", json: { name: "Cy", invite: club.invite } }),
      ),
    ).toEqual({
      status: 404,
      code: "club/not_found",
    });
    expect(await errorOf(call("/api/clubs/nope/join", { method: "POST", json: { name: "Cy", invite: "x" } }))).toEqual({
      status: 404,
      code: "club/not_found",
    });
    const view = await clubView(club, "Ann");
    expect(view.members.map((m) => m.name)).toEqual(["Ann", "Bob"]);
  });

  it("is full at 50 members: the 51st is 409 club/full and is not added", async () => {
    const club = await newClub("Big", "M0");
    for (let i = 1; i < 50; i++) await joinClub(club, `M${i}`);
    expect(
      await errorOf(call(`/api/clubs/${club.id}/join`, { method: "POST", json: { name: "M50", invite: club.invite } })),
    ).toEqual({ status: 409, code: "club/full" });
    expect((await clubView(club, "M0")).members).toHaveLength(50);
  });
});

describe("a club is private", () => {
  it("answers 401 club/members_only without a member's token, with a wrong one, and with a seat token", async () => {
    const club = await newClub("Club", "Ann", ["Bob"]);
    const t = await openTable(club, "Ann", { game: "stakes", seats: 3 });
    for (const token of [undefined, "", "x".repeat(32), t.token])
      for (const path of ["", "/results", `/members/${club.ids.Ann}`])
        expect(await errorOf(call(`/api/clubs/${club.id}${path}`, { token })), `${path} ${token}`).toEqual({
          status: 401,
          code: "club/members_only",
        });
    expect(await errorOf(call(`/api/clubs/AAAAAAAAAAAAAA`, { token: club.tokens.Ann }))).toEqual({
      status: 404,
      code: "club/not_found",
    });
    expect(await errorOf(call(`/api/clubs/${club.id}/members/nobody`, { token: club.tokens.Ann }))).toEqual({
      status: 404,
      code: "club/member_not_found",
    });
  });
});

describe("club tables", () => {
  it("opens a table with the member in seat 0 under their name, answering as POST /api/games does", async () => {
    const club = await newClub("Club", "Ann", ["Bob", "Cy"]);
    const t = await openTable(club, "Ann", { game: "stakes", seats: 4, name: "ignored", bots: ["easy"] });
    expect(t).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{14}$/),
      seat: 0,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      commitment: expect.any(String),
      invite: expect.any(String),
      urls: {
        play: `http://tablelink.test/g/${t.id}#seat=${t.token}`,
        invite: `http://tablelink.test/g/${t.id}/join#invite=${t.invite}`,
        watch: `http://tablelink.test/g/${t.id}/watch`,
        embed: `http://tablelink.test/embed/${t.id}`,
      },
    });
    const mine = await viewOf(t.id, t.token);
    expect(mine.you).toBe(0);
    expect(mine.seats[0]!.name).toBe("Ann");

    // Bob takes the next seat; asking again gives the same seat and token (200).
    const bob = await takeSeat(club, "Bob", t.id);
    expect(bob).toEqual({
      seat: 1,
      token: expect.any(String),
      urls: { play: `http://tablelink.test/g/${t.id}#seat=${bob.token}` },
    });
    expect(await takeSeat(club, "Bob", t.id, 200)).toEqual(bob);
    expect(await takeSeat(club, "Ann", t.id, 200)).toEqual({ seat: 0, token: t.token, urls: { play: t.urls.play } });
    expect((await viewOf(t.id, bob.token)).you).toBe(1);

    // Waiting: listed first with a join link; players say which seats are members.
    let view = await clubView(club, "Cy");
    expect(view.tables).toEqual([
      {
        id: t.id,
        game: "stakes",
        seats: 4,
        status: "waiting",
        players: [
          { seat: 0, name: "Ann", member: club.ids.Ann },
          { seat: 1, name: "Bob", member: club.ids.Bob },
          // The seat held for the bot, as the table's own view shows it.
          { seat: 3, name: expect.any(String), member: null, bot: "easy" },
        ],
        urls: {
          watch: `http://tablelink.test/g/${t.id}/watch`,
          join: `http://tablelink.test/g/${t.id}/join#invite=${t.invite}`,
        },
      },
    ]);

    // A guest joins with the invite as usual; the bot sits down and the table starts.
    await ok(join(t, "Dee"), 201);
    view = await clubView(club, "Cy");
    expect(view.tables[0]).toMatchObject({
      status: "playing",
      urls: { watch: `http://tablelink.test/g/${t.id}/watch` },
    });
    expect(view.tables[0]!.urls.join).toBeUndefined();
    expect(view.tables[0]!.players).toEqual([
      { seat: 0, name: "Ann", member: club.ids.Ann },
      { seat: 1, name: "Bob", member: club.ids.Bob },
      { seat: 2, name: "Dee", member: null },
      { seat: 3, name: expect.any(String), member: null, bot: "easy" },
    ]);
    // A member with no seat at a started table: game/full.
    expect(
      await errorOf(call(`/api/clubs/${club.id}/tables/${t.id}/join`, { method: "POST", token: club.tokens.Cy })),
    ).toEqual({ status: 409, code: "game/full" });
  });

  it("lists open tables before finished ones, newest first", async () => {
    const club = await newClub("Club", "Ann", ["Bob"]);
    const a = await openTable(club, "Ann", { game: "stakes", seats: 2 });
    const b = await openTable(club, "Bob", { game: "twelves", seats: 2 });
    const c = await openTable(club, "Ann", { game: "dobbelsjanse", seats: 3 });
    const seat = await takeSeat(club, "Bob", a.id);
    await ok(call(`/api/games/${a.id}/resign`, { method: "POST", token: seat.token }));
    const view = await clubView(club, "Ann");
    expect(view.tables.map((t) => t.id)).toEqual([c.id, b.id, a.id]);
    expect(view.tables.map((t) => t.status)).toEqual(["waiting", "waiting", "finished"]);
  });

  it("refuses a bad body (400, nothing opened), an unknown club (404), a non-member (401) and a table of another club (404)", async () => {
    const club = await newClub("Club", "Ann");
    const other = await newClub("Other", "Zed");
    const path = `/api/clubs/${club.id}/tables`;
    for (const json of [
      {},
      { game: "chess", seats: 2 },
      { game: "stakes", seats: 9 },
      { game: "stakes", seats: 3, bots: ["easy", "easy", "easy"] },
    ])
      expect(await errorOf(call(path, { method: "POST", token: club.tokens.Ann, json })), JSON.stringify(json)).toEqual(
        {
          status: 400,
          code: "request/invalid",
        },
      );
    expect((await clubView(club, "Ann")).tables).toEqual([]);
    expect(await errorOf(call(path, { method: "POST", json: { game: "stakes", seats: 2 } }))).toEqual({
      status: 401,
      code: "club/members_only",
    });
    expect(
      await errorOf(call(path, { method: "POST", token: other.tokens.Zed, json: { game: "stakes", seats: 2 } })),
    ).toEqual({ status: 401, code: "club/members_only" });
    expect(
      await errorOf(
        call(`/api/clubs/AAAAAAAAAAAAAA/tables`, {
          method: "POST",
          token: club.tokens.Ann,
          json: { game: "stakes", seats: 2 },
        }),
      ),
    ).toEqual({ status: 404, code: "club/not_found" });
    const theirs = await openTable(other, "Zed", { game: "stakes", seats: 3 });
    const plain = await ok<CreateGameResponse>(
      call("/api/games", { method: "POST", json: { game: "stakes", seats: 3, name: "P" } }),
      201,
    );
    for (const id of [theirs.id, plain.id, "AAAAAAAAAAAAAA"])
      expect(
        await errorOf(call(`/api/clubs/${club.id}/tables/${id}/join`, { method: "POST", token: club.tokens.Ann })),
      ).toEqual({ status: 404, code: "game/not_found" });
    expect(await errorOf(call(`/api/clubs/${club.id}/tables/${theirs.id}/join`, { method: "POST" }))).toEqual({
      status: 401,
      code: "club/members_only",
    });
    expect(((await viewOf(theirs.id)) as View).seats).toHaveLength(1);
  });
});

describe("leaving", () => {
  it("stops the token at once and drops the member from members; the last member leaving ends the club", async () => {
    const club = await newClub("Club", "Ann", ["Bob"]);
    const del = (who: string) =>
      call(`/api/clubs/${club.id}/members/me`, { method: "DELETE", token: club.tokens[who] });
    expect(await errorOf(call(`/api/clubs/${club.id}/members/me`, { method: "DELETE" }))).toEqual({
      status: 401,
      code: "club/members_only",
    });
    const res = await del("Bob");
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect(await errorOf(call(`/api/clubs/${club.id}`, { token: club.tokens.Bob }))).toEqual({
      status: 401,
      code: "club/members_only",
    });
    expect(await errorOf(del("Bob"))).toEqual({ status: 401, code: "club/members_only" });
    expect((await clubView(club, "Ann")).members.map((m) => m.name)).toEqual(["Ann"]);
    // Bob's name is free again.
    await joinClub(club, "Bob");
    await ok(call(`/api/clubs/${club.id}/members/me`, { method: "DELETE", token: club.tokens.Bob }), 204).catch(
      () => {},
    );
    expect((await del("Ann")).status).toBe(204);
    expect(await errorOf(call(`/api/clubs/${club.id}`, { token: club.tokens.Ann }))).toEqual({
      status: 404,
      code: "club/not_found",
    });
    expect(
      await errorOf(call(`/api/clubs/${club.id}/join`, { method: "POST", json: { name: "Cy", invite: club.invite } })),
    ).toEqual({
      status: 404,
      code: "club/not_found",
    });
  });
});
