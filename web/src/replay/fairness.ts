// The fairness data of a finished match, how to check it, and the check itself
// run here in the browser (the same verifyMatch as `npm run verify`). All but the
// title and the status line load when the panel first comes into sight
// (./fairness-body, with the verifier's code, about 2.5 KB gzipped): it sits
// below the replay, and most visits never scroll that far.
import type { MatchRecord } from "../../../src/protocol";
import type { ReplayEngine } from "../games/load";
import { h } from "../lib/dom";
import * as msg from "../i18n/messages";

export function fairnessPanel(m: MatchRecord, names: readonly string[], engine: ReplayEngine | undefined): HTMLElement {
  const status = h("p", { class: "verify-status pending", role: "status" }, msg.rpChecking);
  const panel = h(
    "section",
    { class: "panel fairness", "aria-labelledby": "fairness-title" },
    h("h2", { id: "fairness-title" }, msg.rpFairness),
    status,
  );
  const fill = () =>
    import("./fairness-body").then(
      ({ fillFairness }) => fillFairness(panel, status, m, names, engine),
      () => {
        status.className = "verify-status bad";
        status.textContent = msg.rpCheckNotLoaded;
      },
    );
  if (typeof IntersectionObserver === "undefined") void fill();
  else {
    const seen = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      seen.disconnect();
      void fill();
    });
    seen.observe(status);
  }
  return panel;
}
