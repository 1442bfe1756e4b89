// One Durable Object per club (wrangler.toml CLUBS), named by the club's id. It
// holds the club in its SQLite storage (./storage): members by token hash, the
// tables it opened, the results and the standings kept incrementally, push
// subscriptions. The rules are the pure modules beside it (./places, ./ratings,
// ./head-to-head, ./report); this object checks the member, runs one change at a
// time, and talks to the game objects of its tables.
// RPC methods return result values, as the game object's do.
import { DurableObject } from "cloudflare:workers";
import { nanoid } from "nanoid";
import type { Lang } from "../words/lang";
import { err, ok, type Result } from "../engine/result";
import type { MatchRecord } from "../protocol/api";
import {
  CLUB_IDLE_MS,
  CLUB_MAX_MEMBERS,
  CLUB_MAX_TABLES_LISTED,
  type ClubMember,
  type ClubResults,
  type ClubTable,
  type ClubTablePlayer,
  type MemberRecord,
} from "../protocol/club";
import type { QuietHours } from "../protocol/push";
import type { View } from "../protocol/view";
import { vapidKeys, vapidSubject } from "../push/keys";
import type { PushTarget } from "../push/subscription";
import { newDiscordSecret } from "../room/seating/discord";
import type { CreateInput } from "../room/seating/create";
import { versusOf } from "./head-to-head";
import { hashToken, memberOfToken, memberSeatToken, nameTaken, newMemberId, newToken } from "./members";
import { deliverClubPushes, queueOpened } from "./push";
import { entryOf, standingsOf } from "./ratings";
import { applyReport, recordFits, type ReportOutcome, reportingTable } from "./report";
import { ClubStorage, type MemberRow, type TableRow } from "./storage";
import { SERVER_INTERNAL } from "../protocol/server-errors";

export interface ClubError {
  code: string;
  message: string;
}
export type ClubReply<T> = Result<T, ClubError>;

const NOT_FOUND = err<ClubError>({ code: "club/not_found", message: "No club has this id." });
const MEMBERS_ONLY = err<ClubError>({
  code: "club/members_only",
  message: "A club is private: send a member's token (Authorization: Bearer).",
});
const INTERNAL = err<ClubError>(SERVER_INTERNAL);

/** A club table as POST /api/clubs/:id/tables asks for it (checked by the Worker). */
export type ClubTableInput = Omit<CreateInput, "name" | "club" | "token" | "discord">;

