// Playing a whole match with the keyboard alone, as a person who uses no pointer
// does: wait for what the page shows (your turn, a question, a round's summary),
// press a move's key, and see the table change. Other seats play through the API
// (or are the practice page's bots). No clicks, no API moves for this player.
import type { Frame, Page } from "playwright-core";
import { expect } from "vitest";
import type { Api } from "./api-client";
import { keepShot } from "./harness";

type Where = Page | Frame;
const pageOf = (w: Where): Page => ("page" in w ? w.page() : w);

/** What the keyboard player sees that matters for the next key: the end, a summary, or the keys of the moves. */
export async function sight(where: Where): Promise<{ seen: "over" | "summary" | "move"; keys: string[] }> {
  const next = await where.waitForFunction(
    () => {
      if (document.querySelector("#standings-title")) return { seen: "over", keys: [] };
      if (document.querySelector("dialog.round-summary[open]")) return { seen: "summary", keys: [] };
      if (!document.querySelector("#moves .your-turn")) return false;
      const keys = [...document.querySelectorAll("#moves button[aria-keyshortcuts]:not([disabled])")].map(
        (b) => b.getAttribute("aria-keyshortcuts")!,
      );
      return keys.length ? { seen: "move", keys } : false;
    },
    undefined,
    { timeout: 30_000, polling: 50 },
  );
  return (await next.jsonValue()) as { seen: "over" | "summary" | "move"; keys: string[] };
}

/** The log's length and the move bar's text: a key that did something changes one of them. */
export function tableSign(where: Where): Promise<string> {
  return where.evaluate(
    () =>
      `${document.querySelectorAll("#log-list li").length}|${document.getElementById("moves")?.innerText ?? ""}|${Boolean(
        document.querySelector("dialog.round-summary[open], #standings-title"),
      )}`,
  );
}

/** Presses `key` and waits until the table shows that something happened. */
export async function pressAndSee(where: Where, key: string): Promise<void> {
  const before = await tableSign(where);
  await pageOf(where).keyboard.press(key);
  await where.waitForFunction((b) => {
    const now = `${document.querySelectorAll("#log-list li").length}|${document.getElementById("moves")?.innerText ?? ""}|${Boolean(
      document.querySelector("dialog.round-summary[open], #standings-title"),
    )}`;
    return now !== b;
  }, before);
}

/**
 * Plays the keyboard player's turns until the match's result is up, choosing each
 * key from those the move bar offers (`choose`); `others` plays everyone else's
 * turns after each of them. Returns the keys pressed.
 */
export async function keyboardMatch(
  where: Where,
  choose: (keys: string[]) => string,
  others: () => Promise<void> = async () => {},
  maxKeys = 400,
): Promise<string[]> {
  const pressed: string[] = [];
  await others();
  for (let i = 0; i < maxKeys; i++) {
    const s = await sight(where);
    if (s.seen === "over") return pressed;
    if (s.seen === "summary") {
      // The round's summary has focus; Escape closes it, as its Continue button does.
      await pageOf(where).keyboard.press("Escape");
      await where.waitForFunction(() => !document.querySelector("dialog.round-summary[open]"));
      continue;
    }
    const key = choose(s.keys);
    pressed.push(key);
    await pressAndSee(where, key);
    await others();
  }
  throw new Error(`no result after ${maxKeys} keys: ${pressed.join(" ")}`);
}

/** Presses R and returns what the live region then reads: the table in words. */
export async function readAloud(where: Where): Promise<string> {
  await countSaid(where);
  await pageOf(where).keyboard.press("r");
  const h = await where.waitForFunction(
    () => (window as unknown as { __said: string[] }).__said.find((t) => t.length > 40) ?? false,
    undefined,
    { timeout: 10_000, polling: 50 },
  );
  return String(await h.jsonValue());
}

/** Keeps every sentence the live region is given from now on (window.__said), forgetting those before. */
export function countSaid(where: Where): Promise<void> {
  return where.evaluate(() => {
    const w = window as unknown as { __said: string[] };
    const watching = Array.isArray(w.__said);
    w.__said = [];
    if (watching) return;
    const el = document.getElementById("announcer")!;
    new MutationObserver(() => {
      if (el.textContent) w.__said.push(el.textContent);
    }).observe(el, { childList: true, characterData: true, subtree: true });
  });
}
export const said = (where: Where): Promise<string[]> =>
  where.evaluate(() => (window as unknown as { __said: string[] }).__said);

/**
 * The first Tab from the top of the page lands on "Skip to your move", which shows; Enter takes focus to
 * the moves: your first move on your turn, else the bar that says whose turn it is (either, where bots
 * move too fast to know which: `yourTurn` undefined).
 */
export async function skipLinkWorks(where: Where, yourTurn?: boolean, shotName?: string): Promise<void> {
  const page = pageOf(where);
  // From the top of the page, as just opened (focus may have come to the moves with the turn). A frame
  // is entered from the page around it, whose first Tab leads in.
  if (!("page" in where))
    await where.evaluate(() => {
      const body = document.body;
      body.tabIndex = -1;
      body.focus();
      body.removeAttribute("tabindex");
    });
  await page.keyboard.press("Tab");
  expect(await where.evaluate(() => document.activeElement?.textContent)).toBe("Skip to your move");
  // It shows as it takes focus: a readable box inside the viewport, not the 1 px it is until then.
  await where.waitForFunction(() => {
    const r = document.activeElement!.getBoundingClientRect();
    return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.width > 60 && r.height > 20;
  });
  if (shotName) await keepShot(page, `${shotName}.png`);
  await page.keyboard.press("Enter");
  await where.waitForFunction((mine) => {
    const a = document.activeElement;
    const moves = document.getElementById("moves");
    if (!a || !moves?.contains(a)) return false;
    return mine === null ? true : mine ? a.tagName === "BUTTON" : a === moves;
  }, yourTurn ?? null);
}

/** Every move button in the bar says its key to assistive technology and shows it. */
export async function keysShown(where: Where): Promise<{ key: string; cap: string }[]> {
  return where.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("#moves button.move")].map((b) => ({
      key: b.getAttribute("aria-keyshortcuts") ?? "",
      cap: (b.querySelector("kbd") as HTMLElement | null)?.innerText ?? "",
    })),
  );
}

type Seen = { status: string; version: number; toAct: number[]; legal: { type: string }[]; state: unknown };

/** Plays every seat but `me` through the API, until it is `me`'s turn or the match is over. */
export function othersByApi(
  api: Api,
  id: string,
  tokens: string[],
  pick: (legal: { type: string }[], v: Seen) => unknown,
  me = 0,
) {
  return async (): Promise<void> => {
    for (let i = 0; i < 200; i++) {
      const v = await api<Seen>(`/api/games/${id}`);
      if (v.status !== "playing" || v.toAct.includes(me)) return;
      const seat = v.toAct[0]!;
      const mine = await api<Seen>(`/api/games/${id}`, undefined, tokens[seat]);
      await api(`/api/games/${id}/moves`, { version: mine.version, move: pick(mine.legal, mine) }, tokens[seat]);
    }
  };
}

/** The first of `wanted` the bar offers, else its first key. */
export const firstOf =
  (...wanted: string[]) =>
  (keys: string[]): string =>
    wanted.find((k) => keys.includes(k)) ?? keys[0]!;
