// The fairness panel's content (./fairness): how to check the match, its seeds,
// and the check itself, run here with the engine. Loaded when the panel first
// comes into sight, with the verifier's code.
import type { MatchRecord } from "../../../src/protocol";
import type { ReplayEngine } from "../games/load";
import { verifyMatchWith } from "../../../src/protocol/verify-record";
import { h } from "../lib/dom";
import * as msg from "../i18n/messages";

export function fillFairness(
  panel: HTMLElement,
  status: HTMLElement,
  m: MatchRecord,
  names: readonly string[],
  engine: ReplayEngine | undefined,
): void {
  const entropy = names.map((name, seat) => h("li", {}, `${name}: `, h("code", {}, m.entropy[seat] || msg.rpNone)));
  panel.append(
    h("p", { class: "explain" }, msg.rpFairnessText, h("code", {}, `npm run verify -- ${m.id}`), "."),
    h(
      "dl",
      { class: "seeds" },
      h("dt", {}, msg.rpCommitment),
      h("dd", {}, h("code", { class: "commitment" }, m.commitment)),
      h("dt", {}, msg.rpServerSeed),
      h("dd", {}, h("code", { class: "server-seed" }, m.serverSeed)),
      h("dt", {}, msg.rpEntropy),
      h("dd", {}, m.entropy.length ? h("ul", { class: "entropy" }, ...entropy) : msg.rpNoEntropy),
      h("dt", {}, msg.rpSeed),
      h("dd", {}, h("code", { class: "seed" }, m.seed)),
    ),
  );
  // The replay reads the log in the page's words (no other language's are on the page).
  void verifyMatchWith(m, engine && { def: engine.def, words: engine.log.words }).then(
    (report) => {
      status.className = `verify-status ${report.ok ? "ok" : "bad"}`;
      status.replaceChildren(
        report.ok ? msg.rpVerified : msg.rpNotVerified,
        report.ok ? msg.rpCheckedAll : report.problems.map((p) => p.message).join("; "),
      );
    },
    () => {
      status.className = "verify-status bad";
      status.textContent = msg.rpNoCrypto;
    },
  );
}
