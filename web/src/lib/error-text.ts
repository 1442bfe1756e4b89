// An API error in the page's language (src/words/<lang>/errors.ts). Loaded only when
// a request fails, so the pages do not carry every error's sentence up front.
import * as m from "../i18n/messages";

/** The sentence for `code` in the page's language, or the service's own when it has none. */
export function errorText(code: string, service: string): string {
  const t = m.errorTexts[code];
  return t === undefined ? service : t.replace("{detail}", service);
}
