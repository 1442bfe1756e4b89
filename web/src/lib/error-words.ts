// A refusal in the page's language: the sentences are in ./error-text.ts, fetched
// only when something is refused, so no page carries them up front. Used for the
// service's answers (./api.ts) and for the practice table's own (../practice/page.ts).

/** The sentence for `code` in the page's language; `message` (the service's own) if it has none or cannot load. */
export async function inPageLanguage(code: string, message: string): Promise<string> {
  try {
    return (await import("./error-text")).errorText(code, message);
  } catch {
    return message;
  }
}
