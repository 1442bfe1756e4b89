// A whole match at a live table with the keyboard alone (Tab, Enter and the move
// keys; no pointer, no API move for this player), one per game: the skip link is
// the first Tab stop and takes focus to the moves, every move button says and shows
// its key, R reads the table into the live region, a key pressed out of turn says
// so once, and the match reaches its result. The other seats play through the API.
import { describe, expect, it } from "vitest";
import { apiOf, seatedTable } from "./api-client";
import { person, useServiceAndBrowser } from "./harness";
import {
  countSaid,
  firstOf,
  keyboardMatch,
  keysShown,
  othersByApi,
  pressAndSee,
  said,
  sight,
  readAloud,
  skipLinkWorks,
} from "./keyboard-helpers";
import { eventually, seatOf, withEvidence } from "./play-helpers";
import { SCHEMES, SIZES, shot } from "./sheet-helpers";

const shared = useServiceAndBrowser();
const api = apiOf(shared);

type Legal = { type: string }[];
const pickOf =
  (...types: string[]) =>
  (legal: Legal) =>
    types.map((t) => legal.find((m) => m.type === t)).find(Boolean) ?? legal[0];

describe("a keyboard-only match at a live table", () => {
  it("Stakes at three: skip link, keys on the buttons, the table read aloud, not-your-turn said once, to the end", async () => {
    const t = await seatedTable(api, "stakes", ["Ann", "Bob", "Cy"], {
      // Number cards on top: no Jack or King asks a question before the not-your-turn check.
      fixture: { rolls: [6, 6], deck: ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "2H", "3H", "4H", "5H"] },
    });
    const page = await (await person(shared.browser, shared.svc.base, 360, 740)).newPage();
    await page.goto(`/g/${t.id}#seat=${t.tokens[0]}`);
    const others = othersByApi(api, t.id, t.tokens, (legal, v) => {
      const s = v.state as { players: { flipped?: boolean; row: string[] }[] };
      const seat = (v as unknown as { you: number }).you;
      const flipped = s.players[seat]!.row.length > 0;
      return pickOf("peek", "nudge", ...(flipped ? ["bank"] : []), "flip")(legal);
    });
    await withEvidence("keyboard-stakes", [page], async () => {
      await page.locator("#stage .seat").first().waitFor();
      await skipLinkWorks(page, (await page.locator(".your-turn").count()) > 0, "keyboard-skip-link-360");
      await others();
      await page.locator(".your-turn").waitFor();
      // The keys are on the buttons, said (aria-keyshortcuts) and shown (a key cap).
      await eventually(() => keysShown(page)).toContainEqual({ key: "F", cap: "F" });
      expect((await keysShown(page)).every((k) => k.key !== "" && k.cap !== "")).toBe(true);
      await shot(page, "keyboard-stakes-keys-360");
      // R reads the table: whose turn, the target, every seat's total and score.
      const table = await readAloud(page);
      expect(table).toContain("Your turn.");
      expect(table).toContain("Target 22, dice 6 and 6");
      expect(table).toMatch(/Ann: total 0, in the round, score 0; Bob: total \d+, .*; Cy: total \d+, /);
      expect(table).toContain("You have no cards yet.");

      await pressAndSee(page, "f");
      await eventually(() => seatOf(page, "Ann").locator(".card").count()).toBe(1);
      // Bob's turn: a move key says so, once, however often it is pressed.
      await countSaid(page);
      await page.keyboard.press("b");
      await page.keyboard.press("b");
      // R after them: what it reads comes after anything the two presses said.
      await page.keyboard.press("r");
      await eventually(async () => (await said(page)).some((t) => t.length > 40)).toBe(true);
      const all = await said(page);
      expect(all.filter((t) => t.startsWith("Not your turn"))).toHaveLength(1);
      expect(all[0]).toMatch(/^Not your turn yet: waiting for (Bob|Cy)\.$/);
      expect(all.at(-1)).toMatch(/^(Bob|Cy) to play\..*Your cards: \w+ of \w+\./);

      const keys = await keyboardMatch(page, firstOf("K", "1", "B", "F"), others);
      expect(keys.length).toBeGreaterThan(3);
      await page.locator("#standings-title").first().waitFor();
    });
  });

  it("Dobbelsjanse at three: draw, score and play hand cards by key to the end", async () => {
    const t = await seatedTable(api, "dobbelsjanse", ["Ann", "Bob", "Cy"]);
    const page = await (await person(shared.browser, shared.svc.base, 1280, 800)).newPage();
    await page.goto(`/g/${t.id}?lang=en#seat=${t.tokens[0]}`);
    const others = othersByApi(api, t.id, t.tokens, pickOf("draw", "score"));
    await withEvidence("keyboard-dobbelsjanse", [page], async () => {
      await others();
      await page.locator(".your-turn").waitFor();
      // Focus came to the moves with the turn; a person who reloads starts from the top.
      await page.reload();
      await page.locator(".your-turn").waitFor();
      await skipLinkWorks(page, true);
      const table = await readAloud(page);
      expect(table).toMatch(/^Your turn\. Round 1\./);
      expect(table).toMatch(/Your hand: \w+ of (hearts|spades|diamonds|clubs)/);
      // Hand cards are 1, 2, 3 in the order shown.
      // How to play lists the game's keys; Escape closes it.
      await page.locator("#how-open").focus();
      await page.keyboard.press("Enter");
      const how = page.getByRole("dialog", { name: "How to play" });
      await how.getByText("Keys.").waitFor();
      expect(await how.innerText()).toContain("D draws, S scores, and 1, 2, 3 play the cards of your hand");
      await page.keyboard.press("Escape");
      await how.waitFor({ state: "hidden" });
      const hand = (await keysShown(page)).map((k) => k.key);
      expect(hand).toEqual(expect.arrayContaining(["D", "1", "2", "3"]));
      let played = false;
      const keys = await keyboardMatch(
        page,
        (k) => {
          // One hand card played by its digit, then draw (faces drawn end the game soonest), else score.
          if (!played && k.includes("1")) {
            played = true;
            return "1";
          }
          return firstOf("D", "S", "1")(k);
        },
        others,
      );
      expect(keys).toContain("1");
      await page.locator("#standings-title").first().waitFor();
    });
  });

  it("Twelves for two: bets and actions by key, a question answered by its digit, to the end", async () => {
    const t = await seatedTable(api, "twelves", ["Ann", "Bob"], { games: 1 });
    const page = await (await person(shared.browser, shared.svc.base, 360, 740)).newPage();
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto(`/g/${t.id}#seat=${t.tokens[0]}`);
    const others = othersByApi(api, t.id, t.tokens, pickOf("match", "water", "watch"));
    await withEvidence("keyboard-twelves", [page], async () => {
      // Bob's turn first, or Ann's: the skip link says whose turn, or takes her to her move.
      await page.locator("#stage .seat").first().waitFor();
      await skipLinkWorks(page, (await page.locator(".your-turn").count()) > 0);
      await others();
      await page.locator(".your-turn").waitFor();
      expect(await readAloud(page)).toMatch(/^Your turn\. Game 1 of 1\. Pot \d+, highest bet \d+\. Ann: bet/);
      let asked = false;
      const keys = await keyboardMatch(
        page,
        (k) => {
          if (k.includes("M")) return "M";
          // Once: an action that asks which die (Cheat), answered with 1.
          if (!asked && k.includes("C")) {
            asked = true;
            return "C";
          }
          if (k.includes("1")) return "1";
          return firstOf("A", "W", "I")(k);
        },
        others,
      );
      expect(keys).toEqual(expect.arrayContaining(["M", "C", "1"]));
      await shot(page, "keyboard-twelves-end-360-dark");
    });
  });

  it("shows each key small in its button's corner, clear of the move's words, at 360 and 1280 px, light and dark", async () => {
    const t = await seatedTable(api, "twelves", ["Ann", "Bob"], { games: 1 });
    const page = await (await person(shared.browser, shared.svc.base, 360, 740)).newPage();
    await page.goto(`/g/${t.id}#seat=${t.tokens[0]}`);
    const others = othersByApi(api, t.id, t.tokens, pickOf("match", "water", "watch"));
    await withEvidence("keyboard-key-caps", [page], async () => {
      await others();
      await page.locator(".your-turn").waitFor();
      // Betting first: M matches; then the twelve actions, each with its key.
      // The keys show once a key has been pressed (a phone or a mouse never sees them).
      await page.keyboard.press("Tab");
      const cheat = page.locator("#moves button[data-key=cheat]");
      for (let i = 0; i < 8 && (await cheat.count()) === 0; i++) {
        const seen = await sight(page);
        if (seen.keys.includes("M")) await pressAndSee(page, "m");
        await others();
      }
      await cheat.waitFor();
      for (const size of SIZES)
        for (const scheme of SCHEMES) {
          await page.setViewportSize(size);
          await page.emulateMedia({ colorScheme: scheme });
          const caps = await page.evaluate(() =>
            [...document.querySelectorAll<HTMLElement>("#moves button.move")].map((b) => {
              const cap = b.querySelector("kbd")!.getBoundingClientRect();
              const box = b.getBoundingClientRect();
              // The words as drawn, line by line (a box would include the room kept beside them).
              const words = [...b.querySelectorAll(".move-label, .move-detail")].flatMap((w) => {
                const r = document.createRange();
                r.selectNodeContents(w);
                return [...r.getClientRects()];
              });
              const apart = words.every(
                (w) => w.right <= cap.left || w.left >= cap.right || w.bottom <= cap.top || w.top >= cap.bottom,
              );
              const inside =
                cap.left >= box.left && cap.right <= box.right && cap.top >= box.top && cap.bottom <= box.bottom;
              const px = Number.parseFloat(getComputedStyle(b.querySelector("kbd")!).fontSize);
              return { key: b.getAttribute("aria-keyshortcuts"), apart, inside, legible: px >= 11 };
            }),
          );
          expect(caps.map((c) => c.key)).toEqual(["W", "A", "D", "I", "S", "Y", "O", "C", "P", "L", "H", "G"]);
          expect(caps.filter((c) => !c.apart || !c.inside || !c.legible)).toEqual([]);
          await shot(page, `keyboard-key-caps-${size.width}-${scheme}`);
        }
    });
  });
});
