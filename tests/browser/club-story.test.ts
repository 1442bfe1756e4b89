// A club on two phones, as its members see it: Ann starts a club from the home
// page, Bob joins by its invite link, Bob opens a club Duel and Ann takes the
// other seat from the club page; they play it to its end, and both club pages
// show the standings change (the rating as the rounded ordinal the service
// answers, played, wins, the leader marked), the match among the recent ones
// and in each one's head to head. Someone without a membership sees that the
// club is private; the join page says why a join was refused; the member token
// never shows in the address; Your tables lists the club, and the carry link
// takes the membership to another device.
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf, playStakesOut } from "./api-client";
import { person, useServiceAndBrowser } from "./harness";
import { eventually, withEvidence } from "./play-helpers";
import { screenshots } from "./screenshots";

const shared = useServiceAndBrowser();
const api = apiOf(shared);

interface Standing {
  member: string;
  name: string;
  played: number;
  wins: number;
  rating: { ordinal: number };
}
interface ClubSeen {
  id: string;
  name: string;
  members: { id: string; name: string }[];
  standings: Record<string, Standing[]>;
}

const held = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
const memberToken = async (page: Page, club: string) =>
  (JSON.parse((await held(page, `tablelink:club:${club}`)) ?? "{}") as { token?: string }).token;
const seatToken = async (page: Page, table: string) =>
  (JSON.parse((await held(page, `tablelink:seat:${table}`)) ?? "{}") as { token?: string }).token;

/** The rows of the standings table for `board`, as a person reads them: place, name, rating, played, wins. */
const standingsRows = (page: Page, board: string) =>
  page
    .getByRole("table", { name: `Standings in ${board}` })
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((r) => [...r.children].map((c) => (c as HTMLElement).innerText.replace(/\s+/g, " ").trim())),
    );

async function phone(): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await person(shared.browser, shared.svc.base, 360, 740);
  return { ctx, page: await ctx.newPage() };
}