export class ClubRoom extends DurableObject<Env> {
  private readonly store: ClubStorage;
  /** Opening tables and seating members run one at a time (each awaits a game object). */
  private queue: Promise<unknown> = Promise.resolve();
  /** Worker tests only: reports throw while this is set, as if the club could not be reached. */
  private unreachable = false;
  /** Worker tests only: how many reports were turned away by `unreachable`. */
  private missedReports = 0;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new ClubStorage(ctx.storage);
  }

  private now(): number {
    return Date.now() + this.store.clockLead();
  }

  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async guard<T>(fn: () => Promise<ClubReply<T>>): Promise<ClubReply<T>> {
    try {
      return await fn();
    } catch (e) {
      console.error("club: failed", e instanceof Error ? e.message : String(e));
      return INTERNAL;
    }
  }

  private members: { writes: number; rows: MemberRow[] } | null = null;

  /** The members, read again only after a change. */
  private membersNow(): MemberRow[] {
    if (this.members?.writes !== this.store.writes)
      this.members = { writes: this.store.writes, rows: this.store.members() };
    return this.members.rows;
  }

  /** The member holding the token (the club must exist): 404, then 401. */
  private async asMember<T>(
    token: string | undefined,
    fn: (me: MemberRow, members: MemberRow[]) => Promise<ClubReply<T>>,
  ): Promise<ClubReply<T>> {
    return this.guard(async () => {
      if (!this.store.club()) return NOT_FOUND;
      const members = this.membersNow();
      const me = await memberOfToken(members, token);
      if (!me) return MEMBERS_ONLY;
      return fn(me, members);
    });
  }

  async create(input: {
    id: string;
    name: string;
    member: string;
    origin: string;
  }): Promise<ClubReply<{ member: ClubMember & { token: string }; invite: string }>> {
    return this.exclusive(() =>
      this.guard(async () => {
        if (this.store.exists) return err({ code: "club/exists", message: "This id is taken." });
        const now = this.now();
        const token = newToken();
        const member: MemberRow = {
          id: newMemberId(),
          name: input.member,
          tokenHash: await hashToken(token),
          joinedAt: now,
          leftAt: null,
        };
        const invite = nanoid(22);
        this.store.transaction(() => {
          this.store.create({
            id: input.id,
            name: input.name,
            invite,
            origin: input.origin,
            createdAt: now,
            activeAt: now,
          });
          this.store.addMember(member);
        });
        await this.armAlarm();
        return ok({ member: { id: member.id, name: member.name, token }, invite });
      }),
    );
  }

  async join(input: { name: string; invite: unknown }): Promise<ClubReply<{ member: ClubMember & { token: string } }>> {
    return this.exclusive(() =>
      this.guard(async () => {
        const club = this.store.club();
        if (!club) return NOT_FOUND;
        if (typeof input.invite !== "string" || !(await sameSecret(input.invite, club.invite)))
          return err({ code: "club/bad_invite", message: "This club's invite is missing or wrong." });
        const members = this.store.members();
        if (nameTaken(members, input.name))
          return err({ code: "club/name_taken", message: "A member of this club has that name already." });
        if (members.filter((m) => m.leftAt === null).length >= CLUB_MAX_MEMBERS)
          return err({ code: "club/full", message: `A club has at most ${CLUB_MAX_MEMBERS} members.` });
        const token = newToken();
        const member: MemberRow = {
          id: newMemberId(),
          name: input.name,
          tokenHash: await hashToken(token),
          joinedAt: this.now(),
          leftAt: null,
        };
        this.store.transaction(() => this.store.addMember(member));
        return ok({ member: { id: member.id, name: member.name, token } });
      }),
    );
  }

  /**
   * What every member's GET shares, built once per change of the club (a join, a
   * table, a result, a departure) rather than per request, and kept as JSON text so
   * a read only splices in who asks and the open tables: the members, the standings
   * and the finished tables. Open tables are asked for on each GET.
   */
  private shared: { writes: number; origin: string; head: string; finished: string[]; standings: string } | null = null;

  private sharedView(origin: string, members: MemberRow[]) {
    if (this.shared?.writes === this.store.writes && this.shared.origin === origin) return this.shared;
    const club = this.store.club()!;
    const names = new Map(members.map((m) => [m.id, m.name]));
    const head = JSON.stringify({
      id: club.id,
      name: club.name,
      invite: club.invite,
      members: members.filter((m) => m.leftAt === null).map((m) => ({ id: m.id, name: m.name })),
    });
    this.shared = {
      writes: this.store.writes,
      origin,
      head: head.slice(0, -1),
      finished: this.store
        .listedTables(CLUB_MAX_TABLES_LISTED, "finished")
        .map((t) => JSON.stringify(tableEntry(t, "finished", t.players ?? [], origin))),
      standings: JSON.stringify(standingsOf(this.store.ratings(), (m) => names.get(m) ?? m)),
    };
    return this.shared;
  }

  /** GET /api/clubs/:id: the ClubView as JSON text. */
  async view(token: string | undefined, origin: string): Promise<ClubReply<string>> {
    return this.asMember(token, async (me, members) => {
      const shared = this.sharedView(origin, members);
      const open = await this.openTables(origin);
      const tables = [
        ...open.filter((t) => t.status !== "finished").map((t) => JSON.stringify(t)),
        ...open.filter((t) => t.status === "finished").map((t) => JSON.stringify(t)),
        ...shared.finished,
      ].slice(0, CLUB_MAX_TABLES_LISTED);
      return ok(
        `${shared.head},"you":${JSON.stringify(me.id)},"tables":[${tables.join(",")}],"standings":${shared.standings}}`,
      );
    });
  }

  /**
   * The club's tables still open (newest first, at most 50): each is asked for its
   * spectator view (who sits, whether it started), in parallel. Finished ones are
   * as their report left them (sharedView); a table that finished but has not
   * reported yet is listed with the finished ones.
   */
  private async openTables(origin: string): Promise<ClubTable[]> {
    const open = this.store.listedTables(CLUB_MAX_TABLES_LISTED, "open");
    const seatMembers = this.store.seatMembersOf(open.map((t) => t.id));
    const live = await Promise.all(
      open.map(async (t): Promise<ClubTable | null> => {
        const r = await this.env.ROOMS.get(this.env.ROOMS.idFromName(t.id)).view();
        if (!r.ok) {
          if (r.error.code === "game/not_found") this.store.setGone(t.id);
          return null;
        }
        const v = JSON.parse(r.value) as View;
        const members = seatMembers.get(t.id) ?? new Map<number, string>();
        const players: ClubTablePlayer[] = v.seats.map((s) => ({
          seat: s.seat,
          name: s.name,
          member: members.get(s.seat) ?? null,
          ...(s.bot ? { bot: s.bot } : {}),
        }));
        return tableEntry(t, v.status, players, origin);
      }),
    );
    return live.filter((t): t is ClubTable => t !== null);
  }

  /** POST /api/clubs/:id/tables: the game object is made here with the member in seat 0 and the club's key. */
  async openTable(
    token: string | undefined,
    input: ClubTableInput,
  ): Promise<ClubReply<{ token: string; commitment: string; invite: string }>> {
    return this.exclusive(() =>
      this.asMember(token, async (me) => {
        const club = this.store.club()!;
        const now = this.now();
        const key = newToken();
        const secret = newDiscordSecret();
        const seatToken = await memberSeatToken(secret, me.id);
        const row: TableRow = {
          id: input.id,
          game: input.game,
          seats: input.seats,
          createdAt: now,
          by: me.id,
          keyHash: await hashToken(key),
          secret,
          invite: null,
          status: "open",
          players: null,
          finishedAt: null,
        };
        // Known to the club before the table exists, so its report is never turned away.
        this.store.transaction(() => {
          this.store.addTable(row);
          this.store.addSeatMember(row.id, 0, me.id);
        });
        const created = await this.env.ROOMS.get(this.env.ROOMS.idFromName(input.id)).create({
          ...input,
          name: me.name,
          token: seatToken,
          club: { id: club.id, key },
        });
        if (!created.ok) {
          this.store.transaction(() => this.store.dropTable(row.id));
          return created;
        }
        const free = input.seats - 1 - (input.bots?.levels.length ?? 0);
        this.store.transaction(() => {
          this.store.setInvite(row.id, created.value.invite);
          this.store.touch(now);
          if (free > 0)
            queueOpened(
              this.store,
              {
                club: { id: club.id, name: club.name, origin: club.origin },
                table: { id: row.id, game: row.game, seats: row.seats },
                by: { id: me.id, name: me.name },
              },
              now,
            );
        });
        await this.armAlarm();
        return ok(created.value);
      }),
    );
  }

  /** POST /api/clubs/:id/tables/:gameId/join: the seat the member holds, or the next free one under their name. */
  async seatMember(
    token: string | undefined,
    gameId: string,
  ): Promise<ClubReply<{ seat: number; token: string; again: boolean }>> {
    return this.exclusive(() =>
      this.asMember<{ seat: number; token: string; again: boolean }>(token, async (me) => {
        const table = this.store.table(gameId);
        if (!table || table.status === "gone")
          return err({ code: "game/not_found", message: "This club has no table with this id." });
        const seatToken = await memberSeatToken(table.secret, me.id);
        const held = [...this.store.seatMembers(gameId)].find(([, m]) => m === me.id);
        if (held) return ok({ seat: held[0], token: seatToken, again: true });
        const joined = await this.env.ROOMS.get(this.env.ROOMS.idFromName(gameId)).join({
          name: me.name,
          entropy: "",
          invite: table.invite ?? undefined,
          token: seatToken,
        });
        if (!joined.ok) return joined;
        this.store.transaction(() => this.store.addSeatMember(gameId, joined.value.seat, me.id));
        return ok({ seat: joined.value.seat, token: seatToken, again: false });
      }),
    );
  }

  async results(token: string | undefined): Promise<ClubReply<ClubResults>> {
    return this.asMember(token, async () => ok({ results: this.store.results() }));
  }

  async memberRecord(token: string | undefined, memberId: string): Promise<ClubReply<MemberRecord>> {
    return this.asMember(token, async (_me, members) => {
      const them = members.find((m) => m.id === memberId);
      if (!them) return err({ code: "club/member_not_found", message: "This club has no member with this id." });
      const names = new Map(members.map((m) => [m.id, m.name]));
      const boards: MemberRecord["boards"] = {};
      for (const line of this.store.ratings())
        if (line.member === memberId) boards[line.board] = entryOf(line, them.name);
      const versus = versusOf(memberId, this.store.results(), (m) => names.get(m) ?? m);
      return ok({ id: them.id, name: them.name, boards, versus });
    });
  }

  /** DELETE /api/clubs/:id/members/me: the token stops working at once; the last member leaving ends the club. */
  async leave(token: string | undefined): Promise<ClubReply<{ left: true }>> {
    return this.exclusive(() =>
      this.asMember(token, async (me, members) => {
        const others = members.filter((m) => m.leftAt === null && m.id !== me.id);
        if (others.length === 0) {
          await this.ctx.storage.deleteAlarm();
          await this.ctx.storage.deleteAll();
          this.store.forgetLead();
          return ok({ left: true as const });
        }
        this.store.transaction(() => this.store.leave(me.id, this.now()));
        return ok({ left: true as const });
      }),
    );
  }

  /** PUT/DELETE /api/clubs/:id/push: the member's subscription (null removes it). */
  async pushSubscription(
    token: string | undefined,
    target: PushTarget | null,
    quiet: QuietHours | null,
    lang: Lang,
  ): Promise<ClubReply<{ push: { endpoint: string; quiet?: QuietHours; lang?: Lang } | null }>> {
    return this.asMember<{ push: { endpoint: string; quiet?: QuietHours; lang?: Lang } | null }>(token, async (me) => {
      if (target === null) {
        this.store.transaction(() => this.store.dropSub(me.id));
        return ok({ push: null });
      }
      this.store.transaction(() => this.store.putSub({ member: me.id, ...target, quiet, lang }));
      return ok({
        push: { endpoint: target.endpoint, ...(quiet ? { quiet } : {}), ...(lang !== "en" ? { lang } : {}) },
      });
    });
  }

  /**
   * A finished club table's report (RPC from its game object). Throws only when the
   * club cannot take it now, so the table's queue retries; refused and already
   * applied reports are answers, not failures.
   */
  async report(id: string, key: string, record: string): Promise<ReportOutcome> {
    if (this.unreachable) {
      this.missedReports++;
      throw new Error("club unreachable (test)");
    }
    return this.exclusive(async () => {
      if (!this.store.club()) return "refused";
      const table = await reportingTable(this.store, id, key);
      let parsed: MatchRecord;
      try {
        parsed = JSON.parse(record) as MatchRecord;
      } catch {
        return "refused";
      }
      if (!table || !recordFits(table, parsed)) return "refused";
      const outcome = applyReport(this.store, table, parsed, this.now());
      await this.armAlarm();
      return outcome;
    });
  }

  /** Worker tests: make reports fail (as if unreachable) or succeed again; answers the failures so far. */
  async setUnreachable(on: boolean): Promise<number> {
    this.unreachable = on;
    return this.missedReports;
  }

  /** POST /api/clubs/:id/fixture/advance (fixtures only): the club's clock moves on, and what fell due runs. */
  async advanceClock(ms: number): Promise<ClubReply<{ now: string }>> {
    return this.exclusive(() =>
      this.guard(async () => {
        if (!this.store.club()) return NOT_FOUND;
        const target = this.now() + ms;
        this.store.setClockLead(target - Date.now());
        await this.runDue();
        return ok({ now: new Date(target).toISOString() });
      }),
    );
  }

  async alarm(): Promise<void> {
    await this.exclusive(() => this.runDue());
  }

  /** Cleanup after 180 days without a table, then the pushes due. */
  private async runDue(): Promise<void> {
    const club = this.store.club();
    if (!club) return;
    if (this.now() >= club.activeAt + CLUB_IDLE_MS) {
      await this.ctx.storage.deleteAlarm();
      await this.ctx.storage.deleteAll();
      this.store.forgetLead();
      return;
    }
    await deliverClubPushes({
      store: this.store,
      keys: () => vapidKeys(this.env),
      subject: vapidSubject(this.env, club.origin),
      fetcher: (input, init) => fetch(input, init),
      clock: () => this.now(),
    });
    await this.armAlarm();
  }

  /** The alarm at the earliest of: the next push, the cleanup (on real time: due times are on the club's clock). */
  private async armAlarm(): Promise<void> {
    const club = this.store.club();
    if (!club) return;
    const dues = [club.activeAt + CLUB_IDLE_MS, ...this.store.queuedPushes().map((q) => q.nextAt)];
    await this.ctx.storage.setAlarm(Math.min(...dues) - this.store.clockLead());
  }
}

function tableEntry(t: TableRow, status: ClubTable["status"], players: ClubTablePlayer[], origin: string): ClubTable {
  const urls: ClubTable["urls"] = { watch: `${origin}/g/${t.id}/watch` };
  if (status === "waiting" && t.invite) urls.join = `${origin}/g/${t.id}/join#invite=${t.invite}`;
  return { id: t.id, game: t.game, seats: t.seats, status, players, urls };
}

/** Compares two secrets in constant time (through their hashes, so lengths leak nothing). */
async function sameSecret(a: string, b: string): Promise<boolean> {
  const [x, y] = await Promise.all([hashToken(a), hashToken(b)]);
  const enc = new TextEncoder();
  return crypto.subtle.timingSafeEqual(enc.encode(x), enc.encode(y));
}
