// The fairness panel's content (./fairness): how to check the match, its seeds,
// and the check itself, run here with the engine. Loaded when the panel first
// comes into sight, with the verifier's code.
import type { MatchRecord } from "../../../src/protocol";
import type { AnyGameDef } from "../../../src/engine/types";
import { verifyMatchWith } from "../../../src/protocol/verify-record";
import { h } from "../lib/dom";

export function fillFairness(
  panel: HTMLElement,
  status: HTMLElement,
  m: MatchRecord,
  names: readonly string[],
  def: AnyGameDef | undefined,
): void {
  const entropy = names.map((name, seat) => h("li", {}, `${name}: `, h("code", {}, m.entropy[seat] || "none")));
  panel.append(
    h(
      "p",
      { class: "explain" },
      "Before the first card the server published the commitment, the SHA-256 of its secret server seed; the seed that shuffled and rolled is HMAC-SHA-256 of the server seed over every seat's entropy (the server seed itself when no seat sent any). Check it yourself from a checkout of Tablelink: ",
      h("code", {}, `npm run verify -- ${m.id}`),
      ".",
    ),
    h(
      "dl",
      { class: "seeds" },
      h("dt", {}, "Commitment (published at creation)"),
      h("dd", {}, h("code", { class: "commitment" }, m.commitment)),
      h("dt", {}, "Server seed (revealed at the end)"),
      h("dd", {}, h("code", { class: "server-seed" }, m.serverSeed)),
      h("dt", {}, "Entropy per seat"),
      h("dd", {}, m.entropy.length ? h("ul", { class: "entropy" }, ...entropy) : "none: the seed is the server seed"),
      h("dt", {}, "Seed that drove the game"),
      h("dd", {}, h("code", { class: "seed" }, m.seed)),
    ),
  );
  void verifyMatchWith(m, def).then(
    (report) => {
      status.className = `verify-status ${report.ok ? "ok" : "bad"}`;
      status.replaceChildren(
        report.ok ? "Verified ✓ — " : "Not verified ✗ — ",
        report.ok
          ? "checked here with the engine: the commitment, the seed, every move and the result."
          : report.problems.map((p) => p.message).join("; "),
      );
    },
    () => {
      status.className = "verify-status bad";
      status.textContent = "This browser could not run the check (it needs WebCrypto); run it with npm run verify.";
    },
  );
}