describe("a club on two phones", () => {
  it("starts from home, a friend joins by link, a club Duel is played out and both see the standings change", async () => {
    const ann = await phone();
    const bob = await phone();
    const stranger = await phone();
    const pages = [ann.page, bob.page, stranger.page];
    await withEvidence("club-story", pages, async () => {
      // Every address Ann's browser asks for, and every Referer it sends: a member token must be in none.
      const sent: string[] = [];
      ann.ctx.on("request", (r) => sent.push(r.url(), r.headers().referer ?? ""));
      // Ann starts the club from the home page.
      await ann.page.goto("/");
      await ann.page.getByRole("heading", { name: "Start a club" }).waitFor();
      await screenshots(ann.page, "club-home");
      await ann.page.getByRole("textbox", { name: "Club name" }).fill("Thursday dice");
      await ann.page.getByRole("textbox", { name: "Name in the club" }).fill("Ann");
      await ann.page.getByRole("button", { name: "Start the club" }).click();
      await ann.page.getByRole("heading", { name: "Thursday dice", level: 1 }).waitFor();
      const clubId = new URL(ann.page.url()).pathname.split("/")[2]!;
      expect(new URL(ann.page.url()).pathname).toBe(`/c/${clubId}`);
      const annToken = await memberToken(ann.page, clubId);
      expect(annToken).toBeTruthy();
      expect(ann.page.url()).not.toContain(annToken!);
      // Nobody to play with yet: the invite, with its QR code, and empty standings.
      await ann.page.getByRole("img", { name: "QR code of the club's invite link" }).waitFor();
      const invite = await ann.page.getByRole("textbox", { name: "Invite link" }).inputValue();
      expect(new URL(invite).pathname).toBe(`/c/${clubId}/join`);
      expect(new URL(invite).hash).toMatch(/^#invite=/);
      await ann.page.getByText("No club match has finished yet. Standings appear").waitFor();

      // Someone with only the club's address sees that it is private, and how to join.
      await stranger.page.goto(`/c/${clubId}`);
      await stranger.page.getByRole("heading", { name: "This club is private" }).waitFor();
      expect(await stranger.page.locator("main").innerText()).toContain("ask a member for the club's invite link");
      expect(await stranger.page.locator("main").innerText()).not.toContain("Thursday dice");

      // A broken invite and a taken name are said in words; then Bob joins with only his name.
      await bob.page.goto(`/c/${clubId}/join#invite=not-the-invite`);
      await bob.page.getByRole("heading", { name: "Join a club" }).waitFor();
      await bob.page.getByRole("textbox", { name: "Your name" }).fill("Bob");
      await bob.page.getByRole("button", { name: "Join the club" }).click();
      await bob.page.getByRole("alert").getByText("This invite link does not work").waitFor();
      await bob.page.goto("/");
      await bob.page.goto(invite);
      // What a friend who got only the link sees first.
      await bob.page.getByRole("heading", { name: "Join a club" }).waitFor();
      await screenshots(bob.page, "club-join");
      await bob.page.getByRole("textbox", { name: "Your name" }).fill("ann");
      await bob.page.getByRole("button", { name: "Join the club" }).click();
      await bob.page.getByRole("alert").getByText("Someone in this club already goes by that name").waitFor();
      // By keyboard: the name field has focus after a refusal, Enter joins, and focus lands on the club's name.
      expect(await bob.page.evaluate(() => document.activeElement?.id)).toBe("club-member-name");
      await bob.page.keyboard.press("ControlOrMeta+a");
      await bob.page.keyboard.type("Bob");
      await bob.page.keyboard.press("Enter");
      await bob.page.getByRole("heading", { name: "Thursday dice", level: 1 }).waitFor();
      await eventually(() => bob.page.evaluate(() => document.activeElement?.textContent)).toBe("Thursday dice");
      expect(new URL(bob.page.url()).pathname).toBe(`/c/${clubId}`);
      expect(new URL(bob.page.url()).hash).toBe("");
      await bob.page.getByText("You play here as Bob.").waitFor();

      // Bob opens a club Duel (the form's first choice) and lands on his seat.
      await bob.page.getByRole("heading", { name: "New table" }).waitFor();
      expect(await bob.page.getByRole("combobox", { name: "Game" }).inputValue()).toBe("stakes-duel");
      await bob.page.getByRole("button", { name: "Open the table" }).click();
      await bob.page.waitForURL(/\/g\/[\w-]+$/);
      const tableId = new URL(bob.page.url()).pathname.split("/")[2]!;

      // Ann's club page shows it with a free seat; she takes it and lands on her seat.
      const take = ann.page.getByRole("button", { name: /^Take a seat: Stakes Duel with Bob/ });
      await take.waitFor({ timeout: 20_000 });
      await ann.page.getByText("1 seat free").waitFor();
      await screenshots(ann.page, "club-open-table");
      await take.click();
      await ann.page.waitForURL(new RegExp(`/g/${tableId}$`));
      await ann.page.locator("#stage .seat").first().waitFor();

      // Bob goes back to the club page: the table is in play, his seat one press away, no standings yet.
      const tokens = [await seatToken(bob.page, tableId), await seatToken(ann.page, tableId)];
      expect(tokens.every(Boolean)).toBe(true);
      await bob.page.goto(`/c/${clubId}`);
      await bob.page.getByText("In play", { exact: true }).waitFor();
      await bob.page.getByRole("button", { name: /^Go to your seat: Stakes Duel with Bob, Ann/ }).waitFor();
      await bob.page.getByRole("link", { name: "Watch" }).waitFor();
      await bob.page.getByText("No club match has finished yet. Standings appear").waitFor();

      // They play it to its end (the moves through the API, as the seats would).
      await playStakesOut(api, tableId, tokens as string[]);

      // Bob's open page shows the Duel's standings by itself; Ann's when she comes back.
      await eventually(() => bob.page.getByRole("table", { name: "Standings in Stakes Duel" }).count(), 30_000).toBe(1);
      await ann.page.goto(`/c/${clubId}`);
      await eventually(() => ann.page.getByRole("table", { name: "Standings in Stakes Duel" }).count(), 30_000).toBe(1);
      const club = await api<ClubSeen>(`/api/clubs/${clubId}`, undefined, annToken);
      const duel = club.standings.duel!;
      expect(duel.map((s) => s.name).sort()).toEqual(["Ann", "Bob"]);
      const rowsFor = (me: string) =>
        duel.map((s, i) => [
          String(i + 1),
          `${s.name}${s.name === me ? " (you)" : ""}${i === 0 ? " Leader" : ""}`,
          String(Math.round(s.rating.ordinal)),
          "1",
          String(s.wins),
        ]);
      expect(await standingsRows(ann.page, "Stakes Duel")).toEqual(rowsFor("Ann"));
      expect(await standingsRows(bob.page, "Stakes Duel")).toEqual(rowsFor("Bob"));
      // The winner leads with a higher rating than the loser.
      expect(duel[0]!.wins).toBe(1);
      expect(duel[0]!.rating.ordinal).toBeGreaterThan(duel[1]!.rating.ordinal);
      const winner = duel[0]!.name;
      const loser = duel[1]!.name;

      // The match is among the recent ones and opens its replay.
      const recent = ann.page.getByRole("region", { name: "Recent matches" }).getByRole("link").first();
      expect(await recent.innerText()).toMatch(/^Stakes Duel, /);
      expect(await recent.getAttribute("href")).toBe(`/m/${tableId}`);
      expect(await ann.page.getByRole("region", { name: "Recent matches" }).innerText()).toContain(
        `1. ${winner} · 2. ${loser}`,
      );

      // Each member's head to head: Ann opens her own.
      await ann.page.locator("summary", { hasText: "Ann (you)" }).click();
      const h2h = ann.page.getByRole("table", { name: "Ann's head to head" });
      await h2h.waitFor();
      expect(await h2h.locator("tbody tr").innerText()).toMatch(
        winner === "Ann" ? /^Bob\s+1\s+1\s+0$/ : /^Bob\s+1\s+0\s+1$/,
      );

      // No open table is left; the played one is not offered.
      await ann.page.getByText("No table is open right now.").waitFor();

      // Light and dark, 360 and 1280 (no low contrast, no sideways scrolling).
      await screenshots(ann.page, "club-member");
      await screenshots(stranger.page, "club-private");

      // In Norwegian.
      await ann.page.goto(`/c/${clubId}?lang=nb`);
      await ann.page.getByRole("heading", { name: "Tabell", exact: true }).waitFor();
      await ann.page.getByRole("table", { name: "Tabell i Stakes Duell" }).waitFor();
      for (const words of ["Klubbens bord", "Siste kamper", "Medlemmer", "Inviter venner", "Nytt bord", "Leder"])
        await ann.page.getByText(words, { exact: true }).first().waitFor();
      await screenshots(ann.page, "club-member-nb");
      await ann.page.goto("/?lang=en");
      expect(sent.length).toBeGreaterThan(20);
      expect(sent.filter((u) => u.includes(annToken!))).toEqual([]);
    });
    for (const p of [ann, bob, stranger]) await p.ctx.close();
  });

  it("lists your clubs in Your tables and carries the membership to another device", async () => {
    const laptopCtx = await person(shared.browser, shared.svc.base, 1280, 900);
    const laptop = await laptopCtx.newPage();
    const { ctx: phoneCtx, page: phonePage } = await phone();
    await withEvidence("club-carry", [laptop, phonePage], async () => {
      const made = await api<{ id: string; member: { token: string } }>("/api/clubs", {
        name: "Tuesday cards",
        member: { name: "Cy" },
      });
      // The member link keeps the token on the device and leaves the address without it.
      await laptop.goto(`/c/${made.id}#member=${made.member.token}`);
      await laptop.getByRole("heading", { name: "Tuesday cards", level: 1 }).waitFor();
      expect(laptop.url()).not.toContain(made.member.token);
      await laptop.goto("/");
      const clubs = laptop.getByRole("list", { name: "Your clubs" });
      await clubs.getByRole("link", { name: "Tuesday cards" }).waitFor();
      expect(await clubs.getByRole("link", { name: "Tuesday cards" }).getAttribute("href")).toBe(`/c/${made.id}`);

      await laptop.getByRole("button", { name: "Open on my phone" }).click();
      const link = await laptop.inputValue("#carry-link");
      expect(new URL(link).hash).toContain(`clubs=${made.id}~${made.member.token}`);
      await phonePage.goto(link);
      await phonePage.getByRole("heading", { name: "Add 1 club from your other device?" }).waitFor();
      await phonePage.getByRole("button", { name: "Add 1 club" }).click();
      expect(new URL(phonePage.url()).hash).toBe("");
      await phonePage.getByRole("list", { name: "Your clubs" }).getByRole("link", { name: "Tuesday cards" }).click();
      await phonePage.getByRole("heading", { name: "Tuesday cards", level: 1 }).waitFor();
      await phonePage.getByText("You play here as Cy.").waitFor();
    });
    await laptopCtx.close();
    await phoneCtx.close();
  });

  it("opens a New table with the game, seats, clock and bots the member chose, seated under the member name", async () => {
    const { ctx, page } = await phone();
    await withEvidence("club-new-table", [page], async () => {
      const made = await api<{ id: string; member: { token: string } }>("/api/clubs", {
        name: "Board night",
        member: { name: "Dee" },
      });
      await page.goto(`/c/${made.id}#member=${made.member.token}`);
      await page.getByRole("heading", { name: "New table" }).waitFor();
      await page.getByRole("combobox", { name: "Game" }).selectOption({ label: "Twelves" });
      // Twelves is for 2–6: the seats follow the game, and the bots the seats.
      const players = await page
        .getByRole("combobox", { name: "Players" })
        .locator("option")
        .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).label));
      expect(players).toEqual(["2 players", "3 players", "4 players", "5 players", "6 players"]);
      await page.getByRole("combobox", { name: "Players" }).selectOption({ label: "3 players" });
      const bots = await page
        .getByRole("combobox", { name: "Bots in the last seats" })
        .locator("option")
        .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).label));
      expect(bots).toEqual(["No bots", "1 bot", "2 bots"]);
      await page.getByRole("combobox", { name: "Bots in the last seats" }).selectOption({ label: "2 bots" });
      await page.getByRole("combobox", { name: "Bot level" }).selectOption("strong");
      await page.getByRole("combobox", { name: "Time per move" }).selectOption({ label: "1 day" });
      await page.getByRole("button", { name: "Open the table" }).click();
      await page.waitForURL(/\/g\/[\w-]+$/);
      const tableId = new URL(page.url()).pathname.split("/")[2]!;
      const view = await api<{ game: string; seats: { name: string; bot?: string }[]; seatsTotal?: number }>(
        `/api/games/${tableId}`,
      );
      expect(view.game).toBe("twelves");
      expect(view.seats.map((x) => x.bot ?? null)).toEqual([null, "strong", "strong"]);
      expect(view.seats[0]!.name).toBe("Dee");
      expect(JSON.stringify(view)).toContain('"timePerMove":"1d"');
      // The club lists it as its own.
      const club = await api<{ tables: { id: string }[] }>(`/api/clubs/${made.id}`, undefined, made.member.token);
      expect(club.tables.map((t) => t.id)).toContain(tableId);
    });
    await ctx.close();
  });

  it("says in words that there is no club at a link that leads nowhere, on the club page and on joining", async () => {
    const { ctx, page } = await phone();
    await withEvidence("club-nowhere", [page], async () => {
      await page.goto("/c/NoSuchClub0000");
      await page.getByRole("heading", { name: "There is no club at this link." }).waitFor();
      await page.getByRole("link", { name: "Start a club of your own" }).waitFor();
      await page.goto("/c/NoSuchClub0000/join#invite=whatever");
      await page.getByRole("textbox", { name: "Your name" }).fill("Eve");
      await page.getByRole("button", { name: "Join the club" }).click();
      await page.getByRole("alert").getByText("There is no club at this link.").waitFor();
      // An invite link cut short before its invite cannot join, and says so before anyone types.
      await page.goto("/c/NoSuchClub0000/join");
      await page.getByText("This link has no invite in it.").waitFor();
      expect(await page.getByRole("button", { name: "Join the club" }).isDisabled()).toBe(true);
    });
    await ctx.close();
  });
});
